package asclower

import (
	"bytes"
	"strings"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	funcdialect "github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/passes"
)

// lowerText parses src, runs the pipeline and returns the printed module or the error.
func lowerText(t *testing.T, pipeline, src string) (string, error) {
	t.Helper()
	ctx := dialects.NewContext()
	ctx.AllowUnregistered = true
	mod, err := ir.ParseSource(ctx, "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	r := passes.NewRegistry()
	Register(r)
	pm, err := r.ParsePipeline(pipeline)
	if err != nil {
		t.Fatalf("pipeline %s: %v", pipeline, err)
	}
	if err := pm.Run(mod, ctx, nil); err != nil {
		return "", err
	}
	var buf bytes.Buffer
	if err := ir.NewPrinter(&buf, ir.PrintOptions{}).PrintOp(mod); err != nil {
		t.Fatal(err)
	}
	return buf.String(), nil
}

func TestElementwisePassesRegistered(t *testing.T) {
	r := passes.NewRegistry()
	Register(r)
	for _, n := range []string{"asclower-expand-math", "asclower-arith", "asclower-arith-binary",
		"asclower-math", "asclower-scf", "asclower-atomic"} {
		i := r.Lookup(n)
		if i == nil {
			t.Errorf("pass %s not registered", n)
			continue
		}
		// The passes with departures from PyAsc's form have the one option
		// `departures` (default false); the others have none, as in PyAsc.
		wantOpts := 0
		if n != "asclower-scf" && n != "asclower-atomic" {
			wantOpts = 1
		}
		if i.Anchor != funcdialect.OpFunc || len(i.Options) != wantOpts {
			t.Errorf("%s: anchor %q, %d options; want func.func and %d", n, i.Anchor, len(i.Options), wantOpts)
			continue
		}
		if wantOpts == 1 && (i.Options[0].Name != "departures" || i.Options[0].Default != "false" || i.Options[0].Kind != passes.BoolOption) {
			t.Errorf("%s: option %+v, want departures (bool, false)", n, i.Options[0])
		}
	}
}

func TestTensorTypeConverter(t *testing.T) {
	tile := func(dims []int64, e ir.Type) ir.Type { return asctile.NewTile(dims, e, asctile.TileLocation_UB) }
	cases := []struct {
		in   ir.Type
		want string
	}{
		{tile([]int64{4, 8}, ir.F32), "!ascendc.local_tensor<4x8xf32>"},
		{tile([]int64{20}, ir.I1), "!ascendc.local_tensor<3xi8>"},
		{tile([]int64{4, 16}, ir.I1), "!ascendc.local_tensor<8xi8>"},
		{&asctile.TensorType{Dims: opdef.Shape{Dims: []int64{ir.Dynamic, 16}}, ElemType: ir.F16}, "!ascendc.global_tensor<?x16xf16>"},
		{&ir.MemRefType{Dims: []int64{4}, Elem: ir.F32}, "!ascendc.global_tensor<4xf32>"},
		{&ir.MemRefType{Dims: []int64{4}, Elem: ir.F32, MemSpace: ir.NewIntAttr(ir.I64, 22)}, "!ascendc.global_tensor<4xf32>"},
		{&ir.MemRefType{Dims: []int64{4}, Elem: ir.F32, MemSpace: ir.NewIntAttr(ir.I64, 0)}, "!ascendc.global_tensor<4xf32>"},
		{&ir.MemRefType{Dims: []int64{4}, Elem: ir.F32, MemSpace: ir.NewIntAttr(ir.I64, 3)}, "!ascendc.local_tensor<4xf32>"},
		{ir.I32, "i32"},
	}
	for _, c := range cases {
		got := tensorType(c.in)
		if got == nil || ir.TypeString(got) != c.want {
			t.Errorf("tensorType(%s) = %v, want %s", ir.TypeString(c.in), got, c.want)
		}
	}
	if got := tensorType(tile([]int64{ir.Dynamic}, ir.I1)); got != nil {
		t.Errorf("a dynamic i1 tile converts to %s; want no conversion", ir.TypeString(got))
	}
}

func TestPositions(t *testing.T) {
	want := map[asctile.TileLocation]ascendc.TPosition{
		asctile.TileLocation_UB: ascendc.TPosition_VECCALC, asctile.TileLocation_L1: ascendc.TPosition_A1,
		asctile.TileLocation_L0A: ascendc.TPosition_A2, asctile.TileLocation_L0B: ascendc.TPosition_B2,
		asctile.TileLocation_L0C: ascendc.TPosition_CO1, asctile.TileLocation_FIX: ascendc.TPosition_CO1,
	}
	for l, p := range want {
		if got := tilePosition(l); got != p {
			t.Errorf("tilePosition(%s) = %s, want %s", l, got, p)
		}
	}
}

// A conversion that leaves an illegal op fails with MLIR's message at the op, and leaves
// the casts it made unused nowhere.
func TestIllegalOpReported(t *testing.T) {
	src := `func.func @f(%a: !asctile.tile<8xf32, UB>) -> !asctile.tile<8xf32, UB> {
  %0 = math.exp %a : !asctile.tile<8xf32, UB>
  %1 = math.powf %0, %0 : !asctile.tile<8xf32, UB>
  return %1 : !asctile.tile<8xf32, UB>
}`
	_, err := lowerText(t, "builtin.module(func.func(asclower-math))", src)
	if err == nil || !strings.Contains(err.Error(), "test.mlir:3:8: error: failed to legalize operation 'math.powf' that was explicitly marked illegal") {
		t.Fatalf("got %v", err)
	}
}

func TestUnreachableBlocks(t *testing.T) {
	src := `func.func @f(%a: !asctile.tile<8xf32, UB>) -> !asctile.tile<8xf32, UB> {
  return %a : !asctile.tile<8xf32, UB>
^bb1:
  %0 = math.exp %a : !asctile.tile<8xf32, UB>
  return %0 : !asctile.tile<8xf32, UB>
}`
	_, err := lowerText(t, "builtin.module(func.func(asclower-math))", src)
	if err == nil || !strings.Contains(err.Error(), "unreachable blocks were not converted") {
		t.Fatalf("got %v", err)
	}
}

// Successor blocks are converted too, and a value converted in one block is reused in a
// later one through the cached materialization.
func TestBlocksInCFGOrder(t *testing.T) {
	src := `func.func @f(%a: !asctile.tile<8xf32, UB>, %c: i1) -> !asctile.tile<8xf32, UB> {
  "test.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %0 = arith.addf %a, %a : !asctile.tile<8xf32, UB>
  return %0 : !asctile.tile<8xf32, UB>
^bb2:
  %1 = arith.subf %a, %a : !asctile.tile<8xf32, UB>
  return %1 : !asctile.tile<8xf32, UB>
}`
	out, err := lowerText(t, "builtin.module(func.func(asclower-arith-binary))", src)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(out, "unrealized_conversion_cast %arg0") != 1 || !strings.Contains(out, "ascendc.add_l2") || !strings.Contains(out, "ascendc.sub_l2") {
		t.Errorf("unexpected output:\n%s", out)
	}
}

// Chained lowered ops use each other's tensors directly: no cast pair is left between them.
func TestNoCastBetweenConvertedOps(t *testing.T) {
	src := `func.func @f(%a: !asctile.tile<8xf32, UB>) -> !asctile.tile<8xf32, UB> {
  %0 = math.exp %a : !asctile.tile<8xf32, UB>
  %1 = math.sqrt %0 : !asctile.tile<8xf32, UB>
  %2 = math.absf %1 : !asctile.tile<8xf32, UB>
  return %2 : !asctile.tile<8xf32, UB>
}`
	out, err := lowerText(t, "builtin.module(func.func(asclower-math))", src)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out, "unrealized_conversion_cast"); n != 2 {
		t.Errorf("%d casts, want 2 (argument in, result out):\n%s", n, out)
	}
}
