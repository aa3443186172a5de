package ir

import (
	"math"
	"strconv"
)

// Type is an MLIR type. Builtin types are defined here; dialects add their own by implementing
// the interface and printing their `!dialect.` prefix themselves.
type Type interface {
	Print(p *Printer)
	Equal(other Type) bool
}

// TypeEqual compares two types, taking the pointer fast path that parser-cached types hit.
func TypeEqual(a, b Type) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	return a.Equal(b)
}

// TypesEqual compares type lists element-wise.
func TypesEqual(a, b []Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !TypeEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}

// TypeString renders a type without aliases; it is also the key used for hashing types.
func TypeString(t Type) string {
	switch t := t.(type) {
	case *FloatType:
		return t.Name
	case *IndexType:
		return "index"
	case *IntegerType:
		if t.Sign == Signless && t.Width < len(intNames) {
			return intNames[t.Width]
		}
	}
	p := NewPrinter(nil, PrintOptions{})
	p.PrintType(t)
	return p.String()
}

// Dynamic marks an unknown dimension (`?`) in shapes and strides.
const Dynamic int64 = math.MinInt64

// Signedness distinguishes iN, siN and uiN.
type Signedness uint8

const (
	Signless Signedness = iota
	Signed
	Unsigned
)

type IntegerType struct {
	Width int
	Sign  Signedness
}

func (t *IntegerType) Print(p *Printer) {
	switch t.Sign {
	case Signed:
		p.WriteString("si")
	case Unsigned:
		p.WriteString("ui")
	default:
		p.WriteChar('i')
	}
	p.buf = strconv.AppendInt(p.buf, int64(t.Width), 10)
}
func (t *IntegerType) Equal(o Type) bool {
	u, ok := o.(*IntegerType)
	return ok && u.Width == t.Width && u.Sign == t.Sign
}

// IsSignless reports whether the type is a signless integer (optionally of a given width).
func IsSignlessInt(t Type, width int) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Sign == Signless && (width == 0 || it.Width == width)
}

var intCache = map[[2]int]*IntegerType{}

// intNames spells the common signless integer types without building a printer.
var intNames = func() []string {
	out := make([]string, 129)
	for i := range out {
		out[i] = "i" + strconv.Itoa(i)
	}
	return out
}()

func init() {
	for _, w := range []int{1, 2, 4, 8, 16, 32, 64, 128} {
		for s := Signless; s <= Unsigned; s++ {
			intCache[[2]int{w, int(s)}] = &IntegerType{Width: w, Sign: s}
		}
	}
}

// IntType returns the canonical integer type of the width and signedness.
func IntType(width int, sign Signedness) *IntegerType {
	if t, ok := intCache[[2]int{width, int(sign)}]; ok {
		return t
	}
	return &IntegerType{Width: width, Sign: sign}
}

var (
	I1  = IntType(1, Signless)
	I8  = IntType(8, Signless)
	I16 = IntType(16, Signless)
	I32 = IntType(32, Signless)
	I64 = IntType(64, Signless)
)

type IndexType struct{}

func (*IndexType) Print(p *Printer)  { p.WriteString("index") }
func (*IndexType) Equal(o Type) bool { _, ok := o.(*IndexType); return ok }

var Index = &IndexType{}

type NoneType struct{}

func (*NoneType) Print(p *Printer)  { p.WriteString("none") }
func (*NoneType) Equal(o Type) bool { _, ok := o.(*NoneType); return ok }

var None = &NoneType{}

// FloatType covers every builtin float kind; Name is its spelling (f32, bf16, f8E4M3FN, ...).
type FloatType struct {
	Name string
	// Mantissa bits (without the implicit one) and exponent bits, for IEEE-like semantics.
	Mant, Exp int
	Width     int
}

func (t *FloatType) Print(p *Printer)  { p.WriteString(t.Name) }
func (t *FloatType) Equal(o Type) bool { u, ok := o.(*FloatType); return ok && u.Name == t.Name }

var (
	F16  = &FloatType{Name: "f16", Mant: 10, Exp: 5, Width: 16}
	BF16 = &FloatType{Name: "bf16", Mant: 7, Exp: 8, Width: 16}
	F32  = &FloatType{Name: "f32", Mant: 23, Exp: 8, Width: 32}
	F64  = &FloatType{Name: "f64", Mant: 52, Exp: 11, Width: 64}
	F80  = &FloatType{Name: "f80", Mant: 63, Exp: 15, Width: 80}
	F128 = &FloatType{Name: "f128", Mant: 112, Exp: 15, Width: 128}
	TF32 = &FloatType{Name: "tf32", Mant: 10, Exp: 8, Width: 19}
)

var floatTypes = map[string]*FloatType{}

func init() {
	for _, t := range []*FloatType{F16, BF16, F32, F64, F80, F128, TF32,
		{Name: "f8E5M2", Mant: 2, Exp: 5, Width: 8}, {Name: "f8E4M3FN", Mant: 3, Exp: 4, Width: 8},
		{Name: "f8E4M3", Mant: 3, Exp: 4, Width: 8},
		{Name: "f8E5M2FNUZ", Mant: 2, Exp: 5, Width: 8}, {Name: "f8E4M3FNUZ", Mant: 3, Exp: 4, Width: 8},
		{Name: "f8E4M3B11FNUZ", Mant: 3, Exp: 4, Width: 8}, {Name: "f8E3M4", Mant: 4, Exp: 3, Width: 8}} {
		floatTypes[t.Name] = t
	}
}

type FunctionType struct {
	Inputs, Results []Type
}

func (t *FunctionType) Print(p *Printer) {
	p.WriteChar('(')
	p.PrintTypes(t.Inputs)
	p.WriteString(") -> ")
	printResultTypes(p, t.Results)
}

// printResultTypes prints a result list the way function types do: bare when it is one
// non-function type, parenthesised otherwise.
func printResultTypes(p *Printer, rs []Type) {
	if len(rs) == 1 {
		if _, fn := rs[0].(*FunctionType); !fn {
			p.PrintType(rs[0])
			return
		}
	}
	p.WriteChar('(')
	p.PrintTypes(rs)
	p.WriteChar(')')
}

func (t *FunctionType) Equal(o Type) bool {
	u, ok := o.(*FunctionType)
	return ok && TypesEqual(t.Inputs, u.Inputs) && TypesEqual(t.Results, u.Results)
}

// ShapedType is implemented by memref, tensor and vector types (ranked or not).
type ShapedType interface {
	Type
	ElementType() Type
	// Shape is nil for unranked types.
	Shape() []int64
	Ranked() bool
}

func printShape(p *Printer, shape []int64) {
	for _, d := range shape {
		if d == Dynamic {
			p.WriteChar('?')
		} else {
			p.buf = strconv.AppendInt(p.buf, d, 10)
		}
		p.WriteChar('x')
	}
}

func shapesEqual(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// NumElements returns the element count of a static shape, or -1 if any dimension is dynamic.
func NumElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		if d == Dynamic {
			return -1
		}
		n *= d
	}
	return n
}

type MemRefType struct {
	Dims     []int64
	Elem     Type
	Layout   Attribute // nil for the identity layout
	MemSpace Attribute // nil for the default space
}

func (t *MemRefType) ElementType() Type { return t.Elem }
func (t *MemRefType) Shape() []int64    { return t.Dims }
func (t *MemRefType) Ranked() bool      { return true }
func (t *MemRefType) Print(p *Printer) {
	p.WriteString("memref<")
	printShape(p, t.Dims)
	p.PrintType(t.Elem)
	if t.Layout != nil {
		p.WriteString(", ")
		p.PrintAttr(t.Layout)
	}
	if t.MemSpace != nil {
		p.WriteString(", ")
		p.printAttrMayElide(t.MemSpace)
	}
	p.WriteChar('>')
}
func (t *MemRefType) Equal(o Type) bool {
	u, ok := o.(*MemRefType)
	return ok && shapesEqual(t.Dims, u.Dims) && TypeEqual(t.Elem, u.Elem) &&
		AttrEqual(t.Layout, u.Layout) && AttrEqual(t.MemSpace, u.MemSpace)
}

type UnrankedMemRefType struct {
	Elem     Type
	MemSpace Attribute
}

func (t *UnrankedMemRefType) ElementType() Type { return t.Elem }
func (t *UnrankedMemRefType) Shape() []int64    { return nil }
func (t *UnrankedMemRefType) Ranked() bool      { return false }
func (t *UnrankedMemRefType) Print(p *Printer) {
	p.WriteString("memref<*x")
	p.PrintType(t.Elem)
	if t.MemSpace != nil {
		p.WriteString(", ")
		p.printAttrMayElide(t.MemSpace)
	}
	p.WriteChar('>')
}
func (t *UnrankedMemRefType) Equal(o Type) bool {
	u, ok := o.(*UnrankedMemRefType)
	return ok && TypeEqual(t.Elem, u.Elem) && AttrEqual(t.MemSpace, u.MemSpace)
}

type TensorType struct {
	Dims     []int64
	Elem     Type
	Encoding Attribute
}

func (t *TensorType) ElementType() Type { return t.Elem }
func (t *TensorType) Shape() []int64    { return t.Dims }
func (t *TensorType) Ranked() bool      { return true }
func (t *TensorType) Print(p *Printer) {
	p.WriteString("tensor<")
	printShape(p, t.Dims)
	p.PrintType(t.Elem)
	if t.Encoding != nil {
		p.WriteString(", ")
		p.PrintAttr(t.Encoding)
	}
	p.WriteChar('>')
}
func (t *TensorType) Equal(o Type) bool {
	u, ok := o.(*TensorType)
	return ok && shapesEqual(t.Dims, u.Dims) && TypeEqual(t.Elem, u.Elem) && AttrEqual(t.Encoding, u.Encoding)
}

type UnrankedTensorType struct{ Elem Type }

func (t *UnrankedTensorType) ElementType() Type { return t.Elem }
func (t *UnrankedTensorType) Shape() []int64    { return nil }
func (t *UnrankedTensorType) Ranked() bool      { return false }
func (t *UnrankedTensorType) Print(p *Printer) {
	p.WriteString("tensor<*x")
	p.PrintType(t.Elem)
	p.WriteChar('>')
}
func (t *UnrankedTensorType) Equal(o Type) bool {
	u, ok := o.(*UnrankedTensorType)
	return ok && TypeEqual(t.Elem, u.Elem)
}

type VectorType struct {
	Dims     []int64
	Scalable []bool // nil when no dimension is scalable
	Elem     Type
}

func (t *VectorType) ElementType() Type { return t.Elem }
func (t *VectorType) Shape() []int64    { return t.Dims }
func (t *VectorType) Ranked() bool      { return true }
func (t *VectorType) Print(p *Printer) {
	p.WriteString("vector<")
	for i, d := range t.Dims {
		if t.Scalable != nil && t.Scalable[i] {
			p.WriteChar('[')
			p.buf = strconv.AppendInt(p.buf, d, 10)
			p.WriteChar(']')
		} else {
			p.buf = strconv.AppendInt(p.buf, d, 10)
		}
		p.WriteChar('x')
	}
	p.PrintType(t.Elem)
	p.WriteChar('>')
}
func (t *VectorType) Equal(o Type) bool {
	u, ok := o.(*VectorType)
	if !ok || !shapesEqual(t.Dims, u.Dims) || !TypeEqual(t.Elem, u.Elem) {
		return false
	}
	for i := range t.Dims {
		if (t.Scalable != nil && t.Scalable[i]) != (u.Scalable != nil && u.Scalable[i]) {
			return false
		}
	}
	return true
}

type TupleType struct{ Types []Type }

func (t *TupleType) Print(p *Printer) {
	p.WriteString("tuple<")
	p.PrintTypes(t.Types)
	p.WriteChar('>')
}
func (t *TupleType) Equal(o Type) bool {
	u, ok := o.(*TupleType)
	return ok && TypesEqual(t.Types, u.Types)
}

type ComplexType struct{ Elem Type }

func (t *ComplexType) Print(p *Printer) {
	p.WriteString("complex<")
	p.PrintType(t.Elem)
	p.WriteChar('>')
}
func (t *ComplexType) Equal(o Type) bool {
	u, ok := o.(*ComplexType)
	return ok && TypeEqual(t.Elem, u.Elem)
}

// OpaqueType holds a type of a dialect that is not registered: `!dialect.body` kept verbatim.
type OpaqueType struct {
	Dialect string
	Body    string // everything after `!dialect.` (or `<...>` for `!dialect<...>`)
}

func (t *OpaqueType) Print(p *Printer) {
	p.WriteChar('!')
	p.WriteString(t.Dialect)
	if len(t.Body) > 0 && t.Body[0] != '<' {
		p.WriteChar('.')
	}
	p.WriteString(t.Body)
}
func (t *OpaqueType) Equal(o Type) bool {
	u, ok := o.(*OpaqueType)
	return ok && u.Dialect == t.Dialect && u.Body == t.Body
}

// IsIntOrIndex reports whether t is an integer or index type.
func IsIntOrIndex(t Type) bool {
	switch t.(type) {
	case *IntegerType, *IndexType:
		return true
	}
	return false
}

// ElementTypeOrSelf unwraps shaped types.
func ElementTypeOrSelf(t Type) Type {
	if s, ok := t.(ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// IntOrFloatWidth returns the bit width of an integer or float type, 64 for index, else 0.
func IntOrFloatWidth(t Type) int {
	switch t := t.(type) {
	case *IntegerType:
		return t.Width
	case *FloatType:
		return t.Width
	case *IndexType:
		return 64
	}
	return 0
}
