package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// compileCopyUB: Copy<T, isSetMask>(dst, src, mask, repeatTime, CopyRepeatParams) copies
// the enabled lanes UB -> UB on the vector pipe. CopyRepeatParams are, in Ascend C member
// order, dstStride, srcStride (block strides) and dstRepeatSize, srcRepeatSize (repeat
// strides), all in 32-byte blocks. isSetMask is a run-time operand: non-zero writes the
// mask operands into the register first; zero reads the register.
func compileCopyUB(form vecForm) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		o := vecRegs(cc, op)
		o.rep, o.params, o.counterOK = operand(cc, op, "repeatTime"), -1, true
		pr, sr := operand(cc, op, "repeatParams"), operand(cc, op, "isSetMask")
		d := elemOf(cc, op.Operand(0))
		if err := vecL01Types(op, d); err != nil {
			return nil, err
		}
		if s := elemOf(cc, op.Operand(1)); s.Size() != d.Size() {
			return nil, ir.OpError(op, "is not simulated for %s -> %s (Copy moves one element type)", s, d)
		}
		es := int64(d.Size())
		lanes := 256 / es
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst, src := &c.Regs[o.dst].T, &c.Regs[o.src0].T
			if !ubOnly(c, in, dst, src) {
				return sim.Fail
			}
			oo := o
			oo.useReg = c.Regs[sr].I == 0
			g, ok := readGeom(c, in, oo, form, lanes, 1)
			if !ok {
				return sim.Fail
			}
			p, ok := params(c, in, pr)
			if !ok {
				return sim.Fail
			}
			g.blk = [3]int64{p.F[0], p.F[1], 0}
			g.rs = [3]int64{p.F[2], p.F[3], 0}
			c.Issue(in, pv, c.Cost().Vector(g.rep, false), c.Cost().VecHead)
			ub := c.Local.Buf[arch.UB]
			return lanesDo(c, in, pv, g, [3]*sim.Tensor{dst, src, nil}, es, false, func(off [3]int64) {
				copy(ub[dst.Addr+off[0]:dst.Addr+off[0]+es], ub[src.Addr+off[1]:])
			})
		}, nil
	}
}

// compileTranspose16: Transpose(dst, src) transposes one 16x16 matrix of 2-byte elements
// (512 bytes): dst[j*16+i] = src[i*16+j].
func compileTranspose16(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	d := elemOf(cc, op.Operand(0))
	if d.Size() != 2 || elemOf(cc, op.Operand(1)).Size() != 2 {
		return nil, ir.OpError(op, "is not simulated for %s elements (the two-tensor Transpose is the 16x16 two-byte one)", d)
	}
	dr, sr := in.In[0], in.In[1]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		c.Issue(in, pv, c.Cost().Vector(2, false), c.Cost().VecHead)
		s, ok := c.Mem(in, pv, src, 0, 512, false)
		if !ok {
			return sim.Fail
		}
		x := append([]byte(nil), s...)
		w, ok := c.Mem(in, pv, dst, 0, 512, true)
		if !ok {
			return sim.Fail
		}
		for i := 0; i < 16; i++ {
			for j := 0; j < 16; j++ {
				copy(w[(j*16+i)*2:(j*16+i)*2+2], x[(i*16+j)*2:])
			}
		}
		return sim.Next
	}, nil
}
