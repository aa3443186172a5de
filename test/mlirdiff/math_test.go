package mlirdiff

import (
	"fmt"
	gomath "math"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"testing"

	mathd "github.com/ascend-toolchain/asc/dialect/math"
)

// TestMathFoldDifferential canonicalizes one function per math op, element type, operand
// shape and constant with both tools and compares them function by function: folded
// values bit for bit (NaN signs included), and the cases mlir-opt leaves alone (negative
// logarithms, f16 transcendental functions, 0 to a negative integer power, fma, fpowi).
func TestMathFoldDifferential(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	src := mathFoldCases()
	want, err := runMLIR([]byte(src), "-canonicalize")
	if err != nil {
		t.Fatalf("mlir-opt: %s", want)
	}
	ours, err := runOurs([]byte(src), "-canonicalize", "--mlir-print-op-generic")
	if err != nil {
		t.Fatalf("ascopt: %s", ours)
	}
	norm, err := runMLIR(ours)
	if err != nil {
		t.Fatalf("mlir-opt cannot read ascopt's output: %s", norm)
	}
	wantF, gotF := splitFuncs(want), splitFuncs(norm)
	var bad []string
	for name, w := range wantF {
		if g := gotF[name]; g != w {
			bad = append(bad, fmt.Sprintf("--- mlir-opt\n%s--- ascopt\n%s", w, g))
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("%d of %d functions differ:\n%s", len(bad), len(wantF), strings.Join(bad[:min(len(bad), 12)], "\n"))
	}
	t.Logf("%d functions compared", len(wantF))
}

var (
	mathFloatUnary = []string{"absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos",
		"cosh", "erf", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven",
		"rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc"}
	mathFloatBinary = []string{"atan2", "copysign", "powf"}
	mathIntUnary    = []string{"absi", "ctlz", "cttz", "ctpop"}
	// Values in every float type; NaNs are spelled per type.
	mathFloatVals = []string{"0.0", "-0.0", "1.0", "-1.0", "0.5", "-0.5", "2.0", "-2.5", "3.0", "10.0", "100.0",
		"0.1", "1.0e-3", "3.14159", "1.5", "-0.75", "0.999", "1.0e+30", "-1.0e+30", "NAN", "-NAN", "INF", "-INF"}
	mathIntVals = []string{"0", "1", "-1", "2", "3", "7", "-8", "100", "127", "-128", "255", "256", "65535", "-65536"}
)

// mathLiteral spells v as a constant of float type t (NaN and infinity in hex).
func mathLiteral(v, t string) string {
	hex := map[string][4]string{ // f16, bf16, f32, f64
		"NAN": {"0x7E00", "0x7FC0", "0x7FC00000", "0x7FF8000000000000"}, "-NAN": {"0xFE00", "0xFFC0", "0xFFC00000", "0xFFF8000000000000"},
		"INF": {"0x7C00", "0x7F80", "0x7F800000", "0x7FF0000000000000"}, "-INF": {"0xFC00", "0xFF80", "0xFF800000", "0xFFF0000000000000"},
	}
	h, ok := hex[v]
	if !ok {
		return v
	}
	return h[map[string]int{"f16": 0, "bf16": 1, "f32": 2, "f64": 3}[t]]
}

func mathFoldCases() string {
	var b strings.Builder
	n := 0
	fn := func(rt, body string) {
		fmt.Fprintf(&b, "func.func @f%d() -> %s {\n%s  return %%r : %s\n}\n", n, rt, body, rt)
		n++
	}
	ftypes := []string{"f16", "bf16", "f32", "f64"}
	for _, t := range ftypes {
		for _, op := range mathFloatUnary {
			for _, v := range mathFloatVals {
				if strings.HasSuffix(v, "e+30") && t == "f16" {
					continue
				}
				fn(t, fmt.Sprintf("  %%c = arith.constant %s : %s\n  %%r = math.%s %%c : %s\n", mathLiteral(v, t), t, op, t))
			}
			// A splat, a dense vector that folds, one with a negative element (log and
			// sqrt refuse it entirely), and a tensor.
			fn("vector<4x"+t+">", fmt.Sprintf("  %%c = arith.constant dense<0.25> : vector<4x%s>\n  %%r = math.%s %%c : vector<4x%s>\n", t, op, t))
			fn("vector<4x"+t+">", fmt.Sprintf("  %%c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4x%s>\n  %%r = math.%s %%c : vector<4x%s>\n", t, op, t))
			fn("vector<4x"+t+">", fmt.Sprintf("  %%c = arith.constant dense<[1.0, -2.0, 0.5, 4.0]> : vector<4x%s>\n  %%r = math.%s %%c : vector<4x%s>\n", t, op, t))
			fn("tensor<2x"+t+">", fmt.Sprintf("  %%c = arith.constant dense<[0.3, 0.7]> : tensor<2x%s>\n  %%r = math.%s %%c fastmath<fast> : tensor<2x%s>\n", t, op, t))
		}
		pairs := [][2]string{{"2.0", "3.0"}, {"-2.0", "0.5"}, {"-2.0", "3.0"}, {"0.0", "-1.0"}, {"-0.0", "0.0"}, {"1.0", "NAN"},
			{"NAN", "0.0"}, {"0.0", "0.0"}, {"-0.0", "-0.0"}, {"0.0", "-0.0"}, {"INF", "-INF"}, {"-3.5", "-0.0"}, {"10.0", "-2.0"}, {"0.5", "0.5"}, {"4.0", "0.5"}}
		for _, op := range mathFloatBinary {
			for _, p := range pairs {
				fn(t, fmt.Sprintf("  %%a = arith.constant %s : %s\n  %%c = arith.constant %s : %s\n  %%r = math.%s %%a, %%c : %s\n",
					mathLiteral(p[0], t), t, mathLiteral(p[1], t), t, op, t))
			}
			fn("vector<2x"+t+">", fmt.Sprintf("  %%a = arith.constant dense<[0.0, -0.0]> : vector<2x%s>\n  %%c = arith.constant dense<0.0> : vector<2x%s>\n  %%r = math.%s %%a, %%c : vector<2x%s>\n", t, t, op, t))
			fn("vector<2x"+t+">", fmt.Sprintf("  %%a = arith.constant dense<[0.0, 1.0]> : vector<2x%s>\n  %%c = arith.constant dense<0.0> : vector<2x%s>\n  %%r = math.%s %%a, %%c : vector<2x%s>\n", t, t, op, t))
			fn("vector<2x"+t+">", fmt.Sprintf("  %%a = arith.constant dense<[1.0, -2.0]> : vector<2x%s>\n  %%c = arith.constant dense<3.0> : vector<2x%s>\n  %%r = math.%s %%a, %%c : vector<2x%s>\n", t, t, op, t))
		}
		fn(t, fmt.Sprintf("  %%a = arith.constant 2.0 : %s\n  %%r = math.fma %%a, %%a, %%a : %s\n", t, t))
		fn(t, fmt.Sprintf("  %%a = arith.constant 2.0 : %s\n  %%i = arith.constant 3 : i32\n  %%r = math.fpowi %%a, %%i : %s, i32\n", t, t))
	}
	for _, t := range []string{"i1", "i8", "i16", "i32", "i64", "index"} {
		vals := mathIntVals
		if t == "i1" {
			vals = []string{"0", "1"}
		}
		for _, op := range mathIntUnary {
			for _, v := range vals {
				if !mathFits(v, t) {
					continue
				}
				fn(t, fmt.Sprintf("  %%c = arith.constant %s : %s\n  %%r = math.%s %%c : %s\n", v, t, op, t))
			}
			if t != "index" {
				fn("vector<3x"+t+">", fmt.Sprintf("  %%c = arith.constant dense<[0, 1, -1]> : vector<3x%s>\n  %%r = math.%s %%c : vector<3x%s>\n", t, op, t))
			}
		}
		for _, x := range vals {
			for _, y := range []string{"0", "1", "-1", "2", "3", "-3", "7", "100"} {
				if !mathFits(x, t) || !mathFits(y, t) {
					continue
				}
				fn(t, fmt.Sprintf("  %%a = arith.constant %s : %s\n  %%c = arith.constant %s : %s\n  %%r = math.ipowi %%a, %%c : %s\n", x, t, y, t, t))
			}
		}
	}
	if mathd.FoldsWithHostLibm() {
		mathRandomLibmCases(fn)
	}
	return b.String()
}

// mathRandomLibmCases adds the functions folded through the C library on pseudo-random
// operands (exact bits, fixed seed), in f32 and f64: ascopt must call the same functions
// in the same precision as mlir-opt (sinf for f32, not sin rounded).
func mathRandomLibmCases(fn func(rt, body string)) {
	r := rand.New(rand.NewPCG(1, 2))
	ops := []string{"acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "erf", "exp", "exp2",
		"expm1", "log", "log10", "log1p", "log2", "sin", "sinh", "sqrt", "tan", "tanh", "round", "trunc"}
	val := func(t string) string {
		x := (r.Float64()*2 - 1) * []float64{1, 4, 40, 1000}[r.IntN(4)]
		if t == "f32" {
			return fmt.Sprintf("0x%08X", gomath.Float32bits(float32(x)))
		}
		return fmt.Sprintf("0x%016X", gomath.Float64bits(x))
	}
	for _, t := range []string{"f32", "f64"} {
		for _, op := range ops {
			for i := 0; i < 25; i++ {
				fn(t, fmt.Sprintf("  %%c = arith.constant %s : %s\n  %%r = math.%s %%c : %s\n", val(t), t, op, t))
			}
		}
		for _, op := range []string{"atan2", "powf"} {
			for i := 0; i < 40; i++ {
				fn(t, fmt.Sprintf("  %%a = arith.constant %s : %s\n  %%c = arith.constant %s : %s\n  %%r = math.%s %%a, %%c : %s\n",
					val(t), t, val(t), t, op, t))
			}
		}
	}
}

// mathFits reports whether the decimal v is a valid constant of integer type t.
func mathFits(v, t string) bool {
	var x int64
	fmt.Sscan(v, &x)
	switch t {
	case "i1":
		return x == 0 || x == 1
	case "i8":
		return x >= -128 && x <= 255
	case "i16":
		return x >= -32768 && x <= 65535
	}
	return true
}
