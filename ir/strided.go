package ir

// StridedLayoutAttr is the builtin `strided<[s0, s1, ...], offset: o>` memref layout: element
// (i0, i1, ...) lives at offset + sum(ik * sk). Dynamic marks an unknown stride or offset.
type StridedLayoutAttr struct {
	Offset  int64
	Strides []int64
}

// Print writes `strided<[...]>`, adding `, offset: o` only when the offset is not 0, as MLIR does.
func (a *StridedLayoutAttr) Print(p *Printer) {
	p.WriteString("strided<[")
	for i, s := range a.Strides {
		if i > 0 {
			p.WriteString(", ")
		}
		writeDynInt(p, s)
	}
	p.WriteChar(']')
	if a.Offset != 0 {
		p.WriteString(", offset: ")
		writeDynInt(p, a.Offset)
	}
	p.WriteChar('>')
}

func writeDynInt(p *Printer, v int64) {
	if v == Dynamic {
		p.WriteChar('?')
	} else {
		p.WriteInt(v)
	}
}

// Equal compares offset and strides.
func (a *StridedLayoutAttr) Equal(o Attribute) bool {
	b, ok := o.(*StridedLayoutAttr)
	return ok && a.Offset == b.Offset && shapesEqual(a.Strides, b.Strides)
}

// parseStrided reads `strided<[...](, offset: o)?>` after the keyword.
func (p *OpParser) parseStrided() (Attribute, error) {
	at := p.Pos() // MLIR reports a bad layout at its keyword
	p.advance()
	if err := p.expect(tLess, "after 'strided'"); err != nil {
		return nil, err
	}
	if err := p.expect(tLSquare, ""); err != nil {
		return nil, err
	}
	a := &StridedLayoutAttr{Strides: []int64{}}
	if !p.consumeIf(tRSquare) {
		for {
			v, err := p.parseDynInt()
			if err != nil {
				return nil, err
			}
			a.Strides = append(a.Strides, v)
			if p.consumeIf(tRSquare) {
				break
			}
			if !p.consumeIf(tComma) {
				return nil, p.expected("']'")
			}
		}
	}
	// Without an offset `>` follows the strides; otherwise `, offset: N` does.
	if !p.is(tGreater) {
		if err := p.expect(tComma, ""); err != nil {
			return nil, err
		}
		if !p.isKeyword("offset") {
			return nil, p.expected("'offset' after comma")
		}
		p.advance()
		if err := p.expect(tColon, "after 'offset'"); err != nil {
			return nil, err
		}
		v, err := p.parseDynInt()
		if err != nil {
			return nil, err
		}
		a.Offset = v
	}
	if err := p.expect(tGreater, ""); err != nil {
		return nil, err
	}
	for _, s := range a.Strides {
		if s == 0 {
			return nil, p.ErrorAt(at, "strides must not be zero")
		}
	}
	return a, nil
}

// parseDynInt reads an integer or `?` (Dynamic).
func (p *OpParser) parseDynInt() (int64, error) {
	if p.consumeIf(tQuestion) {
		return Dynamic, nil
	}
	neg := p.is(tMinus)
	if neg && p.tok.end < len(p.src) && isDigit(p.src[p.tok.end]) {
		p.advance()
	} else if neg {
		return 0, p.ErrorAt(p.tok.pos, "expected a 64-bit signed integer or '?'")
	}
	if !p.is(tInteger) {
		return 0, p.ErrorAt(p.tok.pos, "expected a 64-bit signed integer or '?'")
	}
	v, err := parseIntLit(p.text())
	if err != nil {
		return 0, p.ErrorAt(p.tok.pos, "expected a 64-bit signed integer or '?'")
	}
	p.advance()
	if neg {
		v = -v
	}
	return v, nil
}

// StridesAndOffset returns the strides and offset of a memref's layout: the row-major
// strides of its shape for the identity layout, the given ones for a strided layout, and
// the coefficients of a single-result affine map that is a linear form of its dimensions.
// Unknown (symbolic) values are Dynamic; ok is false when the layout is not strided.
func StridesAndOffset(t *MemRefType) (strides []int64, offset int64, ok bool) {
	switch l := t.Layout.(type) {
	case nil:
		return CanonicalStrides(t.Dims), 0, true
	case *StridedLayoutAttr:
		return append([]int64(nil), l.Strides...), l.Offset, true
	case *AffineMapAttr:
		return affineStrides(l.Map, len(t.Dims))
	}
	return nil, 0, false
}

// IsStrided reports whether the memref's layout has strides and an offset.
func IsStrided(t *MemRefType) bool {
	_, _, ok := StridesAndOffset(t)
	return ok
}

// CanonicalStrides returns the row-major (contiguous) strides of a shape: a dynamic or zero
// size makes every outer stride Dynamic.
func CanonicalStrides(shape []int64) []int64 {
	strides := make([]int64, len(shape))
	running, poisoned := int64(1), false
	for i := len(shape) - 1; i >= 0; i-- {
		if poisoned {
			strides[i] = Dynamic
		} else {
			strides[i] = running
		}
		if shape[i] > 0 {
			running *= shape[i]
		} else {
			poisoned = true
		}
	}
	return strides
}

// affineStrides decomposes a one-result layout map into per-dimension coefficients and a
// constant part. Any coefficient or offset that involves a symbol is Dynamic.
func affineStrides(m *AffineMap, rank int) ([]int64, int64, bool) {
	if m.IsIdentity() {
		return nil, 0, false // identity maps are dropped at parse time; be safe
	}
	if len(m.Results) != 1 {
		return nil, 0, false
	}
	strides := make([]*AffineExpr, rank)
	for i := range strides {
		strides[i] = AffineConstExpr(0)
	}
	offset := AffineConstExpr(0)
	if !extractStrides(m.Results[0], AffineConstExpr(1), strides, &offset) {
		return nil, 0, false
	}
	out := make([]int64, rank)
	for i, s := range strides {
		if !s.isConst() {
			out[i] = Dynamic
			continue
		}
		if s.Value == 0 {
			return nil, 0, false // a zero stride aliases: MLIR calls such a map not strided
		}
		out[i] = s.Value
	}
	off := Dynamic
	if offset.isConst() {
		off = offset.Value
	}
	return out, off, true
}

func extractStrides(e, factor *AffineExpr, strides []*AffineExpr, offset **AffineExpr) bool {
	switch e.Kind {
	case AffineDim:
		if int(e.Value) >= len(strides) {
			return false
		}
		strides[e.Value] = strides[e.Value].Add(factor)
		return true
	case AffineConstant, AffineSymbol:
		*offset = (*offset).Add(e.Mul(factor))
		return true
	case AffineAdd:
		return extractStrides(e.LHS, factor, strides, offset) && extractStrides(e.RHS, factor, strides, offset)
	case AffineMul:
		if e.LHS.Kind == AffineDim {
			p := e.LHS.Value
			if int(p) >= len(strides) {
				return false
			}
			strides[p] = strides[p].Add(e.RHS.Mul(factor))
			return true
		}
		if e.LHS.IsSymbolicOrConstant() {
			return extractStrides(e.RHS, factor.Mul(e.LHS), strides, offset)
		}
		return extractStrides(e.LHS, factor.Mul(e.RHS), strides, offset)
	}
	return false
}

// ParseAffineMap reads a bare affine map `(d0, d1)[s0] -> (...)`, as ops spell one inline
// (memref.transpose's permutation).
func (p *OpParser) ParseAffineMap() (*AffineMap, error) {
	m, _, err := p.parseAffineMapOrIntegerSet()
	if err == nil && m == nil {
		err = p.expected("'->' in affine map")
	}
	return m, err
}
