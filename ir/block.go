package ir

// Block is a list of operations with arguments, inside a region.
type Block struct {
	args        []*Value
	argLocs     []Location // parallel to args: block arguments carry locations in MLIR
	first, last *Operation
	parent      *Region
	orderValid  bool
	pid         int32 // printer block number, valid when pgen matches
	pgen        uint32
}

// NewBlock creates a detached block with arguments of the given types.
func NewBlock(types ...Type) *Block {
	b := &Block{}
	for _, t := range types {
		b.AddArg(t, nil)
	}
	return b
}

// Parent returns the region holding the block (nil when detached).
func (b *Block) Parent() *Region { return b.parent }

// NumArgs returns the number of block arguments.
func (b *Block) NumArgs() int { return len(b.args) }

// Arg returns block argument i.
func (b *Block) Arg(i int) *Value { return b.args[i] }

// Args returns the block arguments; the slice belongs to the block.
func (b *Block) Args() []*Value { return b.args }

// First returns the first op (nil when the block is empty).
func (b *Block) First() *Operation { return b.first }

// Last returns the last op, usually the terminator (nil when the block is empty).
func (b *Block) Last() *Operation { return b.last }

// Empty reports whether the block holds no ops.
func (b *Block) Empty() bool { return b.first == nil }

// ParentOp is the op owning the block's region.
func (b *Block) ParentOp() *Operation {
	if b.parent == nil {
		return nil
	}
	return b.parent.parent
}

// AddArg appends an argument.
func (b *Block) AddArg(t Type, loc Location) *Value {
	v := new(Value)
	*v = argValue(t, b, len(b.args))
	b.args = append(b.args, v)
	b.argLocs = append(b.argLocs, loc)
	return v
}

// InsertArg inserts an argument at index i.
func (b *Block) InsertArg(i int, t Type, loc Location) *Value {
	v := new(Value)
	*v = argValue(t, b, i)
	b.args = append(b.args, nil)
	copy(b.args[i+1:], b.args[i:])
	b.args[i] = v
	b.argLocs = append(b.argLocs, nil)
	copy(b.argLocs[i+1:], b.argLocs[i:])
	b.argLocs[i] = loc
	for j := i; j < len(b.args); j++ {
		b.args[j].setArgIndex(j)
	}
	return v
}

// EraseArg removes argument i, which must be unused.
func (b *Block) EraseArg(i int) {
	b.args = append(b.args[:i:i], b.args[i+1:]...)
	b.argLocs = append(b.argLocs[:i:i], b.argLocs[i+1:]...)
	for j := i; j < len(b.args); j++ {
		b.args[j].setArgIndex(j)
	}
}

// ArgTypes returns the argument types.
func (b *Block) ArgTypes() []Type {
	out := make([]Type, len(b.args))
	for i, a := range b.args {
		out[i] = a.typ
	}
	return out
}

// Ops returns the operations in order (a snapshot).
func (b *Block) Ops() []*Operation {
	var out []*Operation
	for o := b.first; o != nil; o = o.next {
		out = append(out, o)
	}
	return out
}

// NumOps counts the operations.
func (b *Block) NumOps() int {
	n := 0
	for o := b.first; o != nil; o = o.next {
		n++
	}
	return n
}

// Terminator returns the last op if it is a terminator (or, for unregistered ops, the last op).
func (b *Block) Terminator() *Operation {
	if b.last == nil {
		return nil
	}
	if b.last.HasTrait(TraitTerminator) || !b.last.IsRegistered() {
		return b.last
	}
	return nil
}

// Append adds op at the end.
func (b *Block) Append(op *Operation) {
	op.block = b
	op.prev = b.last
	op.next = nil
	if b.last != nil {
		b.last.next = op
	} else {
		b.first = op
	}
	b.last = op
	if b.orderValid {
		if op.prev != nil {
			op.order = op.prev.order + 1
		} else {
			op.order = 0
		}
	}
}

// Prepend adds op at the front.
func (b *Block) Prepend(op *Operation) {
	if b.first == nil {
		b.Append(op)
		return
	}
	b.insertBefore(op, b.first)
}

func (b *Block) insertBefore(op, before *Operation) {
	op.block = b
	op.next = before
	op.prev = before.prev
	if before.prev != nil {
		before.prev.next = op
	} else {
		b.first = op
	}
	before.prev = op
	b.orderValid = false
}

func (b *Block) insertAfter(op, after *Operation) {
	if after.next == nil {
		b.Append(op)
		return
	}
	b.insertBefore(op, after.next)
}

func (b *Block) remove(op *Operation) {
	if op.prev != nil {
		op.prev.next = op.next
	} else {
		b.first = op.next
	}
	if op.next != nil {
		op.next.prev = op.prev
	} else {
		b.last = op.prev
	}
	op.prev, op.next, op.block = nil, nil, nil
}

func (b *Block) renumber() {
	i := int32(0)
	for o := b.first; o != nil; o = o.next {
		o.order = i
		i++
	}
	b.orderValid = true
}

// IsEntry reports whether the block is the first of its region.
func (b *Block) IsEntry() bool {
	return b.parent != nil && len(b.parent.blocks) > 0 && b.parent.blocks[0] == b
}

// Predecessors lists the blocks whose terminators branch to b, in region order (a block
// appears once per edge, as MLIR counts them).
func (b *Block) Predecessors() []*Block {
	if b.parent == nil {
		return nil
	}
	var out []*Block
	for _, pb := range b.parent.blocks {
		t := pb.last
		if t == nil {
			continue
		}
		for _, s := range t.succs() {
			if s == b {
				out = append(out, pb)
			}
		}
	}
	return out
}

// PredecessorMap lists the predecessors of every block of r that has any, as
// Block.Predecessors does, in one pass over the region: asking each block in turn scans
// the region once per block (a 100,000-block chain took minutes to print). nil when no
// block has a predecessor.
func (r *Region) PredecessorMap() map[*Block][]*Block {
	var preds map[*Block][]*Block
	for _, pb := range r.blocks {
		if t := pb.last; t != nil {
			for _, s := range t.succs() {
				if s.parent == r {
					if preds == nil {
						preds = make(map[*Block][]*Block)
					}
					preds[s] = append(preds[s], pb)
				}
			}
		}
	}
	return preds
}

// SplitBefore moves op and everything after it into a new block inserted after b.
func (b *Block) SplitBefore(op *Operation) *Block {
	nb := &Block{}
	b.parent.InsertAfter(b, nb)
	for o := op; o != nil; {
		next := o.next
		b.remove(o)
		nb.Append(o)
		o = next
	}
	return nb
}

// Region is a list of blocks owned by an operation.
type Region struct {
	blocks []*Block
	parent *Operation
}

// Blocks returns the blocks in order; the slice belongs to the region.
func (r *Region) Blocks() []*Block { return r.blocks }

// NumBlocks returns the number of blocks.
func (r *Region) NumBlocks() int { return len(r.blocks) }

// Empty reports whether the region has no blocks (declarations, for example).
func (r *Region) Empty() bool { return len(r.blocks) == 0 }

// ParentOp returns the op owning the region.
func (r *Region) ParentOp() *Operation { return r.parent }

// Front returns the entry block or nil.
func (r *Region) Front() *Block {
	if len(r.blocks) == 0 {
		return nil
	}
	return r.blocks[0]
}

// Index is the region's position among its parent's regions.
func (r *Region) Index() int {
	for i, x := range r.parent.regs() {
		if x == r {
			return i
		}
	}
	return -1
}

// AddBlock appends b.
func (r *Region) AddBlock(b *Block) {
	b.parent = r
	r.blocks = append(r.blocks, b)
}

// InsertAfter inserts nb right after b.
func (r *Region) InsertAfter(b, nb *Block) {
	nb.parent = r
	for i, x := range r.blocks {
		if x == b {
			r.blocks = append(r.blocks, nil)
			copy(r.blocks[i+2:], r.blocks[i+1:])
			r.blocks[i+1] = nb
			return
		}
	}
	r.blocks = append(r.blocks, nb)
}

// RemoveBlock detaches b from the region.
func (r *Region) RemoveBlock(b *Block) {
	for i, x := range r.blocks {
		if x == b {
			r.blocks = append(r.blocks[:i:i], r.blocks[i+1:]...)
			b.parent = nil
			return
		}
	}
}

// TakeBody moves all blocks of other into r (r must be empty).
func (r *Region) TakeBody(other *Region) {
	for _, b := range other.blocks {
		b.parent = r
	}
	r.blocks = append(r.blocks, other.blocks...)
	other.blocks = nil
}

// CloneInto deep-copies the blocks of r into dst, extending the value and block maps.
func (r *Region) CloneInto(dst *Region, m map[*Value]*Value, bm map[*Block]*Block) {
	for _, b := range r.blocks {
		nb := &Block{}
		for _, a := range b.args {
			m[a] = nb.AddArg(a.typ, a.ArgLoc())
		}
		bm[b] = nb
		dst.AddBlock(nb)
	}
	for _, b := range r.blocks {
		nb := bm[b]
		for o := b.first; o != nil; o = o.next {
			nb.Append(o.Clone(m))
		}
	}
	// Successors were mapped only if their blocks were known when the op was cloned;
	// fix forward branches now that every block exists.
	for _, b := range r.blocks {
		for o := bm[b].first; o != nil; o = o.next {
			for i, s := range o.succs() {
				if nb, ok := bm[s]; ok {
					o.extra.successors[i] = nb
				}
			}
		}
	}
}
