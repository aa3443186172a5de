package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// compileBroadcast is the high-level Broadcast(dst, src, dstShape, srcShape) that PyAsc's
// lowering of asctile.broadcast emits (passes-asc2.md, asclower-asctile; emission.md §3.4):
// src and dst are dense row-major arrays of the two N-dimensional shapes (runtime values),
// and each dimension of src either equals dst's or is 1, in which case it is repeated
// along that dimension. That rule fixes every element of the result; shapes that do not
// follow it stop the core. The API's tiling and scratch space are its own business and do
// not show in the result; it leaves the vector mask as the other library ops here do.
func compileBroadcast(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	dv, sv := opdef.OperandGroup(op, "dstShape"), opdef.OperandGroup(op, "srcShape")
	if len(dv) != len(sv) || len(dv) == 0 {
		return nil, ir.OpError(op, "has %d dstShape and %d srcShape values: Broadcast needs the same positive number of each", len(dv), len(sv))
	}
	d := elemOf(cc, operandValue(op, "dst"))
	if s := elemOf(cc, operandValue(op, "src")); s != d {
		return nil, ir.OpError(op, "broadcasts %s into %s: the element types must match", s, d)
	}
	dr, sr := operand(cc, op, "dst"), operand(cc, op, "src")
	ds, ss := make([]int32, len(dv)), make([]int32, len(sv))
	for i := range dv {
		ds[i], ss[i] = cc.Slot(dv[i]), cc.Slot(sv[i])
	}
	es := int64(d.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		dsh, ssh := make([]int64, len(ds)), make([]int64, len(ss))
		nd, ns := int64(1), int64(1)
		for i := range ds {
			dsh[i], ssh[i] = c.Regs[ds[i]].I, c.Regs[ss[i]].I
			if dsh[i] < 1 || ssh[i] != 1 && ssh[i] != dsh[i] {
				return c.Fatal(in, "srcShape %v does not broadcast to dstShape %v (each source dimension must equal the destination's or be 1)", ssh, dsh)
			}
			nd, ns = nd*dsh[i], ns*ssh[i]
		}
		cost := c.Cost()
		c.Issue(in, pv, cost.Vector((nd*es+255)/256, false), cost.VecHead)
		s, ok := c.Mem(in, pv, src, 0, ns*es, false)
		if !ok {
			return sim.Fail
		}
		x := append([]byte(nil), s...)
		w, ok := c.Mem(in, pv, dst, 0, nd*es, true)
		if !ok {
			return sim.Fail
		}
		for i := int64(0); i < nd; i++ {
			// Index of element i of dst in src: the coordinates with broadcast ones at 0.
			si, rem, stride := int64(0), i, int64(1)
			for k := len(dsh) - 1; k >= 0; k-- {
				coord := rem % dsh[k]
				rem /= dsh[k]
				if ssh[k] != 1 {
					si += coord * stride
				}
				stride *= ssh[k]
			}
			copy(w[i*es:(i+1)*es], x[si*es:(si+1)*es])
		}
		return sim.Next
	}, nil
}

func registerBroadcast(r *sim.Registry) {
	reg(r, ascendc.OpBroadcast, apiCost, compileBroadcast)
}
