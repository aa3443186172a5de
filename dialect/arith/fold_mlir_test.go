package arith_test

import (
	"bytes"
	"context"
	"fmt"
	"math"
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

// foldCase is one function folding constants through a single op.
type foldCase struct {
	op       string // op text with %a and %b as operands, e.g. "arith.addi %a, %b : i8"
	ta, tb   string // operand types
	a, b     string // constant literals
	resultTy string
}

func (c foldCase) text(i int) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "func.func @c%d() -> %s {\n", i, c.resultTy)
	fmt.Fprintf(&sb, "  %%a = arith.constant %s : %s\n", c.a, c.ta)
	if c.tb != "" {
		fmt.Fprintf(&sb, "  %%b = arith.constant %s : %s\n", c.b, c.tb)
	}
	fmt.Fprintf(&sb, "  %%r = %s\n  return %%r : %s\n}\n", c.op, c.resultTy)
	return sb.String()
}

type intTy struct {
	name string
	w    int
}

var intTypes = []intTy{{"i1", 1}, {"i8", 8}, {"i16", 16}, {"i32", 32}, {"i64", 64}, {"index", 64}}

// intValues returns interesting values of width w (as signed decimal literals).
func intValues(w int, r *rand.Rand) []string {
	if w == 1 {
		return []string{"0", "-1"}
	}
	min := int64(-1) << uint(w-1)
	max := int64(uint64(1)<<uint(w-1) - 1)
	vs := []int64{0, 1, -1, 2, -2, 3, 7, -7, min, max, min + 1, max - 1, int64(w), int64(w - 1)}
	for i := 0; i < 3; i++ {
		v := r.Int63()
		if r.Intn(2) == 0 {
			v = -v
		}
		vs = append(vs, v<<uint(64-w)>>uint(64-w))
	}
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = fmt.Sprint(v)
	}
	return out
}

type floatTy struct {
	name string
	bits func(float64) uint64
	w    int
}

func f16bits(v float64) uint64 { return uint64(f16(v)) }

// f16 converts by rounding through float32 bits (exact enough for the listed values).
func f16(v float64) uint16 {
	f := float32(v)
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23&0xff) - 127 + 15
	mant := b & 0x7fffff
	switch {
	case math.IsNaN(v):
		return 0x7e00
	case math.IsInf(v, 0) || exp >= 31:
		return sign | 0x7c00
	case exp <= 0:
		if exp < -10 {
			return sign
		}
		mant |= 0x800000
		shift := uint(14 - exp)
		half := uint32(1) << (shift - 1)
		r := mant >> shift
		if rem := mant & (1<<shift - 1); rem > half || rem == half && r&1 == 1 {
			r++
		}
		return sign | uint16(r)
	}
	r := uint32(exp)<<10 | mant>>13
	if rem := mant & 0x1fff; rem > 0x1000 || rem == 0x1000 && r&1 == 1 {
		r++
	}
	return sign | uint16(r)
}

func bf16bits(v float64) uint64 {
	b := math.Float32bits(float32(v))
	if math.IsNaN(v) {
		return 0x7fc0
	}
	r := b >> 16
	if rem := b & 0xffff; rem > 0x8000 || rem == 0x8000 && r&1 == 1 {
		r++
	}
	return uint64(r)
}

var floatTypes = []floatTy{
	{"f16", f16bits, 16},
	{"bf16", bf16bits, 16},
	{"f32", func(v float64) uint64 { return uint64(math.Float32bits(float32(v))) }, 32},
	{"f64", math.Float64bits, 64},
}

func floatValues(r *rand.Rand) []float64 {
	vs := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 1.5, -2.5, 3, 0.1, 1e4, 65504, 1e-7, 3e38,
		math.Inf(1), math.Inf(-1), math.NaN(), 7.25, -0.75}
	for i := 0; i < 3; i++ {
		vs = append(vs, (r.Float64()-0.5)*1000)
	}
	return vs
}

func hexLit(t floatTy, v float64) string {
	return fmt.Sprintf("0x%0*X", t.w/4, t.bits(v))
}

func foldCases(r *rand.Rand) []foldCase {
	var cs []foldCase
	pick := func(vs []string) string { return vs[r.Intn(len(vs))] }
	intOps := []string{"addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi",
		"remsi", "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"}
	preds := []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
	for _, t := range intTypes {
		vs := intValues(t.w, r)
		for _, op := range intOps {
			for k := 0; k < 12; k++ {
				cs = append(cs, foldCase{op: fmt.Sprintf("arith.%s %%a, %%b : %s", op, t.name), ta: t.name, tb: t.name,
					a: pick(vs), b: pick(vs), resultTy: t.name})
			}
		}
		for _, p := range preds {
			for k := 0; k < 3; k++ {
				cs = append(cs, foldCase{op: fmt.Sprintf("arith.cmpi %s, %%a, %%b : %s", p, t.name), ta: t.name, tb: t.name,
					a: pick(vs), b: pick(vs), resultTy: "i1"})
			}
		}
	}
	fops := []string{"addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"}
	fpreds := []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}
	fvs := floatValues(r)
	fpick := func(t floatTy) string { return hexLit(t, fvs[r.Intn(len(fvs))]) }
	for _, t := range floatTypes {
		for _, op := range fops {
			for k := 0; k < 12; k++ {
				cs = append(cs, foldCase{op: fmt.Sprintf("arith.%s %%a, %%b : %s", op, t.name), ta: t.name, tb: t.name,
					a: fpick(t), b: fpick(t), resultTy: t.name})
			}
		}
		for _, p := range fpreds {
			cs = append(cs, foldCase{op: fmt.Sprintf("arith.cmpf %s, %%a, %%b : %s", p, t.name), ta: t.name, tb: t.name,
				a: fpick(t), b: fpick(t), resultTy: "i1"})
		}
		for k := 0; k < 4; k++ {
			cs = append(cs, foldCase{op: fmt.Sprintf("arith.negf %%a : %s", t.name), ta: t.name, a: fpick(t), resultTy: t.name})
		}
	}
	cast := func(op string, from, to string, vals func() string) {
		for k := 0; k < 8; k++ {
			cs = append(cs, foldCase{op: fmt.Sprintf("arith.%s %%a : %s to %s", op, from, to), ta: from, a: vals(), resultTy: to})
		}
	}
	ivals := func(w int) func() string { vs := intValues(w, r); return func() string { return pick(vs) } }
	fvals := func(t floatTy) func() string { return func() string { return fpick(t) } }
	ft := map[string]floatTy{}
	for _, t := range floatTypes {
		ft[t.name] = t
	}
	cast("extsi", "i8", "i32", ivals(8))
	cast("extui", "i8", "i32", ivals(8))
	cast("extsi", "i1", "i8", ivals(1))
	cast("extui", "i1", "i64", ivals(1))
	cast("trunci", "i32", "i8", ivals(32))
	cast("trunci", "i64", "i1", ivals(64))
	cast("index_cast", "i32", "index", ivals(32))
	cast("index_cast", "index", "i16", ivals(64))
	cast("index_castui", "i32", "index", ivals(32))
	cast("index_castui", "index", "i8", ivals(64))
	for _, to := range []string{"f16", "bf16", "f32", "f64"} {
		cast("sitofp", "i32", to, ivals(32))
		cast("uitofp", "i64", to, ivals(64))
		cast("sitofp", "i8", to, ivals(8))
	}
	for _, from := range []string{"f16", "bf16", "f32", "f64"} {
		cast("fptosi", from, "i32", fvals(ft[from]))
		cast("fptoui", from, "i8", fvals(ft[from]))
		cast("fptosi", from, "i64", fvals(ft[from]))
	}
	cast("extf", "f16", "f32", fvals(ft["f16"]))
	cast("extf", "bf16", "f64", fvals(ft["bf16"]))
	cast("extf", "f32", "f64", fvals(ft["f32"]))
	cast("truncf", "f64", "f32", fvals(ft["f64"]))
	cast("truncf", "f32", "f16", fvals(ft["f32"]))
	cast("truncf", "f32", "bf16", fvals(ft["f32"]))
	cast("bitcast", "i32", "f32", ivals(32))
	cast("bitcast", "f16", "i16", fvals(ft["f16"]))
	cast("bitcast", "bf16", "f16", fvals(ft["bf16"]))
	cast("bitcast", "f64", "i64", fvals(ft["f64"]))
	// Vectors: splats and element lists.
	vec := func(t string, vals func() string) string {
		if r.Intn(2) == 0 {
			return "dense<" + vals() + ">"
		}
		return "dense<[" + vals() + ", " + vals() + "]>"
	}
	for _, op := range []string{"addi", "subi", "muli", "divsi", "remui", "andi", "xori", "shli", "maxsi", "minui"} {
		iv := ivals(16)
		for k := 0; k < 4; k++ {
			cs = append(cs, foldCase{op: fmt.Sprintf("arith.%s %%a, %%b : vector<2xi16>", op), ta: "vector<2xi16>", tb: "vector<2xi16>",
				a: vec("i16", iv), b: vec("i16", iv), resultTy: "vector<2xi16>"})
		}
	}
	for _, op := range []string{"addf", "mulf", "divf", "maximumf", "minnumf"} {
		fv := fvals(ft["f32"])
		for k := 0; k < 4; k++ {
			cs = append(cs, foldCase{op: fmt.Sprintf("arith.%s %%a, %%b : tensor<2xf32>", op), ta: "tensor<2xf32>", tb: "tensor<2xf32>",
				a: vec("f32", fv), b: vec("f32", fv), resultTy: "tensor<2xf32>"})
		}
	}
	for k := 0; k < 6; k++ {
		iv := ivals(16)
		cs = append(cs, foldCase{op: "arith.cmpi slt, %a, %b : vector<2xi16>", ta: "vector<2xi16>", tb: "vector<2xi16>",
			a: vec("i16", iv), b: vec("i16", iv), resultTy: "vector<2xi1>"})
		cs = append(cs, foldCase{op: "arith.extsi %a : vector<2xi16> to vector<2xi32>", ta: "vector<2xi16>", a: vec("i16", iv), resultTy: "vector<2xi32>"})
		cs = append(cs, foldCase{op: "arith.sitofp %a : vector<2xi16> to vector<2xf16>", ta: "vector<2xi16>", a: vec("i16", iv), resultTy: "vector<2xf16>"})
		cs = append(cs, foldCase{op: "arith.bitcast %a : vector<2xi16> to vector<2xbf16>", ta: "vector<2xi16>", a: vec("i16", iv), resultTy: "vector<2xbf16>"})
	}
	return cs
}

func runMLIR(in []byte, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, mlirOpt, append(args, "-")...)
	cmd.Stdin = bytes.NewReader(in)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return errb.Bytes(), err
	}
	return out.Bytes(), nil
}

var funcRE = regexp.MustCompile(`(?m)^  func\.func @(c\d+)\(`)

func splitFuncs(s string) map[string]string {
	m := map[string]string{}
	locs := funcRE.FindAllStringSubmatchIndex(s, -1)
	for i, l := range locs {
		end := len(s)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		m[s[l[2]:l[3]]] = s[l[0]:end]
	}
	return m
}

// TestFoldersAgainstMLIR constant-folds random operands through every arith folder with
// both tools and compares the canonicalized functions.
func TestFoldersAgainstMLIR(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	seed := int64(1)
	if s := os.Getenv("ASC_FOLD_SEED"); s != "" {
		fmt.Sscan(s, &seed)
	}
	cases := foldCases(rand.New(rand.NewSource(seed)))
	var src bytes.Buffer
	for i, c := range cases {
		src.WriteString(c.text(i))
	}
	want, err := runMLIR(src.Bytes(), "-canonicalize")
	if err != nil {
		t.Fatalf("mlir-opt: %s", want)
	}
	var ours, errb bytes.Buffer
	if code := optdriver.Run([]string{"-canonicalize", "--mlir-print-op-generic", "-"}, bytes.NewReader(src.Bytes()), &ours, &errb); code != 0 {
		t.Fatalf("ascopt: %s", errb.String())
	}
	norm, err := runMLIR(ours.Bytes())
	if err != nil {
		t.Fatalf("mlir-opt cannot read ascopt's output: %s", norm)
	}
	w, g := splitFuncs(string(want)), splitFuncs(string(norm))
	bad := 0
	for i, c := range cases {
		name := fmt.Sprintf("c%d", i)
		if w[name] != g[name] {
			bad++
			if bad <= 20 {
				t.Errorf("%s with %s, %s:\n--- mlir-opt\n%s--- ascopt\n%s", c.op, c.a, c.b, w[name], g[name])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d folds differ", bad, len(cases))
	}
}
