package ir

import (
	"math"
	"math/big"
	"strconv"
)

// APFloatText renders an exactly representable value the way LLVM's APFloat::toString
// does, because mlir-opt prints float attributes with it (and PyAsc names and writes its
// float constants with it), so our output must match digit for digit. Its rounding is not IEEE's: the exact decimal expansion is first cut by a
// power of ten estimated from bit counts (a truncation), and only the digits left are
// then rounded half-up to the precision. So 0.1 in f16 (0.0999755859375) prints as
// 9.997550e-02, not the correctly rounded 9.997560e-02.
//
// semPrecision is the type's significand bits (implicit bit included); precision 0 means
// the type's default (2 + semPrecision*59/196 digits); maxPadding 0 forces scientific form;
// truncateZero selects the `1.5E+10` style over `1.500000e+10`.
func APFloatText(v float64, semPrecision, precision, maxPadding int, truncateZero bool) string {
	switch {
	case math.IsInf(v, 1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case math.IsNaN(v):
		return "NaN"
	}
	neg := math.Signbit(v)
	v = math.Abs(v)
	var out []byte
	if neg {
		out = append(out, '-')
	}
	if v == 0 {
		// Zero is written before the default precision applies.
		return string(append(out, zeroText(precision, maxPadding, truncateZero)...))
	}
	// v = sig * 2^exp with sig odd.
	frac, e2 := math.Frexp(v)
	sig := uint64(math.Ldexp(frac, 53))
	exp := e2 - 53
	for sig&1 == 0 {
		sig >>= 1
		exp++
	}
	return string(apfloatDigits(out, new(big.Int).SetUint64(sig), exp, semPrecision, precision, maxPadding, truncateZero))
}

// apfloatDigits appends the text of the value n * 2^exp (n > 0, odd) to out, as
// APFloatText describes.
func apfloatDigits(out []byte, n *big.Int, exp, semPrecision, precision, maxPadding int, truncateZero bool) []byte {
	if precision == 0 {
		precision = 2 + semPrecision*59/196
	}
	if exp > 0 {
		n.Lsh(n, uint(exp))
		exp = 0
	} else if exp < 0 {
		// sig * 2^-k == sig * 5^k * 10^-k
		n.Mul(n, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil))
	}
	// Cut the integer by the number of decimal digits its bit count says are surplus.
	bitsRequired := (precision*196 + 58) / 59
	if bits := n.BitLen(); bits > bitsRequired {
		if tens := (bits - bitsRequired) * 59 / 196; tens > 0 {
			exp += tens
			n.Quo(n, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tens)), nil))
		}
	}
	digits := []byte(n.String()) // most significant first
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	digits, exp = roundHalfUp(digits, exp, precision)
	return append(out, layoutDigits(digits, exp, precision, maxPadding, truncateZero)...)
}

// roundHalfUp keeps the first precision digits, rounding half up on the first dropped
// digit and dropping the trailing zeros that leaves; exp is the power of ten of the last
// digit.
func roundHalfUp(digits []byte, exp, precision int) ([]byte, int) {
	if len(digits) <= precision {
		return digits, exp
	}
	drop := len(digits) - precision
	up := digits[precision] >= '5'
	digits = digits[:precision]
	exp += drop
	if up {
		i := len(digits) - 1
		for i >= 0 && digits[i] == '9' {
			i--
		}
		if i < 0 {
			return []byte{'1'}, exp + len(digits)
		}
		digits[i]++
		exp += len(digits) - 1 - i
		digits = digits[:i+1]
	}
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	return digits, exp
}

// layoutDigits places the decimal point: scientific unless maxPadding allows a positional
// form that needs at most that many padding zeros.
func layoutDigits(digits []byte, exp, precision, maxPadding int, truncateZero bool) []byte {
	nd := len(digits)
	scientific := maxPadding == 0
	if !scientific {
		if exp >= 0 {
			scientific = exp > maxPadding || nd+exp > precision
		} else if msd := exp + nd - 1; msd < 0 {
			scientific = -msd > maxPadding
		}
	}
	var out []byte
	if scientific {
		exp += nd - 1
		out = append(out, digits[0], '.')
		if nd == 1 && truncateZero {
			out = append(out, '0')
		} else {
			out = append(out, digits[1:]...)
		}
		if !truncateZero {
			for i := nd - 1; i < precision; i++ {
				out = append(out, '0')
			}
		}
		if truncateZero {
			out = append(out, 'E')
		} else {
			out = append(out, 'e')
		}
		if exp >= 0 {
			out = append(out, '+')
		} else {
			out = append(out, '-')
			exp = -exp
		}
		if !truncateZero && exp < 10 {
			out = append(out, '0')
		}
		return strconv.AppendInt(out, int64(exp), 10)
	}
	if exp >= 0 {
		out = append(out, digits...)
		for i := 0; i < exp; i++ {
			out = append(out, '0')
		}
		return out
	}
	whole := exp + nd
	if whole > 0 {
		out = append(out, digits[:whole]...)
		out = append(out, '.')
		return append(out, digits[whole:]...)
	}
	out = append(out, '0', '.')
	for i := 0; i < -whole; i++ {
		out = append(out, '0')
	}
	return append(out, digits...)
}

// zeroText is APFloat's rendering of zero: "0.0" and precision-1 more zeros in
// scientific form (so "0.0e+00" at the default precision 0).
func zeroText(precision, maxPadding int, truncateZero bool) string {
	switch {
	case maxPadding > 0:
		return "0"
	case truncateZero:
		return "0.0E+0"
	}
	s := "0.0"
	for i := 1; i < precision; i++ {
		s += "0"
	}
	return s + "e+00"
}
