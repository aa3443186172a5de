package asclower

import (
	gomath "math"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// asclower-expand-math: math.rsqrt and math.exp2 on floats (scalars, vectors, tensors and
// tiles alike) become sqrt/divf and mulf/exp, with MLIR's expansion patterns, applied by the
// greedy driver with its default configuration (../shared/spec/passes-asc2.md §2).

func expandMath(fn *ir.Operation, ctx *ir.Context) error {
	patterns := []ir.Pattern{
		&ir.PatternFunc{Name: "expand-rsqrt", RootOp: math.OpRsqrt, Weight: 1, Rewrite: expandRsqrt},
		&ir.PatternFunc{Name: "expand-exp2", RootOp: math.OpExp2, Weight: 1, Rewrite: expandExp2},
	}
	cfg := passes.DefaultGreedyConfig()
	cfg.TopDown = false
	if _, converged := passes.ApplyPatternsGreedily(ctx, fn, patterns, cfg); !converged {
		return ir.Errorf(fn.Loc(), "asclower-expand-math: the rewrite did not converge")
	}
	return nil
}

// floatConst builds an arith.constant of value x rounded to the element type of t: a
// scalar for a scalar t, a splat for a shaped one. ok is false for non-float elements.
func floatConst(b *ir.Builder, loc ir.Location, t ir.Type, x float64) (*ir.Value, bool) {
	et, ok := ir.ElementTypeOrSelf(t).(*ir.FloatType)
	if !ok {
		return nil, false
	}
	f := &ir.FloatAttr{Type: et, Value: ir.RoundToType(x, et)}
	if st, shaped := t.(ir.ShapedType); shaped {
		d := &ir.DenseElementsAttr{Type: st, Splat: true, Floats: []float64{f.Value}}
		return constAttr(b, loc, d), true
	}
	return constAttr(b, loc, f), true
}

func expandRsqrt(op *ir.Operation, rw *ir.Rewriter) bool {
	x := op.Operand(0)
	one, ok := floatConst(&rw.Builder, op.Loc(), x.Type(), 1.0)
	if !ok {
		return false
	}
	s := rw.Create(op.Loc(), math.OpSqrt, []*ir.Value{x}, []ir.Type{x.Type()}).Result(0)
	d := rw.Create(op.Loc(), arith.OpDivf, []*ir.Value{one, s}, []ir.Type{x.Type()})
	rw.ReplaceOpWithOp(op, d)
	return true
}

func expandExp2(op *ir.Operation, rw *ir.Rewriter) bool {
	x := op.Operand(0)
	ln2, ok := floatConst(&rw.Builder, op.Loc(), x.Type(), gomath.Ln2)
	if !ok {
		return false
	}
	m := rw.Create(op.Loc(), arith.OpMulf, []*ir.Value{x, ln2}, []ir.Type{x.Type()}).Result(0)
	e := rw.Create(op.Loc(), math.OpExp, []*ir.Value{m}, []ir.Type{x.Type()})
	rw.ReplaceOpWithOp(op, e)
	return true
}
