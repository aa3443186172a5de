package ir

import (
	"bytes"
	"strings"
)

// The generic op form, `"name"(operands)[succs] <{props}> (regions) {attrs} : type`, is
// what every op can be written in and what mlir-opt --mlir-print-op-generic emits; big
// modules arrive in it, so it parses without per-op temporaries.

// parseGenericOperation parses `"name"(operands)[succs] <{props}> (regions) {attrs} : fnType`.
func (p *OpParser) parseGenericOperation() (*Operation, error) {
	namePos := p.tok.pos
	loc := p.tokLoc()
	info, err := p.parseGenericOpName()
	if err != nil {
		return nil, err
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
	if err := p.parseGenericSuccessors(st); err != nil {
		return nil, err
	}
	props, err := p.parseGenericProperties(st, info)
	if err != nil {
		return nil, err
	}
	if err := p.parseGenericRegions(st, info); err != nil {
		return nil, err
	}
	if p.is(tLBrace) {
		if err := p.ParseOptionalAttrDict(st); err != nil {
			return nil, err
		}
	}
	// The inherent attributes of the dictionary are checked before setProperties drops
	// those a property cannot hold, and reported once the operands are resolved, as
	// MLIR's parser does.
	var inherentErr error
	if props == nil {
		inherentErr = p.checkInherentAttrs(st, info, namePos)
	}
	// MLIR converts the properties once the op is built: an error in them comes after
	// those of the type and the trailing location.
	propErr := p.setProperties(st, info, props, namePos)
	for _, d := range info.Defaults {
		if st.Attr(d.Name) == nil {
			st.AddAttr(d.Name, d.Value)
		}
	}
	if err := p.expect(tColon, "followed by operation type"); err != nil {
		return nil, err
	}
	typePos := p.tok.pos
	ins, outs, err := p.parseOpFunctionType(typePos)
	if err != nil {
		return nil, err
	}
	st.Types = outs
	if err := p.resolveGenericOperands(uses, ins, typePos); err != nil {
		return nil, err
	}
	if inherentErr != nil {
		return nil, inherentErr
	}
	st.Operands = p.valStack[valBase:]
	op, err := p.finishOp(st)
	if err == nil && propErr != nil {
		return nil, propErr
	}
	return op, err
}

// parseGenericOpName reads the quoted op name and finds its OpInfo, refusing ops of
// unregistered dialects unless they are allowed.
func (p *OpParser) parseGenericOpName() (*OpInfo, error) {
	namePos := p.tok.pos
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
	if !info.Registered {
		dot := strings.IndexByte(info.Name, '.')
		var d *Dialect
		if dot > 0 {
			d = p.ctx.Dialect(info.Name[:dot])
		}
		// A closed dialect's unknown op is the verifier's to refuse (mlir-opt reports it
		// there, with the op note, after the whole input parsed).
		if d != nil && !d.Closed && !d.AllowUnknownOps && !p.ctx.AllowUnregistered {
			return nil, p.ErrorAt(namePos, "unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations", info.Name, info.Name[:dot])
		}
	}
	if !info.Registered && info.Owner == nil && !p.ctx.AllowUnregistered {
		// mlir-opt reports this at the token after the name.
		return nil, p.Errorf("operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
	}
	return info, nil
}

// parseGenericSuccessors parses the optional `[^bb0, ^bb1]` successor list.
func (p *OpParser) parseGenericSuccessors(st *OperationState) error {
	if !p.is(tLSquare) {
		return nil
	}
	p.advance()
	return p.ParseCommaSeparatedUntil("]", false, func() error {
		b, err := p.ParseSuccessor()
		st.Successors = append(st.Successors, b)
		return err
	})
}

// parseGenericProperties parses the optional `<{...}>` properties: an unregistered op
// keeps the attribute as is in st.Props, a registered op's are returned for
// setProperties.
func (p *OpParser) parseGenericProperties(st *OperationState, info *OpInfo) (Attribute, error) {
	if !p.is(tLess) {
		return nil, nil
	}
	p.advance()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if err := p.expect(tGreater, "to close properties"); err != nil {
		return nil, err
	}
	if !info.Registered {
		st.Props = a
		return nil, nil
	}
	return a, nil
}

// parseGenericRegions parses the optional `(region, ...)` list.
func (p *OpParser) parseGenericRegions(st *OperationState, info *OpInfo) error {
	if !p.consumeIf(tLParen) {
		return nil
	}
	// Function-like bodies may be parsed on another core; the generic parser never
	// looks into them. Symbol tables (modules) hold those functions and stay here.
	deferrable := info.Traits&TraitIsolatedFromAbove != 0 && info.Registered && info.Traits&TraitSymbolTable == 0
	for {
		r := &Region{}
		parse := func() error { return p.parseRegion(r, nil, false) }
		var err error
		if deferrable && p.canDefer() {
			_, err = p.deferRegion(r, nil, parse)
		} else {
			err = parse()
		}
		if err != nil {
			return err
		}
		st.Regions = append(st.Regions, r)
		if !p.consumeIf(tComma) {
			break
		}
	}
	return p.expect(tRParen, "to end region list")
}

// resolveGenericOperands checks the operand count against the function type's inputs
// and pushes the resolved values onto the value stack.
func (p *OpParser) resolveGenericOperands(uses []UnresolvedOperand, ins []Type, typePos int) error {
	if len(uses) != len(ins) {
		plural := "s"
		if len(uses) == 1 {
			plural = "" // mlir-opt 19 writes a NUL byte here; we write nothing
		}
		return p.ErrorAt(typePos, "expected %d operand type%s but had %d", len(uses), plural, len(ins))
	}
	for i, u := range uses {
		v, err := p.ResolveOperand(u, ins[i])
		if err != nil {
			return err
		}
		p.valStack = append(p.valStack, v)
	}
	return nil
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
		if err := p.expect(tRParen, ""); err != nil {
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
