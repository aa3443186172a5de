package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The vector mask register and its mode (docs/sim/vector.md §1).
//
// The register is two 64-bit words (hi, lo). In normal mode bit l of (hi:lo) enables lane l
// of every repeat; in counter mode lo is the number of elements the instruction processes
// in total, repeat after repeat, and repeatTimes is not used (hardware.md §2, AD-HD).
// SetVectorMask writes the words exactly as the API call does; what they mean is decided
// by the mode in force when a vector instruction reads them, as on the hardware.

type maskState struct {
	counter bool      // SetMaskCount in force
	known   bool      // the register holds a value this kernel wrote
	hi, lo  uint64    // the register
	cmp     [2]uint64 // CMPMASK: written by compare_r and set_cmp_mask, read by get_cmp_mask
	cmpSet  bool
	// cmpLanes is how many low bits of cmp are defined (64 after a 32-bit compare_r).
	cmpLanes int64
	// remain is GetGatherMaskRemainCount's value: the elements the last gather_mask kept.
	remain    int64
	remainSet bool
}

var maskKey = &sim.ExtKey{Name: "vector-mask", New: func(c *sim.Core) any { return &maskState{} }}

// maskOf returns the core's mask state; registries built without registerVectorMask get a
// fresh default each call (normal mode, register never written).
func maskOf(c *sim.Core) *maskState {
	if m, ok := c.Ext(maskKey).(*maskState); ok {
		return m
	}
	return &maskState{}
}

// l2ResetsMask records what an L2 (calCount) API call leaves behind: Ascend C implements
// it in counter mode and restores normal mode and a full mask afterwards, so a later
// L0/L1 call without isSetMask sees that state, not the one the kernel set before.
func l2ResetsMask(c *sim.Core) {
	if m, ok := c.Ext(maskKey).(*maskState); ok {
		m.counter, m.known, m.hi, m.lo = false, true, ^uint64(0), ^uint64(0)
	}
}

func registerVectorMask(r *sim.Registry) {
	r.AddExt(maskKey)
	reg(r, ascendc.OpSetMaskNorm, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { maskOf(c).counter = false; return sim.Next }, nil
	})
	reg(r, ascendc.OpSetMaskCount, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { maskOf(c).counter = true; return sim.Next }, nil
	})
	reg(r, ascendc.OpResetMask, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			m := maskOf(c)
			m.known, m.hi, m.lo = true, ^uint64(0), ^uint64(0)
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpSetVectorMaskL0, scalarOp, compileSetVectorMaskLen)
	reg(r, ascendc.OpSetVectorMaskL1, scalarOp, compileSetVectorMaskWords)
}

// maskDType is the element type a SetVectorMask call is instantiated for.
func maskDType(cc *sim.Compiler, op *ir.Operation, t ir.Type) (sim.DType, error) {
	if t == nil {
		return 0, fmt.Errorf("has no dtype attribute")
	}
	d := cc.P.Chip.Registry.DTypeOf(t)
	if d.Size() != 2 && d.Size() != 4 {
		return 0, ir.OpError(op, "is not simulated for %s elements (the 128-bit mask covers the lanes of 16- and 32-bit types)", t)
	}
	return d, nil
}

// compileSetVectorMaskLen is SetVectorMask<T, mode>(len): in COUNTER form the low word is
// len; in NORMAL form the first len lanes (of T's 256/sizeof(T)) are enabled.
func compileSetVectorMaskLen(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := ascendc.AsSetVectorMaskL0Op(op)
	d, err := maskDType(cc, op, v.Dtype())
	if err != nil {
		return nil, err
	}
	mode, ok := ascendc.MaskModeOf(op.Attr("mode"))
	if !ok {
		return nil, fmt.Errorf("has an unknown mode attribute %v", op.Attr("mode"))
	}
	lanes := int64(256 / d.Size())
	lr := cc.Slot(v.Len())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		n := c.Regs[lr].I
		m := maskOf(c)
		if mode == ascendc.MaskMode_COUNTER {
			if n < 0 {
				return c.Fatal(in, "counter mask length %d is negative", n)
			}
			m.known, m.hi, m.lo = true, 0, uint64(n)
			return sim.Next
		}
		if n < 1 || n > lanes {
			return c.Fatal(in, "continuous mask %d is outside [1, %d] for %s (hardware.md §2)", n, lanes, d)
		}
		m.known = true
		m.hi, m.lo = contiguousMask(n)
		return sim.Next
	}, nil
}

// contiguousMask enables lanes [0, n) as (hi, lo) words.
func contiguousMask(n int64) (hi, lo uint64) {
	if n >= 64 {
		lo = ^uint64(0)
		if n >= 128 {
			hi = ^uint64(0)
		} else {
			hi = 1<<uint(n-64) - 1
		}
		return
	}
	return 0, 1<<uint(n) - 1
}

// compileSetVectorMaskWords is SetVectorMask<T, mode>(maskHigh, maskLow): both words are
// written as given, in either form.
func compileSetVectorMaskWords(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := ascendc.AsSetVectorMaskL1Op(op)
	d, err := maskDType(cc, op, v.Dtype())
	if err != nil {
		return nil, err
	}
	if _, ok := ascendc.MaskModeOf(op.Attr("mode")); !ok {
		return nil, fmt.Errorf("has an unknown mode attribute %v", op.Attr("mode"))
	}
	hr, lr := cc.Slot(v.MaskHigh()), cc.Slot(v.MaskLow())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		m := maskOf(c)
		m.known, m.hi, m.lo = true, uint64(c.Regs[hr].I), uint64(c.Regs[lr].I)
		if !m.counter && d.Size() == 4 && m.hi != 0 {
			return c.Fatal(in, "mask high word %#x must be 0 for 32-bit elements (64 lanes)", m.hi)
		}
		return sim.Next
	}, nil
}

// maskGeom fills the lane mask and repeat count of g for an L0/L1 instruction with lanes
// lanes per repeat. useReg: the instruction reads the mask register (isSetMask absent);
// otherwise the mask operands are what the API writes into it first. In counter mode the
// count comes from the low word and repeatTimes is replaced by the repeats the count needs;
// counterOK is false for instructions whose counter-mode behaviour is not modelled.
// isMaskObj reports whether the mask operand holds an !emitasc.mask value.
func isMaskObj(c *sim.Core, regs []int32) bool {
	_, ok := maskObj(c, regs)
	return ok
}

func maskGeom(c *sim.Core, in *sim.Instr, o vecOperands, form vecForm, lanes int64, g *geom) bool {
	m := maskOf(c)
	var hi, lo uint64
	switch {
	case o.useReg:
		if !m.known {
			c.Fatal(in, "reads the vector mask register (isSetMask is not set) before any set_vector_mask, reset_mask or L2 call wrote it")
			return false
		}
		hi, lo = m.hi, m.lo
	case form == formL0 && isMaskObj(c, o.maskList):
		// An !emitasc.mask in the mask position is the uint64_t[2] overload: bitwise.
		if m.counter {
			c.Fatal(in, "takes an !emitasc.mask bit pattern in counter mode, where the mask is a count")
			return false
		}
		mv, _ := maskObj(c, o.maskList)
		hi, lo = mv.hi, mv.lo
	case form == formL0:
		n := c.Regs[o.maskList[0]].I
		if m.counter {
			lo = uint64(n)
			if n < 0 {
				c.Fatal(in, "counter mask %d is negative", n)
				return false
			}
			break
		}
		if n < 1 || n > lanes {
			c.Fatal(in, "continuous mask %d is outside [1, %d] for this element type (hardware.md §2)", n, lanes)
			return false
		}
		hi, lo = contiguousMask(n)
	default:
		if len(o.maskList) == 0 || len(o.maskList) > 2 {
			c.Fatal(in, "takes 1 or 2 mask words, got %d", len(o.maskList))
			return false
		}
		lo = uint64(c.Regs[o.maskList[0]].I)
		if len(o.maskList) == 2 {
			hi = uint64(c.Regs[o.maskList[1]].I)
		}
		if !m.counter {
			if lanes > 64 && len(o.maskList) == 1 {
				// The Ascend C call reads mask[0] and mask[1] of the emitted array; with
				// one word, lanes 64..127 come from whatever follows it.
				c.Fatal(in, "takes one mask word for %d lanes: mask word 1 (lanes 64..%d) is not given, and the emitted uint64_t array has no second element", lanes, lanes-1)
				return false
			}
			if lanes <= 64 && hi != 0 {
				c.Fatal(in, "mask word 1 (%#x) must be 0: a repeat has only %d lanes of this element type", hi, lanes)
				return false
			}
			if hi == 0 && lo == 0 {
				c.Fatal(in, "mask words are both 0: no lane is enabled")
				return false
			}
		}
	}
	if !o.useReg {
		// isSetMask: the API writes the operands into the register before the instruction.
		m.known, m.hi, m.lo = true, hi, lo
	}
	if !m.counter {
		g.mask = [2]uint64{lo, hi}
		g.counter = false
		return true
	}
	if !o.counterOK {
		c.Fatal(in, "is not simulated in counter mask mode (set_mask_count)")
		return false
	}
	n := int64(lo)
	if lo > 1<<40 {
		c.Fatal(in, "counter mask %d exceeds any buffer", lo)
		return false
	}
	g.counter = true
	g.rep = (n + lanes - 1) / lanes
	fh, fl := contiguousMask(lanes)
	g.mask = [2]uint64{fl, fh}
	th, tl := contiguousMask(n - (g.rep-1)*lanes)
	g.last = [2]uint64{tl, th}
	return true
}
