package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Tensor and queue getters/setters of the Ascend C framework: addresses, positions, sizes
// and queue occupancy, read from the model's tensor views and queue state.

func registerTensorInfo(r *sim.Registry) {
	reg(r, ascendc.OpLocalTensorGetPhyAddr, scalarOp, compilePhyAddr)
	reg(r, ascendc.OpLocalTensorGetPhyAddrV2, scalarOp, compilePhyAddr)
	reg(r, ascendc.OpGlobalTensorGetPhyAddr, scalarOp, compilePhyAddr)
	reg(r, ascendc.OpLocalTensorGetPosition, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		t, res := in.In[0], in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			p := c.Regs[t].T.Pos
			if p < 0 {
				return c.Fatal(in, "the tensor has no TPosition (it was not allocated for one)")
			}
			c.Regs[res] = sim.Value{I: int64(p)}
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpLocalTensorSetSize, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		// SetSize changes the tensor object: later uses of the same SSA value see it.
		t, n := in.In[0], in.In[1]
		es := elemSize(cc, op.Operand(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			size, ok := c.Bytes(in, c.Regs[n].I, es)
			if !ok {
				return sim.Fail
			}
			if size < 0 {
				return c.Fatal(in, "negative size %d", c.Regs[n].I)
			}
			c.Regs[t].T.Size = size // bounds are still checked against the physical buffer
			return sim.Next
		}, nil
	})
	queueQuery := func(name string, f func(q *queue) int64) {
		reg(r, name, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
			qr, res, d := in.In[0], in.Out[0], elemOf(cc, op.Result(0))
			if d == sim.Invalid || d.IsFloat() {
				return nil, fmt.Errorf("is not simulated for a result of type %s", ir.TypeString(op.Result(0).Type()))
			}
			return func(c *sim.Core, in *sim.Instr) sim.Ctl {
				q, ok := queueOf(c, in, qr)
				if !ok {
					return sim.Fail
				}
				c.Regs[res] = sim.Value{I: sim.Norm(f(q), d)}
				return sim.Next
			}, nil
		})
	}
	queueQuery(ascendc.OpQueBindGetTensorCountInQue, func(q *queue) int64 { return int64(len(q.fifo)) })
	queueQuery(ascendc.OpQueBindHasTensorInQue, func(q *queue) int64 { return b2i(len(q.fifo) > 0) })
	queueQuery(ascendc.OpQueBindVacantInQue, func(q *queue) int64 { return b2i(q.depth <= 0 || int64(len(q.fifo)) < q.depth) })
	queueQuery(ascendc.OpQueBindHasIdleBuffer, func(q *queue) int64 {
		for _, b := range q.bufs {
			if b.state == bufFree {
				return 1
			}
		}
		return 0
	})
}

// compilePhyAddr is GetPhyAddr: a pointer (memref result) to the tensor's first element,
// or, for an integer result, its byte address in its buffer (local buffers are addressed
// from 0, as local_tensor_v3 addresses are); the optional offset counts elements.
func compilePhyAddr(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	t, res, off := in.In[0], in.Out[0], int32(-1)
	if len(in.In) > 1 {
		off = in.In[1]
	}
	es := elemSize(cc, op.Operand(0))
	if es == 0 {
		return nil, fmt.Errorf("is not simulated for %s", ir.TypeString(op.Operand(0).Type()))
	}
	asPtr := isTensorValue(op.Result(0))
	d := elemOf(cc, op.Result(0))
	if !asPtr && (d == sim.Invalid || d.IsFloat() || op.Name() == ascendc.OpGlobalTensorGetPhyAddr) {
		return nil, fmt.Errorf("is not simulated for a result of type %s", ir.TypeString(op.Result(0).Type()))
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		v := sim.Value{T: c.Regs[t].T}
		var o int64
		if off >= 0 {
			var ok bool
			if o, ok = c.Bytes(in, c.Regs[off].I, es); !ok {
				return sim.Fail
			}
		}
		if !asPtr {
			c.Regs[res] = sim.Value{I: sim.Norm(v.T.Addr+o, d)}
			return sim.Next
		}
		p, ok := offsetPtr(c, in, v, o)
		if !ok {
			return sim.Fail
		}
		c.Regs[res] = p
		return sim.Next
	}, nil
}
