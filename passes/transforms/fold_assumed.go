package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// foldAssumed folds op on constants an analysis only assumes (sccp's lattice, the
// liveness analysis of remove-dead-values: MLIR runs the same constant propagation for
// both). It folds as Operation::fold does (passes.FoldWith: the op's folder, then its
// traits', creating ops through fb). A fold that only updates op in place is undone, since
// the constants may not hold, and reports no result, unless the update made an identity
// cast: the cast interface then folds op to its operand and MLIR keeps the update (a
// memref.cast of a cast becomes an identity cast even where the pass changes nothing).
func foldAssumed(op *ir.Operation, consts []ir.Attribute, fb *ir.Builder) ([]ir.FoldResult, bool) {
	operands := append([]*ir.Value(nil), op.Operands()...)
	attrs := append([]ir.NamedAttr(nil), op.Attrs()...)
	res, ok := passes.FoldWith(op, consts, fb)
	if !ok || len(res) > 0 {
		return res, ok
	}
	if identityCast(op) {
		return []ir.FoldResult{{Value: op.Operand(0)}}, true
	}
	restoreOp(op, operands, attrs)
	return nil, false
}

// restoreOp gives op back the operands and attributes it had before folding.
func restoreOp(op *ir.Operation, operands []*ir.Value, attrs []ir.NamedAttr) {
	same := len(operands) == op.NumOperands()
	for i := 0; same && i < len(operands); i++ {
		same = operands[i] == op.Operand(i)
	}
	if !same {
		op.SetOperands(operands)
	}
	now := op.Attrs()
	same = len(now) == len(attrs)
	for i := 0; same && i < len(attrs); i++ {
		same = now[i].Name == attrs[i].Name && now[i].Value == attrs[i].Value
	}
	if same {
		return
	}
	for _, a := range append([]ir.NamedAttr(nil), now...) {
		op.RemoveAttr(a.Name)
	}
	for _, a := range attrs {
		op.SetAttr(a.Name, a.Value)
	}
}

// identityCast reports a memref.cast to its operand's own type.
func identityCast(op *ir.Operation) bool {
	return op.Name() == memref.OpCast && op.NumOperands() == 1 && op.NumResults() == 1 &&
		ir.TypeEqual(op.Operand(0).Type(), op.Result(0).Type())
}
