package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// vecSrcTypes checks the element types of an elementwise op's tensor sources against its
// dst's: they must be the same, except for the ops with a half-source form under a float
// dst (Axpy<float, half>, MulAddDst<float, half>: emission.md §3 prints their second
// template type from the source), whose sources are then all half; mixed reports that
// form. Reading a source with dst's element type would take its bytes for values of
// another type.
func vecSrcTypes(cc *sim.Compiler, op *ir.Operation, def vecDef, d sim.DType) (mixed bool, err error) {
	for i := 1; i <= def.srcs; i++ {
		t := elemOf(cc, op.Operand(i))
		if t == d {
			continue
		}
		if def.mixedSrc && d == sim.F32 && t == sim.F16 {
			mixed = true
			continue
		}
		return false, ir.OpError(op, "is not simulated with a %s source under a %s destination (its operands take one element type)", t, d)
	}
	if mixed {
		for i := 1; i <= def.srcs; i++ {
			if t := elemOf(cc, op.Operand(i)); t != sim.F16 {
				return false, ir.OpError(op, "is not simulated with sources of two element types (%s and f16): the half-source form takes half for every source", t)
			}
		}
	}
	return mixed, nil
}

// mixedHalf runs the half-source forms under a float dst: Axpy<float, half>,
// dst[i] = float(src[i]) * scalar + dst[i], and MulAddDst<float, half>,
// dst[i] = float(src0[i]) * float(src1[i]) + dst[i], each lane rounded once to float (the
// product of two halves is exact in float). At L0/L1 a repeat has the lanes of the wider
// type, 64, as Cast's mask counts them (hardware.md §7): each half source fills 4 blocks
// and the float dst 8, each placed by its own strides.
func mixedHalf(o vecOperands, form vecForm, k *vecKernel, sd sim.DType) sim.Exec {
	const ses, des = 2, 4
	binary := k.def.srcs == 2
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		ts := []*sim.Tensor{&c.Regs[o.dst].T, &c.Regs[o.src0].T}
		if binary {
			ts = append(ts, &c.Regs[o.src1].T)
		}
		if !ubOnly(c, in, ts...) {
			return sim.Fail
		}
		var s float64
		if !binary {
			// Axpy<float, half>'s scalar is a half (`const U&`, U the source type).
			var why string
			if s, why = scalarArg(sim.ScalarToElem(c.Regs[o.scalar], sd), sd, sim.F16); why != "" {
				return c.Fatal(in, "%s", why)
			}
		}
		if form == formL2 {
			return mixedHalfL2(c, in, k, c.Regs[o.count].I, ts, s)
		}
		g, ok := readGeom(c, in, o, form, 256/des, k.def.srcs)
		if !ok {
			return sim.Fail
		}
		c.Issue(in, k.pipe, c.Cost().Vector(g.rep, false), c.Cost().VecHead)
		// dst appears twice: written (first) and read (last, with dst's strides), the read
		// recorded first. Axpy's read takes the unused third stride slot; MulAddDst's is a
		// fourth operand, which typedLanes places by dst's strides.
		dst, src0 := ts[0], ts[1]
		es := []int64{des, ses}
		if binary {
			es = append(es, ses)
		} else {
			g.blk[2], g.rs[2] = g.blk[0], g.rs[0]
		}
		ts, es = append(ts, dst), append(es, des)
		return typedLanes(c, in, k.pipe, g, 256/des, ts, es, func(off []int64) {
			ub := c.Local.Buf[arch.UB]
			x, y := sim.Load(ub[src0.Addr+off[1]:], 0, sim.F16), s
			if binary {
				y = sim.Load(ub[ts[2].Addr+off[2]:], 0, sim.F16)
			}
			sim.Store(ub[dst.Addr+off[0]:], 0, sim.F32, k.def.f(x, y, sim.Load(ub[dst.Addr+off[0]:], 0, sim.F32)))
		})
	}
}

// mixedHalfL2 is mixedHalf's calCount form over the first n elements of ts (dst, the
// half sources).
func mixedHalfL2(c *sim.Core, in *sim.Instr, k *vecKernel, n int64, ts []*sim.Tensor, s float64) sim.Ctl {
	const ses, des = 2, 4
	if n < 0 {
		return c.Fatal(in, "negative calCount %d", n)
	}
	l2ResetsMask(c)
	c.Issue(in, k.pipe, c.Cost().Vector((n*des+255)/256, false), c.Cost().VecHead)
	srcs := make([][]byte, len(ts)-1)
	for i, t := range ts[1:] {
		b, ok := c.Mem(in, k.pipe, t, 0, n*ses, false)
		if !ok {
			return sim.Fail
		}
		srcs[i] = b
	}
	old, ok := c.Mem(in, k.pipe, ts[0], 0, n*des, false)
	if !ok {
		return sim.Fail
	}
	vals := make([]float64, n)
	for i := range vals {
		y := s
		if len(srcs) == 2 {
			y = sim.Load(srcs[1], i, sim.F16)
		}
		vals[i] = k.def.f(sim.Load(srcs[0], i, sim.F16), y, sim.Load(old, i, sim.F32))
	}
	z, ok := c.Mem(in, k.pipe, ts[0], 0, n*des, true)
	if !ok {
		return sim.Fail
	}
	for i, v := range vals {
		sim.Store(z, i, sim.F32, v)
	}
	return sim.Next
}
