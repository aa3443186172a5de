package ir

import (
	"encoding/hex"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// ParseAttribute parses an attribute; typ, when non-nil, is the type the context expects
// (used for untyped literals, as in `arith.constant 1 : i32`).
func (p *OpParser) ParseAttribute(typ Type) (Attribute, error) {
	switch p.tok.kind {
	case tInteger, tFloat, tMinus:
		return p.parseNumberAttr(typ)
	case tString:
		s := decodeString(p.textBytes())
		p.advance()
		t, err := p.parseOptionalColonType()
		return &StringAttr{Value: s, Type: t}, err
	case tLSquare:
		p.advance()
		arr := &ArrayAttr{}
		for !p.is(tRSquare) {
			e, err := p.ParseAttribute(nil)
			if err != nil {
				return nil, err
			}
			arr.Elems = append(arr.Elems, e)
			if !p.consumeIf(tComma) {
				break
			}
		}
		if err := p.expect(tRSquare, "in attribute list"); err != nil {
			return nil, err
		}
		return arr, nil
	case tLBrace:
		entries, err := p.parseAttrDictEntries()
		if err != nil {
			return nil, err
		}
		return NewDict(entries), nil
	case tAtIdent:
		return p.parseSymbolRef()
	case tHashIdent:
		return p.parseExtendedAttr(typ)
	case tBareIdent:
		switch p.text() {
		case "true", "false":
			v := p.text() == "true"
			p.advance()
			if p.consumeIf(tColon) {
				t, err := p.ParseType()
				if err != nil {
					return nil, err
				}
				if !IsSignlessInt(t, 1) {
					return nil, p.Errorf("expected i1 type for 'true' or 'false' values")
				}
			}
			return BoolAttr(v), nil
		case "unit":
			p.advance()
			return Unit, nil
		case "dense":
			return p.parseDenseElements(typ)
		case "array":
			return p.parseDenseArray()
		case "affine_map", "affine_set":
			return p.parseAffineAttr(p.text() == "affine_set")
		case "dense_resource":
			return p.parseDenseResource(typ)
		case "strided", "sparse", "distinct", "opaque":
			kw := p.text()
			return p.parseOpaqueBuiltinAttr(kw)
		case "loc":
			return p.parseLocation()
		}
	}
	if t, ok, err := p.ParseOptionalType(); err != nil {
		return nil, err
	} else if ok {
		return &TypeAttr{Type: t}, nil
	}
	return nil, p.expected("attribute value")
}

func (p *OpParser) parseOpaqueBuiltinAttr(kw string) (Attribute, error) {
	body, err := p.rawBody(kw)
	if err != nil {
		return nil, err
	}
	if kw == "distinct" {
		return nil, p.Errorf("distinct attributes are not supported")
	}
	a := &OpaqueAttr{Text: normalizeSpace(body)}
	if kw == "sparse" {
		a.Type, err = p.parseOptionalColonType()
	}
	return a, err
}

// parseOptionalColonType parses a trailing `: type` if present (nil when absent).
func (p *OpParser) parseOptionalColonType() (Type, error) {
	if !p.consumeIf(tColon) {
		return nil, nil
	}
	return p.ParseType()
}

// normalizeSpace collapses whitespace runs so verbatim attributes print canonically.
func normalizeSpace(s string) string {
	if !strings.ContainsAny(s, "\n\t  ") {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

func (p *OpParser) parseSymbolRef() (Attribute, error) {
	root := p.symbolText()
	p.advance()
	ref := &SymbolRefAttr{Root: root}
	for p.is(tColonColon) {
		p.advance()
		if !p.is(tAtIdent) {
			return nil, p.expected("nested symbol reference identifier")
		}
		ref.Nested = append(ref.Nested, p.symbolText())
		p.advance()
	}
	return ref, nil
}

func (p *OpParser) symbolText() string {
	t := p.textBytes()
	if len(t) > 1 && t[1] == '"' {
		return decodeString(t[1:])
	}
	return string(t[1:])
}

// ParseSymbolName parses `@name`.
func (p *OpParser) ParseSymbolName() (string, error) {
	if !p.is(tAtIdent) {
		return "", p.expected("valid '@'-identifier for symbol name")
	}
	s := p.symbolText()
	p.advance()
	return s, nil
}

func (p *OpParser) parseExtendedAttr(typ Type) (Attribute, error) {
	full := p.text()[1:]
	pos := p.tok.pos
	dot := strings.IndexByte(full, '.')
	adjacentLess := p.tok.end < len(p.src) && p.src[p.tok.end] == '<'
	if dot < 0 && !adjacentLess {
		a, ok := p.attrAliases[full]
		if !ok {
			return nil, p.ErrorAt(pos, "undefined symbol alias id '%s'", full)
		}
		p.advance()
		return a, nil
	}
	dialect := full
	mnemonic := ""
	if dot >= 0 {
		dialect, mnemonic = full[:dot], full[dot+1:]
	}
	if !isPlainIdent(dialect) {
		return nil, p.ErrorAt(pos, "expected dialect namespace in attribute '#%s'", full)
	}
	if d := p.ctx.Dialect(dialect); d != nil && d.ParseAttr != nil {
		p.advance()
		return outsideCustomOp(p, func() (Attribute, error) { return d.ParseAttr(p, mnemonic) })
	}
	body, err := p.rawBody("#" + full)
	if err != nil {
		return nil, err
	}
	a := &OpaqueAttr{Text: body}
	if typ == nil {
		// `#dialect.attr : type` keeps its type.
		a.Type, err = p.parseOptionalColonType()
	}
	return a, err
}

func (p *OpParser) parseNumberAttr(typ Type) (Attribute, error) {
	neg := false
	pos := p.tok.pos
	if p.is(tMinus) {
		neg = true
		p.advance()
		if !p.is(tInteger) && !p.is(tFloat) {
			return nil, p.expected("constant integer or floating point value")
		}
	}
	isFloat := p.is(tFloat)
	lit := p.text()
	p.advance()
	t := typ
	// As in MLIR, `: type` is read only when the caller gives no type (formats with a
	// fixed attribute type print `1` and may be followed by a `:` of their own).
	if typ == nil && p.is(tColon) {
		p.advance()
		var err error
		if t, err = p.ParseType(); err != nil {
			return nil, err
		}
	}
	if t == nil {
		if isFloat {
			t = F64
		} else {
			t = I64
		}
	}
	return p.numberToAttr(lit, neg, isFloat, t, pos)
}

func (p *OpParser) numberToAttr(lit string, neg, isFloat bool, t Type, pos int) (Attribute, error) {
	switch tt := t.(type) {
	case *FloatType:
		if !isFloat {
			if strings.HasPrefix(lit, "0x") && tt.Width > 64 {
				digits := strings.ToUpper(strings.TrimLeft(lit[2:], "0"))
				if len(digits) > (tt.Width+3)/4 {
					return nil, p.ErrorAt(pos, "hexadecimal float constant out of range for type")
				}
				for len(digits) < (tt.Width+3)/4 {
					digits = "0" + digits
				}
				return &FloatAttr{Type: t, Value: math.NaN(), Hex: digits}, nil
			}
			if strings.HasPrefix(lit, "0x") {
				bits, err := strconv.ParseUint(lit[2:], 16, 64)
				if err != nil {
					return nil, p.ErrorAt(pos, "hexadecimal float constant out of range for type")
				}
				if neg {
					return nil, p.ErrorAt(pos, "hexadecimal float literal should not have a leading minus")
				}
				fa := &FloatAttr{Type: t, Value: BitsToFloat(bits, tt)}
				if math.IsNaN(fa.Value) {
					// NaN payloads (signalling bits included) do not survive float64.
					fa.Hex = hexDigits(bits, tt.Width)
				}
				return fa, nil
			}
			return nil, p.ErrorAt(pos, "unexpected decimal integer literal for a floating point value")
		}
		v, err := strconv.ParseFloat(lit, 64)
		if err != nil && !isRangeErr(err) {
			return nil, p.ErrorAt(pos, "floating point value too large for attribute")
		}
		if neg {
			v = -v
		}
		return &FloatAttr{Type: t, Value: RoundToType(v, tt)}, nil
	case *IntegerType, *IndexType:
		if isFloat {
			return nil, p.ErrorAt(pos, "floating point value not valid for specified type")
		}
		return p.intAttr(lit, neg, t, pos)
	}
	if isFloat {
		return nil, p.ErrorAt(pos, "floating point value not valid for specified type")
	}
	return nil, p.ErrorAt(pos, "integer literal not valid for specified type")
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// intAttr converts an integer literal to an attribute of type t, checking the width.
func (p *OpParser) intAttr(lit string, neg bool, t Type, pos int) (*IntegerAttr, error) {
	width := IntOrFloatWidth(t)
	unsigned := isUnsignedType(t)
	signed := false
	if it, ok := t.(*IntegerType); ok {
		signed = it.Sign == Signed
	}
	if _, ok := t.(*IndexType); ok {
		signed = true
	}
	if width <= 64 && width > 0 {
		// Fast path: literals that fit in 64 bits need no big integer.
		if u, err := strconv.ParseUint(lit, 0, 64); err == nil && (u>>63 == 0 || !neg) {
			if v, ok := fitInt(u, neg, width, signed, unsigned); ok {
				return &IntegerAttr{Type: t, Value: TruncInt(v, width, unsigned)}, nil
			}
			return nil, p.ErrorAt(pos, "integer constant out of range for attribute")
		}
	}
	b := new(big.Int)
	if _, ok := b.SetString(lit, 0); !ok {
		return nil, p.ErrorAt(pos, "integer constant out of range for attribute")
	}
	if neg {
		if unsigned {
			return nil, p.ErrorAt(pos, "negative integer literal not valid for unsigned integer type")
		}
		b.Neg(b)
	}
	// Range: unsigned types take [0, 2^w); signed [-2^(w-1), 2^(w-1)); signless either.
	if width > 0 {
		lim := new(big.Int).Lsh(big.NewInt(1), uint(width))
		half := new(big.Int).Rsh(lim, 1)
		lo := new(big.Int).Neg(half)
		hi := lim
		if signed {
			hi = half
		}
		if width == 1 && !signed && !unsigned && neg {
			lo = big.NewInt(-1)
		}
		if b.Cmp(lo) < 0 || b.Cmp(hi) >= 0 {
			return nil, p.ErrorAt(pos, "integer constant out of range for attribute")
		}
	}
	if width > 64 {
		a := &IntegerAttr{Type: t, Big: b}
		if b.IsInt64() {
			a.Value = b.Int64() // dense storage and folders read the 64-bit value when it fits
		}
		return a, nil
	}
	var v int64
	if b.IsInt64() {
		v = b.Int64()
	} else {
		v = int64(b.Uint64())
	}
	return &IntegerAttr{Type: t, Value: TruncInt(v, width, unsigned)}, nil
}

// parseAttrDictEntries parses `{name = attr, unitname, ...}`.
func (p *OpParser) parseAttrDictEntries() ([]NamedAttr, error) {
	return p.appendAttrDictEntries(nil)
}

// appendAttrDictEntries parses `{...}` appending the entries to out.
func (p *OpParser) appendAttrDictEntries(out []NamedAttr) ([]NamedAttr, error) {
	if err := p.expect(tLBrace, ""); err != nil {
		return nil, err
	}
	for !p.is(tRBrace) {
		var name string
		switch p.tok.kind {
		case tBareIdent:
			name = p.internName(p.textBytes())
		case tString:
			name = decodeString(p.textBytes())
			if name == "" {
				return nil, p.Errorf("expected valid attribute name")
			}
		default:
			return nil, p.Errorf("expected attribute name")
		}
		p.advance()
		if p.consumeIf(tEqual) {
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return nil, err
			}
			out = append(out, NamedAttr{name, a})
		} else {
			out = append(out, NamedAttr{name, Unit})
		}
		if !p.consumeIf(tComma) {
			break
		}
	}
	if err := p.expect(tRBrace, "in attribute dictionary"); err != nil {
		return nil, err
	}
	return out, nil
}

// ParseOptionalAttrDict parses `{...}` if present, appending to the state.
func (p *OpParser) ParseOptionalAttrDict(st *OperationState) error {
	if !p.is(tLBrace) {
		return nil
	}
	pos := p.tok.pos
	entries, err := p.parseAttrDictEntries()
	if err != nil {
		return err
	}
	if dup := duplicateAttr(entries); dup != "" {
		return p.ErrorAt(pos, "attribute '%s' occurs more than once in the attribute list", dup)
	}
	st.Attrs = append(st.Attrs, entries...)
	return nil
}

// ParseOptionalAttrDictWithKeyword parses `attributes {...}` if present.
func (p *OpParser) ParseOptionalAttrDictWithKeyword(st *OperationState) error {
	if !p.isKeyword("attributes") {
		return nil
	}
	p.advance()
	return p.ParseOptionalAttrDict(st)
}

func (p *OpParser) parseDenseArray() (Attribute, error) {
	p.advance()
	if err := p.expect(tLess, "after 'array'"); err != nil {
		return nil, err
	}
	et, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	a := &DenseArrayAttr{Elem: et}
	_, isFloat := et.(*FloatType)
	if !isFloat && !IsIntOrIndex(et) {
		return nil, p.Errorf("expected integer or float type, got: %s", TypeString(et))
	}
	if p.consumeIf(tColon) {
		for {
			pos := p.tok.pos
			var v Attribute
			if p.isKeyword("true") || p.isKeyword("false") {
				v = BoolAttr(p.isKeyword("true"))
				p.advance()
			} else {
				neg := p.consumeIf(tMinus)
				if !p.is(tInteger) && !p.is(tFloat) {
					return nil, p.expected("integer or float literal")
				}
				lit, fl := p.text(), p.is(tFloat)
				p.advance()
				if v, err = p.numberToAttr(lit, neg, fl, et, pos); err != nil {
					return nil, err
				}
			}
			switch v := v.(type) {
			case *FloatAttr:
				a.Floats = append(a.Floats, v.Value)
			case *IntegerAttr:
				a.Ints = append(a.Ints, v.Value)
			}
			if !p.consumeIf(tComma) {
				break
			}
		}
	}
	if err := p.expect(tGreater, "to close an array attribute"); err != nil {
		return nil, err
	}
	return a, nil
}

// denseLit is one parsed element of a dense literal: a number, bool or complex pair.
type denseLit struct {
	neg, isFloat, isBool bool
	text                 string
	pos                  int
	imag                 *denseLit
}

func (p *OpParser) parseDenseElements(typ Type) (Attribute, error) {
	p.advance()
	if err := p.expect(tLess, "after 'dense'"); err != nil {
		return nil, err
	}
	var elems []denseLit
	var shape []int64
	splat := false
	hexStr := ""
	switch {
	case p.is(tGreater):
	case p.is(tString):
		hexStr = decodeString(p.textBytes())
		p.advance()
	case p.is(tLSquare):
		var err error
		if shape, err = p.parseDenseList(&elems, 0, nil); err != nil {
			return nil, err
		}
	default:
		e, err := p.parseDenseScalar()
		if err != nil {
			return nil, err
		}
		elems = append(elems, e)
		splat = true
	}
	if err := p.expect(tGreater, "to close dense elements"); err != nil {
		return nil, err
	}
	t := typ
	tpos := p.tok.pos
	if p.consumeIf(tColon) {
		tpos = p.tok.pos
		var err error
		if t, err = p.ParseType(); err != nil {
			return nil, err
		}
	}
	st, ok := t.(ShapedType)
	if !ok || !st.Ranked() {
		if t == nil {
			return nil, p.ErrorAt(tpos, "expected ':'")
		}
		return nil, p.ErrorAt(tpos, "elements literal must be a ranked shaped type")
	}
	a := &DenseElementsAttr{Type: st, Splat: splat}
	n := NumElements(st.Shape())
	if n < 0 {
		return nil, p.ErrorAt(tpos, "elements literal type must have static shape")
	}
	if hexStr != "" {
		return p.denseFromHex(a, hexStr, tpos)
	}
	if !splat && len(elems) == 0 && n != 0 && shape == nil {
		return nil, p.ErrorAt(tpos, "expected %d elements in dense literal", n)
	}
	if !splat {
		if !shapesEqual(shape, st.Shape()) && !(n == 0 && len(elems) == 0) {
			return nil, p.ErrorAt(tpos, "inferred shape of elements literal ([%s]) does not match type ([%s])",
				joinDims(shape), joinDims(st.Shape()))
		}
		if n == 1 && len(elems) == 1 {
			// A one-element literal is stored as a splat, as MLIR does.
		}
	}
	et := st.ElementType()
	for _, e := range elems {
		if err := p.appendDense(a, et, e); err != nil {
			return nil, err
		}
	}
	if !a.Splat && n > 0 && a.allSame() {
		// One element is kept: a complex element is a (real, imaginary) pair.
		k := 1
		if _, c := et.(*ComplexType); c {
			k = 2
		}
		a.Splat = true
		a.Ints, a.Floats = trimTo(a.Ints, k), trimF(a.Floats, k)
	}
	return a, nil
}

func trimTo(s []int64, n int) []int64 {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func trimF(s []float64, n int) []float64 {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func (a *DenseElementsAttr) allSame() bool {
	if _, c := a.Type.ElementType().(*ComplexType); c && len(a.Ints) > 0 {
		for i := 2; i+1 < len(a.Ints); i += 2 {
			if a.Ints[i] != a.Ints[0] || a.Ints[i+1] != a.Ints[1] {
				return false
			}
		}
		return true
	}
	if len(a.Ints) > 1 {
		for _, v := range a.Ints[1:] {
			if v != a.Ints[0] {
				return false
			}
		}
		return true
	}
	if _, c := a.Type.ElementType().(*ComplexType); c {
		if len(a.Floats) <= 2 {
			return true
		}
		for i := 2; i < len(a.Floats); i += 2 {
			if math.Float64bits(a.Floats[i]) != math.Float64bits(a.Floats[0]) || math.Float64bits(a.Floats[i+1]) != math.Float64bits(a.Floats[1]) {
				return false
			}
		}
		return true
	}
	if len(a.Floats) > 1 {
		for _, v := range a.Floats[1:] {
			if math.Float64bits(v) != math.Float64bits(a.Floats[0]) {
				return false
			}
		}
	}
	return true
}

func joinDims(d []int64) string {
	var parts []string
	for _, x := range d {
		parts = append(parts, strconv.FormatInt(x, 10))
	}
	return strings.Join(parts, ", ")
}

func (p *OpParser) parseDenseScalar() (denseLit, error) {
	e := denseLit{pos: p.tok.pos}
	if p.is(tLParen) { // complex (re, im)
		p.advance()
		re, err := p.parseDenseScalar()
		if err != nil {
			return e, err
		}
		if err := p.expect(tComma, "in complex literal"); err != nil {
			return e, err
		}
		im, err := p.parseDenseScalar()
		if err != nil {
			return e, err
		}
		if err := p.expect(tRParen, "in complex literal"); err != nil {
			return e, err
		}
		re.imag = &im
		return re, nil
	}
	if p.isKeyword("true") || p.isKeyword("false") {
		e.isBool, e.text = true, p.text()
		p.advance()
		return e, nil
	}
	e.neg = p.consumeIf(tMinus)
	if !p.is(tInteger) && !p.is(tFloat) {
		return e, p.expected("element literal of primitive type")
	}
	e.isFloat, e.text = p.is(tFloat), p.text()
	p.advance()
	return e, nil
}

func (p *OpParser) parseDenseList(out *[]denseLit, depth int, _ []int64) ([]int64, error) {
	p.advance() // [
	var sub []int64
	count := int64(0)
	first := true
	for !p.is(tRSquare) {
		if p.is(tLSquare) {
			s, err := p.parseDenseList(out, depth+1, nil)
			if err != nil {
				return nil, err
			}
			if !first && !shapesEqual(s, sub) {
				return nil, p.Errorf("tensor literal is invalid; ranks are not consistent between elements")
			}
			sub = s
		} else {
			if !first && sub != nil {
				return nil, p.Errorf("tensor literal is invalid; ranks are not consistent between elements")
			}
			e, err := p.parseDenseScalar()
			if err != nil {
				return nil, err
			}
			*out = append(*out, e)
		}
		first = false
		count++
		if !p.consumeIf(tComma) {
			break
		}
	}
	if err := p.expect(tRSquare, "in dense literal"); err != nil {
		return nil, err
	}
	return append([]int64{count}, sub...), nil
}

func (p *OpParser) appendDense(a *DenseElementsAttr, et Type, e denseLit) error {
	if ct, ok := et.(*ComplexType); ok {
		if e.imag == nil {
			return p.ErrorAt(e.pos, "expected complex element")
		}
		re := e
		re.imag = nil
		for _, part := range []denseLit{re, *e.imag} {
			v, err := p.numberToAttr(part.text, part.neg, part.isFloat, ct.Elem, part.pos)
			if err != nil {
				return err
			}
			switch v := v.(type) {
			case *FloatAttr:
				a.Floats = append(a.Floats, v.Value)
			case *IntegerAttr:
				a.Ints = append(a.Ints, v.Value)
			}
		}
		return nil
	}
	if e.isBool {
		if !IsSignlessInt(et, 1) {
			return p.ErrorAt(e.pos, "expected i1 type for 'true' or 'false' values")
		}
		v := int64(0)
		if e.text == "true" {
			v = 1
		}
		a.Ints = append(a.Ints, v)
		return nil
	}
	v, err := p.numberToAttr(e.text, e.neg, e.isFloat, et, e.pos)
	if err != nil {
		return err
	}
	switch v := v.(type) {
	case *FloatAttr:
		if v.Hex != "" {
			if a.NaNHex == nil {
				a.NaNHex = map[int]string{}
			}
			a.NaNHex[len(a.Floats)] = v.Hex
		}
		a.Floats = append(a.Floats, v.Value)
	case *IntegerAttr:
		a.Ints = append(a.Ints, v.Value)
	}
	return nil
}

func (p *OpParser) denseFromHex(a *DenseElementsAttr, s string, pos int) (Attribute, error) {
	if !strings.HasPrefix(s, "0x") {
		return nil, p.ErrorAt(pos, "expected string containing hex digits starting with `0x`")
	}
	raw, err := hex.DecodeString(s[2:])
	if err != nil {
		return nil, p.ErrorAt(pos, "expected string containing hex digits starting with `0x`")
	}
	et := a.Type.ElementType()
	w := IntOrFloatWidth(et)
	if w == 1 {
		w = 8
	}
	bytesPer := (w + 7) / 8
	n := NumElements(a.Type.Shape())
	if bytesPer == 0 || (int64(len(raw)) != n*int64(bytesPer) && len(raw) != bytesPer) {
		return nil, p.ErrorAt(pos, "elements hex data size is invalid for provided type")
	}
	if len(raw) == bytesPer && n != 1 {
		a.Splat = true
	}
	for off := 0; off+bytesPer <= len(raw); off += bytesPer {
		var u uint64
		for i := bytesPer - 1; i >= 0; i-- {
			u = u<<8 | uint64(raw[off+i])
		}
		if ft, ok := et.(*FloatType); ok {
			a.Floats = append(a.Floats, BitsToFloat(u, ft))
		} else {
			a.Ints = append(a.Ints, TruncInt(int64(u), IntOrFloatWidth(et), isUnsignedType(et)))
		}
	}
	if !a.Splat && n > 1 && a.allSame() {
		a.Splat = true
		a.Ints, a.Floats = trimTo(a.Ints, 1), trimF(a.Floats, 1)
	}
	return a, nil
}

// fitInt range-checks a 64-bit magnitude against a width: unsigned types take [0, 2^w),
// signed [-2^(w-1), 2^(w-1)), signless either range.
func fitInt(u uint64, neg bool, width int, signed, unsigned bool) (int64, bool) {
	if neg {
		if unsigned {
			return 0, false
		}
		lim := uint64(1) << uint(width-1) // magnitude of the most negative value
		if width == 1 && !signed {
			lim = 1
		}
		if u > lim {
			return 0, false
		}
		return -int64(u), true
	}
	if width == 64 {
		if signed && u>>63 != 0 {
			return 0, false
		}
		return int64(u), true
	}
	lim := uint64(1) << uint(width)
	if signed {
		lim >>= 1
	}
	if u >= lim {
		return 0, false
	}
	return int64(u), true
}

// hexDigits renders bits as the upper-case, zero-padded hex MLIR prints for a float type.
func hexDigits(bits uint64, width int) string {
	d := strings.ToUpper(strconv.FormatUint(bits, 16))
	for len(d) < (width+3)/4 {
		d = "0" + d
	}
	return d
}
