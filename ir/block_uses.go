package ir

import "slices"

// blockUse is one successor slot of an op, a use of the block it names (MLIR's
// BlockOperand). Every op with successors has one per successor, linked into its block's
// list from the op's creation until the op's references are dropped (Erase), so a block's
// predecessors are found from its few uses instead of a scan of every terminator of the
// region, which made canonicalizing a 50,000-block chain quadratic.
type blockUse struct {
	owner      *Operation
	blk        *Block
	prev, next *blockUse
	index      int32 // the successor number in owner
}

func (u *blockUse) link() {
	if u.blk == nil {
		return
	}
	u.prev, u.next = nil, u.blk.uses
	if u.next != nil {
		u.next.prev = u
	}
	u.blk.uses = u
}

// unlink takes u out of its block's list; unlinking twice is harmless.
func (u *blockUse) unlink() {
	if u.prev != nil {
		u.prev.next = u.next
	} else if u.blk != nil && u.blk.uses == u {
		u.blk.uses = u.next
	} else {
		return
	}
	if u.next != nil {
		u.next.prev = u.prev
	}
	u.prev, u.next = nil, nil
}

// successors are an op's successor blocks and, parallel to them, their places in the
// blocks' use lists; out of line, so that ops without successors pay one pointer.
type successors struct {
	blocks []*Block
	uses   []blockUse
}

// setSuccessors makes bs the op's successors and registers a use of each.
func (op *Operation) setSuccessors(bs []*Block) {
	e := op.ext()
	op.dropSuccessorUses()
	e.succ = nil
	if len(bs) == 0 {
		return
	}
	e.succ = &successors{blocks: bs, uses: make([]blockUse, len(bs))}
	for i, b := range bs {
		u := &e.succ.uses[i]
		*u = blockUse{owner: op, blk: b, index: int32(i)}
		u.link()
	}
}

// dropSuccessorUses unlinks the op's successor slots from their blocks' lists (the
// successors stay readable, as an erased op's operands do not).
func (op *Operation) dropSuccessorUses() {
	if op.extra == nil || op.extra.succ == nil {
		return
	}
	for i := range op.extra.succ.uses {
		op.extra.succ.uses[i].unlink()
	}
}

// edge reports whether use u is a control-flow edge into b: its op is the last of a block
// of b's region. Uses by detached ops, ops of removed blocks and ops followed by others (a
// rewrite in progress) are not edges, as they were not when predecessors were found by
// reading each block's last op.
func (b *Block) edge(u *blockUse) bool {
	o := u.owner
	return o.block != nil && o.block.parent == b.parent && o.block.last == o
}

// PredEdge is one control-flow edge into a block: the predecessor and which successor slot
// of its terminator names the block.
type PredEdge struct {
	Block *Block // the predecessor
	Index int    // the successor index in Block's terminator
}

// PredecessorEdges lists the edges into b, in region order (then successor order).
func (b *Block) PredecessorEdges() []PredEdge {
	if b.parent == nil {
		return nil
	}
	var out []PredEdge
	for u := b.uses; u != nil; u = u.next {
		if b.edge(u) {
			out = append(out, PredEdge{u.owner.block, int(u.index)})
		}
	}
	if len(out) > 1 {
		r := b.parent
		slices.SortFunc(out, func(x, y PredEdge) int {
			if x.Block != y.Block {
				return r.BlockIndex(x.Block) - r.BlockIndex(y.Block)
			}
			return x.Index - y.Index
		})
	}
	return out
}

// HasPredecessors reports whether any terminator of the region branches to b.
func (b *Block) HasPredecessors() bool {
	if b.parent == nil {
		return false
	}
	for u := b.uses; u != nil; u = u.next {
		if b.edge(u) {
			return true
		}
	}
	return false
}

// SinglePredecessor returns the predecessor when exactly one edge enters b (two edges from
// one conditional branch count as two), else nil.
func (b *Block) SinglePredecessor() *Block {
	if b.parent == nil {
		return nil
	}
	var pred *Block
	for u := b.uses; u != nil; u = u.next {
		if b.edge(u) {
			if pred != nil {
				return nil
			}
			pred = u.owner.block
		}
	}
	return pred
}

// UniquePredecessor returns the predecessor when every edge into b comes from one block,
// else nil.
func (b *Block) UniquePredecessor() *Block {
	if b.parent == nil {
		return nil
	}
	var pred *Block
	for u := b.uses; u != nil; u = u.next {
		if b.edge(u) {
			if pred != nil && u.owner.block != pred {
				return nil
			}
			pred = u.owner.block
		}
	}
	return pred
}

// ReplaceAllUsesWith makes every terminator of the region that branches to b branch to nb.
func (b *Block) ReplaceAllUsesWith(nb *Block) {
	if b.parent == nil || nb == b {
		return
	}
	var edges []*blockUse
	for u := b.uses; u != nil; u = u.next {
		if b.edge(u) {
			edges = append(edges, u)
		}
	}
	for _, u := range edges {
		u.owner.SetSuccessor(int(u.index), nb)
	}
}
