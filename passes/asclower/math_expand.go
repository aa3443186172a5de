package asclower

import (
	gomath "math"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// asclower-expand-math: math.rsqrt and math.exp2 on floats (scalars, vectors, tensors and
// tiles alike) become sqrt/divf and mulf/exp, with MLIR's expansion patterns, applied by the
// greedy driver with its default configuration (../shared/spec/passes-asc2.md §2).

func expandMath(fn *ir.Operation, ctx *ir.Context, dep departures) error {
	exp2 := func(op *ir.Operation, rw *ir.Rewriter) bool { return expandExp2(op, rw, dep) }
	patterns := []ir.Pattern{
		&ir.PatternFunc{Name: "expand-rsqrt", RootOp: math.OpRsqrt, Weight: 1, Rewrite: expandRsqrt},
		&ir.PatternFunc{Name: "expand-exp2", RootOp: math.OpExp2, Weight: 1, Rewrite: exp2},
	}
	cfg := passes.DefaultGreedyConfig()
	cfg.TopDown = false
	if _, converged := passes.ApplyPatternsGreedily(ctx, fn, patterns, cfg); !converged {
		return ir.Errorf(fn.Loc(), "asclower-expand-math: the rewrite did not converge")
	}
	if dep.on() {
		tileSelectsToIfs(fn, ctx)
		// After the greedy rewrite: its folding would not remove asctile.muls, but the
		// copies belong to the loops as the later lowerings see them.
		return carryCopies(fn, ctx)
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

func expandExp2(op *ir.Operation, rw *ir.Rewriter, dep departures) bool {
	x := op.Operand(0)
	if t, ok := x.Type().(*asctile.TileType); ok && halfFloat(t.ElemType) && dep.at(op) {
		return expandExp2Wide(op, rw, t)
	}
	ln2, ok := floatConst(&rw.Builder, op.Loc(), x.Type(), gomath.Ln2)
	if !ok {
		return false
	}
	m := rw.Create(op.Loc(), arith.OpMulf, []*ir.Value{x, ln2}, []ir.Type{x.Type()}).Result(0)
	e := rw.Create(op.Loc(), math.OpExp, []*ir.Value{m}, []ir.Type{x.Type()})
	rw.ReplaceOpWithOp(op, e)
	return true
}

// halfFloat reports the 16-bit float types.
func halfFloat(t ir.Type) bool {
	return ir.TypeEqual(t, ir.F16) || ir.TypeEqual(t, ir.BF16)
}

// expandExp2Wide expands exp2 of an f16 or bf16 tile on an f32 copy (asctile.cast,
// exact) and rounds the result once: MLIR's expansion multiplies by ln 2 rounded to the
// element type (0.69140625 in bf16) and rounds the product, so exp2(10) of a bf16 tile
// would come out 1.7% low. A departure (departures.at), as the others of
// docs/pyasc.md §5.
func expandExp2Wide(op *ir.Operation, rw *ir.Rewriter, t *asctile.TileType) bool {
	loc := op.Loc()
	wide := &asctile.TileType{Dims: t.Dims, ElemType: ir.F32, Loc: t.Loc}
	w := rw.Create(loc, asctile.OpCast, []*ir.Value{op.Operand(0)}, []ir.Type{wide}).Result(0)
	ln2, _ := floatConst(&rw.Builder, loc, wide, gomath.Ln2)
	m := rw.Create(loc, arith.OpMulf, []*ir.Value{w, ln2}, []ir.Type{wide}).Result(0)
	e := rw.Create(loc, math.OpExp, []*ir.Value{m}, []ir.Type{wide}).Result(0)
	// The narrowing rounds: a cast of the result (exp2(x).to(f32)) must not fold it away.
	r := rw.Create(loc, asctile.OpCast, []*ir.Value{e}, []ir.Type{t},
		ir.NamedAttr{Name: asctile.AttrKeepRounding, Value: ir.UnitAttr{}})
	rw.ReplaceOpWithOp(op, r)
	return true
}
