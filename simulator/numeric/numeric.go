// Package numeric implements the element types of the AI Core as Go values: IEEE binary16
// (float16) and bfloat16 conversions with round-to-nearest-even, the explicit rounding
// modes of Ascend C's Cast, and saturating integer conversions.
//
// Elementwise arithmetic in f16/bf16 is done by widening to float32, operating and
// rounding back once. That is bit-exact to IEEE arithmetic in the narrow type for + - * /
// and sqrt because float32 has at least 2p+2 significand bits for both formats (p = 11 and
// p = 8), so the double rounding is innocuous.
package numeric

import "math"

// f16ToF32 is a table of every binary16 pattern widened to float32 bits: the hot loops of
// the vector unit read it instead of decoding fields (256 KiB, fits the host's L2).
// It is built by the package variable's initialiser, before any caller can run.
var f16ToF32 = f16Table()

func f16Table() [1 << 16]uint32 {
	var t [1 << 16]uint32
	for i := range t {
		t[i] = decodeF16(uint16(i))
	}
	return t
}

func decodeF16(h uint16) uint32 {
	sign := uint32(h>>15) << 31
	exp := uint32(h>>10) & 0x1f
	frac := uint32(h) & 0x3ff
	switch {
	case exp == 0x1f: // inf / nan (keep payload, force quiet)
		if frac != 0 {
			return sign | 0x7fc00000 | frac<<13
		}
		return sign | 0x7f800000
	case exp == 0:
		if frac == 0 {
			return sign
		}
		// Subnormal: normalise.
		e := uint32(127 - 15 + 1)
		for frac&0x400 == 0 {
			frac <<= 1
			e--
		}
		frac &= 0x3ff
		return sign | e<<23 | frac<<13
	}
	return sign | (exp+127-15)<<23 | frac<<13
}

// F16ToF32 widens a binary16 bit pattern (exact).
func F16ToF32(h uint16) float32 { return math.Float32frombits(f16ToF32[h]) }

// F32ToF16 rounds a float32 to binary16 with round-to-nearest-even, overflowing to ±inf.
func F32ToF16(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int32(b>>23) & 0xff
	frac := b & 0x7fffff
	if exp == 0xff {
		if frac != 0 {
			return sign | 0x7e00 | uint16(frac>>13)
		}
		return sign | 0x7c00
	}
	e := exp - 127 + 15
	if e >= 0x1f {
		return sign | 0x7c00
	}
	if e <= 0 {
		// Subnormal or zero in half: shift the full significand right.
		if e < -10 {
			return sign
		}
		m := frac | 0x800000
		shift := uint32(14 - e) // 13 + (1 - e)
		half := uint32(1) << (shift - 1)
		rest := m & (1<<shift - 1)
		r := m >> shift
		if rest > half || (rest == half && r&1 == 1) {
			r++
		}
		return sign | uint16(r)
	}
	r := uint32(e)<<10 | frac>>13
	rest := frac & 0x1fff
	if rest > 0x1000 || (rest == 0x1000 && r&1 == 1) {
		r++ // may carry into the exponent, up to inf: correct
	}
	return sign | uint16(r)
}

// BF16ToF32 widens a bfloat16 bit pattern (exact).
func BF16ToF32(h uint16) float32 { return math.Float32frombits(uint32(h) << 16) }

// F32ToBF16 rounds a float32 to bfloat16 with round-to-nearest-even.
func F32ToBF16(f float32) uint16 {
	b := math.Float32bits(f)
	if b&0x7f800000 == 0x7f800000 && b&0x7fffff != 0 {
		return uint16(b>>16) | 0x40
	}
	lsb := (b >> 16) & 1
	b += 0x7fff + lsb
	return uint16(b >> 16)
}

// Round is Ascend C's RoundMode (values as in the ascendc dialect's RoundMode enum).
type Round int

const (
	RoundNone  Round = 0 // RINT when precision is lost
	RoundRint  Round = 1 // half to even
	RoundFloor Round = 2
	RoundCeil  Round = 3
	RoundRound Round = 4 // half away from zero
	RoundTrunc Round = 5
	RoundOdd   Round = 6 // von Neumann: inexact results get an odd last bit
)

// RoundInt rounds v to an integer-valued float64 with the mode.
func RoundInt(v float64, m Round) float64 {
	switch m {
	case RoundFloor:
		return math.Floor(v)
	case RoundCeil:
		return math.Ceil(v)
	case RoundRound:
		return math.Round(v)
	case RoundTrunc:
		return math.Trunc(v)
	}
	return math.RoundToEven(v)
}

// F32ToF16Mode rounds with an explicit mode (Cast f32->f16).
func F32ToF16Mode(f float32, m Round) uint16 {
	switch m {
	case RoundNone, RoundRint:
		return F32ToF16(f)
	}
	if f != f || math.IsInf(float64(f), 0) {
		return F32ToF16(f)
	}
	// Candidates below and above; pick by mode.
	h := F32ToF16(f)
	g := F16ToF32(h)
	if g == f {
		return h
	}
	lo, hi := h, h
	if g > f {
		lo = nextDown16(h)
	} else {
		hi = nextUp16(h)
	}
	switch m {
	case RoundFloor:
		return lo
	case RoundCeil:
		return hi
	case RoundTrunc:
		if f > 0 {
			return lo
		}
		return hi
	case RoundRound:
		fl, fh := float64(F16ToF32(lo)), float64(F16ToF32(hi))
		d1, d2 := float64(f)-fl, fh-float64(f)
		if d1 < d2 {
			return lo
		}
		if d2 < d1 {
			return hi
		}
		if f > 0 {
			return hi
		}
		return lo
	case RoundOdd:
		if lo&1 == 1 {
			return lo
		}
		return hi
	}
	return h
}

func nextUp16(h uint16) uint16 {
	switch {
	case h == 0x8000:
		return 1
	case h&0x8000 != 0:
		return h - 1
	}
	return h + 1
}

func nextDown16(h uint16) uint16 {
	switch {
	case h == 0:
		return 0x8001
	case h&0x8000 != 0:
		return h + 1
	}
	return h - 1
}

// SatInt converts v to an integer of the width with rounding mode m, saturating on overflow
// (the hardware default) and mapping NaN to 0.
func SatInt(v float64, bits int, signed bool, m Round) int64 {
	if v != v {
		return 0
	}
	r := RoundInt(v, m)
	var lo, hi float64
	if signed {
		lo, hi = -math.Ldexp(1, bits-1), math.Ldexp(1, bits-1)-1
	} else {
		lo, hi = 0, math.Ldexp(1, bits)-1
	}
	if r < lo {
		r = lo
	}
	if r > hi {
		r = hi
	}
	if bits == 64 && signed && r >= math.Ldexp(1, 63) {
		return math.MaxInt64
	}
	if bits == 64 && !signed && r >= math.Ldexp(1, 63) {
		return int64(uint64(r))
	}
	return int64(r)
}
