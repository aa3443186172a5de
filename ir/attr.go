package ir

import (
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// Attribute is a compile-time constant value attached to an operation.
type Attribute interface {
	// Print writes the attribute in MLIR syntax, with its `#dialect.` prefix for dialect attributes.
	Print(p *Printer)
	// Equal reports structural equality; attributes are not uniqued.
	Equal(other Attribute) bool
}

// TypedAttr is an attribute that carries a type (integers, floats, dense elements...).
type TypedAttr interface {
	Attribute
	// AttrType is the type the attribute carries (`: i32` in `4 : i32`).
	AttrType() Type
}

// AttrEqual compares attributes, nil-safe.
func AttrEqual(a, b Attribute) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	return a.Equal(b)
}

// AttrString renders an attribute without aliases; it doubles as a hashing key.
func AttrString(a Attribute) string {
	p := NewPrinter(nil, PrintOptions{})
	p.keyMode = true
	p.PrintAttr(a)
	return p.String()
}

// IntegerAttr is an integer (or index, or i1 boolean) constant. Values wider than 64 bits
// live in Big; otherwise Big is nil and Value holds the bits sign-extended from the width.
type IntegerAttr struct {
	Type  Type     // an IntegerType, the index type, or i1 for booleans
	Value int64    // the bits, sign-extended from the width (unused when Big is set)
	Big   *big.Int // the value of integers wider than 64 bits, nil otherwise
}

// AttrType returns the integer type.
func (a *IntegerAttr) AttrType() Type { return a.Type }

// Bool reports whether the attribute is an i1 true.
func (a *IntegerAttr) Bool() bool { return a.Value != 0 }

// Print writes `4 : i32`, or `true`/`false` for i1.
func (a *IntegerAttr) Print(p *Printer) { a.print(p, true) }

func (a *IntegerAttr) print(p *Printer, withType bool) {
	if it, ok := a.Type.(*IntegerType); ok && it.Width == 1 && it.Sign == Signless {
		if a.Value != 0 {
			p.WriteString("true")
		} else {
			p.WriteString("false")
		}
		return
	}
	p.WriteString(a.String())
	if withType {
		p.WriteString(" : ")
		p.PrintType(a.Type)
	}
}

// String renders the value as MLIR does: unsigned types print unsigned, others signed.
func (a *IntegerAttr) String() string {
	if a.Big != nil {
		return a.Big.String()
	}
	if it, ok := a.Type.(*IntegerType); ok && it.Sign == Signed && it.Width == 1 {
		// Storage keeps 1-bit values as 0 or 1; signed, the set bit is -1.
		return strconv.FormatInt(-(a.Value & 1), 10)
	}
	if it, ok := a.Type.(*IntegerType); ok && it.Sign == Unsigned {
		v := uint64(a.Value)
		if it.Width < 64 {
			v &= (1 << uint(it.Width)) - 1
		}
		return strconv.FormatUint(v, 10)
	}
	return strconv.FormatInt(a.Value, 10)
}

// Equal compares type and value.
func (a *IntegerAttr) Equal(o Attribute) bool {
	b, ok := o.(*IntegerAttr)
	if !ok || !TypeEqual(a.Type, b.Type) {
		return false
	}
	if a.Big != nil || b.Big != nil {
		return a.BigValue().Cmp(b.BigValue()) == 0
	}
	return a.Value == b.Value
}

// BigValue returns the value as a big integer.
func (a *IntegerAttr) BigValue() *big.Int {
	if a.Big != nil {
		return a.Big
	}
	return big.NewInt(a.Value)
}

// NewIntAttr builds an integer attribute, truncating v to the type's width.
func NewIntAttr(t Type, v int64) *IntegerAttr {
	return &IntegerAttr{Type: t, Value: TruncInt(v, IntOrFloatWidth(t), isUnsignedType(t))}
}

func isUnsignedType(t Type) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Sign == Unsigned
}

// TruncInt wraps v to width bits; signed types keep the sign extension, unsigned zero-extend.
func TruncInt(v int64, width int, unsigned bool) int64 {
	if width <= 0 || width >= 64 {
		return v
	}
	if width == 1 && !unsigned {
		return v & 1
	}
	shift := uint(64 - width)
	if unsigned {
		return int64(uint64(v) << shift >> shift)
	}
	return v << shift >> shift
}

// BoolAttr builds an i1 attribute.
func BoolAttr(b bool) *IntegerAttr {
	if b {
		return &IntegerAttr{Type: I1, Value: 1}
	}
	return &IntegerAttr{Type: I1, Value: 0}
}

// FloatAttr is a float constant; Value is exact for f16/bf16/f32/f64.
type FloatAttr struct {
	Type  Type    // a FloatType
	Value float64 // the value, rounded to Type when parsed
	// Hex keeps the exact bits (upper-case hex digits) of NaNs, and of f80/f128 values
	// a float64 cannot hold (see widefloat_attr.go); Value is then a NaN.
	Hex string
}

// AttrType returns the float type.
func (a *FloatAttr) AttrType() Type { return a.Type }

// text is the literal MLIR prints for the value.
func (a *FloatAttr) text() string {
	if a.Hex != "" {
		return wideHexText(a.Hex, a.Type)
	}
	return FormatFloat(a.Value, a.Type)
}

// Print writes the value as mlir-opt spells it (`1.000000e+00`, or hex for values that need it) and its type.
func (a *FloatAttr) Print(p *Printer) {
	p.WriteString(a.text())
	p.WriteString(" : ")
	p.PrintType(a.Type)
}

// Equal compares type and bits, so NaNs with the same payload are equal and -0 differs from 0.
func (a *FloatAttr) Equal(o Attribute) bool {
	b, ok := o.(*FloatAttr)
	return ok && TypeEqual(a.Type, b.Type) && math.Float64bits(a.Value) == math.Float64bits(b.Value) && a.Hex == b.Hex
}

// StringAttr is a quoted string, optionally typed (`"text" : i32`).
type StringAttr struct {
	Value string // unescaped contents
	Type  Type   // nil unless written with `: type`
}

// Print writes the string quoted and escaped, and its type when set.
func (a *StringAttr) Print(p *Printer) {
	p.WriteQuoted(a.Value)
	if a.Type != nil {
		p.WriteString(" : ")
		p.PrintType(a.Type)
	}
}

// Equal compares contents and type.
func (a *StringAttr) Equal(o Attribute) bool {
	b, ok := o.(*StringAttr)
	return ok && a.Value == b.Value && TypeEqual(a.Type, b.Type)
}

// Str builds an untyped string attribute.
func Str(s string) *StringAttr { return &StringAttr{Value: s} }

// ArrayAttr is `[a, b, ...]`, a list of arbitrary attributes.
type ArrayAttr struct{ Elems []Attribute }

// Print writes `[e0, e1, ...]`.
func (a *ArrayAttr) Print(p *Printer) {
	p.WriteChar('[')
	for i, e := range a.Elems {
		if i > 0 {
			p.WriteString(", ")
		}
		p.printAttrMayElide(e)
	}
	p.WriteChar(']')
}

// Equal compares the elements in order.
func (a *ArrayAttr) Equal(o Attribute) bool {
	b, ok := o.(*ArrayAttr)
	if !ok || len(a.Elems) != len(b.Elems) {
		return false
	}
	for i := range a.Elems {
		if !AttrEqual(a.Elems[i], b.Elems[i]) {
			return false
		}
	}
	return true
}

// NamedAttr is one entry of an attribute dictionary.
type NamedAttr struct {
	Name  string    // the key, printed bare or quoted as needed
	Value Attribute // the value; Unit for flags written without `= value`
}

// DictAttr is a dictionary sorted by name, as MLIR keeps it.
type DictAttr struct{ Entries []NamedAttr }

// NewDict sorts the entries; later duplicates are the caller's to reject.
func NewDict(entries []NamedAttr) *DictAttr {
	SortNamedAttrs(entries)
	return &DictAttr{Entries: entries}
}

// SortNamedAttrs orders entries by name with a stable sort.
func SortNamedAttrs(entries []NamedAttr) {
	// Insertion sort: stable, allocation-free and fastest for the few attributes ops carry;
	// already sorted lists (the usual case) cost one pass. A long list takes a stable
	// O(n log n) sort: 100,000 entries took insertion sort most of a minute.
	if len(entries) > 64 {
		slices.SortStableFunc(entries, func(a, b NamedAttr) int { return strings.Compare(a.Name, b.Name) })
		return
	}
	for i := 1; i < len(entries); i++ {
		for j := i; j > 0 && entries[j].Name < entries[j-1].Name; j-- {
			entries[j], entries[j-1] = entries[j-1], entries[j]
		}
	}
}

// Get returns the value for name, or nil when the dictionary lacks it.
func (a *DictAttr) Get(name string) Attribute {
	for _, e := range a.Entries {
		if e.Name == name {
			return e.Value
		}
	}
	return nil
}

// Print writes `{name = value, flag}`.
func (a *DictAttr) Print(p *Printer) {
	p.WriteChar('{')
	p.printNamedAttrs(a.Entries)
	p.WriteChar('}')
}

// Equal compares the entries in order (dictionaries are sorted, so order is canonical).
func (a *DictAttr) Equal(o Attribute) bool {
	b, ok := o.(*DictAttr)
	return ok && namedAttrsEqual(a.Entries, b.Entries)
}

func namedAttrsEqual(a, b []NamedAttr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || !AttrEqual(a[i].Value, b[i].Value) {
			return false
		}
	}
	return true
}

// TypeAttr wraps a type used as an attribute value (e.g. func.func's function_type).
type TypeAttr struct{ Type Type }

// Print writes the type.
func (a *TypeAttr) Print(p *Printer) { p.PrintType(a.Type) }

// Equal compares the wrapped types.
func (a *TypeAttr) Equal(o Attribute) bool {
	b, ok := o.(*TypeAttr)
	return ok && TypeEqual(a.Type, b.Type)
}

// UnitAttr is `unit`: its presence is the information. Use the Unit value.
type UnitAttr struct{}

// Print writes `unit`.
func (UnitAttr) Print(p *Printer) { p.WriteString("unit") }

// Equal reports whether o is the unit attribute too.
func (UnitAttr) Equal(o Attribute) bool { _, ok := o.(UnitAttr); return ok }

// Unit is the unit attribute (presence flags).
var Unit Attribute = UnitAttr{}

// SymbolRefAttr is `@root::@nested...`.
type SymbolRefAttr struct {
	Root   string   // the first symbol, without `@`
	Nested []string // the symbols after `::`, for nested symbol tables
}

// Print writes `@root::@nested`, quoting names that need it.
func (a *SymbolRefAttr) Print(p *Printer) {
	p.PrintSymbolName(a.Root)
	for _, n := range a.Nested {
		p.WriteString("::")
		p.PrintSymbolName(n)
	}
}

// Equal compares root and nested names.
func (a *SymbolRefAttr) Equal(o Attribute) bool {
	b, ok := o.(*SymbolRefAttr)
	if !ok || a.Root != b.Root || len(a.Nested) != len(b.Nested) {
		return false
	}
	for i := range a.Nested {
		if a.Nested[i] != b.Nested[i] {
			return false
		}
	}
	return true
}

// FlatSymbolRef builds `@name`.
func FlatSymbolRef(name string) *SymbolRefAttr { return &SymbolRefAttr{Root: name} }

// DenseArrayAttr is `array<i32: 1, 2>`; integer elements in Ints, float ones in Floats.
type DenseArrayAttr struct {
	Elem   Type      // the element type after `array<`
	Ints   []int64   // integer elements
	Floats []float64 // float elements
}

// Len returns the number of elements, whichever slice holds them.
func (a *DenseArrayAttr) Len() int {
	if _, ok := a.Elem.(*FloatType); ok {
		return len(a.Floats)
	}
	return len(a.Ints)
}

// Print writes `array<i32: 1, 2>` (`array<i32>` when empty).
func (a *DenseArrayAttr) Print(p *Printer) {
	p.WriteString("array<")
	p.PrintType(a.Elem)
	if a.Len() > 0 {
		p.WriteString(": ")
	}
	if _, ok := a.Elem.(*FloatType); ok {
		for i, v := range a.Floats {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(FormatFloat(v, a.Elem))
		}
	} else {
		for i, v := range a.Ints {
			if i > 0 {
				p.WriteString(", ")
			}
			(&IntegerAttr{Type: a.Elem, Value: v}).print(p, false)
		}
	}
	p.WriteChar('>')
}

// Equal compares element type and elements.
func (a *DenseArrayAttr) Equal(o Attribute) bool {
	b, ok := o.(*DenseArrayAttr)
	if !ok || !TypeEqual(a.Elem, b.Elem) || len(a.Ints) != len(b.Ints) || len(a.Floats) != len(b.Floats) {
		return false
	}
	for i := range a.Ints {
		if a.Ints[i] != b.Ints[i] {
			return false
		}
	}
	for i := range a.Floats {
		if math.Float64bits(a.Floats[i]) != math.Float64bits(b.Floats[i]) {
			return false
		}
	}
	return true
}

// DenseI32Array builds `array<i32: ...>` (used for operandSegmentSizes).
func DenseI32Array(vs ...int64) *DenseArrayAttr { return &DenseArrayAttr{Elem: I32, Ints: vs} }

// DenseElementsAttr is `dense<...> : T`. Elements are stored flat in row-major order; a splat
// holds one element. Ints for integer/index elements, Floats for floats, Complex pairs in Floats.
type DenseElementsAttr struct {
	Type   ShapedType // a static tensor or vector type
	Splat  bool       // one element stands for all of them
	Ints   []int64    // integer and index elements
	Floats []float64  // float elements; complex ones as (re, im) pairs
	// NaNHex keeps the exact bits of NaN elements by index (payloads do not survive
	// float64), and of f80/f128 elements a float64 cannot hold.
	NaNHex map[int]string
	// Bigs keeps the exact value of integer elements (by index) wider than 64 bits that do
	// not fit an int64; Ints then holds their low 64 bits (see dense_big.go).
	Bigs map[int]*big.Int
	// Strs are the elements when the element type is not numeric (MLIR's string elements).
	Strs []string
}

// AttrType returns the shaped type.
func (a *DenseElementsAttr) AttrType() Type { return a.Type }

func (a *DenseElementsAttr) isFloat() bool {
	_, ok := a.Type.ElementType().(*FloatType)
	return ok
}

// Print writes `dense<...> : type`, nesting elements by dimension as mlir-opt does.
func (a *DenseElementsAttr) Print(p *Printer) {
	if p.elided(a) {
		p.WriteString(elidedDense + " : ")
		p.PrintType(a.Type)
		return
	}
	p.WriteString("dense<")
	if raw, ok := p.hexElements(a); ok {
		p.writeHexString(raw)
	} else {
		a.printBody(p)
	}
	p.WriteString("> : ")
	p.PrintType(a.Type)
}

func (a *DenseElementsAttr) elem(i int, p *Printer) {
	et := a.Type.ElementType()
	if ct, ok := et.(*ComplexType); ok {
		p.WriteChar('(')
		a.scalar(p, ct.Elem, 2*i)
		p.WriteChar(',')
		a.scalar(p, ct.Elem, 2*i+1)
		p.WriteChar(')')
		return
	}
	if !isNumericElement(et) {
		if i < len(a.Strs) {
			p.WriteQuoted(a.Strs[i])
		}
		return
	}
	if (a.isFloat() && i >= len(a.Floats)) || (!a.isFloat() && i >= len(a.Ints)) {
		return // malformed storage never panics the printer
	}
	a.scalar(p, et, i)
}

func (a *DenseElementsAttr) scalar(p *Printer, et Type, i int) {
	if _, ok := et.(*FloatType); ok {
		if h, ok := a.NaNHex[i]; ok {
			p.WriteString(wideHexText(h, et))
		} else if i < len(a.Floats) {
			p.WriteString(FormatFloat(a.Floats[i], et))
		}
		return
	}
	if i >= len(a.Ints) {
		return
	}
	// Elements store 1-bit integers as bits: mlir-opt prints them as bools whatever the
	// signedness (dense<true> : tensor<2xsi1>), unlike a lone IntegerAttr.
	if isI1(et) {
		p.WriteString(strconv.FormatBool(a.Ints[i]&1 != 0))
		return
	}
	v, b := a.IntElem(i)
	(&IntegerAttr{Type: et, Value: v, Big: b}).print(p, false)
}

func (a *DenseElementsAttr) printBody(p *Printer) {
	shape := a.Type.Shape()
	n := NumElements(shape)
	if a.Splat {
		// A splat of a type without elements still prints its value, as mlir-opt does
		// (`dense<0> : tensor<0xi8>`); only a splat with no stored value prints none.
		if n == 0 && len(a.Ints) == 0 && len(a.Floats) == 0 && len(a.Strs) == 0 {
			return
		}
		a.elem(0, p)
		return
	}
	if n == 0 {
		return
	}
	if len(shape) == 0 {
		a.elem(0, p)
		return
	}
	idx := 0
	var rec func(dim int)
	rec = func(dim int) {
		p.WriteChar('[')
		for j := int64(0); j < shape[dim]; j++ {
			if j > 0 {
				p.WriteString(", ")
			}
			if dim == len(shape)-1 {
				a.elem(idx, p)
				idx++
			} else {
				rec(dim + 1)
			}
		}
		p.WriteChar(']')
	}
	rec(0)
}

// Equal compares the printed forms, which covers splat/non-splat and NaN payload differences.
func (a *DenseElementsAttr) Equal(o Attribute) bool {
	b, ok := o.(*DenseElementsAttr)
	if !ok || !TypeEqual(a.Type, b.Type) {
		return false
	}
	return AttrString(a) == AttrString(b)
}

// OpaqueAttr keeps an attribute of an unregistered dialect, or a builtin form this
// implementation stores verbatim (affine maps, strided layouts), as its source text.
type OpaqueAttr struct {
	Text string // the source text after `#`, or the whole builtin form
	Type Type   // the trailing `: type` of typed forms (sparse, dense_resource), or nil
}

// Print writes the text back, with its type when set.
func (a *OpaqueAttr) Print(p *Printer) {
	p.WriteString(a.Text)
	if a.Type != nil {
		p.WriteString(" : ")
		p.PrintType(a.Type)
	}
}

// Equal compares text and type.
func (a *OpaqueAttr) Equal(o Attribute) bool {
	b, ok := o.(*OpaqueAttr)
	return ok && a.Text == b.Text && TypeEqual(a.Type, b.Type)
}

// AttrType is the attribute's trailing type (nil when it has none).
func (a *OpaqueAttr) AttrType() Type { return a.Type }

// FormatFloat renders a float the way mlir-opt does: six-digit scientific form when that
// reads back to the same value in the type, else APFloat's default form when it has a
// point, else the bits in hexadecimal.
func FormatFloat(v float64, t Type) string {
	ft, _ := t.(*FloatType)
	if ft == nil {
		ft = F64
	}
	if !math.IsInf(v, 0) && !math.IsNaN(v) {
		s := APFloatText(v, ft.Mant+1, 6, 0, false)
		if readsBack(s, v, ft) {
			return s
		}
		if s := APFloatText(v, ft.Mant+1, 0, 3, true); strings.IndexByte(s, '.') >= 0 {
			return s
		}
	}
	return "0x" + hexBits(v, ft)
}

// readsBack reports whether decimal text s parses, in type ft, to exactly v.
func readsBack(s string, v float64, ft *FloatType) bool {
	if ft.Mant > 52 {
		// Wider than float64: parse at the type's own precision (values held here are
		// float64s, so a six-digit text rarely names one exactly in f80 or f128).
		f, _, err := big.ParseFloat(s, 10, uint(ft.Mant+1), big.ToNearestEven)
		return err == nil && f.Cmp(big.NewFloat(v)) == 0
	}
	back, err := strconv.ParseFloat(s, 64)
	return (err == nil || isRangeErr(err)) && math.Float64bits(RoundToType(back, ft)) == math.Float64bits(v)
}

func hexBits(v float64, ft *FloatType) string {
	var u uint64
	switch ft.Width {
	case 64:
		u = math.Float64bits(v)
	case 32:
		u = FloatToBits(v, ft) // keeps a signaling NaN's bits
	default:
		if ft.Width > 64 {
			hi, lo := WideFloatBits(v, ft)
			h := strconv.FormatUint(hi, 16)
			for len(h) < (ft.Width-64+3)/4 {
				h = "0" + h
			}
			l := strconv.FormatUint(lo, 16)
			for len(l) < 16 {
				l = "0" + l
			}
			return upper(h + l)
		}
		u = FloatToBits(v, ft)
	}
	digits := (ft.Width + 3) / 4
	s := strconv.FormatUint(u, 16)
	for len(s) < digits {
		s = "0" + s
	}
	return upper(s)
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'f' {
			b[i] = c - 32
		}
	}
	return string(b)
}
