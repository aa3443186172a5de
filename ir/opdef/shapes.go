package opdef

import (
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// CompatibleShapes is MLIR's verifyCompatibleShapes: either no type is shaped or all
// are; scalable vectors are not mixed with anything else; and the ranked ones (unranked
// shapes match any) share a rank and, dimension by dimension, agree on every static size.
// The kind of container is not compared.
func CompatibleShapes(types ...ir.Type) bool {
	shaped := 0
	for _, t := range types {
		if _, ok := t.(ir.ShapedType); ok {
			shaped++
		}
	}
	if shaped == 0 {
		return true
	}
	if shaped != len(types) {
		return false
	}
	scalable, other := false, false
	for _, t := range types {
		if v, ok := t.(*ir.VectorType); ok && isScalable(v) {
			scalable = true
		} else {
			other = true
		}
	}
	if scalable && other {
		return false
	}
	var shapes [][]int64
	for _, t := range types {
		if s := t.(ir.ShapedType); s.Ranked() {
			shapes = append(shapes, s.Shape())
		}
	}
	if len(shapes) == 0 {
		return true
	}
	for _, s := range shapes[1:] {
		if len(s) != len(shapes[0]) {
			return false
		}
	}
	for i := range shapes[0] {
		static := ir.Dynamic
		for _, s := range shapes {
			if s[i] == ir.Dynamic {
				continue
			}
			if static != ir.Dynamic && s[i] != static {
				return false
			}
			static = s[i]
		}
	}
	return true
}

func isScalable(v *ir.VectorType) bool {
	for _, s := range v.Scalable {
		if s {
			return true
		}
	}
	return false
}

// VerifyElementwise is MLIR's Elementwise trait: vector and tensor operands and results
// ("mappable"; scalars and memrefs are not) go together, all of one type kind and of
// compatible shapes.
func VerifyElementwise(op *ir.Operation) error {
	var mappable []ir.Type
	nOperands, nResults := 0, 0
	for _, t := range op.OperandTypes() {
		if isMappable(t) {
			mappable = append(mappable, t)
			nOperands++
		}
	}
	for _, t := range op.ResultTypes() {
		if isMappable(t) {
			mappable = append(mappable, t)
			nResults++
		}
	}
	switch {
	case len(mappable) == 0:
		return nil
	case nOperands == 0:
		return ir.OpError(op, "if a result is non-scalar, then at least one operand must be non-scalar")
	case nResults == 0:
		return ir.OpError(op, "if an operand is non-scalar, then there must be at least one non-scalar result")
	case nResults != op.NumResults():
		return ir.OpError(op, "if an operand is non-scalar, then all results must be non-scalar")
	}
	for _, t := range mappable[1:] {
		if kindID(t) != kindID(mappable[0]) {
			return ir.OpError(op, "all non-scalar operands/results must have the same shape and base type")
		}
	}
	if !CompatibleShapes(mappable...) {
		return ir.OpError(op, "all non-scalar operands/results must have the same shape and base type")
	}
	return nil
}

func isMappable(t ir.Type) bool {
	switch t.(type) {
	case *ir.VectorType, *ir.TensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}

// kindID stands for MLIR's TypeID of a mappable type: vector, ranked or unranked tensor.
func kindID(t ir.Type) int {
	switch t.(type) {
	case *ir.VectorType:
		return 1
	case *ir.TensorType:
		return 2
	}
	return 3
}

// verifyInferredSameType runs, before the op's own verifier, what MLIR checks after
// SameOperandsAndResultType (which lets compatible shapes through): the Elementwise trait,
// then InferTypeOpInterface, which ODS gives every such op with a single-valued operand
// to infer from; its results must then be exactly that operand's type.
func verifyInferredSameType(def *Op, next func(*ir.Operation) error) func(*ir.Operation) error {
	anchor := -1
	if len(def.Operands) > 0 && def.Operands[0].Kind == Single {
		anchor = 0
	}
	return func(op *ir.Operation) error {
		if def.Traits&ir.TraitElementwise != 0 {
			if err := VerifyElementwise(op); err != nil {
				return err
			}
		}
		if anchor >= 0 && anchor < op.NumOperands() {
			want := op.Operand(anchor).Type()
			got := op.ResultTypes()
			for _, t := range got {
				if !ir.TypeEqual(t, want) {
					wants := make([]ir.Type, len(got))
					for i := range wants {
						wants[i] = want
					}
					return InferredTypesMismatch(op, wants, got)
				}
			}
		}
		if next != nil {
			return next(op)
		}
		return nil
	}
}

// InferredTypesMismatch is what MLIR's InferTypeOpInterface verifier reports when op's
// result types are not the inferred ones: the mismatch, emitted at the op's location but
// not on the op (so without the "see current operation" note), then, on the op, that
// inference failed.
func InferredTypesMismatch(op *ir.Operation, want, got []ir.Type) ir.DiagList {
	return ir.DiagList{
		ir.Errorf(op.Loc(), "'%s' op inferred type(s) %s are incompatible with return type(s) of operation %s",
			op.Name(), quotedTypes(want), quotedTypes(got)),
		ir.OpError(op, "failed to infer returned types")}
}

func quotedTypes(ts []ir.Type) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("'" + ir.TypeString(t) + "'")
	}
	return b.String()
}
