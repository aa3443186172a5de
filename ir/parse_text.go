package ir

// ParseAttrText parses one attribute written alone, as MLIR's bytecode stores attributes
// of dialects without a binary encoding. The whole text must be the attribute.
func ParseAttrText(ctx *Context, text string) (Attribute, error) {
	p := newParser(ctx, "", []byte(text), ParseOptions{})
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if !p.is(tEOF) {
		return nil, p.Errorf("trailing characters after the attribute")
	}
	return a, nil
}

// ParseTypeText parses one type written alone (see ParseAttrText).
func ParseTypeText(ctx *Context, text string) (Type, error) {
	p := newParser(ctx, "", []byte(text), ParseOptions{})
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if !p.is(tEOF) {
		return nil, p.Errorf("trailing characters after the type")
	}
	return t, nil
}
