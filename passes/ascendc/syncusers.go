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
// V_S pair around every scalar access orders), do not end the search.

// writeReaders is the outcome of scanning the readers after a write w on pipe pw.
type writeReaders struct {
	// same is the first reader on w's own pipe, sameFrom the op enclosing w (w itself)
	// in the block where it was found: a vector write gets its pipe_v barrier after it.
	same, sameFrom *ir.Operation
	// user is the first reader that needs cross-pipe ordering, top the op of from's block
	// holding it, from the op enclosing w (w itself) in that block.
	from, top, user *ir.Operation
	// after is the last op of top's block between from and top holding a reader passed
	// over on the way to user (nil when none): an enque placed after it leaves no use of
	// the tensor between the enque and its deque.
	after *ir.Operation
}

// readerKind classifies a reader o of a tensor written on pipe pw.
type readerKind int

const (
	readerStop    readerKind = iota // a queue op or flag: the order is someone else's
	readerSkip                      // no pipe work, or a scalar read of a vector write
	readerSame                      // on the writer's pipe
	readerOrdered                   // on another pipe: needs an enque/deque or a flag pair
)

func classifyReader(o *ir.Operation, pw pipe) readerKind {
	if isQueueOp(o) || o.Name() == ascendc.OpSetFlag || o.Name() == ascendc.OpWaitFlag {
		return readerStop
	}
	switch pu := opPipe(o); {
	case pu == pipeNone:
		return readerSkip
	case pu == pw:
		return readerSame
	case pu == pipeS && pw == pipeV:
		return readerSkip
	}
	return readerOrdered
}

// scanReaders finds, after the write w on pipe pw of one of ts, the readers the write
// must be ordered with: in w's block, then after the op enclosing w in each enclosing
// block up to fn (so that the signal after a write in a branch or loop is unconditional).
// The search ends at the first reader that needs cross-pipe ordering or at a queue op
// or flag naming the tensor.
func scanReaders(w *ir.Operation, pw pipe, ts map[*ir.Value]bool, fn *ir.Operation) writeReaders {
	var r writeReaders
	for p := w; p != nil && p != fn; p = p.ParentOp() {
		r.after = nil
		for x := p.Next(); x != nil; x = x.Next() {
			kind := readerSkip
			var found *ir.Operation
			x.Walk(func(o *ir.Operation) bool {
				if kind == readerStop || kind == readerOrdered {
					return false
				}
				if !accesses(o, ts) {
					return true
				}
				switch k := classifyReader(o, pw); k {
				case readerSame:
					if r.same == nil {
						r.same, r.sameFrom = o, p
					}
					r.after = x
				case readerSkip:
					r.after = x
				default:
					kind, found = k, o
				}
				return false
			})
			switch kind {
			case readerStop:
				return r
			case readerOrdered:
				r.from, r.top, r.user = p, x, found
				return r
			}
		}
	}
	return r
}

// queueOrders reports whether the EnQue/DeQue of queue q orders a write on pipe pw before
// a read on pipe pu. The pair's flag runs between the two pipes at the ends of the queue's
// position (arch.PositionPipes; a TQueBind takes its destination's, or its source's when
// the destination is GM, as the simulator does): EnQue sets it on the producer pipe after
// every earlier access there, DeQue waits for it on the consumer pipe. A scalar read is
// ordered when the consumer is V, through the V_S pair every scalar access gets (issued
// on V after the DeQue's wait). Any other pair of pipes (an MTE3 store of a VECIN tensor,
// a vector write of one) needs a flag pair of its own besides the enque/deque.
func queueOrders(q *ir.Value, pw, pu pipe) bool {
	var pos ascendc.TPosition
	switch t := q.Type().(type) {
	case *ascendc.QueueType:
		pos = t.TPositionAttr
	case *ascendc.QueBindType:
		pos = t.DstPositionAttr
		if t.SrcPositionAttr != ascendc.TPosition_GM && t.DstPositionAttr == ascendc.TPosition_GM {
			pos = t.SrcPositionAttr
		}
	default:
		return false
	}
	prod, cons := arch.PositionPipes(pos)
	if pw != (pipe{prod, true}) {
		return false
	}
	return pu == (pipe{cons, true}) || pu == pipeS && cons == arch.V
}
