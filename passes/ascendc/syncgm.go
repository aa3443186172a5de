package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// Global memory a kernel writes and reads back itself (a cube result stored by the
// fixpipe and loaded into UB for a vector epilogue) is ordered like a local buffer: the
// write and the later access are on different pipes (FIX or MTE3, then MTE2), and nothing
// else orders them. Only tensors the function writes and later reads take part, so
// kernels that stream GM in and out (in place included) are left as they were.

// globalRoot follows global_tensor.subindex views back to the global tensor they index.
func globalRoot(v *ir.Value) *ir.Value {
	for i := 0; i < 64; i++ {
		d := v.DefiningOp()
		if d == nil {
			return v
		}
		s, ok := ascendc.AsGlobalTensorSubindexOp(d)
		if !ok {
			return v
		}
		v = s.Tensor()
	}
	return v
}

// gmAccesses returns, for an op issued to a pipe, the roots of the global tensors it
// writes (its destination; the tensor of a scalar global_tensor.set_value) and reads (its
// other global operands).
func gmAccesses(o *ir.Operation) (writes, reads []*ir.Value) {
	dst := dstOperand(o)
	if sv, ok := ascendc.AsGlobalTensorSetValueOp(o); ok {
		dst = sv.Tensor()
	}
	for _, v := range o.Operands() {
		if !isGlobalTensor(v) {
			continue
		}
		if v == dst {
			writes = append(writes, globalRoot(v))
		} else {
			reads = append(reads, globalRoot(v))
		}
	}
	return writes, reads
}

// roundTripGM lists the global tensors of fn that one op writes and a later op (in
// program order) reads, the read-back of a result, or writes again on another pipe (a
// tile copied out by MTE3, then one element of it overwritten by a scalar set_value:
// the two writes are unordered otherwise, and the copy may land last). A tensor read
// and then written in place (x = f(x) tile by tile) is ordered through the local buffer
// between them and takes no part.
func roundTripGM(fn *ir.Operation) map[*ir.Value]bool {
	written, both := map[*ir.Value]pipeSet{}, map[*ir.Value]bool{}
	for _, o := range collect(fn, func(o *ir.Operation) bool { return opPipe(o) != pipeNone }) {
		w, r := gmAccesses(o)
		for _, v := range r {
			if len(written[v]) > 0 {
				both[v] = true
			}
		}
		p := opPipe(o)
		for _, v := range w {
			if written[v] == nil {
				written[v] = pipeSet{}
			}
			for q := range written[v] {
				if q != p {
					both[v] = true
				}
			}
			written[v].add(p)
		}
	}
	return both
}

// gmAliasSet is a global tensor and every subindex view of it.
func gmAliasSet(root *ir.Value) map[*ir.Value]bool {
	set := map[*ir.Value]bool{root: true}
	work := []*ir.Value{root}
	for len(work) > 0 {
		v := work[0]
		work = work[1:]
		for _, u := range v.Uses() {
			if s, ok := ascendc.AsGlobalTensorSubindexOp(u.Owner()); ok && s.Tensor() == v && !set[s.Result()] {
				set[s.Result()] = true
				work = append(work, s.Result())
			}
		}
	}
	return set
}

// insertGMSync orders each write of a round-tripped global tensor before the next access
// to it on another pipe with an event pair (910B).
func insertGMSync(fn *ir.Operation, b *ir.Builder, pairs []*flagPair) []*flagPair {
	trip := roundTripGM(fn)
	if len(trip) == 0 {
		return pairs
	}
	for _, w := range collect(fn, func(o *ir.Operation) bool { return opPipe(o) != pipeNone && !isQueueOp(o) }) {
		writes, _ := gmAccesses(w)
		pw := opPipe(w)
		for _, root := range writes {
			if !trip[root] {
				continue
			}
			pairs = syncReadersByPipe(b, w, pw, gmAliasSet(root), fn, pairs)
		}
	}
	return pairs
}

// syncReadersByPipe orders the write w on pipe pw (to GM, or a scalar write of a local
// tensor) before the first later reader of ts on each other pipe (scanReaders: a reader
// on w's pipe is in order already, and one on a pipe ordered before is passed over), not
// only before the first reader: a result read
// back by the scalar unit (get_value, MTE3_S) and then loaded again by MTE2 needs its
// MTE3_MTE2 pair too, and a scalar set_value loaded next by MTE2 its S_MTE2 pair.
// Readers on the pipes of also are ordered otherwise (a local scalar write's V reader by
// the S_V pair around every scalar access) and passed over.
func syncReadersByPipe(b *ir.Builder, w *ir.Operation, pw pipe, ts map[*ir.Value]bool, fn *ir.Operation, pairs []*flagPair, also ...pipe) []*flagPair {
	ordered := pipeSet{}
	ordered.add(pw)
	for _, p := range also {
		ordered.add(p)
	}
	for r := scanReaders(w, pw, ordered, ts, fn); r.user != nil; r = scanReaders(r.top, pw, ordered, ts, fn) {
		pu := opPipe(r.user)
		ordered.add(pu)
		pairs = readerPair(b, w, pw, pu, r, pairs)
		if r.rewrites {
			break
		}
	}
	return pairs
}

// insertLoopGMSync orders a GM write in a loop before the next iteration's read of the same
// global tensor on another pipe (910B): a slice loaded, updated and stored back in every
// iteration (y[s] += x[r, s]) or the previous iteration's result read back (y[t] = x[t] +
// y[t-1]) reads what an earlier iteration's MTE3 store or fixpipe wrote. (ascendc-insert-
// bufid-sync ends every loop with such an order on the 950.) A read through the write's
// own view taken in the loop body (x[i] = f(x[i]) tile by tile: new memory in each
// iteration) takes no part. The pair goes before the end of the loop body, as for the
// loop-carried write-after-read of local tensors (syncwar.go).
func insertLoopGMSync(fn *ir.Operation, b *ir.Builder) {
	for _, w := range collect(fn, func(o *ir.Operation) bool { return opPipe(o) != pipeNone && !isQueueOp(o) }) {
		dst := dstOperand(w)
		if dst == nil || !isGlobalTensor(dst) {
			continue
		}
		pw := opPipe(w)
		aliases := gmAliasSet(globalRoot(dst))
		for l := w.ParentOp(); l != nil && l != fn; l = l.ParentOp() {
			if !isLoop(l) {
				continue
			}
			pr, ok := loopGMReadPipe(l, w, dst, aliases)
			if !ok {
				continue
			}
			if e, ok := hardEvent(pw, pr); ok {
				blks := l.Region(0).Blocks()
				end := blks[len(blks)-1].Last()
				if !endsWithPair(end, e) {
					b.SetInsertionPointBefore(end)
					eventPair(b, end.Loc(), e)
				}
			}
			break
		}
	}
}

// loopGMReadPipe returns the pipe of an op in loop l, other than w and on another pipe than
// w's, that reads one of aliases (the views of the global tensor w writes through dst),
// leaving out reads through dst itself when dst is taken inside l.
func loopGMReadPipe(l, w *ir.Operation, dst *ir.Value, aliases map[*ir.Value]bool) (pipe, bool) {
	own := !definedOutside(dst, l)
	var found pipe
	ok := false
	l.Walk(func(o *ir.Operation) bool {
		if ok || o == w || opPipe(o) == pipeNone || isQueueOp(o) || opPipe(o) == opPipe(w) {
			return !ok
		}
		for _, x := range o.Operands() {
			if aliases[x] && x != dstOperand(o) && !(own && x == dst) {
				found, ok = opPipe(o), true
			}
		}
		return !ok
	})
	return found, ok
}

// definedOutside reports whether v is available before loop l: a value defined by an op
// that does not lie in l, or a block argument of a block outside l.
func definedOutside(v *ir.Value, l *ir.Operation) bool {
	var at *ir.Operation
	if d := v.DefiningOp(); d != nil {
		at = d
	} else if blk := v.OwnerBlock(); blk != nil {
		at = blk.ParentOp()
	}
	for o := at; o != nil; o = o.ParentOp() {
		if o == l {
			return false
		}
	}
	return true
}

// insertGMWriteBarriers orders two copies to GM on one pipe through the same view (the same
// start address, so overlapping destinations) with a pipe_barrier of that pipe before the
// second (910B): hardware.md §4, PipeBarrier "is needed between DataCopies with
// overlapping destinations"; a 910B copy pipe does not keep its own writes in order. Two
// tiles of one iteration stored over each other (a whole row, then a patch of it) raced.
// Copies at other offsets are left alone (their overlap is not known here, and the tiles
// of one tensor are usually disjoint).
func insertGMWriteBarriers(fn *ir.Operation, b *ir.Builder) {
	for _, w := range collect(fn, func(o *ir.Operation) bool { return opPipe(o) != pipeNone && !isQueueOp(o) }) {
		dst := dstOperand(w)
		pw := opPipe(w)
		if dst == nil || !isGlobalTensor(dst) || pw == pipeS {
			continue
		}
		from, top, next := firstUserAfter(w, map[*ir.Value]bool{dst: true}, fn)
		if top == nil || opPipe(next) != pw || dstOperand(next) != dst || barrierBetween(from, top, pw.enum()) {
			continue
		}
		b.SetInsertionPointBefore(top)
		barrier(b, top.Loc(), pw.enum())
	}
}

// barrierBetween reports whether a pipe_barrier of p (or of all pipes) lies between the ops
// from and top of one block.
func barrierBetween(from, top *ir.Operation, p ascendc.Pipe) bool {
	for x := top.Prev(); x != nil && x != from; x = x.Prev() {
		if isBarrier(x, p) || isBarrier(x, ascendc.Pipe_PIPE_ALL) {
			return true
		}
	}
	return false
}
