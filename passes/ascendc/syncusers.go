package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
)

// Which later readers a write of a local tensor must be ordered with.
//
// Only the first reader after a write used to be looked at. When that reader ran on the
// writer's own pipe (a vector op reading what a vector op wrote), a pipe_v barrier was all
// that followed, and a later reader on another pipe (the MTE3 copy of the result to GM)
// was left unordered; when it was a scalar get_value of a tensor just loaded by MTE2,
// nothing was inserted at all, and neither the get_value nor the vector ops after it
// waited for the load. The spec's rule (a barrier when the next user is on the same pipe,
// an enque/deque before the first user, scalar accesses included, on another) is applied
// here to every reader up to the first one that needs an enque/deque or a flag pair: the
// readers before it on the writer's pipe, and scalar readers of a vector write (which the
// V_S pair around every scalar access orders), do not end the search. Nor does that
// reader: the search goes on for readers on pipes the sync inserted for it does not
// order (an MTE3 store of a tensor loaded for a get_value), each getting a flag pair.

// writeReaders is the outcome of scanning the readers after a write w on pipe pw.
type writeReaders struct {
	// same is the first reader on w's own pipe, sameFrom the op enclosing w (w itself)
	// in the block where it was found: a vector write gets its pipe_v barrier after it.
	same, sameFrom *ir.Operation
	// user is the first reader that needs cross-pipe ordering, top the op of from's block
	// holding it, from the op enclosing the scan's start (w, or the op holding the reader
	// synchronised before) in that block, the start itself in its own block.
	from, top, user *ir.Operation
	// after is the last op of top's block between from and top holding a reader passed
	// over on the way to user (nil when none): an enque placed after it leaves no use of
	// the tensor between the enque and its deque.
	after *ir.Operation
	// rewrites is set when user also writes the tensor: later readers read its result and
	// are ordered by its own synchronisation, which follows the order established here.
	rewrites bool
	// stop is the queue op or flag naming the tensor that ended the search, if one did.
	stop *ir.Operation
}

// readerKind classifies a reader o of a tensor written on pipe pw.
type readerKind int

const (
	readerStop    readerKind = iota // a queue op or flag: the order is someone else's
	readerSkip                      // no pipe work, or on a pipe already ordered after the write
	readerSame                      // on the writer's pipe
	readerOrdered                   // on another pipe: needs an enque/deque or a flag pair
)

// pipeSet is a set of pipes already ordered after a write.
type pipeSet map[pipe]bool

// add records that p is ordered after the write (for the readers after the point where
// it became so). V and S go together: every later scalar access waits for V through the
// V_S pair before it, issued on V; and a scalar access ordered after the write is followed
// by its S_V pair, which later vector ops wait for.
func (s pipeSet) add(p pipe) {
	s[p] = true
	if p == pipeV || p == pipeS {
		s[pipeV], s[pipeS] = true, true
	}
}

func classifyReader(o *ir.Operation, pw pipe, ordered pipeSet) readerKind {
	if isQueueOp(o) || o.Name() == ascendc.OpSetFlag || o.Name() == ascendc.OpWaitFlag {
		return readerStop
	}
	switch pu := opPipe(o); {
	case pu == pipeNone:
		return readerSkip
	case pu == pw:
		return readerSame
	case ordered[pu]:
		return readerSkip
	}
	return readerOrdered
}

// scanReaders finds, after start (the write of one of ts on pipe pw, or the op holding
// a reader already ordered), the readers the write must be ordered with: in start's
// block, then after the op enclosing start in each enclosing block up to fn (so that
// the signal after a write in a branch or loop is unconditional). The search ends at
// the first reader on a pipe not in ordered or at a queue op or flag naming the tensor.
//
// A reader that also writes the tensor on a pipe ordered after the write ends the search
// too: whatever reads the tensor later is ordered after that op by its own
// synchronisation, and so after the write (an MTE3 store after an in-place vector op on
// a loaded tensor waits for the vector op, not for the load as well).
func scanReaders(start *ir.Operation, pw pipe, ordered pipeSet, ts map[*ir.Value]bool, fn *ir.Operation) writeReaders {
	var r writeReaders
	for p := start; p != nil && p != fn; p = p.ParentOp() {
		r.after = nil
		for x := p.Next(); x != nil; x = x.Next() {
			kind := readerSkip
			var found *ir.Operation
			// after lies strictly between from and top: a same-pipe reader in the op
			// that also holds user (a loop reading the tensor on the vector pipe, then
			// storing it) does not make the enque go after that op.
			before := r.after
			x.Walk(func(o *ir.Operation) bool {
				if kind != readerSkip {
					return false
				}
				if !accesses(o, ts) {
					return true
				}
				switch k := classifyReader(o, pw, ordered); k {
				case readerSame, readerSkip:
					if k == readerSame && r.same == nil {
						r.same, r.sameFrom = o, p
					}
					r.after = x
					// Only a rewrite that runs on every path ends the search: after one
					// in a branch (a second load in an scf.if) the readers still see
					// this write when the branch is not taken.
					if rewritesOnPipe(o, ts) && o == x {
						kind = readerStop
					}
				default:
					kind, found = k, o
				}
				return false
			})
			switch kind {
			case readerStop:
				r.stop = found
				return r
			case readerOrdered:
				r.after = before
				r.from, r.top, r.user = p, x, found
				// A rewrite in a branch of x does not run on every path.
				r.rewrites = rewritesOnPipe(found, ts) && found == x
				return r
			}
		}
	}
	return r
}

// rewritesOnPipe reports whether o, issued to a pipe, writes one of ts.
func rewritesOnPipe(o *ir.Operation, ts map[*ir.Value]bool) bool {
	d := dstOperand(o)
	return d != nil && ts[d] && opPipe(o) != pipeNone && !isQueueOp(o)
}

// queueEnds gives the pipes at the two ends of queue q's EnQue/DeQue flag: those of its
// positions (arch.QueueEnds, as the simulator takes them: a TQueBind<src, dst> is filled
// by src's producer and drained by dst's consumer). EnQue sets the flag on the producer
// pipe after every earlier access there; DeQue waits for it on the consumer pipe.
func queueEnds(q *ir.Value) (prod, cons pipe, ok bool) {
	var src, dst ascendc.TPosition
	switch t := q.Type().(type) {
	case *ascendc.QueueType:
		src, dst = t.TPositionAttr, t.TPositionAttr
	case *ascendc.QueBindType:
		src, dst = t.SrcPositionAttr, t.DstPositionAttr
	default:
		return pipeNone, pipeNone, false
	}
	_, p, c, err := arch.QueueEnds(src, dst)
	if err != nil {
		return pipeNone, pipeNone, false
	}
	return pipe{p, true}, pipe{c, true}, true
}

// queueOrders reports whether the EnQue/DeQue of queue q orders a write on pipe pw before
// a read on pipe pu: the write is on the producer pipe and the read on the consumer pipe,
// or is a scalar read when the consumer is V (through the V_S pair every scalar access
// gets, issued on V after the DeQue's wait). Any other pair of pipes (an MTE3 store of a
// VECIN tensor, a vector write of one) needs a flag pair of its own besides the
// enque/deque.
func queueOrders(q *ir.Value, pw, pu pipe) bool {
	prod, cons, ok := queueEnds(q)
	if !ok || pw != prod {
		return false
	}
	return pu == cons || pu == pipeS && cons == pipeV
}

// pairsForBranches orders w before the readers on further pipes inside r.top, the op
// holding the reader r.user: the search goes on after r.user and so never sees the other
// branches of an scf.if holding it (an MTE3 store in the else block of the branch whose
// then block reads the tensor on the vector pipe). Each such pipe gets its pair before
// r.top, with r.user's, and an access there on w's pipe a barrier of it before r.top.
func pairsForBranches(b *ir.Builder, w *ir.Operation, pw pipe, r writeReaders, ordered pipeSet, ts map[*ir.Value]bool, pairs []*flagPair) []*flagPair {
	r.top.Walk(func(o *ir.Operation) bool {
		pv := opPipe(o)
		// An access on w's own pipe in another branch (a second load, a vector read):
		// nothing on the path through that branch orders it after w but a barrier.
		if pv == pw && barrierPipe(pw) && o != w && accesses(o, ts) && !barrierBefore(r.top, pw.enum()) {
			b.SetInsertionPointBefore(r.top)
			barrier(b, w.Loc(), pw.enum())
		}
		if pv == pipeNone || pv == pw || ordered[pv] || isQueueOp(o) || !readsTensor(o, ts) {
			return true
		}
		ordered.add(pv)
		pairs = readerPair(b, w, pw, pv, r, pairs)
		return true
	})
	return pairs
}
