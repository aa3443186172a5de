package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// Buffer-id synchronisation of the Ascend 910_95: every local tensor (and every global
// tensor the kernel writes and reads back) gets a buffer id and every op touching tensors
// acquires (get_buf) and releases (rls_buf) the ids it uses on its pipe, so that the
// hardware orders accesses to the same buffer across pipes.

// attrBufID is the get_buf/rls_buf operand attribute; attrTensorBufID marks the op
// defining a tensor with the ids it was given (an i32 array, as PyAsc writes it) until
// ascendc-fuse-bufid-sync removes the marks.
const (
	attrBufID       = "bufId"
	attrTensorBufID = "ascendc.buf_id"
)

// bufIDs is the number of buffer ids of a pipe.
const bufIDs = 32

// tensorRoot follows views back to the tensor they look into.
func tensorRoot(v *ir.Value) *ir.Value {
	for i := 0; i < 64; i++ {
		d := v.DefiningOp()
		if d == nil {
			return v
		}
		if src, _, ok := viewOf(d); ok {
			v = src
			continue
		}
		if dq, ok := ascendc.AsQueBindDequeTensorOp(d); ok {
			// A dequeued tensor is the buffer that was enqueued: the tensor of the enque
			// before it on the queue in its block (so an access under either name takes
			// the same id: the queue's flag orders only its two pipes, and vector work on
			// a TQueBind<VECIN, VECOUT> tensor must still wait for the load), else the
			// queue.
			if e := enqueBefore(d, dq.Queue()); e != nil {
				v = e
				continue
			}
			return dq.Queue()
		}
		return v
	}
	return v
}

// enqueBefore returns the tensor of the last enque on q before op d in its block, or nil
// when another deque of q comes first or there is none.
func enqueBefore(d *ir.Operation, q *ir.Value) *ir.Value {
	for x := d.Prev(); x != nil; x = x.Prev() {
		if e, ok := ascendc.AsQueBindEnqueTensorOp(x); ok && e.Queue() == q {
			return e.Tensor()
		}
		if dq, ok := ascendc.AsQueBindDequeTensorOp(x); ok && dq.Queue() == q {
			return nil
		}
	}
	return nil
}

// insertBufIDSync builds the pass; dep (option departures) shares the 32 ids round robin.
func insertBufIDSync(dep bool) func(fn *ir.Operation, ctx *ir.Context) error {
	return func(fn *ir.Operation, ctx *ir.Context) error { return insertBufIDs(fn, ctx, dep) }
}

func insertBufIDs(fn *ir.Operation, ctx *ir.Context, dep bool) error {
	if body(fn) == nil {
		return nil
	}
	ids := map[*ir.Value]int64{}
	idOf := func(r *ir.Value) int64 {
		if id, ok := ids[r]; ok {
			return id
		}
		// The hardware has 32 buffer ids per pipe (hardware.md §4). PyAsc numbers the
		// tensors on past 31 (ids the hardware does not have); the departure shares the
		// ids round robin: two buffers under one id only order more accesses than needed,
		// never fewer, and each op acquires a shared id once.
		id := int64(len(ids))
		if dep {
			id %= bufIDs
		}
		ids[r] = id
		if d := r.DefiningOp(); d != nil {
			d.SetAttr(attrTensorBufID, &ir.ArrayAttr{Elems: []ir.Attribute{ir.NewIntAttr(i32, id)}})
		}
		return id
	}
	b := ir.NewBuilder(ctx)
	trip := roundTripGM(fn)
	for _, o := range collect(fn, func(o *ir.Operation) bool { return opPipe(o) != pipeNone && !isQueueOp(o) }) {
		var used []int64
		seen := map[int64]bool{}
		for _, v := range tensorOperands(o) {
			// A tensor carried through scf may be any of the buffers it is made from.
			for _, r := range tensorRoots(v) {
				if id := idOf(r); !seen[id] {
					seen[id] = true
					used = append(used, id)
				}
			}
		}
		// Global memory the kernel writes and reads back is a buffer too (syncgm.go).
		for _, v := range o.Operands() {
			if !isGlobalTensor(v) || !trip[globalRoot(v)] {
				continue
			}
			if id := idOf(globalRoot(v)); !seen[id] {
				seen[id] = true
				used = append(used, id)
			}
		}
		if len(used) == 0 {
			continue
		}
		p := opPipe(o).enum()
		b.SetInsertionPointBefore(o)
		for _, id := range used {
			create(b, o.Loc(), ascendc.OpGetBuf, nil, nil, attr("pipe", p.Attr()), attr(attrBufID, ir.NewIntAttr(i32, id)))
		}
		b.SetInsertionPointAfter(o)
		for i := len(used) - 1; i >= 0; i-- {
			create(b, o.Loc(), ascendc.OpRlsBuf, nil, nil, attr("pipe", p.Attr()), attr(attrBufID, ir.NewIntAttr(i32, used[i])))
		}
	}
	loopEndSync(fn, ctx, dep)
	return nil
}

// loopEndSync ends the body of every scf.for with set_flag MTE3_MTE2, set_flag MTE3_MTE1,
// wait_flag MTE3_MTE2, wait_flag MTE3_MTE1 on event id 0, so that the stores of an
// iteration finish before the next iteration loads into the same buffers. Loops marked
// asctile.parallel (whose iterations use distinct buffers; the mark is consumed here) and
// the chunk loops of vector functions (asc.vec_scope_loop) are left alone.
//
// PyAsc's pass ends scf.for bodies only, so an scf.while (a Python while loop) that stores
// a tensor and reads it back in its next iteration reads it unordered. With dep
// (departures, docs/pyasc.md §5) the body (after region) of every scf.while ends the same
// way.
func loopEndSync(fn *ir.Operation, ctx *ir.Context, dep bool) {
	ec := newEntryConstants(fn)
	b := ir.NewBuilder(ctx)
	loops := named(scf.OpFor)
	if dep {
		loops = named(scf.OpFor, scf.OpWhile)
	}
	for _, loop := range collect(fn, loops) {
		if loop.HasAttr("asctile.parallel") {
			loop.RemoveAttr("asctile.parallel")
			continue
		}
		body := loop.Region(loop.NumRegions() - 1)
		if loop.HasAttr("asc.vec_scope_loop") || body.Empty() {
			continue
		}
		blk := body.Front()
		if term := blk.Terminator(); term != nil {
			b.SetInsertionPointBefore(term)
		} else {
			b.SetInsertionPointToEnd(blk)
		}
		id := ec.get(ctx, i32, 0)
		for _, op := range []string{ascendc.OpSetFlag, ascendc.OpWaitFlag} {
			for _, e := range []ascendc.HardEvent{ascendc.HardEvent_MTE3_MTE2, ascendc.HardEvent_MTE3_MTE1} {
				create(b, loop.Loc(), op, []*ir.Value{id}, nil, attr("event", e.Attr()))
			}
		}
	}
}

// bufIDOf returns the pipe and buffer id a get_buf or rls_buf acquires or releases.
func bufIDOf(o *ir.Operation) (ascendc.Pipe, int64, bool) {
	if g, ok := ascendc.AsGetBufOp(o); ok {
		return g.Pipe(), g.BufId(), true
	}
	if r, ok := ascendc.AsRlsBufOp(o); ok {
		return r.Pipe(), r.BufId(), true
	}
	return 0, 0, false
}

// fuseBufIDSync drops an rls_buf immediately followed (after other rls/get of the same
// group) by a get_buf of the same pipe and id: the buffer stays acquired between two
// consecutive ops of one pipe. It then removes the ascendc.buf_id marks of the tensors.
func fuseBufIDSync(fn *ir.Operation, _ *ir.Context) error {
	for _, rls := range collect(fn, named(ascendc.OpRlsBuf)) {
		if rls.Block() == nil {
			continue
		}
		p, id, ok := bufIDOf(rls)
		if !ok {
			continue
		}
		// Look across the run of rls_buf/get_buf ops that separates two ops.
		for x := rls.Next(); x != nil && (x.Name() == ascendc.OpRlsBuf || x.Name() == ascendc.OpGetBuf); x = x.Next() {
			if x.Name() != ascendc.OpGetBuf {
				continue
			}
			if xp, xid, ok := bufIDOf(x); ok && xp == p && xid == id {
				x.Erase()
				rls.Erase()
				break
			}
		}
	}
	fn.Walk(func(o *ir.Operation) bool {
		o.RemoveAttr(attrTensorBufID)
		return true
	})
	return nil
}
