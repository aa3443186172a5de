package ir

// Comma-separated lists as MLIR's parsers read them, with MLIR's messages: a custom op
// parser that reads its lists through these reports what mlir-opt reports.

// closers maps an opening delimiter to its closing one.
var closers = map[string]string{"(": ")", "[": "]", "<": ">", "{": "}"}

// ParseCommaSeparated parses `elem (, elem)*` between the delimiters open names: "(",
// "[", "<" or "{" (an empty list allowed), "(?" for a parenthesised list that may be
// absent, or "" for none (then at least one element). A missing delimiter is reported as
// `expected '(' CONTEXT`, as MLIR's parseCommaSeparatedList does; context is such as
// " in operand list".
func (p *OpParser) ParseCommaSeparated(open, context string, elem func() error) error {
	if open == "(?" {
		if !p.IsPunct("(") {
			return nil
		}
		open = "("
	}
	if open != "" {
		if !p.OptionalPunct(open) {
			return p.Errorf("expected '%s'%s", open, context)
		}
		if p.OptionalPunct(closers[open]) {
			return nil
		}
	}
	for {
		if err := elem(); err != nil {
			return err
		}
		if !p.consumeIf(tComma) {
			break
		}
	}
	if open != "" && !p.OptionalPunct(closers[open]) {
		return p.Errorf("expected '%s'%s", closers[open], context)
	}
	return nil
}

// ParseCommaSeparatedUntil parses `elem (, elem)* close` after an opening delimiter the
// caller consumed (MLIR's parseCommaSeparatedListUntil): an empty list is `close` alone
// when allowEmpty, and a list not followed by close is `expected ',' or 'close'`.
func (p *OpParser) ParseCommaSeparatedUntil(close string, allowEmpty bool, elem func() error) error {
	if p.IsPunct(close) {
		if !allowEmpty {
			return p.Errorf("expected list element")
		}
		p.OptionalPunct(close)
		return nil
	}
	if err := p.ParseCommaSeparated("", "", elem); err != nil {
		return err
	}
	if !p.OptionalPunct(close) {
		return p.Errorf("expected ',' or '%s'", close)
	}
	return nil
}

// ParseDelimitedOperandList parses operands between the delimiters open names (see
// ParseCommaSeparated), as MLIR's parseOperandList with a delimiter: messages end in
// " in operand list", and required >= 0 demands that many operands ("expected N
// operands", at the list).
func (p *OpParser) ParseDelimitedOperandList(open string, required int) ([]UnresolvedOperand, error) {
	start := p.tok.pos
	var us []UnresolvedOperand
	err := p.ParseCommaSeparated(open, " in operand list", func() error {
		u, err := p.ParseOperand()
		us = append(us, u)
		return err
	})
	if err != nil {
		return nil, err
	}
	if required >= 0 && len(us) != required {
		return nil, p.EmitError(start, "expected %d operands", required)
	}
	return us, nil
}

// ParseDelimitedArgumentList parses region arguments between the delimiters open names,
// as MLIR's parseArgumentList: `%name`, then `: type` and an attribute dictionary when
// withType, then an optional location; messages end in " in argument list".
func (p *OpParser) ParseDelimitedArgumentList(open string, withType bool) ([]Argument, error) {
	if open == "" && !p.is(tPercentIdent) {
		return nil, nil
	}
	var args []Argument
	err := p.ParseCommaSeparated(open, " in argument list", func() error {
		var a Argument
		var err error
		if a.Name, err = p.ParseOperandNoNumber(); err != nil {
			return err
		}
		if withType {
			if err = p.Expect(":"); err != nil {
				return err
			}
			if a.Type, a.Attrs, err = p.parseTypeAndAttrs(); err != nil {
				return err
			}
		}
		if a.Loc, err = p.ParseOptionalLoc(); err != nil {
			return err
		}
		if a.Loc == nil {
			a.Loc = a.Name.loc(p)
		}
		args = append(args, a)
		return nil
	})
	return args, err
}
