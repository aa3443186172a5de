package bytecode

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// attrKey identifies an attribute for sharing: equal attributes print the same, and the Go
// type keeps apart kinds that print alike (a name location and a string).
func attrKey(a ir.Attribute) string { return fmt.Sprintf("%T|%s", a, ir.AttrString(a)) }

// textAttr is an attribute written as given text (the identity layouts MLIR stores in
// memref types, which this IR leaves implicit).
type textAttr struct{ text string }

func (t textAttr) Print(p *ir.Printer)       { p.WriteString(t.text) }
func (t textAttr) Equal(o ir.Attribute) bool { u, ok := o.(textAttr); return ok && u == t }

// attr numbers an attribute, encoding it (and numbering what it refers to) on first use.
func (w *writer) attr(a ir.Attribute) int {
	key := attrKey(a)
	if i, ok := w.attrIdx[key]; ok {
		return i
	}
	e := &wEntry{}
	w.attrIdx[key] = len(w.attrs)
	w.attrs = append(w.attrs, e)
	idx := len(w.attrs) - 1
	enc := &encoder{}
	if w.builtinAttr(enc, a) {
		e.dialect, e.custom, e.data = w.dialect("builtin"), true, enc.buf
	} else {
		text := ir.AttrString(a)
		if t, ok := a.(textAttr); ok {
			text = t.text
		}
		e.dialect = w.dialect(textDialect(text, '#'))
		e.data = append([]byte(text), 0)
	}
	return idx
}

// typ numbers a type.
func (w *writer) typ(t ir.Type) int {
	key := fmt.Sprintf("%T|%s", t, ir.TypeString(t))
	if i, ok := w.typeIdx[key]; ok {
		return i
	}
	e := &wEntry{}
	w.typeIdx[key] = len(w.types)
	w.types = append(w.types, e)
	idx := len(w.types) - 1
	enc := &encoder{}
	if w.builtinType(enc, t) {
		e.dialect, e.custom, e.data = w.dialect("builtin"), true, enc.buf
	} else {
		text := ir.TypeString(t)
		e.dialect = w.dialect(textDialect(text, '!'))
		e.data = append([]byte(text), 0)
	}
	return idx
}

// textDialect is the dialect a textual entry belongs to: the namespace of `#ns.x` or
// `!ns<...>` when mlir-opt knows it, else builtin (which owns the opaque forms of unknown
// dialects' attributes and types, and the builtin forms without a binary encoding).
func textDialect(text string, sigil byte) string {
	if len(text) < 2 || text[0] != sigil {
		return "builtin"
	}
	end := strings.IndexAny(text[1:], ".<")
	if end < 0 {
		return "builtin"
	}
	if ns := text[1 : 1+end]; upstream[ns] {
		return ns
	}
	return "builtin"
}

func (w *writer) strAttr(s string) int { return w.attr(&ir.StringAttr{Value: s}) }

// builtinAttr writes a builtin attribute's binary encoding, or reports false for kinds
// kept as text.
func (w *writer) builtinAttr(e *encoder, a ir.Attribute) bool {
	switch a := a.(type) {
	case *ir.ArrayAttr:
		e.varint(aArray)
		w.attrList(e, a.Elems)
	case *ir.DictAttr:
		e.varint(aDict)
		e.varint(uint64(len(a.Entries)))
		for _, n := range a.Entries {
			e.varint(uint64(w.strAttr(n.Name)))
			e.varint(uint64(w.attr(n.Value)))
		}
	case *ir.StringAttr:
		if a.Type == nil {
			e.varint(aString)
			e.varint(uint64(w.str(a.Value)))
		} else {
			e.varint(aStringWithType)
			e.varint(uint64(w.str(a.Value)))
			e.varint(uint64(w.typ(a.Type)))
		}
	case *ir.SymbolRefAttr:
		if len(a.Nested) == 0 {
			e.varint(aFlatSymbolRef)
			e.varint(uint64(w.strAttr(a.Root)))
			break
		}
		e.varint(aSymbolRef)
		e.varint(uint64(w.strAttr(a.Root)))
		e.varint(uint64(len(a.Nested)))
		for _, n := range a.Nested {
			e.varint(uint64(w.attr(ir.FlatSymbolRef(n))))
		}
	case *ir.TypeAttr:
		e.varint(aType)
		e.varint(uint64(w.typ(a.Type)))
	case ir.UnitAttr:
		e.varint(aUnit)
	case *ir.DistinctAttr:
		e.varint(aDistinct)
		e.varint(uint64(w.attr(a.Ref)))
	case *ir.IntegerAttr:
		return w.integerAttr(e, a)
	case *ir.FloatAttr:
		return w.floatAttr(e, a)
	case *ir.DenseArrayAttr:
		return w.denseArray(e, a)
	case *ir.DenseElementsAttr:
		return w.denseElements(e, a)
	case *ir.DenseResourceAttr:
		if a.Type == nil {
			return false
		}
		e.varint(aDenseResource)
		e.varint(uint64(w.typ(a.Type)))
		e.varint(uint64(w.blob(a.Blob)))
	case ir.Location:
		w.location(e, a)
	default:
		return false
	}
	return true
}

func (w *writer) attrList(e *encoder, as []ir.Attribute) {
	e.varint(uint64(len(as)))
	for _, x := range as {
		e.varint(uint64(w.attr(x)))
	}
}

func (w *writer) location(e *encoder, l ir.Location) {
	switch l := l.(type) {
	case *ir.FileLineColLoc:
		e.varint(aFileLineColLoc)
		e.varint(uint64(w.strAttr(l.File)))
		e.varint(uint64(l.Line))
		e.varint(uint64(l.Col))
	case *ir.NameLoc:
		e.varint(aNameLoc)
		e.varint(uint64(w.strAttr(l.Name)))
		child := l.Child
		if child == nil {
			child = ir.Unknown
		}
		e.varint(uint64(w.attr(child)))
	case *ir.CallSiteLoc:
		e.varint(aCallSiteLoc)
		e.varint(uint64(w.attr(l.Callee)))
		e.varint(uint64(w.attr(l.Caller)))
	case *ir.FusedLoc:
		if l.Metadata == nil {
			e.varint(aFusedLoc)
		} else {
			e.varint(aFusedLocWithMetadata)
		}
		e.varint(uint64(len(l.Locs)))
		for _, x := range l.Locs {
			e.varint(uint64(w.attr(x)))
		}
		if l.Metadata != nil {
			e.varint(uint64(w.attr(l.Metadata)))
		}
	default:
		e.varint(aUnknownLoc)
	}
}

// apint writes an integer of a known width (see the reader's apint).
func putAPInt(e *encoder, v uint64, width int) {
	if width <= 8 {
		e.byte1(byte(v))
		return
	}
	if width < 64 {
		v &= 1<<width - 1
	}
	e.signedVarint(int64(v))
}

func (w *writer) integerAttr(e *encoder, a *ir.IntegerAttr) bool {
	width, ok := intWidth(a.Type)
	if !ok || a.Big != nil || width > 64 {
		return false
	}
	e.varint(aInteger)
	e.varint(uint64(w.typ(a.Type)))
	putAPInt(e, uint64(a.Value), width)
	return true
}

func (w *writer) floatAttr(e *encoder, a *ir.FloatAttr) bool {
	ft, ok := a.Type.(*ir.FloatType)
	if !ok || (ft.Width > 64 && ft.Width != 80 && ft.Width != 128) || a.Hex != "" && ft.Width <= 64 {
		return false // a NaN payload of a narrow format stays in its exact hex text
	}
	if ft.Width > 64 {
		// An f80/f128 value a float64 does not hold keeps its exact bits in Hex: its
		// decimal text would be read back through a double, as MLIR reads it.
		bits := a.WideValue().Bits(ft)
		lo := new(big.Int).And(bits, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
		hi := new(big.Int).Rsh(bits, 64).Uint64()
		e.varint(aFloat)
		e.varint(uint64(w.typ(ft)))
		e.varint(2) // words, low first
		e.signedVarint(int64(lo))
		e.signedVarint(int64(hi))
		return true
	}
	e.varint(aFloat)
	e.varint(uint64(w.typ(ft)))
	putAPInt(e, ir.FloatToBits(a.Value, ft), ft.Width)
	return true
}

func (w *writer) denseElements(e *encoder, a *ir.DenseElementsAttr) bool {
	raw, ok := ir.DenseRawData(a)
	if !ok {
		return false
	}
	e.varint(aDenseIntOrFP)
	e.varint(uint64(w.typ(a.Type)))
	e.varint(uint64(len(raw)))
	e.raw(raw)
	return true
}

func (w *writer) denseArray(e *encoder, a *ir.DenseArrayAttr) bool {
	var raw []byte
	switch t := a.Elem.(type) {
	case *ir.IntegerType:
		n := (t.Width + 7) / 8
		if n > 8 {
			return false
		}
		for _, v := range a.Ints {
			for j := 0; j < n; j++ {
				raw = append(raw, byte(uint64(v)>>(8*j)))
			}
		}
	case *ir.FloatType:
		if t != ir.F32 && t != ir.F64 {
			return false
		}
		for _, v := range a.Floats {
			u := ir.FloatToBits(v, t)
			for j := 0; j < t.Width/8; j++ {
				raw = append(raw, byte(u>>(8*j)))
			}
		}
	default:
		return false
	}
	e.varint(aDenseArray)
	e.varint(uint64(w.typ(a.Elem)))
	e.varint(uint64(a.Len()))
	e.varint(uint64(len(raw)))
	e.raw(raw)
	return true
}

// builtinType writes a builtin type's binary encoding, or reports false.
func (w *writer) builtinType(e *encoder, t ir.Type) bool {
	for code, f := range fixedTypes {
		if ir.TypeEqual(t, f) {
			e.varint(code)
			return true
		}
	}
	switch t := t.(type) {
	case *ir.IntegerType:
		e.varint(tInteger)
		e.varint(uint64(t.Width)<<2 | uint64(t.Sign))
	case *ir.FunctionType:
		e.varint(tFunction)
		w.typeList(e, t.Inputs)
		w.typeList(e, t.Results)
	case *ir.ComplexType:
		e.varint(tComplex)
		e.varint(uint64(w.typ(t.Elem)))
	case *ir.MemRefType:
		w.memref(e, t)
	case *ir.TensorType:
		if t.Encoding == nil {
			e.varint(tRankedTensor)
		} else {
			e.varint(tRankedTensorWithEncoding)
			e.varint(uint64(w.attr(t.Encoding)))
		}
		putShape(e, t.Dims)
		e.varint(uint64(w.typ(t.Elem)))
	case *ir.TupleType:
		e.varint(tTuple)
		w.typeList(e, t.Types)
	case *ir.UnrankedMemRefType:
		if t.MemSpace == nil {
			e.varint(tUnrankedMemRef)
		} else {
			e.varint(tUnrankedMemRefWithSpace)
			e.varint(uint64(w.attr(t.MemSpace)))
		}
		e.varint(uint64(w.typ(t.Elem)))
	case *ir.UnrankedTensorType:
		e.varint(tUnrankedTensor)
		e.varint(uint64(w.typ(t.Elem)))
	case *ir.VectorType:
		w.vector(e, t)
	default:
		return false
	}
	return true
}

func (w *writer) typeList(e *encoder, ts []ir.Type) {
	e.varint(uint64(len(ts)))
	for _, t := range ts {
		e.varint(uint64(w.typ(t)))
	}
}

func putShape(e *encoder, dims []int64) {
	e.varint(uint64(len(dims)))
	for _, d := range dims {
		e.signedVarint(d)
	}
}

func (w *writer) memref(e *encoder, t *ir.MemRefType) {
	layout := t.Layout
	if layout == nil {
		layout = identityLayout(len(t.Dims))
	}
	if t.MemSpace == nil {
		e.varint(tMemRef)
	} else {
		e.varint(tMemRefWithSpace)
		e.varint(uint64(w.attr(t.MemSpace)))
	}
	putShape(e, t.Dims)
	e.varint(uint64(w.typ(t.Elem)))
	e.varint(uint64(w.attr(layout)))
}

// identityLayout is the identity affine map of a rank, the layout MLIR stores for a
// memref written without one.
func identityLayout(rank int) ir.Attribute {
	var ds []string
	for i := 0; i < rank; i++ {
		ds = append(ds, fmt.Sprintf("d%d", i))
	}
	l := strings.Join(ds, ", ")
	return textAttr{fmt.Sprintf("affine_map<(%s) -> (%s)>", l, l)}
}

func (w *writer) vector(e *encoder, t *ir.VectorType) {
	scalable := false
	for _, s := range t.Scalable {
		scalable = scalable || s
	}
	if scalable {
		e.varint(tVectorScalable)
		e.varint(uint64(len(t.Scalable)))
		for _, s := range t.Scalable {
			if s {
				e.byte1(1)
			} else {
				e.byte1(0)
			}
		}
	} else {
		e.varint(tVector)
	}
	putShape(e, t.Dims)
	e.varint(uint64(w.typ(t.Elem)))
}

// blob numbers a dialect resource blob (the builtin dialect's, for dense_resource).
func (w *writer) blob(b *ir.ResourceBlob) int {
	if i, ok := w.blobIdx[b]; ok {
		return i
	}
	w.blobIdx[b] = len(w.blobs)
	w.blobs = append(w.blobs, b)
	return len(w.blobs) - 1
}

// resourceSections writes the resource entries and their offset table: the external
// groups, then the builtin dialect's blobs. It returns nil tables when there is nothing.
func (w *writer) resourceSections() (data, offs []byte, align int) {
	var groups []*ir.ResourceGroup
	if w.opts.Resources != nil {
		for _, g := range w.opts.Resources.External {
			if len(g.Entries) > 0 {
				groups = append(groups, g)
			}
		}
	}
	if len(groups) == 0 && len(w.blobs) == 0 {
		return nil, nil, 0
	}
	d, o := &encoder{}, &encoder{}
	align = 1
	entry := func(e ir.ResourceEntry) {
		start := len(d.buf)
		kind := byte(resString)
		switch {
		case e.Blob != nil && !e.Blob.HasData:
			kind = resBlob
		case e.Blob != nil:
			kind = resBlob
			a := int(e.Blob.Align)
			if a < 1 {
				a = 1
			}
			if a > align {
				align = a
			}
			d.varint(uint64(a))
			d.varint(uint64(len(e.Blob.Data)))
			d.alignTo(a)
			d.raw(e.Blob.Data)
		case e.Bool != nil:
			kind = resBool
			if *e.Bool {
				d.byte1(1)
			} else {
				d.byte1(0)
			}
		default:
			d.varint(uint64(w.str(e.Str)))
		}
		o.varint(uint64(w.str(e.Key)))
		o.varint(uint64(len(d.buf) - start))
		o.byte1(kind)
	}
	o.varint(uint64(len(groups)))
	for _, g := range groups {
		o.varint(uint64(w.str(g.Name)))
		o.varint(uint64(len(g.Entries)))
		for _, e := range g.Entries {
			entry(e)
		}
	}
	if len(w.blobs) > 0 {
		o.varint(uint64(w.dialect("builtin")))
		o.varint(uint64(len(w.blobs)))
		for _, b := range w.blobs {
			entry(ir.ResourceEntry{Key: b.Key, Blob: b})
		}
	}
	return d.buf, o.buf, align
}
