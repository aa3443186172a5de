package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	funcdialect "github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// Synchronisation of the 910B: queue enque/deque between producer and consumer pipes,
// barriers, and event flags around scalar accesses.

var (
	pipeType = &ascendc.PipeType{}
	eventTy  = ir.IntType(8, ir.Signless)
)

// queueOf returns the queue a tensor was allocated from or dequeued out of.
func queueOf(v *ir.Value) *ir.Value {
	for i := 0; i < 64 && v != nil; i++ {
		d := v.DefiningOp()
		if d == nil {
			return nil
		}
		if q, ok := tensorQueue(d); ok {
			return q
		}
		src, _, ok := viewOf(d)
		if !ok {
			return nil
		}
		v = src
	}
	return nil
}

// isQueueOp reports ops that manage queue tensors rather than compute with them.
func isQueueOp(o *ir.Operation) bool {
	switch o.Name() {
	case ascendc.OpQueBindFreeTensor, ascendc.OpQueBindEnqueTensor, ascendc.OpQueBindDequeTensor, ascendc.OpQueBindAllocTensor, ascendc.OpQueBindEnqueTensorPos,
		ascendc.OpQueBindDequeTensorPos, ascendc.OpQueBindAllocTensorInPlace,
		ascendc.OpQueBindDequeTensorInPlace:
		return true
	}
	return false
}

// firstUserAfter finds the first op after w that uses t (directly or nested): in w's block,
// else after the op enclosing w in the enclosing blocks, up to fn. It returns the op
// enclosing w in the block where the user was found (w itself in w's block), the op of
// that block containing the user, and the innermost user. Synchronising at that level
// keeps a producer-side signal unconditional when w sits in a branch or loop.
func firstUserAfter(w *ir.Operation, t *ir.Value, fn *ir.Operation) (from, top, user *ir.Operation) {
	for p := w; p != nil && p != fn; p = p.ParentOp() {
		if top, user := firstUserInBlockAfter(p, t); top != nil {
			return p, top, user
		}
	}
	return nil, nil, nil
}

// firstUserInBlockAfter finds the first op after w in w's block that uses t (directly or
// nested). It returns the op of w's block and the innermost user.
func firstUserInBlockAfter(w *ir.Operation, t *ir.Value) (top, user *ir.Operation) {
	for x := w.Next(); x != nil; x = x.Next() {
		var found *ir.Operation
		x.Walk(func(o *ir.Operation) bool {
			if found != nil {
				return false
			}
			for _, v := range o.Operands() {
				if v == t {
					found = o
					return false
				}
			}
			return true
		})
		if found != nil {
			return x, found
		}
	}
	return nil, nil
}

// replaceUsesAfter redirects the uses of t located after pos (in pos's block, nested
// uses included) to r.
func replaceUsesAfter(t, r *ir.Value, pos *ir.Operation) {
	blk := pos.Block()
	t.ReplaceUsesIf(r, func(u *ir.OpOperand) bool {
		a := ancestorIn(u.Owner(), blk)
		return a != nil && a != pos && pos.IsBeforeInBlock(a)
	})
}

// eventPair inserts `pipe; id = fetch_event_id pipe, E; set_flag E, id; wait_flag E, id`
// at the builder's insertion point.
func eventPair(b *ir.Builder, loc ir.Location, e ascendc.HardEvent) {
	p := create(b, loc, ascendc.OpPipe, nil, []ir.Type{pipeType}).Result(0)
	id := create(b, loc, ascendc.OpPipeFetchEventId, []*ir.Value{p}, []ir.Type{eventTy}, attr("event", e.Attr())).Result(0)
	create(b, loc, ascendc.OpSetFlag, []*ir.Value{id}, nil, attr("event", e.Attr()))
	create(b, loc, ascendc.OpWaitFlag, []*ir.Value{id}, nil, attr("event", e.Attr()))
}

func barrier(b *ir.Builder, loc ir.Location, p ascendc.Pipe) *ir.Operation {
	return create(b, loc, ascendc.OpPipeBarrier, nil, nil, attr("pipe", p.Attr()))
}

func isBarrier(o *ir.Operation, p ascendc.Pipe) bool {
	pb, ok := ascendc.AsPipeBarrierOp(o)
	return ok && pb.Pipe() == p
}

// isScalarAccess reports element reads and writes of tensors by the scalar unit.
func isScalarAccess(o *ir.Operation) bool {
	switch o.Name() {
	case ascendc.OpLocalTensorGetValue, ascendc.OpLocalTensorSetValue,
		ascendc.OpGlobalTensorGetValue, ascendc.OpGlobalTensorSetValue:
		return true
	}
	return false
}

// throughLoop follows a tensor whose first user is an scf.for it flows through, to the op
// that really reads it. As the initial value of an iter-arg (user is the loop), the reader
// is the first user of that block argument in the body, and synchronising before the loop
// orders the whole loop after the producer. As a yielded value (user is the body's
// terminator), the reader is the first user of the loop's result after the loop, and the
// sync goes after the loop; the next iteration reads the value through the iter-arg, so a
// vector producer whose value the next iteration reads on the vector pipe gets a
// pipe_barrier after it as well.
func throughLoop(b *ir.Builder, w, from, top, user *ir.Operation, t *ir.Value, fn *ir.Operation) (*ir.Operation, *ir.Operation, *ir.Operation) {
	if user.Name() == scf.OpFor && user.NumRegions() == 1 {
		body := user.Region(0).Blocks()[0]
		for i, v := range user.Operands() {
			if v != t || i < 3 || i-2 >= body.NumArgs() {
				continue
			}
			if _, u := firstUserInBlock(body, body.Arg(i-2)); u != nil {
				return from, top, u
			}
		}
		return from, top, user
	}
	loop := user.ParentOp()
	if user.Next() != nil || loop == nil || loop.Name() != scf.OpFor || loop.NumRegions() != 1 {
		return from, top, user
	}
	body := loop.Region(0).Blocks()[0]
	for k, v := range user.Operands() {
		if v != t || k >= loop.NumResults() || k+1 >= body.NumArgs() {
			continue
		}
		if _, u := firstUserInBlock(body, body.Arg(k+1)); u != nil && opPipe(w) == pipeV && opPipe(u) == pipeV && !isBarrier(from.Next(), ascendc.Pipe_PIPE_V) {
			b.SetInsertionPointAfter(from)
			barrier(b, w.Loc(), ascendc.Pipe_PIPE_V)
		}
		r := loop.Result(k)
		f, tp, u := firstUserAfter(loop, r, fn)
		if tp == nil {
			return nil, nil, nil
		}
		// The result may itself start another loop (an unrolled loop's epilogue).
		return throughLoop(b, w, f, tp, u, r, fn)
	}
	return from, top, user
}

// firstUserInBlock finds the first op of blk that uses v (directly or nested): the op of
// blk and the innermost user.
func firstUserInBlock(blk *ir.Block, v *ir.Value) (top, user *ir.Operation) {
	for x := blk.First(); x != nil; x = x.Next() {
		var found *ir.Operation
		x.Walk(func(o *ir.Operation) bool {
			if found != nil {
				return false
			}
			for _, u := range o.Operands() {
				if u == v {
					found = o
					return false
				}
			}
			return true
		})
		if found != nil {
			return x, found
		}
	}
	return nil, nil
}

// scalarWrapTarget is the op the V_S / S_V pair goes around for the scalar access s: the
// op of the function body that contains s (a whole loop or branch is wrapped once, as
// PyAsc does), unless that op also contains work on another pipe. Then a pair around it
// would not order s against that work inside it (a get_value of a reduction's result in
// the same loop body as the reduction), and the pair goes around the outermost ancestor
// of s free of such work, s itself at the least.
func scalarWrapTarget(s *ir.Operation, blk *ir.Block) *ir.Operation {
	top := s
	for p := s; p != nil; p = p.ParentOp() {
		if p.Block() == nil {
			return nil
		}
		if p != s && hasPipeWork(p) {
			return top
		}
		top = p
		if p.Block() == blk {
			return top
		}
	}
	return nil
}

// hasPipeWork reports whether op contains (or is) an op issued to a pipe other than the
// scalar unit's: vector, cube or data-movement work a scalar access must be ordered with.
func hasPipeWork(op *ir.Operation) bool {
	found := false
	op.Walk(func(o *ir.Operation) bool {
		if found {
			return false
		}
		if pp := opPipe(o); pp != pipeNone && pp != pipeS && !isQueueOp(o) {
			found = true
			return false
		}
		return true
	})
	return found
}

// insertSync is the 910B synchronisation pass.
func insertSync(fn *ir.Operation, ctx *ir.Context) error {
	blk := body(fn)
	if blk == nil {
		return nil
	}
	b := ir.NewBuilder(ctx)
	// Producer/consumer order of local tensors.
	for _, w := range collect(fn, func(o *ir.Operation) bool { return opPipe(o) != pipeNone && !isQueueOp(o) }) {
		t := dstOperand(w)
		if t == nil || !isLocalTensor(t) {
			continue
		}
		pw := opPipe(w)
		if pw == pipeS {
			continue
		}
		from, top, user := firstUserAfter(w, t, fn)
		if top != nil {
			from, top, user = throughLoop(b, w, from, top, user, t, fn)
		}
		if top == nil || isQueueOp(user) || user.Name() == ascendc.OpSetFlag || user.Name() == ascendc.OpWaitFlag {
			continue
		}
		pu := opPipe(user)
		if pu == pipeNone || pu == pipeS {
			continue
		}
		if pu == pw {
			if pw == pipeV && !isBarrier(from.Next(), ascendc.Pipe_PIPE_V) {
				b.SetInsertionPointAfter(from)
				barrier(b, w.Loc(), ascendc.Pipe_PIPE_V)
			}
			continue
		}
		if q := queueOf(t); q != nil {
			b.SetInsertionPointAfter(from)
			create(b, w.Loc(), ascendc.OpQueBindEnqueTensor, []*ir.Value{q, t}, nil)
			b.SetInsertionPointBefore(top)
			d := create(b, top.Loc(), ascendc.OpQueBindDequeTensor, []*ir.Value{q}, []ir.Type{t.Type()})
			replaceUsesAfter(t, d.Result(0), d)
			continue
		}
		if e, ok := hardEvent(pw, pu); ok {
			b.SetInsertionPointAfter(from)
			p := create(b, w.Loc(), ascendc.OpPipe, nil, []ir.Type{pipeType}).Result(0)
			id := create(b, w.Loc(), ascendc.OpPipeFetchEventId, []*ir.Value{p}, []ir.Type{eventTy}, attr("event", e.Attr())).Result(0)
			create(b, w.Loc(), ascendc.OpSetFlag, []*ir.Value{id}, nil, attr("event", e.Attr()))
			b.SetInsertionPointBefore(top)
			create(b, top.Loc(), ascendc.OpWaitFlag, []*ir.Value{id}, nil, attr("event", e.Attr()))
		}
	}
	// Scalar accesses wait for the vector unit and make it wait for them.
	wrapped := map[*ir.Operation]bool{}
	for _, s := range collect(fn, isScalarAccess) {
		top := scalarWrapTarget(s, blk)
		if top == nil || wrapped[top] {
			continue
		}
		wrapped[top] = true
		b.SetInsertionPointBefore(top)
		eventPair(b, top.Loc(), ascendc.HardEvent_V_S)
		b.SetInsertionPointAfter(top)
		eventPair(b, top.Loc(), ascendc.HardEvent_S_V)
	}
	// Everything completes before the kernel returns.
	for _, r := range collect(fn, named(funcdialect.OpReturn)) {
		if r.Block() == blk && !isBarrier(r.Prev(), ascendc.Pipe_PIPE_ALL) {
			b.SetInsertionPointBefore(r)
			barrier(b, r.Loc(), ascendc.Pipe_PIPE_ALL)
		}
	}
	return nil
}

// eraseSync removes synchronisation: enque, flags and barriers go, and each deque result
// is replaced by the tensor enqueued (or allocated) on its queue. A queue with a deque
// whose tensor cannot be told (no enque or allocation on that queue before it, or one of
// another type) keeps all its enques and deques, so that no deque is left waiting for an
// erased enque.
func eraseSync(fn *ir.Operation, _ *ir.Context) error {
	fifo := map[*ir.Value][]*ir.Value{}
	lastAlloc := map[*ir.Value]*ir.Value{}
	type dequeSrc struct {
		op  *ir.Operation
		src *ir.Value
	}
	var deques []dequeSrc
	enques := map[*ir.Value][]*ir.Operation{}
	unresolved := map[*ir.Value]bool{}
	var dead []*ir.Operation
	fn.Walk(func(o *ir.Operation) bool {
		if a, ok := ascendc.AsQueBindAllocTensorOp(o); ok {
			lastAlloc[a.Queue()] = a.Tensor()
		} else if e, ok := ascendc.AsQueBindEnqueTensorOp(o); ok {
			q := e.Queue()
			fifo[q] = append(fifo[q], e.Tensor())
			enques[q] = append(enques[q], o)
		} else if d, ok := ascendc.AsQueBindDequeTensorOp(o); ok {
			q := d.Queue()
			var src *ir.Value
			if l := fifo[q]; len(l) > 0 {
				src, fifo[q] = l[0], l[1:]
			} else {
				src = lastAlloc[q]
			}
			if src == nil || !ir.TypeEqual(src.Type(), d.Tensor().Type()) || !dominates(src, o) {
				unresolved[q] = true
			}
			deques = append(deques, dequeSrc{o, src})
		} else {
			switch o.Name() {
			case ascendc.OpSetFlag, ascendc.OpWaitFlag, ascendc.OpPipeBarrier:
				dead = append(dead, o)
			}
		}
		return true
	})
	for q, es := range enques {
		if !unresolved[q] {
			dead = append(dead, es...)
		}
	}
	for _, d := range deques {
		dq, _ := ascendc.AsQueBindDequeTensorOp(d.op)
		if unresolved[dq.Queue()] {
			continue
		}
		dq.Tensor().ReplaceAllUsesWith(d.src)
		dead = append(dead, d.op)
	}
	for _, o := range dead {
		o.Erase()
	}
	// Event ids nobody uses any more.
	var pipes []*ir.Operation
	for _, o := range collect(fn, named(ascendc.OpPipeFetchEventId, ascendc.OpPipeAllocEventId)) {
		if o.UseEmpty() {
			if d := eventIDPipe(o).DefiningOp(); d != nil && d.Name() == ascendc.OpPipe {
				pipes = append(pipes, d)
			}
			o.Erase()
		}
	}
	// Pipes that only served the erased event ids.
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
	return nil
}

// dominates reports whether value v is visible at op o: defined in a block enclosing o,
// before the op of that block containing o.
func dominates(v *ir.Value, o *ir.Operation) bool {
	if v.IsBlockArg() {
		return ancestorIn(o, v.OwnerBlock()) != nil
	}
	d := v.DefiningOp()
	anc := ancestorIn(o, d.Block())
	return anc != nil && anc != d && d.IsBeforeInBlock(anc)
}

// eventIDPipe returns the pipe a fetch_event_id or alloc_event_id takes its id from.
func eventIDPipe(op *ir.Operation) *ir.Value {
	if f, ok := ascendc.AsPipeFetchEventIdOp(op); ok {
		return f.Pipe()
	}
	a, _ := ascendc.AsPipeAllocEventIdOp(op)
	return a.Pipe()
}
