package ir

import "sync/atomic"

// Region is a list of blocks owned by an operation. The blocks form a doubly linked list,
// so that inserting or removing one is O(1) (a slice copied the region's tail on each, and
// merging a 50,000-block chain into one block moved gigabytes). Blocks() hands out a
// slice of them, kept while only appends change the region and rebuilt, as a new slice,
// after any other change: a slice a caller holds is never changed under it, so loops over
// Blocks() may insert and remove blocks as they go. The slice is made on demand by readers,
// which the pass manager runs in parallel (function passes looking at their module), hence
// an atomic pointer.
type Region struct {
	first, last *Block
	n           int
	cache       atomic.Pointer[[]*Block] // the blocks in order; nil when stale
	idxValid    bool                     // every block's idx is its position
	parent      *Operation
}

// Blocks returns the blocks in order; the slice belongs to the region and is not changed
// by later changes to the region (they make a new one).
func (r *Region) Blocks() []*Block {
	if r.n == 1 {
		// Most regions hold one block: its own one-element slice, which never changes,
		// saves building one per region walked.
		return r.first.self[:]
	}
	if p := r.cache.Load(); p != nil {
		return *p
	}
	var s []*Block
	if r.n > 0 {
		s = make([]*Block, 0, r.n)
		for b := r.first; b != nil; b = b.next {
			s = append(s, b)
		}
	}
	r.cache.Store(&s)
	return s
}

// NumBlocks returns the number of blocks.
func (r *Region) NumBlocks() int { return r.n }

// Empty reports whether the region has no blocks (declarations, for example).
func (r *Region) Empty() bool { return r.n == 0 }

// ParentOp returns the op owning the region.
func (r *Region) ParentOp() *Operation { return r.parent }

// Front returns the entry block or nil.
func (r *Region) Front() *Block { return r.first }

// Back returns the last block or nil.
func (r *Region) Back() *Block { return r.last }

// Index is the region's position among its parent's regions.
func (r *Region) Index() int {
	for i, x := range r.parent.regs() {
		if x == r {
			return i
		}
	}
	return -1
}

// BlockIndex is b's position in r (-1 when b is not in r). Positions are numbered once
// per change to the region's block list, so asking for many is linear overall.
func (r *Region) BlockIndex(b *Block) int {
	if b.parent != r {
		return -1
	}
	if !r.idxValid {
		i := int32(0)
		for x := r.first; x != nil; x = x.next {
			x.idx = i
			i++
		}
		r.idxValid = true
	}
	return int(b.idx)
}

// changed drops what a change other than an append makes stale.
func (r *Region) changed() {
	r.cache.Store(nil)
	r.idxValid = false
}

// AddBlock appends b.
func (r *Region) AddBlock(b *Block) {
	b.parent, b.self[0] = r, b
	b.prev, b.next = r.last, nil
	if r.last != nil {
		r.last.next = b
	} else {
		r.first = b
	}
	r.last = b
	b.idx = int32(r.n)
	r.n++
	if p := r.cache.Load(); p != nil {
		// Appending cannot change what a holder of the old slice sees: its length is shorter.
		s := append(*p, b)
		r.cache.Store(&s)
	}
}

// InsertAfter inserts nb right after b (at the end when b is not in r).
func (r *Region) InsertAfter(b, nb *Block) {
	if b == nil || b.parent != r || b == r.last {
		r.AddBlock(nb)
		return
	}
	r.insertBefore(nb, b.next)
}

// InsertBefore inserts nb right before b (at the end when b is nil or not in r).
func (r *Region) InsertBefore(b, nb *Block) {
	if b == nil || b.parent != r {
		r.AddBlock(nb)
		return
	}
	r.insertBefore(nb, b)
}

// insertBefore links nb before at, a block of r.
func (r *Region) insertBefore(nb, at *Block) {
	nb.parent, nb.self[0] = r, nb
	nb.next, nb.prev = at, at.prev
	if at.prev != nil {
		at.prev.next = nb
	} else {
		r.first = nb
	}
	at.prev = nb
	r.n++
	r.changed()
}

// RemoveBlock detaches b from the region (nothing happens when b is not in r).
func (r *Region) RemoveBlock(b *Block) {
	if b.parent != r {
		return
	}
	if b.prev != nil {
		b.prev.next = b.next
	} else {
		r.first = b.next
	}
	if b.next != nil {
		b.next.prev = b.prev
	} else {
		r.last = b.prev
	}
	b.prev, b.next, b.parent = nil, nil, nil
	r.n--
	r.changed()
}

// TakeBody moves all blocks of other to the end of r (r is normally empty).
func (r *Region) TakeBody(other *Region) {
	r.spliceBefore(other, nil)
}

// spliceBefore moves every block of src into r before at (at the end when at is nil).
func (r *Region) spliceBefore(src *Region, at *Block) {
	if src == r || src.first == nil {
		return
	}
	first, last, n := src.first, src.last, src.n
	src.first, src.last, src.n = nil, nil, 0
	src.changed()
	for b := first; b != nil; b = b.next {
		b.parent, b.self[0] = r, b
	}
	if at == nil {
		first.prev = r.last
		if r.last != nil {
			r.last.next = first
		} else {
			r.first = first
		}
		r.last = last
	} else {
		first.prev, last.next = at.prev, at
		if at.prev != nil {
			at.prev.next = first
		} else {
			r.first = first
		}
		at.prev = last
	}
	r.n += n
	r.changed()
}
