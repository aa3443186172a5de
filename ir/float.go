package ir

import "math"

// RoundToType rounds v to the nearest value representable in ft (round half to even),
// overflowing to infinity, as an IEEE conversion to that type would.
func RoundToType(v float64, ft *FloatType) float64 {
	switch ft.Width {
	case 64:
		return v
	case 32:
		return float64(float32(v))
	}
	if math.IsNaN(v) || math.IsInf(v, 0) || v == 0 {
		return v
	}
	m, e := ft.Mant, ft.Exp
	bias := 1<<(e-1) - 1
	emin := 1 - bias
	x := math.Abs(v)
	_, exp := math.Frexp(x)
	E := exp - 1
	if E < emin {
		E = emin
	}
	q := math.Ldexp(1, E-m)
	r := math.RoundToEven(x/q) * q
	if r >= math.Ldexp(1, bias+1) {
		r = math.Inf(1)
	}
	return math.Copysign(r, v)
}

// FloatToBits encodes v (already representable, or it is rounded first) in ft's IEEE layout.
func FloatToBits(v float64, ft *FloatType) uint64 {
	switch ft.Width {
	case 64:
		return math.Float64bits(v)
	case 32:
		return uint64(math.Float32bits(float32(v)))
	}
	m, e := ft.Mant, ft.Exp
	bias := 1<<(e-1) - 1
	var sign uint64
	if math.Signbit(v) {
		sign = 1 << uint(m+e)
	}
	expMask := uint64(1<<uint(e)) - 1
	switch {
	case math.IsNaN(v):
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
	x := math.Abs(RoundToType(v, ft))
	if math.IsInf(x, 0) {
		return sign | expMask<<uint(m)
	}
	if x == 0 { // rounded to zero (below half the smallest subnormal)
		return sign
	}
	_, exp := math.Frexp(x)
	E := exp - 1
	if E < 1-bias { // subnormal
		frac := uint64(math.Ldexp(x, m+bias-1))
		return sign | frac
	}
	frac := uint64(math.Ldexp(x, m-E)) - 1<<uint(m)
	return sign | uint64(E+bias)<<uint(m) | frac
}

// BitsToFloat decodes ft's IEEE layout into a float64 (exact for formats up to f64).
func BitsToFloat(b uint64, ft *FloatType) float64 {
	switch ft.Width {
	case 64:
		return math.Float64frombits(b)
	case 32:
		return float64(math.Float32frombits(uint32(b)))
	}
	m, e := ft.Mant, ft.Exp
	bias := 1<<(e-1) - 1
	frac := b & (1<<uint(m) - 1)
	ex := int(b>>uint(m)) & (1<<uint(e) - 1)
	neg := b>>uint(m+e)&1 == 1
	var v float64
	switch {
	case ex == 1<<uint(e)-1:
		if frac != 0 {
			// Keep the payload (and the sign) in float64's top mantissa bits.
			nb := uint64(0x7FF)<<52 | frac<<uint(52-m)
			if neg {
				nb |= 1 << 63
			}
			return math.Float64frombits(nb)
		} else {
			v = math.Inf(1)
		}
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
