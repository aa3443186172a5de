package ascendc

import (
	"math"
	"math/big"
	"strings"
)

// Decimal rendering of float constants as LLVM's APFloat::toString writes them, which
// PyAsc uses for both constant names and literals (emission spec, Appendix C): the exact
// binary value is turned into decimal digits, cut to the precision of the type in two
// steps (first whole powers of ten are divided away with truncation, then the remaining
// digits are rounded half up on the first dropped digit), and written in scientific or
// positional notation. Go's strconv rounds correctly and would differ in the last digit.

// significandBits is the precision (in bits, implicit bit included) of each float type.
var significandBits = map[string]int{"f16": 11, "bf16": 8, "f32": 24, "f64": 53}

// apfloatText renders v, a value of the float type named ft (exactly representable in it),
// like APFloat::toString(precision 0, maxPadding, truncateZero).
func apfloatText(v float64, ft string, maxPadding int, truncateZero bool) string {
	prec := 2 + significandBits[ft]*59/196
	switch {
	case math.IsInf(v, 1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case math.IsNaN(v):
		return "NaN"
	}
	var b strings.Builder
	if math.Signbit(v) {
		b.WriteByte('-')
		v = -v
	}
	if v == 0 {
		switch {
		case maxPadding > 0:
			b.WriteString("0")
		case truncateZero:
			b.WriteString("0.0E+0")
		default:
			b.WriteString("0.0e+00")
		}
		return b.String()
	}
	digits, exp := decimalDigits(v, prec)
	writeDigits(&b, digits, exp, prec, maxPadding, truncateZero)
	return b.String()
}

// decimalDigits returns the significant digits of v (most significant first, no trailing
// zeros) and the power of ten of the last one, cut to prec digits as APFloat does.
func decimalDigits(v float64, prec int) ([]byte, int) {
	frac, e2 := math.Frexp(v) // v = frac * 2^e2, frac in [0.5, 1)
	m := uint64(frac * (1 << 53))
	e2 -= 53
	for m&1 == 0 {
		m >>= 1
		e2++
	}
	sig := new(big.Int).SetUint64(m)
	exp := 0
	if e2 > 0 {
		sig.Lsh(sig, uint(e2))
	} else if e2 < 0 {
		// sig * 2^e2 == sig * 5^-e2 * 10^e2
		five := new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-e2)), nil)
		sig.Mul(sig, five)
		exp = e2
	}
	// Divide away the powers of ten the precision cannot use (truncating).
	bitsRequired := (prec*196 + 58) / 59
	if bits := sig.BitLen(); bits > bitsRequired {
		if tens := (bits - bitsRequired) * 59 / 196; tens > 0 {
			exp += tens
			sig.Quo(sig, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tens)), nil))
		}
	}
	s := []byte(sig.String())
	for len(s) > 1 && s[len(s)-1] == '0' {
		s = s[:len(s)-1]
		exp++
	}
	if len(s) <= prec {
		return s, exp
	}
	// Keep prec digits, rounding half up on the first dropped one.
	dropped := len(s) - prec
	exp += dropped
	first := s[prec]
	s = s[:prec]
	if first >= '5' {
		i := len(s) - 1
		for ; i >= 0 && s[i] == '9'; i-- {
			exp++
		}
		if i < 0 {
			return []byte{'1'}, exp
		}
		s = s[:i+1]
		s[i]++
	}
	for len(s) > 1 && s[len(s)-1] == '0' {
		s = s[:len(s)-1]
		exp++
	}
	return s, exp
}

// writeDigits writes digits * 10^exp in APFloat's notation.
func writeDigits(b *strings.Builder, digits []byte, exp, prec, maxPadding int, truncateZero bool) {
	n := len(digits)
	scientific := true
	if maxPadding > 0 {
		if exp >= 0 {
			scientific = exp > maxPadding || n+exp > prec
		} else if msd := exp + n - 1; msd < 0 {
			scientific = -msd > maxPadding
		} else {
			scientific = false
		}
	}
	switch {
	case scientific:
		e := exp + n - 1
		b.WriteByte(digits[0])
		b.WriteByte('.')
		if n == 1 && truncateZero {
			b.WriteByte('0')
		} else {
			b.Write(digits[1:])
		}
		if !truncateZero && prec > n-1 {
			b.WriteString(strings.Repeat("0", prec-n+1))
		}
		if truncateZero {
			b.WriteByte('E')
		} else {
			b.WriteByte('e')
		}
		if e >= 0 {
			b.WriteByte('+')
		} else {
			b.WriteByte('-')
			e = -e
		}
		es := itoa(e)
		if !truncateZero && len(es) < 2 {
			es = "0" + es
		}
		b.WriteString(es)
	case exp >= 0:
		b.Write(digits)
		b.WriteString(strings.Repeat("0", exp))
	default:
		whole := exp + n
		if whole > 0 {
			b.Write(digits[:whole])
			b.WriteByte('.')
			b.Write(digits[whole:])
		} else {
			b.WriteString("0.")
			b.WriteString(strings.Repeat("0", -whole))
			b.Write(digits)
		}
	}
}
