package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// scf-for-loop-canonicalization (MLIR 19's pass of that name) runs the greedy driver
// (folding, dead-op erasure, aggressive region simplification) with the scf.for
// patterns of our dialects: a memref.dim of a loop's iteration argument or result reads
// the loop's init instead when every iteration yields a value of the argument's shape
// (the argument itself, or the result of a nested shape-preserving loop started from
// it). MLIR's patterns on affine.min/max and tensor.dim have nothing to match here.

func registerForLoopCanonicalization(r *passes.Registry) {
	r.Register(&passes.Info{Name: "scf-for-loop-canonicalization", Summary: "Canonicalize operations within scf.for loop bodies",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				pats := []ir.Pattern{
					&ir.PatternFunc{Name: "DimOfIterArgFolder", RootOp: memref.OpDim, Rewrite: dimOfIterArg},
					&ir.PatternFunc{Name: "DimOfLoopResultFolder", RootOp: memref.OpDim, Rewrite: dimOfLoopResult},
				}
				passes.ApplyPatternsGreedily(ctx, root, pats, bottomUpConfig())
				return nil
			}), nil
		}})
}

// shapePreserving reports whether the value loop yields for iteration argument i is
// that argument, through nested loops that preserve it.
func shapePreserving(loop *ir.Operation, i int) bool {
	body := loop.Region(0).Front()
	t := body.Terminator()
	if t == nil || i < 0 || i >= t.NumOperands() {
		return false
	}
	v := t.Operand(i)
	for v != nil {
		if v == body.Arg(i+1) {
			return true
		}
		d := v.DefiningOp()
		if d == nil || d.Name() != scf.OpFor {
			return false
		}
		k := resultIndex(d, v)
		if !shapePreserving(d, k) {
			return false
		}
		v = d.Operand(3 + k)
	}
	return false
}

func resultIndex(op *ir.Operation, v *ir.Value) int {
	for i, r := range op.Results() {
		if r == v {
			return i
		}
	}
	return -1
}

func dimOfIterArg(dim *ir.Operation, rw *ir.Rewriter) bool {
	src := dim.Operand(0)
	if !src.IsBlockArg() {
		return false
	}
	loop := src.OwnerBlock().ParentOp()
	if loop == nil || loop.Name() != scf.OpFor || src.OwnerBlock() != loop.Region(0).Front() {
		return false
	}
	i := argIndex(src)
	if i < 1 || !shapePreserving(loop, i-1) {
		return false
	}
	rw.ModifyInPlace(dim, func() { dim.SetOperand(0, loop.Operand(3+i-1)) })
	return true
}

func argIndex(v *ir.Value) int {
	for i, a := range v.OwnerBlock().Args() {
		if a == v {
			return i
		}
	}
	return -1
}

func dimOfLoopResult(dim *ir.Operation, rw *ir.Rewriter) bool {
	loop := dim.Operand(0).DefiningOp()
	if loop == nil || loop.Name() != scf.OpFor {
		return false
	}
	i := resultIndex(loop, dim.Operand(0))
	if !shapePreserving(loop, i) {
		return false
	}
	rw.ModifyInPlace(dim, func() { dim.SetOperand(0, loop.Operand(3+i)) })
	return true
}
