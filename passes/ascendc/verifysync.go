package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// verifySync checks the queue protocol of a function in program order and reports
// warnings: frees without allocation, double frees (uses after free), allocations never
// freed, deques without enque, enques never dequeued and uses of a tensor while it sits
// in a queue.
type syncBuffer struct {
	decl       ir.Location // where the tensor was declared (allocation or argument)
	allocated  bool
	freed      bool
	inQueue    bool
	allocOp    *ir.Operation
	reportedUA bool
}

type queued struct {
	buf *syncBuffer
	op  *ir.Operation // the enque
}

func valueLoc(v *ir.Value) ir.Location {
	if d := v.DefiningOp(); d != nil {
		return d.Loc()
	}
	return v.ArgLoc()
}

func warn(loc ir.Location, format string, args ...any) *ir.Diagnostic {
	d := ir.Errorf(loc, format, args...)
	d.Severity = ir.SevWarning
	return d
}

// syncChecker follows the tensors and queues of one function in program order.
type syncChecker struct {
	bufs       map[*ir.Value]*syncBuffer
	order      []*syncBuffer // buffers in order of first sight, for the final report
	queues     map[*ir.Value][]queued
	queueOrder []*ir.Value
	diags      []*ir.Diagnostic
}

func verifySync(fn *ir.Operation, ctx *ir.Context) error {
	c := &syncChecker{bufs: map[*ir.Value]*syncBuffer{}, queues: map[*ir.Value][]queued{}}
	for _, r := range fn.Regions() {
		c.walkRegion(r)
	}
	c.reportUnpaired()
	for _, d := range c.diags {
		ctx.Emit(d)
	}
	return nil
}

// walkRegion checks the ops of a region in program order. The two branches of an scf.if
// with an else are alternatives: each starts from the state before the if, and the state
// after it joins theirs, so a tensor freed (or dequeued) on both paths is not taken for
// a tensor freed twice.
func (c *syncChecker) walkRegion(r *ir.Region) {
	for _, blk := range r.Blocks() {
		for o := blk.First(); o != nil; o = o.Next() {
			c.visit(o)
			if o.Name() == scf.OpIf && o.NumRegions() == 2 && len(o.Region(1).Blocks()) > 0 {
				before := c.snapshot()
				c.walkRegion(o.Region(0))
				then := c.snapshot()
				c.restore(before)
				c.walkRegion(o.Region(1))
				c.join(then)
				continue
			}
			for _, nr := range o.Regions() {
				c.walkRegion(nr)
			}
		}
	}
}

// checkState is a copy of the protocol state of every buffer and queue.
type checkState struct {
	bufs   map[*syncBuffer]syncBuffer
	queues map[*ir.Value][]queued
}

func (c *syncChecker) snapshot() checkState {
	st := checkState{bufs: map[*syncBuffer]syncBuffer{}, queues: map[*ir.Value][]queued{}}
	for _, b := range c.order {
		st.bufs[b] = *b
	}
	for q, l := range c.queues {
		st.queues[q] = append([]queued(nil), l...)
	}
	return st
}

// restore puts the state back; buffers first seen since the snapshot are left as they
// are (the other branch does not touch them).
func (c *syncChecker) restore(st checkState) {
	for b, v := range st.bufs {
		*b = v
	}
	c.queues = map[*ir.Value][]queued{}
	for q, l := range st.queues {
		c.queues[q] = append([]queued(nil), l...)
	}
}

// join merges the state of the other branch into the current one: a buffer is
// allocated, freed or queued after the if when it is on either path (a warning is owed
// only for what some path does), and a queue keeps the longer of its two contents.
func (c *syncChecker) join(other checkState) {
	for b, o := range other.bufs {
		b.allocated = b.allocated || o.allocated
		b.freed = b.freed || o.freed
		b.inQueue = b.inQueue || o.inQueue
		b.reportedUA = b.reportedUA || o.reportedUA
		if b.allocOp == nil {
			b.allocOp = o.allocOp
		}
	}
	for q, l := range other.queues {
		if len(l) > len(c.queues[q]) {
			c.queues[q] = l
		}
	}
}

func (c *syncChecker) warn(loc ir.Location, format string, args ...any) *ir.Diagnostic {
	d := warn(loc, format, args...)
	c.diags = append(c.diags, d)
	return d
}

// bufOf returns the buffer of a tensor; views share the buffer of the tensor they look
// into.
func (c *syncChecker) bufOf(v *ir.Value) *syncBuffer {
	for i := 0; i < 64; i++ {
		d := v.DefiningOp()
		if d == nil {
			break
		}
		src, _, ok := viewOf(d)
		if !ok {
			break
		}
		v = src
	}
	if b, ok := c.bufs[v]; ok {
		return b
	}
	b := &syncBuffer{decl: valueLoc(v)}
	c.bufs[v] = b
	c.order = append(c.order, b)
	return b
}

func (c *syncChecker) sawQueue(q *ir.Value) {
	if _, ok := c.queues[q]; !ok {
		c.queues[q] = nil
		c.queueOrder = append(c.queueOrder, q)
	}
}

// visit checks one op: a queue operation updates the state of its tensor, any other op
// must not use a tensor that is queued or freed.
func (c *syncChecker) visit(o *ir.Operation) {
	// Every queue op takes the queue first and names its tensor by a second operand or
	// its result (the _pos and _in_place forms act as the plain ones).
	switch o.Name() {
	case ascendc.OpQueBindAllocTensor, ascendc.OpQueBindAllocTensorInPlace:
		b := c.bufOf(queueTensor(o))
		b.allocated, b.allocOp = true, o
		return
	case ascendc.OpQueBindFreeTensor:
		c.free(o, c.bufOf(o.Operand(1)))
		return
	case ascendc.OpQueBindEnqueTensor, ascendc.OpQueBindEnqueTensorPos:
		q := o.Operand(0)
		c.sawQueue(q)
		b := c.bufOf(o.Operand(1))
		b.inQueue = true
		c.queues[q] = append(c.queues[q], queued{b, o})
		return
	case ascendc.OpQueBindDequeTensor, ascendc.OpQueBindDequeTensorPos, ascendc.OpQueBindDequeTensorInPlace:
		c.deque(o)
		return
	}
	// One warning per buffer per op, however many operands name it.
	seen := map[*syncBuffer]bool{}
	for _, v := range o.Operands() {
		if !isLocalTensor(v) {
			continue
		}
		b := c.bufOf(v)
		if seen[b] {
			continue
		}
		seen[b] = true
		switch {
		case b.inQueue:
			c.warn(o.Loc(), "unexpected use of tensor between EnQue and DeQue").Note(b.decl, "tensor declared here")
		case b.freed && !b.reportedUA:
			b.reportedUA = true
			c.warn(o.Loc(), "FreeTensor: tensor memory was freed before its last use").Note(b.decl, "tensor declared here")
		}
	}
}

func (c *syncChecker) free(o *ir.Operation, b *syncBuffer) {
	switch {
	case b.freed:
		c.warn(o.Loc(), "FreeTensor: tensor memory was freed before its last use").Note(b.decl, "tensor declared here")
	case !b.allocated:
		c.warn(o.Loc(), "FreeTensor: there is no corresponding call to AllocTensor").Note(b.decl, "tensor declared here")
	}
	b.freed = true
	b.inQueue = false
}

// queueTensor is the tensor a queue op names: its second operand, else its result.
func queueTensor(o *ir.Operation) *ir.Value {
	if o.NumOperands() > 1 {
		return o.Operand(1)
	}
	return o.Result(0)
}

// deque takes the oldest tensor of the queue out: the tensor it names shares its buffer.
func (c *syncChecker) deque(o *ir.Operation) {
	q := o.Operand(0)
	c.sawQueue(q)
	t := queueTensor(o)
	if l := c.queues[q]; len(l) > 0 {
		e := l[0]
		c.queues[q] = l[1:]
		e.buf.inQueue = false
		c.bufs[viewRoot(t)] = e.buf
		return
	}
	c.warn(o.Loc(), "DeQue: there is no corresponding call to EnQue").Note(valueLoc(q), "queue declared here")
	c.bufOf(t)
}

// reportUnpaired warns about allocations never freed and enques never dequeued.
func (c *syncChecker) reportUnpaired() {
	for _, b := range c.order {
		if b.allocated && !b.freed {
			c.warn(b.allocOp.Loc(), "AllocTensor: there is no corresponding call to FreeTensor for this tensor")
		}
	}
	for _, q := range c.queueOrder {
		for _, e := range c.queues[q] {
			c.warn(e.op.Loc(), "EnQue: there is no corresponding call to DeQue for this tensor").Note(valueLoc(q), "queue declared here")
		}
	}
}
