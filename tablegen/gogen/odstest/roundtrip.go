// Package odstest checks generated dialects op by op: for every registered op it builds a
// sample instance in generic form from the op's definition (operands as function
// arguments of types satisfying the operand constraints, attributes with valid values,
// regions holding a terminator), then checks that the custom and the generic forms both
// print, re-parse and print again to the same text, and that the custom form loses
// nothing (its re-parse prints the same generic form as the original).
package odstest

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Config describes the dialect under test.
type Config struct {
	Dialect string
	// Ctx has every dialect the samples need registered.
	Ctx *ir.Context
	// TypeSamples and AttrSamples are textual types/attributes offered to constraints in
	// addition to the builtin ones (e.g. one instance of each dialect type).
	TypeSamples, AttrSamples []string
	// Skip maps op names to the reason they are not checked.
	Skip map[string]string
	// SkipEmpty maps op names to the reason their "empty optional parts" variant is not
	// checked (formats that cannot express it, e.g. an optional group whose leading
	// literal also follows it).
	SkipEmpty map[string]string
	// Samples replaces the generated samples of an op by hand-written generic-form
	// sources, for ops whose valid states the definition does not tell (exclusive
	// optional parts, terminators of a particular parent).
	Samples map[string][]string
}

// BuiltinTypeSamples are tried first, in order, for every operand and result.
var BuiltinTypeSamples = []string{"i32", "i1", "i8", "i16", "i64", "ui8", "ui16", "ui32", "ui64", "si32", "si64",
	"index", "f16", "bf16", "f32", "f64", "memref<16xf32>", "memref<*xf32>", "memref<?xi32, 22>"}

// BuiltinAttrSamples are tried, in order, for every attribute that is not an enum or unit.
var BuiltinAttrSamples = []string{`"s"`, "true", "1 : i32", "1 : i64", "1 : i8", "1 : i16", "1 : ui8", "1 : ui16",
	"1 : ui32", "1 : ui64", "1 : si32", "1 : index", "1.5 : f32", "1.5 : f64", "1.5 : f16", "f32", "[i32, f32]",
	`["a", "b"]`, "[1, 2]", "array<i32: 1, 2>", "array<i64: 1, 2>", "@sym", "@a::@b", "{x = 1 : i32}"}

type samples struct {
	types     []ir.Type
	typeText  []string
	attrs     []ir.Attribute
	attrText  []string
	terminate string // generic text of a terminator op of the dialect, or ""
}

// parseSamples parses all sample types and attributes in one module.
func parseSamples(t *testing.T, cfg Config) *samples {
	s := &samples{}
	var b strings.Builder
	types := append(append([]string(nil), BuiltinTypeSamples...), cfg.TypeSamples...)
	attrs := append(append([]string(nil), BuiltinAttrSamples...), cfg.AttrSamples...)
	for i, ty := range types {
		fmt.Fprintf(&b, "func.func private @t%d() -> (%s)\n", i, ty)
	}
	for i, a := range attrs {
		fmt.Fprintf(&b, "func.func private @a%d() attributes {sample = %s}\n", i, a)
	}
	m, err := ir.ParseSource(cfg.Ctx, "samples", []byte(b.String()), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("sample types/attributes do not parse: %v", err)
	}
	k := 0
	for op := m.Region(0).Front().First(); op != nil; op = op.Next() {
		if k < len(types) {
			ft := op.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
			s.types = append(s.types, ft.Results[0])
			s.typeText = append(s.typeText, types[k])
		} else {
			s.attrs = append(s.attrs, op.Attr("sample"))
			s.attrText = append(s.attrText, attrs[k-len(types)])
		}
		k++
	}
	for _, info := range cfg.Ctx.Dialect(cfg.Dialect).Ops {
		d := opdef.DefOf(info)
		if d != nil && info.Traits&ir.TraitTerminator != 0 && len(d.Results) == 0 && requiredCount(d) == 0 {
			s.terminate = fmt.Sprintf("%q() : () -> ()", info.Name)
			break
		}
	}
	return s
}

func requiredCount(d *opdef.Op) int {
	n := 0
	for _, o := range d.Operands {
		if o.Kind == opdef.Single {
			n++
		}
	}
	for _, a := range d.Attrs {
		if !a.Optional && a.Default == nil && !a.C.Unit {
			n++
		}
	}
	return n
}

func (s *samples) typeFor(c *opdef.TypeConstraint) (string, bool) {
	for i, t := range s.types {
		if c == nil || c.Pred(t) {
			return s.typeText[i], true
		}
	}
	return "", false
}

func (s *samples) attrFor(c *opdef.AttrConstraint) (string, bool) {
	if e := opdef.EnumOf(c); e != nil {
		return ir.AttrString(e.Attr(e.Cases[len(e.Cases)-1].Value)), true
	}
	if c.Unit {
		return "unit", true
	}
	for i, a := range s.attrs {
		if c.Pred == nil || c.Pred(a) {
			return s.attrText[i], true
		}
	}
	return "", false
}

// GenericSample builds a function holding one instance of the op in generic form. With
// full, optional groups hold one value, variadic groups two, and optional attributes are
// set; otherwise they are all empty.
func (s *samples) genericSample(info *ir.OpInfo, full bool) (string, error) {
	return s.genericSampleWith(info, full, nil)
}

// extraAttr is a discardable attribute the full samples carry, so that every custom form
// is checked to keep attributes its format does not name (attr-dict, or a custom
// printer's equivalent).
const extraAttr = "odstest.extra = 7 : i64"

// genericSampleWith is genericSample with some attributes' values given (by name, as
// text); see enumVariants.
func (s *samples) genericSampleWith(info *ir.OpInfo, full bool, override map[string]string) (string, error) {
	d := opdef.DefOf(info)
	if d == nil {
		return "", fmt.Errorf("no definition")
	}
	if len(d.Successors) > 0 {
		return "", fmt.Errorf("ops with successors are not sampled")
	}
	count := func(k opdef.ArgKind) int {
		switch {
		case k == opdef.Single:
			return 1
		case !full:
			return 0
		case k == opdef.Optional:
			return 1
		}
		return 2
	}
	var args, operands, opTypes, resTypes []string
	var segs []string
	for _, o := range d.Operands {
		ty, ok := s.typeFor(o.Type)
		if !ok {
			return "", fmt.Errorf("no sample type satisfies operand '%s' (%s)", o.Name, o.Type.Desc)
		}
		n := count(o.Kind)
		segs = append(segs, fmt.Sprint(n))
		for j := 0; j < n; j++ {
			name := fmt.Sprintf("%%arg%d", len(args))
			args = append(args, name+": "+ty)
			operands = append(operands, name)
			opTypes = append(opTypes, ty)
		}
	}
	for _, r := range d.Results {
		ty, ok := s.typeFor(r.Type)
		if !ok {
			return "", fmt.Errorf("no sample type satisfies result '%s' (%s)", r.Name, r.Type.Desc)
		}
		for j := 0; j < count(r.Kind); j++ {
			resTypes = append(resTypes, ty)
		}
	}
	attrs, err := s.sampleAttrs(d, full, override)
	if err != nil {
		return "", err
	}
	if full {
		attrs = append(attrs, extraAttr)
	}
	if info.Traits&ir.TraitAttrSizedOperandSegments != 0 {
		attrs = append(attrs, "operandSegmentSizes = array<i32: "+strings.Join(segs, ", ")+">")
	}
	if info.Traits&ir.TraitAttrSizedResultSegments != 0 {
		return "", fmt.Errorf("result segments are not sampled")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "func.func @sample(%s) {\n  ", strings.Join(args, ", "))
	switch len(resTypes) {
	case 0:
	case 1:
		b.WriteString("%r = ")
	default:
		fmt.Fprintf(&b, "%%r:%d = ", len(resTypes))
	}
	fmt.Fprintf(&b, "%q(%s)", info.Name, strings.Join(operands, ", "))
	if len(d.Regions) > 0 {
		var rs []string
		for range d.Regions {
			if s.terminate != "" {
				rs = append(rs, "{\n    "+s.terminate+"\n  }")
			} else {
				rs = append(rs, "{\n  }")
			}
		}
		fmt.Fprintf(&b, " (%s)", strings.Join(rs, ", "))
	}
	if len(attrs) > 0 {
		fmt.Fprintf(&b, " {%s}", strings.Join(attrs, ", "))
	}
	fmt.Fprintf(&b, " : (%s) -> (%s)\n  return\n}\n", strings.Join(opTypes, ", "), strings.Join(resTypes, ", "))
	return b.String(), nil
}

// sampleAttrs is the attribute list of a sample: the overrides, every default-valued
// attribute, and the required ones (all of them in a full sample).
func (s *samples) sampleAttrs(d *opdef.Op, full bool, override map[string]string) ([]string, error) {
	var attrs []string
	for _, a := range d.Attrs {
		required := !a.Optional && a.Default == nil && !a.C.Unit
		if v, ok := override[a.Name]; ok {
			attrs = append(attrs, a.Name+" = "+v)
			continue
		}
		if a.Default != nil {
			// A default-valued attribute is set by the parser when absent (as MLIR
			// materialises properties), so the sample states it: its default, or in the
			// full sample another value when one is known.
			v := ir.AttrString(a.Default)
			if w, ok := s.attrFor(a.C); ok && full {
				v = w
			}
			attrs = append(attrs, a.Name+" = "+v)
			continue
		}
		if !required && !full {
			continue
		}
		v, ok := s.attrFor(a.C)
		if !ok {
			return nil, fmt.Errorf("no sample attribute satisfies '%s' (%s)", a.Name, a.C.Desc)
		}
		attrs = append(attrs, a.Name+" = "+v)
	}
	return attrs, nil
}

func printOp(op *ir.Operation, generic bool) string {
	var buf bytes.Buffer
	p := ir.NewPrinter(&buf, ir.PrintOptions{Generic: generic})
	_ = p.PrintOp(op)
	return buf.String()
}

func parseVerified(ctx *ir.Context, name, text string) (*ir.Operation, error) {
	m, err := ir.ParseSource(ctx, name, []byte(text), ir.ParseOptions{})
	if err != nil {
		return nil, err
	}
	return m, ir.Verify(m)
}

// checkOp round-trips one generated sample of an op kind; it returns an error describing
// the first failure.
func (s *samples) checkOp(ctx *ir.Context, info *ir.OpInfo, full bool) error {
	src, err := s.genericSample(info, full)
	if err != nil {
		return err
	}
	return checkSource(ctx, src)
}

// checkSource round-trips the ops of a source in custom and generic form.
func checkSource(ctx *ir.Context, src string) error {
	m, err := parseVerified(ctx, "sample", src)
	if err != nil {
		return fmt.Errorf("sample does not parse/verify: %v\n%s", err, src)
	}
	generic := printOp(m, true)
	custom := printOp(m, false)
	m2, err := parseVerified(ctx, "custom", custom)
	if err != nil {
		return fmt.Errorf("custom form does not re-parse: %v\n%s", err, custom)
	}
	if c2 := printOp(m2, false); c2 != custom {
		return fmt.Errorf("custom form changes on re-print:\n%s---\n%s", custom, c2)
	}
	if g2 := printOp(m2, true); g2 != generic {
		return fmt.Errorf("custom form loses information:\n%s--- generic before ---\n%s--- generic after ---\n%s", custom, generic, g2)
	}
	m3, err := parseVerified(ctx, "generic", generic)
	if err != nil {
		return fmt.Errorf("generic form does not re-parse: %v\n%s", err, generic)
	}
	if g3 := printOp(m3, true); g3 != generic {
		return fmt.Errorf("generic form changes on re-print:\n%s---\n%s", generic, g3)
	}
	return nil
}

// RoundTripAll checks every op of the dialect in two variants (all optional parts
// present, all absent) and returns the number of ops checked.
func RoundTripAll(t *testing.T, cfg Config) int {
	s := parseSamples(t, cfg)
	d := cfg.Ctx.Dialect(cfg.Dialect)
	if d == nil {
		t.Fatalf("dialect %s is not registered", cfg.Dialect)
	}
	n := 0
	for _, info := range d.Ops {
		if why, ok := cfg.Skip[info.Name]; ok {
			t.Logf("%s skipped: %s", info.Name, why)
			continue
		}
		n++
		if srcs, ok := cfg.Samples[info.Name]; ok {
			for i, src := range srcs {
				if err := checkSource(cfg.Ctx, src); err != nil {
					t.Errorf("%s (sample %d): %v", info.Name, i, err)
				}
			}
			continue
		}
		for _, full := range []bool{true, false} {
			if why, ok := cfg.SkipEmpty[info.Name]; ok && !full {
				t.Logf("%s without optional parts skipped: %s", info.Name, why)
				continue
			}
			if err := s.checkOp(cfg.Ctx, info, full); err != nil {
				variant := "empty optional parts"
				if full {
					variant = "all optional parts"
				}
				t.Errorf("%s (%s): %v", info.Name, variant, err)
			}
		}
		s.checkEnumCases(t, cfg.Ctx, info)
	}
	return n
}

// checkEnumCases round-trips the full sample once per case of each enum attribute of the
// op (the generated samples use the last case only), so every keyword of every enum an
// op carries is printed and parsed in its custom form.
func (s *samples) checkEnumCases(t *testing.T, ctx *ir.Context, info *ir.OpInfo) {
	d := opdef.DefOf(info)
	if d == nil {
		return
	}
	for _, a := range d.Attrs {
		e := opdef.EnumOf(a.C)
		if e == nil {
			continue
		}
		for _, c := range e.Cases[:len(e.Cases)-1] {
			src, err := s.genericSampleWith(info, true, map[string]string{a.Name: ir.AttrString(e.Attr(c.Value))})
			if err == nil {
				err = checkSource(ctx, src)
			}
			if err != nil {
				t.Errorf("%s with %s = %s: %v", info.Name, a.Name, c.Symbol, err)
			}
		}
	}
}
