package semantics

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// Cast in every type pair and round mode the simulator runs, at L0/L1/L2: a repeat has
// the lanes of the wider type (hardware.md §7), each operand fills its own blocks with its
// own strides. Modes (AD-RM): NONE = RINT when precision is lost, RINT half to even,
// FLOOR, CEIL, ROUND half away from zero, TRUNC, ODD (inexact -> the neighbour with an odd
// last bit). Overflow saturates (hardware.md §7).

type castPair struct {
	src, dst vdType
	modes    []int
}

var allModes = []int{0, 1, 2, 3, 4, 5}

var castPairs = []castPair{
	{vdF32, vdF16, []int{0, 1, 2, 3, 4, 5, 6}},
	{vdF32, vdBF, allModes},
	{vdF32, vdF32, allModes[1:]},
	{vdF16, vdF32, []int{0}},
	{vdBF, vdF32, []int{0}},
	{vdF32, vdI32, allModes[1:]},
	{vdF32, vdI16, allModes[1:]},
	{vdF16, vdI32, allModes[1:]},
	{vdF16, vdI16, allModes[1:]},
	{vdF16, vdI8, allModes[1:]},
	{vdF16, vdU8, allModes[1:]},
	{vdBF, vdI32, allModes[1:]},
	{vdI32, vdF32, allModes},
	{vdI16, vdF16, allModes},
	{vdI16, vdF32, allModes},
	{vdI8, vdF16, allModes},
	{vdU8, vdF16, allModes},
	{vdI32, vdI16, []int{0}},
	{vdI16, vdI32, []int{0}},
	{vdI16, vdI8, []int{0}},
	{vdI16, vdU8, []int{0}},
	{vdI8, vdI16, []int{0}},
	{vdU8, vdI16, []int{0}},
}

// roundInt rounds v to an integer by mode (0 and 1: nearest even; 6: odd).
func vdRoundInt(v float64, mode int) float64 {
	switch mode {
	case 2:
		return math.Floor(v)
	case 3:
		return math.Ceil(v)
	case 4:
		return math.Round(v)
	case 5:
		return math.Trunc(v)
	case 6:
		f := math.Trunc(v)
		if f != v && math.Mod(f, 2) == 0 {
			f += math.Copysign(1, v)
		}
		return f
	}
	return math.RoundToEven(v)
}

// fmtOf gives precision (significand bits), minimum normal exponent and largest finite
// value of a float type.
func vdFmtOf(t vdType) (p, emin int, max float64) {
	switch t {
	case vdF16:
		return 11, -14, 65504
	case vdBF:
		return 8, -126, math.Ldexp(255, 120)
	}
	return 24, -126, math.MaxFloat32
}

// roundFloat rounds v to float type t by mode, saturating finite overflow.
func vdRoundFloat(v float64, t vdType, mode int) float64 {
	if v == 0 || math.IsInf(v, 0) || v != v {
		return v
	}
	p, emin, max := vdFmtOf(t)
	_, e := math.Frexp(math.Abs(v))
	e-- // 2^e <= |v| < 2^(e+1)
	if e < emin {
		e = emin
	}
	q := e - (p - 1)
	r := math.Ldexp(vdRoundInt(math.Ldexp(v, -q), mode), q)
	if math.Abs(r) > max {
		r = math.Copysign(max, v)
	}
	return r
}

// encode gives the bits of the (representable) value v in t.
func vdEncode(t vdType, v float64) uint64 {
	switch t {
	case vdF16:
		return uint64(refF64ToF16(v))
	case vdBF:
		return uint64(math.Float32bits(float32(v)) >> 16)
	case vdF32:
		return uint64(math.Float32bits(float32(v)))
	}
	lo, hi := vdRange(t)
	v = math.Max(lo, math.Min(hi, v))
	return uint64(int64(v)) & (1<<(8*t.size) - 1)
}

// castRef converts one element.
func castRef(p castPair, mode int, x float64) uint64 {
	if p.dst.float {
		if p.src == p.dst { // f32 -> f32: round to an integral value
			return vdEncode(p.dst, vdRoundInt(x, mode))
		}
		return vdEncode(p.dst, vdRoundFloat(x, p.dst, mode))
	}
	if p.src.float {
		if math.IsInf(x, 0) {
			return vdEncode(p.dst, x)
		}
		return vdEncode(p.dst, vdRoundInt(x, mode))
	}
	return vdEncode(p.dst, x)
}

// randCastVal draws a source value: ties, integers, fractions, values beyond the target's
// range and tiny ones.
func randCastVal(r *rand.Rand, t vdType) uint64 {
	var v float64
	switch r.Intn(6) {
	case 0:
		v = float64(r.Intn(401)-200) / 2 // ties
	case 1:
		v = float64(r.Intn(4001) - 2000)
	case 2:
		v = math.Ldexp(1+r.Float64(), r.Intn(40)-20)
	case 3:
		v = math.Ldexp(1+r.Float64(), 14+r.Intn(20)) // saturates narrower targets
	case 4:
		v = math.Ldexp(1+r.Float64(), -27+r.Intn(14)) // f16 subnormal results
	default:
		v = float64(r.Intn(64)) / 8
	}
	if r.Intn(2) == 0 {
		v = -v
	}
	if !t.float {
		lo, hi := vdRange(t)
		v = math.Max(lo, math.Min(hi, math.Round(v*float64(1+r.Intn(3)))))
		if r.Intn(5) == 0 {
			v = lo + math.Floor(r.Float64()*(hi-lo+1))
		}
		return vdEncode(t, v)
	}
	b, _ := rnd(t, math.Max(-math.MaxFloat32, math.Min(math.MaxFloat32, v)))
	if t == vdBF {
		b = uint64(math.Float32bits(float32(v)) >> 16)
	}
	if t == vdF16 && math.Abs(v) > 65504 {
		b = uint64(refF64ToF16(math.Copysign(60000, v)))
	}
	return b
}

type castInst struct {
	p    castPair
	mode int
	g    *vdGeom
}

func (c *castInst) String() string {
	return fmt.Sprintf("cast %s->%s mode %d %v", c.p.src.name, c.p.dst.name, c.mode, c.g)
}

func (c *castInst) run(t *testing.T, r *rand.Rand) string {
	ds, ss := int64(c.p.dst.size), int64(c.p.src.size)
	wide := max(ds, ss)
	c.g = randGeom(r, 256/wide, 2, -1, vdMaxBytes/32)
	c.g.fit([]int64{ds, ss}, vdMaxBytes)
	for c.g.dstOverlaps(0, ds) {
		c.g.blk[0], c.g.rs[0] = 1, 8
		if c.g.dstOverlaps(0, ds) {
			c.g.rs[0] = 8 + int64(r.Intn(4))
		}
	}
	k := newVDKernel()
	nd := vdRoundUp(c.g.span(0, ds)+int64(r.Intn(2))*32/ds, 32/ds)
	ns := vdRoundUp(c.g.span(1, ss), 32/ss)
	dst := k.buf("dst", c.p.dst, int(nd), randBytesNoNaN(r, c.p.dst, int(nd)))
	sd := make([]byte, ns*ss)
	for i := 0; i < int(ns); i++ {
		putRaw(sd, c.p.src, i, randCastVal(r, c.p.src))
	}
	src := k.buf("src", c.p.src, int(ns), sd)
	want := append([]byte(nil), dst.data...)
	lane := func(di, si int64) {
		putRaw(want, c.p.dst, int(di), castRef(c.p, c.mode, val(c.p.src, getRaw(sd, c.p.src, int(si)))))
	}
	ops := []string{"%dst", "%src"}
	tys := []string{dst.lt(), src.lt()}
	name := fmt.Sprintf("ascendc.cast_l%d", c.g.form)
	attr := fmt.Sprintf("roundMode = %d : i32", c.mode)
	if c.g.form == 2 {
		for i := int64(0); i < c.g.count; i++ {
			lane(i, i)
		}
		k.line("%s %s, %s {%s} : %s, i32", name, strings.Join(ops, ", "), k.i32(c.g.count), attr, strings.Join(tys, ", "))
	} else {
		c.g.each(func(rr, l int64) { lane(c.g.off(0, rr, l, ds), c.g.off(1, rr, l, ss)) })
		m, mt, post := c.g.maskOperands(k, vdWide(c.p).name, r)
		ops = append(append(ops, m...), k.i32(c.g.rep), k.params("unary_repeat_params", c.g.blk[0], c.g.blk[1], c.g.rs[0], c.g.rs[1]))
		tys = append(append(tys, mt...), "i32", "!ascendc.unary_repeat_params")
		if !c.g.useReg {
			attr += ", isSetMask"
		}
		k.line("%s %s {%s} : %s", name, strings.Join(ops, ", "), attr, strings.Join(tys, ", "))
		if post != "" {
			k.line(post)
		}
	}
	if d := k.run(t); d != "" {
		return d
	}
	got := k.bufs[0].data
	for i := 0; i < int(nd); i++ {
		if a, b := getRaw(got, c.p.dst, i), getRaw(want, c.p.dst, i); a != b {
			return fmt.Sprintf("dst[%d] = %#x (%g), want %#x (%g)", i, a, val(c.p.dst, a), b, val(c.p.dst, b))
		}
	}
	return ""
}

// wideType is the wider operand type (the mask counts its lanes).
func vdWide(p castPair) vdType {
	if p.src.size > p.dst.size {
		return p.src
	}
	return p.dst
}

func vdRoundUp(n, m int64) int64 {
	if n == 0 {
		return m
	}
	return (n + m - 1) / m * m
}

// TestVecDiffCast runs random instances of every cast pair and mode.
func TestVecDiffCast(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	per := 6
	fails := 0
	for _, p := range castPairs {
		for _, m := range p.modes {
			for n := 0; n < per; n++ {
				c := &castInst{p: p, mode: m}
				if msg := c.run(t, r); msg != "" {
					t.Errorf("%v: %s", c, msg)
					if fails++; fails > 20 {
						t.Fatal("too many failures")
					}
				}
			}
		}
	}
}
