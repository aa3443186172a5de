package opdef

import (
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// Emission holds the AscendEmission hints of an op (see OpBase.td): how the Ascend C
// emitter spells the call and which hardware pipe the simulator issues it to.
type Emission struct {
	// APIName is the Ascend C function, method or operator called; CallStyle how the call
	// is written ("func", "member", "ctor", "operator", or "custom" for a hand-written
	// emitter); TemplateArgs and CallArgs the argument templates; Pipe the hardware pipe
	// that executes the op. OpBase.td documents each field.
	APIName, CallStyle, TemplateArgs, CallArgs, Pipe string
}

// Hints is what the generated registration code records about an op beyond its structure:
// the emission hints, the argument names in declaration order (operands and attributes
// interleaved, as the emitter's default call list wants them) and the interfaces the op
// implements. It is stored in ir.OpInfo.Ext; HintsOf reads it back.
type Hints struct {
	// Emit is nil for ops without emission hints.
	Emit *Emission
	// Args lists argument (operand and attribute) names in declaration order; nil when the
	// op has no emission hints.
	Args []string
	// Interfaces lists the op's interface traits (e.g. "BinaryL2OpInterface").
	Interfaces []string
}

// HintsOf returns the hints of a registered op kind, or nil for ops registered without any.
func HintsOf(info *ir.OpInfo) *Hints {
	if info == nil {
		return nil
	}
	h, _ := info.Ext.(*Hints)
	return h
}

// EmissionOf reads the emission hints of a registered op kind (zero for ops without them).
func EmissionOf(info *ir.OpInfo) Emission {
	if h := HintsOf(info); h != nil && h.Emit != nil {
		return *h.Emit
	}
	return Emission{}
}

// Interfaces returns the interface traits of an op kind.
func Interfaces(info *ir.OpInfo) []string {
	if h := HintsOf(info); h != nil {
		return h.Interfaces
	}
	return nil
}

// HasInterface reports whether an op kind lists the interface trait name.
func HasInterface(info *ir.OpInfo, name string) bool {
	for _, n := range Interfaces(info) {
		if n == name {
			return true
		}
	}
	return false
}

// ParamInfo describes one parameter of a TypeDef or AttrDef: its name and kind ("Type",
// "shape", "bool", "int64_t", an enum attribute kind such as "TPositionAttr", an AttrDef
// kind, or an attribute storage such as "string" for AttrDef parameters).
type ParamInfo struct {
	Name, Kind string // the parameter name and its kind, as described above
}

// TypeDefInfo is the metadata of a generated dialect type.
type TypeDefInfo struct {
	Dialect, Mnemonic, Record string      // the dialect, the mnemonic after `!dialect.`, the .td record
	Params                    []ParamInfo // in declaration order
	Interfaces                []string    // declared typeInterfaces
	// CppType is the Ascend C spelling with `$param` placeholders (see DialectType.CppType).
	CppType     string
	Description string // the .td description, for documentation
}

// AttrDefInfo is the metadata of a generated dialect attribute.
type AttrDefInfo struct {
	Dialect, Mnemonic, Record string      // the dialect, the mnemonic after `#dialect.`, the .td record
	Params                    []ParamInfo // in declaration order
	Description               string      // the .td description, for documentation
}

// DialectType is implemented by every generated dialect type.
type DialectType interface {
	ir.Type
	// Def returns the type's metadata.
	Def() *TypeDefInfo
	// PrintBody prints the part after `!dialect.mnemonic` (what unqualified type
	// directives print).
	PrintBody(p *ir.Printer)
	// CppType returns the Ascend C spelling, with type parameters spelled by cpp.
	CppType(cpp func(ir.Type) string) string
}

// ExpandCpp replaces `$name` in a cppType template by values[i] where names[i] == name.
func ExpandCpp(tmpl string, names, values []string) string {
	if !strings.Contains(tmpl, "$") {
		return tmpl
	}
	var sb strings.Builder
	for i := 0; i < len(tmpl); i++ {
		c := tmpl[i]
		if c != '$' {
			sb.WriteByte(c)
			continue
		}
		j := i + 1
		for j < len(tmpl) && (tmpl[j] == '_' || tmpl[j] >= 'a' && tmpl[j] <= 'z' || tmpl[j] >= 'A' && tmpl[j] <= 'Z' || tmpl[j] >= '0' && tmpl[j] <= '9') {
			j++
		}
		name, found := tmpl[i+1:j], false
		for k, n := range names {
			if n == name {
				sb.WriteString(values[k])
				found = true
				break
			}
		}
		if !found {
			sb.WriteString(tmpl[i:j])
		}
		i = j - 1
	}
	return sb.String()
}

// CppBool and CppInt spell scalar parameters for ExpandCpp.
func CppBool(b bool) string { return strconv.FormatBool(b) }

// CppInt spells an integer parameter in decimal.
func CppInt(v int64) string { return strconv.FormatInt(v, 10) }

// ParseBool parses `true` or `false`.
func ParseBool(p *ir.OpParser) (bool, error) {
	switch {
	case p.OptionalKeyword("true"):
		return true, nil
	case p.OptionalKeyword("false"):
		return false, nil
	}
	return false, p.Errorf("expected 'true' or 'false'")
}

// PrintBool prints `true` or `false`.
func PrintBool(p *ir.Printer, b bool) { p.WriteString(strconv.FormatBool(b)) }

// ParseIntegerAttr parses an integer attribute (`0 : i32`, `5`), as enum-valued type
// parameters are written.
func ParseIntegerAttr(p *ir.OpParser) (*ir.IntegerAttr, error) {
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	ia, ok := a.(*ir.IntegerAttr)
	if !ok {
		return nil, p.ErrorAt(pos, "expected an integer attribute")
	}
	return ia, nil
}

// ParseStruct parses the `name = value, ...` list of a `struct(params)` directive: every
// parameter exactly once, in any order; parse(i) reads the value of names[i]. Errors are
// those of MLIR's generated struct parsers: a name that is no bare word gets "expected
// valid keyword" then "expected a parameter name in struct"; a duplicate or unknown name
// is reported after its `=`, where the value would start.
func ParseStruct(p *ir.OpParser, names []string, parse func(i int) error) error {
	seen := make([]bool, len(names))
	for n := 0; n < len(names); n++ {
		if n > 0 {
			if err := p.Expect(","); err != nil {
				return err
			}
		}
		pos := p.Pos()
		kw, ok := p.ParseOptionalKeywordAny()
		if !ok {
			return p.FollowError(p.EmitError(pos, "expected valid keyword"), pos, "expected a parameter name in struct")
		}
		if err := p.Expect("="); err != nil {
			return err
		}
		i := -1
		for k, name := range names {
			if name == kw && !seen[k] {
				i = k
			}
		}
		if i < 0 {
			return p.EmitError(p.Pos(), "duplicate or unknown struct parameter name: %s", kw)
		}
		seen[i] = true
		if err := parse(i); err != nil {
			return err
		}
	}
	return nil
}

// ParseEnumParam parses an enum-valued type or attribute parameter: the integer
// attribute form (`0 : i32`, as MLIR prints integer-backed enums there) or a case keyword.
func ParseEnumParam(p *ir.OpParser, e *EnumDef) (int64, error) {
	if p.IsKeywordAny() && !p.IsKeyword("true") && !p.IsKeyword("false") {
		return e.ParseKeyword(p)
	}
	a, err := ParseIntegerAttr(p)
	if err != nil {
		return 0, err
	}
	return a.Value, nil
}

// ParseArrayAttr parses an array attribute `[...]`.
func ParseArrayAttr(p *ir.OpParser) (*ir.ArrayAttr, error) {
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil, p.ErrorAt(pos, "expected an array attribute")
	}
	return arr, nil
}

// IsQualifiedNext reports whether a full `#dialect...`/`!dialect...` spelling is next
// where a stripped parameter body (`<...>`) is also allowed.
func IsQualifiedNext(p *ir.OpParser) bool {
	t := p.TokenText()
	return len(t) > 0 && (t[0] == '#' || t[0] == '!')
}
