package ir

import (
	"math"
	"math/bits"
	"strconv"
)

// Type is an MLIR type. Builtin types are defined here; dialects add their own by implementing
// the interface and printing their `!dialect.` prefix themselves.
type Type interface {
	// Print writes the type's textual form, with its `!dialect.` prefix for dialect types.
	Print(p *Printer)
	// Equal reports structural equality; types are not uniqued, so pointers may differ.
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
	Signless Signedness = iota // iN: the operation decides how to interpret the bits
	Signed                     // siN
	Unsigned                   // uiN
)

// IntegerType is `iN`, `siN` or `uiN`; use IntType to get the shared instance of common widths.
type IntegerType struct {
	Width int        // bits, 1 or more
	Sign  Signedness // how the type is spelled (and how folders read the bits)
}

// Print writes `i32`, `si8` or `ui16`.
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

// Equal compares width and signedness.
func (t *IntegerType) Equal(o Type) bool {
	u, ok := o.(*IntegerType)
	return ok && u.Width == t.Width && u.Sign == t.Sign
}

// IsSignless reports whether the type is a signless integer (optionally of a given width).
func IsSignlessInt(t Type, width int) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Sign == Signless && (width == 0 || it.Width == width)
}

// intCache holds the common integer types, so IntType hands out one pointer per type.
var intCache = func() map[[2]int]*IntegerType {
	m := map[[2]int]*IntegerType{}
	for _, w := range []int{1, 2, 4, 8, 16, 32, 64, 128} {
		for s := Signless; s <= Unsigned; s++ {
			m[[2]int{w, int(s)}] = &IntegerType{Width: w, Sign: s}
		}
	}
	return m
}()

// intNames spells the common signless integer types without building a printer.
var intNames = func() []string {
	out := make([]string, 129)
	for i := range out {
		out[i] = "i" + strconv.Itoa(i)
	}
	return out
}()

// IntType returns the canonical integer type of the width and signedness.
func IntType(width int, sign Signedness) *IntegerType {
	if t, ok := intCache[[2]int{width, int(sign)}]; ok {
		return t
	}
	return &IntegerType{Width: width, Sign: sign}
}

// The signless integer types, shared so that comparisons usually hit the pointer fast path.
var (
	I1  = IntType(1, Signless)
	I8  = IntType(8, Signless)
	I16 = IntType(16, Signless)
	I32 = IntType(32, Signless)
	I64 = IntType(64, Signless)
)

// IndexType is `index`, the target-sized integer of loop bounds and memref indices.
type IndexType struct{}

// Print writes `index`.
func (*IndexType) Print(p *Printer) { p.WriteString("index") }

// Equal reports whether o is the index type too.
func (*IndexType) Equal(o Type) bool { _, ok := o.(*IndexType); return ok }

// Index is the shared `index` type.
var Index = &IndexType{}

// NoneType is `none`, the unit type.
type NoneType struct{}

// Print writes `none`.
func (*NoneType) Print(p *Printer) { p.WriteString("none") }

// Equal reports whether o is the none type too.
func (*NoneType) Equal(o Type) bool { _, ok := o.(*NoneType); return ok }

// None is the shared `none` type.
var None = &NoneType{}

// FloatType covers every builtin float kind; Name is its spelling (f32, bf16, f8E4M3FN, ...).
type FloatType struct {
	Name string // the spelling, which alone identifies the type
	// Mantissa bits (without the implicit one) and exponent bits, for IEEE-like semantics.
	Mant, Exp int
	Width     int // storage bits, which may exceed 1+Mant+Exp (f80)
	// Bias overrides the IEEE exponent bias 2^(Exp-1)-1 where a format differs (the FNUZ f8s).
	Bias int
	// NonFinite says how the format encodes NaN and infinity.
	NonFinite NonFinite
}

// Print writes the float type's name.
func (t *FloatType) Print(p *Printer) { p.WriteString(t.Name) }

// Equal compares names, which identify a float kind.
func (t *FloatType) Equal(o Type) bool { u, ok := o.(*FloatType); return ok && u.Name == t.Name }

// The builtin float types with their IEEE-like layouts; the type parser looks these and the
// f8 kinds up by name.
var (
	F16  = &FloatType{Name: "f16", Mant: 10, Exp: 5, Width: 16}
	BF16 = &FloatType{Name: "bf16", Mant: 7, Exp: 8, Width: 16}
	F32  = &FloatType{Name: "f32", Mant: 23, Exp: 8, Width: 32}
	F64  = &FloatType{Name: "f64", Mant: 52, Exp: 11, Width: 64}
	F80  = &FloatType{Name: "f80", Mant: 63, Exp: 15, Width: 80}
	F128 = &FloatType{Name: "f128", Mant: 112, Exp: 15, Width: 128}
	TF32 = &FloatType{Name: "tf32", Mant: 10, Exp: 8, Width: 19}
)

var floatTypes = func() map[string]*FloatType {
	m := map[string]*FloatType{}
	for _, t := range []*FloatType{F16, BF16, F32, F64, F80, F128, TF32,
		{Name: "f8E5M2", Mant: 2, Exp: 5, Width: 8},
		{Name: "f8E4M3FN", Mant: 3, Exp: 4, Width: 8, NonFinite: NaNOnlyAllOnes},
		{Name: "f8E4M3", Mant: 3, Exp: 4, Width: 8},
		{Name: "f8E5M2FNUZ", Mant: 2, Exp: 5, Width: 8, Bias: 16, NonFinite: NaNOnlyNegZero},
		{Name: "f8E4M3FNUZ", Mant: 3, Exp: 4, Width: 8, Bias: 8, NonFinite: NaNOnlyNegZero},
		// LLVM 19 has no f8E3M4 (LLVM 20 added it): it is not a type here either.
		{Name: "f8E4M3B11FNUZ", Mant: 3, Exp: 4, Width: 8, Bias: 11, NonFinite: NaNOnlyNegZero}} {
		m[t.Name] = t
	}
	return m
}()

// FunctionType is `(inputs) -> results`, the type of func.func and of indirect callees.
type FunctionType struct {
	Inputs, Results []Type // in order; an op with no results has an empty Results
}

// Print writes `(i32, f32) -> i1`, parenthesising results only when needed.
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

// Equal compares inputs and results element-wise.
func (t *FunctionType) Equal(o Type) bool {
	u, ok := o.(*FunctionType)
	return ok && TypesEqual(t.Inputs, u.Inputs) && TypesEqual(t.Results, u.Results)
}

// ShapedType is implemented by memref, tensor and vector types (ranked or not).
type ShapedType interface {
	Type
	// ElementType is the type of one element.
	ElementType() Type
	// Shape is nil for unranked types.
	Shape() []int64
	// Ranked reports whether the rank is known (Shape is then non-nil, possibly empty).
	Ranked() bool
}

// ValueSemanticsType is a shaped type whose values are values, not references to memory
// (MLIR's ValueSemantics trait): builtin tensors and vectors, and dialect types that declare
// it. Elementwise ops of upstream dialects (arith, math) accept such containers of their
// element kind as they accept the element itself; memrefs and descriptor types do not.
type ValueSemanticsType interface {
	ShapedType
	// ValueSemantics is a marker; it does nothing.
	ValueSemantics()
}

// HasValueSemantics reports whether t is a shaped type with value semantics.
func HasValueSemantics(t Type) bool {
	_, ok := t.(ValueSemanticsType)
	return ok
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

// NumElements returns the element count of a static shape, or -1 if any dimension is
// dynamic or the count does not fit in an int64 (a type may declare such a shape; only a
// splat can have a value of it). Callers that must tell the two apart use HasDynamicDim.
func NumElements(shape []int64) int64 {
	n := int64(1)
	overflow := false
	for _, d := range shape {
		if d == Dynamic || d < 0 {
			return -1
		}
		if p, ok := MulSize(n, d); ok {
			n = p
		} else {
			overflow = true
		}
	}
	if overflow && n != 0 {
		return -1
	}
	return n
}

// MulSize multiplies two non-negative sizes (element counts, byte counts) and reports
// whether the product fits int64: sizes taken from IR can be anything a file says, and a
// product that wraps would pass every capacity check as a small or negative number.
func MulSize(a, b int64) (int64, bool) {
	if a < 0 || b < 0 {
		return 0, false
	}
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi != 0 || lo > math.MaxInt64 {
		return 0, false
	}
	return int64(lo), true
}

// AddSize adds two non-negative sizes and reports whether the sum fits int64.
func AddSize(a, b int64) (int64, bool) {
	if a < 0 || b < 0 || a > math.MaxInt64-b {
		return 0, false
	}
	return a + b, true
}

// HasDynamicDim reports whether a shape has a `?` dimension.
func HasDynamicDim(shape []int64) bool {
	for _, d := range shape {
		if d == Dynamic {
			return true
		}
	}
	return false
}

// MemRefType is a ranked `memref<4x?xf32, layout, space>`: a reference to a buffer in memory.
type MemRefType struct {
	Dims     []int64   // sizes, Dynamic for `?`
	Elem     Type      // element type
	Layout   Attribute // nil for the identity layout
	MemSpace Attribute // nil for the default space
}

// ElementType returns Elem.
func (t *MemRefType) ElementType() Type { return t.Elem }

// Shape returns Dims.
func (t *MemRefType) Shape() []int64 { return t.Dims }

// Ranked is true: unranked memrefs are UnrankedMemRefType.
func (t *MemRefType) Ranked() bool { return true }

// Print writes `memref<dims x elem[, layout][, space]>`.
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

// Equal compares shape, element type, layout and memory space.
func (t *MemRefType) Equal(o Type) bool {
	u, ok := o.(*MemRefType)
	return ok && shapesEqual(t.Dims, u.Dims) && TypeEqual(t.Elem, u.Elem) &&
		AttrEqual(t.Layout, u.Layout) && AttrEqual(t.MemSpace, u.MemSpace)
}

// UnrankedMemRefType is `memref<*xf32, space>`.
type UnrankedMemRefType struct {
	Elem     Type      // element type
	MemSpace Attribute // nil for the default space
}

// ElementType returns Elem.
func (t *UnrankedMemRefType) ElementType() Type { return t.Elem }

// Shape is nil: the rank is unknown.
func (t *UnrankedMemRefType) Shape() []int64 { return nil }

// Ranked is false.
func (t *UnrankedMemRefType) Ranked() bool { return false }

// Print writes `memref<*xelem[, space]>`.
func (t *UnrankedMemRefType) Print(p *Printer) {
	p.WriteString("memref<*x")
	p.PrintType(t.Elem)
	if t.MemSpace != nil {
		p.WriteString(", ")
		p.printAttrMayElide(t.MemSpace)
	}
	p.WriteChar('>')
}

// Equal compares element type and memory space.
func (t *UnrankedMemRefType) Equal(o Type) bool {
	u, ok := o.(*UnrankedMemRefType)
	return ok && TypeEqual(t.Elem, u.Elem) && AttrEqual(t.MemSpace, u.MemSpace)
}

// TensorType is a ranked `tensor<4x?xf32, encoding>` value type.
type TensorType struct {
	Dims     []int64   // sizes, Dynamic for `?`
	Elem     Type      // element type
	Encoding Attribute // nil when absent
}

// ElementType returns Elem.
func (t *TensorType) ElementType() Type { return t.Elem }

// Shape returns Dims.
func (t *TensorType) Shape() []int64 { return t.Dims }

// Ranked is true: unranked tensors are UnrankedTensorType.
func (t *TensorType) Ranked() bool { return true }

// ValueSemantics marks TensorType as a value type (ValueSemanticsType).
func (t *TensorType) ValueSemantics() {}

// Print writes `tensor<dims x elem[, encoding]>`.
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

// Equal compares shape, element type and encoding.
func (t *TensorType) Equal(o Type) bool {
	u, ok := o.(*TensorType)
	return ok && shapesEqual(t.Dims, u.Dims) && TypeEqual(t.Elem, u.Elem) && AttrEqual(t.Encoding, u.Encoding)
}

// UnrankedTensorType is `tensor<*xf32>`.
type UnrankedTensorType struct{ Elem Type }

// ElementType returns Elem.
func (t *UnrankedTensorType) ElementType() Type { return t.Elem }

// Shape is nil: the rank is unknown.
func (t *UnrankedTensorType) Shape() []int64 { return nil }

// Ranked is false.
func (t *UnrankedTensorType) Ranked() bool { return false }

// ValueSemantics marks UnrankedTensorType as a value type (ValueSemanticsType).
func (t *UnrankedTensorType) ValueSemantics() {}

// Print writes `tensor<*xelem>`.
func (t *UnrankedTensorType) Print(p *Printer) {
	p.WriteString("tensor<*x")
	p.PrintType(t.Elem)
	p.WriteChar('>')
}

// Equal compares element types.
func (t *UnrankedTensorType) Equal(o Type) bool {
	u, ok := o.(*UnrankedTensorType)
	return ok && TypeEqual(t.Elem, u.Elem)
}

// VectorType is `vector<4x[8]xf32>`, a fixed-rank register value; bracketed dimensions are scalable.
type VectorType struct {
	Dims     []int64 // static sizes: vectors have no dynamic dimensions
	Scalable []bool  // nil when no dimension is scalable
	Elem     Type    // element type
}

// ElementType returns Elem.
func (t *VectorType) ElementType() Type { return t.Elem }

// Shape returns Dims.
func (t *VectorType) Shape() []int64 { return t.Dims }

// Ranked is true: vectors always have a rank.
func (t *VectorType) Ranked() bool { return true }

// ValueSemantics marks VectorType as a value type (ValueSemanticsType).
func (t *VectorType) ValueSemantics() {}

// Print writes `vector<dims x elem>` with scalable dimensions in brackets.
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

// Equal compares shape, scalability and element type.
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

// TupleType is `tuple<i32, f32>`.
type TupleType struct{ Types []Type }

// Print writes `tuple<...>`.
func (t *TupleType) Print(p *Printer) {
	p.WriteString("tuple<")
	p.PrintTypes(t.Types)
	p.WriteChar('>')
}

// Equal compares the element types in order.
func (t *TupleType) Equal(o Type) bool {
	u, ok := o.(*TupleType)
	return ok && TypesEqual(t.Types, u.Types)
}

// ComplexType is `complex<f32>`.
type ComplexType struct{ Elem Type }

// Print writes `complex<elem>`.
func (t *ComplexType) Print(p *Printer) {
	p.WriteString("complex<")
	p.PrintType(t.Elem)
	p.WriteChar('>')
}

// Equal compares element types.
func (t *ComplexType) Equal(o Type) bool {
	u, ok := o.(*ComplexType)
	return ok && TypeEqual(t.Elem, u.Elem)
}

// OpaqueType holds a type of a dialect that is not registered: `!dialect.body` kept verbatim.
type OpaqueType struct {
	Dialect string // the namespace before the first dot
	Body    string // everything after `!dialect.` (or `<...>` for `!dialect<...>`)
}

// Print writes the type back as it was read.
func (t *OpaqueType) Print(p *Printer) {
	p.WriteChar('!')
	p.WriteString(t.Dialect)
	if len(t.Body) > 0 && t.Body[0] != '<' {
		p.WriteChar('.')
	}
	p.WriteString(t.Body)
}

// Equal compares dialect and body text.
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
		if t == TF32 || t.Name == TF32.Name {
			// MLIR gives tf32 (19 significant bits) a width of 32, its storage: casts,
			// bitcasts and dense element data see 32 bits.
			return 32
		}
		return t.Width
	case *IndexType:
		return 64
	}
	return 0
}
