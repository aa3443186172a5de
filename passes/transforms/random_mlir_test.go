package transforms_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/internal/optdriver"
)

const mlirOpt = "/usr/lib/llvm-19/bin/mlir-opt"

// progGen writes random func/arith/scf functions: constants, integer ops, comparisons,
// selects, casts, scf.if with and without results, scf.for and scf.while, nested.
type progGen struct {
	r     *rand.Rand
	sb    strings.Builder
	n     int
	vals  []string // i32 values in scope
	bools []string // i1 values in scope
	flts  []string // f32 values in scope
	vecs  []string // vector<4xi32> values in scope
	// math adds math dialect ops to the mix; off, the programs are those of earlier
	// versions of this test (the random sequence is unchanged).
	math bool
	// mem adds memref ops (and a memref argument); off, programs are unchanged too.
	mem  bool
	mems []memVal
}

func (g *progGen) fresh() string { g.n++; return fmt.Sprintf("%%v%d", g.n) }

func (g *progGen) val() string { return g.vals[g.r.Intn(len(g.vals))] }

func (g *progGen) boolean() string { return g.bools[g.r.Intn(len(g.bools))] }

func (g *progGen) line(ind, format string, args ...any) {
	g.sb.WriteString(ind)
	fmt.Fprintf(&g.sb, format, args...)
	g.sb.WriteByte('\n')
}

// scoped runs body and then forgets the values it defined.
func (g *progGen) scoped(body func()) {
	v, b, f, w, m := len(g.vals), len(g.bools), len(g.flts), len(g.vecs), len(g.mems)
	body()
	g.vals, g.bools, g.flts, g.vecs, g.mems = g.vals[:v], g.bools[:b], g.flts[:f], g.vecs[:w], g.mems[:m]
}

func (g *progGen) flt() string { return g.flts[g.r.Intn(len(g.flts))] }

func (g *progGen) vec() string { return g.vecs[g.r.Intn(len(g.vecs))] }

// extra emits the float, i1, vector, switch and execute_region ops.
func (g *progGen) extra(depth int, ind string) {
	n := 9
	if g.math {
		n = 11
	}
	if g.mem {
		n = 14
	}
	switch g.r.Intn(n) {
	case 0:
		v := g.fresh()
		g.line(ind, "%s = arith.constant %s : f32", v, []string{"0.0", "-0.0", "1.0", "2.5", "0x7FC00000", "-1.0e+30"}[g.r.Intn(6)])
		g.flts = append(g.flts, v)
	case 1:
		v := g.fresh()
		g.line(ind, "%s = arith.%s %s, %s : f32", v, []string{"addf", "subf", "mulf", "divf", "maximumf", "minnumf"}[g.r.Intn(6)], g.flt(), g.flt())
		g.flts = append(g.flts, v)
	case 2:
		v, w := g.fresh(), g.fresh()
		g.line(ind, "%s = arith.sitofp %s : i32 to f32", v, g.val())
		g.line(ind, "%s = arith.cmpf %s, %s, %s : f32", w, []string{"olt", "oeq", "uge", "une"}[g.r.Intn(4)], g.flt(), v)
		g.flts, g.bools = append(g.flts, v), append(g.bools, w)
	case 3:
		v := g.fresh()
		g.line(ind, "%s = arith.%s %s, %s : i1", v, []string{"andi", "ori", "xori"}[g.r.Intn(3)], g.boolean(), g.boolean())
		g.bools = append(g.bools, v)
	case 4:
		v := g.fresh()
		g.line(ind, "%s = arith.constant %s : vector<4xi32>", v, []string{"dense<0>", "dense<1>", "dense<[1, 2, 3, 4]>", "dense<-1>"}[g.r.Intn(4)])
		g.vecs = append(g.vecs, v)
	case 5:
		v := g.fresh()
		g.line(ind, "%s = arith.%s %s, %s : vector<4xi32>", v, randBinops[g.r.Intn(6)], g.vec(), g.vec())
		g.vecs = append(g.vecs, v)
	case 6:
		v, w := g.fresh(), g.fresh()
		g.line(ind, "%s = arith.cmpi %s, %s, %s : vector<4xi32>", v, randPreds[g.r.Intn(len(randPreds))], g.vec(), g.vec())
		g.line(ind, "%s = arith.select %s, %s, %s : vector<4xi1>, vector<4xi32>", w, v, g.vec(), g.vec())
		g.vecs = append(g.vecs, w)
	case 7:
		if depth >= 2 {
			return
		}
		v := g.fresh()
		arg := []string{"%c0", "%c1", "%n"}[g.r.Intn(3)]
		g.line(ind, "%s = scf.index_switch %s -> i32", v, arg)
		for _, c := range []int{0, 4} {
			g.line(ind, "case %d {", c)
			g.scoped(func() { g.ops(depth+1, ind+"  "); g.line(ind, "  scf.yield %s : i32", g.val()) })
			g.line(ind, "}")
		}
		g.line(ind, "default {")
		g.scoped(func() { g.line(ind, "  scf.yield %s : i32", g.val()) })
		g.line(ind, "}")
		g.vals = append(g.vals, v)
	case 8:
		if depth >= 2 {
			return
		}
		v := g.fresh()
		g.line(ind, "%s = scf.execute_region -> i32 {", v)
		g.scoped(func() { g.ops(depth+1, ind+"  "); g.line(ind, "  scf.yield %s : i32", g.val()) })
		g.line(ind, "}")
		g.vals = append(g.vals, v)
	case 9:
		v := g.fresh()
		if g.r.Intn(4) == 0 {
			g.line(ind, "%s = math.%s %s, %s : f32", v, []string{"atan2", "copysign", "powf"}[g.r.Intn(3)], g.flt(), g.flt())
		} else {
			g.line(ind, "%s = math.%s %s : f32", v, randMathF[g.r.Intn(len(randMathF))], g.flt())
		}
		g.flts = append(g.flts, v)
	case 10:
		v := g.fresh()
		if g.r.Intn(3) == 0 {
			g.line(ind, "%s = math.ipowi %s, %s : i32", v, g.val(), g.val())
		} else {
			g.line(ind, "%s = math.%s %s : i32", v, []string{"absi", "ctlz", "cttz", "ctpop"}[g.r.Intn(4)], g.val())
		}
		g.vals = append(g.vals, v)
	case 11:
		g.memProducer(ind)
	case 12, 13:
		g.memConsumer(depth, ind)
	}
}

// randMathF lists the one-operand float ops of the math dialect.
var randMathF = []string{"absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh",
	"erf", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven", "rsqrt",
	"sin", "sinh", "sqrt", "tan", "tanh", "trunc"}

var (
	randBinops = []string{"addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divui", "remsi", "shli", "shrui"}
	randPreds  = []string{"eq", "ne", "slt", "ult", "sge"}
	randConsts = []int{0, 1, -1, 2, 3, 7, 8, 31, 32, 100}
)

func (g *progGen) ops(depth int, ind string) {
	for k := 2 + g.r.Intn(6); k > 0; k-- {
		switch x := g.r.Float64(); {
		case x < 0.2:
			g.extra(depth, ind)
		case x < 0.3:
			v := g.fresh()
			g.line(ind, "%s = arith.constant %d : i32", v, randConsts[g.r.Intn(len(randConsts))])
			g.vals = append(g.vals, v)
		case x < 0.6:
			v := g.fresh()
			g.line(ind, "%s = arith.%s %s, %s : i32", v, randBinops[g.r.Intn(len(randBinops))], g.val(), g.val())
			g.vals = append(g.vals, v)
		case x < 0.7:
			v := g.fresh()
			g.line(ind, "%s = arith.cmpi %s, %s, %s : i32", v, randPreds[g.r.Intn(len(randPreds))], g.val(), g.val())
			g.bools = append(g.bools, v)
		case x < 0.78:
			v := g.fresh()
			g.line(ind, "%s = arith.select %s, %s, %s : i32", v, g.boolean(), g.val(), g.val())
			g.vals = append(g.vals, v)
		case x < 0.86 && depth < 2:
			v := g.fresh()
			g.line(ind, "%s = scf.if %s -> (i32) {", v, g.boolean())
			g.scoped(func() { g.ops(depth+1, ind+"  "); g.line(ind, "  scf.yield %s : i32", g.val()) })
			g.line(ind, "} else {")
			g.scoped(func() { g.ops(depth+1, ind+"  "); g.line(ind, "  scf.yield %s : i32", g.val()) })
			g.line(ind, "}")
			g.vals = append(g.vals, v)
		case x < 0.9 && depth < 2:
			g.line(ind, "scf.if %s {", g.boolean())
			g.scoped(func() { g.ops(depth+1, ind+"  "); g.line(ind, "  \"foo.sink\"(%s) : (i32) -> ()", g.val()) })
			g.line(ind, "}")
		case x < 0.93 && depth < 2:
			v, a, b := g.fresh(), g.fresh(), g.fresh()
			g.line(ind, "%s:2 = scf.while (%s = %s, %s = %s) : (i32, i32) -> (i32, i32) {", v, a, g.val(), b, g.val())
			g.scoped(func() {
				g.vals = append(g.vals, a, b)
				c := g.fresh()
				g.line(ind, "  %s = arith.cmpi slt, %s, %s : i32", c, g.val(), g.val())
				g.line(ind, "  scf.condition(%s) %s, %s : i32, i32", c, g.val(), g.val())
			})
			p, q := g.fresh(), g.fresh()
			g.line(ind, "} do {")
			g.line(ind, "^bb0(%s: i32, %s: i32):", p, q)
			g.scoped(func() {
				g.vals = append(g.vals, p, q)
				g.ops(2, ind+"  ")
				g.line(ind, "  scf.yield %s, %s : i32, i32", g.val(), g.val())
			})
			g.line(ind, "}")
			g.vals = append(g.vals, v+"#0", v+"#1")
		case x < 0.95:
			v, w, u := g.fresh(), g.fresh(), g.fresh()
			g.line(ind, "%s = arith.extui %s : i1 to i32", v, g.boolean())
			g.line(ind, "%s = arith.index_cast %s : i32 to index", w, g.val())
			g.line(ind, "%s = arith.index_cast %s : index to i32", u, w)
			g.vals = append(g.vals, v, u)
		case depth < 2:
			bounds := []string{"%c0", "%c1", "%c4", "%n"}
			v, it := g.fresh(), g.fresh()
			g.line(ind, "%s = scf.for %%i%d = %s to %s step %s iter_args(%s = %s) -> (i32) {", v, g.n,
				bounds[g.r.Intn(3)], bounds[1+g.r.Intn(3)], bounds[1+g.r.Intn(2)], it, g.val())
			g.scoped(func() {
				g.vals = append(g.vals, it)
				g.ops(depth+1, ind+"  ")
				g.line(ind, "  scf.yield %s : i32", g.val())
			})
			g.line(ind, "}")
			g.vals = append(g.vals, v)
		}
	}
}

func (g *progGen) function(k int) {
	g.vals, g.bools = []string{"%a", "%b"}, []string{"%c", "%t", "%f"}
	g.flts, g.vecs = []string{"%x"}, []string{"%w"}
	mem := ""
	if g.mem {
		g.mems = []memVal{{"%m", memDynRow}}
		mem = ", %m: " + memDynRow
	}
	g.line("", "func.func @f%d(%%a: i32, %%b: i32, %%c: i1, %%n: index, %%x: f32, %%w: vector<4xi32>%s) -> (i32, i32, f32, vector<4xi32>, i1) {", k, mem)
	g.line("  ", "%%t = arith.constant true\n  %%f = arith.constant false\n  %%c0 = arith.constant 0 : index")
	g.line("  ", "%%c1 = arith.constant 1 : index\n  %%c4 = arith.constant 4 : index")
	g.ops(0, "  ")
	g.line("  ", "return %s, %s, %s, %s, %s : i32, i32, f32, vector<4xi32>, i1\n}", g.val(), g.val(), g.flt(), g.vec(), g.boolean())
}

func runMLIROpt(in []byte, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, mlirOpt, append(append([]string{"--allow-unregistered-dialect"}, args...), "-")...)
	cmd.Stdin = bytes.NewReader(in)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return errb.Bytes(), err
	}
	return out.Bytes(), nil
}

var fnRE = regexp.MustCompile(`(?ms)^  func\.func @(\S+?)\(.*?^  }\n`)

func byFunction(b []byte) map[string]string {
	m := map[string]string{}
	for _, x := range fnRE.FindAllSubmatch(b, -1) {
		m[string(x[1])] = string(x[0])
	}
	return m
}

// TestRandomProgramsAgainstMLIR runs -canonicalize, -cse and both on random programs with
// ascopt and mlir-opt 19 and compares every function (ours read back through mlir-opt).
// ASC_RANDOM_SEED picks another program set.
func TestRandomProgramsAgainstMLIR(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	compareRandomPrograms(t, false)
}

// TestRandomMathProgramsAgainstMLIR is TestRandomProgramsAgainstMLIR with math dialect ops
// (every float function, atan2, copysign, powf and the integer ops) among the others.
func TestRandomMathProgramsAgainstMLIR(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	compareRandomPrograms(t, true)
}

func compareRandomPrograms(t *testing.T, withMath bool) {
	compareRandomProgramsWith(t, withMath, false)
}

func compareRandomProgramsWith(t *testing.T, withMath, withMem bool) {
	seed := int64(1)
	if s := os.Getenv("ASC_RANDOM_SEED"); s != "" {
		fmt.Sscan(s, &seed)
	}
	g := &progGen{r: rand.New(rand.NewSource(seed)), math: withMath, mem: withMem}
	for k := 0; k < 150; k++ {
		g.function(k)
	}
	src := []byte(g.sb.String())
	if path := os.Getenv("ASC_RANDOM_DUMP"); path != "" {
		_ = os.WriteFile(path, src, 0o644)
	}
	for _, pipeline := range [][]string{{"-canonicalize"}, {"-cse"}, {"-cse", "-canonicalize", "-cse"}} {
		compareWithMLIR(t, src, pipeline...)
	}
}

// compareWithMLIR runs a pipeline on src with mlir-opt 19 and with ascopt (whose generic
// output mlir-opt then prints, so formatting cannot differ) and fails on every function
// that differs, is missing, or survives in ours only.
func compareWithMLIR(t *testing.T, src []byte, pipeline ...string) {
	t.Helper()
	want, err := runMLIROpt(src, pipeline...)
	if err != nil {
		t.Fatalf("mlir-opt %v: %s", pipeline, want)
	}
	var ours, errb bytes.Buffer
	args := append(append([]string{"--allow-unregistered-dialect"}, pipeline...), "--mlir-print-op-generic", "-")
	if code := optdriver.Run(args, bytes.NewReader(src), &ours, &errb); code != 0 {
		t.Fatalf("ascopt %v: %s", pipeline, errb.String())
	}
	norm, err := runMLIROpt(ours.Bytes())
	if err != nil {
		t.Fatalf("mlir-opt cannot read ascopt's output: %s", norm)
	}
	w, gt := byFunction(want), byFunction(norm)
	bad := 0
	for name, text := range w {
		if gt[name] != text {
			bad++
			if bad <= 3 {
				t.Errorf("%v @%s:\n--- mlir-opt\n%s--- ascopt\n%s", pipeline, name, text, gt[name])
			}
		}
	}
	for name := range gt {
		if _, ok := w[name]; !ok {
			bad++
			t.Errorf("%v: ascopt keeps @%s, mlir-opt erases it", pipeline, name)
		}
	}
	t.Logf("%v: %d of %d functions identical", pipeline, len(w)-bad, len(w))
	if bad > 0 || len(w) == 0 {
		t.Errorf("%v: %d of %d functions differ", pipeline, bad, len(w))
	}
}

// FuzzProgramsAgainstMLIR is the structure-aware fuzzer: the input seeds the random program
// generator (so every input is a valid program), and ascopt's -cse -canonicalize must agree
// with mlir-opt 19 on every function. Without mlir-opt it still checks that ascopt accepts
// the program and its output reads back. The top bits of n add math (0x80) and memref
// (0x40) ops to the programs.
func FuzzProgramsAgainstMLIR(f *testing.F) {
	for _, s := range []int64{1, 2, 3, 42, 1 << 40} {
		f.Add(s, uint8(4))
		f.Add(s, uint8(4|0xC0))
	}
	_, statErr := os.Stat(mlirOpt)
	f.Fuzz(func(t *testing.T, seed int64, n uint8) {
		g := &progGen{r: rand.New(rand.NewSource(seed)), math: n&0x80 != 0, mem: n&0x40 != 0}
		for k := 0; k < 1+int(n%8); k++ {
			g.function(k)
		}
		src := []byte(g.sb.String())
		var ours, errb bytes.Buffer
		args := []string{"--allow-unregistered-dialect", "-cse", "-canonicalize", "--mlir-print-op-generic", "-"}
		if code := optdriver.Run(args, bytes.NewReader(src), &ours, &errb); code != 0 {
			t.Fatalf("ascopt rejects a generated program: %s\n%s", errb.String(), src)
		}
		if statErr != nil {
			var again bytes.Buffer
			if code := optdriver.Run([]string{"--allow-unregistered-dialect", "-"}, bytes.NewReader(ours.Bytes()), &again, &errb); code != 0 {
				t.Fatalf("ascopt cannot read its own output: %s", errb.String())
			}
			return
		}
		want, err := runMLIROpt(src, "-cse", "-canonicalize")
		if err != nil {
			t.Skipf("mlir-opt: %s", want) // a generated program mlir-opt itself cannot run
		}
		norm, err := runMLIROpt(ours.Bytes())
		if err != nil {
			t.Fatalf("mlir-opt cannot read ascopt's output: %s", norm)
		}
		w, gt := byFunction(want), byFunction(norm)
		for name, text := range w {
			if gt[name] != text {
				t.Fatalf("@%s differs:\n--- mlir-opt\n%s--- ascopt\n%s", name, text, gt[name])
			}
		}
	})
}
