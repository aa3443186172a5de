package passes

import (
	"sync"

	"github.com/ascend-toolchain/asc/ir"
)

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
//
// Op liveness lives in the ops' scratch slots (a map of every op cost half of
// canonicalize): the slots of every op in regions are overwritten, so the caller must
// hold nothing there (the greedy driver empties its worklist first). Erasures are
// decided before any is made, since the rewriter's listener may write the slots again.
func RunRegionDCE(rw *ir.Rewriter, regions []*ir.Region) bool {
	lm := dcePool.Get().(*liveMap)
	defer lm.release()
	claim(regions)
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
	erased := lm.plan(regions)
	lm.apply(rw)
	return erased
}

var dcePool = sync.Pool{New: func() any { return &liveMap{vals: map[*ir.Value]bool{}} }}

// liveMark is the scratch value of an op proven live; claim sets every other op to 0.
const liveMark = 1

// liveMap records the ops and block arguments proven live.
type liveMap struct {
	changed bool
	cyclic  bool // a sweep met non-entry block arguments or a graph region
	vals    map[*ir.Value]bool
	steps   []dceStep // the erasures decided, in the order they are made
}

// dceStep is one erasure: the op (stepOp), the branch operands of terminator op feeding
// dead arguments (stepSuccOperands), or the dead arguments of block (stepArgs).
type dceStep struct {
	kind  uint8
	op    *ir.Operation
	block *ir.Block
}

const (
	stepOp = iota
	stepSuccOperands
	stepArgs
)

// claim clears the scratch slot of every op in regions, reachable or not: an op no
// sweep visits (in an unreachable block) must read as not live.
func claim(regions []*ir.Region) {
	for _, r := range regions {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				o.Walk(func(x *ir.Operation) bool {
					x.SetScratch(0)
					return true
				})
			}
		}
	}
}

func (lm *liveMap) release() {
	clear(lm.vals)
	clear(lm.steps)
	lm.steps = lm.steps[:0]
	dcePool.Put(lm)
}

func (lm *liveMap) live(op *ir.Operation) bool { return op.Scratch() == liveMark }

func (lm *liveMap) setOp(op *ir.Operation) {
	if op.Scratch() != liveMark {
		op.SetScratch(liveMark)
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
		if !lm.useKnownDead(u) && lm.live(u.Owner()) {
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
	if lm.live(op) {
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

// plan lists the erasures in the order they are made: blocks in post-order, ops last to
// first (so uses go before definitions), the branch operands feeding dead arguments first
// in a block, then the dead arguments of every block but the entry. It reports whether
// an op is to be erased. Nothing changes yet, so the liveness marks stay readable.
func (lm *liveMap) plan(regions []*ir.Region) bool {
	erased := false
	for _, r := range regions {
		if r.Empty() {
			continue
		}
		single := r.NumBlocks() == 1
		for _, b := range blocksPostOrder(r) {
			if t := b.Last(); !single && t != nil {
				lm.steps = append(lm.steps, dceStep{kind: stepSuccOperands, op: t})
			}
			for o := b.Last(); o != nil; o = o.Prev() {
				if !lm.live(o) {
					erased = true
					lm.steps = append(lm.steps, dceStep{kind: stepOp, op: o})
				} else if o.NumRegions() > 0 && lm.plan(o.Regions()) {
					erased = true
				}
			}
		}
		for _, b := range r.Blocks()[1:] {
			lm.steps = append(lm.steps, dceStep{kind: stepArgs, block: b})
		}
	}
	return erased
}

// apply makes the planned erasures. Argument liveness (vals) is still what the solve
// found; erasing ops does not touch it.
func (lm *liveMap) apply(rw *ir.Rewriter) {
	for _, s := range lm.steps {
		switch s.kind {
		case stepSuccOperands:
			lm.eraseDeadSuccessorOperands(s.op)
		case stepOp:
			for _, res := range s.op.Results() {
				for _, u := range res.Uses() {
					u.Set(nil)
				}
			}
			rw.EraseOp(s.op)
		case stepArgs:
			b := s.block
			for i := b.NumArgs() - 1; i >= 0; i-- {
				if !lm.vals[b.Arg(i)] {
					b.EraseArg(i)
				}
			}
		}
	}
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
