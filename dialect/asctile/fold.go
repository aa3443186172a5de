package asctile

import "github.com/ascend-toolchain/asc/ir"

// Folders. The dialect has no constant materializer, so only folds to an existing value
// or in place take effect; dim's static-dimension fold returns an attribute for callers
// that read folds directly.

// foldDimOp: a static dimension is its size; a dynamic one of a tensor made by
// asctile.tensor is the matching size operand.
func foldDimOp(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	v, _ := AsDimOp(op)
	t, ok := v.Base().Type().(*TensorType)
	idx := int(uint32(v.Index()))
	if !ok || idx >= len(t.Shape()) {
		return nil
	}
	if d := t.Shape()[idx]; d != ir.Dynamic {
		return []ir.FoldResult{{Attr: ir.NewIntAttr(ir.I32, d)}}
	}
	def, ok := AsTensorOp(v.Base().DefiningOp())
	if !ok {
		return nil
	}
	k := 0
	for _, d := range t.Shape()[:idx] {
		if d == ir.Dynamic {
			k++
		}
	}
	if sizes := def.Sizes(); k < len(sizes) {
		return []ir.FoldResult{{Value: sizes[k]}}
	}
	return nil
}

// foldCastOp and foldReshapeOp share the cast-like fold, PyAsc's: over a chain of casts
// it drops the inner conversion whatever it does, so `x.to(f16).to(f32)` loses its
// rounding and `x.to(i32).to(f32)` its truncation. An inner cast marked AttrKeepRounding
// (a conversion that loses values, marked by asctile-keep-cast-rounding) is not folded
// across: the chain keeps the numbers it computes.
func foldCastOp(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if def := op.Operand(0).DefiningOp(); def != nil && def.Info() == op.Info() && def.Attr(AttrKeepRounding) != nil {
		if ir.TypeEqual(op.Operand(0).Type(), op.Result(0).Type()) {
			return []ir.FoldResult{{Value: op.Operand(0)}}
		}
		return nil
	}
	return foldCastLike(op)
}

func foldReshapeOp(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult { return foldCastLike(op) }

// ExactConversion reports whether converting from an element type to another keeps
// every value: a float to a float with at least its significand and exponent bits, an
// integer to a wider one of the same signedness or to a float whose significand holds
// its magnitude (signless integers are signed here, as the tile ops read them). A float
// to an integer truncates and is never exact.
func ExactConversion(from, to ir.Type) bool {
	if ir.TypeEqual(from, to) {
		return true
	}
	ff, fromFloat := from.(*ir.FloatType)
	tf, toFloat := to.(*ir.FloatType)
	fi, fromInt := from.(*ir.IntegerType)
	ti, toInt := to.(*ir.IntegerType)
	switch {
	case fromFloat && toFloat:
		return tf.Mant >= ff.Mant && tf.Exp >= ff.Exp
	case fromInt && toInt:
		return fi.Sign == ti.Sign && ti.Width >= fi.Width
	case fromInt && toFloat:
		magnitude := fi.Width - 1
		if fi.Sign == ir.Unsigned {
			magnitude = fi.Width
		}
		return magnitude <= tf.Mant+1
	}
	return false
}

// foldCastLike folds a cast (or reshape) to its input when that already has the result
// type; over a cast of the same kind it folds to the inner input when that has the result
// type, and otherwise reads the inner input directly (in place), leaving the inner op dead.
func foldCastLike(op *ir.Operation) []ir.FoldResult {
	in, rt := op.Operand(0), op.Result(0).Type()
	if ir.TypeEqual(in.Type(), rt) {
		return []ir.FoldResult{{Value: in}}
	}
	def := in.DefiningOp()
	if def == nil || def.Info() != op.Info() {
		return nil
	}
	inner := def.Operand(0)
	if ir.TypeEqual(inner.Type(), rt) {
		return []ir.FoldResult{{Value: inner}}
	}
	op.SetOperand(0, inner)
	return []ir.FoldResult{}
}

// foldConcatOp: a concatenation of one tile is that tile.
func foldConcatOp(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if op.NumOperands() == 1 {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	return nil
}
