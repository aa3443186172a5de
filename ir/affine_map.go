package ir

// AffineMap maps NumDims dimensions and NumSymbols symbols to its result expressions:
// `(d0, d1)[s0] -> (d0 + s0, d1)`.
type AffineMap struct {
	NumDims, NumSymbols int           // how many dN and sN the results may use
	Results             []*AffineExpr // one expression per result
}

// IsIdentity reports whether the map returns its dimensions in order (symbols are
// ignored, as MLIR's AffineMap::isIdentity does).
func (m *AffineMap) IsIdentity() bool {
	if m.NumDims != len(m.Results) {
		return false
	}
	for i, r := range m.Results {
		if r.Kind != AffineDim || r.Value != int64(i) {
			return false
		}
	}
	return true
}

// Equal reports whether the maps are the same.
func (m *AffineMap) Equal(o *AffineMap) bool {
	if m.NumDims != o.NumDims || m.NumSymbols != o.NumSymbols || len(m.Results) != len(o.Results) {
		return false
	}
	for i, r := range m.Results {
		if !r.Equal(o.Results[i]) {
			return false
		}
	}
	return true
}

// String renders the map as in `affine_map<...>`, without the wrapper.
func (m *AffineMap) String() string {
	p := NewPrinter(nil, PrintOptions{})
	m.print(p)
	return p.String()
}

func (m *AffineMap) print(p *Printer) {
	printDimsAndSymbols(p, m.NumDims, m.NumSymbols)
	p.WriteString(" -> (")
	for i, r := range m.Results {
		if i > 0 {
			p.WriteString(", ")
		}
		printAffineExpr(p, r, false)
	}
	p.WriteChar(')')
}

func printDimsAndSymbols(p *Printer, dims, syms int) {
	p.WriteChar('(')
	for i := 0; i < dims; i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteChar('d')
		p.WriteInt(int64(i))
	}
	p.WriteChar(')')
	if syms == 0 {
		return
	}
	p.WriteChar('[')
	for i := 0; i < syms; i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteChar('s')
		p.WriteInt(int64(i))
	}
	p.WriteChar(']')
}

// IntegerSet is a conjunction of affine constraints over dimensions and symbols: each
// constraint is `expr == 0` (Eqs[i]) or `expr >= 0`.
type IntegerSet struct {
	NumDims, NumSymbols int           // how many dN and sN the constraints may use
	Constraints         []*AffineExpr // the left-hand sides; the right-hand side is always 0
	Eqs                 []bool        // parallel to Constraints: true for `== 0`, false for `>= 0`
}

// Equal reports whether the sets are the same.
func (s *IntegerSet) Equal(o *IntegerSet) bool {
	if s.NumDims != o.NumDims || s.NumSymbols != o.NumSymbols || len(s.Constraints) != len(o.Constraints) {
		return false
	}
	for i, c := range s.Constraints {
		if !c.Equal(o.Constraints[i]) || s.Eqs[i] != o.Eqs[i] {
			return false
		}
	}
	return true
}

// String renders the set as in `affine_set<...>`, without the wrapper.
func (s *IntegerSet) String() string {
	p := NewPrinter(nil, PrintOptions{})
	s.print(p)
	return p.String()
}

func (s *IntegerSet) print(p *Printer) {
	printDimsAndSymbols(p, s.NumDims, s.NumSymbols)
	p.WriteString(" : (")
	for i, c := range s.Constraints {
		if i > 0 {
			p.WriteString(", ")
		}
		printAffineExpr(p, c, false)
		if s.Eqs[i] {
			p.WriteString(" == 0")
		} else {
			p.WriteString(" >= 0")
		}
	}
	p.WriteChar(')')
}

// AffineMapAttr is `affine_map<...>` (also a memref layout).
type AffineMapAttr struct{ Map *AffineMap }

// Print writes `affine_map<...>`.
func (a *AffineMapAttr) Print(p *Printer) {
	p.WriteString("affine_map<")
	a.Map.print(p)
	p.WriteChar('>')
}

// Equal compares the maps structurally.
func (a *AffineMapAttr) Equal(o Attribute) bool {
	b, ok := o.(*AffineMapAttr)
	return ok && a.Map.Equal(b.Map)
}

// IntegerSetAttr is `affine_set<...>`.
type IntegerSetAttr struct{ Set *IntegerSet }

// Print writes `affine_set<...>`.
func (a *IntegerSetAttr) Print(p *Printer) {
	p.WriteString("affine_set<")
	a.Set.print(p)
	p.WriteChar('>')
}

// Equal compares the sets structurally.
func (a *IntegerSetAttr) Equal(o Attribute) bool {
	b, ok := o.(*IntegerSetAttr)
	return ok && a.Set.Equal(b.Set)
}
