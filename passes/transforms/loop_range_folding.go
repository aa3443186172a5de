package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// scf-for-loop-range-folding (MLIR 19's pass of that name): while the induction variable
// of an scf.for (visited in post-order) has a single use, an arith.addi or arith.muli
// whose other operand is defined outside the loop, that op is folded into the loop range
// and its uses take the induction variable instead. An addi is cloned onto the lower and
// upper bounds; a muli onto the upper bound and the step only: MLIR 19 leaves the lower
// bound unscaled, and so does this pass, to print what it prints. Clones go right before
// the loop and keep the op's attributes and location.

func registerLoopRangeFolding(r *passes.Registry) {
	r.Register(&passes.Info{Name: "scf-for-loop-range-folding", Summary: "Fold add/mul ops into loop range",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				root.WalkPost(func(op *ir.Operation) {
					if op.Name() == scf.OpFor && op.NumRegions() == 1 && !op.Region(0).Empty() {
						foldLoopRange(op, ctx)
					}
				})
				return nil
			}), nil
		}})
}

func foldLoopRange(loop *ir.Operation, ctx *ir.Context) {
	iv := loop.Region(0).Front().Arg(0)
	outside := func(v *ir.Value) bool { return v == iv || !regionWithin(valueRegion(v), loop.Region(0)) }
	b := ir.NewBuilder(ctx)
	for {
		u := iv.FirstUse()
		if u == nil || u.NextUse() != nil {
			return
		}
		user := u.Owner()
		if user.Name() != arith.OpAddi && user.Name() != arith.OpMuli {
			return
		}
		for _, v := range user.Operands() {
			if !outside(v) {
				return
			}
		}
		clone := func(bound int) *ir.Value {
			b.SetInsertionPointBefore(loop)
			return b.Insert(user.Clone(map[*ir.Value]*ir.Value{iv: loop.Operand(bound)})).Result(0)
		}
		if user.Name() == arith.OpAddi {
			lb, ub := clone(0), clone(1)
			loop.SetOperand(0, lb)
			loop.SetOperand(1, ub)
		} else {
			ub, step := clone(1), clone(2)
			loop.SetOperand(1, ub)
			loop.SetOperand(2, step)
		}
		user.Result(0).ReplaceAllUsesWith(iv)
		user.Erase()
	}
}

// valueRegion is the region v is defined in.
func valueRegion(v *ir.Value) *ir.Region {
	if d := v.DefiningOp(); d != nil {
		return d.ParentRegion()
	}
	return v.OwnerBlock().Parent()
}

// regionWithin reports whether r is outer or nested in it.
func regionWithin(r, outer *ir.Region) bool {
	for r != nil {
		if r == outer {
			return true
		}
		p := r.ParentOp()
		if p == nil {
			return false
		}
		r = p.ParentRegion()
	}
	return false
}
