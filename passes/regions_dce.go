package passes

import "github.com/ascend-toolchain/asc/ir"

// RunRegionDCE erases the ops that have no effects and whose results feed only such ops,
// and the block arguments (with the branch operands feeding them) that nothing live uses,
// as LLVM 19's runRegionDCE. Liveness is solved to a fixpoint: an operand forwarded by a
// branch op to a block argument is live only when the argument is, so values circulating
// through loops die together. Entry block arguments always stay. A registered terminator
// that does not describe its successor operands keeps all its successors' arguments live;
// an unregistered op is no terminator to MLIR, so it is just a live user of its operands.
//
// It reports only erased ops: like LLVM 19, erasing nothing but block arguments does not
// count as a change (the greedy driver then stops, which can leave a pattern unapplied).
func RunRegionDCE(rw *ir.Rewriter, regions []*ir.Region) bool {
	lm := &liveMap{ops: map[*ir.Operation]bool{}, vals: map[*ir.Value]bool{}}
	for {
		lm.changed, lm.cyclic = false, false
		for _, r := range regions {
			lm.region(r)
		}
		// One sweep decides everything when uses always come before definitions: in SSA
		// regions post-order visits every use of a value before its definition, except
		// through block arguments (loops) and in graph regions, where another sweep may
		// prove more live.
		if !lm.changed || !lm.cyclic {
			break
		}
	}
	return lm.deleteDead(rw, regions)
}

// liveMap records the ops and block arguments proven live.
type liveMap struct {
	changed bool
	cyclic  bool // a sweep met non-entry block arguments or a graph region
	ops     map[*ir.Operation]bool
	vals    map[*ir.Value]bool
}

func (lm *liveMap) setOp(op *ir.Operation) {
	if !lm.ops[op] {
		lm.ops[op] = true
		lm.changed = true
	}
}

// setVal marks a value live: an op result stands for its op (as in LLVM 19, an op's
// results live and die together).
func (lm *liveMap) setVal(v *ir.Value) {
	if d := v.DefiningOp(); d != nil {
		lm.setOp(d)
		return
	}
	if !lm.vals[v] {
		lm.vals[v] = true
		lm.changed = true
	}
}

// useKnownDead reports whether u only forwards a value to a successor argument that is not
// (yet) live: such a use does not make the value live.
func (lm *liveMap) useKnownDead(u *ir.OpOperand) bool {
	owner := u.Owner()
	if !owner.HasTrait(ir.TraitTerminator) {
		return false
	}
	if arg := ir.SuccessorBlockArgument(owner, u.Index()); arg != nil {
		return !lm.vals[arg]
	}
	return false
}

// value marks v live when a live op uses it other than by a dead forwarding.
func (lm *liveMap) value(v *ir.Value) {
	for u := v.FirstUse(); u != nil; u = u.NextUse() {
		if !lm.useKnownDead(u) && lm.ops[u.Owner()] {
			lm.setVal(v)
			return
		}
	}
}

// region visits blocks in post-order and ops last to first, so uses come before
// definitions; a block's arguments follow its ops.
func (lm *liveMap) region(r *ir.Region) {
	if r.Empty() {
		return
	}
	if p := r.ParentOp(); p == nil || !p.IsRegistered() || p.HasTrait(ir.TraitGraphRegion) {
		lm.cyclic = true
	}
	for _, b := range blocksPostOrder(r) {
		for o := b.Last(); o != nil; o = o.Prev() {
			lm.op(o)
		}
		if b.IsEntry() || b.NumArgs() == 0 {
			continue
		}
		lm.cyclic = true
		for _, a := range b.Args() {
			if !lm.vals[a] {
				lm.value(a)
			}
		}
	}
}

func (lm *liveMap) op(op *ir.Operation) {
	for _, r := range op.Regions() {
		lm.region(r)
	}
	if op.HasTrait(ir.TraitTerminator) {
		lm.terminator(op)
		return
	}
	if lm.ops[op] {
		return
	}
	if !ir.WouldBeTriviallyDead(op) {
		lm.setOp(op)
		return
	}
	for _, r := range op.Results() {
		lm.value(r)
	}
}

// terminator: terminators are live; a terminator that does not describe its successor
// operands keeps every successor argument live.
func (lm *liveMap) terminator(op *ir.Operation) {
	lm.setOp(op)
	if ir.IsBranch(op) {
		return
	}
	for _, s := range op.Successors() {
		for _, a := range s.Args() {
			lm.setVal(a)
		}
	}
}

// deleteDead erases the ops not proven live (blocks in post-order, ops last to first, so
// uses go before definitions), the branch operands feeding dead arguments, then the dead
// arguments of every block but the entry.
func (lm *liveMap) deleteDead(rw *ir.Rewriter, regions []*ir.Region) bool {
	erased := false
	for _, r := range regions {
		if r.Empty() {
			continue
		}
		single := r.NumBlocks() == 1
		for _, b := range blocksPostOrder(r) {
			if t := b.Last(); !single && t != nil {
				lm.eraseDeadSuccessorOperands(t)
			}
			for o := b.Last(); o != nil; {
				prev := o.Prev()
				if !lm.ops[o] {
					erased = true
					for _, res := range o.Results() {
						for _, u := range res.Uses() {
							u.Set(nil)
						}
					}
					rw.EraseOp(o)
				} else if o.NumRegions() > 0 && lm.deleteDead(rw, o.Regions()) {
					erased = true
				}
				o = prev
			}
		}
		for _, b := range r.Blocks()[1:] {
			for i := b.NumArgs() - 1; i >= 0; i-- {
				if !lm.vals[b.Arg(i)] {
					b.EraseArg(i)
				}
			}
		}
	}
	return erased
}

// eraseDeadSuccessorOperands drops the operands a branch forwards to dead arguments.
func (lm *liveMap) eraseDeadSuccessorOperands(t *ir.Operation) {
	if !ir.IsBranch(t) {
		return
	}
	for i := t.NumSuccessors() - 1; i >= 0; i-- {
		s := t.Successor(i)
		_, n := ir.SuccessorOperandRange(t, i)
		for k := n - 1; k >= 0; k-- {
			if k < s.NumArgs() && !lm.vals[s.Arg(k)] {
				ir.EraseSuccessorOperand(t, i, k)
			}
		}
	}
}

func blocksPostOrder(r *ir.Region) []*ir.Block {
	if r.NumBlocks() == 1 {
		return r.Blocks()
	}
	return regionPostOrder(r)
}

// regionPostOrder lists the blocks reachable from the entry in CFG post-order, successors
// visited in order (llvm::post_order).
func regionPostOrder(r *ir.Region) []*ir.Block {
	seen := map[*ir.Block]bool{}
	var out []*ir.Block
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		seen[b] = true
		if t := b.Last(); t != nil {
			for _, s := range t.Successors() {
				if s != nil && !seen[s] {
					visit(s)
				}
			}
		}
		out = append(out, b)
	}
	visit(r.Front())
	return out
}
