package shapes

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Attribute shapes: an op whose operands, results, regions and successors fit its
// definition, written with each inherent attribute missing or of a wrong kind, once in the
// attribute dictionary `{...}` and once in the properties `<{...}>`. The two take
// different paths in MLIR: properties are converted to the op's storage while parsing,
// dictionary entries are checked against the constraints while parsing (when no
// properties are given) and the rest is left to the verifier.

// valueTypes are the types of the header's arguments; an operand takes the first one its
// constraint allows.
var valueTypes = []string{"i32", "index", "f32", "i1", "i64", "f64", "memref<4xf32>", "memref<4xi8>",
	"vector<4xf32>", "tensor<4xi32>", "!emitc.ptr<i32>", "!emitc.opaque<\"t\">", "!emitc.array<4xi32>", "!emitc.size_t"}

// attrPool holds candidate attribute values: a required attribute takes the first one its
// constraint accepts.
var attrPool = []string{"@sym", "\"s\"", "() -> ()", "i32", "1 : i64", "0 : i64", "1 : i32", "true",
	"array<i64>", "array<i32>", "[]", "[[0]]", "unit", "dense<1> : tensor<1xi32>",
	"affine_map<(d0) -> (d0)>", "1.000000e+00 : f32", "#emitc.opaque<\"v\">"}

// regionBodies are the regions of ops whose verifier in mlir-opt 19 crashes on the
// default body (emitc.for reads its induction variable without checking it is there).
var regionBodies = map[string]string{
	"emitc.for": "{\n  ^bb0(%iv: i32):\n    \"emitc.yield\"() : () -> ()\n  }",
}

// AttrShape is one input of AttrTexts and what it varies.
type AttrShape struct {
	Label string // e.g. `predicate = "s" in <{}>`
	Text  string // a complete input
}

// AttrTexts returns one input per attribute shape of the op name (registered in ctx
// through ir/opdef), nil for ops without a definition. Like Texts, the inputs need
// --allow-unregistered-dialect.
func AttrTexts(ctx *ir.Context, name string) []AttrShape {
	info := ctx.LookupOp(name)
	if info == nil || opdef.DefOf(info) == nil {
		return nil
	}
	def := opdef.DefOf(info)
	b := newBase(ctx, def)
	var out []AttrShape
	seen := map[string]bool{}
	emit := func(label, text string) {
		if !seen[text] {
			seen[text] = true
			out = append(out, AttrShape{label, text})
		}
	}
	add := func(label string, es []entry) {
		emit(label+" in <{}>", b.text(es, nil))
		if len(es) > 0 {
			emit(label+" in {}", b.text(nil, es))
		}
	}
	req := b.required()
	add("valid", req)
	emit("unknown property", b.text(append(append([]entry{}, req...), entry{"zz_unknown", "1 : i32"}), nil))
	emit("empty properties", b.withProps("<{}>"))
	emit("properties not a dictionary", b.withProps("<1 : i32>"))
	for _, a := range def.Attrs {
		others := without(req, a.Name)
		if !a.Optional && a.Default == nil {
			add(a.Name+" missing", others)
		}
		ws := wrongValues(ctx, a)
		for _, w := range ws {
			add(a.Name+" = "+w, append(append([]entry{}, others...), entry{a.Name, w}))
		}
		// With properties given, the dictionary's inherent entries are not checked while
		// parsing: kept when their property can hold them, dropped otherwise.
		emit(a.Name+" valid in {} beside <{}>", b.text(others, []entry{{a.Name, validValue(ctx, a)}}))
		if len(ws) > 0 {
			emit(a.Name+" = "+ws[0]+" in {} beside <{}>", b.text(others, []entry{{a.Name, ws[0]}}))
		}
	}
	for _, sh := range b.segmentShapes(req) {
		emit(sh.Label, sh.Text)
	}
	// Every attribute wrong at once: which one is reported shows the order of checks.
	var all []entry
	for _, a := range def.Attrs {
		if ws := wrongValues(ctx, a); len(ws) > 0 {
			all = append(all, entry{a.Name, ws[0]})
		}
	}
	if b.segments != "" {
		all = append(all, entry{"operandSegmentSizes", "1 : i32"})
	}
	if len(all) > 1 {
		add("all wrong", all)
	}
	return out
}

// segmentShapes vary the operandSegmentSizes property of an op that has one: of another
// kind, element type or length, and under its former name operand_segment_sizes.
func (b *base) segmentShapes(req []entry) []AttrShape {
	if b.segments == "" {
		return nil
	}
	others := without(req, "operandSegmentSizes")
	n := len(b.def.Operands)
	short := "array<i32: " + strings.TrimSuffix(strings.Repeat("0, ", n-1), ", ") + ">"
	i64 := strings.Replace(b.segments, "i32", "i64", 1)
	var out []AttrShape
	for _, v := range []string{"1 : i32", short, i64} {
		with := append(append([]entry{}, others...), entry{"operandSegmentSizes", v})
		out = append(out, AttrShape{"operandSegmentSizes = " + v + " in <{}>", b.text(with, nil)},
			AttrShape{"operandSegmentSizes = " + v + " in {}", b.text(nil, with)})
	}
	legacy := append(append([]entry{}, others...), entry{"operand_segment_sizes", b.segments})
	out = append(out, AttrShape{"operand_segment_sizes in <{}>", b.text(legacy, nil)},
		AttrShape{"operand_segment_sizes in {}", b.text(nil, legacy)})
	return out
}

type entry struct{ name, value string }

// without returns es less the entry name, never nil: an empty list is written `<{}>`.
func without(es []entry, name string) []entry {
	out := []entry{}
	for _, e := range es {
		if e.name != name {
			out = append(out, e)
		}
	}
	return out
}

func dictText(es []entry) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.name + " = " + e.value
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// base is a plausible instance of an op: the values and blocks its definition asks for.
type base struct {
	ctx      *ir.Context
	def      *opdef.Op
	operands []string // header argument names
	opTypes  []string
	results  []string
	regions  []string
	succs    int
	segments string // the operandSegmentSizes value, when the op has one
	topLevel bool   // a symbol: written in the module, not in a function
}

func newBase(ctx *ir.Context, def *opdef.Op) *base {
	b := &base{ctx: ctx, def: def}
	var seg []string
	for _, o := range def.Operands {
		n := 0
		if o.Kind == opdef.Single {
			n = 1
			t := b.typeFor(o.Type)
			b.operands = append(b.operands, "%"+argName(t))
			b.opTypes = append(b.opTypes, valueTypes[t])
		}
		seg = append(seg, fmt.Sprint(n))
	}
	if def.Traits&ir.TraitAttrSizedOperandSegments != 0 {
		b.segments = "array<i32: " + strings.Join(seg, ", ") + ">"
	}
	for _, r := range def.Results {
		if r.Kind == opdef.Single {
			b.results = append(b.results, valueTypes[b.typeFor(r.Type)])
		}
	}
	for _, r := range def.Regions {
		if r.Variadic {
			continue
		}
		body := "{}"
		if def.ImplicitTerminator != "" {
			body = fmt.Sprintf("{\n    \"%s\"() : () -> ()\n  }", def.ImplicitTerminator)
		}
		if s, ok := regionBodies[def.Name]; ok {
			body = s
		}
		b.regions = append(b.regions, body)
	}
	for _, s := range def.Successors {
		if !s.Variadic {
			b.succs++
		}
	}
	for _, a := range def.Attrs {
		b.topLevel = b.topLevel || a.Name == "sym_name"
	}
	return b
}

// uses reports whether an operand is the header argument of value type t.
func (b *base) uses(t int) bool {
	for _, o := range b.operands {
		if o == "%"+argName(t) {
			return true
		}
	}
	return false
}

func argName(t int) string { return fmt.Sprintf("a%d", t) }

// typeFor is the index of the first value type c allows (i32 when none does).
func (b *base) typeFor(c *opdef.TypeConstraint) int {
	for i, s := range valueTypes {
		t, err := ir.ParseTypeText(b.ctx, s)
		if err == nil && (c == nil || c.Pred == nil || c.Pred(t)) {
			return i
		}
	}
	return 0
}

// required gives every attribute the op cannot do without a value it accepts.
func (b *base) required() []entry {
	var out []entry
	for _, a := range b.def.Attrs {
		if !a.Optional && a.Default == nil {
			out = append(out, entry{a.Name, validValue(b.ctx, a)})
		}
	}
	if b.segments != "" {
		out = append(out, entry{"operandSegmentSizes", b.segments})
	}
	return out
}

// text writes the op with the given properties and attribute dictionary (nil: none).
func (b *base) text(props, dict []entry) string {
	p := ""
	if props != nil {
		p = " <" + dictText(props) + ">"
	}
	if dict != nil {
		return b.withPropsDict(p, " "+dictText(dict))
	}
	return b.withPropsDict(p, "")
}

func (b *base) withProps(props string) string { return b.withPropsDict(" "+props, "") }

func (b *base) withPropsDict(props, dict string) string {
	lhs := ""
	if len(b.results) > 0 {
		lhs = fmt.Sprintf("%%r:%d = ", len(b.results))
	}
	succ := ""
	if b.succs > 0 {
		succ = "[" + strings.TrimSuffix(strings.Repeat("^bb1, ", b.succs), ", ") + "]"
	}
	regs := ""
	if len(b.regions) > 0 {
		regs = " (" + strings.Join(b.regions, ", ") + ")"
	}
	op := fmt.Sprintf("%s\"%s\"(%s)%s%s%s%s : (%s) -> (%s)", lhs, b.def.Name, strings.Join(b.operands, ", "),
		succ, props, regs, dict, strings.Join(b.opTypes, ", "), strings.Join(b.results, ", "))
	if b.topLevel {
		return op + "\n"
	}
	var args []string
	for i, t := range valueTypes {
		if b.uses(i) {
			args = append(args, "%"+argName(i)+": "+t)
		}
	}
	tail := "  return\n"
	if b.succs > 0 {
		tail = "^bb1:\n" + tail
	}
	return fmt.Sprintf("func.func @f(%s) {\n  %s\n%s}\n", strings.Join(args, ", "), op, tail)
}

// validValue is a value the attribute's constraint accepts: its default, an enum's first
// case, or the first of attrPool that satisfies it.
func validValue(ctx *ir.Context, a opdef.Attr) string {
	if a.Default != nil {
		return ir.AttrString(a.Default)
	}
	if e := opdef.EnumOf(a.C); e != nil {
		return ir.AttrString(e.Attr(e.Cases[0].Value))
	}
	if s := opdef.SampleAttr(a.C); a.C.Pred(s) {
		return ir.AttrString(s)
	}
	for _, s := range attrPool {
		if at, err := ir.ParseAttrText(ctx, s); err == nil && a.C.Pred(at) {
			return s
		}
	}
	return "unit"
}

// wrongValues are values of other kinds than the attribute's: an integer (an i32, or an
// i64 where an i32 is expected), a string, a type, a unit attribute and, for integer
// enums, a value outside the cases. Those the constraint accepts are left out.
func wrongValues(ctx *ir.Context, a opdef.Attr) []string {
	cands := []string{"1 : i32", "\"s\"", "i32", "unit"}
	if accepts(ctx, a.C, "1 : i32") {
		cands[0] = "1 : i64"
	}
	if a.C.Keywords != nil || opdef.EnumOf(a.C) != nil {
		// An integer enum: a value of its type that is no case.
		if v, err := ir.ParseAttrText(ctx, validValue(ctx, a)); err == nil {
			if i, ok := v.(*ir.IntegerAttr); ok {
				cands = append(cands, "99 : "+ir.TypeString(i.Type))
			}
		}
	}
	var out []string
	for _, c := range cands {
		if !accepts(ctx, a.C, c) {
			out = append(out, c)
		}
	}
	return out
}

func accepts(ctx *ir.Context, c *opdef.AttrConstraint, text string) bool {
	at, err := ir.ParseAttrText(ctx, text)
	return err == nil && c.Pred(at)
}
