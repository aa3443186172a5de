package ir

import (
	"encoding/hex"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Dense arrays and dense elements: `array<i32: 1, 2>`, `dense<[[1, 2]]>` and their hex form.

func (p *OpParser) parseDenseArray() (Attribute, error) {
	p.advance()
	if err := p.expect(tLess, "after 'array'"); err != nil {
		return nil, err
	}
	typePos := p.tok.pos
	et, err := p.ParseType()
	if err != nil {
		// MLIR follows the type's own error with its own.
		return nil, withFollowing(err, Errorf(p.LocAt(typePos), "expected an integer or floating point type"))
	}
	a := &DenseArrayAttr{Elem: et}
	_, isFloat := et.(*FloatType)
	if !isFloat && !IsIntOrIndex(et) {
		return nil, p.ErrorAt(typePos, "expected integer or float type, got: '%s'", TypeString(et))
	}
	if w := IntOrFloatWidth(et); w != 1 && w%8 != 0 {
		return nil, p.ErrorAt(typePos, "element type bitwidth must be a multiple of 8")
	}
	if p.consumeIf(tGreater) {
		return a, nil
	}
	if err := p.expect(tColon, "after dense array type"); err != nil {
		return nil, err
	}
	for {
		if err := p.parseDenseArrayElem(a, et, isFloat); err != nil {
			return nil, err
		}
		if !p.consumeIf(tComma) {
			break
		}
	}
	if err := p.expect(tGreater, "to close an array attribute"); err != nil {
		return nil, err
	}
	return a, nil
}

// parseDenseArrayElem parses one element of `array<T: ...>` as MLIR's dense array
// parser does: integers (and true/false for i1) for integer types, float literals (or
// hexadecimal bit patterns) for float types; its errors are at the token after a literal.
func (p *OpParser) parseDenseArrayElem(a *DenseArrayAttr, et Type, isFloat bool) error {
	neg := p.consumeIf(tMinus)
	if !isFloat {
		switch {
		case p.isKeyword("true") || p.isKeyword("false"):
			if !IsSignlessInt(et, 1) && !isI1(et) {
				return p.ErrorAt(p.tok.pos, "expected i1 type for 'true' or 'false' values")
			}
			v := int64(0)
			if p.isKeyword("true") {
				v = 1
			}
			p.advance()
			a.Ints = append(a.Ints, v)
			return nil
		case p.is(tInteger):
			lit, pos := p.text(), p.tok.pos
			p.advance()
			v, err := p.intAttr(lit, neg, et, pos)
			if err != nil {
				return p.ErrorAt(p.tok.pos, "integer constant out of range")
			}
			a.Ints = append(a.Ints, v.Value)
			return nil
		}
		return p.ErrorAt(p.tok.pos, "expected integer literal")
	}
	pos := p.tok.pos
	if !p.is(tInteger) && !p.is(tFloat) {
		return p.ErrorAt(pos, "expected integer or floating point literal")
	}
	lit, fl := p.text(), p.is(tFloat)
	v, err := p.numberToAttr(lit, neg, fl, et, pos)
	if d, ok := err.(*Diagnostic); ok && strings.HasPrefix(d.Msg, "unexpected decimal integer literal") {
		d.Note(d.Loc, "add a trailing dot to make the literal a float")
	}
	if err != nil {
		return err
	}
	p.advance()
	a.Floats = append(a.Floats, v.(*FloatAttr).Value)
	return nil
}

// isI1 reports whether t is a 1-bit integer of any signedness.
func isI1(t Type) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Width == 1
}

// denseLit is one parsed element of a dense literal: a number, bool, string or complex
// pair. It holds no pointers (a literal of millions of elements is then neither scanned by
// the garbage collector nor copied under write barriers as it grows): a number's or
// bool's text is its token, src[start:end] (pos is where it begins, a minus sign
// included, for diagnostics); a string element's decoded text and a complex
// element's imaginary part live in the parser's side tables, at index aux.
type denseLit struct {
	pos, start, end             int
	aux                         int32
	neg, isFloat, isBool, isStr bool
	hasImag                     bool
}

// litText is the element's text: the decoded string of a string element, else its token.
func (p *OpParser) litText(e denseLit) string {
	if e.isStr {
		return p.denseStrs[e.aux]
	}
	return string(p.src[e.start:e.end])
}

// strLit records a string element.
func (p *OpParser) strLit(s string, pos int) denseLit {
	p.denseStrs = append(p.denseStrs, s)
	return denseLit{pos: pos, isStr: true, aux: int32(len(p.denseStrs) - 1)}
}

func (p *OpParser) parseDenseElements(typ Type) (Attribute, error) {
	attrPos := p.tok.pos
	p.advance()
	if err := p.expect(tLess, "after 'dense'"); err != nil {
		return nil, err
	}
	lit, err := p.parseElementsLiteral()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tGreater, ""); err != nil {
		return nil, err
	}
	t, tpos, err := p.elementsLiteralType(typ, attrPos)
	if err != nil {
		return nil, err
	}
	return p.denseOf(t, lit, tpos)
}

// elementsLiteralType is MLIR's parseElementsLiteralType: `: type` follows only when the
// caller gives no type. It returns the type and where shape errors are reported: at the
// ':' (at the attribute, attrPos, when the type came from the context); type-kind errors
// go to the token after the type.
func (p *OpParser) elementsLiteralType(typ Type, attrPos int) (Type, int, error) {
	if typ != nil {
		return typ, attrPos, nil
	}
	tpos := p.tok.pos
	if !p.consumeIf(tColon) {
		return nil, 0, p.Errorf("expected ':'")
	}
	t, err := p.ParseType()
	return t, tpos, err
}

// elementsLiteral is the body of `dense<...>` (and of each half of `sparse<...>`) before
// its type is known: a nested list, a single (splat) element, a hex string, or nothing.
type elementsLiteral struct {
	elems  []denseLit
	shape  []int64 // of a list; nil otherwise
	splat  bool
	hexStr string
	// isString: the literal was one string (hexStr holds it, and elems its string element)
	isString bool
}

func (p *OpParser) parseElementsLiteral() (*elementsLiteral, error) {
	l := &elementsLiteral{}
	switch {
	case p.is(tGreater):
	case p.is(tString):
		// Hex data for a numeric element type, one (splat) string element otherwise:
		// which one is known only with the type.
		l.hexStr = decodeString(p.textBytes())
		l.elems = append(l.elems, p.strLit(l.hexStr, p.tok.pos))
		l.isString, l.splat = true, true
		p.advance()
	case p.is(tLSquare):
		var err error
		if l.shape, err = p.parseDenseList(&l.elems, 0, nil); err != nil {
			return nil, err
		}
	default:
		e, err := p.parseDenseScalar()
		if err != nil {
			return nil, err
		}
		l.elems = append(l.elems, e)
		l.splat = true
	}
	return l, nil
}

// denseOf builds the elements attribute of a literal for its type t; errors are at tpos.
func (p *OpParser) denseOf(t Type, lit *elementsLiteral, tpos int) (Attribute, error) {
	elems, shape, splat, hexStr := lit.elems, lit.shape, lit.splat, lit.hexStr
	st, ok := t.(ShapedType)
	if !ok {
		return nil, p.ErrorAt(p.nextTokenPos(), "elements literal must be a shaped type")
	}
	if !st.Ranked() || HasDynamicDim(st.Shape()) {
		return nil, p.ErrorAt(p.nextTokenPos(), "elements literal type must have static shape")
	}
	a := &DenseElementsAttr{Type: st, Splat: splat}
	n := NumElements(st.Shape())
	if lit.isString && isNumericElement(st.ElementType()) {
		a.Splat = false
		return p.denseFromHex(a, hexStr, lit.elems[0].pos, tpos)
	}
	if !splat && len(elems) == 0 && n < 0 {
		// Only a splat can describe more elements than an int64 counts.
		return nil, p.ErrorAt(tpos, "elements literal type has more elements than can be counted")
	}
	if !splat && len(elems) == 0 && n != 0 && shape == nil {
		return nil, p.ErrorAt(tpos, "parsed zero elements, but type ('%s') expected at least 1", TypeString(t))
	}
	if !splat {
		if !shapesEqual(shape, st.Shape()) && !(n == 0 && len(elems) == 0) {
			return nil, p.ErrorAt(tpos, "inferred shape of elements literal ([%s]) does not match type ([%s])",
				joinDims(shape), joinDims(st.Shape()))
		}
		if n == 1 && len(elems) == 1 {
			// A one-element literal is stored as a splat, as MLIR does.
		}
	}
	et := st.ElementType()
	if isNumericElement(et) {
		// One value per element (two for complex): sized once instead of grown.
		k := len(elems)
		if _, c := et.(*ComplexType); c {
			k *= 2
		}
		if _, f := et.(*FloatType); f {
			a.Floats = make([]float64, 0, k)
		} else if _, cf := et.(*ComplexType); !cf {
			a.Ints = make([]int64, 0, k)
		}
	}
	for _, e := range elems {
		if err := p.appendDense(a, et, e); err != nil {
			return nil, err
		}
	}
	if !a.Splat && n > 0 && a.allSame() {
		// One element is kept: a complex element is a (real, imaginary) pair.
		k := 1
		if _, c := et.(*ComplexType); c {
			k = 2
		}
		a.Splat = true
		a.Ints, a.Floats = trimTo(a.Ints, k), trimF(a.Floats, k)
		a.keepBigs(k)
		if len(a.Strs) > 1 {
			a.Strs = a.Strs[:1]
		}
	}
	return a, nil
}

func trimTo(s []int64, n int) []int64 {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func trimF(s []float64, n int) []float64 {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func (a *DenseElementsAttr) allSame() bool {
	if len(a.Strs) > 0 {
		for _, v := range a.Strs[1:] {
			if v != a.Strs[0] {
				return false
			}
		}
		return true
	}
	if _, c := a.Type.ElementType().(*ComplexType); c && len(a.Ints) > 0 {
		for i := 2; i+1 < len(a.Ints); i += 2 {
			if !a.sameInt(i, 0) || !a.sameInt(i+1, 1) {
				return false
			}
		}
		return true
	}
	if len(a.Ints) > 1 {
		for i := 1; i < len(a.Ints); i++ {
			if !a.sameInt(i, 0) {
				return false
			}
		}
		return true
	}
	if _, c := a.Type.ElementType().(*ComplexType); c {
		if len(a.Floats) <= 2 {
			return true
		}
		for i := 2; i < len(a.Floats); i += 2 {
			if math.Float64bits(a.Floats[i]) != math.Float64bits(a.Floats[0]) || math.Float64bits(a.Floats[i+1]) != math.Float64bits(a.Floats[1]) {
				return false
			}
		}
		return true
	}
	if len(a.Floats) > 1 {
		for i, v := range a.Floats[1:] {
			// NaNHex holds what the float64 does not (NaN bits, f80/f128 values).
			if math.Float64bits(v) != math.Float64bits(a.Floats[0]) || len(a.NaNHex) > 0 && a.NaNHex[i+1] != a.NaNHex[0] {
				return false
			}
		}
	}
	return true
}

func joinDims(d []int64) string {
	var parts []string
	for _, x := range d {
		parts = append(parts, strconv.FormatInt(x, 10))
	}
	return strings.Join(parts, ", ")
}

func (p *OpParser) parseDenseScalar() (denseLit, error) {
	e := denseLit{pos: p.tok.pos}
	if p.is(tLParen) { // complex (re, im)
		p.advance()
		re, err := p.parseDenseScalar()
		if err != nil {
			return e, err
		}
		if err := p.expect(tComma, "between complex elements"); err != nil {
			return e, err
		}
		im, err := p.parseDenseScalar()
		if err != nil {
			return e, err
		}
		if err := p.expect(tRParen, "after complex elements"); err != nil {
			return e, err
		}
		p.denseImag = append(p.denseImag, im)
		re.hasImag, re.aux = true, int32(len(p.denseImag)-1)
		return re, nil
	}
	if p.isKeyword("true") || p.isKeyword("false") {
		e.isBool, e.start, e.end = true, p.tok.pos, p.tok.end
		p.advance()
		return e, nil
	}
	if p.is(tString) {
		e = p.strLit(decodeString(p.textBytes()), p.tok.pos)
		p.advance()
		return e, nil
	}
	// At the token itself (MLIR's emitError, not its wrong-token position).
	e.neg = p.consumeIf(tMinus)
	if e.neg && !p.is(tInteger) && !p.is(tFloat) {
		return e, p.ErrorAt(p.tok.pos, "expected integer or floating point literal")
	}
	if !p.is(tInteger) && !p.is(tFloat) {
		return e, p.ErrorAt(p.tok.pos, "expected element literal of primitive type")
	}
	e.isFloat, e.start, e.end = p.is(tFloat), p.tok.pos, p.tok.end
	p.advance()
	return e, nil
}

func (p *OpParser) parseDenseList(out *[]denseLit, depth int, _ []int64) ([]int64, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	p.advance() // [
	var sub []int64
	count := int64(0)
	first := true
	// An empty list is `[]`; otherwise an element follows `[` and every comma.
	for !p.is(tRSquare) || !first {
		if p.is(tLSquare) {
			s, err := p.parseDenseList(out, depth+1, nil)
			if err != nil {
				return nil, err
			}
			if !first && !shapesEqual(s, sub) {
				return nil, p.Errorf("tensor literal is invalid; ranks are not consistent between elements")
			}
			sub = s
		} else {
			if !first && sub != nil {
				return nil, p.Errorf("tensor literal is invalid; ranks are not consistent between elements")
			}
			e, err := p.parseDenseScalar()
			if err != nil {
				return nil, err
			}
			if len(*out) == cap(*out) {
				// Doubling, not append's 1.25× for large slices: a literal of millions
				// of elements is otherwise copied (and its pages faulted in) five times.
				grown := make([]denseLit, len(*out), 2*cap(*out)+64)
				copy(grown, *out)
				*out = grown
			}
			*out = append(*out, e)
		}
		first = false
		count++
		if !p.consumeIf(tComma) {
			break
		}
	}
	if err := p.expect(tRSquare, ""); err != nil {
		return nil, err
	}
	return append([]int64{count}, sub...), nil
}

func (p *OpParser) appendDense(a *DenseElementsAttr, et Type, e denseLit) error {
	if !isNumericElement(et) {
		// Elements of other types are strings; MLIR stores a number given for one as "".
		text := ""
		if e.isStr {
			text = p.litText(e)
		}
		a.Strs = append(a.Strs, text)
		return nil
	}
	if err := p.checkDenseElem(et, e); err != nil {
		return err
	}
	if err := p.checkDenseKind(et, e); err != nil {
		return err
	}
	if ct, ok := et.(*ComplexType); ok {
		if !e.hasImag {
			return p.ErrorAt(e.pos, "expected complex element")
		}
		re := e
		re.hasImag = false
		for _, part := range []denseLit{re, p.denseImag[e.aux]} {
			if err := p.checkDenseElem(ct.Elem, part); err != nil {
				return err
			}
			v, err := p.denseNumber(part, ct.Elem)
			if err != nil {
				return err
			}
			switch v := v.(type) {
			case *FloatAttr:
				a.Floats = append(a.Floats, v.Value)
			case *IntegerAttr:
				a.AppendInt(v.Value, v.Big)
			}
		}
		return nil
	}
	if e.isBool {
		if !IsSignlessInt(et, 1) {
			return p.ErrorAt(e.pos, "expected i1 type for 'true' or 'false' values")
		}
		v := int64(0)
		if p.litText(e) == "true" {
			v = 1
		}
		a.Ints = append(a.Ints, v)
		return nil
	}
	if p.fastDense(a, et, e) {
		return nil
	}
	v, err := p.denseNumber(e, et)
	if err != nil {
		return err
	}
	switch v := v.(type) {
	case *FloatAttr:
		if v.Hex != "" {
			if a.NaNHex == nil {
				a.NaNHex = map[int]string{}
			}
			a.NaNHex[len(a.Floats)] = v.Hex
		}
		a.Floats = append(a.Floats, v.Value)
	case *IntegerAttr:
		a.AppendInt(v.Value, v.Big)
	}
	return nil
}

// denseNumber converts a number element; MLIR says an integer element is out of range
// "for type" where an integer attribute is out of range "for attribute".
func (p *OpParser) denseNumber(e denseLit, et Type) (Attribute, error) {
	v, err := p.numberToAttr(p.litText(e), e.neg, e.isFloat, et, e.start)
	if d, ok := err.(*Diagnostic); ok && d.Msg == "integer constant out of range for attribute" {
		d.Msg = "integer constant out of range for type"
	}
	return v, err
}

// checkDenseElem reports, as MLIR's literal parser does once the type is known, an
// element of the wrong kind for a numeric element type: at the element (its digits) for
// integer types, at the token after the type for float types (decimal integers, booleans
// and strings; hexadecimal integers are bit patterns).
func (p *OpParser) checkDenseElem(et Type, e denseLit) error {
	if ct, ok := et.(*ComplexType); ok {
		if e.hasImag {
			return nil // each part is checked against ct.Elem
		}
		et = ct.Elem
	}
	if _, ok := et.(*FloatType); ok {
		if e.isFloat {
			return nil
		}
		if !e.isStr && !e.isBool && strings.HasPrefix(p.litText(e), "0x") {
			if e.neg {
				return p.ErrorAt(e.start, "hexadecimal float literal should not have a leading minus")
			}
			return nil
		}
		return p.ErrorAt(p.nextTokenPos(), "expected floating-point elements, but parsed integer")
	}
	if !IsIntOrIndex(et) {
		return nil
	}
	switch {
	case e.isStr:
		return p.ErrorAt(e.pos, "integer constant out of range for type")
	case e.neg && isUnsignedType(et):
		return p.ErrorAt(e.start, "expected unsigned integer elements, but parsed negative value")
	case e.isFloat:
		return p.ErrorAt(e.start, "expected integer elements, but parsed floating-point")
	case e.neg && !e.isBool && isZeroLit(p.litText(e)):
		// As for an integer attribute, -0 is out of range (the negation is not negative).
		return p.ErrorAt(e.start, "integer constant out of range for type")
	}
	return nil
}

func (p *OpParser) denseFromHex(a *DenseElementsAttr, s string, pos, tpos int) (Attribute, error) {
	if !strings.HasPrefix(s, "0x") {
		return nil, p.ErrorAt(pos, "expected string containing hex digits starting with `0x`")
	}
	raw, err := hex.DecodeString(s[2:])
	if err != nil {
		return nil, p.ErrorAt(pos, "expected string containing hex digits starting with `0x`")
	}
	et := a.Type.ElementType()
	w := IntOrFloatWidth(et)
	n := NumElements(a.Type.Shape())
	if w == 1 {
		return p.denseI1FromHex(a, raw, n, tpos)
	}
	bytesPer := (w + 7) / 8
	if bytesPer == 0 || (int64(len(raw)) != n*int64(bytesPer) && len(raw) != bytesPer) {
		return nil, p.ErrorAt(tpos, "elements hex data size is invalid for provided type: '%s'", TypeString(a.Type))
	}
	if len(raw) == bytesPer && n != 1 {
		a.Splat = true
	}
	for off := 0; off+bytesPer <= len(raw); off += bytesPer {
		if ft, ok := et.(*FloatType); ok && IsWide(ft) {
			// f80/f128: the low bits of each element's storage, as APFloat reads them.
			be := make([]byte, bytesPer)
			for i := range be {
				be[i] = raw[off+bytesPer-1-i]
			}
			bits := new(big.Int).SetBytes(be)
			a.AppendWide(DecodeWide(bits.And(bits, mask(ft.Width)), ft))
			continue
		}
		if ft, ok := et.(*FloatType); ok {
			var u uint64
			for i := bytesPer - 1; i >= 0; i-- {
				u = u<<8 | uint64(raw[off+i])
			}
			a.Floats = append(a.Floats, BitsToFloat(u, ft))
		} else {
			a.AppendInt(IntFromLE(raw[off:off+bytesPer], w, isUnsignedType(et)))
		}
	}
	if !a.Splat && n > 0 && a.allSame() {
		a.Splat = true
		a.Ints, a.Floats = trimTo(a.Ints, 1), trimF(a.Floats, 1)
		a.keepBigs(1)
		for i := range a.NaNHex {
			if i > 0 {
				delete(a.NaNHex, i)
			}
		}
	}
	return a, nil
}

// denseI1FromHex reads hex data of i1 elements as LLVM 19 stores them: packed eight to a
// byte, first element in the lowest bit; a single byte 0x00 or 0xFF is a splat.
func (p *OpParser) denseI1FromHex(a *DenseElementsAttr, raw []byte, n int64, tpos int) (Attribute, error) {
	if len(raw) == 1 && (raw[0] == 0 || raw[0] == 0xFF) {
		a.Splat = true
		a.Ints = []int64{int64(raw[0] & 1)}
		return a, nil
	}
	if n < 0 || int64(len(raw)) != (n+7)/8 {
		return nil, p.ErrorAt(tpos, "elements hex data size is invalid for provided type: '%s'", TypeString(a.Type))
	}
	a.Ints = make([]int64, n)
	for i := range a.Ints {
		a.Ints[i] = int64(raw[i/8] >> (i % 8) & 1)
	}
	if n > 0 && a.allSame() {
		a.Splat = true
		a.Ints = a.Ints[:1]
	}
	return a, nil
}

// fitInt range-checks a 64-bit magnitude against a width: unsigned types take [0, 2^w),
// signed [-2^(w-1), 2^(w-1)), signless either range.
func fitInt(u uint64, neg bool, width int, signed, unsigned bool) (int64, bool) {
	if neg {
		if unsigned {
			return 0, false
		}
		lim := uint64(1) << uint(width-1) // magnitude of the most negative value
		if width == 1 && !signed {
			lim = 1
		}
		if u > lim {
			return 0, false
		}
		return -int64(u), true
	}
	if width == 64 {
		if signed && u>>63 != 0 {
			return 0, false
		}
		return int64(u), true
	}
	lim := uint64(1) << uint(width)
	if signed {
		lim >>= 1
	}
	if u >= lim {
		return 0, false
	}
	return int64(u), true
}

// hexDigits renders bits as the upper-case, zero-padded hex MLIR prints for a float type.
func hexDigits(bits uint64, width int) string {
	d := strings.ToUpper(strconv.FormatUint(bits, 16))
	for len(d) < (width+3)/4 {
		d = "0" + d
	}
	return d
}

// isNumericElement reports whether dense elements of type t are numbers (integers, index,
// floats, complex numbers); elements of any other type are strings.
func isNumericElement(t Type) bool {
	switch t.(type) {
	case *IntegerType, *IndexType, *FloatType, *ComplexType:
		return true
	}
	return false
}

// fastDense appends the common elements (a decimal or hexadecimal integer of an integer
// type of at most 64 bits that fits it, a decimal float of a float type) without building
// an attribute for each, and reports whether it did; everything else, errors included,
// takes numberToAttr's path, which computes the same values.
func (p *OpParser) fastDense(a *DenseElementsAttr, et Type, e denseLit) bool {
	if e.isStr || e.isBool || e.hasImag {
		return false
	}
	// Converted where used, the text needs no allocation of its own.
	text := p.src[e.start:e.end]
	switch t := et.(type) {
	case *IntegerType, *IndexType:
		if e.isFloat {
			return false
		}
		v, _, fits := smallInt(string(text), e.neg, t)
		if !fits {
			return false
		}
		a.Ints = append(a.Ints, v)
		return true
	case *FloatType:
		if !e.isFloat {
			return false
		}
		v, err := strconv.ParseFloat(string(text), 64)
		if err != nil {
			return false
		}
		if e.neg {
			v = -v
		}
		a.Floats = append(a.Floats, RoundToType(v, t))
		return true
	}
	return false
}

// checkDenseKind rejects an element whose literal kind does not fit the element type, as
// MLIR's tensor literal parser does: a decimal integer or a boolean among float elements
// (reported at the token after the attribute's type), a float among integer ones (at the
// element).
func (p *OpParser) checkDenseKind(et Type, e denseLit) error {
	isFloatLit := func(l denseLit) bool {
		return l.isFloat || !l.isBool && strings.HasPrefix(p.litText(l), "0x")
	}
	after := p.nextTokenPos()
	ft := et
	if ct, ok := et.(*ComplexType); ok {
		ft = ct.Elem
		if _, isF := ft.(*FloatType); isF && e.hasImag && !isFloatLit(p.denseImag[e.aux]) {
			return p.ErrorAt(after, "expected floating-point elements, but parsed integer")
		}
	}
	switch ft.(type) {
	case *FloatType:
		if !isFloatLit(e) {
			return p.ErrorAt(after, "expected floating-point elements, but parsed integer")
		}
	case *IntegerType, *IndexType:
		if e.isFloat {
			return p.ErrorAt(e.pos, "expected integer elements, but parsed floating-point")
		}
	}
	return nil
}
