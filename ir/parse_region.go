package ir

// Successors, regions and blocks of the operation parser (parse_op.go).

// ParseSuccessor parses `^bb` and returns the (possibly forward-declared) block.
func (p *OpParser) ParseSuccessor() (*Block, error) {
	if !p.is(tCaretIdent) {
		return nil, p.expected("block name")
	}
	if len(p.blockScopes) == 0 {
		return nil, p.Errorf("branches are only valid inside a region")
	}
	d, _ := p.blockScopes[len(p.blockScopes)-1].lookup(p.text(), p.tok.pos)
	if p.rec != nil {
		p.rec.BlockUse(Span{p.tok.pos, p.tok.end}, d.block)
	}
	p.advance()
	return d.block, nil
}

// --- regions ---

// Argument is a region entry argument parsed by a custom parser (e.g. a function signature).
type Argument struct {
	Name  UnresolvedOperand // the argument's SSA name
	Type  Type              // the declared type
	Attrs *DictAttr         // argument attributes (`{...}` after the type), or nil
	Loc   Location          // an explicit `loc(...)` after the argument, or nil
}

// ParseRegion parses `{ ... }` into r; args become the entry block's arguments.
//
// A region sees every SSA name of the regions around it, also when its op is isolated
// from above: as in MLIR's parser, a name used across the isolation resolves (the
// verifier then reports "using value defined outside the region") and a name defined
// again inside is a redefinition. MLIR isolates names only for ops whose parser asks
// for shadowing, and no op of our dialects does.
func (p *OpParser) ParseRegion(r *Region, args []Argument) error {
	outer := p.customOp
	p.customOp = ""
	err := p.parseRegion(r, args, true)
	p.customOp = outer
	return err
}

// ParseParenOperandList parses `(` operands `)`; when required is not negative the list
// must hold exactly that many (MLIR's parseOperandList with a required count).
func (p *OpParser) ParseParenOperandList(required int) ([]UnresolvedOperand, error) {
	return p.ParseDelimitedOperandList("(", required)
}

// IsRegionNext reports whether a `{` comes next.
func (p *OpParser) IsRegionNext() bool { return p.is(tLBrace) }

func (p *OpParser) parseRegion(r *Region, args []Argument, fromCustom bool) error {
	if err := p.enter(); err != nil {
		return err
	}
	defer p.leave()
	if err := p.expect(tLBrace, "to begin a region"); err != nil {
		return err
	}
	p.pushValueScope()
	p.pushBlockScope()
	// Empty region with no arguments: zero blocks.
	if p.is(tRBrace) && len(args) == 0 {
		p.advance()
		if err := p.popBlockScope(); err != nil {
			return err
		}
		return p.popValueScope()
	}
	var entry *Block
	if len(args) > 0 || !p.is(tCaretIdent) {
		entry = &Block{}
		r.AddBlock(entry)
		if len(args) > 0 && p.is(tCaretIdent) {
			return p.Errorf("invalid block name in region with named arguments")
		}
		for _, a := range args {
			if err := p.checkEntryArgFree(a.Name); err != nil {
				return err
			}
			vals := p.valueSlab(1)
			vals[0] = entry.AddArg(a.Type, a.Loc)
			if err := p.defineValues(a.Name.Name, a.Name.Pos, vals); err != nil {
				return err
			}
		}
		if err := p.parseBlockBody(entry); err != nil {
			return err
		}
	}
	for p.is(tCaretIdent) {
		if err := p.parseBlock(r); err != nil {
			return err
		}
	}
	if err := p.expect(tRBrace, "to end region"); err != nil {
		return err
	}
	if err := p.popBlockScope(); err != nil {
		return err
	}
	return p.popValueScope()
}

// checkEntryArgFree refuses a region entry argument whose name is already in use around
// the region, defined or referenced before its definition, with MLIR's wording (a block's
// own arguments give "redefinition" instead).
func (p *OpParser) checkEntryArgFree(u UnresolvedOperand) error {
	vals, ok := p.scopes[len(p.scopes)-1].values[u.Name]
	if !ok {
		return nil
	}
	d := p.ErrorAt(u.Pos, "region entry argument '%%%s' is already in use", u.Name).(*Diagnostic)
	for _, v := range vals {
		if v == nil {
			continue
		}
		if f, isFwd := p.lookupForward(v); isFwd {
			d.Note(p.LocAt(f.pos), "previously referenced here")
		} else if l := p.defLoc(v, u.Name); l != nil {
			d.Note(l, "previously referenced here")
		}
		break
	}
	return d
}

func (p *OpParser) parseBlock(r *Region) error {
	name := p.text()
	pos := p.tok.pos
	d, _ := p.blockScopes[len(p.blockScopes)-1].lookup(name, pos)
	if d.defined {
		return p.Errorf("redefinition of block '%s'", name)
	}
	d.defined = true
	d.pos = pos
	b := d.block
	r.AddBlock(b)
	if p.rec != nil {
		p.rec.BlockDef(Span{pos, p.tok.end}, b)
	}
	p.advance()
	err := p.ParseCommaSeparated("(?", "", func() error {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if err := p.expect(tColon, "and type for SSA operand"); err != nil {
			return err
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		v := b.AddArg(t, u.loc(p))
		if l, ok, err := p.parseTrailingLoc(nil, v, nil); err != nil {
			return err
		} else if ok && l != nil {
			v.SetArgLoc(l)
		}
		return p.defineValues(u.Name, u.Pos, []*Value{v})
	})
	if err != nil {
		return err
	}
	if err := p.expect(tColon, "after block name"); err != nil {
		return err
	}
	return p.parseBlockBody(b)
}

func (p *OpParser) parseBlockBody(b *Block) error {
	for !p.is(tCaretIdent) && !p.is(tRBrace) {
		op, err := p.parseOperation()
		if err != nil {
			return err
		}
		b.Append(op)
	}
	return nil
}
