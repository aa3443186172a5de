package bytecode

import (
	"fmt"
	"math"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// Codes of the builtin dialect's attribute encodings (the first varint of an entry).
const (
	aArray = iota
	aDict
	aString
	aStringWithType
	aFlatSymbolRef
	aSymbolRef
	aType
	aUnit
	aInteger
	aFloat
	aCallSiteLoc
	aFileLineColLoc
	aFusedLoc
	aFusedLocWithMetadata
	aNameLoc
	aUnknownLoc
	aDenseResource
	aDenseArray
	aDenseIntOrFP
	aDenseString
	aSparseElements
	aDistinct
)

// Codes of the builtin dialect's type encodings.
const (
	tInteger = iota
	tIndex
	tFunction
	tBF16
	tF16
	tF32
	tF64
	tF80
	tF128
	tComplex
	tMemRef
	tMemRefWithSpace
	tNone
	tRankedTensor
	tRankedTensorWithEncoding
	tTuple
	tUnrankedMemRef
	tUnrankedMemRefWithSpace
	tUnrankedTensor
	tVector
	tVectorScalable
)

// fixedTypes are the builtin types without parameters, by code.
var fixedTypes = map[uint64]ir.Type{tIndex: ir.Index, tBF16: ir.BF16, tF16: ir.F16, tF32: ir.F32,
	tF64: ir.F64, tF80: ir.F80, tF128: ir.F128, tNone: ir.None}

func (r *reader) attrRef(d *decoder) (ir.Attribute, error) {
	i, err := d.varint()
	if err != nil {
		return nil, err
	}
	return r.attr(d, i)
}

func (r *reader) typeRef(d *decoder) (ir.Type, error) {
	i, err := d.varint()
	if err != nil {
		return nil, err
	}
	return r.typ(d, i)
}

func (r *reader) locRef(d *decoder) (ir.Location, error) {
	a, err := r.attrRef(d)
	if err != nil {
		return nil, err
	}
	l, ok := a.(ir.Location)
	if !ok {
		return nil, d.errorf("expected a location, got %s", ir.AttrString(a))
	}
	return l, nil
}

func (r *reader) strAttrRef(d *decoder) (string, error) {
	a, err := r.attrRef(d)
	if err != nil {
		return "", err
	}
	s, ok := a.(*ir.StringAttr)
	if !ok || s.Type != nil {
		return "", d.errorf("expected a string attribute, got %s", ir.AttrString(a))
	}
	return s.Value, nil
}

func (r *reader) attrList(d *decoder) ([]ir.Attribute, error) {
	n, err := d.count("attribute list", 1)
	if err != nil {
		return nil, err
	}
	out := make([]ir.Attribute, n)
	for i := range out {
		if out[i], err = r.attrRef(d); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (r *reader) typeList(d *decoder) ([]ir.Type, error) {
	n, err := d.count("type list", 1)
	if err != nil {
		return nil, err
	}
	out := make([]ir.Type, n)
	for i := range out {
		if out[i], err = r.typeRef(d); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (r *reader) locList(d *decoder) ([]ir.Location, error) {
	as, err := r.attrList(d)
	if err != nil {
		return nil, err
	}
	out := make([]ir.Location, len(as))
	for i, a := range as {
		l, ok := a.(ir.Location)
		if !ok {
			return nil, d.errorf("expected a location, got %s", ir.AttrString(a))
		}
		out[i] = l
	}
	return out, nil
}

// builtinAttr decodes a builtin attribute entry.
func (r *reader) builtinAttr(d *decoder) (ir.Attribute, error) {
	code, err := d.varint()
	if err != nil {
		return nil, err
	}
	switch code {
	case aArray:
		elems, err := r.attrList(d)
		return &ir.ArrayAttr{Elems: elems}, err
	case aDict:
		return r.dictAttr(d)
	case aString:
		s, err := r.str(d)
		return &ir.StringAttr{Value: s}, err
	case aStringWithType:
		s, err := r.str(d)
		if err != nil {
			return nil, err
		}
		t, err := r.typeRef(d)
		return &ir.StringAttr{Value: s, Type: t}, err
	case aFlatSymbolRef:
		s, err := r.strAttrRef(d)
		return &ir.SymbolRefAttr{Root: s}, err
	case aSymbolRef:
		return r.symbolRef(d)
	case aType:
		t, err := r.typeRef(d)
		return &ir.TypeAttr{Type: t}, err
	case aUnit:
		return ir.Unit, nil
	case aInteger:
		return r.integerAttr(d)
	case aFloat:
		return r.floatAttr(d)
	case aDenseResource:
		return r.denseResource(d)
	case aDenseArray:
		return r.denseArray(d)
	case aDenseIntOrFP:
		return r.denseIntOrFP(d)
	case aDenseString:
		return r.denseString(d)
	case aSparseElements:
		return r.sparseElements(d)
	case aDistinct:
		// One table entry per distinct attribute: its every use shares the entry.
		ref, err := r.attrRef(d)
		if err != nil {
			return nil, err
		}
		return ir.NewDistinct(ref), nil
	}
	if code >= aCallSiteLoc && code <= aUnknownLoc {
		return r.location(d, code)
	}
	return nil, d.errorf("unsupported builtin attribute encoding %d", code)
}

func (r *reader) dictAttr(d *decoder) (ir.Attribute, error) {
	n, err := d.count("dictionary", 2)
	if err != nil {
		return nil, err
	}
	entries := make([]ir.NamedAttr, n)
	for i := range entries {
		if entries[i].Name, err = r.strAttrRef(d); err != nil {
			return nil, err
		}
		if entries[i].Value, err = r.attrRef(d); err != nil {
			return nil, err
		}
	}
	return ir.NewDict(entries), nil
}

func (r *reader) symbolRef(d *decoder) (ir.Attribute, error) {
	root, err := r.strAttrRef(d)
	if err != nil {
		return nil, err
	}
	nested, err := r.attrList(d)
	if err != nil {
		return nil, err
	}
	a := &ir.SymbolRefAttr{Root: root}
	for _, n := range nested {
		s, ok := n.(*ir.SymbolRefAttr)
		if !ok || len(s.Nested) > 0 {
			return nil, d.errorf("expected a flat symbol reference, got %s", ir.AttrString(n))
		}
		a.Nested = append(a.Nested, s.Root)
	}
	return a, nil
}

func (r *reader) location(d *decoder, code uint64) (ir.Attribute, error) {
	switch code {
	case aCallSiteLoc:
		callee, err := r.locRef(d)
		if err != nil {
			return nil, err
		}
		caller, err := r.locRef(d)
		return &ir.CallSiteLoc{Callee: callee, Caller: caller}, err
	case aFileLineColLoc:
		file, err := r.strAttrRef(d)
		if err != nil {
			return nil, err
		}
		line, err := d.varint()
		if err != nil {
			return nil, err
		}
		col, err := d.varint()
		if line > math.MaxUint32 || col > math.MaxUint32 {
			return nil, d.errorf("line or column out of range")
		}
		return &ir.FileLineColLoc{File: file, Line: uint32(line), Col: uint32(col)}, err
	case aFusedLoc, aFusedLocWithMetadata:
		locs, err := r.locList(d)
		if err != nil {
			return nil, err
		}
		l := &ir.FusedLoc{Locs: locs}
		if code == aFusedLocWithMetadata {
			l.Metadata, err = r.attrRef(d)
		}
		return l, err
	case aNameLoc:
		name, err := r.strAttrRef(d)
		if err != nil {
			return nil, err
		}
		child, err := r.locRef(d)
		if _, unknown := child.(ir.UnknownLoc); unknown {
			child = nil
		}
		return &ir.NameLoc{Name: name, Child: child}, err
	}
	return ir.Unknown, nil
}

// apint reads an integer of a known bit width: one raw byte up to 8 bits, a signed
// varint up to 64, else a word count and that many signed varints (low word first).
func apint(d *decoder, width int) (lo uint64, words []uint64, err error) {
	switch {
	case width <= 8:
		b, err := d.byte1()
		return uint64(b), nil, err
	case width <= 64:
		v, err := d.signedVarint()
		return uint64(v), nil, err
	}
	n, err := d.count("integer word", 1)
	if err != nil {
		return 0, nil, err
	}
	// MLIR writes the active words only (up to the highest set bit): fewer than the
	// width's are zero above them.
	if n > (width+63)/64 {
		return 0, nil, d.errorf("%d words for a %d-bit integer", n, width)
	}
	words = make([]uint64, (width+63)/64)
	for i := 0; i < n; i++ {
		v, err := d.signedVarint()
		if err != nil {
			return 0, nil, err
		}
		words[i] = uint64(v)
	}
	return words[0], words, nil
}

func intWidth(t ir.Type) (int, bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width, true
	case *ir.IndexType:
		return 64, true
	}
	return 0, false
}

func (r *reader) integerAttr(d *decoder) (ir.Attribute, error) {
	t, err := r.typeRef(d)
	if err != nil {
		return nil, err
	}
	w, ok := intWidth(t)
	if !ok {
		return nil, d.errorf("integer attribute of type %s", ir.TypeString(t))
	}
	lo, words, err := apint(d, w)
	if err != nil {
		return nil, err
	}
	if words == nil {
		unsigned := false
		if it, ok := t.(*ir.IntegerType); ok {
			unsigned = it.Sign == ir.Unsigned
		}
		return &ir.IntegerAttr{Type: t, Value: ir.TruncInt(int64(lo), w, unsigned)}, nil
	}
	// Wide integers: let the parser build the value from its hexadecimal spelling.
	return r.parseAttr(d, fmt.Sprintf("0x%s : %s", wordsHex(words, w), ir.TypeString(t)))
}

// wordsHex spells little-endian words as big-endian hex digits of a width.
func wordsHex(words []uint64, width int) string {
	var b strings.Builder
	for i := len(words) - 1; i >= 0; i-- {
		fmt.Fprintf(&b, "%016X", words[i])
	}
	s := b.String()
	return s[len(s)-(width+3)/4:]
}

func (r *reader) parseAttr(d *decoder, text string) (ir.Attribute, error) {
	a, err := ir.ParseAttrText(r.ctx, text)
	if err != nil {
		return nil, d.errorf("invalid attribute %s: %s", text, diagText(err))
	}
	return a, nil
}

func (r *reader) floatAttr(d *decoder) (ir.Attribute, error) {
	t, err := r.typeRef(d)
	if err != nil {
		return nil, err
	}
	ft, ok := t.(*ir.FloatType)
	if !ok {
		return nil, d.errorf("float attribute of type %s", ir.TypeString(t))
	}
	lo, words, err := apint(d, ft.Width)
	if err != nil {
		return nil, err
	}
	if v, ok := wideFloat(words, ft); ok {
		return &ir.FloatAttr{Type: ft, Value: v}, nil
	}
	if words == nil && ft.Width <= 64 {
		if ft.Width < 64 {
			lo &= 1<<ft.Width - 1
		}
		v := ir.BitsToFloat(lo, ft)
		if !math.IsNaN(v) {
			return &ir.FloatAttr{Type: ft, Value: v}, nil
		}
		words = []uint64{lo}
	}
	// NaN payloads and wide formats keep their exact bits through the hex spelling.
	return r.parseAttr(d, fmt.Sprintf("0x%s : %s", wordsHex(words, ft.Width), ft.Name))
}

func (r *reader) shapedType(d *decoder) (ir.Type, error) {
	t, err := r.typeRef(d)
	if err != nil {
		return nil, err
	}
	st, ok := t.(ir.ShapedType)
	if !ok {
		return nil, d.errorf("expected a shaped type, got %s", ir.TypeString(t))
	}
	// As the text parser requires of an elements literal: the attribute holds one value
	// per element, so the element count must be known (written back, the type would not
	// parse).
	if !st.Ranked() || ir.HasDynamicDim(st.Shape()) {
		return nil, d.errorf("elements literal type must have static shape, got %s", ir.TypeString(t))
	}
	return t, nil
}

func (r *reader) denseResource(d *decoder) (ir.Attribute, error) {
	t, err := r.shapedType(d)
	if err != nil {
		return nil, err
	}
	h, err := d.varint()
	if err != nil {
		return nil, err
	}
	if h >= uint64(len(r.blobs)) {
		return nil, d.errorf("invalid resource handle %d", h)
	}
	return &ir.DenseResourceAttr{Blob: r.blobs[h], Type: t}, nil
}

func (r *reader) denseArray(d *decoder) (ir.Attribute, error) {
	et, err := r.typeRef(d)
	if err != nil {
		return nil, err
	}
	n, err := d.varint()
	if err != nil {
		return nil, err
	}
	size, err := d.varint()
	if err != nil {
		return nil, err
	}
	raw, err := d.bytes(size)
	if err != nil {
		return nil, err
	}
	a := &ir.DenseArrayAttr{Elem: et}
	w := 0
	switch t := et.(type) {
	case *ir.IntegerType:
		w = (t.Width + 7) / 8
	case *ir.FloatType:
		if t != ir.F32 && t != ir.F64 {
			return nil, d.errorf("dense array of %s", t.Name)
		}
		w = t.Width / 8
	}
	if w == 0 || w > 8 || uint64(len(raw)) != n*uint64(w) {
		return nil, d.errorf("dense array of %d %s elements in %d bytes", n, ir.TypeString(et), len(raw))
	}
	for i := 0; i < int(n); i++ {
		var u uint64
		for j := w - 1; j >= 0; j-- {
			u = u<<8 | uint64(raw[i*w+j])
		}
		if ft, ok := et.(*ir.FloatType); ok {
			a.Floats = append(a.Floats, ir.BitsToFloat(u, ft))
			continue
		}
		it := et.(*ir.IntegerType)
		a.Ints = append(a.Ints, ir.TruncInt(int64(u), it.Width, it.Sign == ir.Unsigned))
	}
	return a, nil
}

// denseIntOrFP rebuilds `dense<"0x...">`, whose hex is the same raw buffer the bytecode
// holds, and lets the parser interpret it (splats, packed i1, complex elements).
func (r *reader) denseIntOrFP(d *decoder) (ir.Attribute, error) {
	t, err := r.shapedType(d)
	if err != nil {
		return nil, err
	}
	size, err := d.varint()
	if err != nil {
		return nil, err
	}
	raw, err := d.bytes(size)
	if err != nil {
		return nil, err
	}
	return decodeDense(d, t.(ir.ShapedType), raw)
}

// unpackBools decodes i1 elements, stored one bit each (low bit first), or as one byte
// of all ones or all zeros for a splat.
func unpackBools(d *decoder, t ir.ShapedType, raw []byte) (ir.Attribute, error) {
	n := ir.NumElements(t.Shape())
	a := &ir.DenseElementsAttr{Type: t}
	if len(raw) == 1 && (raw[0] == 0 || raw[0] == 0xff) && n != 1 {
		a.Splat = true
		a.Ints = []int64{int64(raw[0] & 1)}
		return a, nil
	}
	if n < 0 || int64(len(raw)) != (n+7)/8 {
		return nil, d.errorf("%d bytes of i1 data for %d elements", len(raw), n)
	}
	a.Ints = make([]int64, n)
	same := true
	for i := range a.Ints {
		a.Ints[i] = int64(raw[i/8]>>(i%8)) & 1
		same = same && a.Ints[i] == a.Ints[0]
	}
	if same && n > 0 {
		a.Splat, a.Ints = true, a.Ints[:1]
	}
	return a, nil
}

func (r *reader) denseString(d *decoder) (ir.Attribute, error) {
	t, err := r.shapedType(d)
	if err != nil {
		return nil, err
	}
	splat, err := d.varint()
	if err != nil {
		return nil, err
	}
	shape := t.(ir.ShapedType).Shape()
	n := int64(1)
	if splat == 0 {
		n = ir.NumElements(shape)
	}
	if n < 0 || n > int64(d.remaining()) {
		return nil, d.errorf("%d strings exceed the data left", n)
	}
	strs := make([]string, n)
	for i := range strs {
		s, err := r.str(d)
		if err != nil {
			return nil, err
		}
		strs[i] = ir.AttrString(&ir.StringAttr{Value: s})
	}
	body := strs[0]
	if splat == 0 {
		body = nest(strs, shape)
	}
	text := fmt.Sprintf("dense<%s>", body)
	if a, err := ir.ParseAttrText(r.ctx, text+" : "+ir.TypeString(t)); err == nil {
		return a, nil
	}
	switch t.(ir.ShapedType).ElementType().(type) {
	case *ir.IntegerType, *ir.FloatType, *ir.IndexType:
		// Strings for numbers: the text form (what MLIR prints too) is read as hex data,
		// so neither text nor a rewritten file would read back.
		return nil, d.errorf("dense string elements of %s are not read: their text form %s reads as hex data", ir.TypeString(t), text)
	}
	// The text parser takes a lone string for hex data: keep the form verbatim, as it
	// keeps other builtin forms it does not model.
	return &ir.OpaqueAttr{Text: text, Type: t}, nil
}

// nest spells row-major elements as nested lists of a shape.
func nest(elems []string, shape []int64) string {
	if len(shape) == 0 {
		if len(elems) == 0 {
			return ""
		}
		return elems[0]
	}
	per := 1
	for _, s := range shape[1:] {
		per *= int(s)
	}
	var parts []string
	for i := 0; i < int(shape[0]); i++ {
		if per == 0 || (i+1)*per > len(elems) {
			parts = append(parts, nest(nil, shape[1:]))
			continue
		}
		parts = append(parts, nest(elems[i*per:(i+1)*per], shape[1:]))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// sparseElements rebuilds `sparse<indices, values> : type` from its parts (dense
// attributes) and lets the parser build it, as it does from text.
func (r *reader) sparseElements(d *decoder) (ir.Attribute, error) {
	t, err := r.shapedType(d)
	if err != nil {
		return nil, err
	}
	var bodies [2]string
	for i := range bodies {
		a, err := r.attrRef(d)
		if err != nil {
			return nil, err
		}
		text := ir.AttrString(a)
		end := strings.LastIndex(text, "> : ")
		if !strings.HasPrefix(text, "dense<") || end < 0 {
			return nil, d.errorf("sparse elements part is not dense elements: %s", text)
		}
		bodies[i] = text[len("dense<"):end]
	}
	if bodies[0] == "" && bodies[1] == "" { // no elements: MLIR spells it `sparse<>`
		return r.parseAttr(d, "sparse<> : "+ir.TypeString(t))
	}
	return r.parseAttr(d, fmt.Sprintf("sparse<%s, %s> : %s", bodies[0], bodies[1], ir.TypeString(t)))
}

// wideFloat converts f80 or f128 bits to the float64 the text parser would hold, when it
// holds them exactly (the value re-encodes to the same bits).
func wideFloat(words []uint64, ft *ir.FloatType) (float64, bool) {
	if len(words) != 2 || (ft.Width != 80 && ft.Width != 128) {
		return 0, false
	}
	lo, hi := words[0], words[1]
	var exp int
	var top53 uint64 // the significand's leading 53 bits, integer bit included
	if ft.Width == 80 {
		exp, top53 = int(hi&0x7fff), lo>>11
	} else {
		exp, top53 = int(hi>>48&0x7fff), 1<<52|(hi&(1<<48-1))<<4|lo>>60
	}
	if exp == 0x7fff {
		return 0, false
	}
	v := 0.0
	if exp != 0 || top53 != 0 && ft.Width == 80 {
		v = math.Ldexp(float64(top53), exp-16383-52)
	}
	if hi>>(ft.Width-64-1)&1 != 0 {
		v = -v
	}
	h, l := ir.WideFloatBits(v, ft)
	return v, h == hi && l == lo
}
