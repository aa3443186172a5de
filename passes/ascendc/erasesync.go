package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	funcdialect "github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
)

// queueEnque returns the queue and tensor of an enque in either form (plain or with
// user positions).
func queueEnque(o *ir.Operation) (q, t *ir.Value, ok bool) {
	if e, ok := ascendc.AsQueBindEnqueTensorOp(o); ok {
		return e.Queue(), e.Tensor(), true
	}
	if e, ok := ascendc.AsQueBindEnqueTensorPosOp(o); ok {
		return e.Queue(), e.Tensor(), true
	}
	return nil, nil, false
}

// queueDeque returns the queue of a deque in any form and either the tensor it
// produces (res) or, for the in-place form, the tensor it fills (into).
func queueDeque(o *ir.Operation) (q, res, into *ir.Value, ok bool) {
	if d, ok := ascendc.AsQueBindDequeTensorOp(o); ok {
		return d.Queue(), d.Tensor(), nil, true
	}
	if d, ok := ascendc.AsQueBindDequeTensorPosOp(o); ok {
		return d.Queue(), d.Tensor(), nil, true
	}
	if d, ok := ascendc.AsQueBindDequeTensorInPlaceOp(o); ok {
		return d.Queue(), nil, d.Tensor(), true
	}
	return nil, nil, nil, false
}

// queueAlloc returns the queue and tensor of an allocation in either form.
func queueAlloc(o *ir.Operation) (q, t *ir.Value, ok bool) {
	if a, ok := ascendc.AsQueBindAllocTensorOp(o); ok {
		return a.Queue(), a.Tensor(), true
	}
	if a, ok := ascendc.AsQueBindAllocTensorInPlaceOp(o); ok {
		return a.Queue(), a.Tensor(), true
	}
	return nil, nil, false
}

// dequeSrc is a deque and the tensor that went into the queue for it.
type dequeSrc struct {
	op  *ir.Operation
	src *ir.Value
}

// queueEntry is a tensor put into a queue (or allocated from it) and the op that did it.
type queueEntry struct {
	t  *ir.Value
	op *ir.Operation
}

// queueTraffic is what erase-sync learns about the queues of a function.
type queueTraffic struct {
	fifo       map[*ir.Value][]queueEntry
	lastAlloc  map[*ir.Value]queueEntry
	enques     map[*ir.Value][]*ir.Operation
	deques     []dequeSrc
	unresolved map[*ir.Value]bool
	flags      []*ir.Operation
}

func (qt *queueTraffic) visit(o *ir.Operation) {
	if q, t, ok := queueAlloc(o); ok {
		qt.lastAlloc[q] = queueEntry{t, o}
		return
	}
	if q, t, ok := queueEnque(o); ok {
		qt.fifo[q] = append(qt.fifo[q], queueEntry{t, o})
		qt.enques[q] = append(qt.enques[q], o)
		return
	}
	if q, res, into, ok := queueDeque(o); ok {
		var in queueEntry
		if l := qt.fifo[q]; len(l) > 0 {
			in, qt.fifo[q] = l[0], l[1:]
		} else {
			in = qt.lastAlloc[q]
		}
		src := in.t
		// An in-place deque can go only when it fills the very tensor enqueued; a
		// result-producing one when that tensor is of its type and visible here. The
		// order of the walk is the order of execution only within one loop body: a deque
		// in a loop after an enque before it (a prefetch) takes, from the second
		// iteration on, what the previous iteration enqueued.
		switch {
		case src == nil || innermostLoop(in.op) != innermostLoop(o):
			qt.unresolved[q] = true
		case into != nil && into != src:
			qt.unresolved[q] = true
		case res != nil && (!ir.TypeEqual(src.Type(), res.Type()) || !dominates(src, o)):
			qt.unresolved[q] = true
		}
		qt.deques = append(qt.deques, dequeSrc{o, src})
		return
	}
	switch o.Name() {
	case ascendc.OpSetFlag, ascendc.OpWaitFlag, ascendc.OpPipeBarrier:
		qt.flags = append(qt.flags, o)
	}
}

// queueEscapes reports a queue whose traffic is not all in the function at hand: one that
// comes in as an argument (a block argument, the function's or a region's the pass cannot
// trace) or that is handed to another function through a call or a return.
func queueEscapes(q *ir.Value) bool {
	if q.IsBlockArg() {
		return true
	}
	for _, u := range q.Uses() {
		switch u.Owner().Name() {
		case funcdialect.OpCall, funcdialect.OpReturn:
			return true
		}
	}
	return false
}

// innermostLoop returns the closest scf.for / scf.while (or other loop) enclosing op, nil
// for none.
func innermostLoop(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if isLoop(p) {
			return p
		}
	}
	return nil
}

// eraseSync removes synchronisation: enques (plain and with user positions), flags and
// barriers go, and each deque result is replaced by the tensor enqueued (or allocated)
// on its queue. A queue with a deque whose tensor cannot be told (no enque or allocation
// on that queue before it, one of another type, or an in-place deque into another
// tensor) keeps all its enques and deques, so that no deque is left waiting for an
// erased enque and no enqueued tensor is left in its queue. So does a queue that other
// functions see too (see queueEscapes): the pass runs on one function at a time, and an
// enque here may feed a deque there.
func eraseSync(fn *ir.Operation, _ *ir.Context) error {
	qt := &queueTraffic{fifo: map[*ir.Value][]queueEntry{}, lastAlloc: map[*ir.Value]queueEntry{},
		enques: map[*ir.Value][]*ir.Operation{}, unresolved: map[*ir.Value]bool{}}
	fn.Walk(func(o *ir.Operation) bool { qt.visit(o); return true })
	for q := range qt.enques {
		if queueEscapes(q) {
			qt.unresolved[q] = true
		}
	}
	for _, d := range qt.deques {
		if q, _, _, _ := queueDeque(d.op); queueEscapes(q) {
			qt.unresolved[q] = true
		}
	}
	dead := qt.flags
	for q, es := range qt.enques {
		if !qt.unresolved[q] {
			dead = append(dead, es...)
		}
	}
	for _, d := range qt.deques {
		q, res, _, _ := queueDeque(d.op)
		if qt.unresolved[q] {
			continue
		}
		if res != nil {
			res.ReplaceAllUsesWith(d.src)
		}
		dead = append(dead, d.op)
	}
	for _, o := range dead {
		o.Erase()
	}
	eraseUnusedEventIDs(fn)
	return nil
}

// eraseUnusedEventIDs drops the event ids nobody uses any more once their flags are
// gone, the pipes that only served them, and alloc/release pairs with nothing between.
func eraseUnusedEventIDs(fn *ir.Operation) {
	var pipes []*ir.Operation
	for _, o := range collect(fn, named(ascendc.OpPipeFetchEventId, ascendc.OpPipeAllocEventId)) {
		if o.UseEmpty() {
			if d := eventIDPipe(o).DefiningOp(); d != nil && d.Name() == ascendc.OpPipe {
				pipes = append(pipes, d)
			}
			o.Erase()
		}
	}
	for _, p := range pipes {
		if p.Block() != nil && p.UseEmpty() {
			p.Erase()
		}
	}
	for _, o := range collect(fn, named(ascendc.OpPipeReleaseEventId)) {
		rel, _ := ascendc.AsPipeReleaseEventIdOp(o)
		if d := rel.Id().DefiningOp(); d != nil && d.Name() == ascendc.OpPipeAllocEventId && rel.Id().NumUses() == 1 {
			o.Erase()
			d.Erase()
		}
	}
}
