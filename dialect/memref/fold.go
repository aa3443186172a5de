package memref

import (
	"slices"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

// Folders, as LLVM 19's memref ops define them. A folder returns nil when it does not fold,
// an empty slice when it updated the op in place, or one result per op result.

var inPlace = []ir.FoldResult{}

func indexAttr(v int64) *ir.IntegerAttr { return ir.NewIntAttr(ir.Index, v) }

// foldCastOperandsExcept replaces each operand produced by memref.cast of a ranked memref
// with the cast's source (MLIR's foldMemRefCast), skipping the value `inner`.
func foldCastOperandsExcept(op *ir.Operation, inner *ir.Value) bool {
	folded := false
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		def := v.DefiningOp()
		if def == nil || def.Name() != OpCast || v == inner {
			continue
		}
		if _, unranked := def.Operand(0).Type().(*ir.UnrankedMemRefType); unranked {
			continue
		}
		op.SetOperand(i, def.Operand(0))
		folded = true
	}
	return folded
}

func foldCastOperands(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if foldCastOperandsExcept(op, nil) {
		return inPlace
	}
	return nil
}

// foldCopy takes the source of a memref.cast operand in place, as MLIR's CopyOp::fold
// does, but only for a cast that makes the type less static (castFoldsIntoConsumer):
// unlike the other folders here, which take any cast from a ranked memref. (The
// canonicalization pattern FoldCopyOfCast goes further.)
func foldCopy(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	folded := false
	for i := 0; i < op.NumOperands(); i++ {
		if c := op.Operand(i).DefiningOp(); c != nil && c.Name() == OpCast && castFoldsIntoConsumer(c) {
			op.SetOperand(i, c.Operand(0))
			folded = true
		}
	}
	if folded {
		return inPlace
	}
	return nil
}

func foldDealloc(op *ir.Operation, c []ir.Attribute) []ir.FoldResult { return foldCastOperands(op, c) }

func foldPrefetch(op *ir.Operation, c []ir.Attribute) []ir.FoldResult { return foldCastOperands(op, c) }

func foldLoad(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if foldCastOperandsExcept(op, nil) {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	return nil
}

func foldStore(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if foldCastOperandsExcept(op, op.Operand(0)) {
		return inPlace
	}
	return nil
}

func foldAtomicRMW(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if foldCastOperandsExcept(op, op.Operand(0)) {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	return nil
}

// foldCast folds cast(cast(x)) to cast(x) and a cast to its own type away.
// It and foldMemorySpaceCast fold an operand cast into the op in place; then, as
// after any in-place fold, MLIR tries the op's trait folders, and CastOpInterface's folds
// a cast whose source has the result's type to that source: a chain that comes back to
// its type folds away in one step.
func foldCast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	inPlace := foldCastOperandsExcept(op, nil)
	return foldIdentityCast(op, inPlace)
}

func foldMemorySpaceCast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	inPlace := false
	if def := op.Operand(0).DefiningOp(); def != nil && def.Name() == OpMemorySpaceCast {
		op.SetOperand(0, def.Operand(0))
		inPlace = true
	}
	return foldIdentityCast(op, inPlace)
}

// foldIdentityCast folds a cast whose source has its result's type to that source, or
// reports op itself when inPlace says its operand was just replaced.
func foldIdentityCast(op *ir.Operation, inPlace bool) []ir.FoldResult {
	if ir.TypeEqual(op.Operand(0).Type(), op.Result(0).Type()) {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	if inPlace {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	return nil
}

func foldRank(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if mt, ok := op.Operand(0).Type().(*ir.MemRefType); ok {
		return []ir.FoldResult{{Attr: indexAttr(int64(len(mt.Dims)))}}
	}
	return nil
}

// dynamicDimIndex is the position of dim i among the dynamic dims of shape.
func dynamicDimIndex(shape []int64, i int) int {
	n := 0
	for k := 0; k < i; k++ {
		if shape[k] == ir.Dynamic {
			n++
		}
	}
	return n
}

func foldDim(op *ir.Operation, consts []ir.Attribute) []ir.FoldResult {
	ia, _ := consts[1].(*ir.IntegerAttr)
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	if ia == nil || !ok {
		return nil
	}
	i := ia.Value
	if i < 0 || i >= int64(len(mt.Dims)) {
		return nil
	}
	if mt.Dims[i] != ir.Dynamic {
		return []ir.FoldResult{{Attr: indexAttr(mt.Dims[i])}}
	}
	if v := dynamicSizeOf(op.Operand(0).DefiningOp(), mt, int(i)); v != nil {
		return []ir.FoldResult{{Value: v}}
	}
	if foldCastOperandsExcept(op, nil) {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	return nil
}

// dynamicSizeOf returns the SSA value giving dynamic dim i of the memref def produces.
func dynamicSizeOf(def *ir.Operation, mt *ir.MemRefType, i int) *ir.Value {
	if def == nil {
		return nil
	}
	switch def.Name() {
	case OpAlloc, OpAlloca:
		if sz := operandGroup(def, "dynamicSizes"); dynamicDimIndex(mt.Dims, i) < len(sz) {
			return sz[dynamicDimIndex(mt.Dims, i)]
		}
	case OpView:
		if sz := operandGroup(def, "sizes"); dynamicDimIndex(mt.Dims, i) < len(sz) {
			return sz[dynamicDimIndex(mt.Dims, i)]
		}
	case OpSubView:
		src, _ := def.Operand(0).Type().(*ir.MemRefType)
		if src == nil {
			return nil
		}
		sizes := mixed(def, "sizes", "static_sizes")
		dropped, ok := droppedDims(def)
		if !ok {
			return nil
		}
		k := 0
		for s := range sizes {
			if dropped[s] {
				continue
			}
			if k == i {
				if sizes[s].isVal {
					return sizes[s].v
				}
				return nil
			}
			k++
		}
	case OpReinterpretCast:
		if sizes := mixed(def, "sizes", "static_sizes"); i < len(sizes) && sizes[i].isVal {
			return sizes[i].v
		}
	}
	return nil
}

// droppedDims is the set of source dims a rank-reducing subview drops. As
// SubViewOp::getDroppedDims, it compares with the source type's strides, not the
// subview's (which the verifier uses); so a valid subview whose steps change the strides
// of its unit dims may have no answer (ok false). LLVM 19 then dereferences an empty
// mask and crashes; the folds and patterns that ask leave such a subview alone.
func droppedDims(op *ir.Operation) (map[int]bool, bool) {
	src, _ := op.Operand(0).Type().(*ir.MemRefType)
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if src == nil || res == nil {
		return nil, false
	}
	return memRefRankReductionMask(src, res, mixed(op, "sizes", "static_sizes"))
}

func isConstOfr(o ofr, v int64) bool {
	if !o.isVal {
		return o.c == v
	}
	if a, ok := ir.ConstantValue(o.v).(*ir.IntegerAttr); ok {
		return a.Value == v
	}
	return false
}

func sameOfrs(a, b []ofr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].isVal != b[i].isVal || a[i].isVal && a[i].v != b[i].v || !a[i].isVal && a[i].c != b[i].c {
			return false
		}
	}
	return true
}

func foldSubView(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	src := op.Operand(0)
	if res == nil {
		return nil
	}
	if countDynamic(res.Dims) == 0 && ir.TypeEqual(res, src.Type()) {
		return []ir.FoldResult{{Value: src}}
	}
	if def := src.DefiningOp(); def != nil && def.Name() == OpSubView {
		offs, strides := mixed(op, "offsets", "static_offsets"), mixed(op, "strides", "static_strides")
		for _, o := range offs {
			if !isConstOfr(o, 0) {
				return nil
			}
		}
		for _, s := range strides {
			if !isConstOfr(s, 1) {
				return nil
			}
		}
		if sameOfrs(mixed(op, "sizes", "static_sizes"), mixed(def, "sizes", "static_sizes")) && ir.TypeEqual(res, src.Type()) {
			return []ir.FoldResult{{Value: src}}
		}
	}
	return nil
}

func foldReinterpretCast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	src := op.Operand(0)
	var prev *ir.Value
	if def := src.DefiningOp(); def != nil {
		switch def.Name() {
		case OpReinterpretCast, OpCast:
			prev = def.Operand(0)
		case OpSubView:
			zero := true
			for _, o := range mixed(def, "offsets", "static_offsets") {
				zero = zero && isConstOfr(o, 0)
			}
			if zero {
				prev = def.Operand(0)
			}
		}
	}
	if prev != nil {
		op.SetOperand(0, prev)
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if offs := staticList(op, "static_offsets"); res != nil && countDynamic(res.Dims) == 0 && ir.TypeEqual(src.Type(), res) && len(offs) > 0 && offs[0] == 0 {
		return []ir.FoldResult{{Value: src}}
	}
	return nil
}

// foldReshapePair folds a reshape whose result type equals its source type, and a reshape
// of the inverse reshape back to that reshape's source type, as MLIR 19's foldReshapeOp:
// always when that type has at most one dynamic size; otherwise only when the two use the
// same groups and either the pair expands then collapses, or no group of the type has
// more than one dynamic size (then each group's sizes are fixed by the other reshape's).
func foldReshapePair(op *ir.Operation, inverse string) []ir.FoldResult {
	src := op.Operand(0)
	if ir.TypeEqual(src.Type(), op.Result(0).Type()) {
		return []ir.FoldResult{{Value: src}}
	}
	def := src.DefiningOp()
	if def == nil || def.Name() != inverse || !ir.TypeEqual(def.Operand(0).Type(), op.Result(0).Type()) {
		return nil
	}
	m, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	back := []ir.FoldResult{{Value: def.Operand(0)}}
	if countDynamic(m.Dims) < 2 {
		return back
	}
	groups := reassociation(op)
	if !sameGroups(groups, reassociation(def)) {
		return nil
	}
	if dm, ok := def.Result(0).Type().(*ir.MemRefType); ok && len(m.Dims) < len(dm.Dims) {
		return back // a collapse of an expand by the same groups undoes it whatever the sizes
	}
	for _, g := range groups {
		if len(g) == 0 || g[0] < 0 || g[len(g)-1] >= int64(len(m.Dims)) {
			return nil
		}
		if countDynamic(m.Dims[g[0]:g[len(g)-1]+1]) > 1 {
			return nil
		}
	}
	return back
}

func foldExpandShape(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	return foldReshapePair(op, OpCollapseShape)
}

func foldCollapseShape(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	return foldReshapePair(op, OpExpandShape)
}

func foldTranspose(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	pa, _ := op.Attr("permutation").(*ir.AffineMapAttr)
	if pa == nil {
		return nil
	}
	if pa.Map.IsIdentity() && ir.TypeEqual(op.Result(0).Type(), op.Operand(0).Type()) {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	def := op.Operand(0).DefiningOp()
	if def == nil || def.Name() != OpTranspose {
		return nil
	}
	inner, _ := def.Attr("permutation").(*ir.AffineMapAttr)
	outerPerm, ok1 := permutationOf(pa.Map)
	innerPerm, ok2 := permutationOf(inner.Map)
	if !ok1 || !ok2 || len(outerPerm) != len(innerPerm) {
		return nil
	}
	// (outer ∘ inner)(d) = outer(inner(d)): result i of outer selects its operand dim
	// outer[i], which is inner's result outer[i], i.e. dim inner[outer[i]].
	res := make([]*ir.AffineExpr, len(outerPerm))
	for i, p := range outerPerm {
		res[i] = ir.AffineDimExpr(innerPerm[p])
	}
	op.SetOperand(0, def.Operand(0))
	op.SetAttr("permutation", &ir.AffineMapAttr{Map: &ir.AffineMap{NumDims: len(res), Results: res}})
	return []ir.FoldResult{{Value: op.Result(0)}}
}

func sameGroups(a, b [][]int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !slices.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}

// foldExtractStridedMetadata is ExtractStridedMetadataOp::fold, an in-place fold that
// builds ops: each offset, size and stride result (in that order) that the source type
// makes static and that has uses gets an `arith.constant N : index` made before the op
// with its location, and its uses move there. A result without uses gets none (MLIR: a
// constant for it would make the greedy driver loop). The sizes come from the shape,
// the offset and strides from the layout when it is strided. It folds when it moved a
// use, and the caller does not hear of the moved uses (MLIR moves them behind the
// driver's back).
func foldExtractStridedMetadata(op *ir.Operation, _ []ir.Attribute, b *ir.Builder) []ir.FoldResult {
	src, _ := op.Operand(0).Type().(*ir.MemRefType)
	if src == nil {
		return nil
	}
	n := len(src.Dims)
	known := make([]int64, op.NumResults())
	for i := range known {
		known[i] = ir.Dynamic
	}
	for i := 0; i < n && 2+i < len(known); i++ {
		known[2+i] = src.Dims[i]
	}
	if strides, off, ok := ir.StridesAndOffset(src); ok && len(known) >= 2 {
		known[1] = off
		for i := 0; i < n && 2+n+i < len(known); i++ {
			known[2+n+i] = strides[i]
		}
	}
	moved := false
	for i := 1; i < op.NumResults(); i++ {
		r := op.Result(i)
		if known[i] == ir.Dynamic || !r.HasUses() {
			continue
		}
		c := b.Create(op.Loc(), arith.OpConstant, nil, []ir.Type{ir.Index}, ir.NamedAttr{Name: "value", Value: indexAttr(known[i])})
		replaceUsersEarlyInc(r, c.Result(0))
		moved = true
	}
	if !moved {
		return nil
	}
	return inPlace
}

// replaceUsersEarlyInc moves the uses of r to c as MLIR's fold does: for each user, in
// use-list order with the iterator advanced before the body, every use of r in that user
// moves to c. When a user holds r twice and the iterator's next use is its other one,
// that use has moved to c's list by the time the iterator follows it, and the walk
// ends in c's list: the users after it keep r (until the fold runs again and makes
// another constant). Only the driver's later constant deduplication hides this, so a
// single canonicalizer iteration shows it.
func replaceUsersEarlyInc(r, c *ir.Value) {
	for u := r.FirstUse(); u != nil; {
		user := u.Owner()
		u = u.NextUse()
		for k := 0; k < user.NumOperands(); k++ {
			if user.Operand(k) == r {
				user.SetOperand(k, c)
			}
		}
	}
}
