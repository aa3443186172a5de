package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// TBufPool<pos, bufIDSize>: a range of a local buffer, carved out of TPipe's memory by
// TPipe::InitBufPool or out of another pool by TBufPool::InitBufPool, from which InitBuffer
// carves queue and TBuf buffers (at most bufIDSize of them). Reset gives the whole range
// back; the queues and sub-pools carved from it lose their buffers.

type bufPool struct {
	space              arch.Buffer
	maxBufs            int64
	start, end, cursor int64
	used               int64 // buffers carved (counted against bufIDSize)
	inited             bool
	queues             []*queue
	subs               []*bufPool
}

func registerBufPools(r *sim.Registry) {
	reg(r, ascendc.OpTBufPool, scalarOp, compileDeclPool)
	reg(r, ascendc.OpPipeInitBufPool, apiCost, compileInitBufPool)
	reg(r, ascendc.OpTbufPoolInitBufPool, apiCost, compileInitBufPool)
	reg(r, ascendc.OpTbufPoolInitBuffer, apiCost, compilePoolInitBufs)
	reg(r, ascendc.OpTbufPoolInitQueue, apiCost, compilePoolInitBufs)
	reg(r, ascendc.OpTbufPoolReset, apiCost, compilePoolReset)
}

// poolSpace is the local buffer of a TBufPool type (GM pools are refused).
func poolSpace(op *ir.Operation, v *ir.Value) (arch.Buffer, *ascendc.TbufPoolType, error) {
	t, ok := v.Type().(*ascendc.TbufPoolType)
	if !ok {
		return 0, nil, ir.OpError(op, "is not simulated for a pool of type %s", ir.TypeString(v.Type()))
	}
	sp, ok := arch.PositionBuffer(t.TPositionAttr)
	if !ok || sp == arch.GM {
		return 0, nil, ir.OpError(op, "is not simulated for a buffer pool at position %s", t.TPositionAttr)
	}
	return sp, t, nil
}

func compileDeclPool(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	sp, t, err := poolSpace(op, op.Result(0))
	if err != nil {
		return nil, err
	}
	r, n := in.Out[0], int64(t.BufIDSize)
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		c.Regs[r].O = &bufPool{space: sp, maxBufs: n}
		return sim.Next
	}, nil
}

func poolOf(c *sim.Core, in *sim.Instr, r int32, what string) (*bufPool, bool) {
	p, ok := c.Regs[r].O.(*bufPool)
	if !ok || !p.inited {
		c.Fatal(in, "%s a buffer pool before its InitBufPool (or after the Reset of the pool it came from)", what)
		return nil, false
	}
	return p, true
}

// roundLen rounds a buffer length up as TPipe::InitBuffer does (32 B, or the buffer's
// alignment when larger; hardware.md §4).
func roundLen(c *sim.Core, sp arch.Buffer, l int64) int64 {
	align := c.SoC().Align[sp]
	if align < 32 {
		align = 32
	}
	return (l + align - 1) / align * align
}

// compileInitBufPool is TPipe::InitBufPool(pool, len) and TBufPool::InitBufPool(pool, len):
// len bytes (rounded as InitBuffer rounds) after the pipe's or the origin pool's earlier
// allocations. The result is true (the call's bool); failures are fatal.
func compileInitBufPool(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	var poolV, lenV, shareV, resV, originV *ir.Value
	if v, ok := ascendc.AsPipeInitBufPoolOp(op); ok {
		poolV, lenV, shareV, resV = v.BufPool(), v.Len(), v.ShareBuf(), v.Value()
	} else if v, ok := ascendc.AsTbufPoolInitBufPoolOp(op); ok {
		poolV, lenV, shareV, resV, originV = v.BufPool(), v.Len(), v.ShareBuf(), v.Value(), v.Origin()
	}
	if shareV != nil {
		return nil, ir.OpError(op, "is not simulated for the shareBuf form: how two pools share one range is not given by the specs")
	}
	sp, _, err := poolSpace(op, poolV)
	if err != nil {
		return nil, err
	}
	if originV != nil {
		osp, _, err := poolSpace(op, originV)
		if err != nil {
			return nil, err
		}
		if osp != sp {
			return nil, ir.OpError(op, "carves a %s pool out of a %s pool", sp, osp)
		}
	}
	if d := elemOf(cc, lenV); d == sim.Invalid || d.IsFloat() {
		return nil, ir.OpError(op, "is not simulated for a length of type %s", ir.TypeString(lenV.Type()))
	}
	rd := elemOf(cc, resV)
	if rd == sim.Invalid || rd.IsFloat() {
		return nil, ir.OpError(op, "is not simulated for a result of type %s", ir.TypeString(resV.Type()))
	}
	pr, lr, res, or := cc.Slot(poolV), cc.Slot(lenV), cc.Slot(resV), int32(-1)
	if originV != nil {
		or = cc.Slot(originV)
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := c.Regs[pr].O.(*bufPool)
		if !ok {
			return c.Fatal(in, "buffer pool used before its declaration ran")
		}
		if p.inited {
			return c.Fatal(in, "InitBufPool of a buffer pool that already has its range")
		}
		l := c.Regs[lr].I
		if l <= 0 {
			return c.Fatal(in, "buffer pool length must be positive, got %d", l)
		}
		l = roundLen(c, sp, l)
		var start int64
		if or >= 0 {
			o, ok := poolOf(c, in, or, "InitBufPool from")
			if !ok {
				return sim.Fail
			}
			if o.cursor+l > o.end {
				return c.Fatal(in, "allocation capacity exceeded: the pool needs %d bytes at %d but its origin pool ends at %d", l, o.cursor, o.end)
			}
			start, o.cursor = o.cursor, o.cursor+l
			o.subs = append(o.subs, p)
		} else {
			s, soc := st(c), c.SoC()
			limit := soc.Usable(sp)
			if s.cursor[sp]+l > limit {
				return c.Fatal(in, "allocation capacity exceeded: %s needs %d bytes at offset %d but %d are usable on %s",
					sp, l, s.cursor[sp], limit, soc.Name)
			}
			start, s.cursor[sp] = s.cursor[sp], s.cursor[sp]+l
			s.pools = append(s.pools, p)
		}
		*p = bufPool{space: sp, maxBufs: p.maxBufs, start: start, end: start + l, cursor: start, inited: true}
		c.Regs[res] = sim.Value{I: sim.Norm(1, rd)}
		return sim.Next
	}, nil
}

// compilePoolInitBufs is TBufPool::InitBuffer for a queue (num buffers) or a TBuf (one),
// carved from the pool as TPipe::InitBuffer carves from the buffer.
func compilePoolInitBufs(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	var poolV, qv, numV, lenV *ir.Value
	if v, ok := ascendc.AsTbufPoolInitQueueOp(op); ok {
		poolV, qv, numV, lenV = v.BufPool(), v.Queue(), v.Num(), v.Length()
	} else if v, ok := ascendc.AsTbufPoolInitBufferOp(op); ok {
		poolV, qv, lenV = v.BufPool(), v.Buffer(), v.Length()
	}
	sp, _, err := poolSpace(op, poolV)
	if err != nil {
		return nil, err
	}
	var qpos ascendc.TPosition
	if t, ok := qv.Type().(*ascendc.TbufType); ok {
		qpos = t.TPositionAttr
	} else if s, d, ok := queueTypePositions(qv.Type()); ok {
		qpos = d
		if s != ascendc.TPosition_GM && d == ascendc.TPosition_GM {
			qpos = s
		}
	}
	if qsp, ok := arch.PositionBuffer(qpos); !ok || qsp != sp {
		return nil, ir.OpError(op, "is not simulated for %s in a %s pool", ir.TypeString(qv.Type()), sp)
	}
	pr, qr, lr, nr := cc.Slot(poolV), cc.Slot(qv), cc.Slot(lenV), int32(-1)
	if numV != nil {
		nr = cc.Slot(numV)
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := poolOf(c, in, pr, "InitBuffer in")
		if !ok {
			return sim.Fail
		}
		q, ok := c.Regs[qr].O.(*queue)
		if !ok {
			return c.Fatal(in, "queue used before its declaration ran")
		}
		n, l := int64(1), c.Regs[lr].I
		if nr >= 0 {
			n = c.Regs[nr].I
		}
		if n < 1 || n > 8 {
			return c.Fatal(in, "a queue holds 1 to 8 buffers (hardware.md §4), got %d", n)
		}
		if l <= 0 {
			return c.Fatal(in, "buffer length must be positive, got %d", l)
		}
		if p.used+n > p.maxBufs {
			return c.Fatal(in, "the pool holds at most %d buffers (its bufIDSize); %d are carved and %d more asked", p.maxBufs, p.used, n)
		}
		l = roundLen(c, sp, l)
		if p.cursor+n*l > p.end {
			return c.Fatal(in, "allocation capacity exceeded: %d bytes at %d do not fit the pool [%d, %d)", n*l, p.cursor, p.start, p.end)
		}
		clearTags(c, q)
		q.bufs = q.bufs[:0]
		q.fifo, q.next = q.fifo[:0], 0
		for i := int64(0); i < n; i++ {
			q.bufs = append(q.bufs, qbuf{addr: p.cursor, size: l})
			p.cursor += l
		}
		p.used += n
		p.queues = append(p.queues, q)
		return sim.Next
	}, nil
}

// compilePoolReset is TBufPool::Reset: the pool's range is free again. A tensor of one of
// its queues still allocated or enqueued is reported (its buffer will be reused); the
// queues and sub-pools lose their buffers, so using one without a new InitBuffer fails.
func compilePoolReset(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pr := in.In[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := poolOf(c, in, pr, "Reset of")
		if !ok {
			return sim.Fail
		}
		releasePool(c, in, p)
		p.inited = true
		return sim.Next
	}, nil
}

func releasePool(c *sim.Core, in *sim.Instr, p *bufPool) {
	releaseQueues(c, in, p.queues, "Reset of a buffer pool")
	for _, s := range p.subs {
		if s.inited {
			releasePool(c, in, s)
		}
		s.inited = false
	}
	p.queues, p.subs, p.cursor, p.used = nil, nil, p.start, 0
}

// releaseQueues takes their buffers from qs (what, the releasing call, names it in the
// report of a tensor still in use) and forgets their tags.
func releaseQueues(c *sim.Core, in *sim.Instr, qs []*queue, what string) {
	for _, q := range qs {
		for _, b := range q.bufs {
			if b.state == bufAlloc || b.state == bufQueued || b.state == bufDequed {
				c.Report(in, b.allocOp, "allocated here", "%s while a tensor at %s[%d] of one of its queues is still in use", what, q.space, b.addr)
			}
		}
		clearTags(c, q)
		q.bufs, q.fifo, q.next = nil, nil, 0
	}
}

// clearTags forgets the user tags of q's buffers: a buffer carved again is a new TBufType.
func clearTags(c *sim.Core, q *queue) {
	tags := extSt(c).tags
	for k := range tags {
		if k.q == q {
			delete(tags, k)
		}
	}
}

// compilePipeReset is TPipe::Reset and TPipe::Destroy: the pipe gives back every buffer it
// handed out and returns to the state it was built in (AD, TPipe: Reset "releases the
// resources and initialises the event ids", restoring the initial state; Destroy releases
// the resources), so the next InitBuffer / InitBufPool starts again at the bottom of each
// buffer. The queues, TBufs and pools carved before lose their buffers (a use before they
// are initialised again fails); one whose tensor is still in use is reported, as a pool's
// Reset does.
func compilePipeReset(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		s := st(c)
		releaseQueues(c, in, s.queues, "gives the pipe's buffers back")
		for _, p := range s.pools {
			if p.inited {
				releasePool(c, in, p)
			}
			p.inited = false
		}
		s.pools, s.cursor, s.allocID = nil, [arch.NumBuffers]int64{}, [35]uint8{}
		return sim.Next
	}, nil
}
