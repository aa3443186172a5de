package arith

import (
	"math"
	"math/big"

	"github.com/ascend-toolchain/asc/ir"
)

func elemFloat(t ir.Type) *ir.FloatType {
	ft, _ := ir.ElementTypeOrSelf(t).(*ir.FloatType)
	return ft
}

func foldExtUI(op *ir.Operation, c []ir.Attribute) []fr {
	if def := defOf(op.Operand(0), OpExtui); def != nil {
		op.SetOperand(0, def.Operand(0))
		return same(op.Result(0))
	}
	w := typeWidth(op.Result(0).Type())
	return attrRes(foldUnary(c[0], op.Result(0).Type(), false, func(a el) (el, bool) { return el{i: a.i.zext(w)}, true }))
}

func foldExtSI(op *ir.Operation, c []ir.Attribute) []fr {
	if def := defOf(op.Operand(0), OpExtsi); def != nil {
		op.SetOperand(0, def.Operand(0))
		return same(op.Result(0))
	}
	w := typeWidth(op.Result(0).Type())
	return attrRes(foldUnary(c[0], op.Result(0).Type(), false, func(a el) (el, bool) { return el{i: a.i.sext(w)}, true }))
}

func foldTruncI(op *ir.Operation, c []ir.Attribute) []fr {
	rt := op.Result(0).Type()
	if def := op.Operand(0).DefiningOp(); def != nil && (def.Name() == OpExtui || def.Name() == OpExtsi) {
		src := def.Operand(0)
		sw, dw := typeWidth(src.Type()), typeWidth(rt)
		if sw > dw {
			op.SetOperand(0, src)
			return same(op.Result(0))
		}
		if ir.TypeEqual(ir.ElementTypeOrSelf(src.Type()), ir.ElementTypeOrSelf(rt)) {
			return same(src)
		}
	}
	if def := defOf(op.Operand(0), OpTrunci); def != nil {
		op.SetOperand(0, def.Operand(0))
		return same(op.Result(0))
	}
	w := typeWidth(rt)
	return attrRes(foldUnary(c[0], rt, false, func(a el) (el, bool) { return el{i: a.i.trunc(w)}, true }))
}

func fastMathHas(op *ir.Operation, flag string) bool {
	f, ok := op.Attr("fastmath").(*FlagsAttr)
	return ok && f.Has(flag)
}

// exactConvert converts v to ft when that loses nothing (convertFloatValue succeeds).
func exactConvert(v float64, ft *ir.FloatType) (float64, bool) {
	if ft == nil || ft.Width > 64 && ft.Mant > 52 {
		return v, ft != nil
	}
	r := ir.RoundToType(v, ft)
	if math.IsNaN(v) && ft.NonFinite != ir.IEEENonFinite {
		// A format whose NaN is one fixed encoding (FN, FNUZ) cannot keep a NaN's sign
		// or payload: APFloat reports the conversion inexact, so it does not fold.
		return v, false
	}
	if math.IsNaN(v) {
		// APFloat's conversion of a signaling NaN quiets it and reports an invalid
		// operation, and one of a payload the target cannot hold loses information:
		// neither folds. (A NaN's payload rides in the top of float64's mantissa.)
		bits := math.Float64bits(v)
		lost := 52 - ft.Mant
		if bits&(1<<51) == 0 || (lost > 0 && bits&(1<<uint(lost)-1) != 0) {
			return v, false
		}
		return r, true
	}
	return r, r == v
}

func foldExtF(op *ir.Operation, c []ir.Attribute) []fr {
	rt := op.Result(0).Type()
	if tr := defOf(op.Operand(0), OpTruncf); tr != nil && ir.TypeEqual(tr.Operand(0).Type(), rt) &&
		fastMathHas(tr, "contract") && fastMathHas(op, "contract") {
		return same(tr.Operand(0))
	}
	return foldConvertF(op, c)
}

func foldTruncF(op *ir.Operation, c []ir.Attribute) []fr { return foldConvertF(op, c) }

// foldConvertF folds extf and truncf when the conversion is exact; one through f80 or
// f128 converts exact values.
func foldConvertF(op *ir.Operation, c []ir.Attribute) []fr {
	rt := op.Result(0).Type()
	ft := elemFloat(rt)
	if from := elemFloat(op.Operand(0).Type()); ir.IsWide(ft) || ir.IsWide(from) {
		if poisonOperand(c[0]) != nil {
			return attrRes(c[0])
		}
		return attrRes(foldWideFloat(c[:1], rt, func(xs []ir.Wide) (ir.Wide, bool) { return ir.WideConvert(xs[0], from, ft) }))
	}
	return attrRes(foldUnary(c[0], rt, true, func(a el) (el, bool) {
		r, ok := exactConvert(a.f, ft)
		return el{f: r}, ok
	}))
}

func foldIndexCast(op *ir.Operation, c []ir.Attribute) []fr {
	rt := op.Result(0).Type()
	w := typeWidth(rt)
	unsigned := op.Name() == OpIndexCastui
	return attrRes(foldUnary(c[0], rt, false, func(a el) (el, bool) {
		if unsigned {
			return el{i: a.i.zextOrTrunc(w)}, true
		}
		return el{i: a.i.sextOrTrunc(w)}, true
	}))
}

// bitsOf returns an element's bits and whether the element type is supported.
func bitsOf(e el, t ir.Type) (ap, bool) {
	if ft, ok := t.(*ir.FloatType); ok {
		if ft.Width > 64 {
			return ap{}, false
		}
		return apU(ft.Width, ir.FloatToBits(e.f, ft)), true
	}
	return e.i, true
}

func fromBits(b ap, t ir.Type) (el, bool) {
	if ft, ok := t.(*ir.FloatType); ok {
		if ft.Width > 64 {
			return el{}, false
		}
		return el{f: ir.BitsToFloat(b.u, ft)}, true
	}
	return el{i: b}, true
}

func foldBitcast(op *ir.Operation, c []ir.Attribute) []fr {
	rt := op.Result(0).Type()
	if c[0] == nil {
		return nil
	}
	if ir.IsWide(ir.ElementTypeOrSelf(rt)) || ir.IsWide(elemFloat(op.Operand(0).Type())) {
		return attrRes(foldWideBitcast(c[0], rt))
	}
	e, ok := elemsOf(c[0])
	if !ok {
		return nil
	}
	_, shaped := rt.(ir.ShapedType)
	if shaped != (e.kind != kScalar) {
		return nil
	}
	in, out := ir.ElementTypeOrSelf(e.typ), ir.ElementTypeOrSelf(rt)
	vals := make([]el, len(e.vals))
	for i, v := range e.vals {
		b, ok := bitsOf(v, in)
		if !ok {
			return nil
		}
		if vals[i], ok = fromBits(b, out); !ok {
			return nil
		}
	}
	return attrRes(buildAttr(rt, vals))
}

func foldFPToI(op *ir.Operation, c []ir.Attribute) []fr {
	rt := op.Result(0).Type()
	w := typeWidth(rt)
	signed := op.Name() == OpFptosi
	if ir.IsWide(elemFloat(op.Operand(0).Type())) {
		if poisonOperand(c[0]) != nil {
			return attrRes(c[0])
		}
		return attrRes(foldWideToInt(c[0], rt, func(x ir.Wide) (ap, bool) { return wideFPToI(x, w, signed) }))
	}
	return attrRes(foldUnary(c[0], rt, true, func(a el) (el, bool) {
		if math.IsNaN(a.f) || math.IsInf(a.f, 0) {
			return el{}, false
		}
		t, _ := big.NewFloat(math.Trunc(a.f)).Int(nil)
		lo, hi := big.NewInt(0), new(big.Int).Lsh(big.NewInt(1), uint(w))
		if signed {
			hi.Rsh(hi, 1)
			lo.Neg(hi)
		}
		if t.Cmp(lo) < 0 || t.Cmp(hi) >= 0 {
			return el{}, false
		}
		return el{i: apBig(w, t)}, true
	}))
}

// intToFloat rounds an integer to ft to nearest even, overflowing to infinity.
func intToFloat(v *big.Int, ft *ir.FloatType) float64 {
	f := new(big.Float).SetPrec(uint(ft.Mant + 1)).SetMode(big.ToNearestEven).SetInt(v)
	r, _ := f.Float64()
	switch {
	case ft.Width > 64:
	case ft.HasInf():
		if math.Abs(r) >= math.Ldexp(1, ft.ExpBias()+1) {
			r = math.Inf(v.Sign())
		}
	case math.Abs(r) > ft.MaxFinite():
		// Formats without infinities (f8E4M3FN, ...) overflow to a NaN of the value's sign.
		r = math.Copysign(math.NaN(), float64(v.Sign()))
	}
	return r
}

func foldIToFP(op *ir.Operation, c []ir.Attribute) []fr {
	rt := op.Result(0).Type()
	ft := elemFloat(rt)
	if ft == nil {
		return nil
	}
	signed := op.Name() == OpSitofp
	if ir.IsWide(ft) {
		return attrRes(foldWideFromInt(c[0], rt, signed))
	}
	return attrRes(foldUnary(c[0], rt, false, func(a el) (el, bool) {
		v := a.i.ubig()
		if signed {
			v = a.i.sbig()
		}
		return el{f: intToFloat(v, ft)}, true
	}))
}
