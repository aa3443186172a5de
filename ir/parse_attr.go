package ir

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// ParseAttribute parses an attribute; typ, when non-nil, is the type the context expects
// (used for untyped literals, as in `arith.constant 1 : i32`).
func (p *OpParser) ParseAttribute(typ Type) (Attribute, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tInteger, tFloat, tMinus:
		return p.parseNumberAttr(typ)
	case tString:
		s := decodeString(p.textBytes())
		p.advance()
		if typ != nil {
			// As in MLIR, a type given by the caller (formats pass none for StrAttr)
			// means no `: type` follows the string.
			return &StringAttr{Value: s}, nil
		}
		t, err := p.parseOptionalColonType()
		return &StringAttr{Value: s, Type: t}, err
	case tLSquare:
		p.advance()
		arr := &ArrayAttr{}
		err := p.ParseCommaSeparatedUntil("]", true, func() error {
			e, err := p.ParseAttribute(nil)
			arr.Elems = append(arr.Elems, e)
			return err
		})
		if err != nil {
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
			// MLIR's `true` and `false` take no `: type`.
			v := p.text() == "true"
			p.advance()
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
		case "strided":
			return p.parseStrided()
		case "sparse":
			return p.parseSparseElements(typ)
		case "distinct":
			return p.parseDistinct()
		case "loc":
			return p.parseLocation("inline location")
		}
	}
	if t, ok, err := p.ParseOptionalType(); err != nil {
		return nil, err
	} else if ok {
		return &TypeAttr{Type: t}, nil
	}
	return nil, p.expected("attribute value")
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
	var parts []Span
	if p.rec != nil {
		parts = append(parts, Span{p.tok.pos, p.tok.end})
	}
	p.advance()
	ref := &SymbolRefAttr{Root: root}
	for p.is(tColonColon) {
		p.advance()
		if !p.is(tAtIdent) {
			return nil, p.expected("nested symbol reference identifier")
		}
		ref.Nested = append(ref.Nested, p.symbolText())
		if p.rec != nil {
			parts = append(parts, Span{p.tok.pos, p.tok.end})
		}
		p.advance()
	}
	if p.rec != nil {
		p.rec.SymbolRef(ref, parts)
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
		// At the token, not after the previous one: MLIR's OpAsmParser reports it there.
		return "", p.EmitError(p.tok.pos, "expected valid '@'-identifier for symbol name")
	}
	s := p.symbolText()
	if p.rec != nil {
		p.rec.SymbolName(Span{p.tok.pos, p.tok.end}, s)
	}
	p.advance()
	return s, nil
}

// parseOptionalAttribute parses an attribute if the next token is one MLIR's optional
// attribute parser starts an attribute at (a type stands for its TypeAttr); it returns
// nil and no error when there is none. Keyword attributes outside MLIR's list
// (array<...>, strided<...>, distinct[...]) are not taken here, as in mlir-opt.
func (p *OpParser) parseOptionalAttribute() (Attribute, error) {
	switch p.tok.kind {
	case tAtIdent, tFloat, tInteger, tHashIdent, tLBrace, tLSquare, tMinus, tString:
		return p.ParseAttribute(nil)
	case tBareIdent:
		switch p.text() {
		case "affine_map", "affine_set", "dense", "dense_resource", "false", "loc", "sparse", "true", "unit":
			return p.ParseAttribute(nil)
		}
	}
	t, ok, err := p.ParseOptionalType()
	if err != nil || !ok {
		return nil, err
	}
	return &TypeAttr{Type: t}, nil
}

func (p *OpParser) parseExtendedAttr(typ Type) (Attribute, error) {
	full := p.text()[1:]
	pos := p.tok.pos
	dot := strings.IndexByte(full, '.')
	adjacentLess := p.tok.end < len(p.src) && p.src[p.tok.end] == '<'
	if dot < 0 && !adjacentLess {
		a, ok := p.attrAliases[full]
		if !ok {
			// mlir-opt reports it after the name.
			return nil, p.ErrorAt(p.tok.end, "undefined symbol alias id '%s'", full)
		}
		if err := p.useAlias("#" + full); err != nil {
			return nil, err
		}
		p.advance()
		return a, nil
	}
	dialect := full
	if dot >= 0 {
		dialect = full[:dot]
	}
	if !isPlainIdent(dialect) {
		return nil, p.ErrorAt(pos, "expected dialect namespace in attribute '#%s'", full)
	}
	if d := p.ctx.Dialect(dialect); d != nil && d.ParseAttr != nil && dot < 0 && !p.bodyStartsWithKeyword() {
		// `#dialect<body>`: the body must start with the mnemonic.
		return nil, p.ErrorAt(p.tok.end+1, "expected valid keyword")
	} else if d != nil && d.ParseAttr != nil {
		return parseDialectSymbol(p, pos, dialect, dot >= 0, true, func(m string) (Attribute, error) { return d.ParseAttr(p, m) })
	} else if d != nil && !d.Verbatim {
		return nil, p.ErrorAt(pos+2+len(dialect), "dialect '%s' provides no attribute parsing hook", dialect)
	}
	body, err := p.rawBody("#" + full)
	if err != nil {
		return nil, err
	}
	// body is `#dialect` followed by `.sym` or `<sym>`: canonical as mlir-opt prints it.
	data := symbolData(body[1+len(dialect):], dot >= 0)
	// A Verbatim dialect is registered (mlir-opt knows #gpu.thread<x>); we keep its text.
	if !p.ctx.AllowUnregistered && p.ctx.Dialect(dialect) == nil {
		return nil, unregisteredSymbolError(p, pos, dialect, data, dot >= 0, "#\"%s\"<\"%s\"> : 'none' attribute")
	}
	a := &OpaqueAttr{Text: "#" + dialect + dotUnlessAngle(prettySymbolBody(data))}
	if typ == nil {
		// `#dialect.attr : type` keeps its type.
		a.Type, err = p.parseOptionalColonType()
	}
	return a, err
}

// bodyStartsWithKeyword reports whether the `<...>` right after the current token starts
// with a bare identifier (the mnemonic of `#dialect<mnemonic ...>`).
func (p *OpParser) bodyStartsWithKeyword() bool {
	i := p.tok.end + 1
	for i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t' || p.src[i] == '\n') {
		i++
	}
	return i < len(p.src) && (isLetter(p.src[i]) || p.src[i] == '_')
}

// unregisteredSymbolError is MLIR's error for a type or attribute of a dialect that is not
// loaded, without --allow-unregistered-dialect: at the mnemonic in the `dialect.mnemonic`
// form, else at the sigil; what names it is the dialect and the symbol's data.
func unregisteredSymbolError(p *OpParser, pos int, dialect, rest string, dotted bool, what string) error {
	if dotted {
		pos += 2 + len(dialect)
	}
	return p.ErrorAt(pos, what+" created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used", dialect, rest)
}

func dotUnlessAngle(s string) string {
	if strings.HasPrefix(s, "<") {
		return s
	}
	return "." + s
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
	// MLIR reports a literal's errors at its digits, after any minus sign.
	pos = p.tok.pos
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
	if _, ft := t.(*FloatType); isFloat && !ft {
		// mlir-opt checks the type once it is parsed, and reports at the next token.
		return nil, p.ErrorAt(p.nextTokenPos(), "floating point value not valid for specified type")
	}
	a, err := p.numberToAttr(lit, neg, isFloat, t, pos)
	if d, ok := err.(*Diagnostic); ok && strings.HasPrefix(d.Msg, "unexpected decimal integer literal") {
		d.Note(d.Loc, "add a trailing dot to make the literal a float")
	}
	return a, err
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
				if neg {
					return nil, p.ErrorAt(pos, "hexadecimal float literal should not have a leading minus")
				}
				// The value the bits spell, re-encoded as APFloat does (an f80 unnormal
				// is a NaN, a pseudo-denormal the normal it equals).
				return NewWideFloatAttr(t, decodeHex(digits, tt)), nil
			}
			if strings.HasPrefix(lit, "0x") {
				bits, err := strconv.ParseUint(lit[2:], 16, 64)
				// The literal is the type's bit pattern: it must fit in the type's width
				// (for tf32 mlir-opt allows its 32-bit storage and keeps the low 19 bits).
				limit := tt.Width
				if tt == TF32 {
					limit = 32
				}
				if err == nil && limit < 64 && bits>>uint(limit) != 0 {
					err = strconv.ErrRange
				}
				if tt.Width < 64 {
					bits &= 1<<uint(tt.Width) - 1
				}
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
			// MLIR reports this one at the token after the literal (and its type).
			return nil, p.ErrorAt(p.nextTokenPos(), "floating point value not valid for specified type")
		}
		return p.intAttr(lit, neg, t, pos)
	}
	if isFloat {
		return nil, p.ErrorAt(p.nextTokenPos(), "floating point value not valid for specified type")
	}
	return nil, p.ErrorAt(pos, "integer literal not valid for specified type")
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// smallInt reads an integer literal of an integer or index type of at most 64 bits
// without a big integer: parsed says the literal fits 64 bits (with its sign), fits that
// its value fits the type, and v is then the value as the attribute stores it.
func smallInt(lit string, neg bool, t Type) (v int64, parsed, fits bool) {
	width := IntOrFloatWidth(t)
	if width <= 0 || width > 64 {
		return 0, false, false
	}
	u, err := parseUintLit(lit, 64)
	if err != nil || (u>>63 != 0 && neg) {
		return 0, false, false
	}
	unsigned := isUnsignedType(t)
	signed := false
	if it, ok := t.(*IntegerType); ok {
		signed = it.Sign == Signed
	}
	if _, ok := t.(*IndexType); ok {
		signed = true
	}
	w, ok := fitInt(u, neg, width, signed, unsigned)
	if !ok {
		return 0, true, false
	}
	return TruncInt(w, width, unsigned), true, true
}

// isZeroLit reports whether an integer token spells zero (0, 000, 0x0).
func isZeroLit(lit string) bool {
	d, _ := splitIntLit(lit)
	return strings.Trim(d, "0") == ""
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
	if neg && unsigned {
		return nil, p.ErrorAt(pos, "negative integer literal not valid for unsigned integer type")
	}
	if neg && isZeroLit(lit) {
		// MLIR negates the literal and requires a negative result: -0 is out of range.
		return nil, p.ErrorAt(pos, "integer constant out of range for attribute")
	}
	// Fast path: literals that fit in 64 bits need no big integer.
	if v, parsed, fits := smallInt(lit, neg, t); parsed {
		if fits {
			return &IntegerAttr{Type: t, Value: v}, nil
		}
		return nil, p.ErrorAt(pos, "integer constant out of range for attribute")
	}
	b := new(big.Int)
	if _, ok := b.SetString(splitIntLit(lit)); !ok {
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
		if !unsigned {
			// Signless and signed values are two's complement of the width, as APInt holds
			// them: 2^128-1 : i128 is -1.
			if lim := new(big.Int).Lsh(big.NewInt(1), uint(width-1)); b.Cmp(lim) >= 0 {
				b.Sub(b, lim.Lsh(lim, 1))
			}
		}
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
	first := len(out)
	// Duplicates are found by a scan of the entries so far, and past a few dozen through a
	// set of their names: the scan alone made a 100,000-entry dictionary quadratic.
	var seen map[string]bool
	// An empty dictionary is `{}`; otherwise an entry follows `{` and every comma.
	for !p.is(tRBrace) || len(out) > first {
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
		if seen == nil && len(out)-first > 32 {
			seen = make(map[string]bool, 2*(len(out)-first))
			for _, e := range out[first:] {
				seen[e.Name] = true
			}
		}
		dup := seen[name]
		if seen == nil {
			for _, e := range out[first:] {
				dup = dup || e.Name == name
			}
		} else {
			seen[name] = true
		}
		if dup {
			return nil, p.Errorf("duplicate key '%s' in dictionary attribute", name)
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
	st.dictLo = len(st.Attrs)
	st.Attrs = append(st.Attrs, entries...)
	st.dictHi = len(st.Attrs)
	return nil
}

// ParseOptionalAttrDictWithKeyword parses `attributes {...}` if present.
func (p *OpParser) ParseOptionalAttrDictWithKeyword(st *OperationState) error {
	if !p.isKeyword("attributes") {
		return nil
	}
	p.advance()
	// After the keyword the dictionary is required, as in MLIR.
	if !p.is(tLBrace) {
		return p.Errorf("expected '{' in attribute dictionary")
	}
	return p.ParseOptionalAttrDict(st)
}
