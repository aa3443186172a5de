package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/sanitize"
)

// Queue operations and synchronisation: every one is a happens-before edge for the
// sanitizer and a time dependency for the pipes.

// signal publishes pipe p's work: the time all of it has completed (SetFlag waits for every
// earlier access of the source pipe, hardware.md §4) and its vector clock.
func signal(c *sim.Core, p arch.Pipe) (int64, sanitize.Clock) {
	t := c.Pipes[p].Done
	if c.Now > t {
		t = c.Now
	}
	var vc sanitize.Clock
	if c.San != nil {
		vc = c.San.Publish(p)
	}
	return t, vc
}

// await makes pipe p wait for a signal; the scalar unit itself stalls when p is S.
func await(c *sim.Core, p arch.Pipe, t int64, vc *sanitize.Clock) {
	c.Pipes[p].Wait(t)
	if p == arch.S && t > c.Now {
		c.Stall += t - c.Now
		c.Now = t
	}
	if c.San != nil {
		c.San.Acquire(p, vc)
	}
}

func queueOf(c *sim.Core, in *sim.Instr, r int32) (*queue, bool) {
	q, ok := c.Regs[r].O.(*queue)
	if !ok || len(q.bufs) == 0 {
		c.Fatal(in, "queue used before init_queue")
		return nil, false
	}
	return q, true
}

// queueBuf resolves the queue in register qr and the index of its buffer holding the tensor
// in register tr.
func queueBuf(c *sim.Core, in *sim.Instr, qr, tr int32) (*queue, int, bool) {
	q, ok := queueOf(c, in, qr)
	if !ok {
		return nil, 0, false
	}
	i, ok := findBuf(c, in, q, c.Regs[tr].T)
	return q, i, ok
}

func findBuf(c *sim.Core, in *sim.Instr, q *queue, t sim.Tensor) (int, bool) {
	for i := range q.bufs {
		if q.bufs[i].addr == t.Addr && t.Space == q.space {
			return i, true
		}
	}
	c.Fatal(in, "tensor at %s[%d] does not belong to this queue", t.Space, t.Addr)
	return 0, false
}

func compileAlloc(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	qr, r := in.In[0], in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		q, ok := queueOf(c, in, qr)
		if !ok {
			return sim.Fail
		}
		n := len(q.bufs)
		for k := 0; k < n; k++ {
			i := (q.next + k) % n
			b := &q.bufs[i]
			if b.state != bufFree {
				continue
			}
			q.next = (i + 1) % n
			b.state, b.allocOp = bufAlloc, in.Op
			if b.freed {
				// AllocTensor waits for the FreeTensor of the buffer's last use (WAR).
				await(c, q.prod, b.freeTime, &b.freeVC)
			}
			c.Regs[r] = q.tensor(b.addr, b.size)
			return sim.Next
		}
		return c.Fatal(in, "alloc_tensor with all %d buffers of the queue in use: the kernel hangs on hardware", n)
	}, nil
}

func compileEnque(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	qr, tr := in.In[0], in.In[1]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		q, i, ok := queueBuf(c, in, qr, tr)
		if !ok {
			return sim.Fail
		}
		b := &q.bufs[i]
		if b.state != bufAlloc {
			return c.Fatal(in, "enque of a tensor that is not allocated (enqueued twice or freed?)")
		}
		if int64(len(q.fifo)) >= max(q.depth, 1) && q.depth > 0 {
			return c.Fatal(in, "enque on a full queue of depth %d", q.depth)
		}
		b.state = bufQueued
		b.readyTime, b.readyVC = signal(c, q.prod)
		q.fifo = append(q.fifo, i)
		return sim.Next
	}, nil
}

func compileDeque(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	qr, r := in.In[0], in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		q, ok := queueOf(c, in, qr)
		if !ok {
			return sim.Fail
		}
		if len(q.fifo) == 0 {
			return c.Fatal(in, "deque on an empty queue: waits forever on hardware (deadlock)")
		}
		i := q.fifo[0]
		q.fifo = q.fifo[1:]
		b := &q.bufs[i]
		b.state = bufDequed
		await(c, q.cons, b.readyTime, &b.readyVC)
		c.Regs[r] = q.tensor(b.addr, b.size)
		return sim.Next
	}, nil
}

func compileFree(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	qr, tr := in.In[0], in.In[1]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		q, i, ok := queueBuf(c, in, qr, tr)
		if !ok {
			return sim.Fail
		}
		b := &q.bufs[i]
		if b.state == bufFree {
			return c.Fatal(in, "free_tensor of a tensor that is already free")
		}
		if b.state == bufQueued {
			c.Report(in, nil, "", "free_tensor of a tensor still in the queue (never dequeued)")
			for k, j := range q.fifo {
				if j == i {
					q.fifo = append(q.fifo[:k], q.fifo[k+1:]...)
					break
				}
			}
		}
		// FreeTensor sets the queue's reuse event, consumer to producer, whatever the
		// tensor went through (hardware.md §4, TQue): a tensor that was never enqueued,
		// as PyAsc's c310 pipeline leaves its queue tensors (ascendc-insert-bufid-sync
		// orders the pipes with buffer ids instead), is still released by the
		// consumer's pipe, so the next AllocTensor waits for the consumer's reads too.
		b.state, b.freed = bufFree, true
		b.freeTime, b.freeVC = signal(c, q.cons)
		return sim.Next
	}, nil
}

func compileFlag(set bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		e, _ := intAttr(op, "event")
		src, dst, ok := arch.EventPipes(ascendc.HardEvent(e))
		if !ok || e < 0 || e >= 35 {
			return nil, fmt.Errorf("unsupported event %d", e)
		}
		idr := in.In[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			id := c.Regs[idr].I
			if id < 0 || id > 7 {
				return c.Fatal(in, "event id %d is outside 0..7", id)
			}
			f := &st(c).flags[e][id]
			if set {
				if f.set {
					c.Report(in, c.Chip.Prog.Ops[f.op], "the flag was set here", "set_flag on %s id %d that is already set: undefined behaviour (hardware.md §4)", ascendc.HardEvent(e), id)
				}
				f.set, f.op = true, in.ID
				f.time, f.vc = signal(c, src)
				return sim.Next
			}
			if !f.set {
				return c.Fatal(in, "wait_flag on %s id %d that no set_flag has set: pipe %s hangs (deadlock)", ascendc.HardEvent(e), id, dst)
			}
			f.set = false
			await(c, dst, f.time, &f.vc)
			return sim.Next
		}, nil
	}
}

// registerSync adds the intra-core synchronisation: flags between pipes and barriers.
func registerSync(r *sim.Registry) {
	reg(r, ascendc.OpSetFlag, flagCost, compileFlag(true))
	reg(r, ascendc.OpWaitFlag, flagCost, compileFlag(false))
	reg(r, ascendc.OpPipeBarrier, flagCost, compilePipeBarrier)
}

// registerEvents adds event id management, buffer ids, cross-core flags and SyncAll.
func registerEvents(r *sim.Registry) {
	reg(r, ascendc.OpPipeAllocEventId, apiCost, compileEventID(true))
	reg(r, ascendc.OpPipeFetchEventId, apiCost, compileEventID(false))
	reg(r, ascendc.OpPipeReleaseEventId, apiCost, compileReleaseEventID)
	reg(r, ascendc.OpGetBuf, flagCost, compileBuf(true))
	reg(r, ascendc.OpRlsBuf, flagCost, compileBuf(false))
	reg(r, ascendc.OpCrossCoreSetFlag, flagCost, compileCross(true))
	reg(r, ascendc.OpCrossCoreWaitFlag, flagCost, compileCross(false))
	reg(r, ascendc.OpSyncAllHard, apiCost, compileSyncAll)
}

// compilePipeBarrier orders a pipe after its own earlier work, or every pipe after all
// work with PIPE_ALL.
func compilePipeBarrier(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := intAttr(op, "pipe")
	p, ok := arch.PipeFromAscend(v)
	if !ok {
		return nil, fmt.Errorf("unsupported pipe %d", v)
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		switch p {
		case arch.S:
			c.Report(in, nil, "", "pipe_barrier(PIPE_S) is not allowed: the scalar pipe is in order (hardware.md §4)")
		case arch.PipeAll:
			barrierAll(c, true)
		default:
			c.Pipes[p].Barrier()
			if c.San != nil {
				c.San.Barrier(p)
			}
		}
		return sim.Next
	}, nil
}

// compileEventID hands out a free id of an event (alloc also reserves it).
func compileEventID(alloc bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		e, _ := intAttr(op, "event")
		if e < 0 || e >= 35 {
			return nil, fmt.Errorf("unsupported event %d", e)
		}
		r, d := in.Out[0], elemOf(cc, op.Result(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			s := st(c)
			for id := 0; id < 8; id++ {
				if s.allocID[e]&(1<<id) == 0 && !s.flags[e][id].set {
					if alloc {
						s.allocID[e] |= 1 << id
					}
					c.Regs[r].I = sim.Norm(int64(id), d)
					return sim.Next
				}
			}
			return c.Fatal(in, "no free event id for %s", ascendc.HardEvent(e))
		}, nil
	}
}

func compileReleaseEventID(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	e, _ := intAttr(op, "event")
	idr := in.In[1]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		if id := c.Regs[idr].I; e >= 0 && e < 35 && id >= 0 && id < 8 {
			st(c).allocID[e] &^= 1 << id
		}
		return sim.Next
	}, nil
}

// compileBuf is get_buf/rls_buf: a buffer id is a lock shared by the core's pipes.
func compileBuf(get bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		v, _ := intAttr(op, "pipe")
		p, ok := arch.PipeFromAscend(v)
		id, _ := intAttr(op, "bufId")
		if !ok || p == arch.PipeAll || id < 0 || id >= 32 {
			return nil, fmt.Errorf("unsupported pipe %d or buffer id %d", v, id)
		}
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			// A buffer id is a lock shared by the pipes of the core: get_buf waits for
			// the last rls_buf of that id by any pipe.
			b := &st(c).bufIDs[0][id]
			if get {
				if b.held {
					c.Report(in, c.Chip.Prog.Ops[b.op], "acquired here", "get_buf on buffer id %d that is held and not released", id)
				}
				if b.released {
					await(c, p, b.time, &b.vc)
				}
				b.held, b.op = true, in.ID
				return sim.Next
			}
			if !b.held {
				c.Report(in, nil, "", "rls_buf on buffer id %d that no get_buf acquired", id)
			}
			b.held, b.released = false, true
			b.time, b.vc = signal(c, p)
			return sim.Next
		}, nil
	}
}

// compileCross is a cross-core flag set or wait: an edge between cores through the chip.
func compileCross(set bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		v, _ := intAttr(op, "pipe")
		p, ok := arch.PipeFromAscend(v)
		if !ok || p == arch.PipeAll {
			return nil, fmt.Errorf("unsupported pipe %d", v)
		}
		// Mode 0 synchronises all the cores of the launch: a wait passes once every core
		// executed its set (hardware.md §4; the hardware SyncAll is built on it). Modes 1
		// and 2 pair the cores inside one AI Core (AIV-AIV, AIC-AIV), which the model runs
		// as one core: a set is consumed by one wait.
		mode, _ := intAttr(op, "modeId")
		if mode < 0 || mode > 2 {
			return nil, ir.OpError(op, "is not simulated for mode %d (0: all cores, 1: the AIVs of a core, 2: its AIC and AIVs are)", mode)
		}
		idr := in.In[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			id := c.Regs[idr].I
			if id < 0 || id > 15 {
				return c.Fatal(in, "cross-core flag id %d is outside 0..15", id)
			}
			if set {
				t, vc := signal(c, p)
				crossSet(c, mode, id, t, vc)
				return sim.Next
			}
			t, vc, ok := crossWait(c, mode, id)
			if !ok {
				return c.Fatal(in, "cross_core_wait_flag on flag %d that no core will set: deadlock", id)
			}
			await(c, p, t, &vc)
			return sim.Next
		}, nil
	}
}

// crossSet and crossWait are a cross-core flag's two sides in its mode (compileCross).
// A set the waiting core made itself (its own set among a mode-0 wait's, or an AIC-AIV
// pair the model runs on one core) also orders that core's pipes: the set's pipe had
// finished its earlier accesses, so the wait passes the set's sanitizer clock on.
func crossSet(c *sim.Core, mode, id, t int64, vc sanitize.Clock) {
	s := c.Ext(xsyncKey).(*xsyncState)
	k := [2]int64{b2i(mode == 0), id}
	s.own[k] = append(s.own[k], vc)
	if mode == 0 {
		c.Chip.CrossSetAll(id, t, c.Idx)
		return
	}
	c.Chip.CrossSet(id, t, c.Idx)
}

func crossWait(c *sim.Core, mode, id int64) (int64, sanitize.Clock, bool) {
	var t int64
	var own int
	var ok bool
	if mode == 0 {
		t, own, ok = c.Chip.CrossWaitAll(id, c.Idx)
	} else {
		t, own, ok = c.Chip.CrossWait(id, c.Idx)
	}
	s := c.Ext(xsyncKey).(*xsyncState)
	k := [2]int64{b2i(mode == 0), id}
	var vc sanitize.Clock
	for ; own > 0 && len(s.own[k]) > 0; own-- {
		vc.Merge(&s.own[k][0])
		s.own[k] = s.own[k][1:]
	}
	return t, vc, ok
}

// compileSyncAll is SyncAll: every pipe drains, then all cores meet. The drain is a
// PipeBarrier<PIPE_ALL> for the sanitizer too: a core's own accesses before the call
// (the MTE3 write of a partial result, the vector writes of the UB it came from) are
// ordered before its accesses after it (reading the combined result back by MTE2 into
// the same UB), as the cross-core clocks below order them before the other cores'.
func compileSyncAll(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		barrierAll(c, true)
		rel, ok := c.Chip.SyncAll(c)
		if !ok {
			return c.Fatal(in, "sync_all that not every core reaches: deadlock")
		}
		if rel > c.Now {
			c.Stall += rel - c.Now
			c.Now = rel
		}
		for q := arch.Pipe(0); q < arch.NumPipes; q++ {
			c.Pipes[q].Wait(c.Now)
		}
		return sim.Next
	}, nil
}

// finishChecks reports what a kernel leaves behind (msSanitizer's synccheck): flags set and
// never waited (they leak into the next kernel, hardware.md §4) and queue tensors never
// freed.
func finishChecks(c *sim.Core) {
	if c.Err != nil {
		return
	}
	s := st(c)
	for e := range s.flags {
		for id := range s.flags[e] {
			if f := s.flags[e][id]; f.set {
				c.Report(&sim.Instr{Op: c.Chip.Prog.Ops[f.op], ID: f.op}, nil, "",
					"set_flag on %s id %d is never waited: the flag leaks into the next kernel", ascendc.HardEvent(e), id)
			}
		}
	}
	for _, q := range s.queues {
		for _, b := range q.bufs {
			if b.state != bufFree && b.allocOp != nil {
				c.Report(&sim.Instr{Op: b.allocOp}, q.decl, "queue declared here",
					"queue tensor allocated here is never freed (%s)", map[int]string{bufAlloc: "allocated", bufQueued: "still enqueued", bufDequed: "dequeued"}[b.state])
			}
		}
	}
	for id, b := range s.bufIDs[0] {
		if b.held {
			c.Report(&sim.Instr{Op: c.Chip.Prog.Ops[b.op]}, nil, "", "get_buf on buffer id %d is never released", id)
		}
	}
}

// barrierAll makes the scalar unit and every pipe continue after all issued work completed,
// and orders every pipe after every other for the sanitizer: pipe_barrier(PIPE_ALL), and
// the end of a synchronous library call (barrier false: the call's own accesses are not a
// barrier in the sanitizer's sense).
func barrierAll(c *sim.Core, barrier bool) {
	var t int64
	for q := arch.Pipe(0); q < arch.NumPipes; q++ {
		t = max(t, c.Pipes[q].Done)
	}
	if t > c.Now {
		c.Stall += t - c.Now
		c.Now = t
	}
	for q := arch.Pipe(0); q < arch.NumPipes; q++ {
		c.Pipes[q].Wait(t)
	}
	if c.San == nil {
		return
	}
	var all sanitize.Clock
	for q := arch.Pipe(0); q < arch.NumPipes; q++ {
		all.Merge(&c.San.VC[q])
	}
	for q := arch.Pipe(0); q < arch.NumPipes; q++ {
		c.San.Acquire(q, &all)
		if barrier {
			c.San.Barrier(q)
		}
	}
}
