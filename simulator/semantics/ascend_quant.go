package semantics

import (
	"fmt"
	"math"
	"math/big"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// AscendQuant, per tensor, by agreement (docs/sim/quant.md §7.2): dst (int8) =
// src · scale + offset narrowed to int8, src half or float, computed under every
// alternative of quantSteps; an element is written only where all of them agree.

// quantSteps are AscendQuant's open steps, in the order quantBits reads them.
var quantSteps = []openStep{
	{"scale and offset", []string{"taken as float", "rounded to half"}},
	{"src · scale + offset", []string{"in f32, each step rounded", "in f32, fused", "in half, each step rounded", "in half, fused"}},
	{"the value narrowed to int8", []string{"as computed", "first rounded to half"}},
	{"the int8 rounding", []string{"RINT", "half away from zero", "truncation"}},
	{"an out-of-range value", []string{"saturating", "wrapping"}},
}

// noInt8 stands for a result that has no int8 value (an infinity or NaN wrapped): it
// differs from every byte, so an alternative giving it never agrees.
const noInt8 = 0x100

// exactVal is a real number held as hi + lo (lo the rounding error of hi, usually 0).
type exactVal struct{ hi, lo float64 }

// sumOf is a + b exactly (Knuth's two-sum).
func sumOf(a, b float64) exactVal {
	s := a + b
	if math.IsInf(s, 0) || math.IsNaN(s) {
		return exactVal{s, 0}
	}
	bb := s - a
	return exactVal{s, (a - (s - bb)) + (b - bb)}
}

func (v exactVal) big() *big.Float {
	b := new(big.Float).SetPrec(2200).SetFloat64(v.hi)
	return b.Add(b, new(big.Float).SetFloat64(v.lo))
}

// f32 rounds v once to f32, ties to even.
func (v exactVal) f32() float64 {
	if v.lo == 0 {
		return float64(float32(v.hi))
	}
	f, _ := v.big().Float32()
	return float64(f)
}

// half rounds v once to f16, ties to even; beyond 65504 it is an infinity (each
// alternative that overflows half also leaves int8's range, where saturating and
// wrapping already differ).
func (v exactVal) half() float64 {
	h := halfGrid(v.hi)
	if v.lo != 0 {
		// Exponents are unbounded here, so the subnormal spacing is not applied; any value
		// that small narrows to int8 0 under every rounding.
		h, _ = new(big.Float).SetMode(big.ToNearestEven).SetPrec(11).Set(v.big()).Float64()
	}
	if math.Abs(h) > maxHalf {
		return math.Inf(int(math.Copysign(1, h)))
	}
	return h
}

// toInt8 narrows v: rounding 0 RINT, 1 half away from zero, 2 truncation; then wrap or
// saturate. NaN saturates to 0 (as Cast does); infinities and NaN wrap to noInt8, as
// does any value beyond 2^40 (far outside int8, where saturating already differs).
func (v exactVal) toInt8(rounding int, wrap bool) uint64 {
	switch {
	case math.IsNaN(v.hi) && !wrap:
		return 0
	case wrap && !(math.Abs(v.hi) <= 1<<40):
		return noInt8
	case v.hi > 1<<40:
		return 127
	case v.hi < -(1 << 40):
		return 0x80
	}
	// The three roundings are symmetric about zero: round |v| = fl + g + lo' with fl
	// integral, g exact in [0, 1), and |lo'| ≤ ulp/2; only a zero g with a negative lo'
	// needs the step down.
	neg := math.Signbit(v.hi)
	a, lo := math.Abs(v.hi), v.lo
	if neg {
		lo = -lo
	}
	fl := math.Floor(a)
	g := a - fl
	if g == 0 && lo < 0 {
		fl, g = fl-1, 1
	}
	// Compare g + lo with 1/2: g − 1/2 is exact and, when not zero, larger than |lo|.
	c := g - 0.5
	if c == 0 {
		c = lo
	}
	r := fl
	switch {
	case rounding == 2: // toward zero: the fraction is dropped
	case c > 0, c == 0 && rounding == 1, c == 0 && math.Mod(fl, 2) != 0:
		r++
	}
	if neg {
		r = -r
	}
	switch {
	case wrap:
		return uint64(uint8(int64(r)))
	case r > 127:
		return 127
	case r < -128:
		return 0x80
	}
	return uint64(uint8(int64(r)))
}

func exact(x float64) exactVal { return exactVal{x, 0} }

// toHalf rounds an f32 value to half as C++'s conversion does (ties to even, overflow to
// an infinity).
func toHalf(x float64) float64 { return exact(x).half() }

// quantBits is AscendQuant's int8 result for src x (its f16 or f32 value) and the float
// scale and offset under the alternatives pick (quantSteps). Products of two f32 values
// are exact in float64; sums are kept exact as exactVal.
func quantBits(x, scale, offset float64, pick []int) uint64 {
	sc, of := scale, offset
	if pick[0] == 1 {
		sc, of = toHalf(sc), toHalf(of)
	}
	var v exactVal
	switch pick[1] {
	case 0:
		v = exact(sumOf(exact(x*sc).f32(), of).f32())
	case 1:
		v = exact(sumOf(x*sc, of).f32())
	case 2:
		v = exact(sumOf(exact(toHalf(x)*toHalf(sc)).half(), toHalf(of)).half())
	case 3:
		v = exact(sumOf(toHalf(x)*toHalf(sc), toHalf(of)).half())
	}
	if pick[2] == 1 {
		v = exact(v.half())
	}
	return v.toInt8(pick[3], pick[4] == 1)
}

// quantExactInHalf reports whether x, scale, offset, x · scale and x · scale + offset
// are all exact in half: then every alternative of the first three steps gives the exact
// value, and only the int8 rounding and the range handling remain open.
func quantExactInHalf(x, scale, offset float64) bool {
	inHalf := func(v float64) bool { return toHalf(v) == v }
	if !inHalf(x) || !inHalf(scale) || !inHalf(offset) || !inHalf(x*scale) {
		return false
	}
	v := sumOf(x*scale, offset)
	return v.lo == 0 && inHalf(v.hi)
}

func showInt8(b uint64) string {
	if b == noInt8 {
		return "no int8 value (a wrapped infinity or NaN)"
	}
	return fmt.Sprintf("%d", int8(b))
}

// compileQuant is AscendQuant<T, isReuseSource[, config]>(dst, src[, tmp], scale,
// offset, calCount) per tensor. The form with an AscendQuantConfig (whose members are
// opaque here) and isReuseSource (the API may leave intermediate values in src) are
// refused. The shared temporary buffer is the library's scratch space, as for the math
// library (mathlib.go): the simulator neither reads nor writes it.
func compileQuant(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsQuantOp(op)
	if !ok {
		return nil, fmt.Errorf("not a quant op")
	}
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	if v.Config() != nil {
		return nil, ir.OpError(op, "is not simulated with an AscendQuantConfig: its members are opaque here (ascendc.construct gives it no fields)")
	}
	if v.IsReuseSource() {
		return nil, ir.OpError(op, "is not simulated for isReuseSource = true (the API may leave intermediate values in src)")
	}
	dd, sd := elemOf(cc, v.Dst()), elemOf(cc, v.SrcTensor())
	if dd != sim.I8 || (sd != sim.F16 && sd != sim.F32) {
		return nil, ir.OpError(op, "is not simulated for %s -> %s: AscendQuant is defined for a half or float source and an int8 result", sd, dd)
	}
	dr, sr, kr, or, nr := cc.Slot(v.Dst()), cc.Slot(v.SrcTensor()), cc.Slot(v.Scale()), cc.Slot(v.Offset()), cc.Slot(v.CalCount())
	es := int64(sd.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		n := c.Regs[nr].I
		if n < 0 {
			return c.Fatal(in, "negative calCount %d", n)
		}
		// The API's scale and offset are float parameters: the operands convert as C++
		// converts them.
		scale, offset := sim.RoundF(c.Regs[kr].F, sim.F32), sim.RoundF(c.Regs[or].F, sim.F32)
		cost := c.Cost()
		c.Issue(in, pv, 4*cost.Vector((n*es+255)/256, false), cost.VecHead)
		s, ok := c.Mem(in, pv, src, 0, n*es, false)
		if !ok {
			return sim.Fail
		}
		x := append([]byte(nil), s...) // dst may alias src
		d, ok := c.Mem(in, pv, dst, 0, n, true)
		if !ok {
			return sim.Fail
		}
		st := newStepSettler(quantSteps, 3)
		for i := 0; i < int(n); i++ {
			xv := sim.Load(x, i, sd)
			// When every precision gives the exact value, only the narrowing's steps differ.
			b, why := st.settle(quantExactInHalf(xv, scale, offset), func(pick []int) uint64 { return quantBits(xv, scale, offset, pick) }, showInt8)
			if why != "" {
				return c.Fatal(in, "is not simulated for element %d: %v · %v + %v is open: %s", i, xv, scale, offset, why)
			}
			d[i] = byte(b)
		}
		return sim.Next
	}, nil
}

func registerAscendQuant(r *sim.Registry) {
	reg(r, ascendc.OpQuant, apiCost, compileQuant)
}
