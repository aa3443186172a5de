package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// Reads of a tensor across a loop's back edge. A write w in a loop body is read on the
// next iteration by the ops of the body up to w (w itself included: the accumulator of
// `add acc, acc, x` in a loop) when the tensor lives on from one iteration to the next
// (allocated outside the loop, or the same buffer taken again in the body). The forward
// search of syncWrite (scanReaders) sees only the readers after w, so these were left
// unordered: the vector reads of the next iteration raced the vector write (no
// pipe_barrier(PIPE_V)), and a store at the top of the body did not wait for the vector
// op at its bottom (no V_MTE3 flags). The order goes at the end of the iteration, right
// after the op of the body that holds w.

// readsDstOps read their destination as well as write it (dst = a*b + dst, dst += a*x,
// the accumulating mmad).
var readsDstOps = opSet(
	ascendc.OpMulAddDstL0, ascendc.OpMulAddDstL1, ascendc.OpMulAddDstL2,
	ascendc.OpFusedMulAddL0, ascendc.OpFusedMulAddL1, ascendc.OpFusedMulAddL2,
	ascendc.OpFusedMulAddReluL0, ascendc.OpFusedMulAddReluL1, ascendc.OpFusedMulAddReluL2,
	ascendc.OpAxpy, ascendc.OpAxpyL0, ascendc.OpAxpyL1, ascendc.OpAxpyL2,
	ascendc.OpMmad, ascendc.OpMmadWithBias, ascendc.OpMmadWithSparse,
)

// readsTensor reports whether o reads one of ts: it names one of them other than as the
// destination it writes (a write only, as of a duplicate into it, is not a read), or
// reads its destination too.
func readsTensor(o *ir.Operation, ts map[*ir.Value]bool) bool {
	if !accesses(o, ts) {
		return false
	}
	if readsDstOps[o.Name()] {
		return true
	}
	d := dstOperand(o)
	if d == nil || !ts[d] || opPipe(o) == pipeNone {
		return true
	}
	// The destination takes one operand slot; a read names the tensor in another.
	n := 0
	for i, v := range o.Operands() {
		if ts[v] && !carriedBy(o.OpOperand(i)) {
			n++
		}
	}
	return n > 1
}

// loopBodyPrefix returns, for a loop p enclosing w, the ops the next iteration runs before
// it reaches the op holding w (that op included), in order, and that op: the whole before
// region of an scf.while when w is in its after region, then the body up to w's op.
func loopBodyPrefix(p, w *ir.Operation) (ops []*ir.Operation, anc *ir.Operation) {
	for r := 0; r < p.NumRegions(); r++ {
		if p.Region(r).Empty() {
			continue
		}
		blk := p.Region(r).Front()
		if anc = ancestorIn(w, blk); anc != nil {
			for x := blk.First(); x != nil; x = x.Next() {
				ops = append(ops, x)
				if x == anc {
					break
				}
			}
			return ops, anc
		}
		for x := blk.First(); x != nil; x = x.Next() {
			ops = append(ops, x)
		}
	}
	return nil, nil
}

// backEdgeSync orders the write w (on pipe pw, of the tensors ts) before the readers of
// the next iteration of every scf.for / scf.while enclosing it (see above), and a write in
// the before region of an scf.while before the readers of its after region (the forward
// search does not cross scf.condition). Each gets a pipe_v barrier for vector readers of
// a vector write and a flag pair for the first reader on each other pipe, up to a reader
// that rewrites the tensor or a queue op or flag naming it.
func backEdgeSync(b *ir.Builder, w *ir.Operation, pw pipe, ts map[*ir.Value]bool, fn *ir.Operation, pairs []*flagPair) []*flagPair {
	for p := w.ParentOp(); p != nil && p != fn; p = p.ParentOp() {
		if p.Name() != scf.OpFor && p.Name() != scf.OpWhile {
			continue
		}
		if ops, anc := loopBodyPrefix(p, w); anc != nil {
			if at := pastSync(anc.Next()); at != nil {
				pairs = orderReaders(b, w, pw, ts, ops, at, accessedAfter(w, p, pw, ts), pairs)
			}
		}
		if p.Name() != scf.OpWhile || p.NumRegions() < 2 || p.Region(0).Empty() || p.Region(1).Empty() ||
			ancestorIn(w, p.Region(0).Front()) == nil {
			continue
		}
		after := p.Region(1).Front()
		var ops []*ir.Operation
		for x := after.First(); x != nil; x = x.Next() {
			ops = append(ops, x)
		}
		if at := pastSync(after.First()); at != nil {
			pairs = orderReaders(b, w, pw, ts, ops, at, false, pairs)
		}
	}
	return pairs
}

// accessedAfter reports whether an op on a pipe other than pw accesses one of ts after w
// on every path to the end of loop's body: an op of w's block or of a block enclosing it
// inside loop, not nested in a region (which may not run).
func accessedAfter(w, loop *ir.Operation, pw pipe, ts map[*ir.Value]bool) bool {
	for x := w; x != nil && x != loop; x = x.ParentOp() {
		for y := x.Next(); y != nil; y = y.Next() {
			if y.NumRegions() == 0 && accesses(y, ts) && opPipe(y) != pipeNone && opPipe(y) != pw {
				return true
			}
		}
	}
	return false
}

// orderReaders orders w before the readers among ops (in order, nested ops included) with
// synchronisation inserted before at: a barrier for accesses on w's pipe when it has one
// (barrierPipe), a flag pair for the first reader on each other pipe not ordered yet.
func orderReaders(b *ir.Builder, w *ir.Operation, pw pipe, ts map[*ir.Value]bool, ops []*ir.Operation, at *ir.Operation, crossed bool, pairs []*flagPair) []*flagPair {
	ordered := pipeSet{}
	ordered.add(pw)
	stop, passed := false, false
	for _, x := range ops {
		x.Walk(func(o *ir.Operation) bool {
			if stop || !accesses(o, ts) {
				return !stop
			}
			// In the op holding w, what follows w on its own path is no part of the next
			// iteration's way to w; the other branches of the scf.ifs holding w are.
			if passed && onPathTo(o, w) {
				return false
			}
			if classifyReader(o, pw, ordered) == readerStop {
				stop = true
				return false
			}
			// A write on w's own pipe in the next iteration (w itself, when it is the
			// body's only access) is ordered after w like a reader, unless an access on
			// another pipe lies between them on every path (crossed, or one seen here):
			// the flags of that access order the two.
			if readsTensor(o, ts) || (opPipe(o) == pw && rewritesOnPipe(o, ts) && !crossed) {
				pairs = orderBefore(b, w, at, opPipe(o), pw, ordered, pairs)
			}
			// Only an access that runs on every path counts (not one in a branch).
			if opPipe(o) != pw && opPipe(o) != pipeNone && o == x {
				crossed = true
			}
			passed = passed || o == w
			stop = rewritesOnPipe(o, ts) && o == x
			return false
		})
		if stop {
			break
		}
	}
	return pairs
}

// barrierPipe reports whether two accesses to one local tensor on pipe p need a
// pipe_barrier of p between them: the vector pipe's (PyAsc's auto-sync puts pipe_v between
// vector ops), and MTE2's, whose loads into one UB buffer are not kept in order
// (hardware.md §4: PipeBarrier "is needed between DataCopies with overlapping
// destinations"). MTE3 only reads local tensors.
func barrierPipe(p pipe) bool { return p == pipeV || p == pipeMTE2 }

// orderBefore orders w's write on pw before a reader on pu with synchronisation right
// before at, unless pu is ordered after it already (or synchronised there before).
func orderBefore(b *ir.Builder, w, at *ir.Operation, pu, pw pipe, ordered pipeSet, pairs []*flagPair) []*flagPair {
	switch {
	case pu == pw:
		if barrierPipe(pw) && !barrierBefore(at, pw.enum()) {
			b.SetInsertionPointBefore(at)
			barrier(b, w.Loc(), pw.enum())
		}
		return pairs
	case pu == pipeNone || ordered[pu]:
		return pairs
	}
	ordered.add(pu)
	e, ok := hardEvent(pw, pu)
	if !ok || pairBefore(at, e) {
		return pairs
	}
	if from := at.Prev(); from != nil {
		if mergePair(pairs, e, from, at) {
			return pairs
		}
		return append(pairs, newFlagPair(b, e, w.Loc(), from, at))
	}
	b.SetInsertionPointBefore(at)
	eventPair(b, w.Loc(), e)
	return pairs
}

// pastSync returns the first op from x on that is not a synchronisation op: what is
// inserted before it comes after the synchronisation already there (which pairBefore and
// barrierBefore then see, so a second run adds nothing).
func pastSync(x *ir.Operation) *ir.Operation {
	for x != nil && isSyncOp(x) {
		x = x.Next()
	}
	return x
}

// barrierBefore reports whether a pipe_barrier of p is among the synchronisation ops
// right before op.
func barrierBefore(op *ir.Operation, p ascendc.Pipe) bool {
	for x := op.Prev(); x != nil && isSyncOp(x); x = x.Prev() {
		if isBarrier(x, p) {
			return true
		}
	}
	return false
}
