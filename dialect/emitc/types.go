package emitc

import (
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// --- [ Types ] ------------------------------------------------------------------------
//
// The six types of LLVM 19's emitc dialect: opaque, ptr, array and the three pointer-wide
// integer types size_t, ssize_t and ptrdiff_t (lvalue came after 19).

// OpaqueType is `!emitc.opaque<"C++ type">`, a type spelled as given.
type OpaqueType struct{ Value string }

func (t *OpaqueType) Print(p *ir.Printer) {
	p.WriteString("!emitc.opaque<")
	p.WriteQuoted(t.Value)
	p.WriteChar('>')
}

func (t *OpaqueType) Equal(o ir.Type) bool { u, ok := o.(*OpaqueType); return ok && u.Value == t.Value }

// PointerType is `!emitc.ptr<T>`.
type PointerType struct{ Pointee ir.Type }

func (t *PointerType) Print(p *ir.Printer) {
	p.WriteString("!emitc.ptr<")
	p.PrintType(t.Pointee)
	p.WriteChar('>')
}

func (t *PointerType) Equal(o ir.Type) bool {
	u, ok := o.(*PointerType)
	return ok && ir.TypeEqual(t.Pointee, u.Pointee)
}

// ArrayType is `!emitc.array<2x3xT>`: a C array with a static, non-empty shape.
type ArrayType struct {
	Shape []int64
	Elem  ir.Type
}

func (t *ArrayType) Print(p *ir.Printer) {
	p.WriteString("!emitc.array<")
	p.PrintShape(t.Shape)
	p.PrintType(t.Elem)
	p.WriteChar('>')
}

func (t *ArrayType) Equal(o ir.Type) bool {
	u, ok := o.(*ArrayType)
	if !ok || len(u.Shape) != len(t.Shape) || !ir.TypeEqual(t.Elem, u.Elem) {
		return false
	}
	for i, d := range t.Shape {
		if u.Shape[i] != d {
			return false
		}
	}
	return true
}

// SizeT, SignedSizeT and PtrDiffT are `!emitc.size_t`, `!emitc.ssize_t` and
// `!emitc.ptrdiff_t`, the integer types as wide as a pointer.
type (
	SizeT       struct{}
	SignedSizeT struct{}
	PtrDiffT    struct{}
)

func (*SizeT) Print(p *ir.Printer)       { p.WriteString("!emitc.size_t") }
func (*SignedSizeT) Print(p *ir.Printer) { p.WriteString("!emitc.ssize_t") }
func (*PtrDiffT) Print(p *ir.Printer)    { p.WriteString("!emitc.ptrdiff_t") }

func (*SizeT) Equal(o ir.Type) bool       { _, ok := o.(*SizeT); return ok }
func (*SignedSizeT) Equal(o ir.Type) bool { _, ok := o.(*SignedSizeT); return ok }
func (*PtrDiffT) Equal(o ir.Type) bool    { _, ok := o.(*PtrDiffT); return ok }

// OpaqueAttr is `#emitc.opaque<"C++ expression">`, a value spelled as given.
type OpaqueAttr struct{ Value string }

func (a *OpaqueAttr) Print(p *ir.Printer) {
	p.WriteString("#emitc.opaque<")
	p.WriteQuoted(a.Value)
	p.WriteChar('>')
}

func (a *OpaqueAttr) Equal(o ir.Attribute) bool {
	b, ok := o.(*OpaqueAttr)
	return ok && a.Value == b.Value
}

// --- [ Type predicates ] --------------------------------------------------------------

// IsSupportedIntegerType: integers of 1, 8, 16, 32 or 64 bits, of any signedness.
func IsSupportedIntegerType(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	if !ok {
		return false
	}
	switch it.Width {
	case 1, 8, 16, 32, 64:
		return true
	}
	return false
}

// IsSupportedFloatType: f32 and f64 (and tf32, which LLVM 19 counts as 32 bits wide).
func IsSupportedFloatType(t ir.Type) bool {
	ft, ok := t.(*ir.FloatType)
	return ok && (ft.Name == "f32" || ft.Name == "f64" || ft.Name == "tf32")
}

// IsPointerWideType: size_t, ssize_t and ptrdiff_t.
func IsPointerWideType(t ir.Type) bool {
	switch t.(type) {
	case *SizeT, *SignedSizeT, *PtrDiffT:
		return true
	}
	return false
}

// IsIntegerIndexOrOpaqueType: supported integers, index, opaque and pointer-wide types.
func IsIntegerIndexOrOpaqueType(t ir.Type) bool {
	switch t.(type) {
	case *ir.IndexType, *OpaqueType:
		return true
	}
	return IsSupportedIntegerType(t) || IsPointerWideType(t)
}

// IsSupportedEmitCType is the EmitCType constraint: supported scalars, every emitc type
// whose parts are supported, static tensors and tuples of supported non-array types.
func IsSupportedEmitCType(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		return IsSupportedIntegerType(t)
	case *ir.FloatType:
		return IsSupportedFloatType(t)
	case *ir.IndexType, *OpaqueType, *SizeT, *SignedSizeT, *PtrDiffT:
		return true
	case *ArrayType:
		_, nested := t.Elem.(*ArrayType)
		return !nested && IsSupportedEmitCType(t.Elem)
	case *PointerType:
		return IsSupportedEmitCType(t.Pointee)
	case *ir.TensorType:
		for _, d := range t.Dims {
			if d == ir.Dynamic {
				return false
			}
		}
		_, arr := t.Elem.(*ArrayType)
		return !arr && IsSupportedEmitCType(t.Elem)
	case *ir.TupleType:
		for _, e := range t.Types {
			if _, arr := e.(*ArrayType); arr || !IsSupportedEmitCType(e) {
				return false
			}
		}
		return true
	}
	return false
}

// isValidArrayElement is what an array may hold: supported floats, integers, index,
// opaque, pointer-wide and pointer types.
func isValidArrayElement(t ir.Type) bool {
	if _, ok := t.(*PointerType); ok {
		return true
	}
	return IsSupportedFloatType(t) || IsIntegerIndexOrOpaqueType(t)
}

// --- [ Parsing ] ----------------------------------------------------------------------

// parseType parses an emitc type after `!emitc.mnemonic`, or after `!emitc` when the
// type is written `!emitc<mnemonic...>`.
func parseType(p *ir.OpParser, mnemonic string) (ir.Type, error) {
	return parseTypeBody(p, mnemonic, p.PrevEnd()-len(mnemonic))
}

// parseTypeBody parses what follows the mnemonic; pos is the mnemonic's offset, where
// MLIR reports the errors of the type's own verifier.
func parseTypeBody(p *ir.OpParser, mnemonic string, pos int) (ir.Type, error) {
	switch mnemonic {
	case "opaque":
		at := p.Pos()
		s, err := parseQuotedBody(p, "EmitC_OpaqueType")
		if err != nil {
			return nil, err
		}
		if s == "" {
			return nil, p.ErrorAt(at, "expected non empty string in !emitc.opaque type")
		}
		if strings.HasSuffix(s, "*") {
			return nil, p.ErrorAt(at, "pointer not allowed as outer type with !emitc.opaque, use !emitc.ptr instead")
		}
		return &OpaqueType{Value: s}, nil
	case "ptr":
		if err := p.Expect("<"); err != nil {
			return nil, err
		}
		t, err := p.ParseType()
		if err != nil {
			// A generated type parser names the parameter it failed on.
			return nil, p.FollowError(err, p.Pos(), "failed to parse EmitC_PointerType parameter 'pointee' which is to be a `Type`")
		}
		return &PointerType{Pointee: t}, p.Expect(">")
	case "array":
		return parseArray(p, pos)
	case "size_t":
		return &SizeT{}, nil
	case "ssize_t":
		return &SignedSizeT{}, nil
	case "ptrdiff_t":
		return &PtrDiffT{}, nil
	}
	return nil, p.ErrorAt(pos, "unknown  type `%s` in dialect `emitc`", mnemonic)
}

// parseArray parses `<2x3xT>` after `array`.
func parseArray(p *ir.OpParser, pos int) (ir.Type, error) {
	if err := p.Expect("<"); err != nil {
		return nil, err
	}
	shape, err := p.ParseStaticDimensionList()
	if err != nil {
		return nil, err
	}
	if p.IsPunct("?") {
		return nil, p.ErrorAt(p.Pos(), "expected static shape")
	}
	at := p.Pos()
	elem, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if !isValidArrayElement(elem) {
		return nil, p.ErrorAt(at, "invalid array element type")
	}
	if err := p.Expect(">"); err != nil {
		return nil, err
	}
	if len(shape) == 0 {
		return nil, p.ErrorAt(pos, "shape must not be empty")
	}
	for _, d := range shape {
		if d <= 0 {
			return nil, p.ErrorAt(pos, "dimensions must have positive size")
		}
	}
	return &ArrayType{Shape: shape, Elem: elem}, nil
}

// parseQuotedBody parses `<"text">`; what names the type or attribute in MLIR's message
// for a missing string.
func parseQuotedBody(p *ir.OpParser, what string) (string, error) {
	if err := p.Expect("<"); err != nil {
		return "", err
	}
	if !p.IsStringNext() {
		// At the token (parseString), then the generated parser's parameter error.
		err := p.ErrorAt(p.Pos(), "expected string")
		return "", p.FollowError(err, p.Pos(), "failed to parse %s parameter 'value' which is to be a `::llvm::StringRef`", what)
	}
	s, err := p.ParseString()
	if err != nil {
		return "", err
	}
	return s, p.Expect(">")
}

// parseAttr parses `#emitc.opaque<"...">` (or `#emitc<opaque<"...">>`); a trailing
// `: type` was read by the parser, and the opaque attribute carries none.
func parseAttr(p *ir.OpParser, mnemonic string) (ir.Attribute, error) {
	return parseAttrBody(p, mnemonic, p.PrevEnd()-len(mnemonic))
}

func parseAttrBody(p *ir.OpParser, mnemonic string, pos int) (ir.Attribute, error) {
	if mnemonic != "opaque" {
		return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `emitc`", mnemonic)
	}
	s, err := parseQuotedBody(p, "EmitC_OpaqueAttr")
	if err != nil {
		return nil, err
	}
	return &OpaqueAttr{Value: s}, nil
}
