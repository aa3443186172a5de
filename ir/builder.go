package ir

// Builder creates operations at an insertion point.
type Builder struct {
	Ctx    *Context // resolves op names to their registered OpInfo
	block  *Block
	before *Operation // insert before this op; nil means at the end of block
	// Listener, when set, hears about created ops (the rewrite driver's worklist uses it).
	Listener Listener
}

// Listener receives notifications about IR changes made through a Builder or Rewriter.
type Listener interface {
	// OpInserted is called after op was placed in a block.
	OpInserted(op *Operation)
	// OpErased is called before op is unlinked and dropped.
	OpErased(op *Operation)
	// OpModified is called after op changed in place (operands, attributes, successors).
	OpModified(op *Operation)
	// OpReplaced is called before op's results are redirected to with.
	OpReplaced(op *Operation, with []*Value)
}

// NewBuilder returns a builder with no insertion point; set one before creating ops.
func NewBuilder(ctx *Context) *Builder { return &Builder{Ctx: ctx} }

// SetInsertionPointToEnd makes new ops go at the end of blk (after any terminator).
func (b *Builder) SetInsertionPointToEnd(blk *Block) { b.block, b.before = blk, nil }

// SetInsertionPointToStart makes new ops go at the start of blk, before its current first op.
func (b *Builder) SetInsertionPointToStart(blk *Block) { b.block, b.before = blk, blk.first }

// SetInsertionPointBefore makes new ops go right before op.
func (b *Builder) SetInsertionPointBefore(op *Operation) { b.block, b.before = op.block, op }

// SetInsertionPointAfter makes new ops go right after op, in the order they are created.
func (b *Builder) SetInsertionPointAfter(op *Operation) { b.block, b.before = op.block, op.next }

// InsertionBlock returns the current block.
func (b *Builder) InsertionBlock() *Block { return b.block }

// Insert places a detached op at the insertion point.
func (b *Builder) Insert(op *Operation) *Operation {
	if b.block != nil {
		if b.before != nil {
			b.block.insertBefore(op, b.before)
		} else {
			b.block.Append(op)
		}
	}
	if b.Listener != nil {
		b.Listener.OpInserted(op)
	}
	return op
}

// Create builds and inserts an op by name.
func (b *Builder) Create(loc Location, name string, operands []*Value, types []Type, attrs ...NamedAttr) *Operation {
	st := &OperationState{Info: b.Ctx.OpInfoFor(name), Loc: loc, Operands: operands, Types: types, Attrs: attrs}
	return b.Insert(NewOperation(st))
}

// CreateState builds and inserts an op from a prepared state.
func (b *Builder) CreateState(st *OperationState) *Operation {
	if st.Info == nil {
		st.Info = b.Ctx.OpInfoFor(st.Name)
	}
	return b.Insert(NewOperation(st))
}

// Rewriter is a Builder that also replaces and erases ops, keeping use lists consistent and
// telling its listener, in the order MLIR's RewriterBase does (the greedy driver's worklist
// order depends on it).
type Rewriter struct {
	Builder
}

// NewRewriter returns a rewriter without a listener or insertion point.
func NewRewriter(ctx *Context) *Rewriter { return &Rewriter{Builder{Ctx: ctx}} }

// ReplaceOp redirects the op's result uses to vals (each user is reported modified) and
// erases it.
func (r *Rewriter) ReplaceOp(op *Operation, vals []*Value) {
	if r.Listener != nil {
		r.Listener.OpReplaced(op, vals)
	}
	for i := range op.resultArr() {
		r.ReplaceAllUsesWith(&op.resultArr()[i], vals[i])
	}
	r.EraseOp(op)
}

// ReplaceOpWithOp replaces op by another op's results.
func (r *Rewriter) ReplaceOpWithOp(op, with *Operation) { r.ReplaceOp(op, with.Results()) }

// ReplaceAllUsesWith redirects every use of from to to, reporting each user as modified.
func (r *Rewriter) ReplaceAllUsesWith(from, to *Value) {
	if from == to {
		return
	}
	for u := from.first; u != nil; {
		next := u.next
		owner := u.owner
		u.Set(to)
		if r.Listener != nil {
			r.Listener.OpModified(owner)
		}
		u = next
	}
}

// ReplaceUsesIf redirects the uses of from accepted by pred, reporting each user.
func (r *Rewriter) ReplaceUsesIf(from, to *Value, pred func(*OpOperand) bool) {
	for u := from.first; u != nil; {
		next := u.next
		if pred(u) {
			owner := u.owner
			u.Set(to)
			if r.Listener != nil {
				r.Listener.OpModified(owner)
			}
		}
		u = next
	}
}

// EraseOp erases an op. With a listener, nested ops are erased one by one first (regions in
// reverse, blocks in post-order, ops last to first) and each is reported just before it goes.
func (r *Rewriter) EraseOp(op *Operation) {
	if r.Listener == nil {
		op.Erase()
		return
	}
	r.eraseTree(op)
}

func (r *Rewriter) eraseTree(op *Operation) {
	for i := len(op.regs()) - 1; i >= 0; i-- {
		reg := op.regs()[i]
		for reg.n > 0 {
			order := postOrder(reg)
			for _, b := range order {
				for o := b.last; o != nil; {
					prev := o.prev
					r.eraseTree(o)
					o = prev
				}
			}
			for _, b := range order {
				for _, a := range b.args {
					a.dropAllUses()
				}
				reg.RemoveBlock(b)
			}
		}
	}
	r.Listener.OpErased(op)
	for i := range op.resultArr() {
		op.resultArr()[i].dropAllUses()
	}
	op.Erase()
}

// postOrder lists the blocks reachable from the region's entry in CFG post-order (the
// unreachable rest, if any, is handled by the caller's next round).
func postOrder(reg *Region) []*Block {
	seen := map[*Block]bool{}
	var out []*Block
	var visit func(b *Block)
	visit = func(b *Block) {
		seen[b] = true
		if t := b.last; t != nil {
			for _, s := range t.succs() {
				if s != nil && !seen[s] {
					visit(s)
				}
			}
		}
		out = append(out, b)
	}
	visit(reg.first)
	return out
}

func (v *Value) dropAllUses() {
	for v.first != nil {
		u := v.first
		u.unlink()
		u.val = nil
	}
}

// EraseBlock erases the ops of b last to first, then removes b from its region.
func (r *Rewriter) EraseBlock(b *Block) {
	for o := b.last; o != nil; {
		prev := o.prev
		r.EraseOp(o)
		o = prev
	}
	if b.parent != nil {
		b.parent.RemoveBlock(b)
	}
}

// ModifyInPlace runs fn and reports the op as modified.
func (r *Rewriter) ModifyInPlace(op *Operation, fn func()) {
	fn()
	if r.Listener != nil {
		r.Listener.OpModified(op)
	}
}

// MoveOpBefore moves op right before before, reporting it as inserted.
func (r *Rewriter) MoveOpBefore(op, before *Operation) {
	op.MoveBefore(before)
	if r.Listener != nil {
		r.Listener.OpInserted(op)
	}
}

// MoveOpAfter moves op right after after, reporting it as inserted.
func (r *Rewriter) MoveOpAfter(op, after *Operation) {
	op.MoveAfter(after)
	if r.Listener != nil {
		r.Listener.OpInserted(op)
	}
}

// InlineBlockBefore moves the ops of src right before op, replacing src's arguments with
// args, and removes src from its region.
func (r *Rewriter) InlineBlockBefore(src *Block, op *Operation, args []*Value) {
	r.inlineBlock(src, op.block, op, args)
}

// MergeBlocks appends src's ops to the end of dst, replacing src's arguments with args,
// and erases src.
func (r *Rewriter) MergeBlocks(src, dst *Block, args []*Value) {
	r.inlineBlock(src, dst, nil, args)
}

// MergeBlockInto is MergeBlocks.
func (r *Rewriter) MergeBlockInto(src, dst *Block, args []*Value) { r.MergeBlocks(src, dst, args) }

func (r *Rewriter) inlineBlock(src, dst *Block, before *Operation, args []*Value) {
	for i, a := range src.args {
		r.ReplaceAllUsesWith(a, args[i])
	}
	for src.first != nil {
		o := src.first
		src.remove(o)
		if before != nil {
			dst.insertBefore(o, before)
		} else {
			dst.Append(o)
		}
		if r.Listener != nil {
			r.Listener.OpInserted(o)
		}
	}
	if src.parent != nil {
		src.parent.RemoveBlock(src)
	}
}

// InlineRegionBefore moves the blocks of src into dst before block before (nil: at the end).
func (r *Rewriter) InlineRegionBefore(src, dst *Region, before *Block) {
	if before != nil && before.parent != dst {
		before = nil
	}
	dst.spliceBefore(src, before)
}

// SplitBlock splits b before op; the new block holds op and what follows.
func (r *Rewriter) SplitBlock(b *Block, op *Operation) *Block {
	if op == nil {
		nb := &Block{}
		b.parent.InsertAfter(b, nb)
		return nb
	}
	return b.SplitBefore(op)
}

// Clone inserts a deep copy of op at the insertion point, reporting it and (pre-order) the
// ops nested in it.
func (r *Rewriter) Clone(op *Operation, m map[*Value]*Value) *Operation {
	c := op.Clone(m)
	if r.block != nil {
		if r.before != nil {
			r.block.insertBefore(c, r.before)
		} else {
			r.block.Append(c)
		}
	}
	if r.Listener != nil {
		r.Listener.OpInserted(c)
		for _, reg := range c.regs() {
			for b := reg.first; b != nil; b = b.next {
				for o := b.first; o != nil; o = o.next {
					o.Walk(func(x *Operation) bool { r.Listener.OpInserted(x); return true })
				}
			}
		}
	}
	return c
}
