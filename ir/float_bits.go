package ir

import "math"

// FloatToBits encodes v (already representable, or it is rounded first) in ft's layout,
// for formats of at most 64 bits (WideFloatBits serves f80 and f128).
func FloatToBits(v float64, ft *FloatType) uint64 {
	switch ft.Width {
	case 64:
		return math.Float64bits(v)
	case 32:
		if math.IsNaN(v) {
			// By hand: the hardware conversion would quiet a signaling NaN.
			b := math.Float64bits(v)
			payload := b & (1<<52 - 1) >> 29
			if payload == 0 {
				payload = 1 << 22
			}
			return b>>63<<31 | 0xFF<<23 | payload
		}
		return uint64(math.Float32bits(float32(v)))
	}
	if ft.Width > 64 {
		_, lo := WideFloatBits(v, ft)
		return lo
	}
	m, e := ft.Mant, ft.Exp
	bias := ft.expBias()
	signBit := uint64(1) << uint(m+e)
	var sign uint64
	if math.Signbit(v) {
		sign = signBit
	}
	expMask := uint64(1<<uint(e)) - 1
	if !math.IsNaN(v) {
		v = RoundToType(v, ft)
	}
	switch {
	case math.IsNaN(v):
		switch ft.NonFinite {
		case NaNOnlyNegZero:
			return signBit
		case NaNOnlyAllOnes:
			return sign | expMask<<uint(m) | (1<<uint(m) - 1)
		}
		// The payload rides in the top bits of float64's (see BitsToFloat).
		payload := math.Float64bits(v) & (1<<52 - 1) >> uint(52-m)
		if payload == 0 {
			payload = 1 << uint(m-1)
		}
		return sign | expMask<<uint(m) | payload
	case math.IsInf(v, 0):
		return sign | expMask<<uint(m)
	case v == 0:
		return sign
	}
	x := math.Abs(v)
	_, exp := math.Frexp(x)
	E := exp - 1
	if E < 1-bias { // subnormal
		return sign | uint64(math.Ldexp(x, m+bias-1))
	}
	frac := uint64(math.Ldexp(x, m-E)) - 1<<uint(m)
	return sign | uint64(E+bias)<<uint(m) | frac
}

// BitsToFloat decodes ft's layout into a float64 (exact for formats up to f64).
func BitsToFloat(b uint64, ft *FloatType) float64 {
	switch ft.Width {
	case 64:
		return math.Float64frombits(b)
	case 32:
		if b>>23&0xFF == 0xFF && b&(1<<23-1) != 0 {
			// A NaN keeps its payload, signaling bit included, in float64's top
			// mantissa bits, as for the narrower formats below.
			return math.Float64frombits(b>>31&1<<63 | 0x7FF<<52 | (b&(1<<23-1))<<29)
		}
		return float64(math.Float32frombits(uint32(b)))
	}
	m, e := ft.Mant, ft.Exp
	bias := ft.expBias()
	frac := b & (1<<uint(m) - 1)
	ex := int(b>>uint(m)) & (1<<uint(e) - 1)
	neg := b>>uint(m+e)&1 == 1
	top := ex == 1<<uint(e)-1
	var v float64
	switch {
	case ft.NonFinite == NaNOnlyNegZero && neg && ex == 0 && frac == 0:
		// The one NaN is, as APFloat reads it, positive and quiet with no payload
		// (math.NaN() has a payload bit, which conversions would carry).
		return math.Float64frombits(0x7FF8 << 48)
	case ft.NonFinite == NaNOnlyAllOnes && top && frac == 1<<uint(m)-1,
		ft.NonFinite == IEEENonFinite && top && frac != 0:
		// Keep the payload (and the sign) in float64's top mantissa bits.
		nb := uint64(0x7FF)<<52 | frac<<uint(52-m)
		if neg {
			nb |= 1 << 63
		}
		return math.Float64frombits(nb)
	case ft.NonFinite == IEEENonFinite && top:
		v = math.Inf(1)
	case ex == 0:
		v = math.Ldexp(float64(frac), 1-bias-m)
	default:
		v = math.Ldexp(float64(frac|1<<uint(m)), ex-bias-m)
	}
	if neg {
		v = -v
	}
	return v
}

// WideFloatBits encodes a float64 value in f80 (x87 extended: 15-bit exponent, explicit
// integer bit, 63-bit fraction) or f128 (IEEE quad) as (high, low) 64-bit halves.
func WideFloatBits(v float64, ft *FloatType) (hi, lo uint64) {
	const bias = 16383
	neg := math.Signbit(v)
	var exp uint64
	var sig uint64 // the float64's 52 fraction bits, left-aligned in 64
	switch {
	case math.IsNaN(v):
		exp, sig = 0x7FFF, math.Float64bits(v)<<12
	case math.IsInf(v, 0):
		exp = 0x7FFF
	case v == 0:
	default:
		frac, e := math.Frexp(math.Abs(v)) // v = frac * 2^e, frac in [0.5, 1)
		exp = uint64(e - 1 + bias)
		sig = uint64(math.Ldexp(frac, 53)) << 12 // the integer bit (bit 52) shifts out
	}
	var s uint64
	if neg {
		s = 1
	}
	if ft.Width == 80 {
		lo = sig >> 1
		if exp != 0 || v != 0 {
			lo |= 1 << 63 // explicit integer bit (set for normals, inf and NaN)
		}
		return s<<15 | exp, lo
	}
	// f128: 112 fraction bits = our 64 left-aligned bits followed by 48 zeros.
	return s<<63 | exp<<48 | sig>>16, sig << 48
}
