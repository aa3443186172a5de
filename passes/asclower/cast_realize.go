package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// asclower-realize-conversion-cast: casts between local tensors of the same memory size
// become ascendc.reinterpret_cast; cast chains that return to their start fold away.

// castInput returns the input of a one-in one-out unrealized_conversion_cast.
func castInput(op *ir.Operation) (*ir.Value, bool) {
	if op == nil || op.Name() != builtin.OpUnrealizedConversionCast || op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil, false
	}
	return op.Operand(0), true
}

// memorySize is numElements × element bits of a local tensor; dynamic shapes compare equal.
func memorySize(t ir.Type) (size int64, dynamic, ok bool) {
	lt, isLocal := t.(*ascendc.LocalTensorType)
	if !isLocal {
		return 0, false, false
	}
	n := numElements(lt.Shape.Dims)
	if n < 0 {
		return 0, true, true
	}
	return n * elemBits(lt.ElementType), false, true
}

func sameMemorySize(a, b ir.Type) bool {
	sa, da, oka := memorySize(a)
	sb, db, okb := memorySize(b)
	if !oka || !okb {
		return false
	}
	if da || db {
		return da && db
	}
	return sa == sb
}

func elemBits(t ir.Type) int64 {
	switch e := t.(type) {
	case *ir.IntegerType:
		return int64(e.Width)
	case *ir.FloatType:
		return int64(e.Width)
	}
	if ir.TypeEqual(t, ir.Index) {
		return 64
	}
	return 0
}

func realizeReinterpret(op *ir.Operation, rw *ir.Rewriter) bool {
	x, ok := castInput(op)
	if !ok {
		return false
	}
	d := op.Result(0).Type()
	src := x
	if !sameMemorySize(x.Type(), d) {
		y, ok := castInput(x.DefiningOp())
		if !ok || !sameMemorySize(y.Type(), d) {
			return false
		}
		src = y
	}
	rw.SetInsertionPointBefore(op)
	r := rw.Create(op.Loc(), ascendc.OpReinterpretCast, []*ir.Value{src}, []ir.Type{d})
	rw.ReplaceOp(op, r.Results())
	return true
}

func foldCastChain(op *ir.Operation, rw *ir.Rewriter) bool {
	x, ok := castInput(op)
	if !ok {
		return false
	}
	d := op.Result(0).Type()
	for v, depth := x, 0; depth < 3; depth++ {
		if ir.TypeEqual(v.Type(), d) {
			rw.ReplaceOp(op, []*ir.Value{v})
			return true
		}
		next, ok := castInput(v.DefiningOp())
		if !ok {
			return false
		}
		v = next
	}
	return false
}

func realizeConversionCast(fn *ir.Operation, ctx *ir.Context) error {
	pats := []ir.Pattern{
		&ir.PatternFunc{Name: "RewriteReinterpretCast", RootOp: builtin.OpUnrealizedConversionCast, Weight: 1, Rewrite: realizeReinterpret},
		&ir.PatternFunc{Name: "FoldCastChain", RootOp: builtin.OpUnrealizedConversionCast, Weight: 1, Rewrite: foldCastChain},
	}
	cfg := passes.DefaultGreedyConfig()
	cfg.TopDown = false
	if _, converged := passes.ApplyPatternsGreedily(ctx, fn, pats, cfg); !converged {
		return ir.Errorf(fn.Loc(), "asclower-realize-conversion-cast failed to converge")
	}
	return nil
}
