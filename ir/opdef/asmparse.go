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

// ParseOptionalAssignmentList reads `(` (%arg `=` %value (`,` ...)*)? `)` when a
// parenthesis is next, as MLIR's parseOptionalAssignmentList: the arguments (untyped) and
// the values.
func ParseOptionalAssignmentList(p *ir.OpParser) (args []ir.Argument, vals []ir.UnresolvedOperand, present bool, err error) {
	if !p.OptionalPunct("(") {
		return nil, nil, false, nil
	}
	err = p.ParseCommaSeparatedUntil(")", true, func() error {
		a, err := p.ParseOperandNoNumber()
		if err != nil {
			return err
		}
		if err := p.Expect("="); err != nil {
			return err
		}
		v, err := p.ParseOperand()
		args = append(args, ir.Argument{Name: a, Loc: a.Loc(p)})
		vals = append(vals, v)
		return err
	})
	if err != nil {
		return nil, nil, true, err
	}
	return args, vals, true, nil
}

// ParseAssignmentList is ParseOptionalAssignmentList with the list required.
func ParseAssignmentList(p *ir.OpParser) ([]ir.Argument, []ir.UnresolvedOperand, error) {
	pos := p.Pos()
	args, vals, present, err := ParseOptionalAssignmentList(p)
	if err == nil && !present {
		err = p.EmitError(pos, "expected '('")
	}
	return args, vals, err
}

// ParseLoopHeader reads `%iv = %lb to %ub step %step`, the head scf.for and emitc.for
// share; the bounds stay unresolved because their type comes after the rest of the form.
func ParseLoopHeader(p *ir.OpParser) (ir.UnresolvedOperand, [3]ir.UnresolvedOperand, error) {
	var bounds [3]ir.UnresolvedOperand
	iv, err := p.ParseOperand()
	if err != nil {
		return iv, bounds, err
	}
	if err := p.Expect("="); err != nil {
		return iv, bounds, err
	}
	for i, kw := range []string{"", "to", "step"} {
		if kw != "" {
			if err := p.ParseKeyword(kw); err != nil {
				return iv, bounds, err
			}
		}
		if bounds[i], err = p.ParseOperand(); err != nil {
			return iv, bounds, err
		}
	}
	return iv, bounds, nil
}

// ParseKeywordAny reads any bare keyword, as a custom parser's parseKeyword(&name): a
// missing one is "expected valid keyword" at the current token, with the op prefix.
func ParseKeywordAny(p *ir.OpParser) (string, error) {
	if s, ok := p.ParseOptionalKeywordAny(); ok {
		return s, nil
	}
	return "", p.EmitError(p.Pos(), "expected valid keyword")
}

// ParseOperandListRequired reads an undelimited operand list as MLIR's parseOperandList
// with a required count (negative: any): with no operand next, a nonzero count is an
// error ("unexpected delimiter" before `(` or `[`), and a list of another length is
// "expected N operands" at its start.
func ParseOperandListRequired(p *ir.OpParser, required int) ([]ir.UnresolvedOperand, error) {
	start := p.Pos()
	var us []ir.UnresolvedOperand
	if !p.IsOperandNext() {
		if required <= 0 {
			return nil, nil
		}
		if p.IsPunct("(") || p.IsPunct("[") {
			return nil, p.ErrorAt(start, "unexpected delimiter")
		}
		return nil, p.Errorf("expected operand")
	}
	for {
		u, err := p.ParseOperand()
		if err != nil {
			return nil, err
		}
		us = append(us, u)
		if !p.OptionalPunct(",") {
			break
		}
	}
	if required >= 0 && len(us) != required {
		return nil, p.EmitError(start, "expected %d operands", required)
	}
	return us, nil
}
