package ir

import (
	"math"
	"math/big"
)

// f80 and f128 values do not fit a float64, so their folding computes on Wide: an exact
// sign, integer significand and binary exponent, rounded to the format with the rules of
// LLVM's APFloat (round to nearest even, gradual underflow, overflow to infinity). The
// <=64-bit formats never come here: their float64 path is exact and faster.

// WideClass is the category of a Wide value.
type WideClass uint8

const (
	WideZero WideClass = iota
	WideFinite
	WideInf
	WideNaN
)

// Wide is an f80/f128 value (or an intermediate exact one). A finite value is M * 2^E
// with M > 0; a NaN keeps in M its significand field as APFloat holds it (f80: all 64
// bits, explicit integer bit included; IEEE formats: the fraction bits).
type Wide struct {
	Class WideClass
	Neg   bool
	M     *big.Int
	E     int
}

// fsem is what rounding needs of a format: significand precision and exponent range
// (of the leading bit of normal values).
type fsem struct {
	prec, emin, emax int
	x87              bool // explicit integer bit (f80)
	mant             int  // fraction field width
}

// semOf returns the rounding semantics of an IEEE-like format (f80 included); formats
// whose NaN/infinity encodings differ from IEEE's have none.
func semOf(ft *FloatType) (fsem, bool) {
	if ft == nil || ft.NonFinite != IEEENonFinite || ft.Bias != 0 {
		return fsem{}, false
	}
	bias := ft.expBias()
	return fsem{prec: ft.Mant + 1, emin: 1 - bias, emax: bias, x87: ft.Width == 80, mant: ft.Mant}, true
}

// IsWide reports whether t is a float type held as Wide (f80, f128).
func IsWide(t Type) bool {
	ft, ok := t.(*FloatType)
	return ok && ft != nil && ft.Mant > 52
}

// WideRound rounds the exact value (-1)^neg * (m + sticky) * 2^e, where sticky stands for
// a nonzero fraction below m's last bit, to the format ft.
func WideRound(neg bool, m *big.Int, e int, sticky bool, ft *FloatType) Wide {
	s, _ := semOf(ft)
	return s.round(neg, m, e, sticky)
}

func (s fsem) round(neg bool, m *big.Int, e int, sticky bool) Wide {
	if m.Sign() == 0 && !sticky {
		return Wide{Class: WideZero, Neg: neg}
	}
	lead := e + m.BitLen() - 1
	lsb := max(lead-(s.prec-1), s.emin-(s.prec-1))
	q := new(big.Int)
	if shift := lsb - e; shift <= 0 {
		q.Lsh(m, uint(-shift))
	} else {
		q.Rsh(m, uint(shift))
		rem := new(big.Int).Sub(m, new(big.Int).Lsh(q, uint(shift)))
		half := new(big.Int).Lsh(big.NewInt(1), uint(shift-1))
		c := rem.Cmp(half)
		if c > 0 || c == 0 && (sticky || q.Bit(0) == 1) {
			q.Add(q, big.NewInt(1))
		}
	}
	if q.BitLen() > s.prec {
		q.Rsh(q, 1)
		lsb++
	}
	if q.Sign() == 0 {
		return Wide{Class: WideZero, Neg: neg}
	}
	if lsb+q.BitLen()-1 > s.emax {
		return Wide{Class: WideInf, Neg: neg}
	}
	return Wide{Class: WideFinite, Neg: neg, M: q, E: lsb}
}

// DecodeWide reads the bit pattern of an f80/f128 value as APFloat does: an f80 pattern
// whose integer bit disagrees with its exponent (unnormal, pseudo-infinity, pseudo-NaN)
// is a NaN, and a pseudo-denormal (integer bit set, zero exponent) the normal value it
// spells.
func DecodeWide(bits *big.Int, ft *FloatType) Wide {
	s, _ := semOf(ft)
	sigW := s.mant
	if s.x87 {
		sigW = 64
	}
	sig := new(big.Int).And(bits, mask(sigW))
	exp := int(new(big.Int).Rsh(bits, uint(sigW)).Int64() & 0x7FFF)
	neg := bits.Bit(sigW+15) == 1
	intBit := s.x87 && sig.Bit(63) == 1
	frac := sig
	if s.x87 {
		frac = new(big.Int).SetBit(new(big.Int).Set(sig), 63, 0)
	}
	switch {
	case exp == 0x7FFF:
		if frac.Sign() == 0 && (!s.x87 || intBit) {
			return Wide{Class: WideInf, Neg: neg}
		}
		return Wide{Class: WideNaN, Neg: neg, M: sig}
	case exp == 0:
		if sig.Sign() == 0 {
			return Wide{Class: WideZero, Neg: neg}
		}
		return Wide{Class: WideFinite, Neg: neg, M: sig, E: s.emin - (s.prec - 1)}
	case s.x87 && !intBit:
		return Wide{Class: WideNaN, Neg: neg, M: sig}
	}
	m := sig
	if !s.x87 {
		m = new(big.Int).SetBit(new(big.Int).Set(sig), s.mant, 1)
	}
	return Wide{Class: WideFinite, Neg: neg, M: m, E: exp - s.emax - (s.prec - 1)}.norm()
}

// norm strips trailing zero bits so equal values compare equal field by field.
func (w Wide) norm() Wide {
	if w.Class != WideFinite {
		return w
	}
	if tz := w.M.TrailingZeroBits(); tz > 0 {
		w.M = new(big.Int).Rsh(w.M, tz)
		w.E += int(tz)
	}
	return w
}

func mask(n int) *big.Int {
	return new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(n)), big.NewInt(1))
}

// Bits encodes w (a value of ft) as APFloat's bitcastToAPInt does.
func (w Wide) Bits(ft *FloatType) *big.Int {
	s, _ := semOf(ft)
	sigW := s.mant
	if s.x87 {
		sigW = 64
	}
	var exp int64
	sig := new(big.Int)
	switch w.Class {
	case WideInf:
		exp = 0x7FFF
		if s.x87 {
			sig.SetBit(sig, 63, 1)
		}
	case WideNaN:
		exp = 0x7FFF
		sig.And(w.M, mask(sigW))
	case WideFinite:
		// Rounding an exact value gives the canonical significand: prec bits for a
		// normal, fewer with the last at emin-(prec-1) for a subnormal.
		r := s.round(false, w.M, w.E, false)
		sig.Set(r.M)
		if r.M.BitLen() == s.prec {
			exp = int64(r.E + s.prec - 1 + s.emax)
			if !s.x87 {
				sig.SetBit(sig, s.mant, 0)
			}
		}
	}
	b := new(big.Int).Lsh(big.NewInt(exp), uint(sigW))
	b.Or(b, sig)
	if w.Neg {
		b.SetBit(b, sigW+15, 1)
	}
	return b
}

// HexDigits is the upper-case hex of w's bits, padded to the format's width.
func (w Wide) HexDigits(ft *FloatType) string {
	h := []byte(w.Bits(ft).Text(16))
	for len(h) < (ft.Width+3)/4 {
		h = append([]byte{'0'}, h...)
	}
	for i, c := range h {
		if c >= 'a' && c <= 'f' {
			h[i] = c - 'a' + 'A'
		}
	}
	return string(h)
}

// WideFromFloat64 is the exact value of v, a value of ft (a NaN's payload, riding in the
// top of the float64's fraction, moves to the top of ft's).
func WideFromFloat64(v float64, ft *FloatType) Wide {
	neg := math.Signbit(v)
	switch {
	case math.IsNaN(v):
		s, _ := semOf(ft)
		m := new(big.Int).SetUint64(math.Float64bits(v) & (1<<52 - 1))
		if s.prec >= 53 {
			m.Lsh(m, uint(s.prec-53))
		} else {
			m.Rsh(m, uint(53-s.prec)) // a narrower format's payload rides in the top
		}
		if s.x87 {
			m.SetBit(m, 63, 1)
		}
		return Wide{Class: WideNaN, Neg: neg, M: m}
	case math.IsInf(v, 0):
		return Wide{Class: WideInf, Neg: neg}
	case v == 0:
		return Wide{Class: WideZero, Neg: neg}
	}
	frac, e := math.Frexp(math.Abs(v))
	m := new(big.Int).SetUint64(uint64(math.Ldexp(frac, 53)))
	return Wide{Class: WideFinite, Neg: neg, M: m, E: e - 53}.norm()
}

// Float64 returns w as a float64 when that holds it exactly (NaNs never: their payloads
// and quiet bits are the format's).
func (w Wide) Float64() (float64, bool) {
	sign := 1.0
	if w.Neg {
		sign = -1
	}
	switch w.Class {
	case WideZero:
		return math.Copysign(0, sign), true
	case WideInf:
		return math.Inf(int(sign)), true
	case WideNaN:
		return 0, false
	}
	w = w.norm()
	if w.M.BitLen() > 53 || w.E < -1074 || w.E+w.M.BitLen()-1 > 1023 {
		return 0, false
	}
	return sign * math.Ldexp(float64(w.M.Uint64()), w.E), true
}

// Signaling reports whether a NaN has its quiet bit clear.
func (w Wide) Signaling(ft *FloatType) bool {
	s, _ := semOf(ft)
	return w.Class == WideNaN && w.M.Bit(s.prec-2) == 0
}

// Quiet sets a NaN's quiet bit, as APFloat's makeQuiet.
func (w Wide) Quiet(ft *FloatType) Wide {
	s, _ := semOf(ft)
	w.M = new(big.Int).SetBit(new(big.Int).Set(w.M), s.prec-2, 1)
	return w
}

// DefaultNaN is the NaN an invalid operation makes (APFloat's makeNaN).
func DefaultNaN(ft *FloatType) Wide {
	s, _ := semOf(ft)
	m := new(big.Int).SetBit(new(big.Int), s.prec-2, 1)
	if s.x87 {
		m.SetBit(m, 63, 1)
	}
	return Wide{Class: WideNaN, M: m}
}

// WideEqual compares two values of one format bit for bit.
func WideEqual(a, b Wide, ft *FloatType) bool { return a.Bits(ft).Cmp(b.Bits(ft)) == 0 }

// NarrowFloat is w, a value of a format of at most 64 bits, as the float64 that holds
// it (a NaN's payload in the top of the fraction).
func (w Wide) NarrowFloat(ft *FloatType) float64 {
	if w.Class != WideNaN {
		v, _ := w.Float64()
		return v
	}
	b := uint64(0x7FF)<<52 | new(big.Int).And(w.M, mask(ft.Mant)).Uint64()<<uint(52-ft.Mant)
	if w.Neg {
		b |= 1 << 63
	}
	return math.Float64frombits(b)
}
