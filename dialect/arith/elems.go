package arith

import (
	"math"

	"github.com/ascend-toolchain/asc/dialect/ub"
	"github.com/ascend-toolchain/asc/ir"
)

// Constant operands come as scalar attributes, splat dense elements or non-splat dense
// elements; the folders see them as lists of elements, as MLIR's constFold helpers do.

type elKind int

const (
	kScalar elKind = iota
	kSplat
	kDense
)

// el is one element: an integer or a float of the attribute's element type.
type el struct {
	i ap
	f float64
}

type elems struct {
	kind elKind
	typ  ir.Type // attribute type
	isF  bool
	vals []el
}

// elemsOf reads an integer or float constant attribute.
func elemsOf(a ir.Attribute) (elems, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return elems{kind: kScalar, typ: a.Type, vals: []el{{i: apOfAttr(a)}}}, true
	case *ir.FloatAttr:
		return elems{kind: kScalar, typ: a.Type, isF: true, vals: []el{{f: a.Value}}}, true
	case *ir.DenseElementsAttr:
		et := a.Type.ElementType()
		k := kDense
		if a.Splat {
			k = kSplat
		}
		e := elems{kind: k, typ: a.Type}
		switch et.(type) {
		case *ir.IntegerType, *ir.IndexType:
			w := typeWidth(et)
			e.vals = make([]el, len(a.Ints))
			for i := range a.Ints {
				if v, b := a.IntElem(i); b != nil {
					e.vals[i].i = apBig(w, b)
				} else {
					e.vals[i].i = apS(w, v)
				}
			}
		case *ir.FloatType:
			e.isF = true
			e.vals = make([]el, len(a.Floats))
			for i, v := range a.Floats {
				e.vals[i].f = v
			}
		default:
			return e, false
		}
		if len(e.vals) == 0 && (k == kSplat || ir.NumElements(a.Type.Shape()) != 0) {
			return e, false
		}
		return e, true
	}
	return elems{}, false
}

// at returns element i: a splat stores one value for all of them.
func (e elems) at(i int) el {
	if e.kind == kDense {
		return e.vals[i]
	}
	return e.vals[0]
}

// buildAttr makes an attribute of type t from elements (integers or floats according to t's
// element type); shaped types get dense elements, a splat when all are equal.
func buildAttr(t ir.Type, vals []el) ir.Attribute {
	et := ir.ElementTypeOrSelf(t)
	ft, isF := et.(*ir.FloatType)
	st, shaped := t.(ir.ShapedType)
	if !shaped {
		if isF {
			return &ir.FloatAttr{Type: t, Value: ir.RoundToType(vals[0].f, ft)}
		}
		return vals[0].i.attr(t)
	}
	if !st.Ranked() {
		return nil
	}
	// A dynamic shape would give an attribute mlir-opt prints but cannot read back.
	n := ir.NumElements(st.Shape())
	if n < 0 || dynamic(st.Shape()) || (len(vals) != 1 && int64(len(vals)) != n) {
		return nil
	}
	d := &ir.DenseElementsAttr{Type: st}
	if len(vals) == 0 {
		return d // the elements of an empty type: `dense<>`, not a splat
	}
	same := true
	for i := 1; i < len(vals) && same; i++ {
		if isF {
			same = math.Float64bits(ir.RoundToType(vals[i].f, ft)) == math.Float64bits(ir.RoundToType(vals[0].f, ft))
		} else {
			same = vals[i].i.eq(vals[0].i)
		}
	}
	if same {
		vals = vals[:1]
		d.Splat = true
	}
	for _, v := range vals {
		if isF {
			d.Floats = append(d.Floats, ir.RoundToType(v.f, ft))
		} else {
			ia := v.i.attr(et) // the exact value of elements wider than 64 bits
			d.AppendInt(ia.Value, ia.Big)
		}
	}
	return d
}

// splatOf builds an attribute of type t holding v everywhere.
func splatOf(t ir.Type, v el) ir.Attribute { return buildAttr(t, []el{v}) }

// foldBinary is constFoldBinaryOp: both scalars, both splats, or both element lists of the
// same type; rt is the result type (the lhs attribute's type when nil). f may fail.
func foldBinary(c []ir.Attribute, rt ir.Type, isF bool, f func(a, b el) (el, bool)) ir.Attribute {
	if c[0] == nil || c[1] == nil {
		return nil
	}
	l, ok1 := elemsOf(c[0])
	r, ok2 := elemsOf(c[1])
	if !ok1 || !ok2 || l.isF != isF || r.isF != isF || !ir.TypeEqual(l.typ, r.typ) {
		return nil
	}
	if (l.kind == kScalar) != (r.kind == kScalar) {
		return nil
	}
	if rt == nil {
		rt = l.typ
	}
	if l.kind != kDense && r.kind != kDense {
		v, ok := f(l.vals[0], r.vals[0])
		if !ok {
			return nil
		}
		return splatOf(rt, v)
	}
	// Element by element over the type's elements: none for an empty type, even when one
	// side is a splat (which then stores a value for no element).
	n := int(ir.NumElements(rt.(ir.ShapedType).Shape()))
	out := make([]el, n)
	for i := 0; i < n; i++ {
		v, ok := f(l.at(i), r.at(i))
		if !ok {
			return nil
		}
		out[i] = v
	}
	return buildAttr(rt, out)
}

// foldUnary is constFoldUnaryOp / constFoldCastOp: f maps an element of the operand to one
// of the result type rt. A poison operand gives poison, as both do in LLVM 19.
func foldUnary(c ir.Attribute, rt ir.Type, isF bool, f func(a el) (el, bool)) ir.Attribute {
	if c == nil {
		return nil
	}
	if ub.IsPoison(c) {
		return c
	}
	e, ok := elemsOf(c)
	if !ok || e.isF != isF {
		return nil
	}
	out := make([]el, len(e.vals))
	for i, v := range e.vals {
		r, ok := f(v)
		if !ok {
			return nil
		}
		out[i] = r
	}
	if e.kind == kScalar {
		if _, shaped := rt.(ir.ShapedType); shaped {
			return nil
		}
	}
	return buildAttr(rt, out)
}

// poisonOperand returns the first of the operand constants that is #ub.poison.
func poisonOperand(c ...ir.Attribute) ir.Attribute {
	for _, a := range c {
		if ub.IsPoison(a) {
			return a
		}
	}
	return nil
}

// Attribute matchers (m_Zero, m_One, m_ConstantInt... on scalars and splats).

func intSplat(a ir.Attribute) (ap, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return apOfAttr(a), true
	case *ir.DenseElementsAttr:
		if e, ok := elemsOf(a); ok && e.kind == kSplat && !e.isF {
			return e.vals[0].i, true
		}
	}
	return ap{}, false
}

func floatSplat(a ir.Attribute) (float64, bool) {
	switch a := a.(type) {
	case *ir.FloatAttr:
		return a.Value, true
	case *ir.DenseElementsAttr:
		if e, ok := elemsOf(a); ok && e.kind == kSplat && e.isF {
			return e.vals[0].f, true
		}
	}
	return 0, false
}

func isZero(a ir.Attribute) bool {
	v, ok := intSplat(a)
	return ok && v.isZero()
}

func isOne(a ir.Attribute) bool {
	v, ok := intSplat(a)
	return ok && v.isOne()
}

func isAllOnes(a ir.Attribute) bool {
	v, ok := intSplat(a)
	return ok && v.isAllOnes()
}

func isFloat(a ir.Attribute, want float64) bool {
	v, ok := floatSplat(a)
	return ok && v == want && math.Signbit(v) == math.Signbit(want)
}

// zeroAttr is Builder::getZeroAttr for integer, index, float and static shaped types.
func zeroAttr(t ir.Type) ir.Attribute {
	return splatOf(t, el{i: apU(typeWidth(t), 0)})
}

// boolAttr is an i1 constant of type t (scalar or shaped).
func boolAttr(t ir.Type, b bool) ir.Attribute {
	v := uint64(0)
	if b {
		v = 1
	}
	return splatOf(t, el{i: apU(1, v)})
}

func dynamic(shape []int64) bool {
	for _, d := range shape {
		if d < 0 {
			return true
		}
	}
	return false
}
