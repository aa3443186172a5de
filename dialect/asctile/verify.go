package asctile

import (
	"slices"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// The op verifiers PyAsc writes in C++; they run after the generated constraint and
// relation checks.

// verifyTensorOp: one size operand per dynamic dimension of the result.
func verifyTensorOp(op *ir.Operation) error {
	v, _ := AsTensorOp(op)
	t, ok := v.Result().Type().(*TensorType)
	if !ok {
		return nil
	}
	dynamic := 0
	for _, d := range t.Shape() {
		if d == ir.Dynamic {
			dynamic++
		}
	}
	if dynamic != len(v.Sizes()) {
		return ir.OpError(op, "must have value in 'sizes' for each dynamic dimension")
	}
	return nil
}

// verifyDimOp: the index, read as an unsigned 32-bit number, is below the rank.
func verifyDimOp(op *ir.Operation) error {
	v, _ := AsDimOp(op)
	t, ok := v.Base().Type().(*TensorType)
	if !ok {
		return nil
	}
	if uint32(v.Index()) >= uint32(len(t.Shape())) {
		return ir.OpError(op, "'index' must not exceed the tensor rank")
	}
	return nil
}

// verifyStoreFixpipeOp: without quantize the element types must agree.
func verifyStoreFixpipeOp(op *ir.Operation) error {
	v, _ := AsStoreFixpipeOp(op)
	if !v.Quantize() && !sameElement(v.Base(), v.Value()) {
		return ir.OpError(op, "failed to verify that all of {base, value} have same element type")
	}
	return nil
}

// verifyCopyFixpipeOp: without quantize the element types must agree.
func verifyCopyFixpipeOp(op *ir.Operation) error {
	v, _ := AsCopyFixpipeOp(op)
	if !v.Quantize() && !sameElement(v.Base(), v.Result()) {
		return ir.OpError(op, "failed to verify that all of {base, result} have same element type")
	}
	return nil
}

func sameElement(a, b *ir.Value) bool {
	return ir.TypeEqual(ir.ElementTypeOrSelf(a.Type()), ir.ElementTypeOrSelf(b.Type()))
}

// verifyConcatOp: UB operands whose shapes agree after the first dimension, and a result
// whose first dimension is the sum of theirs.
func verifyConcatOp(op *ir.Operation) error {
	if op.NumOperands() == 0 {
		return ir.OpError(op, "must have at least one operand")
	}
	var tiles []*TileType
	for _, x := range op.Operands() {
		t, ok := x.Type().(*TileType)
		if !ok {
			return nil
		}
		if t.Loc != TileLocation_UB {
			return ir.OpError(op, "tile operands must have UB tile location")
		}
		tiles = append(tiles, t)
	}
	first := tiles[0].Shape()
	sum := int64(0)
	for _, t := range tiles {
		s := t.Shape()
		if len(s) != len(first) || !slices.Equal(s[1:], first[1:]) {
			return ir.OpError(op, "tile operands must have the same shape except their first dimension")
		}
		sum += s[0]
	}
	want := append([]int64{sum}, first[1:]...)
	rt, ok := op.Result(0).Type().(*TileType)
	if ok && !slices.Equal(rt.Shape(), want) {
		parts := make([]string, len(want))
		for i, d := range want {
			parts[i] = strconv.FormatInt(d, 10)
		}
		return ir.OpError(op, "result tile shape must be [%s]", strings.Join(parts, ", "))
	}
	return nil
}
