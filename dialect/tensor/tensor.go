// Package tensor defines the part of MLIR's tensor dialect that upstream tests of our
// dialects write in generic form: tensor.dim, which mlir-opt prints in its custom form and
// folds. The dialect stays open, so its other ops pass through under
// --allow-unregistered-dialect, printed generic.
package tensor

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "tensor"

// non0Tensor is LLVM 19's AnyNon0RankedOrUnrankedTensor, whose C++ class is TensorType:
// tensor.dim's format refuses another type as it reads it.
var non0Tensor = &opdef.TypeConstraint{Name: "AnyNon0RankedOrUnrankedTensor",
	Desc: "non-0-ranked or unranked tensor",
	Kind: func(t ir.Type) bool {
		_, r := t.(*ir.TensorType)
		_, u := t.(*ir.UnrankedTensorType)
		return r || u
	},
	Pred: func(t ir.Type) bool {
		r, ok := t.(*ir.TensorType)
		_, u := t.(*ir.UnrankedTensorType)
		return u || ok && len(r.Dims) > 0
	}}

// Dialect returns the tensor dialect with tensor.dim only.
func Dialect() *ir.Dialect {
	// Folded sizes become arith.constant ops, as LLVM 19's tensor dialect materializes them.
	d := &ir.Dialect{Name: Name, Verbatim: true, Materialize: arith.Materialize}
	index := opdef.TypeConstraints["Index"]
	opdef.Register(d, &opdef.Op{Name: OpDim, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "source", Type: non0Tensor}, {Name: "index", Type: index}},
		Results:  []opdef.Operand{{Name: "result", Type: index}},
		Format:   "attr-dict $source `,` $index `:` type($source)",
		ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
			set(op.Result(0), "dim")
		},
		Fold: foldDim})
	return d
}

// foldDim folds a static size of a ranked tensor read at a constant index in range; an
// index out of range is left alone, as LLVM 19 leaves it.
func foldDim(op *ir.Operation, consts []ir.Attribute) []ir.FoldResult {
	ia, _ := consts[1].(*ir.IntegerAttr)
	tt, ok := op.Operand(0).Type().(*ir.TensorType)
	if ia == nil || !ok || ia.Value < 0 || ia.Value >= int64(len(tt.Dims)) || tt.Dims[ia.Value] == ir.Dynamic {
		return nil
	}
	return []ir.FoldResult{{Attr: ir.NewIntAttr(ir.Index, tt.Dims[ia.Value])}}
}
