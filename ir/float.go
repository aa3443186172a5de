package ir

import "math"

// NonFinite says how a float format spends its encodings on infinities and NaNs; the f8
// formats differ from IEEE here, and values must round and encode as LLVM's APFloat
// does for each.
type NonFinite uint8

const (
	// IEEENonFinite: an all-ones exponent encodes infinity (zero mantissa) or NaN.
	IEEENonFinite NonFinite = iota
	// NaNOnlyAllOnes ("FN"): no infinity; only the all-ones exponent and mantissa is
	// NaN, so the top exponent holds finite values too (f8E4M3FN).
	NaNOnlyAllOnes
	// NaNOnlyNegZero ("FNUZ"): no infinity and no negative zero; the negative-zero
	// encoding (sign bit alone) is the one NaN (f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ).
	NaNOnlyNegZero
)

// expBias returns the exponent bias.
func (ft *FloatType) expBias() int {
	if ft.Bias != 0 {
		return ft.Bias
	}
	return 1<<(ft.Exp-1) - 1
}

// ExpBias returns the format's exponent bias.
func (ft *FloatType) ExpBias() int { return ft.expBias() }

// HasInf reports whether the format has infinities.
func (ft *FloatType) HasInf() bool { return ft.NonFinite == IEEENonFinite }

// maxExp is the unbiased exponent of the largest finite value.
func (ft *FloatType) maxExp() int {
	if ft.NonFinite == IEEENonFinite {
		return ft.expBias()
	}
	return 1<<ft.Exp - 1 - ft.expBias()
}

// MaxFinite returns the largest finite value of a format of at most 64 bits.
func (ft *FloatType) MaxFinite() float64 {
	m := float64(int64(1)<<(ft.Mant+1) - 1) // all-ones significand
	if ft.NonFinite == NaNOnlyAllOnes {
		m-- // all-ones mantissa at the top exponent is the NaN
	}
	return math.Ldexp(m, ft.maxExp()-ft.Mant)
}

// overflowValue is what rounding a too-large magnitude gives: infinity, or NaN where the
// format has no infinity.
func (ft *FloatType) overflowValue(neg bool) float64 {
	r := math.NaN()
	if ft.HasInf() {
		r = math.Inf(1)
	}
	if neg {
		r = math.Copysign(r, -1) // FN formats keep the sign on the NaN (0xFF)
	}
	if !ft.HasInf() {
		return BitsToFloat(FloatToBits(r, ft), ft) // the NaN as its encoding reads
	}
	return r
}

// RoundToType rounds v to the nearest value representable in ft (round half to even),
// overflowing to infinity (NaN in formats without one), as APFloat's conversion does.
func RoundToType(v float64, ft *FloatType) float64 {
	switch ft.Width {
	case 64:
		return v
	case 32:
		if math.IsNaN(v) {
			return v // a NaN as it is: the conversion would quiet a signaling one
		}
		return float64(float32(v))
	}
	if math.IsNaN(v) {
		if ft.NonFinite != IEEENonFinite {
			// The format has one NaN per sign (or one): hold it as its encoding reads, so
			// equal encodings are equal values (constants are uniqued by their bits).
			return BitsToFloat(FloatToBits(v, ft), ft)
		}
		return v
	}
	if math.IsInf(v, 0) {
		if ft.HasInf() {
			return v
		}
		return ft.overflowValue(v < 0)
	}
	if v == 0 {
		if ft.NonFinite == NaNOnlyNegZero {
			return 0
		}
		return v
	}
	if ft.Mant >= 52 { // f80, f128: every float64 is exact
		return v
	}
	m := ft.Mant
	emin := 1 - ft.expBias()
	x := math.Abs(v)
	_, exp := math.Frexp(x)
	E := exp - 1
	if E < emin {
		E = emin
	}
	q := math.Ldexp(1, E-m)
	r := math.RoundToEven(x/q) * q
	if r > ft.MaxFinite() {
		return ft.overflowValue(v < 0)
	}
	if r == 0 && ft.NonFinite == NaNOnlyNegZero {
		return 0
	}
	return math.Copysign(r, v)
}
