package ir

// Builder creates operations at an insertion point.
type Builder struct {
	Ctx    *Context
	block  *Block
	before *Operation // insert before this op; nil means at the end of block
	// Listener, when set, hears about created ops (the rewrite driver's worklist uses it).
	Listener Listener
}

// Listener receives notifications about IR changes made through a Builder or Rewriter.
type Listener interface {
	OpInserted(op *Operation)
	OpErased(op *Operation)
	OpModified(op *Operation)
	OpReplaced(op *Operation, with []*Value)
}

func NewBuilder(ctx *Context) *Builder { return &Builder{Ctx: ctx} }

func (b *Builder) SetInsertionPointToEnd(blk *Block)     { b.block, b.before = blk, nil }
func (b *Builder) SetInsertionPointToStart(blk *Block)   { b.block, b.before = blk, blk.first }
func (b *Builder) SetInsertionPointBefore(op *Operation) { b.block, b.before = op.block, op }
func (b *Builder) SetInsertionPointAfter(op *Operation)  { b.block, b.before = op.block, op.next }

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
// telling its listener.
type Rewriter struct {
	Builder
}

func NewRewriter(ctx *Context) *Rewriter { return &Rewriter{Builder{Ctx: ctx}} }

// ReplaceOp redirects the op's result uses to vals and erases it.
func (r *Rewriter) ReplaceOp(op *Operation, vals []*Value) {
	if r.Listener != nil {
		r.Listener.OpReplaced(op, vals)
	}
	op.ReplaceAllUsesWith(vals)
	r.EraseOp(op)
}

// ReplaceOpWithOp replaces op by another op's results.
func (r *Rewriter) ReplaceOpWithOp(op, with *Operation) { r.ReplaceOp(op, with.Results()) }

// EraseOp erases an op (and nested ops), notifying the listener for each erased op.
func (r *Rewriter) EraseOp(op *Operation) {
	if r.Listener != nil {
		op.WalkPost(func(o *Operation) { r.Listener.OpErased(o) })
	}
	op.Erase()
}

// ModifyInPlace runs fn and reports the op as modified.
func (r *Rewriter) ModifyInPlace(op *Operation, fn func()) {
	fn()
	if r.Listener != nil {
		r.Listener.OpModified(op)
	}
}

// InlineBlockBefore moves the ops of src before op, replacing src's arguments with args.
func (r *Rewriter) InlineBlockBefore(src *Block, op *Operation, args []*Value) {
	for i, a := range src.args {
		a.ReplaceAllUsesWith(args[i])
	}
	for o := src.first; o != nil; {
		next := o.next
		src.remove(o)
		op.block.insertBefore(o, op)
		if r.Listener != nil {
			r.Listener.OpInserted(o)
		}
		o = next
	}
}

// MergeBlockInto appends src's ops to the end of dst, replacing src's arguments with args.
func (r *Rewriter) MergeBlockInto(src, dst *Block, args []*Value) {
	for i, a := range src.args {
		a.ReplaceAllUsesWith(args[i])
	}
	for o := src.first; o != nil; {
		next := o.next
		src.remove(o)
		dst.Append(o)
		o = next
	}
	if src.parent != nil {
		src.parent.RemoveBlock(src)
	}
}
