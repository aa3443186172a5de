package opdef

import (
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// TypeC builds the type constraint of a TypeConstraint record whose predicate is one of
// the builtin predicate strings of OpBase.td ("any", "int:32", "float:f16", "memref", ...).
// Exact predicates (one type) also set Builder so formats may omit the type. It panics on
// an unknown predicate: the generator only emits predicates it has checked.
func TypeC(name, desc, pred string) *TypeConstraint {
	c := &TypeConstraint{Name: name, Desc: desc}
	kind, arg, _ := strings.Cut(pred, ":")
	exact := func(t ir.Type) {
		c.Builder = t
		c.Pred = func(x ir.Type) bool { return ir.TypeEqual(x, t) }
	}
	switch kind {
	case "any":
		c.Pred = func(ir.Type) bool { return true }
	case "int", "sint", "uint":
		if arg == "" {
			c.Pred = func(t ir.Type) bool { _, ok := t.(*ir.IntegerType); return ok }
			break
		}
		w, err := strconv.Atoi(arg)
		if err != nil {
			panic("opdef: bad predicate " + pred)
		}
		exact(ir.IntType(w, map[string]ir.Signedness{"int": ir.Signless, "sint": ir.Signed, "uint": ir.Unsigned}[kind]))
	case "signlessInt":
		c.Pred = func(t ir.Type) bool { return ir.IsSignlessInt(t, 0) }
	case "signlessIntOrIndex":
		c.Pred = func(t ir.Type) bool { return ir.IsSignlessInt(t, 0) || ir.TypeEqual(t, ir.Index) }
	case "unsignedInt":
		c.Pred = func(t ir.Type) bool { it, ok := t.(*ir.IntegerType); return ok && it.Sign == ir.Unsigned }
	case "index":
		exact(ir.Index)
	case "float":
		if arg == "" {
			c.Pred = func(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok }
			break
		}
		t := map[string]ir.Type{"f16": ir.F16, "bf16": ir.BF16, "f32": ir.F32, "f64": ir.F64}[arg]
		if t == nil {
			panic("opdef: bad predicate " + pred)
		}
		exact(t)
	case "memref":
		switch arg {
		case "":
			c.Pred = func(t ir.Type) bool { _, ok := t.(*ir.MemRefType); return ok }
		case "rankedOrUnranked":
			c.Pred = func(t ir.Type) bool {
				switch t.(type) {
				case *ir.MemRefType, *ir.UnrankedMemRefType:
					return true
				}
				return false
			}
		case "non0Ranked":
			c.Pred = func(t ir.Type) bool { m, ok := t.(*ir.MemRefType); return ok && len(m.Dims) > 0 }
		default:
			panic("opdef: bad predicate " + pred)
		}
	default:
		panic("opdef: bad predicate " + pred)
	}
	return c
}

// IsBuiltinTypePred reports whether TypeC understands pred (used by the generator).
func IsBuiltinTypePred(pred string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	TypeC("", "", pred)
	return true
}

// AnyOfC is the union of constraints (predicate "anyOf").
func AnyOfC(name, desc string, cs ...*TypeConstraint) *TypeConstraint {
	return &TypeConstraint{Name: name, Desc: desc, Pred: func(t ir.Type) bool {
		for _, c := range cs {
			if c.Pred(t) {
				return true
			}
		}
		return false
	}}
}

// TypeInterfacer is implemented by generated dialect types that declare typeInterfaces.
type TypeInterfacer interface {
	// HasTypeInterface reports whether the type declares the interface (e.g. "ShapedTypeInterface").
	HasTypeInterface(name string) bool
}

// TypeInterfaceC accepts the types implementing the type interface iface.
func TypeInterfaceC(name, desc, iface string) *TypeConstraint {
	return &TypeConstraint{Name: name, Desc: desc, Pred: func(t ir.Type) bool {
		ti, ok := t.(TypeInterfacer)
		return ok && ti.HasTypeInterface(iface)
	}}
}

// AttrC builds the attribute constraint of an Attr record with one of the builtin storage
// kinds of OpBase.td ("unit", "string", "int:32", "typeArray", ...). Desc is the record's
// summary, used in diagnostics.
func AttrC(name, desc, storage string) *AttrConstraint {
	var base *AttrConstraint
	kind, arg, _ := strings.Cut(storage, ":")
	switch kind {
	case "unit":
		base = UnitAttr
	case "string":
		base = StrAttr
	case "bool":
		base = BoolAttrC
	case "int", "sint", "uint":
		w, err := strconv.Atoi(arg)
		if err != nil {
			panic("opdef: bad storage " + storage)
		}
		base = typedIntAttr(ir.IntType(w, map[string]ir.Signedness{"int": ir.Signless, "sint": ir.Signed, "uint": ir.Unsigned}[kind]))
	case "index":
		base = IndexAttr
	case "integer":
		base = &AttrConstraint{Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.IntegerAttr); return ok }}
	case "float":
		t := map[string]ir.Type{"f16": ir.F16, "bf16": ir.BF16, "f32": ir.F32, "f64": ir.F64}[arg]
		if t == nil {
			panic("opdef: bad storage " + storage)
		}
		base = &AttrConstraint{Type: t, Pred: func(a ir.Attribute) bool {
			f, ok := a.(*ir.FloatAttr)
			return ok && ir.TypeEqual(f.Type, t)
		}}
	case "type":
		base = TypeAttr
	case "typeArray":
		base = &AttrConstraint{Storage: IsArrayAttr, Pred: ArrayOf(func(e ir.Attribute) bool { _, ok := e.(*ir.TypeAttr); return ok })}
	case "array":
		base = ArrayAttr
	case "stringArray":
		base = StrArrayAttr
	case "intArray":
		// "intArray:N": an array of N-bit signless integer attributes (I32ArrayAttr).
		w, err := strconv.Atoi(arg)
		if err != nil {
			panic("opdef: bad storage " + storage)
		}
		et := ir.IntType(w, ir.Signless)
		base = &AttrConstraint{Storage: IsArrayAttr, Pred: ArrayOf(func(e ir.Attribute) bool {
			ia, ok := e.(*ir.IntegerAttr)
			return ok && ir.TypeEqual(ia.Type, et)
		})}
	case "denseI32Array":
		base = DenseI32ArrayAttr
	case "denseI64Array":
		base = DenseI64ArrayAttr
	case "symbolRef":
		base = SymbolRefAttr
	case "flatSymbolRef":
		base = FlatSymbolRefAttr
	case "typed":
		base = TypedAttr
	case "any":
		base = AnyAttr
	default:
		panic("opdef: bad storage " + storage)
	}
	c := *base
	c.Name, c.Desc = name, desc
	if kind == "string" {
		// As ODS (a NoneType value type): formats read a bare string literal, so a
		// following `: type` belongs to the format, and print it without a type.
		c.ParseStripped = func(p *ir.OpParser) (ir.Attribute, error) {
			s, err := p.ParseString()
			return ir.Str(s), err
		}
		c.PrintStripped = func(p *ir.Printer, a ir.Attribute) {
			if s, ok := a.(*ir.StringAttr); ok && s.Type == nil {
				p.WriteQuoted(s.Value)
				return
			}
			p.PrintAttr(a)
		}
	}
	return &c
}

// IsBuiltinStorage reports whether AttrC understands storage (used by the generator).
func IsBuiltinStorage(storage string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	AttrC("", "", storage)
	return true
}

func typedIntAttr(t ir.Type) *AttrConstraint {
	return &AttrConstraint{Type: t, Pred: func(a ir.Attribute) bool {
		ia, ok := a.(*ir.IntegerAttr)
		return ok && ir.TypeEqual(ia.Type, t)
	}}
}

// DialectTypeC is the constraint of a TypeDef ("type:D.M"): it accepts exactly the Go type
// is reports, prints/parses stripped in unqualified type directives, and when the type has
// no parameters (builder non-nil) lets formats omit it.
func DialectTypeC(name, desc, dialect, mnemonic string, is func(ir.Type) bool, builder ir.Type) *TypeConstraint {
	return &TypeConstraint{Name: name, Desc: desc, Pred: is, Dialect: dialect, Mnemonic: mnemonic, Builder: builder}
}

// DialectAttrC is the constraint of an AttrDef used as an op argument: formats print the
// attribute without its `#dialect.mnemonic` prefix, as MLIR does for attribute definitions.
func DialectAttrC(name, desc string, is func(ir.Attribute) bool, parseBody func(p *ir.OpParser) (ir.Attribute, error),
	printBody func(p *ir.Printer, a ir.Attribute)) *AttrConstraint {
	return &AttrConstraint{Name: name, Desc: desc, Pred: is,
		// As MLIR's parseCustomAttributeWithFallback: only a `#` token is read as a full
		// attribute; anything else goes to the attribute's own parser (which wants its `<`).
		ParseStripped: func(p *ir.OpParser) (ir.Attribute, error) {
			if p.IsHashIdentNext() {
				return p.ParseAttribute(nil)
			}
			return parseBody(p)
		},
		PrintStripped: printBody}
}
