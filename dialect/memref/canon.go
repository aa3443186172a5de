package memref

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"slices"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Canonicalization patterns of LLVM 19's memref dialect (MemRefOps.cpp), creating ops in
// the same order so the greedy driver sees the same worklist.

type rw = ir.Rewriter

func pat(name, root string, f func(op *ir.Operation, r *rw) bool) ir.Pattern {
	return &ir.PatternFunc{Name: name, RootOp: root, Weight: 1, Rewrite: f}
}

// addCanonicalizations attaches the canonicalization patterns to their ops.
func addCanonicalizations(d *ir.Dialect) {
	d.Materialize = materialize
	pats := map[string][]ir.Pattern{
		OpAlloc:       {pat("SimplifyAllocConst", OpAlloc, simplifyAllocConst), pat("SimplifyDeadAlloc", OpAlloc, simplifyDeadAlloc)},
		OpAlloca:      {pat("SimplifyAllocConst", OpAlloca, simplifyAllocConst), pat("SimplifyDeadAlloc", OpAlloca, simplifyDeadAlloc)},
		OpRealloc:     {pat("SimplifyDeadAlloc", OpRealloc, simplifyDeadAlloc)},
		OpAllocaScope: {pat("AllocaScopeInliner", OpAllocaScope, allocaScopeInliner), pat("AllocaScopeHoister", OpAllocaScope, allocaScopeHoister)},
		OpCopy:        {pat("FoldCopyOfCast", OpCopy, foldCopyOfCast), pat("FoldSelfCopy", OpCopy, foldSelfCopy), pat("FoldEmptyCopy", OpCopy, foldEmptyCopy)},
		OpDim:         {pat("DimOfMemRefReshape", OpDim, dimOfReshape)},
		OpView:        {pat("ViewOpShapeFolder", OpView, viewShapeFolder), pat("ViewOpMemrefCastFolder", OpView, viewCastFolder)},
		OpSubView: {pat("SubViewConstantArgumentFolder", OpSubView, subViewConstantArgs),
			pat("SubViewOpMemRefCastFolder", OpSubView, subViewCastFolder), pat("TrivialSubViewOpFolder", OpSubView, trivialSubView)},
		OpCollapseShape: {pat("ComposeReassociativeReshapeOps", OpCollapseShape, composeCollapses),
			pat("ComposeCollapseOfExpandOp", OpCollapseShape, composeCollapseOfExpand),
			pat("CollapseShapeOpMemRefCastFolder", OpCollapseShape, collapseCastFolder)},
		OpExpandShape: {pat("ComposeReassociativeReshapeOps", OpExpandShape, composeExpands),
			pat("ComposeExpandOfCollapseOp", OpExpandShape, composeExpandOfCollapse)},
		OpReinterpretCast: {pat("ReinterpretCastOpExtractStridedMetadataFolder", OpReinterpretCast, reinterpretOfMetadata)},
	}
	for _, info := range d.Ops {
		info.Canonicalize = append(info.Canonicalize, pats[info.Name]...)
	}
}

// materialize builds an arith.constant for a folded index or integer attribute, as the
// memref dialect's constant materializer does.
func materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	ta, ok := a.(ir.TypedAttr)
	if !ok || !ir.TypeEqual(ta.AttrType(), t) {
		return nil
	}
	return b.Create(loc, arith.OpConstant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: a})
}

func constIndex(r *rw, loc ir.Location, v int64) *ir.Value {
	return r.Create(loc, arith.OpConstant, nil, []ir.Type{ir.Index}, ir.NamedAttr{Name: "value", Value: indexAttr(v)}).Result(0)
}

// constInt returns the integer constant behind v.
func constInt(v *ir.Value) (int64, bool) {
	a, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Value, true
}

func defOf(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

func createCast(r *rw, loc ir.Location, v *ir.Value, t ir.Type) *ir.Value {
	return r.Create(loc, OpCast, []*ir.Value{v}, []ir.Type{t}).Result(0)
}

// replaceWithCast replaces op by a memref.cast of v to op's result type.
func replaceWithCast(r *rw, op *ir.Operation, v *ir.Value) {
	r.SetInsertionPointBefore(op)
	r.ReplaceOp(op, []*ir.Value{createCast(r, op.Loc(), v, op.Result(0).Type())})
}

// --- alloc / alloca ---

func simplifyAllocConst(op *ir.Operation, r *rw) bool {
	mt, _ := op.Result(0).Type().(*ir.MemRefType)
	dyn := operandGroup(op, "dynamicSizes")
	if mt == nil {
		return false
	}
	any := false
	for _, v := range dyn {
		if c, ok := constInt(v); ok && c >= 0 {
			any = true
		}
	}
	if !any {
		return false
	}
	shape := make([]int64, len(mt.Dims))
	var kept []*ir.Value
	k := 0
	for i, d := range mt.Dims {
		shape[i] = d
		if d != ir.Dynamic {
			continue
		}
		if c, ok := constInt(dyn[k]); ok && c >= 0 {
			shape[i] = c
		} else {
			kept = append(kept, dyn[k])
		}
		k++
	}
	syms := operandGroup(op, "symbolOperands")
	nt := &ir.MemRefType{Dims: shape, Elem: mt.Elem, Layout: mt.Layout, MemSpace: mt.MemSpace}
	attrs := []ir.NamedAttr{{Name: "operandSegmentSizes", Value: &ir.DenseArrayAttr{Elem: ir.I32, Ints: []int64{int64(len(kept)), int64(len(syms))}}}}
	if a := op.Attr("alignment"); a != nil {
		attrs = append([]ir.NamedAttr{{Name: "alignment", Value: a}}, attrs...)
	}
	r.SetInsertionPointBefore(op)
	na := r.Create(op.Loc(), op.Name(), append(kept, syms...), []ir.Type{nt}, attrs...)
	r.ReplaceOp(op, []*ir.Value{createCast(r, op.Loc(), na.Result(0), mt)})
	return true
}

func simplifyDeadAlloc(op *ir.Operation, r *rw) bool {
	res := op.Result(0)
	var users []*ir.Operation
	for _, u := range res.Uses() {
		user := u.Owner()
		switch user.Name() {
		case OpDealloc:
		case OpStore:
			if user.Operand(0) == res {
				return false
			}
		default:
			return false
		}
		users = append(users, user)
	}
	for _, u := range users {
		if u.Block() != nil {
			r.EraseOp(u)
		}
	}
	r.EraseOp(op)
	return true
}

// --- alloca_scope ---

// potentialAutomaticAllocation: ops that may allocate on the stack of the enclosing scope,
// as MLIR 19 judges them: an alloca, and any op that does not declare its memory effects
// (func.call, scf.execute_region, memref.prefetch, ...), unless its effects are its
// regions' (those are walked).
func potentialAutomaticAllocation(op *ir.Operation) bool {
	if op.HasTrait(ir.TraitRecursiveMemoryEffects) {
		return false
	}
	return op.Name() == OpAlloca || !ir.DeclaresMemoryEffects(op)
}

func allocaScopeInliner(op *ir.Operation, r *rw) bool {
	if op.Region(0).Empty() {
		return false
	}
	potential := false
	var walk func(o *ir.Operation)
	walk = func(o *ir.Operation) {
		for _, reg := range o.Regions() {
			for _, b := range reg.Blocks() {
				for x := b.First(); x != nil && !potential; x = x.Next() {
					if potentialAutomaticAllocation(x) {
						potential = true
						return
					}
					if !x.HasTrait(ir.TraitAutomaticAllocationScope) {
						walk(x)
					}
				}
			}
		}
	}
	walk(op)
	if potential {
		parent := op.ParentOp()
		if parent == nil || !parent.HasTrait(ir.TraitAutomaticAllocationScope) {
			return false
		}
		if !lastNonTerminator(op) {
			return false
		}
	}
	block := op.Region(0).Front()
	term := block.Last()
	results := append([]*ir.Value(nil), term.Operands()...)
	r.InlineBlockBefore(block, op, nil)
	r.ReplaceOp(op, results)
	r.EraseOp(term)
	return true
}

// --- copy ---

func foldCopyOfCast(op *ir.Operation, r *rw) bool {
	changed := false
	for i := 0; i < 2; i++ {
		c := defOf(op.Operand(i), OpCast)
		if c == nil {
			continue
		}
		if _, ok := c.Operand(0).Type().(*ir.MemRefType); !ok {
			continue
		}
		r.ModifyInPlace(op, func() { op.SetOperand(i, c.Operand(0)) })
		changed = true
	}
	return changed
}

func foldSelfCopy(op *ir.Operation, r *rw) bool {
	if op.Operand(0) != op.Operand(1) {
		return false
	}
	r.EraseOp(op)
	return true
}

// foldEmptyCopy erases a copy of or into a memref with a zero-sized dimension.
func foldEmptyCopy(op *ir.Operation, r *rw) bool {
	for _, v := range op.Operands() {
		if m, ok := v.Type().(*ir.MemRefType); ok {
			for _, d := range m.Dims {
				if d == 0 {
					r.EraseOp(op)
					return true
				}
			}
		}
	}
	return false
}

// --- dim ---

func dimOfReshape(op *ir.Operation, r *rw) bool {
	reshape := defOf(op.Operand(0), OpReshape)
	if reshape == nil {
		return false
	}
	idx := op.Operand(1)
	if idx.ParentBlock() == reshape.Block() {
		if d := idx.DefiningOp(); d != nil && reshape.IsBeforeInBlock(d) {
			return false
		}
	} else if op.Block() != reshape.Block() && !properAncestor(idx.ParentBlock().Parent(), reshape.ParentRegion()) {
		return false
	}
	r.SetInsertionPointAfter(reshape)
	// LoadOp's builder sets nontemporal = false, which the generic form shows.
	load := r.Create(op.Loc(), OpLoad, []*ir.Value{reshape.Operand(1), idx},
		[]ir.Type{elemOf(reshape.Operand(1).Type())}, ir.NamedAttr{Name: "nontemporal", Value: ir.BoolAttr(false)}).Result(0)
	if !ir.TypeEqual(load.Type(), ir.Index) {
		load = r.Create(op.Loc(), arith.OpIndexCast, []*ir.Value{load}, []ir.Type{ir.Index}).Result(0)
	}
	r.ReplaceOp(op, []*ir.Value{load})
	return true
}

// properAncestor reports whether region a strictly encloses region b.
func properAncestor(a, b *ir.Region) bool {
	if a == nil || b == nil {
		return false
	}
	for p := b.ParentOp(); p != nil; p = p.ParentOp() {
		if p.ParentRegion() == a {
			return true
		}
	}
	return false
}

// --- view ---

func viewShapeFolder(op *ir.Operation, r *rw) bool {
	constIdx := func(v *ir.Value) (int64, bool) {
		d := v.DefiningOp()
		if d == nil || d.Name() != arith.OpConstant || !ir.TypeEqual(v.Type(), ir.Index) {
			return 0, false
		}
		return constInt(v)
	}
	any := false
	for _, v := range op.Operands() {
		if _, ok := constIdx(v); ok {
			any = true
		}
	}
	mt, _ := op.Result(0).Type().(*ir.MemRefType)
	if !any || mt == nil || !ir.IsStrided(mt) {
		return false
	}
	sizes := operandGroup(op, "sizes")
	shape := make([]int64, len(mt.Dims))
	var kept []*ir.Value
	k := 0
	for i, d := range mt.Dims {
		shape[i] = d
		if d != ir.Dynamic {
			continue
		}
		if k < len(sizes) {
			if c, ok := constIdx(sizes[k]); ok {
				shape[i] = c
			} else {
				kept = append(kept, sizes[k])
			}
		}
		k++
	}
	nt := &ir.MemRefType{Dims: shape, Elem: mt.Elem, Layout: mt.Layout, MemSpace: mt.MemSpace}
	if ir.TypeEqual(nt, mt) {
		return false
	}
	r.SetInsertionPointBefore(op)
	nv := r.Create(op.Loc(), OpView, append([]*ir.Value{op.Operand(0), op.Operand(1)}, kept...), []ir.Type{nt})
	r.ReplaceOp(op, []*ir.Value{createCast(r, op.Loc(), nv.Result(0), mt)})
	return true
}

func viewCastFolder(op *ir.Operation, r *rw) bool {
	c := defOf(op.Operand(0), OpCast)
	if c == nil || defOf(c.Operand(0), OpAlloc) == nil {
		return false
	}
	r.SetInsertionPointBefore(op)
	ops := append([]*ir.Value{c.Operand(0)}, op.Operands()[1:]...)
	nv := r.Create(op.Loc(), OpView, ops, []ir.Type{op.Result(0).Type()})
	r.ReplaceOp(op, nv.Results())
	return true
}

// --- subview ---

// foldIndexList turns constant SSA entries into static ones (non-negative ones only when
// nonNeg), reporting whether any changed.
func foldIndexList(xs []ofr, nonNeg bool) bool {
	changed := false
	for i, x := range xs {
		if !x.isVal {
			continue
		}
		if c, ok := constInt(x.v); ok && (!nonNeg || c >= 0) {
			xs[i] = ofr{c: c}
			changed = true
		}
	}
	return changed
}

func splitOfrs(xs []ofr) ([]*ir.Value, []int64) {
	var vals []*ir.Value
	static := make([]int64, len(xs))
	for i, x := range xs {
		if x.isVal {
			vals = append(vals, x.v)
			static[i] = ir.Dynamic
		} else {
			static[i] = x.c
		}
	}
	return vals, static
}

// createSubView builds a memref.subview of src with the given lists and result type.
func createSubView(r *rw, loc ir.Location, src *ir.Value, t ir.Type, offs, sizes, strides []ofr) *ir.Operation {
	ov, os := splitOfrs(offs)
	zv, zs := splitOfrs(sizes)
	tv, ts := splitOfrs(strides)
	operands := append(append(append([]*ir.Value{src}, ov...), zv...), tv...)
	return r.Create(loc, OpSubView, operands, []ir.Type{t},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: &ir.DenseArrayAttr{Elem: ir.I32, Ints: []int64{1, int64(len(ov)), int64(len(zv)), int64(len(tv))}}},
		ir.NamedAttr{Name: "static_offsets", Value: &ir.DenseArrayAttr{Elem: ir.I64, Ints: os}},
		ir.NamedAttr{Name: "static_sizes", Value: &ir.DenseArrayAttr{Elem: ir.I64, Ints: zs}},
		ir.NamedAttr{Name: "static_strides", Value: &ir.DenseArrayAttr{Elem: ir.I64, Ints: ts}})
}

func subViewConstantArgs(op *ir.Operation, r *rw) bool {
	src, _ := op.Operand(0).Type().(*ir.MemRefType)
	if src == nil || !ir.IsStrided(src) {
		return false
	}
	offs, sizes, strides := mixed(op, "offsets", "static_offsets"), mixed(op, "sizes", "static_sizes"), mixed(op, "strides", "static_strides")
	// MLIR folds the first list that has a constant operand, then stops (short-circuit).
	if !foldIndexList(offs, true) && !foldIndexList(sizes, true) && !foldIndexList(strides, false) {
		return false
	}
	_, os := splitOfrs(offs)
	_, zs := splitOfrs(sizes)
	_, ts := splitOfrs(strides)
	// A static zero stride gives a result layout no strided type can hold (LLVM 19's
	// StridedLayoutAttr refuses a zero stride), so mlir-opt leaves such a subview alone.
	if slices.Contains(ts, 0) {
		return false
	}
	full := subViewType(src, os, zs, ts)
	dropped, ok := droppedDims(op)
	if !ok {
		return false
	}
	t := full
	if len(dropped) > 0 {
		t = dropDims(full, dropped)
	}
	r.SetInsertionPointBefore(op)
	nv := createSubView(r, op.Loc(), op.Operand(0), t, offs, sizes, strides)
	r.ReplaceOp(op, []*ir.Value{createCast(r, op.Loc(), nv.Result(0), op.Result(0).Type())})
	return true
}

// dropDims removes the dims in dropped from a strided type.
func dropDims(t *ir.MemRefType, dropped map[int]bool) *ir.MemRefType {
	strides, off, _ := ir.StridesAndOffset(t)
	var shape, st []int64
	for i := range t.Dims {
		if dropped[i] {
			continue
		}
		shape = append(shape, t.Dims[i])
		st = append(st, strides[i])
	}
	return &ir.MemRefType{Dims: shape, Elem: t.Elem, Layout: &ir.StridedLayoutAttr{Offset: off, Strides: nonNil(st)}, MemSpace: t.MemSpace}
}

func nonNil(xs []int64) []int64 {
	if xs == nil {
		return []int64{}
	}
	return xs
}

// castFoldsIntoConsumer is CastOp::canFoldIntoConsumerOp: the cast only makes sizes,
// strides or offset less static.
func castFoldsIntoConsumer(c *ir.Operation) bool {
	st, ok1 := c.Operand(0).Type().(*ir.MemRefType)
	rt, ok2 := c.Result(0).Type().(*ir.MemRefType)
	if !ok1 || !ok2 || !ir.TypeEqual(st.Elem, rt.Elem) || len(st.Dims) != len(rt.Dims) {
		return false
	}
	ss, so, ok1 := ir.StridesAndOffset(st)
	rs, ro, ok2 := ir.StridesAndOffset(rt)
	if !ok1 || !ok2 {
		return false
	}
	moreStatic := func(a, b int64) bool { return a != b && a == ir.Dynamic && b != ir.Dynamic }
	for i := range st.Dims {
		if moreStatic(st.Dims[i], rt.Dims[i]) {
			return false
		}
	}
	if moreStatic(so, ro) {
		return false
	}
	for i := range ss {
		if i < len(rs) && moreStatic(ss[i], rs[i]) {
			return false
		}
	}
	return true
}

func subViewCastFolder(op *ir.Operation, r *rw) bool {
	for _, v := range op.Operands() {
		if _, ok := constInt(v); ok && ir.TypeEqual(v.Type(), ir.Index) {
			return false
		}
	}
	c := defOf(op.Operand(0), OpCast)
	if c == nil || !castFoldsIntoConsumer(c) {
		return false
	}
	newSrc := c.Operand(0).Type().(*ir.MemRefType)
	curSrc, _ := op.Operand(0).Type().(*ir.MemRefType)
	curRes, _ := op.Result(0).Type().(*ir.MemRefType)
	if curSrc == nil || curRes == nil || !ir.IsStrided(newSrc) {
		return false
	}
	offs, sizes, strides := mixed(op, "offsets", "static_offsets"), mixed(op, "sizes", "static_sizes"), mixed(op, "strides", "static_strides")
	full := subViewType(newSrc, staticList(op, "static_offsets"), staticList(op, "static_sizes"), staticList(op, "static_strides"))
	unused, ok := memRefRankReductionMask(curSrc, curRes, sizes)
	if !ok {
		return false
	}
	t := dropDims(full, unused)
	r.SetInsertionPointBefore(op)
	nv := createSubView(r, op.Loc(), c.Operand(0), t, offs, sizes, strides)
	r.ReplaceOp(op, []*ir.Value{createCast(r, op.Loc(), nv.Result(0), curRes)})
	return true
}

func trivialSubView(op *ir.Operation, r *rw) bool {
	src, _ := op.Operand(0).Type().(*ir.MemRefType)
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if src == nil || res == nil || len(src.Dims) != len(res.Dims) {
		return false
	}
	for _, o := range mixed(op, "offsets", "static_offsets") {
		if !isConstOfr(o, 0) {
			return false
		}
	}
	for _, s := range mixed(op, "strides", "static_strides") {
		if !isConstOfr(s, 1) {
			return false
		}
	}
	for i, s := range mixed(op, "sizes", "static_sizes") {
		if !isConstOfr(s, src.Dims[i]) || src.Dims[i] == ir.Dynamic {
			return false
		}
	}
	if ir.TypeEqual(src, res) {
		r.ReplaceOp(op, []*ir.Value{op.Operand(0)})
		return true
	}
	replaceWithCast(r, op, op.Operand(0))
	return true
}

var _ = opdef.AnyType

// lastNonTerminator reports whether op is the last op before its block's terminator in a
// one-block region. An unregistered op ending the block counts as its terminator: MLIR asks
// whether the last op might be one, which it cannot rule out for an op it does not know.
func lastNonTerminator(op *ir.Operation) bool {
	next := op.Next()
	return next != nil && next.Next() == nil && (next.HasTrait(ir.TraitTerminator) || !next.IsRegistered()) &&
		op.ParentRegion().NumBlocks() == 1
}

// allocaScopeHoister moves the allocas of a scope that ends its enclosing op chain up to
// the nearest allocation scope, when their operands are defined outside.
func allocaScopeHoister(op *ir.Operation, r *rw) bool {
	top := op.ParentOp()
	if top == nil || top.HasTrait(ir.TraitAutomaticAllocationScope) || !lastNonTerminator(op) || !lastNonTerminator(top) {
		return false
	}
	for {
		p := top.ParentOp()
		if p == nil {
			return false
		}
		if p.HasTrait(ir.TraitAutomaticAllocationScope) {
			break
		}
		top = p
		if !lastNonTerminator(top) {
			return false
		}
	}
	var containing *ir.Region
	for _, reg := range top.Regions() {
		if regionEncloses(reg, op.ParentRegion()) {
			containing = reg
		}
	}
	if containing == nil {
		return false
	}
	var hoist []*ir.Operation
	op.WalkPost(func(x *ir.Operation) {
		if x.Name() != OpAlloca {
			return
		}
		for _, v := range x.Operands() {
			if b := v.ParentBlock(); b != nil && regionEncloses(containing, b.Parent()) {
				return
			}
		}
		hoist = append(hoist, x)
	})
	if len(hoist) == 0 {
		return false
	}
	r.SetInsertionPointBefore(top)
	for _, x := range hoist {
		c := r.Clone(x, nil)
		r.ReplaceOp(x, c.Results())
	}
	return true
}

// regionEncloses reports whether region b is a or nested in a.
func regionEncloses(a, b *ir.Region) bool {
	for b != nil {
		if a == b {
			return true
		}
		p := b.ParentOp()
		if p == nil {
			return false
		}
		b = p.ParentRegion()
	}
	return false
}
