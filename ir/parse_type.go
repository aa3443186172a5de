package ir

import (
	"reflect"
	"strconv"
	"strings"
)

// ParseType parses any type, including aliases and dialect types.
func (p *OpParser) ParseType() (Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tLParen:
		return p.parseFunctionType()
	case tBangIdent:
		return p.parseExtendedType()
	case tBareIdent:
		return p.parseBuiltinType()
	case tError:
		return nil, p.Errorf("")
	}
	return nil, p.expected("non-function type")
}

// ParseOptionalType parses a type if the next token can start one.
func (p *OpParser) ParseOptionalType() (Type, bool, error) {
	switch p.tok.kind {
	case tLParen, tBangIdent:
	case tBareIdent:
		if !isBuiltinTypeKeyword(p.text()) {
			return nil, false, nil
		}
	default:
		return nil, false, nil
	}
	t, err := p.ParseType()
	return t, err == nil, err
}

func isBuiltinTypeKeyword(s string) bool {
	switch s {
	case "index", "none", "memref", "tensor", "vector", "tuple", "complex":
		return true
	}
	if _, ok := floatTypes[s]; ok {
		return true
	}
	_, _, ok := intTypeName(s)
	return ok
}

// isIntTypeSpelling reports whether s is what MLIR's lexer reads as an integer type token,
// `i`, `si` or `ui` and digits, however wide.
func isIntTypeSpelling(s []byte) bool {
	switch {
	case len(s) > 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i':
		s = s[2:]
	case len(s) > 1 && s[0] == 'i':
		s = s[1:]
	default:
		return false
	}
	for _, c := range s {
		if !isDigit(c) {
			return false
		}
	}
	return true
}

func intTypeName(s string) (int, Signedness, bool) {
	sign := Signless
	switch {
	case len(s) > 2 && s[:2] == "si":
		sign, s = Signed, s[2:]
	case len(s) > 2 && s[:2] == "ui":
		sign, s = Unsigned, s[2:]
	case len(s) > 1 && s[0] == 'i':
		s = s[1:]
	default:
		return 0, 0, false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, 0, false
		}
	}
	w, err := strconv.Atoi(s)
	if err != nil {
		return 0, 0, false
	}
	return w, sign, true
}

// ParseTypeList parses `type (, type)*`.
func (p *OpParser) ParseTypeList() ([]Type, error) {
	var out []Type
	for {
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		out = append(out, t)
		if !p.consumeIf(tComma) {
			return out, nil
		}
	}
}

func (p *OpParser) parseFunctionType() (Type, error) {
	ins, err := p.parseParenTypeList()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tArrow, "in function type"); err != nil {
		return nil, err
	}
	outs, err := p.ParseFunctionResultTypes()
	if err != nil {
		return nil, err
	}
	return &FunctionType{Inputs: ins, Results: outs}, nil
}

// parseParenTypeList parses `( [type (, type)*] )`.
func (p *OpParser) parseParenTypeList() ([]Type, error) {
	if err := p.expect(tLParen, ""); err != nil {
		return nil, err
	}
	if p.consumeIf(tRParen) {
		return []Type{}, nil
	}
	ts, err := p.ParseTypeList()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tRParen, ""); err != nil {
		return nil, err
	}
	return ts, nil
}

// ParseFunctionResultTypes parses a single type or a parenthesised list. A `(` always
// starts a list, as in MLIR: a function type as the one result is written in parentheses,
// `() -> ((i32) -> i32)`.
func (p *OpParser) ParseFunctionResultTypes() ([]Type, error) {
	if p.is(tLParen) {
		return p.parseParenTypeList()
	}
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	return []Type{t}, nil
}

func (p *OpParser) parseBuiltinType() (Type, error) {
	name := p.textBytes()
	pos := p.tok.pos
	switch string(name) {
	case "index":
		p.advance()
		return Index, nil
	case "none":
		p.advance()
		return None, nil
	case "memref":
		p.advance()
		return p.parseMemRef(pos)
	case "tensor":
		p.advance()
		return p.parseTensor()
	case "vector":
		p.advance()
		return p.parseVector()
	case "tuple":
		p.advance()
		if err := p.expect(tLess, "in tuple type"); err != nil {
			return nil, err
		}
		var ts []Type
		if !p.is(tGreater) {
			var err error
			if ts, err = p.ParseTypeList(); err != nil {
				return nil, err
			}
		}
		if err := p.expect(tGreater, "in tuple type"); err != nil {
			return nil, err
		}
		return &TupleType{Types: ts}, nil
	case "complex":
		p.advance()
		if err := p.expect(tLess, "in complex type"); err != nil {
			return nil, err
		}
		etPos := p.tok.pos
		et, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		switch et.(type) {
		case *IntegerType, *FloatType:
		default:
			return nil, p.ErrorAt(etPos, "invalid element type for complex")
		}
		if err := p.expect(tGreater, "in complex type"); err != nil {
			return nil, err
		}
		return &ComplexType{Elem: et}, nil
	}
	if ft, ok := floatTypes[string(name)]; ok {
		p.advance()
		return ft, nil
	}
	if w, s, ok := intTypeName(string(name)); ok {
		if w > 1<<24-1 {
			return nil, p.ErrorAt(pos, "integer bitwidth is limited to 16777215 bits")
		}
		p.advance()
		return IntType(w, s), nil
	}
	return nil, p.expected("non-function type")
}

// consumeX eats the `x` separator of a dimension list, splitting identifiers like `xf32`.
func (p *OpParser) consumeX() bool {
	if p.tok.kind != tBareIdent || p.src[p.tok.pos] != 'x' {
		return false
	}
	p.lex.reset(p.tok.pos + 1)
	p.advance()
	return true
}

// parseDims parses `(dim x)*` where dim is an integer, `?`, or `[N]` when scalable is allowed.
func (p *OpParser) parseDims(allowDynamic, allowScalable bool) ([]int64, []bool, error) {
	var dims []int64
	var scal []bool
	anyScal := false
	for {
		isScal := false
		switch {
		case p.is(tQuestion) && allowDynamic:
			p.advance()
			dims = append(dims, Dynamic)
		case p.is(tInteger):
			v, err := p.parseDimInt()
			if err != nil {
				return nil, nil, err
			}
			dims = append(dims, v)
		case p.is(tLSquare) && allowScalable:
			p.advance()
			v, err := p.parseDimInt()
			if err != nil {
				return nil, nil, err
			}
			if !p.consumeIf(tRSquare) {
				return nil, nil, p.Errorf("missing ']' closing scalable dimension")
			}
			dims = append(dims, v)
			isScal, anyScal = true, true
		default:
			if anyScal {
				return dims, scal, nil
			}
			return dims, nil, nil
		}
		scal = append(scal, isScal)
		if !p.consumeX() {
			return nil, nil, p.expected("'x' in dimension list")
		}
	}
}

// parseDimInt parses the integer of a dimension, as MLIR does for fixed and scalable
// ones alike: `0xf32` (lexed as hex) is a 0 followed by `xf32`, and anything that is not
// an integer fitting int64 is an "invalid dimension".
func (p *OpParser) parseDimInt() (int64, error) {
	if !p.is(tInteger) {
		return 0, p.Errorf("invalid dimension")
	}
	t := p.text()
	if len(t) > 1 && t[1] == 'x' {
		p.lex.reset(p.tok.pos + 1)
		p.advanceDim()
		return 0, nil
	}
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return 0, p.Errorf("invalid dimension")
	}
	p.advanceDim()
	return v, nil
}

// advanceDim moves past a dimension, taking an 'x' right after it as a token of its own
// (see nextDimX): consumeX is what reads it.
func (p *OpParser) advanceDim() {
	p.prevEnd = p.tok.end
	p.tok = p.lex.nextDimX()
}

// parseUnrankedElem parses the `x elem` that follows `*` in unranked shaped types.
func (p *OpParser) parseUnrankedElem() (Type, error) {
	if !p.consumeX() {
		return nil, p.expected("'x' in dimension list")
	}
	p.prevElemPos = p.tok.pos
	return p.ParseType()
}

// parseMemRef parses what follows `memref`, which starts at start.
func (p *OpParser) parseMemRef(start int) (Type, error) {
	if err := p.expect(tLess, "in memref type"); err != nil {
		return nil, err
	}
	if p.consumeIf(tStar) {
		et, err := p.parseUnrankedElem()
		if err != nil {
			return nil, err
		}
		if !validMemRefElem(et) && !p.unknownDialectType(et) {
			return nil, p.ErrorAt(p.prevElemPos, "invalid memref element type")
		}
		_, space, err := p.parseMemRefParams(true)
		if err != nil {
			return nil, err
		}
		if !p.supportedMemSpace(space) {
			return nil, p.ErrorAt(start, "unsupported memory space Attribute")
		}
		return &UnrankedMemRefType{Elem: et, MemSpace: skipDefaultMemSpace(space)}, nil
	}
	dims, _, err := p.parseDims(true, false)
	if err != nil {
		return nil, err
	}
	etPos := p.tok.pos
	et, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if !validMemRefElem(et) && !p.unknownDialectType(et) {
		return nil, p.ErrorAt(etPos, "invalid memref element type")
	}
	t := &MemRefType{Dims: dims, Elem: et}
	if t.Layout, t.MemSpace, err = p.parseMemRefParams(false); err != nil {
		return nil, err
	}
	if !p.supportedMemSpace(t.MemSpace) {
		return nil, p.ErrorAt(start, "unsupported memory space Attribute")
	}
	t.MemSpace = skipDefaultMemSpace(t.MemSpace)
	if s, ok := t.Layout.(*StridedLayoutAttr); ok && len(s.Strides) != len(dims) {
		return nil, p.ErrorAt(start, "expected the number of strides to match the rank")
	}
	if m, ok := t.Layout.(*AffineMapAttr); ok {
		if m.Map.NumDims != len(dims) {
			return nil, p.ErrorAt(start, "memref layout mismatch between rank and affine map: %d != %d", len(dims), m.Map.NumDims)
		}
		if m.Map.IsIdentity() {
			t.Layout = nil // the default layout, which MLIR does not print
		}
	}
	return t, nil
}

// isBuiltinType reports whether t is one of the builtin dialect's types; element rules
// below accept every type of another dialect, as MLIR does.
func isBuiltinType(t Type) bool {
	switch t.(type) {
	case *IntegerType, *IndexType, *NoneType, *FloatType, *FunctionType, *MemRefType,
		*UnrankedMemRefType, *TensorType, *UnrankedTensorType, *VectorType, *TupleType,
		*ComplexType, *OpaqueType:
		return true
	}
	return false
}

// validTensorElem is MLIR's rule for tensor elements: numbers, complex, vectors and
// opaque or other dialects' types; no other builtin type (none, tuple, tensor, memref).
func validTensorElem(t Type) bool {
	switch t.(type) {
	case *IntegerType, *IndexType, *FloatType, *ComplexType, *VectorType, *OpaqueType:
		return true
	}
	return !isBuiltinType(t)
}

// validMemRefElem is MLIR's rule for memref elements: numbers, complex, vectors, memrefs
// and other dialects' types (which MLIR asks through an interface we cannot see here).
func validMemRefElem(t Type) bool {
	switch t.(type) {
	case *IntegerType, *IndexType, *FloatType, *ComplexType, *VectorType, *MemRefType, *UnrankedMemRefType:
		return true
	}
	return !isBuiltinType(t)
}

// unknownDialectType reports the one opaque type mlir-opt 19 takes as a memref element:
// `!test.memref_element`, a type of the test dialect the oracle has loaded (and which
// implements the memref element interface). Any other type of a dialect not loaded here
// is refused, as mlir-opt refuses it: an unregistered dialect's type implements no
// interface.
func (p *OpParser) unknownDialectType(t Type) bool {
	o, ok := t.(*OpaqueType)
	return ok && p.ctx.AllowUnregistered && o.Dialect == "test" && o.Body == "memref_element"
}

// parseMemRefParams parses what follows a memref's element type, `, layout`s and a
// `, memory space`, and the closing `>`, as MLIR does: the last layout wins (an identity
// map is dropped later), the memory space comes last and once, unranked memrefs have no
// layout.
func (p *OpParser) parseMemRefParams(unranked bool) (layout, space Attribute, err error) {
	if p.consumeIf(tGreater) {
		return nil, nil, nil
	}
	if err := p.expect(tComma, "or '>' in memref type"); err != nil {
		return nil, nil, err
	}
	err = p.ParseCommaSeparatedUntil(">", false, func() error {
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		switch {
		case !isLayoutAttr(a) && space != nil:
			return p.ErrorAt(p.tok.pos, "multiple memory spaces specified in memref type")
		case !isLayoutAttr(a):
			space = a
		case unranked:
			return p.ErrorAt(p.tok.pos, "cannot have affine map for unranked memref type")
		case space != nil:
			return p.ErrorAt(p.tok.pos, "expected memory space to be last in memref type")
		default:
			layout = a
		}
		return nil
	})
	return layout, space, err
}

// supportedMemSpace is MLIR's rule for memory spaces: none, an integer, a string, a
// dictionary, or an attribute of a dialect other than builtin (not an unregistered
// dialect's, which MLIR keeps as a builtin opaque attribute).
func (p *OpParser) supportedMemSpace(a Attribute) bool {
	switch a := a.(type) {
	case nil, *IntegerAttr, *StringAttr, *DictAttr:
		return true
	case *OpaqueAttr:
		ns := strings.TrimPrefix(a.Text, "#")
		if i := strings.IndexAny(ns, ".<"); i >= 0 {
			ns = ns[:i]
		}
		return strings.HasPrefix(a.Text, "#") && p.ctx.Dialect(ns) != nil
	}
	return !isBuiltinAttr(a)
}

// isBuiltinAttr reports whether a is one of the builtin attributes (those this package
// defines); dialects define theirs in their own packages.
func isBuiltinAttr(a Attribute) bool {
	t := reflect.TypeOf(a)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t.PkgPath() == reflect.TypeOf(UnitAttr{}).PkgPath()
}

// skipDefaultMemSpace drops an integer memory space 0, the default, as MLIR does.
func skipDefaultMemSpace(a Attribute) Attribute {
	if i, ok := a.(*IntegerAttr); ok && i.Big == nil && i.Value == 0 {
		return nil
	}
	return a
}

func isLayoutAttr(a Attribute) bool {
	switch a.(type) {
	case *AffineMapAttr, *StridedLayoutAttr:
		return true
	}
	o, ok := a.(*OpaqueAttr)
	return ok && strings.HasPrefix(o.Text, "strided")
}

// parseTensor parses a tensor type after `tensor`, checking in MLIR's order: the closing
// `>` (after an optional encoding), then the element type, then that an unranked tensor
// has no encoding.
func (p *OpParser) parseTensor() (Type, error) {
	if err := p.expect(tLess, "in tensor type"); err != nil {
		return nil, err
	}
	var dims []int64
	var et Type
	var err error
	etPos := 0
	unranked := p.consumeIf(tStar)
	if unranked {
		if et, err = p.parseUnrankedElem(); err != nil {
			return nil, err
		}
		etPos = p.prevElemPos
	} else {
		if dims, _, err = p.parseDims(true, false); err != nil {
			return nil, err
		}
		etPos = p.tok.pos
		if et, err = p.ParseType(); err != nil {
			return nil, err
		}
	}
	var enc Attribute
	// The encoding after the comma is optional: `tensor<4xf32, >` is a tensor with none.
	if p.consumeIf(tComma) {
		if enc, err = p.parseOptionalAttribute(); err != nil {
			return nil, err
		}
	}
	if err := p.expect(tGreater, "in tensor type"); err != nil {
		return nil, err
	}
	if !validTensorElem(et) {
		return nil, p.ErrorAt(etPos, "invalid tensor element type")
	}
	if unranked {
		if enc != nil {
			return nil, p.Errorf("cannot apply encoding to unranked tensor")
		}
		return &UnrankedTensorType{Elem: et}, nil
	}
	return &TensorType{Dims: dims, Elem: et, Encoding: enc}, nil
}

func (p *OpParser) parseVector() (Type, error) {
	if err := p.expect(tLess, "in vector type"); err != nil {
		return nil, err
	}
	dims, scal, err := p.parseDims(false, true)
	if err != nil {
		return nil, err
	}
	etPos := p.tok.pos
	et, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	for _, d := range dims {
		if d <= 0 {
			return nil, p.ErrorAt(etPos, "vector types must have positive constant sizes")
		}
	}
	switch et.(type) {
	case *IntegerType, *IndexType, *FloatType:
	default:
		return nil, p.ErrorAt(etPos, "vector elements must be int/index/float type")
	}
	return &VectorType{Dims: dims, Scalable: scal, Elem: et}, p.expect(tGreater, "in vector type")
}

// parseExtendedType parses `!alias` or `!dialect.mnemonic<...>` / `!dialect<...>`.
func (p *OpParser) parseExtendedType() (Type, error) {
	full := p.text()[1:]
	pos := p.tok.pos
	dot := -1
	for i := 0; i < len(full); i++ {
		if full[i] == '.' {
			dot = i
			break
		}
	}
	if dot < 0 {
		// An alias, unless followed by `<` (the `!dialect<"...">` opaque form).
		if t, ok := p.typeAliases[full]; ok && !(p.tok.end < len(p.src) && p.src[p.tok.end] == '<') {
			if err := p.useAlias("!" + full); err != nil {
				return nil, err
			}
			p.advance()
			return t, nil
		}
		if !(p.tok.end < len(p.src) && p.src[p.tok.end] == '<') {
			return nil, p.ErrorAt(p.tok.end, "undefined symbol alias id '%s'", full)
		}
	}
	dialect := full
	if dot >= 0 {
		dialect = full[:dot]
	}
	if !isPlainIdent(dialect) {
		return nil, p.ErrorAt(pos, "expected dialect namespace in type '!%s'", full)
	}
	if d := p.ctx.Dialect(dialect); d != nil && d.ParseType != nil {
		return parseDialectSymbol(p, pos, dialect, dot >= 0, false, func(m string) (Type, error) { return d.ParseType(p, m) })
	} else if d != nil && !d.Verbatim {
		return nil, p.ErrorAt(pos+2+len(dialect), "dialect '%s' provides no type parsing hook", dialect)
	}
	body, err := p.rawBody(full[len(dialect):])
	if err != nil {
		return nil, err
	}
	data := symbolData(body, dot >= 0)
	// A Verbatim dialect is registered (mlir-opt knows !llvm.ptr); we keep its text.
	if !p.ctx.AllowUnregistered && p.ctx.Dialect(dialect) == nil {
		return nil, unregisteredSymbolError(p, pos, dialect, data, dot >= 0, "`!\"%s\"<\"%s\">` type")
	}
	return &OpaqueType{Dialect: dialect, Body: prettySymbolBody(data)}, nil
}

// symbolData is the symbol data of an unregistered dialect type or attribute, as MLIR
// keeps it: after `dialect.`, the rest verbatim (a `<...>` group included, brackets and
// all); in `dialect<...>`, what is between the brackets. s is the text after the dialect
// namespace.
func symbolData(s string, dotted bool) string {
	if dotted {
		return s[1:]
	}
	if len(s) >= 2 && s[0] == '<' {
		return s[1 : len(s)-1]
	}
	return s
}

// prettySymbolBody puts the symbol data of an unregistered dialect type or attribute
// (symbolData) in the form mlir-opt prints: `.sym` style (returned without the dot) when
// it is an identifier (letters, digits, `.`, `_`) optionally followed by a `<...>` group,
// else `<sym>`. So `!bar<baz>` and `!bar.baz` are the same type.
func prettySymbolBody(sym string) string {
	if simpleDialectSymbol(sym) {
		return sym
	}
	return "<" + sym + ">"
}

func simpleDialectSymbol(s string) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	i := 0
	for i < len(s) && (isLetter(s[i]) || s[i] >= '0' && s[i] <= '9' || s[i] == '.' || s[i] == '_') {
		i++
	}
	return i == len(s) || s[i] == '<' && s[len(s)-1] == '>'
}

// rawBody returns prefix plus a directly following balanced `<...>` group, verbatim, and
// advances past it. Used for the bodies of unregistered dialect types and attributes.
func (p *OpParser) rawBody(prefix string) (string, error) {
	end := p.tok.end
	if end < len(p.src) && p.src[end] == '<' {
		i, err := p.scanBalanced(end)
		if err != nil {
			return "", err
		}
		prefix += string(p.src[end:i])
		end = i
	}
	p.lex.reset(end)
	p.advance()
	return prefix, nil
}

// scanBalanced scans from an opening `<` to just past its matching `>`, as MLIR's
// dialect symbol body scanner does: brackets of the four kinds nest and must match, `->`
// is no bracket, strings are lexed whole (their errors are the lexer's), and every other
// error is reported at the opening `<`.
func (p *OpParser) scanBalanced(start int) (int, error) {
	var stack []byte
	unbalanced := func() error {
		return p.ErrorAt(start, "unbalanced '%c' character in pretty dialect name", stack[len(stack)-1])
	}
	openers := map[byte]byte{'>': '<', ']': '[', ')': '(', '}': '{'}
	for i := start; ; {
		if i >= len(p.src) || p.src[i] == 0 {
			if len(stack) > 0 {
				return 0, unbalanced()
			}
			return 0, p.ErrorAt(start, "unexpected nul or EOF in pretty dialect name")
		}
		c := p.src[i]
		i++
		switch c {
		case '<', '(', '[', '{':
			stack = append(stack, c)
			continue
		case '-':
			if i < len(p.src) && p.src[i] == '>' {
				i++
			}
			continue
		case '>', ')', ']', '}':
			if stack[len(stack)-1] != openers[c] {
				return 0, unbalanced()
			}
			stack = stack[:len(stack)-1]
		case '"':
			l := lexer{src: p.src, pos: i}
			if t := l.str(i - 1); t.kind == tError {
				return 0, p.ErrorAt(t.pos, "%s", l.err)
			}
			i = l.pos
			continue
		default:
			continue
		}
		if len(stack) == 0 {
			return i, nil
		}
	}
}
