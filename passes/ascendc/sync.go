package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	funcdialect "github.com/ascend-toolchain/asc/dialect/fn"
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
	q, _ := tensorQueue(queueSource(v))
	return q
}

// queueSource returns the alloc_tensor or deque_tensor op a tensor comes from, through
// its views; nil when it comes from neither.
func queueSource(v *ir.Value) *ir.Operation {
	for i := 0; i < 64 && v != nil; i++ {
		d := v.DefiningOp()
		if d == nil {
			return nil
		}
		if _, ok := tensorQueue(d); ok {
			return d
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

// aliasSet is a tensor and every view of it (aliases).
func aliasSet(t *ir.Value) map[*ir.Value]bool {
	set := map[*ir.Value]bool{}
	for _, a := range aliases(t) {
		set[a] = true
	}
	return set
}

// accesses reports whether o reads one of the tensors of ts: views only name memory (a
// global_tensor.subindex too: a GM result read back through a view taken inside a loop is
// read by the copy that takes the view, not by the view), and handing a value on through
// scf.yield, a loop's initial values or a select is not a read.
func accesses(o *ir.Operation, ts map[*ir.Value]bool) bool {
	if _, gmView := ascendc.AsGlobalTensorSubindexOp(o); gmView {
		return false
	}
	return !isView(o) && usesAny(o, ts)
}

// firstNaming returns the first op of the ops after from up to top (in their block) that
// has one of ts as an operand, directly or nested; top when no earlier one does.
func firstNaming(from, top *ir.Operation, ts map[*ir.Value]bool) *ir.Operation {
	for x := from.Next(); x != nil && x != top; x = x.Next() {
		named := false
		x.Walk(func(o *ir.Operation) bool {
			for _, v := range o.Operands() {
				named = named || ts[v]
			}
			return !named
		})
		if named {
			return x
		}
	}
	return top
}

// firstUserAfter finds the first op after w that uses one of ts (directly or nested): in
// w's block, else after the op enclosing w in the enclosing blocks, up to fn. It returns
// the op enclosing w in the block where the user was found (w itself in w's block), the op
// of that block containing the user, and the innermost user. Synchronising at that level
// keeps a producer-side signal unconditional when w sits in a branch or loop.
func firstUserAfter(w *ir.Operation, ts map[*ir.Value]bool, fn *ir.Operation) (from, top, user *ir.Operation) {
	for p := w; p != nil && p != fn; p = p.ParentOp() {
		if top, user := firstUserInBlockAfter(p, ts); top != nil {
			return p, top, user
		}
	}
	return nil, nil, nil
}

// firstUserInBlockAfter finds the first op after w in w's block that reads one of ts
// (directly or nested; see accesses). It returns the op of w's block and the innermost user.
func firstUserInBlockAfter(w *ir.Operation, ts map[*ir.Value]bool) (top, user *ir.Operation) {
	for x := w.Next(); x != nil; x = x.Next() {
		var found *ir.Operation
		x.Walk(func(o *ir.Operation) bool {
			if found != nil {
				return false
			}
			if accesses(o, ts) {
				found = o
				return false
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

// pairBefore reports whether a set_flag / wait_flag pair of event e on one id is among the
// synchronisation ops right before op: all the work of e's source pipe issued before op
// is ordered before it.
func pairBefore(op *ir.Operation, e ascendc.HardEvent) bool {
	for w := op.Prev(); w != nil && isSyncOp(w); w = w.Prev() {
		if !isWait(w, e) || w.Prev() == nil {
			continue
		}
		if s, ok := ascendc.AsSetFlagOp(w.Prev()); ok && s.Event() == e && w.Prev().Operand(0) == w.Operand(0) {
			return true
		}
	}
	return false
}

// isSyncOp reports whether o only synchronises (a flag, its id, a barrier): the pass's own
// ops, which it looks across when it checks IR it synchronised already.
func isSyncOp(o *ir.Operation) bool {
	switch o.Name() {
	case ascendc.OpPipe, ascendc.OpPipeFetchEventId, ascendc.OpSetFlag, ascendc.OpWaitFlag, ascendc.OpPipeBarrier:
		return true
	}
	return false
}

// pairCovers reports whether a wait_flag of event e earlier in op's block, after producer,
// waits for a set_flag (on the same id) that follows producer and comes before the wait:
// the work of producer is ordered before op already, since e's destination pipe issues
// in order. Several pairs may precede one op (an MTE2_S and a V_S pair before a
// get_value), and one wait orders every later op of its pipe (two stores of results of
// one loop after one V_MTE3 wait).
func pairCovers(op *ir.Operation, e ascendc.HardEvent, producer *ir.Operation) bool {
	stop := ancestorIn(producer, op.Block())
	for w := op.Prev(); w != nil && w != stop; w = w.Prev() {
		if isWait(w, e) && waitFollows(w, e, producer) {
			return true
		}
	}
	return false
}

// waitFollows reports whether the wait_flag w of event e waits for a set_flag that
// follows producer and comes before w (not a set of the previous loop iteration).
func waitFollows(w *ir.Operation, e ascendc.HardEvent, producer *ir.Operation) bool {
	for _, u := range w.Operand(0).Uses() {
		set := u.Owner()
		if s, ok := ascendc.AsSetFlagOp(set); !ok || s.Event() != e {
			continue
		}
		a := ancestorIn(producer, set.Block())
		if a == nil || a == set || !a.IsBeforeInBlock(set) {
			continue
		}
		if sa := ancestorIn(set, w.Block()); sa != nil && sa != w && sa.IsBeforeInBlock(w) {
			return true
		}
	}
	return false
}

// pairAfter reports whether op is right before a set_flag / wait_flag pair of event e
// (with the pipe and fetch_event_id that give its id).
func pairAfter(op *ir.Operation, e ascendc.HardEvent) bool {
	x := op.Next()
	for x != nil && (x.Name() == ascendc.OpPipe || x.Name() == ascendc.OpPipeFetchEventId) {
		x = x.Next()
	}
	if x == nil {
		return false
	}
	s, ok := ascendc.AsSetFlagOp(x)
	return ok && s.Event() == e && x.Next() != nil && isWait(x.Next(), e)
}

func isWait(op *ir.Operation, e ascendc.HardEvent) bool {
	w, ok := ascendc.AsWaitFlagOp(op)
	return ok && w.Event() == e
}

// flagPair is an inserted set_flag (with the pipe and fetch_event_id before it) and its
// wait_flag.
type flagPair struct {
	event ascendc.HardEvent
	set   []*ir.Operation
	wait  *ir.Operation
}

// newFlagPair inserts `pipe; id = fetch_event_id pipe, e; set_flag e, id` after from and
// `wait_flag e, id` before top.
func newFlagPair(b *ir.Builder, e ascendc.HardEvent, loc ir.Location, from, top *ir.Operation) *flagPair {
	b.SetInsertionPointAfter(from)
	p := create(b, loc, ascendc.OpPipe, nil, []ir.Type{pipeType})
	id := create(b, loc, ascendc.OpPipeFetchEventId, []*ir.Value{p.Result(0)}, []ir.Type{eventTy}, attr("event", e.Attr()))
	set := create(b, loc, ascendc.OpSetFlag, []*ir.Value{id.Result(0)}, nil, attr("event", e.Attr()))
	b.SetInsertionPointBefore(top)
	wait := create(b, top.Loc(), ascendc.OpWaitFlag, []*ir.Value{id.Result(0)}, nil, attr("event", e.Attr()))
	return &flagPair{e, []*ir.Operation{p, id, set}, wait}
}

// readerPair orders w on pipe pw before a reader on pu that r found (after r.from,
// before r.top) with a flag pair, unless one there orders them already (the pass run on
// its own output) or an inserted pair of the same event takes it in (mergePair).
func readerPair(b *ir.Builder, w *ir.Operation, pw, pu pipe, r writeReaders, pairs []*flagPair) []*flagPair {
	if e, ok := hardEvent(pw, pu); ok && !pairCovers(r.top, e, w) && !mergePair(pairs, e, r.from, r.top) {
		pairs = append(pairs, newFlagPair(b, e, w.Loc(), r.from, r.top))
	}
	return pairs
}

// mergePair folds a new pair of event e (set after from, wait before top) into an
// inserted one of the same event in the same block whose set..wait span overlaps it:
// FetchEventID hands out the same id until it is allocated, so two overlapping pairs
// would set one flag twice. The merged set follows both producers and the merged wait
// precedes both consumers, which orders each of them.
func mergePair(pairs []*flagPair, e ascendc.HardEvent, from, top *ir.Operation) bool {
	for _, p := range pairs {
		set := p.set[len(p.set)-1]
		if p.event != e || set.Block() != from.Block() || !from.IsBeforeInBlock(p.wait) || !set.IsBeforeInBlock(top) {
			continue
		}
		if set.IsBeforeInBlock(from) {
			at := from
			for _, o := range p.set {
				o.MoveAfter(at)
				at = o
			}
		}
		if top.IsBeforeInBlock(p.wait) {
			p.wait.MoveBefore(top)
		}
		return true
	}
	return false
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

// syncWrite orders the write w of the local tensor t before its later readers (see
// scanReaders): a pipe_v barrier after a vector write read next on the vector pipe, an
// enque/deque of a queue tensor (else a flag pair) before the first reader on another
// pipe, and a flag pair before the first reader on each further pipe that sync does not
// order. It returns pairs with the flag pairs it added or widened.
func syncWrite(b *ir.Builder, w *ir.Operation, t *ir.Value, fn *ir.Operation, pairs []*flagPair) []*flagPair {
	pw := opPipe(w)
	if t == nil || !isLocalTensor(t) || pw == pipeS {
		return pairs
	}
	t, ts, q := syncedTensors(b, w, t, pw, fn)
	backEdge := q == nil
	ordered := pipeSet{}
	ordered.add(pw)
	r := scanReaders(w, pw, ordered, ts, fn)
	// A vector reader needs a pipe_v barrier between it and the vector write, also when it
	// comes after a reader on another pipe (a VECOUT tensor stored by MTE3, then read by
	// another vector op): one barrier in a block holding w orders all of them.
	vb := &pipeBarriers{b: b, w: w, pipe: pw, need: barrierPipe(pw), ordered: ordered, ts: ts, fn: fn}
	vb.place(r)
	for {
		if r.user == nil {
			// An enque/deque the IR already has hands the tensor over, and orders only its
			// queue's two pipes: readers after the deque on a third pipe (vector work on a
			// TQueBind<VECIN, VECOUT> tensor between its MTE2 load and MTE3 store) still
			// need ordering after the write.
			d, cons, ok := existingHandover(r.stop, pw, ts)
			if !ok {
				break
			}
			q = nil
			if cons != pipeNone {
				ordered.add(cons)
			}
			r = scanReaders(d, pw, ordered, ts, fn)
			vb.place(r)
			continue
		}
		pu := opPipe(r.user)
		ordered.add(pu)
		if q != nil {
			d := enqueDeque(b, w, q, t, r, ts)
			for a := range aliasSet(d.Result(0)) {
				ts[a] = true
			}
			covered := queueOrders(q, pw, pu)
			if prod, cons, ok := queueEnds(q); ok && prod == pw {
				ordered.add(cons)
			}
			// The tensor is dequeued once; readers on further pipes get flag pairs.
			q = nil
			if covered {
				if r.rewrites {
					break
				}
				// A reader nested in r.top (a loop that stores the tensor, then reads
				// it on the vector pipe) may be followed by more readers inside r.top:
				// the search goes on from the deque, into r.top.
				from := r.top
				if r.user != r.top {
					from = d
				}
				r = scanReaders(from, pw, ordered, ts, fn)
				vb.place(r)
				continue
			}
			// The queue's flag runs between other pipes: order the two pipes themselves.
			r.top = d
		}
		pairs = readerPair(b, w, pw, pu, r, pairs)
		if r.user != r.top {
			pairs = pairsForBranches(b, w, pw, r, ordered, ts, pairs)
		}
		if r.rewrites {
			break
		}
		// Readers after a nested reader inside r.top need ordering too.
		from := r.top
		if r.user != r.top {
			from = r.user
		}
		r = scanReaders(from, pw, ordered, ts, fn)
		vb.place(r)
	}
	if backEdge {
		pairs = backEdgeSync(b, w, pw, ts, fn, pairs)
	}
	return pairs
}

// pipeBarriers places the barriers of pipe between a write w on it and its later
// accesses on that pipe: pipe_v between vector ops, pipe_mte2 between two loads into one
// buffer (need is false for a write on another pipe, and once a barrier orders every
// later access).
type pipeBarriers struct {
	b       *ir.Builder
	w       *ir.Operation
	pipe    pipe
	need    bool
	ordered pipeSet
	ts      map[*ir.Value]bool
	fn      *ir.Operation
}

// place gives r's first access on the pipe its barrier (placeFrom). For a load only the
// first search counts: its later accesses on another pipe (a vector read, synchronised
// by flags) order the next load after it, so only a rewrite before any of them needs the
// barrier.
func (v *pipeBarriers) place(r writeReaders) {
	v.placeFrom(r)
	if v.pipe != pipeV {
		v.need = false
	}
}

// placeFrom puts the barrier after r.sameFrom. Any barrier after w orders the access:
// when the search restarted at a deque in w's own block, one between w and that deque (a
// second run over synchronised IR) counts too. The barrier orders every later access
// when it runs on every path after w, i.e. its block holds w; one inside a loop or
// branch the search entered past a reader on another pipe (a store in a loop body, then
// the vector read after it) does not order the accesses after that op (an unrolled
// loop's epilogue, which runs alone when the main loop does not), so the search goes on
// right after the op holding the barrier's block, at every level up to w's: the epilogue
// of an inner loop sits in the body of an outer loop, not beside w.
func (v *pipeBarriers) placeFrom(r writeReaders) {
	if !v.need || r.same == nil {
		return
	}
	v.need = false
	from := r.sameFrom
	if from.Block() == v.w.Block() {
		from = v.w
	}
	if !barrierBetween(from, ancestorIn(r.same, r.sameFrom.Block()), v.pipe.enum()) {
		v.b.SetInsertionPointAfter(r.sameFrom)
		barrier(v.b, v.w.Loc(), v.pipe.enum())
	}
	if ancestorIn(v.w, r.sameFrom.Block()) == nil {
		v.need = true
		v.placeFrom(scanReaders(r.sameFrom.Block().ParentOp(), v.pipe, v.ordered, v.ts, v.fn))
	}
}

// syncedTensors returns what a write w on pipe pw to t must be ordered against: the
// tensor viewed (a write through a view writes it), the values that name its memory
// (aliases, and the scf values carrying it), and its queue when the queue's enque/deque
// orders the write (nil when flags must). Loop-carried vector readers get their
// barriers here.
func syncedTensors(b *ir.Builder, w *ir.Operation, t *ir.Value, pw pipe, fn *ir.Operation) (*ir.Value, map[*ir.Value]bool, *ir.Value) {
	// A write through a view (a fractal row of an L0B tile, say) is a write of the
	// tensor viewed, and any view of it may be what the consumer reads. A queue tensor
	// is followed as itself (its enque/deque rename that value); other tensors also
	// through the scf values that carry them.
	t = viewRoot(t)
	ts := aliasSet(t)
	q := queueOf(t)
	if q != nil && (followRenames(q, ts, w) || isDequeResult(t) || allocOutsideLoop(t, w)) {
		// A view taken before the tensor's enque/deque (asclower-displace-concat writes
		// a concatenated tile's parts through views of the allocation) is written after
		// the deque: the readers name the dequeued tensor, and the queue's one round is
		// spent, so the write is ordered by flags like any other tensor's. So is a write
		// to the dequeued tensor itself (the vector fill of a padded load's tail, stored
		// by MTE3 with no vector op between): a second enque of it is not allowed. So is
		// a write in a loop to a tensor allocated once before it (reuse-ub hoists the
		// placeholders it shares): an enque/deque per iteration would enque a dequeued
		// tensor again, and no FreeTensor/AllocTensor would order the next iteration.
		// The readers may also name the buffer as it was before its enque: a view taken
		// of the allocated tensor ahead of the deque (cse merges a reshape of the loaded
		// tile into one made there when reuse-ub-in-out defers it), read by a vector op
		// after the fill of the dequeued tensor's padding.
		followEarlierNames(q, ts)
		q = nil
	}
	if q == nil {
		// ts may hold more than t's aliases already (followRenames adds the renamed
		// tensors): add to it.
		for v := range aliasSetCarried(t) {
			ts[v] = true
		}
	} else {
		// A queue tensor handed to a loop (a tile the loop refines) is read in the loop
		// under the region argument's name; one the loop body yields is read by the next
		// iteration there, maybe by a vector op ahead of this write (a recurrence whose
		// carried tile is scaled at the top of the body), which the forward scan and the
		// queue's enque/deque do not order after a vector write.
		for v := range carriedValues(t) {
			if v.IsBlockArg() {
				ts[v] = true
			}
		}
	}
	if pw == pipeV {
		loopCarriedBarriers(b, w, ts, fn)
	}
	return t, ts, q
}

// syncScalarWrite orders a scalar write w of a local tensor (set_value) before its first
// reader on each pipe other than the vector unit's, whose S_V pair wraps every scalar
// access (insertSync): a flag pair after the op enclosing w at the reader's level (a
// shifted copy of concatenated parts is a loop of set_values, stored next by MTE3).
func syncScalarWrite(b *ir.Builder, w *ir.Operation, t *ir.Value, fn *ir.Operation, pairs []*flagPair) []*flagPair {
	ts := aliasSetCarried(viewRoot(t))
	pairs = syncReadersByPipe(b, w, pipeS, ts, fn, pairs, pipeV)
	// The next iteration's readers ahead of w in a loop body too (an MTE3 store of the
	// tensor at the top of the body, a set_value of it further down).
	return backEdgeSync(b, w, pipeS, ts, fn, pairs)
}

// aliasSetCarried is t's alias set with the scf values that carry each alias and their
// views, transitively (carriedAliases): a loop's accumulator reshaped after the loop (a
// reinterpret_cast of the scf.for result) is stored through that view, and the store must
// wait for the vector write the body made under the yielded name.
func aliasSetCarried(t *ir.Value) map[*ir.Value]bool {
	return toSet(carriedAliases(t))
}

// existingHandover reports, for the op that ended a reader search, whether it is an
// enque of one of ts followed in its block by a deque on the same queue: the deque, and
// the pipe the queue's flag orders after a write on pw (pipeNone when the write is not on
// the queue's producer pipe, which then orders nothing).
func existingHandover(stop *ir.Operation, pw pipe, ts map[*ir.Value]bool) (*ir.Operation, pipe, bool) {
	if stop == nil {
		return nil, pipeNone, false
	}
	e, ok := ascendc.AsQueBindEnqueTensorOp(stop)
	if !ok || !ts[e.Tensor()] {
		return nil, pipeNone, false
	}
	q := e.Queue()
	for x := stop.Next(); x != nil; x = x.Next() {
		d, ok := ascendc.AsQueBindDequeTensorOp(x)
		if !ok || d.Queue() != q {
			continue
		}
		if !ts[d.Tensor()] {
			return nil, pipeNone, false
		}
		cons := pipeNone
		if prod, c, ok := queueEnds(q); ok && prod == pw {
			cons = c
		}
		return x, cons, true
	}
	return nil, pipeNone, false
}

// isDequeResult reports a tensor that a deque produced: its queue round is spent.
func isDequeResult(t *ir.Value) bool {
	_, ok := ascendc.AsQueBindDequeTensorOp(t.DefiningOp())
	return ok
}

// handover is one round of a queue: the tensor an enque hands over and the result of
// the next deque on the queue after it in the same block (the same buffer, renamed).
type handover struct{ enq, deq *ir.Value }

// handovers lists the rounds of q whose enque is followed by a deque in its block.
func handovers(q *ir.Value) []handover {
	var rs []handover
	for _, u := range q.Uses() {
		e, ok := ascendc.AsQueBindEnqueTensorOp(u.Owner())
		if !ok {
			continue
		}
		for x := u.Owner().Next(); x != nil; x = x.Next() {
			if d, ok := ascendc.AsQueBindDequeTensorOp(x); ok && d.Queue() == q {
				rs = append(rs, handover{e.Tensor(), d.Tensor()})
				break
			}
		}
	}
	return rs
}

// addAliases puts t and its views into ts.
func addAliases(ts map[*ir.Value]bool, t *ir.Value) {
	for a := range aliasSet(t) {
		ts[a] = true
	}
}

// followRenames adds to ts the deque results that rename a tensor of ts (the next deque
// on q after an enque of it, in the same block), and their views, to a fixed point. It
// reports whether one of those deques comes before w, on every path or on some (a
// branch of an scf.if that loaded into a tensor reuse-ub hoisted above the if): the
// queue's round is then spent, and the write is to the renamed tensor, whichever value
// it names.
func followRenames(q *ir.Value, ts map[*ir.Value]bool, w *ir.Operation) bool {
	before := false
	rounds := handovers(q)
	for changed := true; changed; {
		changed = false
		for _, r := range rounds {
			if !ts[r.enq] {
				continue
			}
			if !ts[r.deq] {
				addAliases(ts, r.deq)
				changed = true
			}
			before = before || runsBefore(r.deq.DefiningOp(), w)
		}
	}
	return before
}

// runsBefore reports whether op a (or the op enclosing it) comes before w's enclosing op
// in the innermost block holding both: a runs before w on the paths through it.
func runsBefore(a, w *ir.Operation) bool {
	for x := a; x != nil; x = x.ParentOp() {
		if anc := ancestorIn(w, x.Block()); anc != nil {
			return anc != x && x.IsBeforeInBlock(anc)
		}
	}
	return false
}

// allocOutsideLoop reports whether the queue tensor t was allocated outside a loop that
// encloses w: its one AllocTensor serves every iteration.
func allocOutsideLoop(t *ir.Value, w *ir.Operation) bool {
	alloc := queueSource(t)
	if _, ok := ascendc.AsQueBindAllocTensorOp(alloc); alloc == nil || !ok {
		return false
	}
	for l := w.ParentOp(); l != nil; l = l.ParentOp() {
		if l == alloc.ParentOp() {
			return false
		}
		if isLoop(l) {
			return true
		}
	}
	return false
}

// followEarlierNames adds to ts the tensors enqueued to q whose deque (the next one on q
// after the enque, in the same block) is in ts, and their views: in that round of the
// queue they are the same buffer under the name it had before the enque. A view taken of
// the allocated tensor before its enque (reuse-ub lets a later result live in an input's
// buffer) is then accessed after the deque under the old name, and a write to the
// dequeued tensor must be ordered after those accesses too.
func followEarlierNames(q *ir.Value, ts map[*ir.Value]bool) {
	rounds := handovers(q)
	for changed := true; changed; {
		changed = false
		for _, r := range rounds {
			if !ts[r.enq] && ts[r.deq] {
				addAliases(ts, r.enq)
				changed = true
			}
		}
	}
}

// enqueDeque enqueues the queue tensor t written by w after the last reader passed over
// on the way to r.user (w's enclosing op when none) and dequeues it before the first op
// naming it on the way to r.user, a view included, so that the view is taken of the
// dequeued tensor. Later uses take the dequeued tensor. It returns the deque.
func enqueDeque(b *ir.Builder, w *ir.Operation, q, t *ir.Value, r writeReaders, ts map[*ir.Value]bool) *ir.Operation {
	at := r.from
	if r.after != nil {
		at = r.after
	}
	b.SetInsertionPointAfter(at)
	enq := create(b, w.Loc(), ascendc.OpQueBindEnqueTensor, []*ir.Value{q, t}, nil)
	top := firstNaming(enq, r.top, ts)
	b.SetInsertionPointBefore(top)
	d := create(b, top.Loc(), ascendc.OpQueBindDequeTensor, []*ir.Value{q}, []ir.Type{t.Type()})
	replaceUsesAfter(t, d.Result(0), d)
	return d
}

// insertSync is the 910B synchronisation pass.
func insertSync(fn *ir.Operation, ctx *ir.Context) error {
	blk := body(fn)
	if blk == nil {
		return nil
	}
	// The producer/consumer search follows structured control flow (scf regions); an
	// order between blocks of the body would go unseen.
	if bs := fn.Region(0).Blocks(); len(bs) > 1 {
		return ir.OpError(bs[1].First(), "ascendc-insert-sync needs structured control flow: the function body has %d blocks", len(bs))
	}
	b := ir.NewBuilder(ctx)
	var pairs []*flagPair
	// Producer/consumer order of local tensors.
	for _, w := range collect(fn, func(o *ir.Operation) bool { return opPipe(o) != pipeNone && !isQueueOp(o) }) {
		if sv, ok := ascendc.AsLocalTensorSetValueOp(w); ok && isLocalTensor(sv.Tensor()) {
			pairs = syncScalarWrite(b, w, sv.Tensor(), fn, pairs)
			continue
		}
		// Every tensor the op writes (Extract writes two).
		for _, t := range dstOperands(w) {
			pairs = syncWrite(b, w, t, fn, pairs)
		}
	}
	pairs = insertGMSync(fn, b, pairs)
	insertLoopGMSync(fn, b)
	insertGMWriteBarriers(fn, b)
	insertWARSync(fn, b)
	insertFreeSync(fn, b)
	insertResetBarriers(fn, b)
	// Scalar accesses wait for the vector unit and make it wait for them.
	wrapped := map[*ir.Operation]bool{}
	for _, s := range collect(fn, isScalarAccess) {
		top := scalarWrapTarget(s, blk)
		if top == nil || wrapped[top] {
			continue
		}
		wrapped[top] = true
		// IR synchronised already keeps its pairs (the pass is idempotent).
		if !pairBefore(top, ascendc.HardEvent_V_S) {
			b.SetInsertionPointBefore(top)
			eventPair(b, top.Loc(), ascendc.HardEvent_V_S)
		}
		if !pairAfter(top, ascendc.HardEvent_S_V) {
			b.SetInsertionPointAfter(top)
			eventPair(b, top.Loc(), ascendc.HardEvent_S_V)
		}
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
