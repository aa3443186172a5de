package ir

// parseDialectSymbol runs a registered dialect's type or attribute parser the way MLIR
// does. MLIR hands the dialect the symbol's data, the mnemonic after `dialect.` (with a
// directly following `<...>` group) or what `dialect<...>` encloses, and resumes after
// the whole symbol however much of it the dialect read: `!emitc.size_t<1>` is
// !emitc.size_t and `#arith<fastmath<fast> x>` is #arith.fastmath<fast>. An attribute
// (colonType) may be followed by `: type`, which MLIR reads before the dialect parses
// and no dialect of ours keeps. The current token is the `!dialect...` or `#dialect...`
// one; pos is its offset.
func parseDialectSymbol[T any](p *OpParser, pos int, dialect string, dotted, colonType bool, parse func(mnemonic string) (T, error)) (T, error) {
	var zero T
	end := p.tok.end
	if end < len(p.src) && p.src[end] == '<' {
		e, err := p.scanBalanced(end)
		if err != nil {
			return zero, err
		}
		end = e
	}
	resume := -1 // where parsing continues after a `: type`
	if colonType {
		var err error
		if resume, err = p.trailingColonType(pos, end); err != nil {
			return zero, err
		}
	}
	mnemonic := ""
	if dotted {
		mnemonic = p.text()[2+len(dialect):]
		p.mnemonicPos = pos + 2 + len(dialect)
		p.advance()
	} else {
		p.advance()
		if err := p.Expect("<"); err != nil {
			return zero, err
		}
		p.mnemonicPos = p.tok.pos
		m, err := p.ParseKeywordAny("valid keyword")
		if err != nil {
			return zero, err
		}
		mnemonic = m
	}
	v, err := outsideCustomOp(p, func() (T, error) { return parse(mnemonic) })
	if err != nil {
		// MLIR parsed the symbol's data with a parser of its own: the enclosing one
		// stands after the whole symbol, where its follow-up errors (a parameter it
		// failed to parse) are reported.
		if p.tok.pos < end {
			p.lex.reset(end)
			p.advance()
		}
		return zero, err
	}
	switch {
	case resume >= 0:
		p.lex.reset(resume)
		p.advance()
	case p.tok.pos < end:
		p.lex.reset(end)
		p.advance()
	}
	return v, nil
}

// trailingColonType parses a `: type` that follows the dialect symbol spanning pos to
// end, and returns the offset after it (-1 when there is none); the parser is left at
// the symbol's token again either way.
func (p *OpParser) trailingColonType(pos, end int) (int, error) {
	p.lex.reset(end)
	p.advance()
	resume := -1
	if p.OptionalPunct(":") {
		if _, err := p.ParseType(); err != nil {
			return 0, err
		}
		resume = p.prevEnd
	}
	p.lex.reset(pos)
	p.advance()
	return resume, nil
}
