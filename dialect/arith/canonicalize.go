package arith

import (
	"github.com/ascend-toolchain/asc/ir"
)

// Canonicalization patterns of LLVM 19's arith dialect. Patterns that MLIR declares in
// TableGen (DRR) get its benefit (the number of ops they match) and create their ops
// innermost first, right before the root, as the generated code does.

type rw = ir.Rewriter

// build creates an arith op before the insertion point, filling the default properties.
func build(r *rw, loc ir.Location, name string, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	has := func(n string) bool {
		for _, a := range attrs {
			if a.Name == n {
				return true
			}
		}
		return false
	}
	switch name {
	case OpAddi, OpSubi, OpMuli, OpShli:
		if !has("overflowFlags") {
			attrs = append(attrs, ir.NamedAttr{Name: "overflowFlags", Value: OverflowNone})
		}
	case OpAddf, OpSubf, OpMulf, OpDivf, OpRemf, OpNegf, OpCmpf,
		OpMaximumf, OpMinimumf, OpMaxnumf, OpMinnumf:
		if !has("fastmath") {
			attrs = append(attrs, ir.NamedAttr{Name: "fastmath", Value: FastMathNone})
		}
	}
	var types []ir.Type
	if t != nil {
		types = []ir.Type{t}
	}
	return r.Create(loc, name, operands, types, attrs...)
}

func constant(r *rw, loc ir.Location, a ir.Attribute) *ir.Value {
	t := a.(ir.TypedAttr).AttrType()
	return r.Create(loc, OpConstant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: a}).Result(0)
}

func replace(r *rw, op *ir.Operation, vals ...*ir.Value) bool {
	r.ReplaceOp(op, vals)
	return true
}

// intAttrOf matches a value defined by a scalar integer constant (DRR's APIntAttr).
func intAttrOf(v *ir.Value) (ap, bool) {
	// A constant op of another dialect may hold a value of another type than its result
	// (test.constant's value is any attribute): no rewrite computes with it.
	ia, ok := constOf(v).(*ir.IntegerAttr)
	if !ok || !ir.TypeEqual(ia.Type, v.Type()) {
		return ap{}, false
	}
	return apOfAttr(ia), true
}

func ovf(op *ir.Operation) *FlagsAttr {
	if f, ok := op.Attr("overflowFlags").(*FlagsAttr); ok {
		return f
	}
	return OverflowNone
}

// mergeOvf keeps the overflow flags both ops have.
func mergeOvf(a, b *ir.Operation) ir.NamedAttr {
	return ir.NamedAttr{Name: "overflowFlags", Value: &FlagsAttr{Kind: overflowKind, Value: ovf(a).Value & ovf(b).Value}}
}

// drrLoc is the location of the ops a DRR pattern creates (constants included), as
// mlir-tblgen's generated rewriters give it. The matcher records the ops it matched
// in this order: the root, then each operand in turn: a nested op after the ops
// matched inside it, a constant matcher (ConstantLikeMatcher, a native call, not an
// op node) its defining op as soon as it is met. The rewriter fuses the locations of
// the first `nodes` records, where nodes counts the op nodes of the source pattern;
// so with constant matchers it takes some constants' locations and leaves out nested
// ops (addi(addi(x, c0), c1) fuses the root's and c0's, not the inner addi's). The
// fusion drops unknown and repeated locations and flattens fused ones (FusedLoc::get).
func drrLoc(nodes int, recorded ...*ir.Operation) ir.Location {
	locs := make([]ir.Location, nodes)
	for i, op := range recorded[:nodes] {
		locs[i] = op.Loc()
	}
	return ir.NewFusedLoc(locs, nil)
}

func pat(root string, benefit int, f func(op *ir.Operation, r *rw) bool) ir.Pattern {
	return &ir.PatternFunc{Name: root, RootOp: root, Weight: benefit, Rewrite: f}
}

// reassoc matches root(inner(a0, a1), c1) or, with constLHS, root(c1, inner(a0, a1)), where
// the inner op has a scalar constant at position ci; f gets the non-constant inner operand.
func reassoc(root, inner string, constLHS bool, ci int, f func(loc ir.Location, op, in *ir.Operation, r *rw, x *ir.Value, c0, c1 ap) bool) ir.Pattern {
	return pat(root, 2, func(op *ir.Operation, r *rw) bool {
		innerV, cV := op.Operand(0), op.Operand(1)
		if constLHS {
			innerV, cV = cV, innerV
		}
		in := defOf(innerV, inner)
		if in == nil {
			return false
		}
		c0, ok := intAttrOf(in.Operand(ci))
		if !ok {
			return false
		}
		c1, ok := intAttrOf(cV)
		if !ok {
			return false
		}
		c0Def, c1Def := in.Operand(ci).DefiningOp(), cV.DefiningOp()
		loc := drrLoc(2, op, c0Def, in, c1Def)
		if constLHS {
			loc = drrLoc(2, op, c1Def, c0Def, in)
		}
		return f(loc, op, in, r, in.Operand(1-ci), c0, c1)
	})
}

func rebuild(name string, constFirst bool, val func(c0, c1 ap) ap) func(loc ir.Location, op, in *ir.Operation, r *rw, x *ir.Value, c0, c1 ap) bool {
	return func(loc ir.Location, op, in *ir.Operation, r *rw, x *ir.Value, c0, c1 ap) bool {
		t := op.Result(0).Type()
		c := constant(r, loc, val(c0, c1).attr(t))
		ops := []*ir.Value{x, c}
		if constFirst {
			ops = []*ir.Value{c, x}
		}
		return replace(r, op, build(r, loc, name, ops, t, mergeOvf(in, op)).Result(0))
	}
}

func sum(a, b ap) ap  { return a.add(b) }
func diff(a, b ap) ap { return a.sub(b) }
func rdiff(a, b ap) ap {
	return b.sub(a)
}
func prod(a, b ap) ap { return a.mul(b) }

// mulNegOne matches muli(y, -1) (scalar or splat) and returns y and the muli.
func mulNegOne(v *ir.Value) (*ir.Value, *ir.Operation) {
	m := defOf(v, OpMuli)
	if m == nil || !isAllOnes(constOf(m.Operand(1))) {
		return nil, nil
	}
	return m.Operand(0), m
}

// extPair matches op(ext(x), ext(y)) with x and y of one type.
func extPair(op *ir.Operation, ext string) (x, y *ir.Value) {
	a, b := defOf(op.Operand(0), ext), defOf(op.Operand(1), ext)
	if a == nil || b == nil || !ir.TypeEqual(a.Operand(0).Type(), b.Operand(0).Type()) {
		return nil, nil
	}
	return a.Operand(0), b.Operand(0)
}

// bitOfExt: op(ext(x), ext(y)) -> ext(op(x, y)).
func bitOfExt(root, ext string) ir.Pattern {
	return pat(root, 3, func(op *ir.Operation, r *rw) bool {
		x, y := extPair(op, ext)
		if x == nil {
			return false
		}
		loc := drrLoc(3, op, op.Operand(0).DefiningOp(), op.Operand(1).DefiningOp())
		in := build(r, loc, root, []*ir.Value{x, y}, x.Type())
		return replace(r, op, build(r, loc, ext, []*ir.Value{in.Result(0)}, op.Result(0).Type()).Result(0))
	})
}

// castOfCast: outer(inner(x)) -> outer(x) (or the given replacement cast).
func castOfCast(outer, inner, repl string) ir.Pattern {
	return pat(outer, 2, func(op *ir.Operation, r *rw) bool {
		in := defOf(op.Operand(0), inner)
		if in == nil {
			return false
		}
		return replace(r, op, build(r, drrLoc(2, op, in), repl, []*ir.Value{in.Operand(0)}, op.Result(0).Type()).Result(0))
	})
}

// castRoundTrip: cast(cast(x)) -> x when x already has the result type.
func castRoundTrip(name string) ir.Pattern {
	return pat(name, 2, func(op *ir.Operation, r *rw) bool {
		in := defOf(op.Operand(0), name)
		if in == nil || !ir.TypeEqual(in.Operand(0).Type(), op.Result(0).Type()) {
			return false
		}
		return replace(r, op, in.Operand(0))
	})
}

var invertedPredicate = map[string]string{"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt",
	"sle": "sgt", "sgt": "sle", "ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule"}

// attachPatterns adds the canonicalization patterns to their root ops. The families
// are listed in a fixed order because an op tries its patterns in the order attached.
func attachPatterns(d *ir.Dialect) {
	var pats []ir.Pattern
	for _, family := range [][]ir.Pattern{addSubMulPatterns(), extendedPatterns(), bitwisePatterns(),
		comparePatterns(), selectPatterns(), castPatterns(), {negPair(OpMulf), negPair(OpDivf)}} {
		pats = append(pats, family...)
	}
	for _, p := range pats {
		for _, info := range d.Ops {
			if info.Name == p.Root() {
				info.Canonicalize = append(info.Canonicalize, p)
			}
		}
	}
}

// addSubMulPatterns reassociates constants through addi/subi/muli chains and turns
// additions of negated products into subtractions.
func addSubMulPatterns() []ir.Pattern {
	return []ir.Pattern{
		reassoc(OpAddi, OpAddi, false, 1, rebuild(OpAddi, false, sum)),
		reassoc(OpAddi, OpSubi, false, 1, rebuild(OpAddi, false, rdiff)),
		reassoc(OpAddi, OpSubi, false, 0, rebuild(OpSubi, true, sum)),
		pat(OpAddi, 2, addNegRHS),
		pat(OpAddi, 2, addNegLHS),
		reassoc(OpSubi, OpAddi, false, 1, rebuild(OpAddi, false, diff)),
		reassoc(OpSubi, OpAddi, true, 1, rebuild(OpSubi, true, rdiff)),
		reassoc(OpSubi, OpSubi, false, 1, rebuild(OpSubi, false, sum)),
		reassoc(OpSubi, OpSubi, false, 0, rebuild(OpSubi, true, diff)),
		reassoc(OpSubi, OpSubi, true, 1, rebuild(OpSubi, true, sum)),
		reassoc(OpSubi, OpSubi, true, 0, rebuild(OpAddi, false, rdiff)),
		pat(OpSubi, 2, subOfSubLHS),
		reassoc(OpMuli, OpMuli, false, 1, rebuild(OpMuli, false, prod)),
	}
}

// addNegRHS: addi(x, muli(y, -1)) -> subi(x, y).
func addNegRHS(op *ir.Operation, r *rw) bool {
	y, m := mulNegOne(op.Operand(1))
	if y == nil {
		return false
	}
	loc := drrLoc(2, op, m.Operand(1).DefiningOp(), m)
	return replace(r, op, build(r, loc, OpSubi, []*ir.Value{op.Operand(0), y}, op.Result(0).Type()).Result(0))
}

// addNegLHS: addi(muli(x, -1), y) -> subi(y, x).
func addNegLHS(op *ir.Operation, r *rw) bool {
	x, m := mulNegOne(op.Operand(0))
	if x == nil {
		return false
	}
	loc := drrLoc(2, op, m.Operand(1).DefiningOp(), m)
	return replace(r, op, build(r, loc, OpSubi, []*ir.Value{op.Operand(1), x}, op.Result(0).Type()).Result(0))
}

// subOfSubLHS: subi(subi(a, b), a) -> subi(0, b).
func subOfSubLHS(op *ir.Operation, r *rw) bool {
	in := defOf(op.Operand(0), OpSubi)
	if in == nil || in.Operand(0) != op.Operand(1) {
		return false
	}
	y := in.Operand(1)
	z := zeroAttr(y.Type())
	if z == nil {
		return false
	}
	loc := drrLoc(2, op, in)
	c := constant(r, loc, z)
	return replace(r, op, build(r, loc, OpSubi, []*ir.Value{c, y}, op.Result(0).Type(), mergeOvf(in, op)).Result(0))
}

// extendedPatterns simplifies the two-result extended ops whose second result is unused
// or trivially known.
func extendedPatterns() []ir.Pattern {
	return []ir.Pattern{
		pat(OpAdduiExtended, 1, adduiExtendedNoOverflowUse),
		extendedToMul(OpMulsiExtended),
		pat(OpMulsiExtended, 1, mulsiExtendedByOne),
		extendedToMul(OpMuluiExtended),
	}
}

// adduiExtendedNoOverflowUse: addui_extended(x, y) -> [addi(x, y), x] when the overflow
// result is unused.
func adduiExtendedNoOverflowUse(op *ir.Operation, r *rw) bool {
	if op.Result(1).HasUses() {
		return false
	}
	a := build(r, op.Loc(), OpAddi, []*ir.Value{op.Operand(0), op.Operand(1)}, op.Result(0).Type())
	return replace(r, op, a.Result(0), op.Operand(0))
}

// mulsiExtendedByOne: mulsi_extended(x, 1) -> [x, extsi(cmpi slt(x, 0))]. Not on index
// (or vectors/tensors of it): extsi has no index form, and mlir-opt 19, which builds it
// anyway, then rejects its own output; the op is left as it is.
func mulsiExtendedByOne(op *ir.Operation, r *rw) bool {
	if v, ok := intSplat(constOf(op.Operand(1))); !ok || v.w > 64 || v.s() != 1 {
		return false
	}
	x := op.Operand(0)
	if _, isIndex := ir.ElementTypeOrSelf(x.Type()).(*ir.IndexType); isIndex {
		return false
	}
	z := zeroAttr(x.Type())
	if z == nil {
		return false
	}
	c := constant(r, op.Loc(), z)
	cmp := build(r, op.Loc(), OpCmpi, []*ir.Value{x, c}, boolLike(x.Type()),
		ir.NamedAttr{Name: "predicate", Value: predAttr("slt", CmpIPredicates)})
	ext := build(r, op.Loc(), OpExtsi, []*ir.Value{cmp.Result(0)}, x.Type())
	return replace(r, op, x, ext.Result(0))
}

// bitwisePatterns folds a negated comparison and moves xori/andi/ori inside a shared
// extension.
func bitwisePatterns() []ir.Pattern {
	return []ir.Pattern{
		pat(OpXori, 2, notOfCmpI),
		bitOfExt(OpXori, OpExtui),
		bitOfExt(OpXori, OpExtsi),
		bitOfExt(OpAndi, OpExtui),
		bitOfExt(OpAndi, OpExtsi),
		bitOfExt(OpOri, OpExtui),
		bitOfExt(OpOri, OpExtsi),
	}
}

// notOfCmpI: xori(cmpi p, true) -> cmpi !p.
func notOfCmpI(op *ir.Operation, r *rw) bool {
	cmp := defOf(op.Operand(0), OpCmpi)
	c, ok := constOf(op.Operand(1)).(*ir.IntegerAttr)
	if cmp == nil || !ok || !ir.IsSignlessInt(c.Type, 1) || c.Value == 0 {
		return false
	}
	p := predicateOf(cmp)
	if p < 0 || p >= len(CmpIPredicates) {
		return false
	}
	n := build(r, drrLoc(2, op, cmp, op.Operand(1).DefiningOp()), OpCmpi, []*ir.Value{cmp.Operand(0), cmp.Operand(1)}, cmp.Result(0).Type(),
		ir.NamedAttr{Name: "predicate", Value: predAttr(invertedPredicate[CmpIPredicates[p]], CmpIPredicates)})
	return replace(r, op, n.Result(0))
}

// comparePatterns compares the sources of extensions and int-to-float casts directly.
func comparePatterns() []ir.Pattern {
	return []ir.Pattern{
		cmpOfExt(OpExtsi),
		cmpOfExt(OpExtui),
		pat(OpCmpf, 1, cmpFIntToFPConst),
	}
}

// selectPatterns collapses nested selects on the same condition, negated conditions and
// selects of boolean constants.
func selectPatterns() []ir.Pattern {
	return []ir.Pattern{
		pat(OpSelect, 2, selectOfSelectFalse),
		pat(OpSelect, 2, selectOfSelectTrue),
		pat(OpSelect, 2, selectOfNot),
		pat(OpSelect, 1, selectFalseTrue),
		pat(OpSelect, 1, selectToExtUI),
	}
}

// selectOfSelectFalse: select(p, a, select(p, b, c)) -> select(p, a, c).
func selectOfSelectFalse(op *ir.Operation, r *rw) bool {
	in := defOf(op.Operand(2), OpSelect)
	// A select that uses itself (allowed in unreachable blocks) would be rebuilt forever.
	if in == nil || in == op || in.Operand(0) != op.Operand(0) {
		return false
	}
	return replace(r, op, build(r, drrLoc(2, op, in), OpSelect, []*ir.Value{op.Operand(0), op.Operand(1), in.Operand(2)}, op.Result(0).Type()).Result(0))
}

// selectOfSelectTrue: select(p, select(p, a, b), c) -> select(p, a, c).
func selectOfSelectTrue(op *ir.Operation, r *rw) bool {
	in := defOf(op.Operand(1), OpSelect)
	// A select that uses itself (allowed in unreachable blocks) would be rebuilt forever.
	if in == nil || in == op || in.Operand(0) != op.Operand(0) {
		return false
	}
	return replace(r, op, build(r, drrLoc(2, op, in), OpSelect, []*ir.Value{op.Operand(0), in.Operand(1), op.Operand(2)}, op.Result(0).Type()).Result(0))
}

// selectOfNot: select(not(p), a, b) -> select(p, b, a).
func selectOfNot(op *ir.Operation, r *rw) bool {
	x := defOf(op.Operand(0), OpXori)
	if x == nil {
		return false
	}
	if c, ok := intAttrOf(x.Operand(1)); !ok || !c.isAllOnes() {
		return false
	}
	loc := drrLoc(2, op, x.Operand(1).DefiningOp(), x)
	return replace(r, op, build(r, loc, OpSelect, []*ir.Value{x.Operand(0), op.Operand(2), op.Operand(1)}, op.Result(0).Type()).Result(0))
}

// selectFalseTrue: select(x, false, true) -> not x.
func selectFalseTrue(op *ir.Operation, r *rw) bool {
	if !ir.IsSignlessInt(op.Result(0).Type(), 1) || !isZero(constOf(op.Operand(1))) || !isOne(constOf(op.Operand(2))) {
		return false
	}
	c := constant(r, op.Loc(), apU(1, 1).attr(op.Operand(0).Type()))
	return replace(r, op, build(r, op.Loc(), OpXori, []*ir.Value{op.Operand(0), c}, op.Operand(0).Type()).Result(0))
}

// castPatterns removes cast round trips, merges chains of casts and narrows truncations
// of extended values, shifts and extended multiplications.
func castPatterns() []ir.Pattern {
	return []ir.Pattern{
		castRoundTrip(OpIndexCast),
		castOfCast(OpIndexCast, OpExtsi, OpIndexCast),
		castRoundTrip(OpIndexCastui),
		castOfCast(OpIndexCastui, OpExtui, OpIndexCastui),
		castOfCast(OpBitcast, OpBitcast, OpBitcast),
		castOfCast(OpExtsi, OpExtui, OpExtui),
		truncOfExt(OpExtsi),
		truncOfExt(OpExtui),
		pat(OpTrunci, 2, truncShrSI),
		truncMulExtended(OpExtsi, OpMulsiExtended),
		truncMulExtended(OpExtui, OpMuluiExtended),
	}
}

// extendedToMul: mul[su]i_extended(x, y) -> [muli(x, y), x] when the high half is unused.
func extendedToMul(name string) ir.Pattern {
	return pat(name, 1, func(op *ir.Operation, r *rw) bool {
		if op.Result(1).HasUses() {
			return false
		}
		m := build(r, op.Loc(), OpMuli, []*ir.Value{op.Operand(0), op.Operand(1)}, op.Result(0).Type())
		return replace(r, op, m.Result(0), op.Operand(0))
	})
}

// cmpOfExt: cmpi eq/ne of two same-kind extensions compares the narrow values.
func cmpOfExt(ext string) ir.Pattern {
	return pat(OpCmpi, 3, func(op *ir.Operation, r *rw) bool {
		p := predicateOf(op)
		if p != 0 && p != 1 {
			return false
		}
		x, y := extPair(op, ext)
		if x == nil {
			return false
		}
		loc := drrLoc(3, op, op.Operand(0).DefiningOp(), op.Operand(1).DefiningOp())
		n := build(r, loc, OpCmpi, []*ir.Value{x, y}, boolLike(x.Type()), ir.NamedAttr{Name: "predicate", Value: op.Attr("predicate")})
		return replace(r, op, n.Result(0))
	})
}

func selectToExtUI(op *ir.Operation, r *rw) bool {
	t := op.Result(0).Type()
	it, ok := t.(*ir.IntegerType)
	if !ok || it.Width == 1 {
		return false
	}
	tv, fv := constOf(op.Operand(1)), constOf(op.Operand(2))
	if isOne(tv) && isZero(fv) {
		return replace(r, op, build(r, op.Loc(), OpExtui, []*ir.Value{op.Operand(0)}, t).Result(0))
	}
	if isZero(tv) && isOne(fv) {
		ct := op.Operand(0).Type()
		c := constant(r, op.Loc(), apU(1, 1).attr(ct))
		x := build(r, op.Loc(), OpXori, []*ir.Value{op.Operand(0), c}, ct)
		return replace(r, op, build(r, op.Loc(), OpExtui, []*ir.Value{x.Result(0)}, t).Result(0))
	}
	return false
}

func elemWidth(v *ir.Value) int {
	switch e := ir.ElementTypeOrSelf(v.Type()).(type) {
	case *ir.IntegerType:
		return e.Width
	case *ir.FloatType:
		return e.Width
	}
	return 0 // index
}

// wider is DRR's ValueWiderThan.
func wider(a, b *ir.Value) bool { return elemWidth(a) > elemWidth(b) && elemWidth(b) > 0 }

// truncOfExt: trunci(ext(x)) -> ext(x) when only extension bits are dropped.
func truncOfExt(ext string) ir.Pattern {
	return pat(OpTrunci, 2, func(op *ir.Operation, r *rw) bool {
		e := defOf(op.Operand(0), ext)
		if e == nil || !wider(e.Result(0), op.Result(0)) || !wider(op.Result(0), e.Operand(0)) {
			return false
		}
		return replace(r, op, build(r, drrLoc(2, op, e), ext, []*ir.Value{e.Operand(0)}, op.Result(0).Type()).Result(0))
	})
}

// shiftMatchesTrunc is DRR's TruncationMatchesShiftAmount.
func shiftMatchesTrunc(wide, narrow *ir.Value, c ir.Attribute) bool {
	v, ok := intSplat(c)
	if !ok || v.w > 64 {
		return false
	}
	return uint64(elemWidth(wide)-elemWidth(narrow)) == v.u && v.sbig().Sign() >= 0
}

// truncShrSI: trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the truncated width.
func truncShrSI(op *ir.Operation, r *rw) bool {
	sh := defOf(op.Operand(0), OpShrsi)
	if sh == nil {
		return false
	}
	c := constOf(sh.Operand(1))
	if _, ok := c.(ir.TypedAttr); !ok || !shiftMatchesTrunc(sh.Operand(0), op.Result(0), c) {
		return false
	}
	x := sh.Operand(0)
	loc := drrLoc(2, op, sh.Operand(1).DefiningOp(), sh)
	cv := constant(r, loc, c)
	u := build(r, loc, OpShrui, []*ir.Value{x, cv}, x.Type())
	return replace(r, op, build(r, loc, OpTrunci, []*ir.Value{u.Result(0)}, op.Result(0).Type()).Result(0))
}

// truncMulExtended: trunci(shrui(muli(ext(x), ext(y)), c)) -> high half of mul*_extended.
func truncMulExtended(ext, extended string) ir.Pattern {
	return pat(OpTrunci, 5, func(op *ir.Operation, r *rw) bool {
		sh := defOf(op.Operand(0), OpShrui)
		if sh == nil {
			return false
		}
		mul := defOf(sh.Operand(0), OpMuli)
		if mul == nil {
			return false
		}
		ex, ey := defOf(mul.Operand(0), ext), defOf(mul.Operand(1), ext)
		if ex == nil || ey == nil {
			return false
		}
		x, y := ex.Operand(0), ey.Operand(0)
		tr := op.Result(0)
		if !ir.TypeEqual(tr.Type(), x.Type()) || !ir.TypeEqual(x.Type(), y.Type()) {
			return false
		}
		if !wider(mul.Result(0), x) || !shiftMatchesTrunc(mul.Result(0), x, constOf(sh.Operand(1))) {
			return false
		}
		loc := drrLoc(5, op, ex, ey, mul, sh.Operand(1).DefiningOp(), sh)
		m := r.Create(loc, extended, []*ir.Value{x, y}, []ir.Type{x.Type(), x.Type()})
		return replace(r, op, m.Result(1))
	})
}

// negPair: f(negf(x), negf(y)) -> f(x, y), keeping f's fastmath flags.
func negPair(name string) ir.Pattern {
	return pat(name, 3, func(op *ir.Operation, r *rw) bool {
		a, b := defOf(op.Operand(0), OpNegf), defOf(op.Operand(1), OpNegf)
		if a == nil || b == nil || !ir.TypeEqual(a.Operand(0).Type(), b.Operand(0).Type()) {
			return false
		}
		n := build(r, drrLoc(3, op, a, b), name, []*ir.Value{a.Operand(0), b.Operand(0)}, op.Result(0).Type(),
			ir.NamedAttr{Name: "fastmath", Value: op.Attr("fastmath")})
		return replace(r, op, n.Result(0))
	})
}
