package ir

import (
	"math/big"
	"strings"
)

// WideText is the literal mlir-opt prints for w, a value of ft: the six-digit
// exponential form when it reads back (in ft's own precision) to the same bits, else
// APFloat's default form when it has a '.', else the bit pattern in hex (NaN and
// infinity always).
func (w Wide) WideText(ft *FloatType) string {
	if w.Class == WideZero || w.Class == WideFinite {
		s := w.apText(ft, 6, 0, false)
		if r, ok := ParseWideDecimal(s, ft); ok && WideEqual(r, w, ft) {
			return s
		}
		if s := w.apText(ft, 0, 3, true); strings.IndexByte(s, '.') >= 0 {
			return s
		}
	}
	return "0x" + w.HexDigits(ft)
}

// apText is APFloat::toString of a finite or zero value (see APFloatText).
func (w Wide) apText(ft *FloatType, precision, maxPadding int, truncateZero bool) string {
	var out []byte
	if w.Neg {
		out = append(out, '-')
	}
	if w.Class == WideZero {
		return string(append(out, zeroText(precision, maxPadding, truncateZero)...))
	}
	w = w.norm()
	return string(apfloatDigits(out, new(big.Int).Set(w.M), w.E, ft.Mant+1, precision, maxPadding, truncateZero))
}

// ParseWideDecimal reads a decimal literal ([-]digits[.digits][e[+-]digits]) exactly and
// rounds it once to ft, as APFloat's convertFromString does.
func ParseWideDecimal(s string, ft *FloatType) (Wide, bool) {
	if _, ok := semOf(ft); !ok {
		return Wide{}, false
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimLeft(s, "+-")
	exp10 := 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		e, ok := decimalExp(s[i+1:])
		if !ok {
			return Wide{}, false
		}
		exp10, s = e, s[:i]
	}
	if i := strings.IndexByte(s, '.'); i >= 0 {
		exp10 -= len(s) - i - 1
		s = s[:i] + s[i+1:]
	}
	d, ok := new(big.Int).SetString(s, 10)
	if !ok || d.Sign() < 0 {
		return Wide{}, false
	}
	if d.Sign() == 0 {
		return Wide{Class: WideZero, Neg: neg}, true
	}
	if exp10 >= 0 {
		d.Mul(d, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(exp10)), nil))
		return WideRound(neg, d, 0, false, ft), true
	}
	// d / 10^-exp10: divide with enough quotient bits and a sticky remainder.
	den := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-exp10)), nil)
	k := max(0, ft.Mant+4+den.BitLen()-d.BitLen())
	q, r := new(big.Int).QuoRem(new(big.Int).Lsh(d, uint(k)), den, new(big.Int))
	return WideRound(neg, q, -k, r.Sign() != 0, ft), true
}

// decimalExp parses a signed decimal exponent, refusing absurd ones.
func decimalExp(s string) (int, bool) {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimLeft(s, "+-")
	if s == "" || len(s) > 6 {
		return 0, false
	}
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}
