package passes

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

func TestRunRegionDCE(t *testing.T) {
	ctx, mod := parse(t, `
func.func @f(%a: i32, %m: memref<1xi32>, %n: index) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %live = arith.subi %a, %a : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %dead = arith.addi %a, %a : i32
    memref.store %a, %m[%i] : memref<1xi32>
  }
  func.return %live : i32
}`)
	f := fnOf(mod, "f")
	rw := ir.NewRewriter(ctx)
	if !RunRegionDCE(rw, f.Regions()) {
		t.Fatal("nothing erased")
	}
	out := printOp(t, f)
	// The dead chain and the dead op in the loop go; the used op, the store and the loop stay.
	if countOps(f, arith.OpAddi) != 0 || countOps(f, arith.OpMuli) != 0 {
		t.Errorf("dead ops left:\n%s", out)
	}
	if countOps(f, arith.OpSubi) != 1 || countOps(f, "memref.store") != 1 || countOps(f, scf.OpFor) != 1 {
		t.Errorf("live ops erased:\n%s", out)
	}
	if RunRegionDCE(rw, f.Regions()) {
		t.Error("a second sweep still erased something")
	}
	if err := ir.Verify(f); err != nil {
		t.Errorf("invalid after DCE: %v", err)
	}
}

// cfgRegion has an unreachable block (^bb1) between the entry and its successor; the
// branch ops are unregistered, as no registered dialect has successors.
const cfgRegion = `
"test.region"() ({
  "test.br"()[^bb2] : () -> ()
^bb1:
  %u = "test.make"() : () -> i32
  "test.use"(%u) : (i32) -> ()
  "test.br"()[^bb2] : () -> ()
^bb2:
  "test.end"() : () -> ()
}) : () -> ()
`

func TestEraseUnreachableBlocks(t *testing.T) {
	ctx, mod := parse(t, cfgRegion)
	r := mod.Region(0).Front().First().Region(0)
	rw := ir.NewRewriter(ctx)
	if !EraseUnreachableBlocks(rw, []*ir.Region{r}) {
		t.Fatal("nothing erased")
	}
	if r.NumBlocks() != 2 || countOps(mod, "test.use") != 0 || countOps(mod, "test.end") != 1 {
		t.Errorf("want the entry and ^bb2 left:\n%s", printOp(t, mod))
	}
	if EraseUnreachableBlocks(rw, []*ir.Region{r}) {
		t.Error("a second run still erased something")
	}
}

func TestSimplifyRegionsReportsChanges(t *testing.T) {
	ctx, mod := parse(t, cfgRegion)
	rw := ir.NewRewriter(ctx)
	if !SimplifyRegions(rw, mod.Regions(), false) {
		t.Error("SimplifyRegions changed nothing")
	}
	if SimplifyRegions(rw, mod.Regions(), true) {
		t.Errorf("second run changed something:\n%s", printOp(t, mod))
	}
	// Dead ops alone are a change too.
	ctx, mod = parse(t, `
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a : i32
  func.return
}`)
	if !SimplifyRegions(ir.NewRewriter(ctx), mod.Regions(), false) || countOps(mod, arith.OpAddi) != 0 {
		t.Errorf("dead op not erased:\n%s", printOp(t, mod))
	}
}

func TestGreedyDriverSimplifiesRegions(t *testing.T) {
	ctx, mod := parse(t, cfgRegion)
	cfg := DefaultGreedyConfig()
	changed, converged := ApplyPatternsGreedily(ctx, mod, nil, cfg)
	if !changed || !converged || countOps(mod, "test.use") != 0 {
		t.Errorf("changed %v converged %v:\n%s", changed, converged, printOp(t, mod))
	}
	_, mod = parse(t, cfgRegion)
	cfg.RegionSimplify = RegionSimplifyDisabled
	ApplyPatternsGreedily(ctx, mod, nil, cfg)
	if countOps(mod, "test.use") != 1 {
		t.Errorf("region simplification ran although disabled:\n%s", printOp(t, mod))
	}
}

func TestInsertionRegion(t *testing.T) {
	_, mod := parse(t, `
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %i, %i : index
  }
  func.return
}`)
	f := fnOf(mod, "f")
	var add *ir.Operation
	f.Walk(func(o *ir.Operation) bool {
		if o.Name() == arith.OpAddi {
			add = o
		}
		return true
	})
	// Constants of an op in a loop go to the function, the nearest isolated ancestor.
	if got := InsertionRegion(add); got != f.Region(0) {
		t.Errorf("InsertionRegion(op in loop) is not the function body")
	}
	if got := InsertionRegion(f); got != mod.Region(0) {
		t.Errorf("InsertionRegion(function) is not the module body")
	}
}

// TestRegionDCEScratchSlots: liveness lives in the ops' scratch slots. Values left
// there before must not keep dead ops alive (the dead ones below claim to be live).
func TestRegionDCEScratchSlots(t *testing.T) {
	ctx, mod := parse(t, `
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %live = arith.subi %a, %a : i32
  func.return %live : i32
}`)
	f := fnOf(mod, "f")
	f.Walk(func(o *ir.Operation) bool {
		o.SetScratch(liveMark)
		return true
	})
	if !RunRegionDCE(ir.NewRewriter(ctx), f.Regions()) {
		t.Fatal("stale scratch values kept the dead ops alive")
	}
	if countOps(f, arith.OpAddi) != 0 || countOps(f, arith.OpMuli) != 0 || countOps(f, arith.OpSubi) != 1 {
		t.Errorf("wrong ops erased:\n%s", printOp(t, f))
	}
}
