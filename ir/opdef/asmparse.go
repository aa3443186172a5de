package opdef

import (
	"math/big"

	"github.com/ascend-toolchain/asc/ir"
)

// Integers of custom forms, read the way MLIR's AsmParser::parseInteger<T> reads them.
// Its rules are odd but visible in diagnostics and values, so they are kept:
//   - `true` and `false` are integers: a one-bit value, so `true` sign-extends to -1 and
//     `false` to 0;
//   - the literal is first read at 4 bits per digit (one more when its top bit is set),
//     negated there when a minus precedes it, and then converted to T; the conversion
//     fails, with "integer value too large" at the literal (at its minus sign), when the
//     value does not come back unchanged. So any literal below 2^64 is an int64 (the
//     unsigned ones wrap), while a negative literal of more than 16 digits is too large.

// AsmInt describes the C++ integer type T a parser reads: its width and signedness.
type AsmInt struct {
	Bits   uint
	Signed bool
}

// Int64 is the int64_t most custom parsers read (loop bounds, index lists, case values).
var Int64 = AsmInt{Bits: 64, Signed: true}

// ParseAsmInt reads an integer of kind t or reports "expected integer value" (with the op
// prefix) at the current token.
func ParseAsmInt(p *ir.OpParser, t AsmInt) (int64, error) {
	pos := p.Pos()
	v, ok, err := ParseOptionalAsmInt(p, t)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, p.EmitError(pos, "expected integer value")
	}
	return v, nil
}

// ParseOptionalAsmInt reads an integer of kind t if one starts here (ok false, nothing
// consumed, otherwise). A minus sign not followed by an integer is an error.
func ParseOptionalAsmInt(p *ir.OpParser, t AsmInt) (v int64, ok bool, err error) {
	pos := p.Pos()
	switch {
	case p.OptionalKeyword("true"):
		return fitAsmInt(big.NewInt(1), 1, t), true, nil
	case p.OptionalKeyword("false"):
		return 0, true, nil
	case !p.IsIntegerNext():
		return 0, false, nil
	}
	neg, spelling, ok, err := p.ParseOptionalIntegerSpelling()
	if err != nil || !ok {
		return 0, ok, err
	}
	digits, base := spelling, 10
	if len(spelling) > 1 && spelling[1] == 'x' {
		digits, base = spelling[2:], 16
	}
	x, good := new(big.Int).SetString(digits, base)
	if !good {
		return 0, false, p.ErrorAt(pos, "integer value too large")
	}
	w := uint(4 * len(digits))
	if w == 0 {
		w = 1
	}
	if x.Bit(int(w)-1) == 1 {
		w++ // MLIR widens the value so that it reads as non-negative
	}
	if neg {
		mod := new(big.Int).Lsh(big.NewInt(1), w)
		x.Sub(mod, x).Mod(x, mod)
	}
	r := fitAsmInt(x, w, t)
	if back := truncBits(big.NewInt(0).SetUint64(uint64(r)), w, t); back.Cmp(x) != 0 {
		return 0, false, p.EmitError(pos, "integer value too large")
	}
	return r, true, nil
}

// fitAsmInt converts the w-bit two's-complement value x to t (sign-extending or
// truncating), returned as the int64 holding T's value (an unsigned T's bits as they are).
func fitAsmInt(x *big.Int, w uint, t AsmInt) int64 {
	low := new(big.Int).And(x, mask(t.Bits))
	u := low.Uint64()
	if w < t.Bits && x.Bit(int(w)-1) == 1 {
		u |= ^uint64(0) << w // sign-extend from w bits
	}
	if t.Bits < 64 {
		u &= 1<<t.Bits - 1
		if t.Signed && u>>(t.Bits-1) == 1 {
			u |= ^uint64(0) << t.Bits
		}
	}
	return int64(u)
}

// truncBits is APInt(w, uint64_t(r)): r's 64 bits (a signed T's value sign-extended, which
// the int64 already is) truncated or zero-extended to w bits.
func truncBits(u *big.Int, w uint, _ AsmInt) *big.Int {
	if w <= 64 {
		return u.And(u, mask(w))
	}
	return u
}

func mask(bits uint) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), bits)
	return m.Sub(m, big.NewInt(1))
}

// ParseSymbolName reads `@name` as a custom parser's parseSymbolName does: a missing name
// is reported at the current token, with the op prefix.
func ParseSymbolName(p *ir.OpParser) (string, error) {
	if !p.IsSymbolNext() {
		return "", p.EmitError(p.Pos(), "expected valid '@'-identifier for symbol name")
	}
	return p.ParseSymbolName()
}

// ParseOptionalAttrDictWithKeyword reads `attributes {...}` if the keyword is next; after
// the keyword the dictionary is required, as in MLIR.
func ParseOptionalAttrDictWithKeyword(p *ir.OpParser, st *ir.OperationState) error {
	if !p.OptionalKeyword("attributes") {
		return nil
	}
	if !p.IsPunct("{") {
		return p.Errorf("expected '{' in attribute dictionary")
	}
	return p.ParseOptionalAttrDict(st)
}
