package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// Tiles chosen by a scalar condition (a departure, docs/pyasc.md §5). An scf.if whose
// branches only yield tiles defined outside it (`t = a if flag else b`, or branches whose
// ops fold away) is turned by canonicalize (MLIR's trivial-if-to-select pattern) into an
// arith.select of whole tiles on a scalar i1, which no lowering takes: PyAsc's kernel
// fails in its lowering. tileSelectsToIfs gives such a select back its scf.if form, which
// asclower-scf lowers as any scf.if of tiles (the result is the chosen tile's buffer).

// tileSelectsToIfs rewrites every arith.select of tiles on a scalar condition in fn.
func tileSelectsToIfs(fn *ir.Operation, ctx *ir.Context) {
	var sels []*ir.Operation
	fn.Walk(func(o *ir.Operation) bool {
		if o.Name() == arith.OpSelect && o.Operand(0).Type().Equal(ir.I1) {
			if _, ok := tileOf(o.Result(0)); ok {
				sels = append(sels, o)
			}
		}
		return true
	})
	for _, s := range sels {
		b := ir.NewBuilder(ctx)
		b.SetInsertionPointBefore(s)
		state := &ir.OperationState{Name: scf.OpIf, Loc: s.Loc(), Operands: []*ir.Value{s.Operand(0)},
			Types: []ir.Type{s.Result(0).Type()}}
		for i := 1; i <= 2; i++ {
			blk := ir.NewBlock()
			state.AddRegion().AddBlock(blk)
			yb := ir.NewBuilder(ctx)
			yb.SetInsertionPointToEnd(blk)
			yb.Create(s.Loc(), scf.OpYield, []*ir.Value{s.Operand(i)}, nil)
		}
		ifOp := b.CreateState(state)
		s.ReplaceAllUsesWith(ifOp.Results())
		s.Erase()
	}
}
