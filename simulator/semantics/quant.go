package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// The fused narrowing casts AddReluCast, SubReluCast and MulCast at L0/L1/L2
// (docs/sim/quant.md §1). Each lane computes in the source type (the result of the
// arithmetic is rounded to, or saturated into, the type of src0 and src1 exactly as the
// plain Add/Sub/Mul store it), applies relu where the name says so, and then narrows to
// the destination type with the default cast rule: round to nearest even, saturate on
// overflow (hardware.md §7). Only the (src, dst) pairs of each API are run; any other pair
// is refused when the kernel is compiled.

// typePair is a (source, destination) element type pair.
type typePair struct{ src, dst sim.DType }

// fusedCast is one fused narrowing cast in its three forms.
type fusedCast struct {
	l0, l1, l2 string
	api        string
	f          func(x, y float64) float64
	pairs      []typePair
	// setMaskFlag: the op carries isSetMask (its call passes it as a template argument).
	// MulCast's call has no template, so the API's default (the mask operands are
	// written into the register) applies, as for the other calls that drop it.
	setMaskFlag bool
}

func relu(v float64) float64 {
	if v != v {
		return v
	}
	if v > 0 {
		return v
	}
	return 0
}

// reluCastPairs are the pairs AddReluCast and SubReluCast are defined for; mulCastPairs
// those of MulCast (docs/sim/quant.md §1).
var (
	reluCastPairs = []typePair{{sim.F16, sim.I8}, {sim.F32, sim.F16}, {sim.I16, sim.I8}}
	mulCastPairs  = []typePair{{sim.F16, sim.I8}, {sim.F16, sim.U8}}
)

var fusedCasts = []fusedCast{
	{ascendc.OpAddReluCastL0, ascendc.OpAddReluCastL1, ascendc.OpAddReluCastL2, "AddReluCast",
		func(x, y float64) float64 { return relu(x + y) }, reluCastPairs, true},
	{ascendc.OpSubReluCastL0, ascendc.OpSubReluCastL1, ascendc.OpSubReluCastL2, "SubReluCast",
		func(x, y float64) float64 { return relu(x - y) }, reluCastPairs, true},
	{ascendc.OpMulCastL0, ascendc.OpMulCastL1, ascendc.OpMulCastL2, "MulCast",
		func(x, y float64) float64 { return x * y }, mulCastPairs, false},
}

// registerQuant adds the fused narrowing casts and the enhanced DataCopy
// (copy_enhanced.go).
func registerQuant(r *sim.Registry) {
	registerCopyEnhanced(r)
	for _, fc := range fusedCasts {
		for form, name := range [...]string{formL0: fc.l0, formL1: fc.l1, formL2: fc.l2} {
			reg(r, name, apiCost, fusedCastCompiler(fc, vecForm(form)))
		}
	}
}

// narrowMode is the default rule of the narrowing step: a float -> integer narrowing
// rounds half to even (CAST_RINT); f32 -> f16 and integer narrowing take CAST_NONE, which
// is RINT when precision is lost and saturates integers (hardware.md §7).
func narrowMode(sd, dd sim.DType) numeric.Round {
	if sd.IsFloat() && !dd.IsFloat() {
		return numeric.RoundRint
	}
	return numeric.RoundNone
}

func fusedCastCompiler(fc fusedCast, form vecForm) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		o := vecRegs(cc, op)
		dd, sd, s1 := elemOf(cc, op.Operand(0)), elemOf(cc, op.Operand(1)), elemOf(cc, op.Operand(2))
		if sd != s1 {
			return nil, ir.OpError(op, "is not simulated for %s: src0 is %s and src1 is %s (%s takes one source type)", "mixed sources", sd, s1, fc.api)
		}
		known := false
		for _, p := range fc.pairs {
			known = known || (p.src == sd && p.dst == dd)
		}
		if !known {
			return nil, ir.OpError(op, "is not simulated for %s -> %s: %s is defined for %s", sd, dd, fc.api, pairList(fc.pairs))
		}
		conv, err := castConv(op, sd, dd, narrowMode(sd, dd))
		if err != nil {
			return nil, err
		}
		o.useReg = form != formL2 && fc.setMaskFlag && !op.HasAttr("isSetMask")
		o.counterOK = true
		k := fusedKernel{pipe: pv, es: [3]int64{int64(dd.Size()), int64(sd.Size()), int64(sd.Size())}, lane: castLane(sd, fc.f, conv)}
		return k.exec(o, form), nil
	}
}

func pairList(ps []typePair) string {
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += ", "
		}
		s += p.src.String() + " -> " + p.dst.String()
	}
	return s
}

// fusedKernel runs a two-source op whose destination type differs from its sources'
// (the fused casts here, AddDeqRelu in deq.go): es are the element sizes of dst, src0,
// src1, and lane computes one element.
type fusedKernel struct {
	pipe arch.Pipe
	es   [3]int64
	lane fusedLaneFn
	// laneAt, when set, gives the lane when the op runs (from register state such as
	// the deq scale); nil means it has reported why the op cannot run.
	laneAt func(c *sim.Core, in *sim.Instr) fusedLaneFn
}

// fusedLaneFn computes one element from the sources at the start of a and b into the start
// of d. A non-empty result says why that element is not simulated (nothing is written).
type fusedLaneFn func(a, b, d []byte) string

// castLane is the lane of a fused narrowing cast: f in the source type sd, then conv.
func castLane(sd sim.DType, f func(x, y float64) float64, conv convFn) fusedLaneFn {
	return func(a, b, d []byte) string {
		var tmp [8]byte
		// The intermediate is a value of the source type (sim.Store rounds floats to
		// nearest even and saturates integers, as the plain vector ops do).
		sim.Store(tmp[:], 0, sd, f(sim.Load(a, 0, sd), sim.Load(b, 0, sd)))
		conv(tmp[:], 0, d, 0)
		return ""
	}
}

func (k fusedKernel) exec(o vecOperands, form vecForm) sim.Exec {
	wide := max(k.es[0], k.es[1])
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		ts := [3]*sim.Tensor{&c.Regs[o.dst].T, &c.Regs[o.src0].T, &c.Regs[o.src1].T}
		if !ubOnly(c, in, ts[:]...) {
			return sim.Fail
		}
		for _, t := range ts {
			if t.Addr%32 != 0 {
				c.Report(in, nil, "", "vector operand at UB address %d is not 32-byte aligned (hardware.md §6)", t.Addr)
			}
		}
		lane := k.lane
		if k.laneAt != nil {
			if lane = k.laneAt(c, in); lane == nil {
				return sim.Fail
			}
		}
		if form == formL2 {
			return k.l2(c, in, c.Regs[o.count].I, ts, wide, lane)
		}
		g, ok := readGeom(c, in, o, form, 256/wide, 2)
		if !ok {
			return sim.Fail
		}
		c.Issue(in, k.pipe, c.Cost().Vector(g.rep, false), c.Cost().VecHead)
		ub := c.Local.Buf[arch.UB]
		why, at := "", int64(0)
		ctl := threeTypeLanes(c, in, k.pipe, g, 256/wide, ts, k.es, func(off [3]int64) {
			if why == "" {
				why = lane(ub[ts[1].Addr+off[1]:], ub[ts[2].Addr+off[2]:], ub[ts[0].Addr+off[0]:])
				at = off[0] / k.es[0]
			}
		})
		if ctl == sim.Next && why != "" {
			return c.Fatal(in, "is not simulated for element %d: %s", at, why)
		}
		return ctl
	}
}

func (k fusedKernel) l2(c *sim.Core, in *sim.Instr, n int64, ts [3]*sim.Tensor, wide int64, lane fusedLaneFn) sim.Ctl {
	if n < 0 {
		return c.Fatal(in, "negative calCount %d", n)
	}
	l2ResetsMask(c)
	c.Issue(in, k.pipe, c.Cost().Vector((n*wide+255)/256, false), c.Cost().VecHead)
	a, ok := c.Mem(in, k.pipe, ts[1], 0, n*k.es[1], false)
	if !ok {
		return sim.Fail
	}
	b, ok := c.Mem(in, k.pipe, ts[2], 0, n*k.es[2], false)
	if !ok {
		return sim.Fail
	}
	d, ok := c.Mem(in, k.pipe, ts[0], 0, n*k.es[0], true)
	if !ok {
		return sim.Fail
	}
	for i := int64(0); i < n; i++ {
		if why := lane(a[i*k.es[1]:], b[i*k.es[2]:], d[i*k.es[0]:]); why != "" {
			return c.Fatal(in, "is not simulated for element %d: %s", i, why)
		}
	}
	return sim.Next
}

// threeTypeLanes is typedLanes (vec_cast.go) over dst, src0 and src1.
func threeTypeLanes(c *sim.Core, in *sim.Instr, p arch.Pipe, g geom, lanes int64, ts [3]*sim.Tensor, es [3]int64, f func(off [3]int64)) sim.Ctl {
	return typedLanes(c, in, p, g, lanes, ts[:], es[:], func(off []int64) { f([3]int64{off[0], off[1], off[2]}) })
}
