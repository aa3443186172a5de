package semantics

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// The scalar arith and math ops a kernel computes its tiling and loop bounds with were
// compiled by no kernel of the test suite (a coverage run over every package found 46 of
// them). Their semantics are written twice, once as the dialects' folders (checked against
// mlir-opt by test/mlirdiff) and once as the simulator's: this test runs each op on the
// simulator over edge values and compares with the folder, so that the two cannot drift.
// Where the folder declines (poison, division by zero), the pair is skipped.

type scalarCase struct {
	op       string
	in, out  string // element types
	operands int
	approx   bool // transcendental: a few ulps apart (host libm vs Go)
}

var intTypes = []string{"i8", "i16", "i32", "i64"}
var floatTypes = []string{"f16", "bf16", "f32"}

func scalarCases() []scalarCase {
	var cs []scalarCase
	for _, t := range intTypes {
		for _, op := range []string{"addi", "subi", "muli", "divsi", "divui", "remsi", "remui",
			"ceildivsi", "ceildivui", "floordivsi", "andi", "ori", "xori", "shli", "shrsi",
			"shrui", "maxsi", "maxui", "minsi", "minui"} {
			cs = append(cs, scalarCase{"arith." + op, t, t, 2, false})
		}
		for _, op := range []string{"absi", "ctlz", "cttz", "ctpop"} {
			cs = append(cs, scalarCase{"math." + op, t, t, 1, false})
		}
		for _, ft := range floatTypes {
			cs = append(cs, scalarCase{"arith.sitofp", t, ft, 1, false},
				scalarCase{"arith.uitofp", t, ft, 1, false},
				scalarCase{"arith.fptosi", ft, t, 1, false},
				scalarCase{"arith.fptoui", ft, t, 1, false})
		}
		for _, w := range intTypes {
			if intBits(w) > intBits(t) {
				cs = append(cs, scalarCase{"arith.extsi", t, w, 1, false},
					scalarCase{"arith.extui", t, w, 1, false},
					scalarCase{"arith.trunci", w, t, 1, false})
			}
		}
	}
	cs = append(cs, scalarCase{"arith.bitcast", "i32", "f32", 1, false},
		scalarCase{"arith.bitcast", "f32", "i32", 1, false},
		scalarCase{"arith.bitcast", "i16", "f16", 1, false},
		scalarCase{"arith.bitcast", "bf16", "i16", 1, false},
		scalarCase{"arith.extf", "f16", "f32", 1, false},
		scalarCase{"arith.extf", "bf16", "f32", 1, false},
		scalarCase{"arith.truncf", "f32", "f16", 1, false},
		scalarCase{"arith.truncf", "f32", "bf16", 1, false})
	for _, t := range floatTypes {
		for _, op := range []string{"addf", "subf", "mulf", "divf", "remf", "maximumf",
			"minimumf", "maxnumf", "minnumf"} {
			cs = append(cs, scalarCase{"arith." + op, t, t, 2, false})
		}
		cs = append(cs, scalarCase{"arith.negf", t, t, 1, false})
		for _, op := range []string{"absf", "ceil", "floor", "trunc", "round", "roundeven", "sqrt"} {
			cs = append(cs, scalarCase{"math." + op, t, t, 1, false})
		}
		cs = append(cs, scalarCase{"math.copysign", t, t, 2, false})
		for _, op := range []string{"rsqrt", "exp", "exp2", "expm1", "log", "log10", "log1p",
			"log2", "sin", "cos", "tan", "tanh", "sinh", "cosh", "asin", "acos", "atan",
			"asinh", "acosh", "atanh", "erf", "cbrt"} {
			cs = append(cs, scalarCase{"math." + op, t, t, 1, true})
		}
		cs = append(cs, scalarCase{"math.powf", t, t, 2, true}, scalarCase{"math.atan2", t, t, 2, true})
	}
	return cs
}

func intBits(t string) int {
	var n int
	fmt.Sscanf(t, "i%d", &n)
	return n
}

// edgeBits are the operand bit patterns tried for a type: zero, ones, signs, extremes,
// powers of two and their neighbours; for floats also ±0, ±inf, NaN, subnormals, halves.
func edgeBits(t string) []uint64 {
	if strings.HasPrefix(t, "i") {
		w := intBits(t)
		mask := uint64(1)<<uint(w) - 1
		if w == 64 {
			mask = ^uint64(0)
		}
		min := uint64(1) << uint(w-1)
		vs := []uint64{0, 1, 2, 3, 5, 7, uint64(w - 1), uint64(w), min, min - 1, min + 1, mask, mask - 1, mask - 6, 100 & mask, (mask / 3)}
		return vs
	}
	var fs []float64
	fs = append(fs, 0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 1.5, 2.5, -2.5, 3, -7.25, 0.1, 1e-3, 100, -100,
		65504, 70000, 1e30, -1e30, math.Inf(1), math.Inf(-1), math.NaN(), 6e-8, -6e-8, 1e-40)
	var out []uint64
	for _, f := range fs {
		out = append(out, floatBitsOf(t, f))
	}
	return out
}

func floatBitsOf(t string, f float64) uint64 {
	b := math.Float32bits(float32(f))
	switch t {
	case "f32":
		return uint64(b)
	case "bf16":
		return uint64(numeric.F32ToBF16(float32(f)))
	}
	return uint64(numeric.F32ToF16(float32(f)))
}

func typeBytes(t string) int {
	switch t {
	case "i8":
		return 1
	case "i16", "f16", "bf16":
		return 2
	case "i32", "f32":
		return 4
	}
	return 8
}

func putBits(b []byte, t string, v uint64) {
	switch typeBytes(t) {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	default:
		binary.LittleEndian.PutUint64(b, v)
	}
}

func getBits(b []byte, t string) uint64 {
	switch typeBytes(t) {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

// bitsToAttr makes the constant a folder sees for an operand.
func bitsToAttr(t string, ty ir.Type, v uint64) ir.Attribute {
	if strings.HasPrefix(t, "i") {
		w := uint(intBits(t))
		return ir.NewIntAttr(ty, int64(v<<(64-w))>>(64-w))
	}
	return &ir.FloatAttr{Type: ty, Value: bitsToFloat(t, v)}
}

func bitsToFloat(t string, v uint64) float64 {
	switch t {
	case "f16":
		return float64(numeric.F16ToF32(uint16(v)))
	case "bf16":
		return float64(numeric.BF16ToF32(uint16(v)))
	}
	return float64(math.Float32frombits(uint32(v)))
}

// attrToBits is the result pattern a folder's constant stands for; ok is false when the
// folder gave no constant of the expected kind.
func attrToBits(t string, a ir.Attribute) (uint64, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if a.Big != nil {
			return 0, false
		}
		w := uint(intBits(t))
		if w == 64 {
			return uint64(a.Value), true
		}
		return uint64(a.Value) & (1<<w - 1), true
	case *ir.FloatAttr:
		return floatBitsOf(t, a.Value), true
	}
	return 0, false
}

// scalarKernel loads the operands of n tuples from x, applies the op and stores each
// result to y: the way a kernel computes scalars, through GM scalar accesses.
func scalarKernel(c scalarCase, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "func.func @k(%%x: memref<?x%s, 22>, %%y: memref<?x%s, 22>) {\n", c.in, c.out)
	fmt.Fprintf(&b, "  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n")
	fmt.Fprintf(&b, "  %%n = arith.constant %d : index\n  %%k = arith.constant %d : index\n", n, c.operands)
	b.WriteString("  scf.for %i = %c0 to %n step %c1 {\n    %base = arith.muli %i, %k : index\n")
	var names, types []string
	for j := 0; j < c.operands; j++ {
		fmt.Fprintf(&b, "    %%c%d_ = arith.constant %d : index\n    %%j%d = arith.addi %%base, %%c%d_ : index\n", j, j, j, j)
		fmt.Fprintf(&b, "    %%a%d = memref.load %%x[%%j%d] : memref<?x%s, 22>\n", j, j, c.in)
		names = append(names, fmt.Sprintf("%%a%d", j))
		types = append(types, c.in)
	}
	fmt.Fprintf(&b, "    %%r = \"%s\"(%s) : (%s) -> %s\n", c.op, strings.Join(names, ", "), strings.Join(types, ", "), c.out)
	fmt.Fprintf(&b, "    memref.store %%r, %%y[%%i] : memref<?x%s, 22>\n  }\n  return\n}\n", c.out)
	return b.String()
}

// tuples lists every combination of edge values for the op's operands.
func tuples(vals []uint64, k int) [][]uint64 {
	out := [][]uint64{nil}
	for j := 0; j < k; j++ {
		var next [][]uint64
		for _, p := range out {
			for _, v := range vals {
				next = append(next, append(append([]uint64(nil), p...), v))
			}
		}
		out = next
	}
	return out
}

func TestScalarOpsMatchFolders(t *testing.T) {
	for _, c := range scalarCases() {
		c := c
		t.Run(strings.TrimPrefix(c.op, "")+"/"+c.in+"->"+c.out, func(t *testing.T) { checkScalarCase(t, c) })
	}
}

func checkScalarCase(t *testing.T, c scalarCase) {
	all0 := tuples(edgeBits(c.in), c.operands)
	op := firstOp(t, c, len(all0))
	ref := newScalarRef(t, c, op)
	var in []byte
	var keep [][]uint64
	var want []uint64
	for _, tu := range all0 {
		w, ok := ref(tu)
		if !ok {
			continue
		}
		keep = append(keep, tu)
		want = append(want, w)
		for _, v := range tu {
			buf := make([]byte, typeBytes(c.in))
			putBits(buf, c.in, v)
			in = append(in, buf...)
		}
	}
	if len(keep) == 0 {
		t.Fatalf("the folder folds none of the %d operand tuples", len(all0))
	}
	// The kernel loops over len(all0) tuples; give it only those the folder settles.
	m, err := ir.ParseSource(all.NewContext(), "k.mlir", []byte(scalarKernel(c, len(keep))), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, len(keep)*typeBytes(c.out)), Name: "y"}
	cfg, _ := sim.NewConfig(Registry(), "ascend910b", 1)
	ch, err := sim.RunKernel(m, "k", cfg, []*sim.Arg{{Kind: sim.ArgIn, Data: in, Name: "x"}, y})
	if err != nil {
		t.Fatal(err)
	}
	if errs := ch.Errors(); len(errs) > 0 {
		t.Fatal(errs[0])
	}
	bad := 0
	for i, tu := range keep {
		got := getBits(y.Data[i*typeBytes(c.out):], c.out)
		if !sameResult(c, got, want[i]) {
			if bad++; bad <= 5 {
				t.Errorf("%s%v = %#x, folder %#x", c.op, fmtOperands(c.in, tu), got, want[i])
			}
		}
	}
	if bad > 5 {
		t.Errorf("... %d of %d tuples differ", bad, len(keep))
	}
}

func fmtOperands(t string, tu []uint64) string {
	var s []string
	for _, v := range tu {
		if strings.HasPrefix(t, "i") {
			s = append(s, fmt.Sprintf("%#x", v))
		} else {
			s = append(s, fmt.Sprintf("%g", bitsToFloat(t, v)))
		}
	}
	return "(" + strings.Join(s, ", ") + ")"
}

// sameResult compares bit patterns; NaNs match any NaN, and transcendental results may
// differ by a couple of units in the last place between the host's libm and Go.
func sameResult(c scalarCase, got, want uint64) bool {
	if got == want || strings.HasPrefix(c.out, "i") {
		return got == want
	}
	g, w := bitsToFloat(c.out, got), bitsToFloat(c.out, want)
	if math.IsNaN(g) && math.IsNaN(w) {
		return true
	}
	if !c.approx || math.IsNaN(g) || math.IsNaN(w) || math.IsInf(g, 0) || math.IsInf(w, 0) {
		return false
	}
	d := int64(got) - int64(want)
	return d >= -2 && d <= 2
}

// newScalarRef returns the expected result of the op on a tuple of operand patterns, and
// false where none is defined (the folder declines: poison, division by zero).
//
// The reference is the dialect's folder, except where mlir-opt 19's folder is not the
// arithmetic the op defines and the folder reproduces that on purpose: maxnumf with a NaN
// operand folds to NaN (IEEE maxNum gives the other operand) and atan2(±0, ±0) folds to
// NaN (C's atan2 gives ±0 or ±π); there the simulator must follow the definition. MLIR
// folds the transcendental math ops only on f32/f64 and rsqrt/cbrt not at all: for f16 and
// bf16 the f32 fold rounded to the type stands in, and rsqrt/cbrt come from Go's math.
func newScalarRef(t *testing.T, c scalarCase, op *ir.Operation) func([]uint64) (uint64, bool) {
	var fold func(*ir.Operation, []ir.Attribute) []ir.FoldResult
	if op.Info().Fold != nil {
		fold = op.Info().Fold
	}
	narrow := c.in == c.out && (c.in == "f16" || c.in == "bf16")
	var wide func([]uint64) (uint64, bool)
	if narrow {
		wc := c
		wc.in, wc.out = "f32", "f32"
		w := newScalarRef(t, wc, firstOp(t, wc, 1))
		wide = func(tu []uint64) (uint64, bool) {
			wt := make([]uint64, len(tu))
			for i, v := range tu {
				wt[i] = floatBitsOf("f32", bitsToFloat(c.in, v))
			}
			r, ok := w(wt)
			return floatBitsOf(c.out, bitsToFloat("f32", r)), ok
		}
	}
	return func(tu []uint64) (uint64, bool) {
		if v, ok := definedOverride(c, tu); ok {
			return v, true
		}
		var res []ir.FoldResult
		if fold != nil {
			attrs := make([]ir.Attribute, len(tu))
			for j, v := range tu {
				attrs[j] = bitsToAttr(c.in, op.Operand(j).Type(), v)
			}
			res = fold(op, attrs)
		}
		if len(res) != 1 || res[0].Attr == nil {
			if wide != nil {
				return wide(tu)
			}
			return 0, false
		}
		return attrToBits(c.out, res[0].Attr)
	}
}

// definedOverride gives the op's defined result where the folder is not the reference
// (see newScalarRef).
func definedOverride(c scalarCase, tu []uint64) (uint64, bool) {
	f := func(i int) float64 { return bitsToFloat(c.in, tu[i]) }
	out := func(v float64) (uint64, bool) { return floatBitsOf(c.out, float64(float32(v))), true }
	switch c.op {
	case "arith.maxnumf", "arith.minnumf":
		a, b := f(0), f(1)
		if math.IsNaN(a) && !math.IsNaN(b) {
			return out(b)
		}
		if math.IsNaN(b) && !math.IsNaN(a) {
			return out(a)
		}
	case "math.atan2":
		if f(0) == 0 && f(1) == 0 {
			return out(math.Atan2(f(0), f(1)))
		}
	case "math.rsqrt":
		if c.in == "f32" {
			return out(1 / math.Sqrt(f(0)))
		}
	case "math.cbrt":
		if c.in == "f32" {
			return out(math.Cbrt(f(0)))
		}
	}
	return 0, false
}

// firstOp returns the op of c in its kernel over n tuples.
func firstOp(t *testing.T, c scalarCase, n int) *ir.Operation {
	m, err := ir.ParseSource(all.NewContext(), "k.mlir", []byte(scalarKernel(c, n)), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var op *ir.Operation
	m.Walk(func(o *ir.Operation) bool {
		if o.Name() == c.op && op == nil {
			op = o
		}
		return true
	})
	return op
}

// scf.index_switch, scf.execute_region and a private memref.alloc / dealloc, which no
// test kernel ran either: each x[i] picks a case, the case's value goes through a local
// buffer and back.
func TestScalarSwitchRegionAlloc(t *testing.T) {
	src := `func.func @k(%x: memref<?xi32, 22>, %y: memref<?xi32, 22>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 6 : index
  %buf = memref.alloc() : memref<2xi32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xi32, 22>
    %iv = arith.index_castui %v : i32 to index
    %r = scf.index_switch %iv -> i32
    case 0 {
      %a = arith.constant 10 : i32
      scf.yield %a : i32
    }
    case 2 {
      %a = scf.execute_region -> i32 {
        %b = arith.constant 20 : i32
        %s = arith.addi %b, %v : i32
        scf.yield %s : i32
      }
      scf.yield %a : i32
    }
    default {
      %a = arith.constant -1 : i32
      scf.yield %a : i32
    }
    memref.store %r, %buf[%c1] : memref<2xi32>
    %back = memref.load %buf[%c1] : memref<2xi32>
    memref.store %back, %y[%i] : memref<?xi32, 22>
  }
  memref.dealloc %buf : memref<2xi32>
  return
}`
	m, err := ir.ParseSource(all.NewContext(), "k.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	in := []uint32{0, 1, 2, 3, 0xffffffff, 2}
	want := []int32{10, -1, 22, -1, -1, 22}
	x := make([]byte, 4*len(in))
	for i, v := range in {
		binary.LittleEndian.PutUint32(x[4*i:], v)
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*len(in)), Name: "y"}
	cfg, _ := sim.NewConfig(Registry(), "ascend910b", 1)
	ch, err := sim.RunKernel(m, "k", cfg, []*sim.Arg{{Kind: sim.ArgIn, Data: x, Name: "x"}, y})
	if err != nil {
		t.Fatal(err)
	}
	if errs := ch.Errors(); len(errs) > 0 {
		t.Fatal(errs[0])
	}
	for i, w := range want {
		if got := int32(binary.LittleEndian.Uint32(y.Data[4*i:])); got != w {
			t.Errorf("y[%d] = %d, want %d", i, got, w)
		}
	}
}
