package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// GatherMask, GetGatherMaskRemainCount and the register form of Select
// (docs/sim/gather.md).

// builtinPattern is the lane bits of GatherMask's src1Pattern values 1..7 for lane l:
// 1 even lanes, 2 odd lanes, 3..6 lanes l with l mod 4 = 0..3, 7 every lane.
func builtinPattern(p, l int64) bool {
	switch p {
	case 1:
		return l%2 == 0
	case 2:
		return l%2 == 1
	case 3, 4, 5, 6:
		return l%4 == p-3
	}
	return true // 7
}

// compileGatherMask: GatherMask(dst, src0, src1Pattern, reduceMode, mask, params, rsvdCnt).
// Normal mode (reduceMode false): params.repeatTimes repeats of 256 bytes of src0, lane l
// of repeat r at block r*src0RepeatStride + (l/epb)*src0BlockStride. Counter mode
// (reduceMode true): mask is the number of elements in all, taken repeat after repeat
// (the last one partial) and repeatTimes is not used, as counter mode is on the modelled
// SoCs (hardware.md §2). The lanes whose pattern bit is set are written to dst one after
// the other from its start, and their number is the result.
func compileGatherMask(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	v, _ := ascendc.AsGatherMaskOp(op)
	d, err := gatherDType(cc, op, v.Dst(), v.Src0())
	if err != nil {
		return nil, err
	}
	es := int64(d.Size())
	lanes := 256 / es
	pat := v.Src1Pattern()
	patTensor := isTensorValue(pat)
	if patTensor {
		if pd := elemOf(cc, pat); pd.IsFloat() || int64(pd.Size()) != es {
			return nil, ir.OpError(op, "is not simulated for a pattern tensor of %s elements with %s data (the API pairs uint16_t patterns with 16-bit and uint32_t with 32-bit elements)", pd, d)
		}
	}
	rd := elemOf(cc, op.Result(0))
	if rd == sim.Invalid || rd.IsFloat() {
		return nil, fmt.Errorf("is not simulated for a result of type %s", ir.TypeString(op.Result(0).Type()))
	}
	dr, sr, patR := cc.Slot(v.Dst()), cc.Slot(v.Src0()), cc.Slot(pat)
	modeR, maskR, pr, res := cc.Slot(v.ReduceMode()), cc.Slot(v.Mask()), cc.Slot(v.Params()), in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		counter := c.Regs[modeR].I != 0
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		if len(p.F) < 4 {
			return c.Fatal(in, "gather_mask_params has %d fields, expected 4", len(p.F))
		}
		blk, rep, rs, prs := p.F[0], p.F[1], p.F[2], p.F[3]
		n := rep * lanes // elements the repeats cover
		if counter {
			// The API enters counter mode with the count in the mask register and returns to
			// normal mode; what the register holds afterwards is not fixed, so a later
			// instruction reading it is refused rather than given a guess.
			m := maskOf(c)
			m.known = false
			if n = c.Regs[maskR].I; n < 0 || n > 0xffffffff {
				return c.Fatal(in, "counter-mode mask %d is outside the uint32 range", n)
			}
			rep = (n + lanes - 1) / lanes
		}
		if !counter && !repeatInRange(c, in, "repeatTimes", rep) {
			return sim.Fail
		}
		keep, ok := gatherMaskPattern(c, in, pv, patTensor, patR, rep, prs, lanes)
		if !ok {
			return sim.Fail
		}
		c.Issue(in, pv, c.Cost().Vector(rep, false), c.Cost().VecHead)
		epb := 32 / es
		var vals []byte
		for r := int64(0); r < rep; r++ {
			for l := int64(0); l < lanes && r*lanes+l < n; l++ {
				if !keep(l) {
					continue
				}
				b, ok := c.Mem(in, pv, src, (r*rs+(l/epb)*blk)*32+(l%epb)*es, es, false)
				if !ok {
					return sim.Fail
				}
				vals = append(vals, b...)
			}
		}
		w, ok := c.Mem(in, pv, dst, 0, int64(len(vals)), true)
		if !ok {
			return sim.Fail
		}
		copy(w, vals)
		kept := int64(len(vals)) / es
		c.Regs[res].I = sim.Norm(kept, rd)
		m := maskOf(c)
		m.remain, m.remainSet = kept, true
		return sim.Next
	}, nil
}

// gatherMaskPattern returns which lanes of a repeat GatherMask keeps: a built-in pattern
// (1..7) or the first lanes bits of the pattern tensor (bit l = lane l, LSB first). A
// tensor pattern read by more than one repeat with a non-zero src1RepeatStride is refused:
// the unit of that stride is not fixed by the sources here; with stride 0 every repeat
// reuses the same bits.
func gatherMaskPattern(c *sim.Core, in *sim.Instr, pv arch.Pipe, tensor bool, r int32, rep, stride, lanes int64) (func(l int64) bool, bool) {
	if !tensor {
		k := c.Regs[r].I
		if k < 1 || k > 7 {
			c.Fatal(in, "src1Pattern %d is not one of the built-in patterns 1..7", k)
			return nil, false
		}
		return func(l int64) bool { return builtinPattern(k, l) }, true
	}
	if rep > 1 && stride != 0 {
		c.Fatal(in, "is not simulated for a pattern tensor with src1RepeatStride %d over %d repeats: the stride's unit is not fixed by the sources here (0, every repeat reusing the pattern, is simulated)", stride, rep)
		return nil, false
	}
	if rep == 0 {
		return func(int64) bool { return false }, true
	}
	pt := &c.Regs[r].T
	if !ubOnly(c, in, pt) {
		return nil, false
	}
	b, ok := c.Mem(in, pv, pt, 0, lanes/8, false)
	if !ok {
		return nil, false
	}
	bits := append([]byte(nil), b...)
	return func(l int64) bool { return bits[l/8]&(1<<uint(l%8)) != 0 }, true
}

// compileRemainCount: GetGatherMaskRemainCount() is the number of elements the last
// gather_mask of the core kept.
func compileRemainCount(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	rd := elemOf(cc, op.Result(0))
	if rd == sim.Invalid || rd.IsFloat() {
		return nil, fmt.Errorf("is not simulated for a result of type %s", ir.TypeString(op.Result(0).Type()))
	}
	res := in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		m := maskOf(c)
		if !m.remainSet {
			return c.Fatal(in, "reads the count of kept elements before any gather_mask ran")
		}
		c.Regs[res].I = sim.Norm(m.remain, rd)
		return sim.Next
	}, nil
}

// compileSelectReg: the register form Select(dst, src0, src1, repeatTime, repeatParams) in
// VSEL_CMPMASK_SPR: lane l of every repeat takes src0 where CMPMASK bit l is set, src1
// otherwise, on the lanes the vector mask register enables (the call has no mask operand).
// The other modes read their selection or scalar from registers whose content the call does
// not fix and are refused.
func compileSelectReg(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	if m, _ := intAttr(op, "selMode"); ascendc.SELMODE(m) != ascendc.SELMODE_VSEL_CMPMASK_SPR {
		return nil, ir.OpError(op, "is not simulated for selMode %d: only VSEL_CMPMASK_SPR (selection from CMPMASK) has its register operands fixed", m)
	}
	o := vecRegs(cc, op)
	o.useReg, o.counterOK = true, true
	d := elemOf(cc, op.Operand(0))
	if err := vecL01Types(op, d); err != nil {
		return nil, err
	}
	es := int64(d.Size())
	lanes := 256 / es
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, a, b := &c.Regs[o.dst].T, &c.Regs[o.src0].T, &c.Regs[o.src1].T
		if !ubOnly(c, in, dst, a, b) {
			return sim.Fail
		}
		m := maskOf(c)
		if !m.cmpSet {
			return c.Fatal(in, "reads CMPMASK before any compare_r or set_cmp_mask wrote it")
		}
		if m.cmpLanes < lanes {
			return c.Fatal(in, "reads CMPMASK bits 0..%d after a compare_r defined only bits 0..%d", lanes-1, m.cmpLanes-1)
		}
		g, ok := readGeom(c, in, o, formL0, lanes, 2)
		if !ok {
			return sim.Fail
		}
		c.Issue(in, pv, c.Cost().Vector(g.rep, false), c.Cost().VecHead)
		bits := m.cmp
		ub := c.Local.Buf[arch.UB]
		return lanesDoAt(c, in, pv, g, [3]*sim.Tensor{dst, a, b}, es, false, func(_, l int64, off [3]int64) {
			from := b.Addr + off[2]
			if bits[l/64]&(1<<uint(l%64)) != 0 {
				from = a.Addr + off[1]
			}
			copy(ub[dst.Addr+off[0]:dst.Addr+off[0]+es], ub[from:from+es])
		})
	}, nil
}
