// Package emitc is the part of MLIR's emitc dialect that PyAsc's IR uses: the opaque and
// pointer types (`!emitc.opaque<"AscendC::TPipe">`, `!emitc.ptr<i32>`), the opaque
// attribute, and the ops constant, include and verbatim. It is hand-written: the dialect
// is small and outside the Ascend C op catalogue.
package emitc

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// OpaqueType is `!emitc.opaque<"C++ type">`.
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

// OpaqueAttr is `#emitc.opaque<"C++ expression">`.
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

// parseQuotedBody parses `<"text">`.
func parseQuotedBody(p *ir.OpParser) (string, error) {
	if err := p.Expect("<"); err != nil {
		return "", err
	}
	s, err := p.ParseString()
	if err != nil {
		return "", err
	}
	return s, p.Expect(">")
}

func parseType(p *ir.OpParser, mnemonic string) (ir.Type, error) {
	switch mnemonic {
	case "opaque":
		s, err := parseQuotedBody(p)
		if err != nil {
			return nil, err
		}
		if s == "" {
			return nil, p.Errorf("invalid `!emitc.opaque` type: expected non empty string")
		}
		return &OpaqueType{Value: s}, nil
	case "ptr":
		if err := p.Expect("<"); err != nil {
			return nil, err
		}
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		return &PointerType{Pointee: t}, p.Expect(">")
	}
	return nil, p.Errorf("unknown type '%s' in dialect 'emitc'", mnemonic)
}

func parseAttr(p *ir.OpParser, mnemonic string) (ir.Attribute, error) {
	if mnemonic == "opaque" {
		s, err := parseQuotedBody(p)
		return &OpaqueAttr{Value: s}, err
	}
	return nil, p.Errorf("unknown attribute '%s' in dialect 'emitc'", mnemonic)
}

// Dialect builds the emitc dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: "emitc", ParseType: parseType, ParseAttr: parseAttr}
	anyType := opdef.AnyType
	opaqueOrTyped := &opdef.AttrConstraint{Name: "EmitC_OpaqueOrTypedAttr", Desc: "an opaque attribute or TypedAttr instance",
		Pred: func(a ir.Attribute) bool {
			if _, ok := a.(*OpaqueAttr); ok {
				return true
			}
			_, ok := a.(ir.TypedAttr)
			return ok
		}}
	// constant has no custom form (MLIR prints it generically).
	opdef.Register(d, &opdef.Op{Name: "emitc.constant", Traits: ir.TraitConstantLike,
		Attrs: []opdef.Attr{{Name: "value", C: opaqueOrTyped}}, Results: []opdef.Operand{{Name: "", Type: anyType}}})
	// include: `emitc.include "file.h"` or `emitc.include <"cstdint">`.
	opdef.Register(d, &opdef.Op{Name: "emitc.include",
		Attrs: []opdef.Attr{{Name: "include", C: opdef.StrAttr}, {Name: "is_standard_include", C: opdef.UnitAttr, Optional: true}},
		Parse: parseInclude, Print: printInclude})
	opdef.Register(d, &opdef.Op{Name: "emitc.verbatim",
		Attrs:    []opdef.Attr{{Name: "value", C: opdef.StrAttr}},
		Operands: []opdef.Operand{{Name: "fmtArgs", Type: anyType, Kind: opdef.Variadic}},
		Format:   "$value (`args` $fmtArgs^ `:` type($fmtArgs))? attr-dict"})
	return d
}

func parseInclude(p *ir.OpParser, st *ir.OperationState) error {
	std := p.OptionalPunct("<")
	s, err := p.ParseString()
	if err != nil {
		return err
	}
	st.AddAttr("include", ir.Str(s))
	if std {
		st.AddAttr("is_standard_include", ir.Unit)
		if err := p.Expect(">"); err != nil {
			return err
		}
	}
	return p.ParseOptionalAttrDict(st)
}

func printInclude(p *ir.Printer, op *ir.Operation) {
	s, _ := op.Attr("include").(*ir.StringAttr)
	p.WriteChar(' ')
	if op.HasAttr("is_standard_include") {
		p.WriteChar('<')
	}
	if s != nil {
		p.WriteQuoted(s.Value)
	}
	if op.HasAttr("is_standard_include") {
		p.WriteChar('>')
	}
	p.PrintOptionalAttrDict(op.Attrs(), "include", "is_standard_include")
}
