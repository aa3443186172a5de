package numeric

import "math"

// Mode-aware narrowing conversions for the vector Cast (docs/sim/vector.md §3). Each takes
// an exact input, finds the two representable neighbours lo < v < hi and picks one by the
// RoundMode; saturation of finite overflow is the caller's (SatF16 / SatBF16).

// pick chooses between the neighbours lo < v < hi of an inexact v. loOdd says whether lo
// has an odd last significand bit (hi then has the other parity).
func pick(v, lo, hi float64, loOdd bool, m Round) float64 {
	switch m {
	case RoundFloor:
		return lo
	case RoundCeil:
		return hi
	case RoundTrunc:
		if v > 0 {
			return lo
		}
		return hi
	case RoundOdd:
		if loOdd {
			return lo
		}
		return hi
	}
	dl, dh := v-lo, hi-v
	switch {
	case dl < dh:
		return lo
	case dh < dl:
		return hi
	}
	if m == RoundRound { // tie: away from zero
		if v > 0 {
			return hi
		}
		return lo
	}
	if loOdd { // tie: to even
		return hi
	}
	return lo
}

// F32ToBF16Mode rounds a float32 to bfloat16 with mode m; it overflows to ±inf (see
// SatBF16). NaN stays NaN.
func F32ToBF16Mode(f float32, m Round) uint16 {
	b := math.Float32bits(f)
	if f != f || b&0xffff == 0 {
		return F32ToBF16(f) // NaN, or exact (including ±inf and ±0)
	}
	if m == RoundNone {
		m = RoundRint
	}
	t := uint16(b >> 16) // truncated: the neighbour nearer zero
	u := t + 1           // the neighbour farther from zero (may be inf)
	tv, uv := float64(BF16ToF32(t)), float64(BF16ToF32(u))
	lo, hi, loOdd := tv, uv, t&1 == 1
	if f < 0 {
		lo, hi, loOdd = uv, tv, u&1 == 1
	}
	if pick(float64(f), lo, hi, loOdd, m) == float64(BF16ToF32(t)) {
		return t
	}
	return u
}

// F64ToF32Mode rounds an exact float64 to float32 with mode m (int32 -> f32 conversions);
// it overflows to ±inf.
func F64ToF32Mode(v float64, m Round) float32 {
	r := float32(v)
	if v != v || float64(r) == v {
		return r
	}
	if m == RoundNone {
		m = RoundRint
	}
	var lo, hi float32
	if float64(r) < v {
		lo, hi = r, math.Nextafter32(r, float32(math.Inf(1)))
	} else {
		lo, hi = math.Nextafter32(r, float32(math.Inf(-1))), r
	}
	loOdd := math.Float32bits(lo)&1 == 1
	if pick(v, float64(lo), float64(hi), loOdd, m) == float64(lo) {
		return lo
	}
	return hi
}

// MaxF16 and MaxBF16 are the largest finite values' bit patterns.
const (
	MaxF16  uint16 = 0x7bff
	MaxBF16 uint16 = 0x7f7f
)

// SatHalf replaces an infinity that a finite input rounded to with the largest finite
// value of that sign (hardware.md §7: overflow saturates). max is MaxF16 or MaxBF16.
func SatHalf(h uint16, inputFinite bool, max uint16) uint16 {
	inf := max + 1
	if inputFinite && h&0x7fff == inf {
		return h&0x8000 | max
	}
	return h
}
