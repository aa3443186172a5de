package ascendc

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// The spec harness checks one op against a template written in the notation of the
// emission spec (../shared/spec/emission.md §0): operand values are named after their
// ODS names (a variadic group of two values `x` is named x0, x1), so a template's bare
// operand names read as they are; the op's first result is named v1. Template notation:
//
//	R          the declaration `<C++ type of the result> v1`
//	{E(x)}     the C++ element type of operand/result x
//	{T(x)}     the C++ type of operand/result x
//	{A(x)}     the C++ type held by the TypeAttr x
//	{S(x)}     the case string of enum attribute x; {UP(x)} the same upper-cased
//	{B(x)}     unit attribute x as 1/0
//	{N(x)}     integer attribute x in decimal
//	x...       every value of variadic operand x
//	[, x]      `, x` when the optional operand x is present
//	x?         x when present; the comma before it goes with it
//	⏎          a line break inside the op's text
//
// The op's text gets its statement terminator `;` (§1.2) before the comparison.

// specOp is one synthetic instance of an op for the harness.
type specOp struct {
	op      *ir.Operation
	def     *opdef.Op
	present map[string]bool // operand groups with values
	names   map[string]string
}

// buildSpecOp builds an instance of op name inside a function: every operand a block
// argument of a plausible type, every required attribute set. withOptional also gives
// the optional operands a value and sets unit and optional attributes. types overrides
// the type of operands and results by ODS name; attrs sets attributes.
func buildSpecOp(t *testing.T, ctx *ir.Context, name string, withOptional bool, types map[string]ir.Type, attrs map[string]ir.Attribute) *specOp {
	t.Helper()
	return buildSpecOpWith(t, ctx, name, func(string) bool { return withOptional }, withOptional, types, attrs)
}

// buildSpecOpWith is buildSpecOp with the optional operands given a value where
// optional(name) says so; withAttrs sets the unit and optional attributes.
func buildSpecOpWith(t *testing.T, ctx *ir.Context, name string, optional func(string) bool, withAttrs bool, types map[string]ir.Type, attrs map[string]ir.Attribute) *specOp {
	t.Helper()
	info := ctx.LookupOp(name)
	if info == nil {
		t.Fatalf("%s is not registered", name)
	}
	def := opdef.DefOf(info)
	if def == nil {
		t.Fatalf("%s has no op definition", name)
	}
	samples := sampleTypes(t, ctx)
	s := &specOp{def: def, present: map[string]bool{}, names: map[string]string{}}
	var argTypes []ir.Type
	var groups [][]int
	var segments []int64
	var groupNames []string
	for _, o := range def.Operands {
		n := 1
		switch o.Kind {
		case opdef.Variadic:
			n = 2
		case opdef.Optional:
			if !optional(o.Name) {
				n = 0
			}
		}
		ty := typeFor(opdef.KindOf(o), samples)
		if x, ok := types[o.Name]; ok {
			ty = x
		}
		var idx []int
		for i := 0; i < n; i++ {
			idx = append(idx, len(argTypes))
			argTypes = append(argTypes, ty)
			groupNames = append(groupNames, o.Name)
		}
		if n > 0 {
			s.present[o.Name] = true
		}
		groups = append(groups, idx)
		segments = append(segments, int64(n))
	}
	entry := ir.NewBlock(argTypes...)
	st := &ir.OperationState{Name: info.Name, Info: info, Loc: ir.Unknown}
	for gi, g := range groups {
		for k, i := range g {
			st.Operands = append(st.Operands, entry.Arg(i))
			n := def.Operands[gi].Name
			if n == "" {
				n = "x"
			}
			if def.Operands[gi].Kind == opdef.Variadic {
				n = fmt.Sprintf("%s%d", n, k)
			}
			s.names[fmt.Sprint(i)] = n
		}
	}
	for _, r := range def.Results {
		ty := typeFor(opdef.KindOf(r), samples)
		if x, ok := types[r.Name]; ok {
			ty = x
		}
		st.Types = append(st.Types, ty)
	}
	for _, a := range def.Attrs {
		if v, ok := attrs[a.Name]; ok {
			if v != nil {
				st.AddAttr(a.Name, v)
			}
			continue
		}
		switch {
		case a.C.Unit:
			if withAttrs {
				st.AddAttr(a.Name, ir.UnitAttr{})
			}
		case a.Optional || a.Default != nil:
			if withAttrs {
				st.AddAttr(a.Name, opdef.SampleAttr(a.C))
			}
		default:
			st.AddAttr(a.Name, opdef.SampleAttr(a.C))
		}
	}
	if info.Traits&ir.TraitAttrSizedOperandSegments != 0 {
		st.AddAttr("operandSegmentSizes", ir.DenseI32Array(segments...))
	}
	for range def.Regions {
		st.AddRegion().AddBlock(ir.NewBlock())
	}
	s.op = ir.NewOperation(st)
	entry.Append(s.op)
	entry.Append(ctx.CreateOp(&ir.OperationState{Name: "func.return", Loc: ir.Unknown}))
	fst := &ir.OperationState{Name: "func.func", Loc: ir.Unknown}
	fst.AddAttr("sym_name", ir.Str("f"))
	fst.AddAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: argTypes}})
	fst.AddRegion().AddBlock(entry)
	ctx.CreateOp(fst)
	_ = groupNames
	return s
}

// emit emits the op alone with operands named after their ODS names.
func (s *specOp) emit() (string, error) {
	var buf bytes.Buffer
	e := newEmitter(&buf, Options{})
	entry := s.op.Block()
	for i, a := range entry.Args() {
		e.setName(a, s.names[fmt.Sprint(i)])
	}
	// Emit as in a function body (one level deep), then drop that indentation.
	e.indent = 1
	err := e.emitOp(s.op)
	out := strings.ReplaceAll("\n"+buf.String(), "\n  ", "\n")[1:]
	return out, err
}

// value returns the operand group or result named n.
func (s *specOp) values(n string) []*ir.Value {
	if s.def.OperandIndex(n) >= 0 {
		return opdef.OperandGroup(s.op, n)
	}
	for i, r := range s.def.Results {
		if r.Name == n && i < s.op.NumResults() {
			return []*ir.Value{s.op.Result(i)}
		}
	}
	return nil
}

var specFn = regexp.MustCompile(`\{(E|T|A|S|UP|B|N)\(([A-Za-z0-9_]+)\)\}`)

// expand turns a template into the text the op must emit (with terminators).
func (s *specOp) expand(t *testing.T, tmpl string) string {
	t.Helper()
	out := specFn.ReplaceAllStringFunc(tmpl, func(m string) string {
		sub := specFn.FindStringSubmatch(m)
		fn, n := sub[1], sub[2]
		switch fn {
		case "E", "T":
			vs := s.values(n)
			if len(vs) == 0 {
				t.Fatalf("template names absent value %s", n)
			}
			ty := vs[0].Type()
			if fn == "E" {
				ty = ElemType(ty)
			}
			c, err := CppType(ty)
			if err != nil {
				t.Fatalf("%s: %v", m, err)
			}
			return c
		case "A":
			ta, _ := s.op.Attr(n).(*ir.TypeAttr)
			if ta == nil {
				t.Fatalf("%s: no type attribute", m)
			}
			c, err := CppType(ta.Type)
			if err != nil {
				t.Fatalf("%s: %v", m, err)
			}
			return c
		case "B":
			if s.op.HasAttr(n) {
				return "1"
			}
			return "0"
		case "N":
			ia, _ := s.op.Attr(n).(*ir.IntegerAttr)
			if ia == nil {
				t.Fatalf("%s: no integer attribute", m)
			}
			return fmt.Sprint(ia.Value)
		}
		for _, a := range s.def.Attrs {
			if a.Name != n {
				continue
			}
			en := opdef.EnumOf(a.C)
			v, ok := en.Value(s.op.Attr(n))
			if !ok {
				t.Fatalf("%s: not an enum", m)
			}
			c, _ := en.Case(v)
			str := c.Str
			if str == "" {
				str = c.Symbol
			}
			if fn == "UP" {
				return strings.ToUpper(str)
			}
			return str
		}
		t.Fatalf("%s: unknown attribute", m)
		return ""
	})
	// Optional parts.
	optPart := regexp.MustCompile(`\[(, ?&?|,)([A-Za-z0-9_]+)((?:\.\.\.)?)\]`)
	out = optPart.ReplaceAllStringFunc(out, func(m string) string {
		sub := optPart.FindStringSubmatch(m)
		if s.present[sub[2]] {
			return sub[1] + sub[2] + sub[3]
		}
		return ""
	})
	out = regexp.MustCompile(`(, )?\b([A-Za-z0-9_]+)\?`).ReplaceAllStringFunc(out, func(m string) string {
		sub := regexp.MustCompile(`(, )?\b([A-Za-z0-9_]+)\?`).FindStringSubmatch(m)
		if s.present[sub[2]] {
			return sub[1] + sub[2]
		}
		return ""
	})
	out = regexp.MustCompile(`\(, `).ReplaceAllString(out, "(")
	out = regexp.MustCompile(`\b([A-Za-z0-9_]+)\.\.\.`).ReplaceAllStringFunc(out, func(m string) string {
		n := m[:len(m)-3]
		var parts []string
		for k := range s.values(n) {
			parts = append(parts, fmt.Sprintf("%s%d", n, k))
		}
		return strings.Join(parts, ", ")
	})
	if s.op.NumResults() > 0 {
		c, err := CppType(s.op.Result(0).Type())
		if err == nil {
			decl := c + " v1"
			out = regexp.MustCompile(`(^|⏎)R([ {]|$)`).ReplaceAllString(out, "${1}"+decl+"${2}")
		}
	}
	out = strings.ReplaceAll(out, "⏎", "\n")
	return out + ";\n"
}

// checkSpec builds op name (with and, when it has optional parts, without them) and
// compares its text with the template.
func checkSpec(t *testing.T, ctx *ir.Context, name, tmpl string, types map[string]ir.Type, attrs map[string]ir.Attribute) {
	if types == nil {
		types = specTypes[strings.TrimPrefix(name, "ascendc.")]
	}
	t.Helper()
	for _, withOpt := range []bool{true, false} {
		if !withOpt && specNeedsOptional[name] != "" {
			continue
		}
		s := buildSpecOp(t, ctx, name, withOpt, types, attrs)
		want := s.expand(t, tmpl)
		got, err := s.emit()
		if err != nil {
			t.Errorf("%s (optional parts %v): %v\nwant: %s", name, withOpt, err, want)
			continue
		}
		if got != want {
			t.Errorf("%s (optional parts %v):\n got: %s\nwant: %s", name, withOpt, got, want)
		}
	}
}

func specContext() *ir.Context { return all.NewContext() }

// TestSpecAppendixA checks every generated-printer op of Appendix A.
func TestSpecAppendixA(t *testing.T) {
	ctx := specContext()
	for _, c := range specAppendixA {
		t.Run(c.op, func(t *testing.T) {
			checkSpec(t, ctx, "ascendc."+c.op, c.tmpl, nil, nil)
		})
	}
}

// specTypes gives operands and results of some ops the types their template needs (the
// synthetic default, i32 or a float tensor, would not show the rule).
var specTypes = map[string]map[string]ir.Type{
	"set_sys_workspace":     {"workspace": &ir.MemRefType{Dims: []int64{-1}, Elem: ir.I8, MemSpace: ir.NewIntAttr(ir.I64, 22)}},
	"get_sys_workspace_ptr": {"value": &ir.MemRefType{Dims: []int64{-1}, Elem: ir.I8, MemSpace: ir.NewIntAttr(ir.I64, 22)}},
}

// mustParseType parses a type in MLIR syntax.
func mustParseType(t *testing.T, ctx *ir.Context, s string) ir.Type {
	t.Helper()
	mod, err := ir.ParseSource(ctx, "t.mlir", []byte("func.func private @t("+s+")"), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("parse %s: %v", s, err)
	}
	fn := mod.Region(0).Front().First()
	return fn.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType).Inputs[0]
}

// specNeedsOptional names, by op, the optional operand the printer needs (the original
// crashes without it, emission.md §4.3; the translator refuses the op, which
// TestEveryOpEmits' refusedForms and test/lit/translate/refused-forms.mlir check).
var specNeedsOptional = map[string]string{
	"ascendc.matmul.iterate_batch": "waitIterateBatch",
	"ascendc.simple_softmax":       "softmaxShapeInfo",
	"ascendc.data_copy_slice":      "dimValue",
}
