// Package opdef turns declarative op definitions (operands, attributes, results, regions,
// traits and MLIR's declarative assembly format) into registered ir.OpInfo values with
// verifiers, parsers and printers. Both hand-written dialects and the asc-tblgen generated
// code describe their ops with it, so one format engine serves every op.
package opdef

import (
	"github.com/ascend-toolchain/asc/ir"
)

// TypeConstraint restricts the type of an operand or result.
type TypeConstraint struct {
	Name string             // the .td name, e.g. "I32" or "AnyFloat"
	Desc string             // used in "must be <desc>, but got 'T'"
	Pred func(ir.Type) bool // reports whether a type satisfies the constraint
	// Builder, when set, is the one type the constraint allows (lets formats omit it).
	Builder ir.Type
	// Dialect, for a constraint naming one dialect type, makes unqualified `type($x)`
	// directives print and parse the type without its `!dialect.` prefix.
	Dialect string
	// Mnemonic, set with Dialect, names the one dialect type the constraint allows: as in
	// MLIR, unqualified `type($x)` then prints only the parameters (`<vecin, 1>` for
	// `!ascendc.queue<vecin, 1>`) and parses them with Dialect.ParseType(p, Mnemonic);
	// a fully qualified `!dialect.mnemonic<...>` is accepted too.
	Mnemonic string
	// Kind, when set, is the class of type (MLIR's C++ type: MemRefType, BaseMemRefType)
	// a custom-form `type($x)` directive reads: a parsed type of another class is "invalid
	// kind of type specified" at the type, before any constraint is checked.
	Kind func(ir.Type) bool
}

// AttrConstraint restricts an attribute and says how formats read and write it.
type AttrConstraint struct {
	Name string                  // the .td name, e.g. "I64Attr"
	Desc string                  // used in "attribute 'x' failed to satisfy constraint: <desc>"
	Pred func(ir.Attribute) bool // reports whether an attribute satisfies the constraint
	// Type, when set, is the fixed type of integer/float attributes: formats print them
	// without `: type` and parse untyped literals with it.
	Type ir.Type
	// ParseStripped/PrintStripped handle enum keywords and dialect attributes written without
	// their `#dialect.mnemonic` prefix inside custom formats.
	ParseStripped func(p *ir.OpParser) (ir.Attribute, error)
	PrintStripped func(p *ir.Printer, a ir.Attribute) // writes the stripped form ParseStripped reads
	// Unit marks UnitAttr (present or absent).
	Unit bool
	// Keywords, for enum attributes, are the spellings ParseStripped accepts (used to decide
	// whether an optional group starts).
	Keywords map[string]bool
	// Storage, when set, is the check of the attribute's C++ storage class, which an ODS
	// parser casts the parsed attribute to ("invalid kind of attribute specified" when it
	// is not one); the rest of Pred is the verifier's. When nil, a format without Type
	// checks all of Pred while parsing.
	Storage func(ir.Attribute) bool
}

// AnyType is the unconstrained type.
var AnyType = &TypeConstraint{Name: "AnyType", Desc: "any type", Pred: func(ir.Type) bool { return true }}

func intOfWidth(name string, w int, sign ir.Signedness) *TypeConstraint {
	t := ir.IntType(w, sign)
	return &TypeConstraint{Name: name, Desc: name[:1] + name[1:] + "-bit " + signWord(sign) + "integer", Builder: t,
		Pred: func(x ir.Type) bool { return ir.TypeEqual(x, t) }}
}

func signWord(s ir.Signedness) string {
	switch s {
	case ir.Signed:
		return "signed "
	case ir.Unsigned:
		return "unsigned "
	}
	return "signless "
}

func exactType(name, desc string, t ir.Type) *TypeConstraint {
	return &TypeConstraint{Name: name, Desc: desc, Builder: t, Pred: func(x ir.Type) bool { return ir.TypeEqual(x, t) }}
}

func isSignlessInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Sign == ir.Signless
}

func isFloat(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok }

// isFunctionType is FunctionType's predicate and its C++ class, which a format's
// type($x) parses to ("invalid kind of type specified" for another type).
func isFunctionType(t ir.Type) bool { _, ok := t.(*ir.FunctionType); return ok }

// likeOf accepts a scalar satisfying pred, or a vector, tensor or other value-semantics
// shaped type of such elements (MLIR's ...Like constraints).
func likeOf(pred func(ir.Type) bool, tensorAndVector bool) func(ir.Type) bool {
	return func(t ir.Type) bool {
		if pred(t) {
			return true
		}
		switch s := t.(type) {
		case *ir.VectorType:
			return pred(s.Elem)
		case *ir.TensorType:
			return tensorAndVector && pred(s.Elem)
		case *ir.UnrankedTensorType:
			return tensorAndVector && pred(s.Elem)
		case ir.ValueSemanticsType:
			// Any other shaped type with value semantics (a dialect's tile type).
			return pred(s.ElementType())
		}
		return false
	}
}

// TypeConstraints holds the named builtin constraints the .td files refer to.
var TypeConstraints = func() map[string]*TypeConstraint {
	m := map[string]*TypeConstraint{}
	for _, c := range []*TypeConstraint{
		AnyType,
		exactType("I1", "1-bit signless integer", ir.I1),
		exactType("I8", "8-bit signless integer", ir.I8),
		exactType("I16", "16-bit signless integer", ir.I16),
		exactType("I32", "32-bit signless integer", ir.I32),
		exactType("I64", "64-bit signless integer", ir.I64),
		exactType("UI8", "8-bit unsigned integer", ir.IntType(8, ir.Unsigned)),
		exactType("UI16", "16-bit unsigned integer", ir.IntType(16, ir.Unsigned)),
		exactType("UI32", "32-bit unsigned integer", ir.IntType(32, ir.Unsigned)),
		exactType("UI64", "64-bit unsigned integer", ir.IntType(64, ir.Unsigned)),
		exactType("SI32", "32-bit signed integer", ir.IntType(32, ir.Signed)),
		exactType("SI64", "64-bit signed integer", ir.IntType(64, ir.Signed)),
		exactType("Index", "index", ir.Index),
		exactType("F16", "16-bit float", ir.F16),
		exactType("BF16", "bfloat16 type", ir.BF16),
		exactType("F32", "32-bit float", ir.F32),
		exactType("F64", "64-bit float", ir.F64),
		exactType("NoneType", "none type", ir.None),
		{Name: "AnyInteger", Desc: "integer", Pred: func(t ir.Type) bool { _, ok := t.(*ir.IntegerType); return ok }},
		{Name: "AnySignlessInteger", Desc: "signless integer", Pred: isSignlessInt},
		{Name: "AnySignlessIntegerOrIndex", Desc: "signless integer or index", Pred: func(t ir.Type) bool { return isSignlessInt(t) || t == ir.Type(ir.Index) || ir.TypeEqual(t, ir.Index) }},
		{Name: "AnyFloat", Desc: "floating-point", Pred: isFloat},
		{Name: "AnyMemRef", Desc: "memref of any type values", Pred: func(t ir.Type) bool {
			switch t.(type) {
			case *ir.MemRefType, *ir.UnrankedMemRefType:
				return true
			}
			return false
		}},
		{Name: "AnyRankedOrUnrankedMemRef", Desc: "ranked or unranked memref of any type values", Pred: func(t ir.Type) bool {
			switch t.(type) {
			case *ir.MemRefType, *ir.UnrankedMemRefType:
				return true
			}
			return false
		}},
		{Name: "AnyTensor", Desc: "tensor of any type values", Pred: func(t ir.Type) bool {
			switch t.(type) {
			case *ir.TensorType, *ir.UnrankedTensorType:
				return true
			}
			return false
		}},
		{Name: "AnyVector", Desc: "vector of any type values", Pred: func(t ir.Type) bool { _, ok := t.(*ir.VectorType); return ok }},
		{Name: "SignlessIntegerLike", Desc: "signless-integer-like", Pred: likeOf(func(t ir.Type) bool { return isSignlessInt(t) || ir.TypeEqual(t, ir.Index) }, true)},
		{Name: "SignlessIntegerLikeOfAnyRank", Desc: "signless-integer-like", Pred: likeOf(func(t ir.Type) bool { return isSignlessInt(t) || ir.TypeEqual(t, ir.Index) }, true)},
		{Name: "SignlessFixedWidthIntegerLike", Desc: "signless-fixed-width-integer-like", Pred: likeOf(isSignlessInt, true)},
		{Name: "FloatLike", Desc: "floating-point-like", Pred: likeOf(isFloat, true)},
		{Name: "BoolLike", Desc: "bool-like", Pred: likeOf(func(t ir.Type) bool { return ir.IsSignlessInt(t, 1) }, true)},
		{Name: "BoolLikeOfAnyRank", Desc: "bool-like", Pred: likeOf(func(t ir.Type) bool { return ir.IsSignlessInt(t, 1) }, true)},
		{Name: "FunctionType", Desc: "function type", Pred: isFunctionType, Kind: isFunctionType},
		{Name: "AnyIntegerOrIndex", Desc: "integer or index", Pred: func(t ir.Type) bool { return ir.IsIntOrIndex(t) }},
	} {
		m[c.Name] = c
	}
	return m
}()

// AttrConstraints holds the named builtin attribute constraints.
var AttrConstraints = func() map[string]*AttrConstraint {
	m := map[string]*AttrConstraint{}
	for _, c := range []*AttrConstraint{AnyAttr, UnitAttr, StrAttr, SymbolNameAttr, FlatSymbolRefAttr, SymbolRefAttr, TypeAttr,
		ArrayAttr, DictArrayAttr, StrArrayAttr, BoolAttrC, I32Attr, I64Attr, UI64Attr, I8Attr, I16Attr, UI32Attr, F32Attr, F64Attr, IndexAttr,
		DenseI32ArrayAttr, DenseI64ArrayAttr, DictAttr, TypedAttr, ElementsAttr} {
		m[c.Name] = c
	}
	return m
}()

// The builtin attribute constraints of OpBase.td that hand-written dialects use by value;
// AttrConstraints finds them by .td name. BoolAttrC is BoolAttr (the name BoolAttr is ir's
// constructor of boolean attributes).
var (
	AnyAttr           = &AttrConstraint{Name: "AnyAttr", Desc: "any attribute", Pred: func(ir.Attribute) bool { return true }}
	UnitAttr          = &AttrConstraint{Name: "UnitAttr", Desc: "unit attribute", Unit: true, Pred: func(a ir.Attribute) bool { _, ok := a.(ir.UnitAttr); return ok }}
	StrAttr           = &AttrConstraint{Name: "StrAttr", Desc: "string attribute", Pred: isStr, Type: ir.None, Storage: isStr} // formats read it with the none type, as ODS parsers do
	SymbolNameAttr    = &AttrConstraint{Name: "SymbolNameAttr", Desc: "string attribute", Pred: isStr}
	FlatSymbolRefAttr = &AttrConstraint{Name: "FlatSymbolRefAttr", Desc: "flat symbol reference attribute", Type: ir.None, Storage: isFlatSymbolRef, Pred: isFlatSymbolRef}
	SymbolRefAttr     = &AttrConstraint{Name: "SymbolRefAttr", Desc: "symbol reference attribute", Type: ir.None, Storage: isSymbolRef, Pred: isSymbolRef}
	TypeAttr          = &AttrConstraint{Name: "TypeAttr", Desc: "any type attribute", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.TypeAttr); return ok }}
	ArrayAttr         = &AttrConstraint{Name: "ArrayAttr", Desc: "array attribute", Type: ir.None, Storage: IsArrayAttr, Pred: IsArrayAttr}
	// DictArrayAttr is an array of dictionaries (function argument and result attributes).
	DictArrayAttr = &AttrConstraint{Name: "DictArrayAttr", Desc: "Array of dictionary attributes", Type: ir.None, Storage: IsArrayAttr,
		Pred: ArrayOf(func(e ir.Attribute) bool { _, ok := e.(*ir.DictAttr); return ok })}
	StrArrayAttr      = &AttrConstraint{Name: "StrArrayAttr", Desc: "string array attribute", Type: ir.None, Storage: IsArrayAttr, Pred: ArrayOf(isStr)}
	DictAttr          = &AttrConstraint{Name: "DictionaryAttr", Desc: "dictionary of named attribute values", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.DictAttr); return ok }}
	BoolAttrC         = intAttr("BoolAttr", "bool attribute", ir.I1)
	I8Attr            = intAttr("I8Attr", "8-bit signless integer attribute", ir.I8)
	I16Attr           = intAttr("I16Attr", "16-bit signless integer attribute", ir.I16)
	I32Attr           = intAttr("I32Attr", "32-bit signless integer attribute", ir.I32)
	I64Attr           = intAttr("I64Attr", "64-bit signless integer attribute", ir.I64)
	UI32Attr          = intAttr("UI32Attr", "32-bit unsigned integer attribute", ir.IntType(32, ir.Unsigned))
	UI64Attr          = intAttr("UI64Attr", "64-bit unsigned integer attribute", ir.IntType(64, ir.Unsigned))
	IndexAttr         = intAttr("IndexAttr", "index attribute", ir.Index)
	F32Attr           = floatAttr("F32Attr", "32-bit float attribute", ir.F32)
	F64Attr           = floatAttr("F64Attr", "64-bit float attribute", ir.F64)
	TypedAttr         = &AttrConstraint{Name: "TypedAttrInterface", Desc: "TypedAttr instance", Pred: func(a ir.Attribute) bool { _, ok := a.(ir.TypedAttr); return ok }}
	ElementsAttr      = &AttrConstraint{Name: "ElementsAttr", Desc: "constant vector/tensor attribute", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.DenseElementsAttr); return ok }}
	DenseI32ArrayAttr = denseArray("DenseI32ArrayAttr", "i32 dense array attribute", ir.I32)
	DenseI64ArrayAttr = denseArray("DenseI64ArrayAttr", "i64 dense array attribute", ir.I64)
)

func isStr(a ir.Attribute) bool { _, ok := a.(*ir.StringAttr); return ok }

func isSymbolRef(a ir.Attribute) bool { _, ok := a.(*ir.SymbolRefAttr); return ok }

func isFlatSymbolRef(a ir.Attribute) bool {
	s, ok := a.(*ir.SymbolRefAttr)
	return ok && len(s.Nested) == 0
}

// IsArrayAttr is the storage check of every array-of-attributes constraint.
func IsArrayAttr(a ir.Attribute) bool { _, ok := a.(*ir.ArrayAttr); return ok }

// ArrayOf is the predicate of an array attribute whose every element satisfies elem.
func ArrayOf(elem func(ir.Attribute) bool) func(ir.Attribute) bool {
	return func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !elem(e) {
				return false
			}
		}
		return true
	}
}

func isIntAttr(a ir.Attribute) bool { _, ok := a.(*ir.IntegerAttr); return ok }

func isFloatAttr(a ir.Attribute) bool { _, ok := a.(*ir.FloatAttr); return ok }

// IntAttrStorage is the storage check of integer attribute constraints (IntegerAttr).
var IntAttrStorage = isIntAttr

func intAttr(name, desc string, t ir.Type) *AttrConstraint {
	storage := isIntAttr
	if ir.TypeEqual(t, ir.I1) {
		storage = isBoolAttr // BoolAttr's class is an i1 IntegerAttr
	}
	return &AttrConstraint{Name: name, Desc: desc, Type: t, Storage: storage, Pred: func(a ir.Attribute) bool {
		ia, ok := a.(*ir.IntegerAttr)
		return ok && ir.TypeEqual(ia.Type, t)
	}}
}

func floatAttr(name, desc string, t ir.Type) *AttrConstraint {
	return &AttrConstraint{Name: name, Desc: desc, Type: t, Storage: isFloatAttr, Pred: func(a ir.Attribute) bool {
		fa, ok := a.(*ir.FloatAttr)
		return ok && ir.TypeEqual(fa.Type, t)
	}}
}

func denseArray(name, desc string, et ir.Type) *AttrConstraint {
	c := &AttrConstraint{Name: name, Desc: desc, Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseArrayAttr)
		return ok && ir.TypeEqual(d.Elem, et)
	}}
	// In custom formats dense arrays are written `[1, 2]` without the `array<T: >` wrapper.
	c.ParseStripped = func(p *ir.OpParser) (ir.Attribute, error) {
		arr := &ir.DenseArrayAttr{Elem: et}
		if err := p.Expect("["); err != nil {
			return nil, err
		}
		for !p.IsPunct("]") {
			neg := p.OptionalPunct("-")
			v, err := p.ParseInteger()
			if err != nil {
				return nil, err
			}
			if neg {
				v = -v
			}
			arr.Ints = append(arr.Ints, v)
			if !p.OptionalPunct(",") {
				break
			}
		}
		return arr, p.Expect("]")
	}
	c.PrintStripped = func(p *ir.Printer, a ir.Attribute) {
		d := a.(*ir.DenseArrayAttr)
		p.WriteChar('[')
		for i, v := range d.Ints {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteInt(v)
		}
		p.WriteChar(']')
	}
	return c
}

// OptionalAttr / DefaultValued are expressed on AttrDef rather than as constraints.
