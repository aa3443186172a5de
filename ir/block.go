package ir

// Block is a list of operations with arguments, inside a region.
type Block struct {
	args        []*Value
	argLocs     []Location // parallel to args: block arguments carry locations in MLIR
	first, last *Operation
	parent      *Region
	// prev, next link the blocks of the parent region: removing or inserting a block is
	// O(1), where a slice copied the region's tail each time (see Region).
	prev, next *Block
	// uses lists the successor slots naming the block, of attached and detached ops
	// alike: predecessors are found from it without scanning the region's terminators.
	uses       *blockUse
	self       [1]*Block // b itself, once in a region: Blocks() of a one-block region
	idx        int32     // position in the parent region, valid while parent.idxValid
	orderValid bool
	pid        int32 // printer block number, valid when pgen matches
	pgen       uint32
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
	return b.parent != nil && b.parent.first == b
}

// NextBlock returns the block after b in its region, or nil.
func (b *Block) NextBlock() *Block { return b.next }

// PrevBlock returns the block before b in its region, or nil.
func (b *Block) PrevBlock() *Block { return b.prev }

// Predecessors lists the blocks whose terminators branch to b, in region order (a block
// appears once per edge, as MLIR counts them).
func (b *Block) Predecessors() []*Block {
	edges := b.PredecessorEdges()
	if len(edges) == 0 {
		return nil
	}
	out := make([]*Block, len(edges))
	for i, e := range edges {
		out[i] = e.Block
	}
	return out
}

// PredecessorMap lists the predecessors of every block of r that has any, as
// Block.Predecessors does, in one pass over the region: asking each block in turn scans
// the region once per block (a 100,000-block chain took minutes to print). nil when no
// block has a predecessor.
func (r *Region) PredecessorMap() map[*Block][]*Block {
	var preds map[*Block][]*Block
	for pb := r.first; pb != nil; pb = pb.next {
		if t := pb.last; t != nil {
			for _, s := range t.succs() {
				if s != nil && s.parent == r {
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

// CloneInto deep-copies the blocks of r into dst, extending the value and block maps.
func (r *Region) CloneInto(dst *Region, m map[*Value]*Value, bm map[*Block]*Block) {
	for b := r.first; b != nil; b = b.next {
		nb := &Block{}
		for _, a := range b.args {
			m[a] = nb.AddArg(a.typ, a.ArgLoc())
		}
		bm[b] = nb
		dst.AddBlock(nb)
	}
	for b := r.first; b != nil; b = b.next {
		nb := bm[b]
		for o := b.first; o != nil; o = o.next {
			nb.Append(o.Clone(m))
		}
	}
	// Successors were mapped only if their blocks were known when the op was cloned;
	// fix forward branches now that every block exists.
	for b := r.first; b != nil; b = b.next {
		for o := bm[b].first; o != nil; o = o.next {
			for i, s := range o.succs() {
				if nb, ok := bm[s]; ok {
					o.SetSuccessor(i, nb)
				}
			}
		}
	}
}
