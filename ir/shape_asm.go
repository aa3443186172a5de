package ir

// Exported helpers for dialect types that spell a shape like builtin shaped types
// (`!ascendc.local_tensor<16x?xf32>`, `<*xf16>`); they reuse the builtin lexer rules so that
// `16xf32` and `0xf32` split the same way as in `tensor<...>`.

// ParseDimensionList parses `(dim x)*` where dim is an integer or `?` (Dynamic), stopping
// before the element type.
func (p *OpParser) ParseDimensionList() ([]int64, error) {
	dims, _, err := p.parseDims(true, false)
	return dims, err
}

// ParseOptionalUnrankedPrefix consumes `*x` (an unranked shape) if it is next.
func (p *OpParser) ParseOptionalUnrankedPrefix() (bool, error) {
	if !p.consumeIf(tStar) {
		return false, nil
	}
	if !p.consumeX() {
		return true, p.expected("'x' in dimension list")
	}
	return true, nil
}

// IsBangIdentNext reports whether a `!dialect...` type or alias is next (lets a stripped
// dialect type also be written fully qualified).
func (p *OpParser) IsBangIdentNext() bool { return p.is(tBangIdent) }

// IsHashIdentNext reports whether a `#...` attribute (dialect attribute or alias) is next.
func (p *OpParser) IsHashIdentNext() bool { return p.is(tHashIdent) }

// PrintShape prints dimensions as builtin shaped types do: `16x?x` (each followed by `x`).
func (p *Printer) PrintShape(dims []int64) { printShape(p, dims) }

// ParseStaticDimensionList parses `2x3x` like ParseDimensionList but stops at `?`, for
// types whose parsers reject dynamic sizes with their own message.
func (p *OpParser) ParseStaticDimensionList() ([]int64, error) {
	dims, _, err := p.parseDims(false, false)
	return dims, err
}
