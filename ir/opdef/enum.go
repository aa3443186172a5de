// The runtime shared by the Go code asc-tblgen generates from .td
// files (dialect/ascendc, dialect/emitasc): enum tables, type and attribute constraints
// built from OpBase.td predicate/storage strings, shapes, and the metadata tables the
// emitter and the simulator read (emission hints, C++ spellings). Everything here is built
// once at package initialisation; nothing compiles regular expressions or parses text at
// tool start-up.

package opdef

import (
	"errors"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// EnumCase is one case of an enum: the C++ symbol, its integer value and the keyword used
// in custom assembly.
type EnumCase struct {
	Symbol string // the C++ enumerator, e.g. "VECIN"
	Value  int64  // the integer stored in the attribute
	Str    string // the keyword of custom forms, e.g. "vecin"
}

// EnumDef describes an enum of a .td file (an EnumAttr record). Its attribute form is an
// integer attribute of width Bitwidth; custom formats spell cases by keyword.
type EnumDef struct {
	Name         string     // enum type name, e.g. "HardEvent"
	Record       string     // .td record name, e.g. "AscendC_HardEventAttr"
	Bitwidth     int        // width of the integer attribute that stores a case
	CppQualifier string     // text put before a case symbol in C++ ("AscendC::HardEvent::")
	Cases        []EnumCase // in declaration order
	// Dialect and Mnemonic are set for enums that also have their own attribute syntax
	// `#dialect<mnemonic keyword>` (see EnumAttr).
	Dialect, Mnemonic string

	intType *ir.IntegerType
	byValue map[int64]int
	byStr   map[string]int
	c       *AttrConstraint
}

// enumOf maps the attribute constraints built here back to their enum (for emitters).
var enumOf = map[*AttrConstraint]*EnumDef{}

// NewEnum builds an enum table and its attribute constraint.
func NewEnum(name, record string, bitwidth int, cppQualifier, dialect, mnemonic string, cases []EnumCase) *EnumDef {
	e := &EnumDef{Name: name, Record: record, Bitwidth: bitwidth, CppQualifier: cppQualifier, Cases: cases,
		Dialect: dialect, Mnemonic: mnemonic, intType: ir.IntType(bitwidth, ir.Signless),
		byValue: make(map[int64]int, len(cases)), byStr: make(map[string]int, len(cases))}
	for i, c := range cases {
		if _, dup := e.byValue[c.Value]; !dup {
			e.byValue[c.Value] = i
		}
		e.byStr[c.Str] = i
	}
	e.c = e.constraint()
	enumOf[e.c] = e
	return e
}

// WithSummary sets the words the attribute constraint's diagnostic uses, as ODS does for
// an enum declared with a summary (`failed to satisfy constraint: comparsion type`); an
// enum without one names its cases ("allowed 32-bit signless integer cases: 0, 1").
func (e *EnumDef) WithSummary(s string) *EnumDef {
	e.c.Desc = s
	return e
}

// EnumOf returns the enum an attribute constraint was built for, or nil.
func EnumOf(c *AttrConstraint) *EnumDef { return enumOf[c] }

// IntType is the type of the integer attribute holding a case.
func (e *EnumDef) IntType() *ir.IntegerType { return e.intType }

// Case returns the case with value v.
func (e *EnumDef) Case(v int64) (EnumCase, bool) {
	if i, ok := e.byValue[v]; ok {
		return e.Cases[i], true
	}
	return EnumCase{}, false
}

// ByKeyword returns the case spelled s in custom assembly.
func (e *EnumDef) ByKeyword(s string) (EnumCase, bool) {
	if i, ok := e.byStr[s]; ok {
		return e.Cases[i], true
	}
	return EnumCase{}, false
}

// BySymbol returns the case whose C++ symbol is s.
func (e *EnumDef) BySymbol(s string) (EnumCase, bool) {
	for _, c := range e.Cases {
		if c.Symbol == s {
			return c, true
		}
	}
	return EnumCase{}, false
}

// Keyword returns the assembly keyword of value v (the number when v is no case).
func (e *EnumDef) Keyword(v int64) string {
	if c, ok := e.Case(v); ok {
		return c.Str
	}
	return strconv.FormatInt(v, 10)
}

// Symbol returns the C++ symbol of value v (the number when v is no case).
func (e *EnumDef) Symbol(v int64) string {
	if c, ok := e.Case(v); ok {
		return c.Symbol
	}
	return strconv.FormatInt(v, 10)
}

// CppName spells value v for the Ascend C emitter: CppQualifier + symbol
// ("AscendC::HardEvent::MTE2_V", "PIPE_V").
func (e *EnumDef) CppName(v int64) string { return e.CppQualifier + e.Symbol(v) }

// Attr returns the integer attribute holding value v.
func (e *EnumDef) Attr(v int64) *ir.IntegerAttr { return ir.NewIntAttr(e.intType, v) }

// Constraint is the attribute constraint of op arguments of this enum.
func (e *EnumDef) Constraint() *AttrConstraint { return e.c }

// Value extracts the case value of an enum attribute (the integer form or EnumAttr).
func (e *EnumDef) Value(a ir.Attribute) (int64, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		// Any integer type is accepted: generic forms may write `{cmpMode = 0}`, which
		// parses as i64; the enum's own width is what parsers and builders produce.
		if _, ok := a.Type.(*ir.IntegerType); ok {
			return a.Value, true
		}
	case *EnumAttr:
		if a.Def == e {
			return a.Value, true
		}
	}
	return 0, false
}

func (e *EnumDef) keywordList() string {
	kws := make([]string, len(e.Cases))
	for i, c := range e.Cases {
		kws[i] = c.Str
	}
	return strings.Join(kws, ", ")
}

// ParseKeyword parses a case keyword (or a quoted keyword) and returns its value.
func (e *EnumDef) ParseKeyword(p *ir.OpParser) (int64, error) {
	pos := p.Pos()
	var w string
	if p.IsStringNext() {
		w, _ = p.ParseString()
	} else {
		var ok bool
		if w, ok = p.ParseOptionalKeywordAny(); !ok {
			return 0, p.Errorf("expected string or keyword containing one of the following enum values for attribute of enum '%s' [%s]", e.Name, e.keywordList())
		}
	}
	c, ok := e.ByKeyword(w)
	if !ok {
		return 0, p.ErrorAt(pos, "invalid %s value: %s, expected one of [%s]", e.Name, w, e.keywordList())
	}
	return c.Value, nil
}

// parseKeywordOf parses a case keyword (or quoted keyword) of the op attribute named attr,
// with the diagnostics of ODS-generated parsers.
func (e *EnumDef) parseKeywordOf(p *ir.OpParser, attr string) (int64, error) {
	return ParseCaseKeyword(p, attr, e.keywordList(), func(w string) (int64, bool) {
		c, ok := e.ByKeyword(w)
		return c.Value, ok
	})
}

// ErrAbsentAttr is what an attribute parser returns for input that stands for no
// attribute (an enum case spelled as the empty string): the format leaves it unset.
var ErrAbsentAttr = errors.New("absent attribute")

// ParseCaseKeyword parses the case of an enum attribute named attr in a custom op form, as
// ODS-generated parsers do: a bare word must be one of the keywords (list, comma
// separated) or the error names them all; a quoted string is read whole and then looked
// up, with its own message when it is no case. lookup maps a keyword to its value.
func ParseCaseKeyword(p *ir.OpParser, attr, list string, lookup func(string) (int64, bool)) (int64, error) {
	pos := p.Pos()
	if !p.IsStringNext() {
		w, ok := p.ParseOptionalKeywordAny()
		if ok {
			if v, ok := lookup(w); ok {
				return v, nil
			}
		}
		return 0, p.EmitError(pos, "expected string or keyword containing one of the following enum values for attribute '%s' [%s]", attr, list)
	}
	w, _ := p.ParseString()
	if w == "" {
		return 0, ErrAbsentAttr // an ODS parser takes an empty string for no attribute
	}
	v, ok := lookup(w)
	if !ok {
		return 0, p.EmitError(pos, "invalid %s attribute specification: %s", attr, strconv.Quote(w))
	}
	return v, nil
}

func (e *EnumDef) constraint() *AttrConstraint {
	vals := make([]string, len(e.Cases))
	kw := make(map[string]bool, len(e.Cases))
	for i, c := range e.Cases {
		vals[i] = strconv.FormatInt(c.Value, 10)
		kw[c.Str] = true
	}
	desc := "allowed " + strconv.Itoa(e.Bitwidth) + "-bit signless integer cases: " + strings.Join(vals, ", ")
	return &AttrConstraint{Name: e.Record, Desc: desc, Keywords: kw,
		Pred: func(a ir.Attribute) bool {
			v, ok := e.Value(a)
			if !ok {
				return false
			}
			_, ok = e.byValue[v]
			return ok
		},
		ParseStripped: func(p *ir.OpParser) (ir.Attribute, error) {
			v, err := e.ParseKeyword(p)
			if err != nil {
				return nil, err
			}
			return e.Attr(v), nil
		},
		PrintStripped: func(p *ir.Printer, a ir.Attribute) {
			if v, ok := e.Value(a); ok {
				p.WriteString(e.Keyword(v))
				return
			}
			p.PrintAttr(a)
		}}
}

// EnumAttr is the attribute form of enums that have their own syntax
// `#dialect<mnemonic keyword>` (e.g. `#emitasc<kernel_arg explicit>`).
type EnumAttr struct {
	Def   *EnumDef // the enum the value belongs to
	Value int64    // the case's integer value
}

// Print writes `#dialect<mnemonic keyword>`.
func (a *EnumAttr) Print(p *ir.Printer) {
	p.WriteChar('#')
	p.WriteString(a.Def.Dialect)
	p.WriteChar('<')
	p.WriteString(a.Def.Mnemonic)
	p.WriteChar(' ')
	p.WriteString(a.Def.Keyword(a.Value))
	p.WriteChar('>')
}

// Equal compares enum and value.
func (a *EnumAttr) Equal(o ir.Attribute) bool {
	b, ok := o.(*EnumAttr)
	return ok && a.Def == b.Def && a.Value == b.Value
}

// ParseEnumAttrBody parses the keyword after `#dialect<mnemonic` for an enum attribute
// (the parser reads the closing `>`, as it closes every dialect symbol).
func (e *EnumDef) ParseEnumAttrBody(p *ir.OpParser) (ir.Attribute, error) {
	v, err := e.ParseKeyword(p)
	if err != nil {
		return nil, err
	}
	return &EnumAttr{Def: e, Value: v}, nil
}
