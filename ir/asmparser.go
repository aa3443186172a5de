package ir

import (
	"strings"
)

var punctKinds = map[string]tokKind{
	"(": tLParen, ")": tRParen, "[": tLSquare, "]": tRSquare, "{": tLBrace, "}": tRBrace,
	"<": tLess, ">": tGreater, ",": tComma, ":": tColon, "=": tEqual, "->": tArrow, "?": tQuestion,
	"*": tStar, "+": tPlus, "-": tMinus, "...": tEllipsis, "::": tColonColon, "|": tVerticalBar,
}

// IsPunct reports whether the current token is the punctuation s.
func (p *OpParser) IsPunct(s string) bool {
	k, ok := punctKinds[s]
	return ok && p.tok.kind == k
}

// PeekPunctOperands reports whether the tokens ahead are n repetitions of the
// punctuation punct followed by an SSA use (`%x` or `%x#N`), consuming nothing. A
// declarative format needs it where an optional group `(punct $a^)?` is followed by
// `punct $b`: the group is present only when a second such pair follows the first.
func (p *OpParser) PeekPunctOperands(punct string, n int) bool {
	k, ok := punctKinds[punct]
	if !ok {
		return false
	}
	lex, tok := p.lex, p.tok // the lexer is a value: its copy reads ahead on its own
	for i := 0; i < n; i++ {
		if tok.kind != k {
			return false
		}
		if tok = lex.next(); tok.kind != tPercentIdent {
			return false
		}
		if tok = lex.next(); tok.kind == tHashIdent {
			tok = lex.next()
		}
	}
	return true
}

// OptionalPunct consumes the punctuation s if it is next.
func (p *OpParser) OptionalPunct(s string) bool {
	if p.IsPunct(s) {
		p.advance()
		return true
	}
	return false
}

// Expect consumes the punctuation s or reports "expected 's'".
func (p *OpParser) Expect(s string) error {
	if p.OptionalPunct(s) {
		return nil
	}
	return p.Errorf("expected '%s'", s)
}

// IsKeyword reports whether the bare identifier kw is next.
func (p *OpParser) IsKeyword(kw string) bool { return p.isKeyword(kw) }

// OptionalKeyword consumes kw if it is next.
func (p *OpParser) OptionalKeyword(kw string) bool {
	if p.isKeyword(kw) {
		p.advance()
		return true
	}
	return false
}

// ParseKeyword consumes kw or fails.
func (p *OpParser) ParseKeyword(kw string) error {
	if p.OptionalKeyword(kw) {
		return nil
	}
	return p.EmitError(p.tok.pos, "expected '%s'", kw)
}

// ParseOptionalKeywordAny consumes any bare identifier.
func (p *OpParser) ParseOptionalKeywordAny() (string, bool) {
	if p.tok.kind != tBareIdent {
		return "", false
	}
	s := p.text()
	p.advance()
	return s, true
}

// ParseKeywordAny consumes a bare identifier or fails.
func (p *OpParser) ParseKeywordAny(what string) (string, error) {
	if s, ok := p.ParseOptionalKeywordAny(); ok {
		return s, nil
	}
	return "", p.Errorf("expected %s", what)
}

// IsKeywordAny reports whether a bare identifier is next.
func (p *OpParser) IsKeywordAny() bool { return p.tok.kind == tBareIdent }

// PrevEnd is the offset just past the last consumed token (dialect type parsers use it to
// point at their mnemonic, the tail of the `!dialect.mnemonic` token).
func (p *OpParser) PrevEnd() int { return p.prevEnd }

// ParseInteger parses an optionally negative integer literal.
func (p *OpParser) ParseInteger() (int64, error) {
	neg := p.consumeIf(tMinus)
	if !p.is(tInteger) {
		return 0, p.expected("integer value")
	}
	v, err := parseIntLit(p.text())
	if err != nil {
		u, err2 := parseUintLit(p.text(), 64)
		if err2 != nil {
			return 0, p.Errorf("integer value too large")
		}
		v = int64(u)
	}
	p.advance()
	if neg {
		v = -v
	}
	return v, nil
}

// ParseOptionalIntegerSpelling parses an optionally negative integer literal and returns
// its sign and spelling (decimal or 0x hex), leaving the conversion to the caller: MLIR's
// parsers differ in the widths they accept. ok is false, with nothing consumed, when no
// integer starts here; a minus sign without an integer after it is an error.
func (p *OpParser) ParseOptionalIntegerSpelling() (neg bool, spelling string, ok bool, err error) {
	if !p.is(tInteger) && !p.is(tMinus) {
		return false, "", false, nil
	}
	neg = p.consumeIf(tMinus)
	if !p.is(tInteger) {
		return neg, "", false, p.expected("integer value")
	}
	spelling = p.text()
	p.advance()
	return neg, spelling, true, nil
}

// IsIntegerNext reports whether an integer literal (possibly negative) is next.
func (p *OpParser) IsIntegerNext() bool { return p.is(tInteger) || p.is(tMinus) }

// ParseString parses a string literal.
func (p *OpParser) ParseString() (string, error) {
	if !p.is(tString) {
		return "", p.expected("string")
	}
	s := decodeString(p.textBytes())
	p.advance()
	return s, nil
}

// IsStringNext reports whether a string literal is next.
func (p *OpParser) IsStringNext() bool { return p.is(tString) }

// ParseColonType parses `: type`.
func (p *OpParser) ParseColonType() (Type, error) {
	if err := p.Expect(":"); err != nil {
		return nil, err
	}
	return p.ParseType()
}

// ParseColonTypeList parses `: type (, type)*`.
func (p *OpParser) ParseColonTypeList() ([]Type, error) {
	if err := p.Expect(":"); err != nil {
		return nil, err
	}
	return p.ParseTypeList()
}

// ParseOptionalArrowTypeList parses `-> types` when present.
func (p *OpParser) ParseOptionalArrowTypeList() ([]Type, error) {
	if !p.OptionalPunct("->") {
		return nil, nil
	}
	return p.ParseFunctionResultTypes()
}

// IsAttributeNext reports whether a token that can start an attribute is next.
func (p *OpParser) IsAttributeNext() bool {
	switch p.tok.kind {
	case tInteger, tFloat, tMinus, tString, tLSquare, tLBrace, tAtIdent, tHashIdent, tBangIdent, tLParen:
		return true
	case tBareIdent:
		return true
	}
	return false
}

// IsTypeNext reports whether a type can start here.
func (p *OpParser) IsTypeNext() bool {
	switch p.tok.kind {
	case tLParen, tBangIdent:
		return true
	case tBareIdent:
		return isBuiltinTypeKeyword(p.text())
	}
	return false
}

// IsSuccessorNext reports whether a `^block` reference is next.
func (p *OpParser) IsSuccessorNext() bool { return p.is(tCaretIdent) }

// IsSymbolNext reports whether an `@symbol` is next.
func (p *OpParser) IsSymbolNext() bool { return p.is(tAtIdent) }

// ParseOptionalLoc parses a trailing `loc(...)` after an argument, if present.
func (p *OpParser) ParseOptionalLoc() (Location, error) {
	if !p.isKeyword("loc") {
		return nil, nil
	}
	d := &deferredLoc{}
	l, _, err := p.parseTrailingLoc(nil, nil, d)
	if err != nil {
		return nil, err
	}
	if l == nil {
		// A location alias defined later in the file: it resolves into d at the end.
		return d, nil
	}
	return l, nil
}

// deferredLoc stands for a location alias defined later in the file.
type deferredLoc struct{ l Location }

func (*deferredLoc) isLocation() {}
func (d *deferredLoc) Print(p *Printer) {
	if d.l != nil {
		d.l.Print(p)
	} else {
		p.WriteString("unknown")
	}
}
func (d *deferredLoc) Equal(o Attribute) bool { return AttrEqual(d.l, o) }

// ParseArgumentList parses `(%a: T {attrs} loc(...), ...)` as used by function signatures.
// With allowTypeOnly, entries may be bare types (declarations); named reports which form.
// As MLIR, the two forms do not mix: a named entry after a bare one is reported at its name
// once it is read whole, a bare one after a named one where it starts.
func (p *OpParser) ParseArgumentList(allowTypeOnly bool) (args []Argument, named bool, variadic bool, err error) {
	if err = p.Expect("("); err != nil {
		return
	}
	if p.OptionalPunct(")") {
		return
	}
	args = make([]Argument, 0, 4) // signatures rarely have more; saves regrowing
	for {
		if p.is(tEllipsis) && p.AllowVariadicArgs {
			p.advance()
			variadic = true
			break
		}
		var a Argument
		if p.is(tPercentIdent) {
			namePos := p.tok.pos
			if a, err = p.parseArgumentRest(true); err != nil {
				return
			}
			if len(args) > 0 && !named {
				err = p.EmitError(namePos, "expected type instead of SSA identifier")
				return
			}
			named = true
		} else {
			if named || !allowTypeOnly {
				err = p.EmitError(p.Pos(), "expected SSA identifier")
				return
			}
			if a, err = p.parseArgumentRest(false); err != nil {
				return
			}
		}
		args = append(args, a)
		if !p.OptionalPunct(",") {
			break
		}
	}
	err = p.Expect(")")
	return
}

// parseArgumentRest parses one entry of an argument list: `%name :` when named, then the
// type, an optional attribute dictionary and an optional location.
func (p *OpParser) parseArgumentRest(named bool) (a Argument, err error) {
	if named {
		if a.Name, err = p.ParseOperand(); err != nil {
			return
		}
		if err = p.Expect(":"); err != nil {
			return
		}
	}
	if a.Type, a.Attrs, err = p.parseTypeAndAttrs(); err != nil {
		return
	}
	if a.Loc, err = p.ParseOptionalLoc(); err != nil {
		return
	}
	if a.Loc == nil && named {
		a.Loc = a.Name.loc(p)
	}
	return
}

// parseTypeAndAttrs parses a type and an optional attribute dictionary after it.
func (p *OpParser) parseTypeAndAttrs() (Type, *DictAttr, error) {
	t, err := p.ParseType()
	if err != nil || !p.is(tLBrace) {
		return t, nil, err
	}
	entries, err := p.parseAttrDictEntries()
	if err != nil {
		return nil, nil, err
	}
	return t, NewDict(entries), nil
}

// ParseFunctionResultList parses a function's parenthesised results, `(T {attrs}, ...)`:
// types with optional attribute dictionaries, no names or locations.
func (p *OpParser) ParseFunctionResultList() ([]Argument, error) {
	if err := p.Expect("("); err != nil {
		return nil, err
	}
	if p.OptionalPunct(")") {
		return nil, nil
	}
	var res []Argument
	for {
		var a Argument
		var err error
		if a.Type, a.Attrs, err = p.parseTypeAndAttrs(); err != nil {
			return nil, err
		}
		res = append(res, a)
		if !p.OptionalPunct(",") {
			break
		}
	}
	return res, p.Expect(")")
}

// ParseOptionalSymbolVisibility parses `private`, `public` or `nested`.
func (p *OpParser) ParseOptionalVisibility() string {
	for _, v := range []string{"private", "public", "nested"} {
		if p.OptionalKeyword(v) {
			return v
		}
	}
	return ""
}

// TokenText returns the current token's text (for diagnostics in custom parsers).
func (p *OpParser) TokenText() string { return strings.Clone(p.text()) }
