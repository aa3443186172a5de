package ir

import "strconv"

// The affine parser follows MLIR's grammar and reports MLIR's diagnostics at MLIR's
// positions, so -verify-diagnostics tests written against mlir-opt hold for us:
//
//	affine-map  ::= dim-list symbol-list? `->` `(` (affine-expr (`,` affine-expr)*)? `)`
//	integer-set ::= dim-list symbol-list? `:` `(` (constraint (`,` constraint)*)? `)`
//	dim-list    ::= `(` (bare-id (`,` bare-id)*)? `)`
//	symbol-list ::= `[` (bare-id (`,` bare-id)*)? `]`
//	constraint  ::= affine-expr (`>=` | `<=` | `==`) affine-expr
//	affine-expr ::= `(` affine-expr `)` | affine-expr (`+` | `-`) affine-expr
//	              | affine-expr (`*` | `floordiv` | `ceildiv` | `mod`) affine-expr
//	              | `-` affine-expr | bare-id | integer-literal
//
// Products need a constant or symbolic operand and divisors must be constant or symbolic
// (the expressions stay affine); everything is built through the simplifying constructors.

type affineParser struct {
	*OpParser
	// ids maps a dimension or symbol name to its expression: a map, since a map with
	// 200k dimensions made a scan per name quadratic.
	ids map[string]*AffineExpr
}

type affineOp uint8

const (
	affNone affineOp = iota
	affAdd
	affSub
	affMul
	affFloorDiv
	affCeilDiv
	affMod
)

// parseAffineAttr parses `affine_map<...>` or `affine_set<...>` (the keyword is current).
func (p *OpParser) parseAffineAttr(set bool) (Attribute, error) {
	what := "affine map"
	if set {
		what = "integer set"
	}
	p.advance()
	if err := p.expectWrongTok(tLess, "expected '<' in "+what); err != nil {
		return nil, err
	}
	start := p.tok.pos
	m, s, err := p.parseAffineMapOrIntegerSet()
	if err != nil {
		return nil, err
	}
	if set && m != nil {
		return nil, p.ErrorAt(start, "expected IntegerSet, but got AffineMap")
	}
	if !set && s != nil {
		return nil, p.ErrorAt(start, "expected AffineMap, but got IntegerSet")
	}
	if err := p.expectWrongTok(tGreater, "expected '>' in "+what); err != nil {
		return nil, err
	}
	if set {
		return &IntegerSetAttr{Set: s}, nil
	}
	return &AffineMapAttr{Map: m}, nil
}

// expectWrongTok consumes a token of kind k or reports msg where MLIR reports a wrong
// token.
func (p *OpParser) expectWrongTok(k tokKind, msg string) error {
	if p.consumeIf(k) {
		return nil
	}
	return p.wrongTok(msg)
}

func (p *OpParser) wrongTok(msg string) error {
	if p.tok.kind == tError {
		return p.ErrorAt(p.tok.pos, "%s", p.lex.err)
	}
	return p.ErrorAt(p.wrongTokenPos(), "%s", msg)
}

// parseAffineMapOrIntegerSet parses the body of an affine map or integer set; exactly one
// of the results is non-nil on success.
func (p *OpParser) parseAffineMapOrIntegerSet() (*AffineMap, *IntegerSet, error) {
	a := &affineParser{OpParser: p}
	dims, syms := 0, 0
	err := a.commaList(tLParen, tRParen, " in dimensional identifier list", func() error {
		dims++
		return a.defineID(AffineDimExpr(dims - 1))
	})
	if err != nil {
		return nil, nil, err
	}
	if a.is(tLSquare) {
		err := a.commaList(tLSquare, tRSquare, " in symbol list", func() error {
			syms++
			return a.defineID(AffineSymbolExpr(syms - 1))
		})
		if err != nil {
			return nil, nil, err
		}
	}
	if a.consumeIf(tArrow) {
		m := &AffineMap{NumDims: dims, NumSymbols: syms}
		err := a.commaList(tLParen, tRParen, " in affine map range", func() error {
			e, err := a.parseExpr()
			m.Results = append(m.Results, e)
			return err
		})
		if err != nil {
			return nil, nil, err
		}
		return m, nil, nil
	}
	if err := a.expectWrongTok(tColon, "expected '->' or ':'"); err != nil {
		return nil, nil, err
	}
	s := &IntegerSet{NumDims: dims, NumSymbols: syms}
	err = a.commaList(tLParen, tRParen, " in integer set constraint list", func() error {
		e, eq, err := a.parseConstraint()
		if err == nil {
			s.Constraints = append(s.Constraints, e)
			s.Eqs = append(s.Eqs, eq)
		}
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	if len(s.Constraints) == 0 {
		// No constraint is the degenerate true set, 0 == 0.
		s.Constraints, s.Eqs = []*AffineExpr{AffineConstExpr(0)}, []bool{true}
	}
	return nil, s, nil
}

// commaList parses open (elt (`,` elt)*)? close, MLIR's parseCommaSeparatedList.
func (a *affineParser) commaList(open, close tokKind, context string, elt func() error) error {
	if err := a.expectWrongTok(open, "expected "+tokNames[open]+context); err != nil {
		return err
	}
	if a.consumeIf(close) {
		return nil
	}
	if err := elt(); err != nil {
		return err
	}
	for a.consumeIf(tComma) {
		if err := elt(); err != nil {
			return err
		}
	}
	return a.expectWrongTok(close, "expected "+tokNames[close]+context)
}

func (a *affineParser) defineID(e *AffineExpr) error {
	if !a.is(tBareIdent) {
		return a.wrongTok("expected bare identifier")
	}
	name := a.text()
	if _, ok := a.ids[name]; ok {
		return a.ErrorAt(a.tok.pos, "redefinition of identifier '%s'", name)
	}
	a.advance()
	if a.ids == nil {
		a.ids = map[string]*AffineExpr{}
	}
	a.ids[name] = e
	return nil
}

func (a *affineParser) parseConstraint() (*AffineExpr, bool, error) {
	lhs, err := a.parseExpr()
	if err != nil {
		return nil, false, err
	}
	// `>=`, `<=` and `==` are two tokens each, as in MLIR.
	if a.consumeIf(tGreater) && a.consumeIf(tEqual) {
		rhs, err := a.parseExpr()
		if err != nil {
			return nil, false, err
		}
		return lhs.Sub(rhs), false, nil
	}
	if a.consumeIf(tLess) && a.consumeIf(tEqual) {
		rhs, err := a.parseExpr()
		if err != nil {
			return nil, false, err
		}
		return rhs.Sub(lhs), false, nil
	}
	if a.consumeIf(tEqual) && a.consumeIf(tEqual) {
		rhs, err := a.parseExpr()
		if err != nil {
			return nil, false, err
		}
		return lhs.Sub(rhs), true, nil
	}
	return nil, false, a.ErrorAt(a.tok.pos, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
}

func (a *affineParser) parseExpr() (*AffineExpr, error) { return a.parseLow(nil, affNone) }

func (a *affineParser) lowOp() affineOp {
	switch a.tok.kind {
	case tPlus:
		a.advance()
		return affAdd
	case tMinus:
		a.advance()
		return affSub
	}
	return affNone
}

func (a *affineParser) highOp() affineOp {
	op := affNone
	switch {
	case a.is(tStar):
		op = affMul
	case a.isKeyword("floordiv"):
		op = affFloorDiv
	case a.isKeyword("ceildiv"):
		op = affCeilDiv
	case a.isKeyword("mod"):
		op = affMod
	}
	if op != affNone {
		a.advance()
	}
	return op
}

func lowBinary(op affineOp, l, r *AffineExpr) *AffineExpr {
	if op == affAdd {
		return l.Add(r)
	}
	return l.Sub(r)
}

// highBinary builds a product, quotient or remainder, rejecting non-affine ones at opPos.
func (a *affineParser) highBinary(op affineOp, l, r *AffineExpr, opPos int) (*AffineExpr, error) {
	switch op {
	case affMul:
		if !l.IsSymbolicOrConstant() && !r.IsSymbolicOrConstant() {
			return nil, a.ErrorAt(opPos, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
		}
		return l.Mul(r), nil
	}
	name := map[affineOp]string{affFloorDiv: "floordiv", affCeilDiv: "ceildiv", affMod: "mod"}[op]
	if !r.IsSymbolicOrConstant() {
		return nil, a.ErrorAt(opPos, "non-affine expression: right operand of %s has to be either a constant or symbolic", name)
	}
	switch op {
	case affFloorDiv:
		return l.FloorDiv(r), nil
	case affCeilDiv:
		return l.CeilDiv(r), nil
	}
	return l.Mod(r), nil
}

// parseLow parses a sum whose pending left part is llhs (combined by llhsOp), with
// higher-precedence operators binding first.
func (a *affineParser) parseLow(llhs *AffineExpr, llhsOp affineOp) (*AffineExpr, error) {
	lhs, err := a.parseOperand(llhs)
	if err != nil {
		return nil, err
	}
	if op := a.lowOp(); op != affNone {
		if llhs != nil {
			return a.parseLow(lowBinary(llhsOp, llhs, lhs), op)
		}
		return a.parseLow(lhs, op)
	}
	opPos := a.tok.pos
	if op := a.highOp(); op != affNone {
		high, err := a.parseHigh(lhs, op, opPos)
		if err != nil {
			return nil, err
		}
		expr := high
		if llhs != nil {
			expr = lowBinary(llhsOp, llhs, high)
		}
		if next := a.lowOp(); next != affNone {
			return a.parseLow(expr, next)
		}
		return expr, nil
	}
	if llhs != nil {
		return lowBinary(llhsOp, llhs, lhs), nil
	}
	return lhs, nil
}

// parseHigh parses a product or quotient chain whose pending left part is llhs. Errors
// of a chained operation point at the operator that follows it, as in MLIR.
func (a *affineParser) parseHigh(llhs *AffineExpr, llhsOp affineOp, llhsPos int) (*AffineExpr, error) {
	lhs, err := a.parseOperand(llhs)
	if err != nil {
		return nil, err
	}
	opPos := a.tok.pos
	if op := a.highOp(); op != affNone {
		if llhs != nil {
			e, err := a.highBinary(llhsOp, llhs, lhs, opPos)
			if err != nil {
				return nil, err
			}
			return a.parseHigh(e, op, opPos)
		}
		return a.parseHigh(lhs, op, opPos)
	}
	if llhs != nil {
		return a.highBinary(llhsOp, llhs, lhs, llhsPos)
	}
	return lhs, nil
}

// parseOperand parses an identifier, an integer, a parenthesised or a negated expression;
// lhs (the pending left operand, if any) only chooses the error message.
func (a *affineParser) parseOperand(lhs *AffineExpr) (*AffineExpr, error) {
	if err := a.enter(); err != nil {
		return nil, err
	}
	defer a.leave()
	switch a.tok.kind {
	case tPercentIdent:
		return nil, a.wrongTok("unexpected ssa identifier")
	case tInteger:
		text := a.text()
		base := 10
		if len(text) > 2 && text[1] == 'x' {
			text, base = text[2:], 16
		}
		v, err := strconv.ParseUint(text, base, 64)
		if err != nil || int64(v) < 0 {
			return nil, a.ErrorAt(a.tok.pos, "constant too large for index")
		}
		a.advance()
		return AffineConstExpr(int64(v)), nil
	case tLParen:
		a.advance()
		if a.is(tRParen) {
			return nil, a.ErrorAt(a.tok.pos, "no expression inside parentheses")
		}
		e, err := a.parseExpr()
		if err != nil {
			return nil, err
		}
		return e, a.expectWrongTok(tRParen, "expected ')'")
	case tMinus:
		a.advance()
		e, err := a.parseOperand(lhs)
		if err != nil {
			// MLIR adds a second error naming the negation.
			second := Errorf(a.LocAt(a.tok.pos), "missing operand of negation")
			return nil, DiagList(append(AsDiagnostics(err), second))
		}
		return e.Neg(), nil
	case tPlus, tStar:
		if lhs != nil {
			return nil, a.ErrorAt(a.tok.pos, "missing right operand of binary operator")
		}
		return nil, a.ErrorAt(a.tok.pos, "missing left operand of binary operator")
	case tBareIdent:
		if a.isKeyword("symbol") {
			// symbol(%ssa) only has a meaning in affine op operands.
			a.advance()
			if err := a.expectWrongTok(tLParen, "expected '(' at start of SSA symbol"); err != nil {
				return nil, err
			}
			return nil, a.wrongTok("unexpected ssa identifier")
		}
		if e, ok := a.ids[a.text()]; ok {
			a.advance()
			return e, nil
		}
		return nil, a.wrongTok("use of undeclared identifier")
	}
	if lhs != nil {
		return nil, a.ErrorAt(a.tok.pos, "missing right operand of binary operator")
	}
	return nil, a.ErrorAt(a.tok.pos, "expected affine expression")
}
