package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// Write-after-read (and write-after-write) order of tensors that no queue manages: the
// cube's L0A/L0B/L0C tiles live in TBufs, are written on one pipe (MTE1, M) and read on
// another (M, FIX). Queue tensors get this order across rounds from
// AllocTensor/FreeTensor, but not within one round: ascendc-reuse-ub-allocation lets
// several outputs share one queue buffer, and the second output's vector write must wait
// for the MTE3 store of the first. For those an event pair from the pipe of the earlier access to the writer's pipe goes
// right before the write (straight-line code, unrolled loops), or before the end of the
// loop body when the earlier access is one of the previous iteration.

// insertWARSync adds those pairs for every write by a pipe other than S, and for the
// scalar writes (set_value) after a copy's access: the V_S pair before every scalar
// access orders the vector pipe only, not an MTE3 store of the buffer before it.
func insertWARSync(fn *ir.Operation, b *ir.Builder) {
	for _, w := range collect(fn, func(o *ir.Operation) bool { return opPipe(o) != pipeNone && !isQueueOp(o) }) {
		pw := opPipe(w)
		if sv, ok := ascendc.AsLocalTensorSetValueOp(w); ok && pw == pipeS {
			insertScalarWARSync(b, w, sv.Tensor(), fn)
			continue
		}
		if pw == pipeS {
			continue
		}
		// Every tensor the op writes (Extract writes two, SoftMax its sum, max and
		// scratch tensors too).
		for _, t := range writtenOperands(w) {
			if isLocalTensor(t) {
				warSyncWrite(b, w, t, pw, fn)
			}
		}
	}
}

// warSyncWrite orders the write w on pipe pw of the local tensor t after the earlier
// accesses of t on other pipes (see insertWARSync).
func warSyncWrite(b *ir.Builder, w *ir.Operation, t *ir.Value, pw pipe, fn *ir.Operation) {
	t = viewRoot(t)
	ts := toSet(carriedAliases(t))
	q := queueOf(t)
	if q != nil {
		// The buffer's names in this round of the queue: its deque renames and the
		// name it had before its enque.
		followRenames(q, ts, w)
		followEarlierNames(q, ts)
		if allocOutsideLoop(t, w) {
			// One allocation for every iteration: nothing orders the next
			// iteration's write after this one's reads but flags (see syncWrite).
			q = nil
		}
	}
	for _, a := range accessesBefore(w, pw, ts, fn) {
		at, last := a.at, a.op
		if rawOrdered(last, w, ts) || q != nil && queueOrders(q, opPipe(last), pw) {
			continue
		}
		if e, ok := hardEvent(opPipe(last), pw); ok && crossPipe(opPipe(last), pw) && !pairCovers(at, e, last) {
			b.SetInsertionPointBefore(at)
			eventPair(b, at.Loc(), e)
		}
	}
	if q != nil {
		// The previous round's accesses are ordered by FreeTensor/AllocTensor
		// (insertFreeSync adds the reads on third pipes).
		return
	}
	loopWARSync(b, w, pw, ts, fn)
}

// loopWARSync orders the write w on pipe pw of ts after the accesses of the previous
// iteration of each loop enclosing w, with an event pair at the end of the loop's
// regions from each pipe whose access there may follow w.
func loopWARSync(b *ir.Builder, w *ir.Operation, pw pipe, ts map[*ir.Value]bool, fn *ir.Operation) {
	for l := w.ParentOp(); l != nil && l != fn; l = l.ParentOp() {
		if !isLoop(l) {
			continue
		}
		// Each pipe's last access is ordered, not only the last one overall: the last
		// access's own synchronisation need not follow the others (a vector reduction
		// of a tile after the V_MTE3 set for its store reads it after what the
		// MTE3_MTE2 pair orders).
		// An scf.while runs its before region too between two runs of w: each region's
		// accesses that may follow w get their pair at the end of that region.
		for r := 0; r < l.NumRegions(); r++ {
			reg := l.Region(r)
			if reg.Empty() {
				continue
			}
			for _, last := range lastAccessesInLoopAfter(w, reg, ts) {
				if e, ok := hardEvent(opPipe(last), pw); ok && crossPipe(opPipe(last), pw) {
					end := reg.Blocks()[len(reg.Blocks())-1].Last()
					if !endsWithPair(end, e) {
						b.SetInsertionPointBefore(end)
						eventPair(b, end.Loc(), e)
					}
				}
			}
		}
		// An outer loop's body may access the tensor after the loop holding w too
		// (a tile loaded in an inner loop, then rewritten and stored by the outer
		// body when reuse-ub gives both one buffer): the next outer iteration's w
		// follows those as well, which the inner loop's pair does not order.
	}
}

// crossPipe reports whether an access on pipe from followed by a write on pipe to needs an
// event: a pipe issues in order, so its own earlier reads precede its later writes (a V_V
// pair there would only stall), and scalar accesses are ordered with the vector pipe by
// the V_S / S_V pairs (both ways). Those do not order a copy pipe: a get_value of a
// statically placed tensor and the next iteration's load into it need an S_MTE2 pair.
func crossPipe(from, to pipe) bool {
	return from != to && (from != pipeS || to != pipeV) && (from != pipeV || to != pipeS)
}

// rawOrdered reports whether the write w already waits for the earlier access last: last
// wrote the tensor and w reads it, so the read-after-write synchronisation of last
// precedes w (a second pair of the same event would only set the flag twice).
func rawOrdered(last, w *ir.Operation, ts map[*ir.Value]bool) bool {
	if !rewritesOnPipe(last, ts) {
		return false
	}
	n := 0
	for _, v := range w.Operands() {
		if ts[v] {
			n++
		}
	}
	// The destination operand names the tensor once as the write; any other naming
	// (the same value as a source included) is a read.
	for _, d := range writtenOperands(w) {
		if ts[d] {
			n--
		}
	}
	return n > 0
}

// insertScalarWARSync orders the scalar write w of t after the latest accesses of t by
// the copy pipes (MTE2, MTE3) before it.
func insertScalarWARSync(b *ir.Builder, w *ir.Operation, t *ir.Value, fn *ir.Operation) {
	t = viewRoot(t)
	ts := toSet(carriedAliases(t))
	if q := queueOf(t); q != nil {
		followRenames(q, ts, w)
		followEarlierNames(q, ts)
	}
	for _, a := range accessesBefore(w, pipeS, ts, fn) {
		pl := opPipe(a.op)
		if pl == pipeV || pl == pipeS || rawOrdered(a.op, w, ts) {
			continue
		}
		if e, ok := hardEvent(pl, pipeS); ok && !pairCovers(a.at, e, a.op) {
			b.SetInsertionPointBefore(a.at)
			eventPair(b, a.at.Loc(), e)
		}
	}
	// The previous iteration's copies of t too (a set_value in a loop whose body stores
	// the tensor after it: the next iteration's set_value raced with the MTE3 store).
	if q := queueOf(t); q == nil || allocOutsideLoop(t, w) {
		loopWARSync(b, w, pipeS, ts, fn)
	}
}

// accessAt is an access of a tensor before a write, with the op enclosing the write at
// the access's level (before which the order goes).
type accessAt struct{ at, op *ir.Operation }

// accessesBefore returns the latest access of ts before w on each pipe, back to the
// latest write of ts on w's own pipe that runs whenever w does (which was ordered after
// the accesses before it itself). Only the very last access is not enough: an MTE3 store
// followed by a vector read leaves the store unordered with a vector write after both.
func accessesBefore(w *ir.Operation, pw pipe, ts map[*ir.Value]bool, fn *ir.Operation) []accessAt {
	seen := pipeSet{}
	var out []accessAt
	for p := w; p != nil && p != fn; p = p.ParentOp() {
		for x := p.Prev(); x != nil; x = x.Prev() {
			var accs []*ir.Operation
			x.Walk(func(o *ir.Operation) bool {
				if accesses(o, ts) && opPipe(o) != pipeNone && !isQueueOp(o) {
					accs = append(accs, o)
				}
				return true
			})
			for i := len(accs) - 1; i >= 0; i-- {
				o, po := accs[i], opPipe(accs[i])
				if !seen[po] {
					seen[po] = true
					out = append(out, accessAt{p, o})
				}
				// Only a rewrite that runs on every path ends the search: one nested in a
				// branch or loop of x (an add_l2 in the else block, after a store in the
				// then block) leaves the accesses before it on the other paths unordered.
				if po == pw && rewritesOnPipe(o, ts) && o == x {
					return out
				}
			}
		}
	}
	return out
}

// lastAccessesInLoopAfter finds, for each pipe, the latest op of reg, a region of a loop
// enclosing w, after w that accesses one of ts on that pipe (latest first): the accesses
// the next iteration's w follows. They lie after the op of the region enclosing w, or
// inside that op after w (a K step's loads and Mmad in one branch of an scf.if); in a
// region without w (an scf.while's other region) every access counts.
func lastAccessesInLoopAfter(w *ir.Operation, reg *ir.Region, ts map[*ir.Value]bool) []*ir.Operation {
	blk := reg.Blocks()[0]
	anc := ancestorIn(w, blk)
	var out []*ir.Operation
	seen := pipeSet{}
	take := func(in []*ir.Operation) {
		for i := len(in) - 1; i >= 0; i-- {
			if p := opPipe(in[i]); !seen[p] {
				seen[p] = true
				out = append(out, in[i])
			}
		}
	}
	isAccess := func(o *ir.Operation) bool { return accesses(o, ts) && opPipe(o) != pipeNone && !isQueueOp(o) }
	for x := blk.Last(); x != nil && x != anc; x = x.Prev() {
		var in []*ir.Operation
		x.Walk(func(o *ir.Operation) bool {
			if isAccess(o) {
				in = append(in, o)
			}
			return true
		})
		take(in)
	}
	if anc != nil && anc != w {
		// After w, and in the other branches of the scf.ifs holding w (a vector write in
		// the then block, a load into the tensor in the else block the next iteration
		// takes): an access before w on w's own path is ordered before it already.
		var in []*ir.Operation
		after := false
		anc.Walk(func(o *ir.Operation) bool {
			if (after || !onPathTo(o, w)) && isAccess(o) {
				in = append(in, o)
			}
			after = after || o == w
			return true
		})
		take(in)
	}
	return out
}

// onPathTo reports whether o runs on every path that reaches w: its block holds w or an
// op enclosing w.
func onPathTo(o, w *ir.Operation) bool { return ancestorIn(w, o.Block()) != nil }

// lastAccessIn returns the last op nested in x (x included) that accesses ts on a pipe.
func lastAccessIn(x *ir.Operation, ts map[*ir.Value]bool) *ir.Operation {
	var last *ir.Operation
	x.Walk(func(o *ir.Operation) bool {
		if accesses(o, ts) && opPipe(o) != pipeNone && !isQueueOp(o) {
			last = o
		}
		return true
	})
	return last
}

// endsWithPair reports whether the run of event pairs just before end (the loop body's
// terminator) already holds a wait of e.
func endsWithPair(end *ir.Operation, e ascendc.HardEvent) bool {
	for x := end.Prev(); x != nil; x = x.Prev() {
		switch x.Name() {
		case ascendc.OpWaitFlag:
			if isWait(x, e) {
				return true
			}
		case ascendc.OpSetFlag, ascendc.OpPipe, ascendc.OpPipeFetchEventId:
		default:
			return false
		}
	}
	return false
}

// insertFreeSync orders the reads of a queue tensor before its buffer is refilled.
// FreeTensor sets, and the next AllocTensor waits for, a flag from the queue's consumer
// pipe to its producer pipe; a read on a third pipe (the MTE3 store of a VECIN tensor)
// is not covered, and the next load into the buffer could overwrite what it still reads.
// An event pair from that pipe to the producer goes right before the free_tensor. Reads
// on the producer pipe itself and scalar reads are in order with the producer's next
// write.
func insertFreeSync(fn *ir.Operation, b *ir.Builder) {
	for _, f := range collect(fn, named(ascendc.OpQueBindFreeTensor)) {
		free, _ := ascendc.AsQueBindFreeTensorOp(f)
		prod, cons, ok := queueEnds(free.Queue())
		if !ok {
			continue
		}
		var all []*ir.Value
		for _, t := range queueRound(free.Tensor(), free.Queue()) {
			all = append(all, carriedAliases(t)...)
		}
		ts := toSet(all)
		done := pipeSet{prod: true, cons: true, pipeS: true, pipeNone: true}
		var reads []pipe
		for _, v := range all {
			for _, u := range v.Uses() {
				o := u.Owner()
				p := opPipe(o)
				if done[p] || isQueueOp(o) || !accesses(o, ts) {
					continue
				}
				if a := ancestorIn(o, f.Block()); a != nil && a != f && a.IsBeforeInBlock(f) {
					done[p] = true
					reads = append(reads, p)
				}
			}
		}
		for _, p := range reads {
			// A pair right before the free (the pass run on its own output) is kept.
			if e, ok := hardEvent(p, prod); ok && !pairBefore(f, e) {
				b.SetInsertionPointBefore(f)
				eventPair(b, f.Loc(), e)
			}
		}
	}
}

// queueRound is the freed tensor t with the other names its buffer had in this round of
// queue q: the tensor enqueued before the deque that gave t, and the allocation. The deque
// renames only the uses after it, so a view taken of the allocation before (the
// reinterpret_cast of a buffer ascendc-reuse-ub-allocation shares between an input and an
// output) still reads the buffer under the allocation's name.
func queueRound(t, q *ir.Value) []*ir.Value {
	out := []*ir.Value{t}
	d := t.DefiningOp()
	if _, ok := ascendc.AsQueBindDequeTensorOp(d); !ok {
		return out
	}
	for x := d.Prev(); x != nil; x = x.Prev() {
		if e, ok := ascendc.AsQueBindEnqueTensorOp(x); ok && e.Queue() == q {
			out = append(out, e.Tensor())
		}
		if a, ok := ascendc.AsQueBindAllocTensorOp(x); ok && a.Queue() == q {
			return append(out, a.Tensor())
		}
		if _, ok := ascendc.AsQueBindFreeTensorOp(x); ok {
			return out
		}
	}
	return out
}

// carriedAliases is t, its views, and the values that may be t because an scf.for, scf.while,
// scf.if or arith.select hands it on (carriedValues), with their views, in a fixed
// order. A store of `select(c, t, u)` reads t: the write-after-read order of t's next
// write must cover it (an scf.if yielding one of two hoisted tensors becomes such a
// select in canonicalize).
func carriedAliases(t *ir.Value) []*ir.Value {
	out := aliases(t)
	seen := toSet(out)
	for i := 0; i < len(out); i++ {
		for _, u := range out[i].Uses() {
			for _, v := range carriedTo(u) {
				for _, a := range aliases(v) {
					if !seen[a] {
						seen[a] = true
						out = append(out, a)
					}
				}
			}
		}
	}
	return out
}

func toSet(vs []*ir.Value) map[*ir.Value]bool {
	set := make(map[*ir.Value]bool, len(vs))
	for _, v := range vs {
		set[v] = true
	}
	return set
}
