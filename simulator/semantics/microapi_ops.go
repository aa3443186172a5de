package semantics

import (
	"math"
	"slices"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

const scalarPipe = arch.S

// microKind says how a lane-wise MicroAPI op computes.
type microKind uint8

const (
	// arithmetic through float64, rounded once to the lane type (exact for integer lanes
	// of up to 32 bits; an integer result out of range stops the run).
	kArith microKind = iota
	// bitwise on the integer bits of the lanes (integer lanes only).
	kBits
	// transcendental on float lanes, flushing subnormal inputs and results to zero
	// (hardware.md §7: the 3510 has no subnormals; Exp/Ln/Sqrt default to FTZ).
	kFTZ
)

// microDef is one lane-wise MicroAPI op: dst = f(src0, src1, dst) on every active lane,
// inactive lanes of dst zeroed (the API's default MaskMergeMode::ZEROING).
type microDef struct {
	name     string
	srcs     int
	readsDst bool
	slow     bool
	kind     microKind
	f        elemFn
	bits     func(x, y uint64) uint64
	// l2 names the L2 op whose lane function this op shares (so that a kernel computes
	// the same numbers before and after ascendc-fuse-vf-block); "" for f.
	l2 string
}

var microDefs = []microDef{
	{name: ascendc.OpAddMicro, srcs: 2, l2: ascendc.OpAddL2},
	{name: ascendc.OpSubMicro, srcs: 2, l2: ascendc.OpSubL2},
	{name: ascendc.OpMulMicro, srcs: 2, l2: ascendc.OpMulL2},
	{name: ascendc.OpDivMicro, srcs: 2, slow: true, l2: ascendc.OpDivL2},
	// Max/Min: NaN if either lane is NaN, else src0 when strictly greater (smaller), else
	// src1, which fixes the zero returned for -0 and +0 as the L2 form's f16/f32 loops do
	// (vecmath.go max32/min32); no source fixes the hardware's choice between the zeros.
	{name: ascendc.OpMaxMicro, srcs: 2, f: laneMax},
	{name: ascendc.OpMinMicro, srcs: 2, f: laneMin},
	{name: ascendc.OpPreluMicro, srcs: 2, l2: ascendc.OpPreluL2},
	{name: ascendc.OpMulAddDstMicro, srcs: 2, readsDst: true, l2: ascendc.OpMulAddDstL2},
	// FusedMulDstAdd: dst = src0 * dst + src1 with one rounding (a fused multiply-add).
	{name: ascendc.OpFusedMulDstAddMicro, srcs: 2, readsDst: true, f: func(x, y, d float64) float64 { return math.FMA(x, d, y) }},
	// FusedAbsSub: |src0 - src1| with one rounding.
	{name: ascendc.OpFusedAbsSubMicro, srcs: 2, f: func(x, y, _ float64) float64 { return math.Abs(x - y) }},
	// FusedExpSub: exp(src0 - src1), the difference not rounded to the lane type.
	{name: ascendc.OpFusedExpSubMicro, srcs: 2, slow: true, kind: kFTZ, f: func(x, y, _ float64) float64 { return math.Exp(x - y) }},
	{name: ascendc.OpAndMicro, srcs: 2, kind: kBits, bits: func(x, y uint64) uint64 { return x & y }},
	{name: ascendc.OpOrMicro, srcs: 2, kind: kBits, bits: func(x, y uint64) uint64 { return x | y }},
	{name: ascendc.OpXorMicro, srcs: 2, kind: kBits, bits: func(x, y uint64) uint64 { return x ^ y }},
	{name: ascendc.OpNotMicro, srcs: 1, kind: kBits, bits: func(x, _ uint64) uint64 { return ^x }},

	{name: ascendc.OpAbsMicro, srcs: 1, l2: ascendc.OpAbsL2},
	{name: ascendc.OpNegMicro, srcs: 1, l2: ascendc.OpNegL2},
	{name: ascendc.OpReluMicro, srcs: 1, l2: ascendc.OpReluL2},
	{name: ascendc.OpExpMicro, srcs: 1, slow: true, kind: kFTZ, l2: ascendc.OpExpL2},
	{name: ascendc.OpLnMicro, srcs: 1, slow: true, kind: kFTZ, l2: ascendc.OpLnL2},
	{name: ascendc.OpSqrtMicro, srcs: 1, slow: true, kind: kFTZ, l2: ascendc.OpSqrtL2},
	{name: ascendc.OpLog10Micro, srcs: 1, slow: true, kind: kFTZ, f: func(x, _, _ float64) float64 { return math.Log10(x) }},
}

func laneMax(x, y, _ float64) float64 {
	if x != x || y != y {
		return math.NaN()
	}
	return pick(x > y, x, y)
}

func laneMin(x, y, _ float64) float64 {
	if x != x || y != y {
		return math.NaN()
	}
	return pick(x < y, x, y)
}

// l2LaneFn is the lane function of an L2 vector op (vecFamilies).
func l2LaneFn(l2 string) (elemFn, bool) {
	for _, fam := range vecFamilies {
		if fam.l2 == l2 {
			return fam.def.f, true
		}
	}
	return nil, false
}

// registerMicroOps adds the lane-wise and reduction MicroAPI ops.
func registerMicroOps(r *sim.Registry) {
	for _, def := range microDefs {
		def := def
		if def.l2 != "" {
			f, ok := l2LaneFn(def.l2)
			if !ok {
				panic("microapi: no L2 lane function for " + def.l2)
			}
			def.f = f
		}
		micro(r, def.name, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
			return compileMicro(cc, op, in, vl, def)
		})
	}
	for name, kind := range map[string]reduceKind{
		ascendc.OpReduceSumMicro: redSum, ascendc.OpReduceMaxMicro: redMax, ascendc.OpReduceMinMicro: redMin,
	} {
		kind := kind
		micro(r, name, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
			return compileMicroReduce(cc, op, in, vl, kind)
		})
	}
}

// microRegs are the register slots of a lane-wise op (-1 when absent).
type microRegs struct{ dst, src0, src1, mask int32 }

// fetch reads the active lanes of the mask (lanes of es bytes, n of them) and the
// registers the op names (dst, src0, src1; an absent one stays nil).
func (o microRegs) fetch(c *sim.Core, in *sim.Instr, es, n int, act *[maxLanes]bool) (rs [3]*vreg, ok bool) {
	if !microMaskOf(c, in, o.mask, es, n, act) {
		return rs, false
	}
	for k, s := range []int32{o.dst, o.src0, o.src1} {
		if s < 0 {
			continue
		}
		if rs[k], ok = regOf(c, in, s); !ok {
			return rs, false
		}
	}
	return rs, true
}

func microOperands(cc *sim.Compiler, op *ir.Operation) (microRegs, []*ir.Value) {
	o := microRegs{dst: operand(cc, op, "dstReg"), src0: operand(cc, op, "src0Reg"), src1: operand(cc, op, "src1Reg"), mask: operand(cc, op, "maskReg")}
	if o.src0 < 0 {
		o.src0 = operand(cc, op, "srcReg")
	}
	var regs []*ir.Value
	for _, n := range []string{"dstReg", "src0Reg", "src1Reg", "srcReg"} {
		if v := operandValue(op, n); v != nil {
			regs = append(regs, v)
		}
	}
	return o, regs
}

// microLanes returns the op's register slots and their lane type, which every register
// of the op must share.
func microLanes(cc *sim.Compiler, op *ir.Operation) (microRegs, sim.DType, error) {
	o, regs := microOperands(cc, op)
	d, err := regDType(op, regs[0])
	if err != nil {
		return o, d, err
	}
	for _, v := range regs[1:] {
		if sd, err := regDType(op, v); err != nil || sd != d {
			return o, d, ir.OpError(op, "is not simulated for registers of different lane types")
		}
	}
	return o, d, nil
}

// compileMicro checks the lane type (every register of the op has the same one) and
// returns the lane loop.
func compileMicro(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64, def microDef) (sim.Exec, error) {
	o, d, err := microLanes(cc, op)
	if err != nil {
		return nil, err
	}
	switch {
	case def.kind == kBits && d.IsFloat():
		return nil, ir.OpError(op, "is not simulated for %s lanes: the bitwise MicroAPI ops are modelled on integer lanes", d)
	case def.kind == kFTZ && !d.IsFloat():
		return nil, ir.OpError(op, "is not simulated for %s lanes: it is a floating-point function", d)
	case def.name == ascendc.OpDivMicro && !d.IsFloat():
		return nil, ir.OpError(op, "is not simulated for %s lanes: no source fixes the rounding of integer Div", d)
	}
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	es, n := d.Size(), int(vl)/d.Size()
	lo, hi := intRange(d)
	lane := laneFn(def, d, lo, hi)
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		var act [maxLanes]bool
		rs, ok := o.fetch(c, in, es, n, &act)
		if !ok {
			return sim.Fail
		}
		c.Issue(in, pv, c.Cost().Vector(1, def.slow), c.Cost().VecHead)
		dst := rs[0]
		origin := laneOrigin(dst, rs[1], rs[2], def.readsDst)
		for i := 0; i < n; i++ {
			if !act[i] {
				sim.StoreI(dst.b, i, d, 0)
				dst.def[i], dst.garbage[i] = true, false
				continue
			}
			if (rs[1] != nil && !rs[1].def[i]) || (rs[2] != nil && !rs[2].def[i]) || (def.readsDst && !dst.def[i]) {
				return c.Fatal(in, "active lane %d reads a register lane that holds no defined value", i)
			}
			garbage := rs[1] != nil && rs[1].garbage[i] || rs[2] != nil && rs[2].garbage[i] || def.readsDst && dst.garbage[i]
			if !lane(dst, rs[1], rs[2], i) && !garbage {
				// Garbage lanes compute garbage, as on the hardware; only the sanitizer
				// follows them.
				return c.Fatal(in, "integer result of lane %d does not fit %s: no source fixes whether the MicroAPI wraps or saturates", i, d)
			}
			dst.def[i], dst.garbage[i] = true, garbage
		}
		dst.origin = origin
		return sim.Next
	}, nil
}

// laneOrigin is the origin of the garbage a lane-wise op carries into dst: the first
// source register holding garbage.
func laneOrigin(dst, a, b *vreg, readsDst bool) int32 {
	for _, r := range []*vreg{a, b} {
		if r != nil && r.origin != 0 && slices.Contains(r.garbage, true) {
			return r.origin
		}
	}
	if readsDst && slices.Contains(dst.garbage, true) {
		return dst.origin
	}
	return 0
}

// laneFn computes lane i of dst from the sources; false when an integer result is out of
// the lane type's range.
func laneFn(def microDef, d sim.DType, lo, hi float64) func(dst, a, b *vreg, i int) bool {
	mask := uint64(math.MaxUint64) >> uint(64-d.Bits())
	switch def.kind {
	case kBits:
		return func(dst, a, b *vreg, i int) bool {
			var y uint64
			if b != nil {
				y = uint64(sim.LoadI(b.b, i, d))
			}
			sim.StoreI(dst.b, i, d, int64(def.bits(uint64(sim.LoadI(a.b, i, d)), y)&mask))
			return true
		}
	case kFTZ:
		return func(dst, a, b *vreg, i int) bool {
			x := flushSub(sim.Load(a.b, i, d), d)
			var y float64
			if b != nil {
				y = flushSub(sim.Load(b.b, i, d), d)
			}
			sim.Store(dst.b, i, d, flushSub(sim.RoundF(def.f(x, y, 0), d), d))
			return true
		}
	}
	return func(dst, a, b *vreg, i int) bool {
		var y, dv float64
		if b != nil {
			y = sim.Load(b.b, i, d)
		}
		if def.readsDst {
			dv = sim.Load(dst.b, i, d)
		}
		v := def.f(sim.Load(a.b, i, d), y, dv)
		if !d.IsFloat() && (v < lo || v > hi || v != math.Trunc(v)) {
			return false
		}
		sim.Store(dst.b, i, d, v)
		return true
	}
}

// minNormal is the smallest normal magnitude of a float lane type.
func minNormal(d sim.DType) float64 {
	if d == sim.F16 {
		return math.Ldexp(1, -14)
	}
	return math.Ldexp(1, -126) // f32 and bf16 share the exponent range
}

// flushSub replaces a subnormal value of type d by a zero of the same sign.
func flushSub(v float64, d sim.DType) float64 {
	if v != 0 && math.Abs(v) < minNormal(d) {
		return math.Copysign(0, v)
	}
	return v
}

type reduceKind uint8

const (
	redSum reduceKind = iota
	redMax
	redMin
)

// compileMicroReduce is ReduceSum/Max/Min(dst, src, mask): the reduction of the active
// lanes of src in lane 0 of dst. The other lanes of dst, and lane 0 when no lane is
// active, are left undefined: no source fixes them, so a later use of them stops the run.
// A float sum is accumulated in float64 and rounded once (hardware sums in a tree:
// docs/sim/microapi.md bounds the difference).
func compileMicroReduce(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64, kind reduceKind) (sim.Exec, error) {
	o, d, err := microLanes(cc, op)
	if err != nil {
		return nil, err
	}
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	es, n := d.Size(), int(vl)/d.Size()
	lo, hi := intRange(d)
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		var act [maxLanes]bool
		rs, ok := o.fetch(c, in, es, n, &act)
		if !ok {
			return sim.Fail
		}
		dst, src := rs[0], rs[1]
		c.Issue(in, pv, c.Cost().Vector(1, true), c.Cost().VecHead)
		acc, seen, garbage := 0.0, false, false
		for i := 0; i < n; i++ {
			if !act[i] {
				continue
			}
			if !src.def[i] {
				return c.Fatal(in, "active lane %d reads a register lane that holds no defined value", i)
			}
			garbage = garbage || src.garbage[i]
			x := sim.Load(src.b, i, d)
			switch {
			case kind == redSum || !seen:
				acc += x
				if kind != redSum {
					acc = x
				}
			case kind == redMax:
				acc = laneMax(acc, x, 0)
			default:
				acc = laneMin(acc, x, 0)
			}
			seen = true
		}
		origin := src.origin
		for i := range dst.def {
			dst.def[i], dst.garbage[i] = false, false
		}
		if !seen {
			return sim.Next
		}
		dst.garbage[0], dst.origin = garbage, origin
		if !d.IsFloat() && (acc < lo || acc > hi) && !garbage {
			return c.Fatal(in, "integer sum %g does not fit %s: no source fixes whether the MicroAPI wraps or saturates", acc, d)
		}
		sim.Store(dst.b, 0, d, acc)
		dst.def[0] = true
		return sim.Next
	}, nil
}
