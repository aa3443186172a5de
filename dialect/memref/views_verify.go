package memref

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// opErr is a diagnostic at op's location without the "'name' op" prefix (MLIR's
// Operation::emitError, which several view verifiers use); like every error emitted on
// an op, mlir-opt shows the op in a note.
func opErr(op *ir.Operation, format string, args ...any) error {
	return ir.Errorf(op.Loc(), format, args...).AtOp(op)
}

// verifyMixedLists is OffsetSizeAndStrideOpInterface's check: list ranks agree, each static
// list has the expected length and as many Dynamic entries as operands, and static offsets
// and sizes are not negative. maxOffsets is the allowed length of a one-entry offset list.
func verifyMixedLists(op *ir.Operation, maxRanks [3]int) error {
	offs, sizes, strides := mixed(op, "offsets", "static_offsets"), mixed(op, "sizes", "static_sizes"), mixed(op, "strides", "static_strides")
	if !(len(offs) == 1 && maxRanks[0] == 1) && len(offs) != len(sizes) {
		return opErr(op, "expected mixed offsets rank to match mixed sizes rank (%d vs %d) so the rank of the result type is well-formed.", len(offs), len(sizes))
	}
	if len(sizes) != len(strides) {
		return opErr(op, "expected mixed sizes rank to match mixed strides rank (%d vs %d) so the rank of the result type is well-formed.", len(sizes), len(strides))
	}
	names := [3]string{"offset", "size", "stride"}
	groups := [3]string{"offsets", "sizes", "strides"}
	for i, attr := range [3]string{"static_offsets", "static_sizes", "static_strides"} {
		st := staticList(op, attr)
		if len(st) != maxRanks[i] {
			return opErr(op, "expected %d %s values, got %d", maxRanks[i], names[i], len(st))
		}
		if n := countDynamic(st); n != len(groupOf(op, groups[i])) {
			return opErr(op, "expected %d dynamic %s values", n, names[i])
		}
	}
	for i, attr := range [2]string{"static_offsets", "static_sizes"} {
		for _, v := range staticList(op, attr) {
			if v < 0 && v != ir.Dynamic {
				return opErr(op, "expected %ss to be non-negative, but got %d", names[i], v)
			}
		}
	}
	return nil
}

func verifySubView(op *ir.Operation) error {
	base, _ := op.Operand(0).Type().(*ir.MemRefType)
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if base == nil || res == nil {
		return nil
	}
	if err := verifyMixedLists(op, [3]int{len(base.Dims), len(base.Dims), len(base.Dims)}); err != nil {
		return err
	}
	if !ir.AttrEqual(base.MemSpace, res.MemSpace) {
		return opErr(op, "different memory spaces specified for base memref type %s and subview memref type %s", q(base), q(res))
	}
	if !ir.IsStrided(base) {
		return opErr(op, "base type %s is not strided", q(base))
	}
	expected := subViewType(base, staticList(op, "static_offsets"), staticList(op, "static_sizes"), staticList(op, "static_strides"))
	layoutErr := func() error {
		return opErr(op, "expected result type to be %s or a rank-reduced version. (mismatch of result layout) ", q(expected))
	}
	if ir.TypeEqual(expected, res) {
		return nil
	}
	if len(res.Dims) > len(expected.Dims) {
		return opErr(op, "expected result rank to be smaller or equal to the source rank. ")
	}
	if _, ok := rankReductionMask(expected.Dims, res.Dims); !ok {
		return opErr(op, "expected result type to be %s or a rank-reduced version. (mismatch of result sizes) ", q(expected))
	}
	if !ir.TypeEqual(expected.Elem, res.Elem) {
		return opErr(op, "expected result element type to be %s", q(expected.Elem))
	}
	_, eo, ok1 := ir.StridesAndOffset(expected)
	_, ro, ok2 := ir.StridesAndOffset(res)
	if !ok1 || !ok2 || eo != ro {
		return layoutErr()
	}
	dropped, ok := memRefRankReductionMask(expected, res, mixed(op, "sizes", "static_sizes"))
	if !ok || !compatibleStrides(expected, res, dropped) {
		return layoutErr()
	}
	return nil
}

// subViewType is the rank-preserving result type of a subview: the given sizes, the source
// strides scaled by the steps, and the offset moved by the offsets (Dynamic where unknown).
func subViewType(base *ir.MemRefType, offsets, sizes, steps []int64) *ir.MemRefType {
	strides, off, _ := ir.StridesAndOffset(base)
	for i := 0; i < len(offsets) && i < len(strides); i++ {
		off = satAdd(off, satMul(offsets[i], strides[i]))
	}
	out := make([]int64, 0, len(strides))
	for i := 0; i < len(strides) && i < len(steps); i++ {
		out = append(out, satMul(strides[i], steps[i]))
	}
	return &ir.MemRefType{Dims: append([]int64(nil), sizes...), Elem: base.Elem,
		Layout: &ir.StridedLayoutAttr{Offset: off, Strides: out}, MemSpace: base.MemSpace}
}

// satMul and satAdd compute with Dynamic as "unknown": anything times 0 is 0, else unknown
// spreads.
func satMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a == ir.Dynamic || b == ir.Dynamic {
		return ir.Dynamic
	}
	return a * b
}

func satAdd(a, b int64) int64 {
	if a == ir.Dynamic || b == ir.Dynamic {
		return ir.Dynamic
	}
	return a + b
}

// rankReductionMask matches reduced against original greedily, dropping only unit dims;
// it returns the dropped positions.
func rankReductionMask(original, reduced []int64) (map[int]bool, bool) {
	dropped := map[int]bool{}
	j := 0
	for i, s := range original {
		if j < len(reduced) && s == reduced[j] {
			j++
			continue
		}
		dropped[i] = true
		if s != 1 {
			return nil, false
		}
	}
	return dropped, j == len(reduced)
}

// memRefRankReductionMask decides which unit dims a rank-reducing subview dropped: a unit
// dim counts as dropped only when its stride is missing from the reduced type.
func memRefRankReductionMask(orig, reduced *ir.MemRefType, sizes []ofr) (map[int]bool, bool) {
	unused := map[int]bool{}
	if len(orig.Dims) == len(reduced.Dims) {
		return unused, true
	}
	for i, s := range sizes {
		if !s.isVal && s.c == 1 {
			unused[i] = true
		}
	}
	if len(unused)+len(reduced.Dims) == len(orig.Dims) {
		return unused, true
	}
	os, _, ok1 := ir.StridesAndOffset(orig)
	cs, _, ok2 := ir.StridesAndOffset(reduced)
	if !ok1 || !ok2 {
		return nil, false
	}
	left, cand := map[int64]int{}, map[int64]int{}
	for _, s := range os {
		left[s]++
	}
	for _, s := range cs {
		cand[s]++
	}
	for d := 0; d < len(orig.Dims); d++ {
		if !unused[d] {
			continue
		}
		st := os[d]
		switch {
		case left[st] > cand[st]:
			left[st]--
		case left[st] == cand[st]:
			delete(unused, d)
		default:
			return nil, false
		}
	}
	return unused, len(unused)+len(reduced.Dims) == len(orig.Dims)
}

func compatibleStrides(t1, t2 *ir.MemRefType, dropped map[int]bool) bool {
	s1, _, ok1 := ir.StridesAndOffset(t1)
	s2, _, ok2 := ir.StridesAndOffset(t2)
	if !ok1 || !ok2 {
		return false
	}
	j := 0
	for i := range s1 {
		if dropped[i] {
			continue
		}
		if j >= len(s2) || s1[i] != s2[j] {
			return false
		}
		j++
	}
	return true
}

func verifyReinterpretCast(op *ir.Operation) error {
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if res == nil {
		return nil
	}
	if err := verifyMixedLists(op, [3]int{1, len(res.Dims), len(res.Dims)}); err != nil {
		return err
	}
	src := op.Operand(0).Type()
	if !ir.AttrEqual(memSpaceOf(src), res.MemSpace) {
		return opErr(op, "different memory spaces specified for source type %s and result memref type %s", q(src), q(res))
	}
	if !ir.TypeEqual(elemOf(src), res.Elem) {
		return opErr(op, "different element types specified for source type %s and result memref type %s", q(src), q(res))
	}
	for i, want := range staticList(op, "static_sizes") {
		if i < len(res.Dims) && res.Dims[i] != ir.Dynamic && want != ir.Dynamic && res.Dims[i] != want {
			return opErr(op, "expected result type with size = %d instead of %d in dim = %d", want, res.Dims[i], i)
		}
	}
	strides, off, ok := ir.StridesAndOffset(res)
	if !ok {
		return opErr(op, "expected result type to have strided layout but found %s", q(res))
	}
	if offs := staticList(op, "static_offsets"); len(offs) > 0 && off != ir.Dynamic && offs[0] != ir.Dynamic && off != offs[0] {
		return opErr(op, "expected result type with offset = %d instead of %d", offs[0], off)
	}
	for i, want := range staticList(op, "static_strides") {
		if i < len(strides) && strides[i] != ir.Dynamic && want != ir.Dynamic && strides[i] != want {
			return opErr(op, "expected result type with stride = %d instead of %d in dim = %d", want, strides[i], i)
		}
	}
	return nil
}

// isIdentityLayout is MemRefLayoutAttrInterface::isIdentity: no layout, or one whose map is
// the identity (a strided layout only for rank 1, stride 1, offset 0).
func isIdentityLayout(t *ir.MemRefType) bool {
	switch l := t.Layout.(type) {
	case nil:
		return true
	case *ir.StridedLayoutAttr:
		return len(l.Strides) == 1 && l.Strides[0] == 1 && l.Offset == 0
	case *ir.AffineMapAttr:
		return l.Map.IsIdentity()
	}
	return false
}

func verifyView(op *ir.Operation) error {
	base, _ := op.Operand(0).Type().(*ir.MemRefType)
	view, _ := op.Result(0).Type().(*ir.MemRefType)
	if base == nil || view == nil {
		return nil
	}
	if !isIdentityLayout(base) {
		return opErr(op, "unsupported map for base memref type %s", q(base))
	}
	if !isIdentityLayout(view) {
		return opErr(op, "unsupported map for result memref type %s", q(view))
	}
	if !ir.AttrEqual(base.MemSpace, view.MemSpace) {
		return opErr(op, "different memory spaces specified for base memref type %s and view memref type %s", q(base), q(view))
	}
	if op.NumOperands()-2 != countDynamic(view.Dims) {
		return opErr(op, "incorrect number of size operands for type %s", q(view))
	}
	return nil
}

func verifyReshape(op *ir.Operation) error {
	src, res := op.Operand(0).Type(), op.Result(0).Type()
	if !ir.TypeEqual(elemOf(src), elemOf(res)) {
		return ir.OpError(op, "element types of source and destination memref types should be the same")
	}
	if m, ok := src.(*ir.MemRefType); ok && !isIdentityLayout(m) {
		return ir.OpError(op, "source memref type should have identity affine map")
	}
	shape, _ := op.Operand(1).Type().(*ir.MemRefType)
	if m, ok := res.(*ir.MemRefType); ok && shape != nil {
		if !isIdentityLayout(m) {
			return ir.OpError(op, "result memref type should have identity affine map")
		}
		if shape.Dims[0] == ir.Dynamic {
			return ir.OpError(op, "cannot use shape operand with dynamic length to reshape to statically-ranked memref type")
		}
		if shape.Dims[0] != int64(len(m.Dims)) {
			return ir.OpError(op, "length of shape operand differs from the result's memref rank")
		}
	}
	return nil
}

func verifyTranspose(op *ir.Operation) error {
	pa, _ := op.Attr("permutation").(*ir.AffineMapAttr)
	src, _ := op.Operand(0).Type().(*ir.MemRefType)
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if pa == nil || src == nil || res == nil {
		return nil
	}
	perm, ok := permutationOf(pa.Map)
	if !ok {
		return ir.OpError(op, "expected a permutation map")
	}
	if len(perm) != len(src.Dims) {
		return ir.OpError(op, "expected a permutation map of same rank as the input")
	}
	want := canonicalizeStridedLayout(transposedType(src, perm))
	if got := canonicalizeStridedLayout(res); !ir.TypeEqual(got, want) {
		return ir.OpError(op, "result type %s is not equivalent to the canonical transposed input type %s", q(res), q(want))
	}
	return nil
}

// permutationOf returns the dims a permutation map selects, in result order.
func permutationOf(m *ir.AffineMap) ([]int, bool) {
	if m.NumSymbols != 0 || len(m.Results) != m.NumDims {
		return nil, false
	}
	seen := make([]bool, m.NumDims)
	perm := make([]int, len(m.Results))
	for i, e := range m.Results {
		if e.Kind != ir.AffineDim || seen[e.Value] {
			return nil, false
		}
		seen[e.Value] = true
		perm[i] = int(e.Value)
	}
	return perm, true
}

func transposedType(src *ir.MemRefType, perm []int) *ir.MemRefType {
	strides, off, _ := ir.StridesAndOffset(src)
	dims := make([]int64, len(perm))
	st := make([]int64, len(perm))
	for i, p := range perm {
		dims[i] = src.Dims[p]
		if p < len(strides) {
			st[i] = strides[p]
		}
	}
	return &ir.MemRefType{Dims: dims, Elem: src.Elem, Layout: &ir.StridedLayoutAttr{Offset: off, Strides: st}, MemSpace: src.MemSpace}
}

// canonicalizeStridedLayout rewrites a layout as the affine map it stands for, simplified,
// and drops it when it equals the row-major layout of the shape.
func canonicalizeStridedLayout(t *ir.MemRefType) *ir.MemRefType {
	m := layoutMap(t)
	if m == nil || m.IsIdentity() || len(m.Results) > 1 {
		// An identity map is canonical already, whatever attribute spells it.
		return t
	}
	if m.NumDims == 0 && m.NumSymbols == 0 {
		if e := m.Results[0]; e.Kind == ir.AffineConstant && e.Value == 0 {
			return withLayout(t, nil)
		}
		return t
	}
	if len(t.Dims) == 0 {
		return t
	}
	simplified := simplifyExpr(m.Results[0], m.NumDims, m.NumSymbols)
	canon, syms := canonicalExpr(t.Dims)
	if simplified.Equal(simplifyExpr(canon, len(t.Dims), syms)) {
		return withLayout(t, nil)
	}
	return withLayout(t, &ir.AffineMapAttr{Map: &ir.AffineMap{NumDims: m.NumDims, NumSymbols: m.NumSymbols, Results: []*ir.AffineExpr{simplified}}})
}

func withLayout(t *ir.MemRefType, l ir.Attribute) *ir.MemRefType {
	return &ir.MemRefType{Dims: t.Dims, Elem: t.Elem, Layout: l, MemSpace: t.MemSpace}
}

// layoutMap is the affine map of a memref's layout (nil for the identity).
func layoutMap(t *ir.MemRefType) *ir.AffineMap {
	switch l := t.Layout.(type) {
	case *ir.AffineMapAttr:
		return l.Map
	case *ir.StridedLayoutAttr:
		return stridedMap(l.Strides, l.Offset)
	}
	return nil
}

// stridedMap is offset + sum(di * stride_i), with a fresh symbol for each Dynamic value.
func stridedMap(strides []int64, offset int64) *ir.AffineMap {
	syms := 0
	term := func(v int64) *ir.AffineExpr {
		if v == ir.Dynamic {
			syms++
			return ir.AffineSymbolExpr(syms - 1)
		}
		return ir.AffineConstExpr(v)
	}
	e := term(offset)
	for i, s := range strides {
		e = e.Add(ir.AffineDimExpr(i).Mul(term(s)))
	}
	// Left as built: MLIR's strided layout map is not simplified either, and the
	// simplifier's output depends on the order of the terms it is given.
	return &ir.AffineMap{NumDims: len(strides), NumSymbols: syms, Results: []*ir.AffineExpr{e}}
}

// canonicalExpr is the row-major layout expression of a shape, with symbols for the strides
// after a dynamic or zero size, and the number of those symbols.
func canonicalExpr(shape []int64) (*ir.AffineExpr, int) {
	var e *ir.AffineExpr
	running, poisoned, syms := int64(1), false, 0
	for i := len(shape) - 1; i >= 0; i-- {
		var stride *ir.AffineExpr
		if poisoned {
			stride = ir.AffineSymbolExpr(syms)
			syms++
		} else {
			stride = ir.AffineConstExpr(running)
		}
		t := ir.AffineDimExpr(i).Mul(stride)
		if e == nil {
			e = t
		} else {
			e = e.Add(t)
		}
		if shape[i] > 0 {
			running *= shape[i]
		} else {
			poisoned = true
		}
	}
	return e, syms
}

// groupOf returns the named operand group of op.
func groupOf(op *ir.Operation, name string) []*ir.Value { return operandGroup(op, name) }

func joinInts(xs []int64) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, x)
	}
	return b.String()
}
