package ir

// SparseElementsAttr is `sparse<indices, values> : type`: a shaped constant whose elements
// are zero except at the listed indices. Indices is an i64 tensor of shape [N, rank(Type)],
// Values a tensor of N elements of the element type (each stored as MLIR builds them, so
// a one-element or all-equal list is a splat and prints as one element).
type SparseElementsAttr struct {
	Type    ShapedType
	Indices *DenseElementsAttr
	Values  *DenseElementsAttr
}

// AttrType returns the shaped type.
func (a *SparseElementsAttr) AttrType() Type { return a.Type }

// Print writes `sparse<indices, values> : type` (`sparse<>` when nothing is listed).
func (a *SparseElementsAttr) Print(p *Printer) {
	a.printBody(p)
	p.WriteString(" : ")
	p.PrintType(a.Type)
}

// printBody writes `sparse<indices, values>`, the form without the type.
func (a *SparseElementsAttr) printBody(p *Printer) {
	p.WriteString("sparse<")
	if NumElements(a.Indices.Type.Shape()) != 0 {
		a.Indices.printBody(p)
		p.WriteString(", ")
		a.Values.printBody(p)
	}
	p.WriteString(">")
}

// Equal compares type, indices and values.
func (a *SparseElementsAttr) Equal(o Attribute) bool {
	b, ok := o.(*SparseElementsAttr)
	return ok && TypeEqual(a.Type, b.Type) && a.Indices.Equal(b.Indices) && a.Values.Equal(b.Values)
}

// parseSparseElements parses `sparse<...> : type` as MLIR does: the literal shapes give the
// indices' and values' shapes, a single index stands for one [1, rank] row and a single
// value for one value per index.
func (p *OpParser) parseSparseElements(typ Type) (Attribute, error) {
	attrPos := p.tok.pos
	p.advance()
	if err := p.expect(tLess, "after 'sparse'"); err != nil {
		return nil, err
	}
	var idx, vals *elementsLiteral
	if !p.is(tGreater) {
		idxPos := p.tok.pos
		var err error
		if idx, err = p.parseElementsLiteral(); err != nil {
			return nil, err
		}
		if idx.hexStr != "" {
			return nil, p.ErrorAt(idxPos, "hex string is not allowed for the indices of a sparse elements literal")
		}
		if err := p.expect(tComma, "after the sparse indices"); err != nil {
			return nil, err
		}
		if vals, err = p.parseElementsLiteral(); err != nil {
			return nil, err
		}
	}
	if err := p.expect(tGreater, "to close sparse elements"); err != nil {
		return nil, err
	}
	t, tpos, err := p.elementsLiteralType(typ, attrPos)
	if err != nil {
		return nil, err
	}
	st, ok := t.(ShapedType)
	if !ok || !st.Ranked() || HasDynamicDim(st.Shape()) {
		return nil, p.ErrorAt(p.nextTokenPos(), "elements literal type must have static shape")
	}
	rank := int64(len(st.Shape()))
	a := &SparseElementsAttr{Type: st}
	if idx == nil {
		a.Indices = &DenseElementsAttr{Type: &TensorType{Dims: []int64{0, rank}, Elem: I64}}
		a.Values = &DenseElementsAttr{Type: &TensorType{Dims: []int64{0}, Elem: st.ElementType()}}
		return a, nil
	}
	idxShape := idx.shape
	if idx.splat || idx.shape == nil {
		idxShape = []int64{1, rank}
	}
	ia, err := p.denseOf(&TensorType{Dims: idxShape, Elem: I64}, idx, tpos)
	if err != nil {
		return nil, err
	}
	valShape := vals.shape
	if vals.splat || vals.shape == nil {
		valShape = []int64{idxShape[0]}
	}
	va, err := p.denseOf(&TensorType{Dims: valShape, Elem: st.ElementType()}, vals, tpos)
	if err != nil {
		return nil, err
	}
	var okI, okV bool
	a.Indices, okI = ia.(*DenseElementsAttr)
	a.Values, okV = va.(*DenseElementsAttr)
	if !okI || !okV {
		return nil, p.ErrorAt(tpos, "sparse elements literal must list its indices and values")
	}
	return a, p.verifySparse(a, attrPos)
}

// verifySparse checks the shapes and the index bounds, with MLIR's messages: indices are
// [N, rank] (or [N] for a rank-1 type), values [N].
func (p *OpParser) verifySparse(a *SparseElementsAttr, pos int) error {
	is, vs, shape := a.Indices.Type.Shape(), a.Values.Type.Shape(), a.Type.Shape()
	okIdx := len(is) == 2 && is[1] == int64(len(shape)) || len(is) == 1 && len(shape) == 1
	if !okIdx || len(vs) != 1 || vs[0] != is[0] {
		return p.ErrorAt(pos, "expected shape ([%s]); inferred shape of indices literal ([%s]); inferred shape of values literal ([%s])",
			joinDims(shape), joinDims(is), joinDims(vs))
	}
	n, r := is[0], int64(1)
	if len(is) == 2 {
		r = is[1]
	}
	for i := int64(0); i < n; i++ {
		row := make([]int64, r)
		bad := false
		for d := int64(0); d < r; d++ {
			k := i*r + d
			if a.Indices.Splat {
				k = 0
			}
			row[d] = a.Indices.Ints[k]
			bad = bad || row[d] < 0 || row[d] >= shape[d]
		}
		if bad {
			return p.ErrorAt(pos, "sparse index #%d is not contained within the value shape, with index=[%s], and type='%s'",
				i, joinDims(row), TypeString(a.Type))
		}
	}
	return nil
}
