package arith

import (
	"github.com/ascend-toolchain/asc/ir"
)

// Folders follow LLVM 19's arith folders: the same identities in the same order, integer
// arithmetic wrapping at the type's width (ap), floats in IEEE semantics of their type.
// A folder returns nil when it does not fold, the op's own result after an in-place update.

type fr = ir.FoldResult

func same(v *ir.Value) []fr { return []fr{{Value: v}} }

func attrRes(a ir.Attribute) []fr {
	if a == nil {
		return nil
	}
	return []fr{{Attr: a}}
}

// defOf returns v's defining op when it is named name.
func defOf(v *ir.Value, name string) *ir.Operation {
	d := v.DefiningOp()
	if d == nil || d.Name() != name {
		return nil
	}
	return d
}

func constOf(v *ir.Value) ir.Attribute { return ir.ConstantValue(v) }

// intBin folds two integer constants with f (which may refuse, e.g. division by zero). A
// poison operand makes the result poison whatever the other operand, as LLVM 19's
// constFoldBinaryOp does before it looks at the values.
func intBin(c []ir.Attribute, f func(a, b ap) (ap, bool)) ir.Attribute {
	if p := poisonOperand(c...); p != nil {
		return p
	}
	return intBinValues(c, f)
}

// intBinValues is intBin without poison propagation: LLVM 19's shift folders only accept
// a result their calculation saw in bounds, so a poison operand leaves them unfolded.
func intBinValues(c []ir.Attribute, f func(a, b ap) (ap, bool)) ir.Attribute {
	return foldBinary(c, nil, false, func(a, b el) (el, bool) {
		r, ok := f(a.i, b.i)
		return el{i: r}, ok
	})
}

func total(f func(a, b ap) ap) func(a, b ap) (ap, bool) {
	return func(a, b ap) (ap, bool) { return f(a, b), true }
}

func foldAddI(op *ir.Operation, c []ir.Attribute) []fr {
	if isZero(c[1]) {
		return same(op.Operand(0))
	}
	if sub := defOf(op.Operand(0), OpSubi); sub != nil && op.Operand(1) == sub.Operand(1) {
		return same(sub.Operand(0))
	}
	if sub := defOf(op.Operand(1), OpSubi); sub != nil && op.Operand(0) == sub.Operand(1) {
		return same(sub.Operand(0))
	}
	return attrRes(intBin(c, total(ap.add)))
}

func foldSubI(op *ir.Operation, c []ir.Attribute) []fr {
	t := op.Result(0).Type()
	if op.Operand(0) == op.Operand(1) {
		return attrRes(zeroAttr(t))
	}
	if isZero(c[1]) {
		return same(op.Operand(0))
	}
	if add := defOf(op.Operand(0), OpAddi); add != nil {
		if op.Operand(1) == add.Operand(1) {
			return same(add.Operand(0))
		}
		if op.Operand(1) == add.Operand(0) {
			return same(add.Operand(1))
		}
	}
	return attrRes(intBin(c, total(ap.sub)))
}

func foldMulI(op *ir.Operation, c []ir.Attribute) []fr {
	if isZero(c[1]) {
		return same(op.Operand(1))
	}
	if isOne(c[1]) {
		return same(op.Operand(0))
	}
	return attrRes(intBin(c, total(ap.mul)))
}

func foldDivUI(op *ir.Operation, c []ir.Attribute) []fr {
	if isOne(c[1]) {
		return same(op.Operand(0))
	}
	return attrRes(intBin(c, nonZero(ap.udiv)))
}

func foldDivSI(op *ir.Operation, c []ir.Attribute) []fr {
	if isOne(c[1]) {
		return same(op.Operand(0))
	}
	return attrRes(intBin(c, func(a, b ap) (ap, bool) {
		if b.isZero() || (a.isMinSigned() && b.isAllOnes()) {
			return a, false
		}
		return a.sdiv(b), true
	}))
}

func foldCeilDivUI(op *ir.Operation, c []ir.Attribute) []fr {
	if isOne(c[1]) {
		return same(op.Operand(0))
	}
	return attrRes(intBin(c, func(a, b ap) (ap, bool) {
		if b.isZero() {
			return a, false
		}
		q := a.udiv(b)
		if a.urem(b).isZero() {
			return q, true
		}
		r := q.add(apU(a.w, 1))
		return r, !r.isZero() // unsigned overflow
	}))
}

func foldCeilDivSI(op *ir.Operation, c []ir.Attribute) []fr {
	if isOne(c[1]) {
		return same(op.Operand(0))
	}
	return attrRes(intBin(c, func(a, b ap) (ap, bool) {
		if b.isZero() {
			return a, false
		}
		if a.isZero() {
			return a, true
		}
		// Negating the minimum value overflows on every path that needs it.
		aPos, bPos := !a.isNeg(), !b.isNeg()
		if !(aPos && bPos) && (a.isMinSigned() && !aPos || b.isMinSigned() && !bPos) {
			return a, false
		}
		q := a.sdiv(b)
		if !a.srem(b).isZero() && aPos == bPos {
			q = q.add(apU(a.w, 1))
		}
		return q, true
	}))
}

// foldFloorDivSI refuses a division by zero or an overflowing one, but, as LLVM 19's
// folder, only when the last element computed is one: its flag is set per element, so a
// dense fold with such an element before a good last one folds it (to the dividend for a
// zero divisor, to the wrapped quotient for an overflow), both undefined behaviour.
func foldFloorDivSI(op *ir.Operation, c []ir.Attribute) []fr {
	if isOne(c[1]) {
		return same(op.Operand(0))
	}
	bad := false
	r := intBin(c, func(a, b ap) (ap, bool) {
		if b.isZero() {
			bad = true
			return a, true
		}
		bad = a.isMinSigned() && b.isAllOnes()
		q := a.sdiv(b)
		if !a.srem(b).isZero() && a.isNeg() != b.isNeg() {
			q = q.sub(apU(a.w, 1))
		}
		return q, true
	})
	if bad {
		return nil
	}
	return attrRes(r)
}

func foldRemUI(op *ir.Operation, c []ir.Attribute) []fr {
	if isOne(c[1]) {
		return attrRes(zeroAttr(op.Result(0).Type()))
	}
	return attrRes(intBin(c, nonZero(ap.urem)))
}

func foldRemSI(op *ir.Operation, c []ir.Attribute) []fr {
	if isOne(c[1]) {
		return attrRes(zeroAttr(op.Result(0).Type()))
	}
	return attrRes(intBin(c, nonZero(ap.srem)))
}

// isNotOf reports whether v is xori(x, all-ones).
func isNotOf(v, x *ir.Value) bool {
	xo := defOf(v, OpXori)
	return xo != nil && xo.Operand(0) == x && isAllOnes(constOf(xo.Operand(1)))
}

func foldAndI(op *ir.Operation, c []ir.Attribute) []fr {
	t := op.Result(0).Type()
	if isZero(c[1]) {
		return same(op.Operand(1))
	}
	if v, ok := intSplat(c[1]); ok && v.isAllOnes() {
		return same(op.Operand(0))
	}
	if isNotOf(op.Operand(1), op.Operand(0)) || isNotOf(op.Operand(0), op.Operand(1)) {
		return attrRes(zeroAttr(t))
	}
	for _, rev := range []bool{false, true} {
		prevV, other := op.Operand(0), op.Operand(1)
		if rev {
			prevV, other = other, prevV
		}
		if prev := defOf(prevV, OpAndi); prev != nil && (other == prev.Operand(0) || other == prev.Operand(1)) {
			return same(prev.Result(0))
		}
	}
	return attrRes(intBin(c, total(ap.and)))
}

func foldOrI(op *ir.Operation, c []ir.Attribute) []fr {
	if v, ok := intSplat(c[1]); ok {
		if v.isZero() {
			return same(op.Operand(0))
		}
		if v.isAllOnes() {
			return attrRes(c[1])
		}
	}
	if isNotOf(op.Operand(1), op.Operand(0)) {
		return same(op.Operand(1).DefiningOp().Operand(1))
	}
	if isNotOf(op.Operand(0), op.Operand(1)) {
		return same(op.Operand(0).DefiningOp().Operand(1))
	}
	return attrRes(intBin(c, total(ap.or)))
}

func foldXOrI(op *ir.Operation, c []ir.Attribute) []fr {
	if isZero(c[1]) {
		return same(op.Operand(0))
	}
	x, y := op.Operand(0), op.Operand(1)
	if x == y {
		return attrRes(zeroAttr(op.Result(0).Type()))
	}
	if prev := defOf(x, OpXori); prev != nil {
		if prev.Operand(1) == y {
			return same(prev.Operand(0))
		}
		if prev.Operand(0) == y {
			return same(prev.Operand(1))
		}
	}
	if prev := defOf(y, OpXori); prev != nil {
		if prev.Operand(1) == x {
			return same(prev.Operand(0))
		}
		if prev.Operand(0) == x {
			return same(prev.Operand(1))
		}
	}
	return attrRes(intBin(c, total(ap.xor)))
}

// foldMinMax: f(x, x) = x, absorbing and neutral constants, then constants.
func foldMinMax(op *ir.Operation, c []ir.Attribute) []fr {
	if op.Operand(0) == op.Operand(1) {
		return same(op.Operand(1))
	}
	var absorb, neutral func(ap) bool
	var f func(a, b ap) ap
	switch op.Name() {
	case OpMaxsi:
		absorb, neutral, f = ap.isMaxSigned, ap.isMinSigned, ap.smax
	case OpMaxui:
		absorb, neutral, f = ap.isAllOnes, ap.isZero, ap.umax
	case OpMinsi:
		absorb, neutral, f = ap.isMinSigned, ap.isMaxSigned, ap.smin
	default:
		absorb, neutral, f = ap.isZero, ap.isAllOnes, ap.umin
	}
	if v, ok := intSplat(c[1]); ok {
		if absorb(v) {
			return same(op.Operand(1))
		}
		if neutral(v) {
			return same(op.Operand(0))
		}
	}
	return attrRes(intBin(c, total(f)))
}

// foldShift folds shifts by less than the width. As in LLVM 19, only the shift amount of
// the last element computed decides (a dense fold with an out-of-range amount before an
// in-range last one still folds, the out-of-range elements shifted out to zero or sign
// bits); a shift by the width or more is poison, so any value for it is correct.
func foldShift(op *ir.Operation, c []ir.Attribute) []fr {
	if isZero(c[1]) {
		return same(op.Operand(0))
	}
	bounded := false
	r := intBinValues(c, func(a, b ap) (ap, bool) {
		bounded = b.w > 0 && b.ult(apU(b.w, uint64(b.w)))
		n := b.shamt()
		switch op.Name() {
		case OpShli:
			return a.shl(n), true
		case OpShrui:
			return a.lshr(n), true
		}
		return a.ashr(n), true
	})
	if !bounded {
		return nil
	}
	return attrRes(r)
}

// attachFolders installs the folders on the dialect's ops.
func attachFolders(d *ir.Dialect) {
	folders := map[string]func(*ir.Operation, []ir.Attribute) []fr{
		OpAddi: foldAddI, OpSubi: foldSubI, OpMuli: foldMulI,
		OpDivui: foldDivUI, OpDivsi: foldDivSI, OpCeildivui: foldCeilDivUI,
		OpCeildivsi: foldCeilDivSI, OpFloordivsi: foldFloorDivSI,
		OpRemui: foldRemUI, OpRemsi: foldRemSI,
		OpAndi: foldAndI, OpOri: foldOrI, OpXori: foldXOrI,
		OpMaxsi: foldMinMax, OpMaxui: foldMinMax, OpMinsi: foldMinMax, OpMinui: foldMinMax,
		OpShli: foldShift, OpShrui: foldShift, OpShrsi: foldShift,
		OpAdduiExtended: foldAddUIExtended, OpMulsiExtended: foldMulSIExtended,
		OpMuluiExtended: foldMulUIExtended,
		OpAddf:          foldFloatBin, OpSubf: foldFloatBin, OpMulf: foldFloatBin,
		OpDivf: foldFloatBin, OpRemf: foldFloatBin, OpMaximumf: foldFloatBin,
		OpMinimumf: foldFloatBin, OpMaxnumf: foldFloatBin, OpMinnumf: foldFloatBin,
		OpNegf: foldNegF, OpCmpi: foldCmpI, OpCmpf: foldCmpF, OpSelect: foldSelect,
		OpExtui: foldExtUI, OpExtsi: foldExtSI, OpTrunci: foldTruncI,
		OpExtf: foldExtF, OpTruncf: foldTruncF, OpIndexCast: foldIndexCast,
		OpIndexCastui: foldIndexCast, OpBitcast: foldBitcast,
		OpFptosi: foldFPToI, OpFptoui: foldFPToI, OpSitofp: foldIToFP, OpUitofp: foldIToFP,
	}
	casts := map[string]bool{OpExtui: true, OpExtsi: true, OpTrunci: true, OpExtf: true,
		OpTruncf: true, OpIndexCast: true, OpIndexCastui: true, OpBitcast: true,
		OpFptosi: true, OpFptoui: true, OpSitofp: true, OpUitofp: true}
	for _, info := range d.Ops {
		f := folders[info.Name]
		if f == nil {
			continue
		}
		if casts[info.Name] {
			info.Fold = withIdentityCast(f)
		} else {
			info.Fold = f
		}
		switch info.Name {
		case OpAndi, OpOri:
			info.Traits |= ir.TraitIdempotent
		}
	}
}

// withIdentityCast adds CastOpInterface's fold: a cast between equal types is its operand.
func withIdentityCast(f func(*ir.Operation, []ir.Attribute) []fr) func(*ir.Operation, []ir.Attribute) []fr {
	return func(op *ir.Operation, c []ir.Attribute) []fr {
		r := f(op, c)
		if (r == nil || r[0].Value == op.Result(0)) && ir.TypeEqual(op.Operand(0).Type(), op.Result(0).Type()) {
			return same(op.Operand(0))
		}
		return r
	}
}

// nonZero refuses division by zero.
func nonZero(f func(a, b ap) ap) func(a, b ap) (ap, bool) {
	return func(a, b ap) (ap, bool) {
		if b.isZero() {
			return a, false
		}
		return f(a, b), true
	}
}
