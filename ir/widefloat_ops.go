package ir

import "math/big"

// Arithmetic on Wide values of one format, rounded once as APFloat's operations are.
// Operands are values of ft (already rounded to it).

// nanOf is the NaN result of an operation with a NaN operand: the first NaN, quieted.
func nanOf(ft *FloatType, ins ...Wide) (Wide, bool) {
	for _, x := range ins {
		if x.Class == WideNaN {
			return x.Quiet(ft), true
		}
	}
	return Wide{}, false
}

// WideNeg flips the sign (NaNs too, payload kept).
func WideNeg(a Wide) Wide { a.Neg = !a.Neg; return a }

// WideAbs clears the sign.
func WideAbs(a Wide) Wide { a.Neg = false; return a }

// WideCopySign gives a the sign of b.
func WideCopySign(a, b Wide) Wide { a.Neg = b.Neg; return a }

// align returns a's and b's significands scaled to their common lowest exponent.
func align(a, b Wide) (*big.Int, *big.Int, int) {
	e := min(a.E, b.E)
	return new(big.Int).Lsh(a.M, uint(a.E-e)), new(big.Int).Lsh(b.M, uint(b.E-e)), e
}

func signed(neg bool, m *big.Int) *big.Int {
	if neg {
		return new(big.Int).Neg(m)
	}
	return m
}

// WideAdd is a + b.
func WideAdd(a, b Wide, ft *FloatType) Wide {
	if n, ok := nanOf(ft, a, b); ok {
		return n
	}
	switch {
	case a.Class == WideInf && b.Class == WideInf && a.Neg != b.Neg:
		return DefaultNaN(ft)
	case a.Class == WideInf:
		return a
	case b.Class == WideInf:
		return b
	case a.Class == WideZero && b.Class == WideZero:
		return Wide{Class: WideZero, Neg: a.Neg && b.Neg}
	case a.Class == WideZero:
		return b
	case b.Class == WideZero:
		return a
	}
	x, y, e := align(a, b)
	sum := new(big.Int).Add(signed(a.Neg, x), signed(b.Neg, y))
	return WideRound(sum.Sign() < 0, sum.Abs(sum), e, false, ft)
}

// WideSub is a - b (a NaN b keeps its sign).
func WideSub(a, b Wide, ft *FloatType) Wide {
	if n, ok := nanOf(ft, a, b); ok {
		return n
	}
	return WideAdd(a, WideNeg(b), ft)
}

// WideMul is a * b.
func WideMul(a, b Wide, ft *FloatType) Wide {
	if n, ok := nanOf(ft, a, b); ok {
		return n
	}
	neg := a.Neg != b.Neg
	switch {
	case a.Class == WideInf && b.Class == WideZero, a.Class == WideZero && b.Class == WideInf:
		return DefaultNaN(ft)
	case a.Class == WideInf || b.Class == WideInf:
		return Wide{Class: WideInf, Neg: neg}
	case a.Class == WideZero || b.Class == WideZero:
		return Wide{Class: WideZero, Neg: neg}
	}
	return WideRound(neg, new(big.Int).Mul(a.M, b.M), a.E+b.E, false, ft)
}

// WideDiv is a / b.
func WideDiv(a, b Wide, ft *FloatType) Wide {
	if n, ok := nanOf(ft, a, b); ok {
		return n
	}
	neg := a.Neg != b.Neg
	switch {
	case a.Class == b.Class && (a.Class == WideInf || a.Class == WideZero):
		return DefaultNaN(ft)
	case a.Class == WideInf || b.Class == WideZero:
		return Wide{Class: WideInf, Neg: neg}
	case a.Class == WideZero || b.Class == WideInf:
		return Wide{Class: WideZero, Neg: neg}
	}
	// Scale the dividend so the quotient keeps two bits beyond the precision; the
	// remainder says whether anything lies below them.
	s, _ := semOf(ft)
	k := max(0, s.prec+2+b.M.BitLen()-a.M.BitLen())
	q, r := new(big.Int).QuoRem(new(big.Int).Lsh(a.M, uint(k)), b.M, new(big.Int))
	return WideRound(neg, q, a.E-k-b.E, r.Sign() != 0, ft)
}

// WideRem is fmod(a, b), exact, with a's sign (APFloat::mod).
func WideRem(a, b Wide, ft *FloatType) Wide {
	if n, ok := nanOf(ft, a, b); ok {
		return n
	}
	switch {
	case a.Class == WideInf || b.Class == WideZero:
		return DefaultNaN(ft)
	case a.Class == WideZero || b.Class == WideInf:
		return a
	}
	x, y, e := align(a, b)
	x.Rem(x, y)
	return WideRound(a.Neg, x, e, false, ft)
}

// WideFMA is a * b + c rounded once.
func WideFMA(a, b, c Wide, ft *FloatType) Wide {
	if a.Class != WideFinite || b.Class != WideFinite || c.Class != WideFinite {
		// Not all finite: the product's special rules, then the sum's.
		if n, ok := nanOf(ft, a, b, c); ok {
			return n
		}
		return WideAdd(WideMul(a, b, ft), c, ft)
	}
	p := Wide{Class: WideFinite, Neg: a.Neg != b.Neg, M: new(big.Int).Mul(a.M, b.M), E: a.E + b.E}
	x, y, e := align(p, c)
	sum := new(big.Int).Add(signed(p.Neg, x), signed(c.Neg, y))
	return WideRound(sum.Sign() < 0, sum.Abs(sum), e, false, ft)
}

// WideCmp orders a and b: -1, 0, 1, or 2 when unordered (a NaN).
func WideCmp(a, b Wide) int {
	if a.Class == WideNaN || b.Class == WideNaN {
		return 2
	}
	sa, sb := a.sign(), b.sign()
	switch {
	case sa != sb:
		if sa < sb {
			return -1
		}
		return 1
	case sa == 0:
		return 0
	}
	c := a.magCmp(b)
	return c * sa
}

func (w Wide) sign() int {
	switch {
	case w.Class == WideZero:
		return 0
	case w.Neg:
		return -1
	}
	return 1
}

// magCmp compares magnitudes of two nonzero non-NaN values.
func (w Wide) magCmp(o Wide) int {
	switch {
	case w.Class == WideInf && o.Class == WideInf:
		return 0
	case w.Class == WideInf:
		return 1
	case o.Class == WideInf:
		return -1
	}
	x, y, _ := align(w, o)
	return x.Cmp(y)
}

// RoundMode names the roundings of roundToIntegral.
type RoundMode uint8

const (
	RoundNearestEven RoundMode = iota
	RoundNearestAway
	RoundUp   // toward +inf (ceil)
	RoundDown // toward -inf (floor)
	RoundZero // trunc
)

// WideRoundInt rounds to an integral value in the mode (APFloat's roundToIntegral: a
// signaling NaN comes back quiet, and a zero result keeps the operand's sign).
func WideRoundInt(a Wide, mode RoundMode, ft *FloatType) Wide {
	if a.Class == WideNaN {
		return a.Quiet(ft)
	}
	if a.Class != WideFinite || a.E >= 0 {
		return a
	}
	q, frac := new(big.Int).Rsh(a.M, uint(-a.E)), new(big.Int).And(a.M, mask(-a.E))
	if frac.Sign() != 0 {
		half := new(big.Int).Lsh(big.NewInt(1), uint(-a.E-1))
		c := frac.Cmp(half)
		up := false
		switch mode {
		case RoundNearestEven:
			up = c > 0 || c == 0 && q.Bit(0) == 1
		case RoundNearestAway:
			up = c >= 0
		case RoundUp:
			up = !a.Neg
		case RoundDown:
			up = a.Neg
		}
		if up {
			q.Add(q, big.NewInt(1))
		}
	}
	return WideRound(a.Neg, q, 0, false, ft)
}

// WideToInt truncates a finite value toward zero; ok is false for NaN and infinity.
func WideToInt(a Wide) (*big.Int, bool) {
	switch a.Class {
	case WideZero:
		return new(big.Int), true
	case WideFinite:
		var v *big.Int
		if a.E >= 0 {
			v = new(big.Int).Lsh(a.M, uint(a.E))
		} else {
			v = new(big.Int).Rsh(a.M, uint(-a.E))
		}
		return signed(a.Neg, v), true
	}
	return nil, false
}

// WideFromInt rounds an integer to ft (zero is +0).
func WideFromInt(v *big.Int, ft *FloatType) Wide {
	return WideRound(v.Sign() < 0, new(big.Int).Abs(v), 0, false, ft)
}

// WideConvert converts a value of format from to format to (either may be narrower than
// f80), and reports whether that was exact and raised nothing, the condition under which
// MLIR folds extf/truncf: an inexact value, a signaling NaN, NaN payload bits lost, or an
// f80 NaN no other format can spell (integer or quiet bit clear) all fail.
func WideConvert(a Wide, from, to *FloatType) (Wide, bool) {
	fs, ok1 := semOf(from)
	ts, ok2 := semOf(to)
	if !ok1 && ok2 && (a.Class == WideFinite || a.Class == WideZero) {
		// A finite value or zero of a format whose NaN/infinity encodings are not IEEE's
		// (the f8 FN/FNUZ kinds) is an ordinary value: convert it by rounding alone; its
		// NaN has a fixed meaning of its own (nanOnlyToWide).
		return WideConvertValue(a, to)
	}
	if !ok1 && ok2 && a.Class == WideNaN {
		return nanOnlyToWide(a, from, ts), true
	}
	if !ok1 || !ok2 {
		return Wide{}, false
	}
	switch a.Class {
	case WideZero, WideInf:
		return a, true
	case WideFinite:
		r := ts.round(a.Neg, a.M, a.E, false)
		return r, r.Class == WideFinite && WideCmp(r, a) == 0
	}
	special := fs.x87 && !ts.x87 && (a.M.Bit(63) == 0 || a.M.Bit(62) == 0)
	if a.Signaling(from) || special {
		return Wide{}, false
	}
	m := new(big.Int)
	if sh := ts.prec - fs.prec; sh >= 0 {
		m.Lsh(a.M, uint(sh))
	} else {
		if new(big.Int).And(a.M, mask(-sh)).Sign() != 0 {
			return Wide{}, false
		}
		m.Rsh(a.M, uint(-sh))
	}
	sigW := ts.mant
	if ts.x87 {
		m.SetBit(m, 63, 1)
		sigW = 64
	}
	m.And(m, mask(sigW))
	return Wide{Class: WideNaN, Neg: a.Neg, M: m}, true
}

// nanOnlyToWide converts the NaN of a format whose NaN is one fixed encoding to the IEEE
// format ts, as APFloat does: an FN format's NaN (all ones) keeps its sign and its
// all-ones mantissa as the payload's top bits, an FNUZ format's is positive with no
// payload; both are quiet.
func nanOnlyToWide(a Wide, from *FloatType, ts fsem) Wide {
	m := new(big.Int)
	neg := false
	if from.NonFinite == NaNOnlyAllOnes {
		m.Lsh(mask(from.Mant), uint(ts.prec-1-from.Mant))
		neg = a.Neg
	}
	m.SetBit(m, ts.prec-2, 1)
	if ts.x87 {
		m.SetBit(m, 63, 1)
	}
	return Wide{Class: WideNaN, Neg: neg, M: m}
}

// WideConvertValue converts a finite value or zero to the IEEE-like format to, exactly or
// not at all.
func WideConvertValue(a Wide, to *FloatType) (Wide, bool) {
	ts, ok := semOf(to)
	if !ok {
		return Wide{}, false
	}
	if a.Class == WideZero {
		return a, true
	}
	if a.Class != WideFinite {
		return Wide{}, false
	}
	r := ts.round(a.Neg, a.M, a.E, false)
	return r, r.Class == WideFinite && WideCmp(r, a) == 0
}
