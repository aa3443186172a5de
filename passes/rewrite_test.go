package passes

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

// patternsOnly is a driver configuration without folding and region simplification, so
// that a test sees its patterns alone.
func patternsOnly(maxIter int) GreedyConfig {
	cfg := DefaultGreedyConfig()
	cfg.MaxIterations = maxIter
	cfg.Fold = false
	cfg.RegionSimplify = RegionSimplifyDisabled
	return cfg
}

func fnOf(mod *ir.Operation, name string) *ir.Operation {
	for o := mod.Region(0).Front().First(); o != nil; o = o.Next() {
		if symName(o) == name {
			return o
		}
	}
	return nil
}

const twoAdds = `
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %b : i32
  func.return %0, %1 : i32, i32
}
`

// markOnce sets a unit attribute on ops that lack it. It bypasses the rewriter, so the
// driver only learns of the change from the pattern's success.
func markOnce(applied *int) ir.Pattern {
	return &ir.PatternFunc{Name: "mark", RootOp: arith.OpAddi, Weight: 1,
		Rewrite: func(op *ir.Operation, _ *ir.Rewriter) bool {
			if op.HasAttr("seen") {
				return false
			}
			op.SetAttr("seen", ir.Unit)
			*applied++
			return true
		}}
}

func TestGreedyConverges(t *testing.T) {
	ctx, mod := parse(t, twoAdds)
	f := fnOf(mod, "f")
	applied := 0
	changed, converged := ApplyPatternsGreedily(ctx, f, []ir.Pattern{markOnce(&applied)}, patternsOnly(10))
	if !changed || !converged || applied != 2 {
		t.Fatalf("first run: changed %v converged %v applied %d", changed, converged, applied)
	}
	changed, converged = ApplyPatternsGreedily(ctx, f, []ir.Pattern{markOnce(&applied)}, patternsOnly(10))
	if changed || !converged || applied != 2 {
		t.Errorf("second run: changed %v converged %v applied %d", changed, converged, applied)
	}
}

func TestGreedyMaxIterations(t *testing.T) {
	ctx, mod := parse(t, `
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  func.return %0 : i32
}`)
	// A pattern that always succeeds never converges: every iteration applies it once.
	runs := 0
	always := &ir.PatternFunc{Name: "always", RootOp: arith.OpAddi, Weight: 1,
		Rewrite: func(*ir.Operation, *ir.Rewriter) bool { runs++; return true }}
	changed, converged := ApplyPatternsGreedily(ctx, fnOf(mod, "f"), []ir.Pattern{always}, patternsOnly(3))
	if !changed || converged || runs != 3 {
		t.Errorf("changed %v converged %v runs %d, want true false 3", changed, converged, runs)
	}
	// Zero iterations do nothing, as mlir-opt's canonicalize{max-iterations=0}.
	runs = 0
	cfg := patternsOnly(0)
	if changed, _ := ApplyPatternsGreedily(ctx, fnOf(mod, "f"), []ir.Pattern{always}, cfg); changed || runs != 0 {
		t.Errorf("zero iterations: changed %v, %d runs", changed, runs)
	}
	// Zero rewrites allow no pattern application in any iteration.
	cfg = patternsOnly(3)
	cfg.MaxRewrites = 0
	if ApplyPatternsGreedily(ctx, fnOf(mod, "f"), []ir.Pattern{always}, cfg); runs != 0 {
		t.Errorf("zero rewrites: %d runs", runs)
	}
}

func TestGreedyTriesPatternsByBenefit(t *testing.T) {
	ctx, mod := parse(t, twoAdds)
	var order []string
	mk := func(name, root string, benefit int) ir.Pattern {
		return &ir.PatternFunc{Name: name, RootOp: root, Weight: benefit,
			Rewrite: func(op *ir.Operation, _ *ir.Rewriter) bool {
				if op.Name() != arith.OpAddi || op.HasAttr("by") {
					return false
				}
				order = append(order, name)
				op.SetAttr("by", ir.Str(name))
				return true
			}}
	}
	// Patterns on any op interleave with rooted ones by benefit.
	pats := []ir.Pattern{mk("low", arith.OpAddi, 1), mk("any-mid", "", 2), mk("high", arith.OpAddi, 3)}
	ApplyPatternsGreedily(ctx, fnOf(mod, "f"), pats, patternsOnly(10))
	if len(order) != 2 || order[0] != "high" || order[1] != "high" {
		t.Errorf("applied %v, want the high-benefit pattern on both adds", order)
	}
	order = nil
	_, mod = parse(t, twoAdds)
	ApplyPatternsGreedily(ctx, fnOf(mod, "f"), pats[:2], patternsOnly(10))
	if len(order) != 2 || order[0] != "any-mid" {
		t.Errorf("applied %v, want the any-op pattern before the low one", order)
	}
}

func TestGreedyRewritesToAFixpoint(t *testing.T) {
	ctx, mod := parse(t, `
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.subi %1, %b : i32
  func.return %2 : i32
}`)
	// x - y => x, through the rewriter: each replacement exposes the next.
	dropSub := &ir.PatternFunc{Name: "drop-sub", RootOp: arith.OpSubi, Weight: 1,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
			return true
		}}
	f := fnOf(mod, "f")
	changed, converged := ApplyPatternsGreedily(ctx, f, []ir.Pattern{dropSub}, patternsOnly(10))
	if !changed || !converged || countOps(f, arith.OpSubi) != 0 {
		t.Fatalf("changed %v converged %v:\n%s", changed, converged, printOp(t, f))
	}
	if ret := f.Region(0).Front().Last(); ret.Operand(0) != f.Region(0).Front().Arg(0) {
		t.Errorf("return does not use %%a:\n%s", printOp(t, f))
	}
}

func TestGreedyErasesDeadOps(t *testing.T) {
	ctx, mod := parse(t, `
func.func @f(%a: i32, %m: memref<1xi32>) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %c0 = arith.constant 0 : index
  memref.store %a, %m[%c0] : memref<1xi32>
  func.return
}`)
	f := fnOf(mod, "f")
	changed, _ := ApplyPatternsGreedily(ctx, f, nil, patternsOnly(10))
	if !changed || countOps(f, arith.OpAddi) != 0 || countOps(f, arith.OpMuli) != 0 {
		t.Errorf("dead pure ops left:\n%s", printOp(t, f))
	}
	if countOps(f, "memref.store") != 1 {
		t.Errorf("the store was erased:\n%s", printOp(t, f))
	}
}

func TestGreedyFoldsAndMergesConstants(t *testing.T) {
	ctx, mod := parse(t, `
func.func @f(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %d = arith.constant 3 : i32
  func.return %s, %d, %0 : i32, i32, i32
}`)
	f := fnOf(mod, "f")
	changed, converged := ApplyPatternsGreedily(ctx, f, nil, DefaultGreedyConfig())
	if !changed || !converged {
		t.Fatalf("changed %v converged %v", changed, converged)
	}
	out := printOp(t, f)
	// 1 + 2 folds to 3, which merges with the existing 3; constants move to the entry start.
	if countOps(f, arith.OpConstant) != 1 || countOps(f, arith.OpAddi) != 1 {
		t.Errorf("want one constant and one add:\n%s", out)
	}
	if first := f.Region(0).Front().First(); first.Name() != arith.OpConstant {
		t.Errorf("the constant is not first:\n%s", out)
	}
	ret := f.Region(0).Front().Last()
	if ret.Operand(0) != ret.Operand(1) || !strings.Contains(out, "arith.constant 3 : i32") {
		t.Errorf("both results should be the constant 3:\n%s", out)
	}
}

func TestGreedyMaxRewrites(t *testing.T) {
	ctx, mod := parse(t, twoAdds)
	applied := 0
	cfg := patternsOnly(1)
	cfg.MaxRewrites = 1
	ApplyPatternsGreedily(ctx, fnOf(mod, "f"), []ir.Pattern{markOnce(&applied)}, cfg)
	if applied != 1 {
		t.Errorf("applied %d rewrites with MaxRewrites 1", applied)
	}
}

func TestFoldOpMovesConstantsLast(t *testing.T) {
	ctx, mod := parse(t, `
func.func @f(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %c5, %a : i32
  func.return %0 : i32
}`)
	f := fnOf(mod, "f")
	var add *ir.Operation
	f.Walk(func(o *ir.Operation) bool {
		if o.Name() == arith.OpAddi {
			add = o
		}
		return true
	})
	res, ok := FoldOp(add, ir.NewBuilder(ctx))
	if !ok || len(res) != 0 {
		t.Fatalf("FoldOp = %v, %v; want an in-place fold", res, ok)
	}
	if add.Operand(0) != f.Region(0).Front().Arg(0) {
		t.Errorf("operands not swapped:\n%s", printOp(t, f))
	}
	if _, ok := FoldOp(add, ir.NewBuilder(ctx)); ok {
		t.Error("a second fold still changes the op")
	}
}

// A pattern that replaces its op by a copy of itself never empties the worklist within
// one iteration (mlir-opt 19 hangs on a self-using select in an unreachable block this
// way); the driver stops at its step bound, unconverged, with valid IR.
func TestGreedyRunawayStops(t *testing.T) {
	ctx, mod := parse(t, twoAdds)
	f := fnOf(mod, "f")
	runs := 0
	copyOf := &ir.PatternFunc{Name: "copy", RootOp: arith.OpAddi, Weight: 1,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			runs++
			rw.SetInsertionPointBefore(op)
			rw.ReplaceOpWithOp(op, rw.Clone(op, nil))
			return true
		}}
	changed, converged := ApplyPatternsGreedily(ctx, f, []ir.Pattern{copyOf}, patternsOnly(NoLimit))
	if !changed || converged {
		t.Fatalf("changed %v converged %v after %d rewrites", changed, converged, runs)
	}
	if runs > 1<<17 {
		t.Errorf("%d rewrites: the bound is 65536 + 256 per seeded op", runs)
	}
	if err := ir.Verify(mod); err != nil {
		t.Fatal(err)
	}
}

// TestConstantKeys: the folder keys scalar constants by kind, bits and type without
// printing them; equal ones merge, and those differing only in the sign of zero or in
// width stay apart.
func TestConstantKeys(t *testing.T) {
	ctx, mod := parse(t, `
func.func @f() -> (f32, f32, f32, i32, i32, i64) {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  %c = arith.constant 0.0 : f32
  %d = arith.constant 0 : i32
  %e = arith.constant 0 : i32
  %g = arith.constant 0 : i64
  func.return %a, %b, %c, %d, %e, %g : f32, f32, f32, i32, i32, i64
}`)
	f := fnOf(mod, "f")
	ApplyPatternsGreedily(ctx, f, nil, DefaultGreedyConfig())
	ret := f.Region(0).Front().Last()
	same := func(i, j int) bool { return ret.Operand(i) == ret.Operand(j) }
	if !same(0, 2) || !same(3, 4) {
		t.Errorf("equal constants not merged:\n%s", printOp(t, f))
	}
	if same(0, 1) || same(3, 5) || countOps(f, arith.OpConstant) != 4 {
		t.Errorf("different constants merged:\n%s", printOp(t, f))
	}
}

// The driver's actions go through the context: a skipped apply-pattern leaves its op as
// if the pattern had not matched, a skipped first iteration ends the run with nothing
// done (MLIR's GreedyPatternRewriteIteration keeps the previous iteration's verdict).
func TestGreedyActions(t *testing.T) {
	for _, c := range []struct {
		counters string
		applied  int
	}{
		{"apply-pattern-skip=1", 2}, // the skipped op is tried again in the next iteration
		{"apply-pattern-skip=1,apply-pattern-count=1", 1},
		{"apply-pattern-count=0", 0},
		{"GreedyPatternRewriteIteration-skip=1", 0},
		{"GreedyPatternRewriteIteration-count=1", 2},
	} {
		ctx, mod := parse(t, twoAdds)
		d, err := ParseDebugCounters([]string{c.counters})
		if err != nil {
			t.Fatal(err)
		}
		ctx.Actions = d.ShouldExecute
		applied := 0
		ApplyPatternsGreedily(ctx, fnOf(mod, "f"), []ir.Pattern{markOnce(&applied)}, patternsOnly(10))
		if applied != c.applied {
			t.Errorf("%s: %d applications, want %d", c.counters, applied, c.applied)
		}
	}
}
