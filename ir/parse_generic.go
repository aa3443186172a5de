package ir

import "bytes"

// The generic op form, `"name"(operands)[succs] <{props}> (regions) {attrs} : type`, is
// what every op can be written in and what mlir-opt --mlir-print-op-generic emits; big
// modules arrive in it, so it parses without per-op temporaries.

// parseGenericOperation parses `"name"(operands)[succs] <{props}> (regions) {attrs} : fnType`.
func (p *OpParser) parseGenericOperation() (*Operation, error) {
	namePos := p.tok.pos
	loc := p.tokLoc()
	var info *OpInfo
	if raw := p.textBytes(); len(raw) > 2 && bytes.IndexByte(raw, '\\') < 0 {
		info = p.ctx.lookupOpBytes(raw[1 : len(raw)-1]) // registered: no name string needed
	}
	if info == nil {
		name := decodeString(p.textBytes())
		if name == "" {
			return nil, p.Errorf("empty operation name is invalid")
		}
		info = p.ctx.OpInfoFor(name)
	}
	p.advance()
	if !info.Registered && !p.ctx.AllowUnregistered {
		return nil, p.ErrorAt(namePos, "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
	}
	st := p.newState()
	st.Info, st.inline = info, loc
	defer p.freeState(st)
	if err := p.expect(tLParen, "to start operand list"); err != nil {
		return nil, err
	}
	// Operand uses, the op's types and the resolved operands live on the parser's stacks
	// until the op is built; nested ops push above them and pop back.
	useBase, typeBase, valBase := len(p.useStack), len(p.typeStack), len(p.valStack)
	defer func() {
		p.useStack, p.typeStack, p.valStack = p.useStack[:useBase], p.typeStack[:typeBase], p.valStack[:valBase]
		st.Operands, st.Types = nil, nil // borrowed from the stacks: not the state's to keep
	}()
	us, err := p.AppendOperandList(p.useStack)
	if err != nil {
		return nil, err
	}
	p.useStack = us
	uses := us[useBase:]
	if err := p.expect(tRParen, "to end operand list"); err != nil {
		return nil, err
	}
	if p.is(tLSquare) {
		p.advance()
		for {
			b, err := p.ParseSuccessor()
			if err != nil {
				return nil, err
			}
			st.Successors = append(st.Successors, b)
			if !p.consumeIf(tComma) {
				break
			}
		}
		if err := p.expect(tRSquare, "in successor list"); err != nil {
			return nil, err
		}
	}
	var props []NamedAttr
	if p.is(tLess) {
		p.advance()
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return nil, err
		}
		if err := p.expect(tGreater, "to end properties"); err != nil {
			return nil, err
		}
		if info.Registered {
			d, ok := a.(*DictAttr)
			if !ok {
				return nil, p.ErrorAt(namePos, "expected a dictionary of properties for '%s'", info.Name)
			}
			props = d.Entries
		} else {
			st.Props = a
		}
	}
	if p.consumeIf(tLParen) {
		for {
			r := &Region{}
			isolated := info.Traits&TraitIsolatedFromAbove != 0
			parse := func() error { return p.parseRegion(r, nil, false, isolated) }
			var err error
			// Function-like bodies may be parsed on another core; the generic parser never
			// looks into them. Symbol tables (modules) hold those functions and stay here.
			if isolated && info.Registered && info.Traits&TraitSymbolTable == 0 && p.canDefer() {
				_, err = p.deferRegion(r, nil, parse)
			} else {
				err = parse()
			}
			if err != nil {
				return nil, err
			}
			st.Regions = append(st.Regions, r)
			if !p.consumeIf(tComma) {
				break
			}
		}
		if err := p.expect(tRParen, "to end region list"); err != nil {
			return nil, err
		}
	}
	if p.is(tLBrace) {
		if err := p.ParseOptionalAttrDict(st); err != nil {
			return nil, err
		}
	}
	st.Attrs = append(st.Attrs, props...)
	if err := p.expect(tColon, "followed by operation type"); err != nil {
		return nil, err
	}
	typePos := p.tok.pos
	ins, outs, err := p.parseOpFunctionType(typePos)
	if err != nil {
		return nil, err
	}
	st.Types = outs
	if len(uses) != len(ins) {
		return nil, p.ErrorAt(typePos, "%d operands present, but expected %d", len(uses), len(ins))
	}
	for i, u := range uses {
		v, err := p.ResolveOperand(u, ins[i])
		if err != nil {
			return nil, err
		}
		p.valStack = append(p.valStack, v)
	}
	st.Operands = p.valStack[valBase:]
	return p.finishOp(st)
}

// parseOpFunctionType parses a generic op's `(inputs) -> results` onto the type stack
// and returns the two lists (valid until the caller pops the stack).
func (p *OpParser) parseOpFunctionType(typePos int) (ins, outs []Type, err error) {
	if !p.is(tLParen) {
		t, err := p.ParseType() // an alias of a function type
		if err != nil {
			return nil, nil, err
		}
		ft, ok := t.(*FunctionType)
		if !ok {
			return nil, nil, p.ErrorAt(typePos, "expected function type")
		}
		return ft.Inputs, ft.Results, nil
	}
	base := len(p.typeStack)
	p.advance()
	if !p.consumeIf(tRParen) {
		for {
			t, err := p.ParseType()
			if err != nil {
				return nil, nil, err
			}
			p.typeStack = append(p.typeStack, t)
			if !p.consumeIf(tComma) {
				break
			}
		}
		if err := p.expect(tRParen, "to end type list"); err != nil {
			return nil, nil, err
		}
	}
	nIns := len(p.typeStack) - base
	if err := p.expect(tArrow, "in function type"); err != nil {
		return nil, nil, err
	}
	if p.is(tLParen) {
		rs, err := p.ParseFunctionResultTypes()
		if err != nil {
			return nil, nil, err
		}
		p.typeStack = append(p.typeStack, rs...)
	} else {
		t, err := p.ParseType()
		if err != nil {
			return nil, nil, err
		}
		p.typeStack = append(p.typeStack, t)
	}
	return p.typeStack[base : base+nIns : base+nIns], p.typeStack[base+nIns:], nil
}
