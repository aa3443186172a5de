package arith

import (
	"math/big"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// What other dialects share with arith: the math dialect's float ops carry arith's fastmath
// property, fold with the same constant-folding rules (scalars, splats and dense elements,
// as MLIR's constFold helpers) and materialise their folded values as arith.constant.

// FastMathAttr is the `fastmath` property of float ops: #arith.fastmath flags, none by
// default (printed `fastmath<...>` in custom forms and omitted when none).
func FastMathAttr() opdef.Attr { return fastMathAttr() }

// Materialize builds an arith.constant of type t holding a (nil when a is not a typed
// attribute of that type), as MLIR's arith::ConstantOp::materialize.
func Materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	return materialize(b, a, t, loc)
}

// FoldFloatUnary folds a float constant (scalar, splat or dense) element by element into a
// constant of type rt; f works on the element's value as a float64 and may refuse, which
// refuses the whole fold. Results are rounded to rt's element type.
func FoldFloatUnary(c ir.Attribute, rt ir.Type, f func(x float64) (float64, bool)) ir.Attribute {
	return foldUnary(c, rt, true, func(a el) (el, bool) {
		r, ok := f(a.f)
		return el{f: r}, ok
	})
}

// FoldFloatBinary folds two float constants of one type (both scalars, or shaped) element
// by element, as constFoldBinaryOp does.
func FoldFloatBinary(c []ir.Attribute, f func(a, b float64) (float64, bool)) ir.Attribute {
	return foldBinary(c, nil, true, func(a, b el) (el, bool) {
		r, ok := f(a.f, b.f)
		return el{f: r}, ok
	})
}

// FoldIntUnary folds an integer constant element by element; f receives the element's bits
// as an unsigned value below 2^w and the width w, and its result is taken modulo 2^w.
func FoldIntUnary(c ir.Attribute, rt ir.Type, f func(x *big.Int, w int) (*big.Int, bool)) ir.Attribute {
	return foldUnary(c, rt, false, func(a el) (el, bool) {
		r, ok := f(new(big.Int).Set(a.i.ubig()), a.i.w)
		if !ok {
			return a, false
		}
		return el{i: apBig(a.i.w, r)}, true
	})
}

// FoldIntBinary folds two integer constants of one type element by element, with the
// elements given as in FoldIntUnary.
func FoldIntBinary(c []ir.Attribute, f func(a, b *big.Int, w int) (*big.Int, bool)) ir.Attribute {
	return foldBinary(c, nil, false, func(a, b el) (el, bool) {
		r, ok := f(new(big.Int).Set(a.i.ubig()), new(big.Int).Set(b.i.ubig()), a.i.w)
		if !ok {
			return a, false
		}
		return el{i: apBig(a.i.w, r)}, true
	})
}

// FoldWideFloat folds f80/f128 constants (one or more operands of one type, scalars or
// shaped) element by element on their exact values, as constFold helpers over APFloat;
// f may refuse, which refuses the whole fold.
func FoldWideFloat(c []ir.Attribute, rt ir.Type, f func(xs []ir.Wide) (ir.Wide, bool)) ir.Attribute {
	return foldWideFloat(c, rt, f)
}
