package arith

import (
	"math/big"

	"github.com/ascend-toolchain/asc/ir"
)

// f80 and f128 constants fold through ir.Wide, the exact values APFloat computes with;
// the <=64-bit types keep their float64 path (el). The element rules are those of
// foldUnary and foldBinary: scalars with scalars, shaped constants of one type element
// by element, one result for splats.

// wideElems reads a float constant of an IEEE-like element type as exact values.
type wideElems struct {
	kind elKind
	typ  ir.Type
	vals []ir.Wide
}

func wideElemsOf(a ir.Attribute) (wideElems, bool) {
	switch a := a.(type) {
	case *ir.FloatAttr:
		ft := a.Type.(*ir.FloatType)
		if ir.IsWide(ft) {
			return wideElems{kScalar, a.Type, []ir.Wide{a.WideValue()}}, true
		}
		return wideElems{kScalar, a.Type, []ir.Wide{ir.WideFromFloat64(a.Value, ft)}}, true
	case *ir.DenseElementsAttr:
		ft, ok := a.Type.ElementType().(*ir.FloatType)
		if !ok {
			return wideElems{}, false
		}
		e := wideElems{kind: kDense, typ: a.Type}
		if a.Splat {
			e.kind = kSplat
		}
		for i, v := range a.Floats {
			if ir.IsWide(ft) {
				e.vals = append(e.vals, a.WideElem(i))
			} else {
				e.vals = append(e.vals, ir.WideFromFloat64(v, ft))
			}
		}
		if len(e.vals) == 0 && (e.kind == kSplat || ir.NumElements(a.Type.Shape()) != 0) {
			return e, false
		}
		return e, true
	}
	return wideElems{}, false
}

func (e wideElems) at(i int) ir.Wide {
	if e.kind == kDense {
		return e.vals[i]
	}
	return e.vals[0]
}

// wideArgs gives, per result element, the operands' elements; unary ops keep a scalar
// scalar, binary and ternary ones need operands of one type.
func wideArgs(c []ir.Attribute, rt ir.Type) ([][]ir.Wide, bool) {
	ins := make([]wideElems, len(c))
	for i, a := range c {
		e, ok := wideElemsOf(a)
		if !ok || (i > 0 && (!ir.TypeEqual(e.typ, ins[0].typ) || (e.kind == kScalar) != (ins[0].kind == kScalar))) {
			return nil, false
		}
		ins[i] = e
	}
	if len(ins) == 0 {
		return nil, false
	}
	_, shaped := rt.(ir.ShapedType)
	if ins[0].kind == kScalar && shaped {
		return nil, false
	}
	n := 1
	dense := false
	for _, e := range ins {
		dense = dense || e.kind == kDense
	}
	if dense {
		if len(c) == 1 {
			n = len(ins[0].vals)
		} else {
			n = int(ir.NumElements(rt.(ir.ShapedType).Shape()))
		}
	}
	out := make([][]ir.Wide, n)
	for i := range out {
		out[i] = make([]ir.Wide, len(ins))
		for j, e := range ins {
			out[i][j] = e.at(i)
		}
	}
	return out, true
}

// buildWide makes the constant of type t (f80/f128 elements) holding vals.
func buildWide(t ir.Type, vals []ir.Wide) ir.Attribute {
	ft := ir.ElementTypeOrSelf(t).(*ir.FloatType)
	st, shaped := t.(ir.ShapedType)
	if !shaped {
		return ir.NewWideFloatAttr(t, vals[0])
	}
	n := ir.NumElements(st.Shape())
	if !st.Ranked() || n < 0 || dynamic(st.Shape()) || (len(vals) != 1 && int64(len(vals)) != n) {
		return nil
	}
	d := &ir.DenseElementsAttr{Type: st}
	if len(vals) == 0 {
		return d
	}
	same := true
	for i := 1; i < len(vals) && same; i++ {
		same = ir.WideEqual(vals[i], vals[0], ft)
	}
	if same {
		vals = vals[:1]
		d.Splat = true
	}
	for _, v := range vals {
		d.AppendWide(v)
	}
	return d
}

// foldWideFloat folds elementwise with f, whose results are values of rt's element type
// (any IEEE-like float type); f may refuse.
func foldWideFloat(c []ir.Attribute, rt ir.Type, f func(xs []ir.Wide) (ir.Wide, bool)) ir.Attribute {
	for _, a := range c {
		if a == nil {
			return nil
		}
	}
	args, ok := wideArgs(c, rt)
	if !ok {
		return nil
	}
	out := make([]ir.Wide, len(args))
	for i, xs := range args {
		if out[i], ok = f(xs); !ok {
			return nil
		}
	}
	ft, _ := ir.ElementTypeOrSelf(rt).(*ir.FloatType)
	if ft == nil {
		return nil
	}
	if ir.IsWide(ft) {
		return buildWide(rt, out)
	}
	els := make([]el, len(out))
	for i, w := range out {
		els[i] = el{f: w.NarrowFloat(ft)}
	}
	return buildAttr(rt, els)
}

// foldWideToInt folds float elements to integer elements of rt.
func foldWideToInt(c ir.Attribute, rt ir.Type, f func(x ir.Wide) (ap, bool)) ir.Attribute {
	if c == nil {
		return nil
	}
	args, ok := wideArgs([]ir.Attribute{c}, rt)
	if !ok {
		return nil
	}
	out := make([]el, len(args))
	for i, xs := range args {
		if out[i].i, ok = f(xs[0]); !ok {
			return nil
		}
	}
	return buildAttr(rt, out)
}

// wideBinOps are the binary arith ops on f80/f128, as APFloat computes them.
var wideBinOps = map[string]func(a, b ir.Wide, ft *ir.FloatType) ir.Wide{
	OpAddf:     ir.WideAdd,
	OpSubf:     ir.WideSub,
	OpMulf:     ir.WideMul,
	OpDivf:     ir.WideDiv,
	OpRemf:     ir.WideRem,
	OpMaximumf: wideMaximum,
	OpMaxnumf:  wideMaximum, // LLVM 19 folds maxnumf with llvm::maximum
	OpMinimumf: wideMinimum,
	OpMinnumf:  wideMinnum,
}

// wideMaximum is llvm::maximum: a NaN operand as it is, +0 over -0.
func wideMaximum(a, b ir.Wide, _ *ir.FloatType) ir.Wide { return wideExtremum(a, b, 1) }

// wideMinimum is llvm::minimum: a NaN operand as it is, -0 under +0.
func wideMinimum(a, b ir.Wide, _ *ir.FloatType) ir.Wide { return wideExtremum(a, b, -1) }

// wideExtremum is llvm::maximum (dir 1) or llvm::minimum (dir -1): a NaN operand as it is;
// of two equal values (zeros of either sign) the maximum takes b when a is -0, the minimum
// when b is.
func wideExtremum(a, b ir.Wide, dir int) ir.Wide {
	if a.Class == ir.WideNaN {
		return a
	}
	if b.Class == ir.WideNaN {
		return b
	}
	neg := b.Neg
	if dir > 0 {
		neg = a.Neg
	}
	if c := ir.WideCmp(a, b); c == -dir || c == 0 && neg {
		return b
	}
	return a
}

// wideMinnum is llvm::minnum: the other operand of a NaN, -0 under +0.
func wideMinnum(a, b ir.Wide, ft *ir.FloatType) ir.Wide {
	if a.Class == ir.WideNaN {
		return b
	}
	if b.Class == ir.WideNaN {
		return a
	}
	return wideMinimum(a, b, ft)
}

func foldWideBin(op *ir.Operation, c []ir.Attribute) ir.Attribute {
	rt := op.Result(0).Type()
	ft := elemFloat(rt)
	f := wideBinOps[op.Name()]
	if ft == nil || f == nil {
		return nil
	}
	return foldWideFloat(c, rt, func(xs []ir.Wide) (ir.Wide, bool) { return f(xs[0], xs[1], ft), true })
}

// wideCmp applies a cmpf predicate to two values.
func wideCmp(pred string, a, b ir.Wide) bool {
	c := ir.WideCmp(a, b)
	uno := c == 2
	switch pred {
	case "false", "true":
		return pred == "true"
	case "ord", "uno":
		return uno == (pred == "uno")
	}
	var r bool
	switch pred[1:] {
	case "eq":
		r = c == 0
	case "gt":
		r = c == 1
	case "ge":
		r = c == 0 || c == 1
	case "lt":
		r = c == -1
	case "le":
		r = c == 0 || c == -1
	case "ne":
		r = c == 1 || c == -1
	}
	if pred[0] == 'u' {
		return uno || r
	}
	return !uno && r
}

// wideFPToI is fptosi/fptoui: truncation toward zero, refused out of range.
func wideFPToI(x ir.Wide, w int, signed bool) (ap, bool) {
	t, ok := ir.WideToInt(x)
	if !ok {
		return ap{}, false
	}
	lo, hi := big.NewInt(0), new(big.Int).Lsh(big.NewInt(1), uint(w))
	if signed {
		hi.Rsh(hi, 1)
		lo.Neg(hi)
	}
	if t.Cmp(lo) < 0 || t.Cmp(hi) >= 0 {
		return ap{}, false
	}
	return apBig(w, t), true
}

// foldWideFromInt is sitofp/uitofp to f80/f128 (zero is +0).
func foldWideFromInt(c ir.Attribute, rt ir.Type, signed bool) ir.Attribute {
	if c == nil || poisonOperand(c) != nil {
		return c
	}
	ft := elemFloat(rt)
	e, ok := elemsOf(c)
	if !ok || e.isF {
		return nil
	}
	if _, shaped := rt.(ir.ShapedType); shaped == (e.kind == kScalar) {
		return nil
	}
	out := make([]ir.Wide, len(e.vals))
	for i, v := range e.vals {
		x := v.i.ubig()
		if signed {
			x = v.i.sbig()
		}
		out[i] = ir.WideFromInt(x, ft)
	}
	return buildWide(rt, out)
}

// foldWideBitcast is bitcast between f80 and i80 or f128 and i128: the bits APFloat
// gives for the value (its re-encoding of f80's odd patterns), or the value the bits
// spell.
func foldWideBitcast(c ir.Attribute, rt ir.Type) ir.Attribute {
	ta, ok := c.(ir.TypedAttr)
	if !ok || poisonOperand(c) != nil {
		return poisonOperand(c)
	}
	in := elemFloat(ta.AttrType())
	out := ir.ElementTypeOrSelf(rt)
	var bits []*big.Int
	var kind elKind
	if in != nil {
		e, ok := wideElemsOf(c)
		if !ok {
			return nil
		}
		kind = e.kind
		for _, v := range e.vals {
			bits = append(bits, v.Bits(in))
		}
	} else {
		e, ok := elemsOf(c)
		if !ok || e.isF {
			return nil
		}
		kind = e.kind
		for _, v := range e.vals {
			bits = append(bits, v.i.ubig())
		}
	}
	if _, shaped := rt.(ir.ShapedType); shaped == (kind == kScalar) {
		return nil
	}
	if ft, ok := out.(*ir.FloatType); ok {
		if !ir.IsWide(ft) {
			return nil
		}
		ws := make([]ir.Wide, len(bits))
		for i, b := range bits {
			ws[i] = ir.DecodeWide(b, ft)
		}
		return buildWide(rt, ws)
	}
	els := make([]el, len(bits))
	for i, b := range bits {
		els[i] = el{i: apBig(typeWidth(out), b)}
	}
	return buildAttr(rt, els)
}

// foldWideCmpF is cmpf on f80/f128 scalars; a NaN operand decides the result alone.
func foldWideCmpF(op *ir.Operation, l, r *ir.FloatAttr) []fr {
	isNaN := func(a *ir.FloatAttr) bool { return a != nil && a.WideValue().Class == ir.WideNaN }
	if isNaN(l) {
		r = l
	}
	if isNaN(r) {
		l = r
	}
	p := predicateOf(op)
	if l == nil || r == nil || p < 0 || p >= len(CmpFPredicates) {
		return nil
	}
	return attrRes(ir.BoolAttr(wideCmp(CmpFPredicates[p], l.WideValue(), r.WideValue())))
}

// selectWide picks f80/f128 elements of l or r by the condition's elements.
func selectWide(cond elems, l, r *ir.DenseElementsAttr, n int) ir.Attribute {
	le, ok1 := wideElemsOf(l)
	re, ok2 := wideElemsOf(r)
	if !ok1 || !ok2 {
		return nil
	}
	out := make([]ir.Wide, n)
	for i := range out {
		if cond.at(i).i.isZero() {
			out[i] = re.at(i)
		} else {
			out[i] = le.at(i)
		}
	}
	return buildWide(l.Type, out)
}
