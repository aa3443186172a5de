package arith

import (
	"github.com/ascend-toolchain/asc/dialect/ub"
	"github.com/ascend-toolchain/asc/ir"
)

func cmpInt(pred string, a, b ap) bool {
	switch pred {
	case "eq":
		return a.eq(b)
	case "ne":
		return !a.eq(b)
	case "slt":
		return a.slt(b)
	case "sle":
		return !b.slt(a)
	case "sgt":
		return b.slt(a)
	case "sge":
		return !a.slt(b)
	case "ult":
		return a.ult(b)
	case "ule":
		return !b.ult(a)
	case "ugt":
		return b.ult(a)
	}
	return !a.ult(b) // uge
}

// swappedPredicate is the predicate of cmpi(b, a) equivalent to cmpi(a, b).
var swappedPredicate = map[string]string{"slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle",
	"ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule", "eq": "eq", "ne": "ne"}

func predAttr(name string, preds []string) *ir.IntegerAttr {
	for i, p := range preds {
		if p == name {
			return &ir.IntegerAttr{Type: ir.I64, Value: int64(i)}
		}
	}
	return nil
}

func isI1(t ir.Type) bool { return ir.IsSignlessInt(ir.ElementTypeOrSelf(t), 1) }

func foldCmpI(op *ir.Operation, c []ir.Attribute) []fr {
	p := predicateOf(op)
	if p < 0 || p >= len(CmpIPredicates) {
		return nil
	}
	pred := CmpIPredicates[p]
	t := op.Result(0).Type()
	x := op.Operand(0)
	if x == op.Operand(1) {
		switch pred {
		case "eq", "sle", "sge", "ule", "uge":
			return attrRes(boolAttr(t, true))
		}
		return attrRes(boolAttr(t, false))
	}
	if isZero(c[1]) {
		for _, ext := range []string{OpExtsi, OpExtui} {
			if e := defOf(x, ext); e != nil && pred == "ne" && isI1(e.Operand(0).Type()) {
				return same(e.Operand(0))
			}
		}
	}
	if c[0] != nil && c[1] == nil {
		// Constants go to the right.
		op.SetAttr("predicate", predAttr(swappedPredicate[pred], CmpIPredicates))
		l, r := op.Operand(0), op.Operand(1)
		op.SetOperand(0, r)
		op.SetOperand(1, l)
		return same(op.Result(0))
	}
	ta, ok := c[0].(ir.TypedAttr)
	if !ok {
		return nil
	}
	return attrRes(foldBinary(c, boolLike(ta.AttrType()), false, func(a, b el) (el, bool) {
		v := uint64(0)
		if cmpInt(pred, a.i, b.i) {
			v = 1
		}
		return el{i: apU(1, v)}, true
	}))
}

func foldSelect(op *ir.Operation, c []ir.Attribute) []fr {
	cond, tv, fv := op.Operand(0), op.Operand(1), op.Operand(2)
	if tv == fv {
		return same(tv)
	}
	if isOne(c[0]) {
		return same(tv)
	}
	if isZero(c[0]) {
		return same(fv)
	}
	// A poison arm may be taken to be the other one (after a constant condition picked).
	if ub.IsPoison(c[1]) {
		return same(fv)
	}
	if ub.IsPoison(c[2]) {
		return same(tv)
	}
	if ir.IsSignlessInt(op.Result(0).Type(), 1) && isOne(c[1]) && isZero(c[2]) {
		return same(cond)
	}
	if cmp := defOf(cond, OpCmpi); cmp != nil {
		if p := predicateOf(cmp); p == 0 || p == 1 {
			l, r := cmp.Operand(0), cmp.Operand(1)
			if (l == tv && r == fv) || (r == tv && l == fv) {
				if p == 1 {
					return same(tv)
				}
				return same(fv)
			}
		}
	}
	cd, ok1 := c[0].(*ir.DenseElementsAttr)
	ld, ok2 := c[1].(*ir.DenseElementsAttr)
	rd, ok3 := c[2].(*ir.DenseElementsAttr)
	if ok1 && ok2 && ok3 {
		ce, o1 := elemsOf(cd)
		le, o2 := elemsOf(ld)
		re, o3 := elemsOf(rd)
		if !o1 || !o2 || !o3 {
			return nil
		}
		// One result per element of the type: none for an empty one, whatever splats.
		n := int(ir.NumElements(ld.Type.Shape()))
		if ir.IsWide(elemFloat(ld.Type)) {
			return attrRes(selectWide(ce, ld, rd, n))
		}
		out := make([]el, n)
		for i := range out {
			if ce.at(i).i.isZero() {
				out[i] = re.at(i)
			} else {
				out[i] = le.at(i)
			}
		}
		return attrRes(buildAttr(ld.Type, out))
	}
	return nil
}

// The extended ops leave a poison operand alone (intBinValues): mlir-opt 19 crashes
// folding them on one, so there is no behaviour to follow, and poison is no constant.
func foldAddUIExtended(op *ir.Operation, c []ir.Attribute) []fr {
	ot := op.Result(1).Type()
	if isZero(constOf(op.Operand(1))) {
		z := zeroAttr(ot)
		if z == nil {
			return nil
		}
		return []fr{{Value: op.Operand(0)}, {Attr: z}}
	}
	sum := intBinValues(c, total(ap.add))
	if sum == nil {
		return nil
	}
	ta := sum.(ir.TypedAttr)
	ovf := foldBinary([]ir.Attribute{sum, c[0]}, boolLike(ta.AttrType()), false, func(s, a el) (el, bool) {
		if s.i.ult(a.i) {
			return el{i: apU(1, 1)}, true
		}
		return el{i: apU(1, 0)}, true
	})
	if ovf == nil {
		return nil
	}
	return []fr{{Attr: sum}, {Attr: ovf}}
}

func foldMulSIExtended(op *ir.Operation, c []ir.Attribute) []fr {
	if isZero(c[1]) {
		return []fr{{Attr: c[1]}, {Attr: c[1]}}
	}
	lo := intBinValues(c, total(ap.mul))
	if lo == nil {
		return nil
	}
	return []fr{{Attr: lo}, {Attr: intBinValues(c, total(ap.mulhs))}}
}

func foldMulUIExtended(op *ir.Operation, c []ir.Attribute) []fr {
	if isZero(c[1]) {
		return []fr{{Attr: c[1]}, {Attr: c[1]}}
	}
	if isOne(c[1]) {
		z := zeroAttr(op.Operand(0).Type())
		if z == nil {
			return nil
		}
		return []fr{{Value: op.Operand(0)}, {Attr: z}}
	}
	lo := intBinValues(c, total(ap.mul))
	if lo == nil {
		return nil
	}
	return []fr{{Attr: lo}, {Attr: intBinValues(c, total(ap.mulhu))}}
}
