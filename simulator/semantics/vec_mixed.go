package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// vecSrcTypes checks the element types of an elementwise op's tensor sources against its
// dst's: they must be the same, except Axpy's source, which may be half under a float dst
// (Axpy<float, half>; mixed reports that form). Reading a source with dst's element type
// would take its bytes for values of another type.
func vecSrcTypes(cc *sim.Compiler, op *ir.Operation, def vecDef, d sim.DType) (mixed bool, err error) {
	for i := 1; i <= def.srcs; i++ {
		t := elemOf(cc, op.Operand(i))
		if t == d {
			continue
		}
		if def.mixedSrc && i == 1 && d == sim.F32 && t == sim.F16 {
			mixed = true
			continue
		}
		return false, ir.OpError(op, "is not simulated with a %s source under a %s destination (its operands take one element type)", t, d)
	}
	return mixed, nil
}

// mixedAxpy runs Axpy<float, half>: dst[i] = float(src[i]) * scalar + dst[i]. At L0/L1 a
// repeat has the lanes of the wider type, 64, as Cast's mask counts them (hardware.md §7):
// the half source fills 4 blocks and the float dst 8, each placed by its own strides.
func mixedAxpy(o vecOperands, form vecForm, k *vecKernel, sd sim.DType) sim.Exec {
	const ses, des = 2, 4
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[o.dst].T, &c.Regs[o.src0].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		s := sim.ScalarToElem(c.Regs[o.scalar], sd)
		if sd == sim.F16 || sd == sim.F32 {
			s = sim.RoundF(s, sd)
		}
		if form == formL2 {
			n := c.Regs[o.count].I
			if n < 0 {
				return c.Fatal(in, "negative calCount %d", n)
			}
			l2ResetsMask(c)
			c.Issue(in, k.pipe, c.Cost().Vector((n*des+255)/256, false), c.Cost().VecHead)
			a, ok := c.Mem(in, k.pipe, src, 0, n*ses, false)
			if !ok {
				return sim.Fail
			}
			old, ok := c.Mem(in, k.pipe, dst, 0, n*des, false)
			if !ok {
				return sim.Fail
			}
			vals := make([]float64, n)
			for i := range vals {
				vals[i] = k.def.f(sim.Load(a, i, sim.F16), s, sim.Load(old, i, sim.F32))
			}
			z, ok := c.Mem(in, k.pipe, dst, 0, n*des, true)
			if !ok {
				return sim.Fail
			}
			for i, v := range vals {
				sim.Store(z, i, sim.F32, v)
			}
			return sim.Next
		}
		g, ok := readGeom(c, in, o, form, 256/des, 1)
		if !ok {
			return sim.Fail
		}
		c.Issue(in, k.pipe, c.Cost().Vector(g.rep, false), c.Cost().VecHead)
		// dst appears twice: read (third, with dst's strides) and written (first), the
		// read recorded first.
		g.blk[2], g.rs[2] = g.blk[0], g.rs[0]
		return typedLanes(c, in, k.pipe, g, 256/des, []*sim.Tensor{dst, src, dst}, []int64{des, ses, des}, func(off []int64) {
			ub := c.Local.Buf[arch.UB]
			x := sim.Load(ub[src.Addr+off[1]:], 0, sim.F16)
			sim.Store(ub[dst.Addr+off[0]:], 0, sim.F32, k.def.f(x, s, sim.Load(ub[dst.Addr+off[0]:], 0, sim.F32)))
		})
	}
}
