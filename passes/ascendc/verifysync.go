package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
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

func verifySync(fn *ir.Operation, ctx *ir.Context) error {
	bufs := map[*ir.Value]*syncBuffer{}
	var order []*syncBuffer
	queues := map[*ir.Value][]queued{}
	var queueOrder []*ir.Value
	var diags []*ir.Diagnostic
	bufOf := func(v *ir.Value) *syncBuffer {
		// Views share the buffer of the tensor they look into.
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
		if b, ok := bufs[v]; ok {
			return b
		}
		b := &syncBuffer{decl: valueLoc(v)}
		bufs[v] = b
		order = append(order, b)
		return b
	}
	queueOfOp := func(q *ir.Value) {
		if _, ok := queues[q]; !ok {
			queues[q] = nil
			queueOrder = append(queueOrder, q)
		}
	}
	fn.Walk(func(o *ir.Operation) bool {
		if o == fn {
			return true
		}
		if a, ok := ascendc.AsQueBindAllocTensorOp(o); ok {
			b := bufOf(a.Tensor())
			b.allocated, b.allocOp = true, o
			return true
		}
		if f, ok := ascendc.AsQueBindFreeTensorOp(o); ok {
			b := bufOf(f.Tensor())
			switch {
			case b.freed:
				diags = append(diags, warn(o.Loc(), "FreeTensor: tensor memory was freed before its last use").Note(b.decl, "tensor declared here"))
			case !b.allocated:
				diags = append(diags, warn(o.Loc(), "FreeTensor: there is no corresponding call to AllocTensor").Note(b.decl, "tensor declared here"))
			}
			b.freed = true
			b.inQueue = false
			return true
		}
		if e, ok := ascendc.AsQueBindEnqueTensorOp(o); ok {
			q := e.Queue()
			queueOfOp(q)
			b := bufOf(e.Tensor())
			b.inQueue = true
			queues[q] = append(queues[q], queued{b, o})
			return true
		}
		if d, ok := ascendc.AsQueBindDequeTensorOp(o); ok {
			q := d.Queue()
			queueOfOp(q)
			if l := queues[q]; len(l) > 0 {
				e := l[0]
				queues[q] = l[1:]
				e.buf.inQueue = false
				bufs[d.Tensor()] = e.buf
			} else {
				diags = append(diags, warn(o.Loc(), "DeQue: there is no corresponding call to EnQue").Note(valueLoc(q), "queue declared here"))
				bufOf(d.Tensor())
			}
			return true
		}
		for _, v := range o.Operands() {
			if !isLocalTensor(v) {
				continue
			}
			b := bufOf(v)
			switch {
			case b.inQueue:
				diags = append(diags, warn(o.Loc(), "unexpected use of tensor between EnQue and DeQue").Note(b.decl, "tensor declared here"))
			case b.freed && !b.reportedUA:
				b.reportedUA = true
				diags = append(diags, warn(o.Loc(), "FreeTensor: tensor memory was freed before its last use").Note(b.decl, "tensor declared here"))
			}
		}
		return true
	})
	for _, b := range order {
		if b.allocated && !b.freed {
			diags = append(diags, warn(b.allocOp.Loc(), "AllocTensor: there is no corresponding call to FreeTensor for this tensor"))
		}
	}
	for _, q := range queueOrder {
		for _, e := range queues[q] {
			diags = append(diags, warn(e.op.Loc(), "EnQue: there is no corresponding call to DeQue for this tensor").Note(valueLoc(q), "queue declared here"))
		}
	}
	for _, d := range diags {
		ctx.Emit(d)
	}
	return nil
}
