package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Gather, Scatter and Gatherb: moves within UB addressed through a uint32 offset tensor
// (docs/sim/gather.md). Each element's address is a byte offset from the start of the
// addressed tensor plus the base operand; the other tensor is walked contiguously (L2) or
// lane by lane with a repeat stride (L0/L1).

func registerGather(r *sim.Registry) {
	reg(r, ascendc.OpGatherL0, apiCost, compileGatherScatter(false, formL0))
	reg(r, ascendc.OpGatherL1, apiCost, compileGatherScatter(false, formL1))
	reg(r, ascendc.OpGatherL2, apiCost, compileGatherScatter(false, formL2))
	reg(r, ascendc.OpScatterL0, apiCost, compileGatherScatter(true, formL0))
	reg(r, ascendc.OpScatterL1, apiCost, compileGatherScatter(true, formL1))
	reg(r, ascendc.OpScatterL2, apiCost, compileGatherScatter(true, formL2))
	reg(r, ascendc.OpGatherbL0, apiCost, compileGatherb)
	reg(r, ascendc.OpGatherMask, apiCost, compileGatherMask)
	reg(r, ascendc.OpGetGatherMaskRemainCount, scalarOp, compileRemainCount)
	reg(r, ascendc.OpSelectReg, apiCost, compileSelectReg)
}

// gsOperands are the registers of a gather/scatter op. The operands are taken by position
// in the Ascend C call: gather_l1 names its operands as scatter does (dstOffset, dstBase,
// srcRepStride) but is emitted as Gather(dst, src, srcOffset, srcBaseAddr, mask, repeat,
// dstRepStride), so its third to last operands mean what Gather's do.
type gsOperands struct {
	vec              vecOperands
	off, base, count int32
	stride           int32 // the repeat stride of the contiguous side (dst of Gather, src of Scatter)
}

// offsetDType checks the offset tensor's element type: the API takes uint32_t offsets.
func offsetDType(cc *sim.Compiler, op *ir.Operation, v *ir.Value, what string) error {
	od := elemOf(cc, v)
	if od != sim.U32 && od != sim.I32 {
		return ir.OpError(op, "is not simulated for a %s tensor of %s elements (the API's offsets are uint32_t)", what, ir.TypeString(v.Type()))
	}
	return nil
}

// gatherDType checks the moved element type: the instructions move 16- and 32-bit
// elements, and dst and src share it.
func gatherDType(cc *sim.Compiler, op *ir.Operation, dst, src *ir.Value) (sim.DType, error) {
	d := elemOf(cc, dst)
	if d == sim.Invalid || (d.Size() != 2 && d.Size() != 4) {
		return 0, ir.OpError(op, "is not simulated for %s elements (the instruction moves 16- and 32-bit elements)", ir.TypeString(dst.Type()))
	}
	if s := elemOf(cc, src); s.Size() != d.Size() {
		return 0, ir.OpError(op, "is not simulated with dst of %s and src of %s elements (the API takes one element type)", d, s)
	}
	return d, nil
}

func compileGatherScatter(scatter bool, form vecForm) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		if op.NumOperands() < 5 {
			return nil, fmt.Errorf("has %d operands, expected at least 5", op.NumOperands())
		}
		d, err := gatherDType(cc, op, op.Operand(0), op.Operand(1))
		if err != nil {
			return nil, err
		}
		if err := offsetDType(cc, op, op.Operand(2), "offset"); err != nil {
			return nil, err
		}
		o := gsOperands{vec: vecRegs(cc, op), off: cc.Slot(op.Operand(2)), base: cc.Slot(op.Operand(3)),
			count: operand(cc, op, "count"), stride: -1}
		o.vec.counterOK = true // the emitted call has no isSetMask: the operands are the mask
		if form != formL2 {
			o.stride = cc.Slot(op.Operand(op.NumOperands() - 1))
		}
		es := int64(d.Size())
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			return runGatherScatter(c, in, pv, o, form, es, scatter)
		}, nil
	}
}

// gsLane is one moved element: k indexes the offset tensor, pos is the byte offset of the
// element in the contiguously walked tensor.
type gsLane struct{ k, pos int64 }

// gsLanes lists the elements an execution moves, in order, and charges the vector pipe.
func gsLanes(c *sim.Core, in *sim.Instr, pv arch.Pipe, o gsOperands, form vecForm, es int64) ([]gsLane, bool) {
	if form == formL2 {
		n := c.Regs[o.count].I
		if n < 0 {
			c.Fatal(in, "negative count %d", n)
			return nil, false
		}
		l2ResetsMask(c)
		c.Issue(in, pv, c.Cost().Vector((n*es+255)/256, false), c.Cost().VecHead)
		ls := make([]gsLane, n)
		for i := range ls {
			ls[i] = gsLane{int64(i), int64(i) * es}
		}
		return ls, true
	}
	lanes := 256 / es
	g, ok := readGeom(c, in, o.vec, form, lanes, 1)
	if !ok {
		return nil, false
	}
	rs := c.Regs[o.stride].I
	if rs < 0 || rs > 0xffff {
		c.Fatal(in, "repeat stride %d is outside 0..65535", rs)
		return nil, false
	}
	c.Issue(in, pv, c.Cost().Vector(g.rep, false), c.Cost().VecHead)
	var ls []gsLane
	for r := int64(0); r < g.rep; r++ {
		mask := g.mask
		if g.counter && r == g.rep-1 {
			mask = g.last
		}
		for l := int64(0); l < lanes; l++ {
			if mask[l/64]&(1<<uint(l%64)) != 0 {
				ls = append(ls, gsLane{r*lanes + l, r*rs*32 + l*es})
			}
		}
	}
	return ls, true
}

func runGatherScatter(c *sim.Core, in *sim.Instr, pv arch.Pipe, o gsOperands, form vecForm, es int64, scatter bool) sim.Ctl {
	dst, src, ot := &c.Regs[o.vec.dst].T, &c.Regs[o.vec.src0].T, &c.Regs[o.off].T
	if !ubOnly(c, in, dst, src, ot) {
		return sim.Fail
	}
	base := c.Regs[o.base].I
	if base < 0 || base%es != 0 {
		return c.Fatal(in, "base address %d is not a non-negative multiple of the %d-byte element (the API requires element alignment)", base, es)
	}
	ls, ok := gsLanes(c, in, pv, o, form, es)
	if !ok {
		return sim.Fail
	}
	// The addressed side: gather reads src at base+offset, scatter writes dst there.
	addrs := make([]int64, len(ls))
	var seen map[int64]int64
	if scatter {
		seen = make(map[int64]int64, len(ls))
	}
	for i, l := range ls {
		b, ok := c.Mem(in, pv, ot, l.k*4, 4, false)
		if !ok {
			return sim.Fail
		}
		a := base + sim.LoadI(b, 0, sim.U32)
		if a%es != 0 {
			return c.Fatal(in, "offset %d (element %d) plus base %d is not a multiple of the %d-byte element (the API requires element alignment)", a-base, l.k, base, es)
		}
		if scatter {
			if k, dup := seen[a]; dup {
				return c.Fatal(in, "is not simulated when two elements (%d and %d) go to one dst byte offset %d: which one the hardware keeps is not fixed by the API's definition", k, l.k, a)
			}
			seen[a] = l.k
		}
		addrs[i] = a
	}
	vals := make([]byte, int64(len(ls))*es)
	for i, l := range ls {
		at := l.pos
		if !scatter {
			at = addrs[i]
		}
		b, ok := c.Mem(in, pv, src, at, es, false)
		if !ok {
			return sim.Fail
		}
		copy(vals[int64(i)*es:], b)
	}
	for i, l := range ls {
		at := addrs[i]
		if !scatter {
			at = l.pos
		}
		w, ok := c.Mem(in, pv, dst, at, es, true)
		if !ok {
			return sim.Fail
		}
		copy(w, vals[int64(i)*es:])
	}
	return sim.Next
}

// compileGatherb: Gatherb(dst, src0, offset, repeatTimes, GatherRepeatParams). Each repeat
// copies 8 blocks of 32 bytes: block b of repeat r comes from src0 at the byte offset
// offset[8r+b] and goes to dst block r*dstRepStride + b*dstBlkStride.
func compileGatherb(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	v, _ := ascendc.AsGatherbL0Op(op)
	if _, err := gatherDType(cc, op, v.Dst(), v.Src0()); err != nil {
		return nil, err
	}
	if err := offsetDType(cc, op, v.Offset(), "offset"); err != nil {
		return nil, err
	}
	dr, sr, or, rr, pr := cc.Slot(v.Dst()), cc.Slot(v.Src0()), cc.Slot(v.Offset()), cc.Slot(v.RepeatTimes()), cc.Slot(v.RepeatParams())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src, ot := &c.Regs[dr].T, &c.Regs[sr].T, &c.Regs[or].T
		if !ubOnly(c, in, dst, src, ot) {
			return sim.Fail
		}
		rep := c.Regs[rr].I
		if !repeatInRange(c, in, "repeatTimes", rep) {
			return sim.Fail
		}
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		if len(p.F) < 2 {
			return c.Fatal(in, "gather_repeat_params has %d fields, expected dstBlkStride and dstRepStride", len(p.F))
		}
		blk, rs := p.F[0], p.F[1]
		c.Issue(in, pv, c.Cost().Vector(rep, false), c.Cost().VecHead)
		blocks := make([]byte, rep*8*32)
		for k := int64(0); k < rep*8; k++ {
			b, ok := c.Mem(in, pv, ot, k*4, 4, false)
			if !ok {
				return sim.Fail
			}
			a := sim.LoadI(b, 0, sim.U32)
			if a%32 != 0 {
				return c.Fatal(in, "offset %d (block %d) is not a multiple of 32 bytes (the API requires 32-byte aligned block offsets)", a, k)
			}
			x, ok := c.Mem(in, pv, src, a, 32, false)
			if !ok {
				return sim.Fail
			}
			copy(blocks[k*32:], x)
		}
		for k := int64(0); k < rep*8; k++ {
			w, ok := c.Mem(in, pv, dst, ((k/8)*rs+(k%8)*blk)*32, 32, true)
			if !ok {
				return sim.Fail
			}
			copy(w, blocks[k*32:])
		}
		return sim.Next
	}, nil
}
