package gogen

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/tablegen"
)

// genOps emits registerOps(d), which registers every op of the dialect with the opdef
// engine (operands, attributes, results, regions, traits, the assembly format run by the
// engine, emission hints in Ext), the shared constraint variables, typed wrappers
// (`type AddL0Op struct{ op *ir.Operation }` with accessors) and one Go interface per
// interface trait (see genInterfaces).
//
// Hooks provided by hand-written code of the dialect package, by convention:
//   - hasCustomAssemblyFormat: parse<GoName>(p *ir.OpParser, st *ir.OperationState) error
//     and print<GoName>(p *ir.Printer, op *ir.Operation) (dialect/<name>/asm.go);
//   - custom<Name> in a format: parse<Name>(p *ir.OpParser, s *opdef.State, args []string) error
//     and print<Name>(p *ir.Printer, op *ir.Operation, args []string);
//   - hasVerifier: verify<GoName>(op *ir.Operation) error;
//   - hasFolder: fold<GoName>(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult;
//   - hasCanonicalizer: canonicalize<GoName>(info *ir.OpInfo), called after registration.
func genOps(m *model, opts *Options) ([]byte, error) {
	f := newGoFile(m, opts)
	f.use(irPkg)
	f.use(opdefPkg)
	g := &opGen{defGen: defGen{m: m, f: f}, vars: map[*tablegen.Record]string{}, methods: map[*opM]map[string]string{}}
	var reg strings.Builder
	for _, op := range m.Ops {
		if err := g.genRegister(&reg, op); err != nil {
			return nil, fmt.Errorf("%s (%s): %v", op.FullName, op.Rec.Name, err)
		}
	}
	if len(g.decls) > 0 {
		sort.Strings(g.decls)
		f.p("// Constraints shared by the op definitions.")
		f.p("var (")
		for _, d := range g.decls {
			f.p("\t%s", d)
		}
		f.p(")")
		f.p("")
	}
	g.genNames()
	f.p("// registerOps registers the %d ops of the %s dialect.", len(m.Ops), m.D.Name)
	f.p("func registerOps(d *ir.Dialect) {")
	f.body.WriteString(reg.String())
	f.p("}")
	f.p("")
	for _, op := range m.Ops {
		g.genWrapper(op)
	}
	g.genInterfaces()
	return f.bytes("ops of dialect " + m.D.Name + " (" + strconv.Itoa(len(m.Ops)) + ")")
}

type opGen struct {
	defGen
	vars  map[*tablegen.Record]string
	decls []string
	anon  int
	// methods records the accessors of each typed view (name -> signature after the name),
	// from which genInterfaces derives the methods an interface's members share.
	methods map[*opM]map[string]string
}

func (g *opGen) declare(r *tablegen.Record, prefix, expr string) string {
	name := prefix + ident(r.Name)
	if r.Anonymous || strings.HasPrefix(r.Name, "anonymous_") {
		g.anon++
		name = prefix + "Anon" + strconv.Itoa(g.anon)
	}
	g.vars[r] = name
	g.decls = append(g.decls, name+" = "+expr)
	return name
}

// typeC returns the Go expression of the constraint of a TypeConstraint record.
func (g *opGen) typeC(r *tablegen.Record) (string, error) {
	if v, ok := g.vars[r]; ok {
		return v, nil
	}
	if t := g.m.typeByRec[r]; t != nil {
		return g.qualify(t.D, t.GoName+"C"), nil
	}
	pred := r.GetStringOr("predicate", "")
	summary := r.GetStringOr("summary", "")
	g.f.use(opdefPkg)
	switch {
	case strings.HasPrefix(pred, "type:"):
		dn, mn, _ := strings.Cut(strings.TrimPrefix(pred, "type:"), ".")
		for _, t := range g.m.typeByRec {
			if t.D.Name == dn && t.Mnemonic == mn {
				return g.qualify(t.D, t.GoName+"C"), nil
			}
		}
		return "", fmt.Errorf("constraint %s: no type %s", r.Name, pred)
	case strings.HasPrefix(pred, "typeInterface:"):
		return g.declare(r, "tc", fmt.Sprintf("opdef.TypeInterfaceC(%s, %s, %s)", q(r.Name), q(summary), q(strings.TrimPrefix(pred, "typeInterface:")))), nil
	case pred == "anyOf":
		members, err := r.GetDefList("allowedTypes")
		if err != nil {
			return "", err
		}
		var ms []string
		for _, mr := range members {
			e, err := g.typeC(mr)
			if err != nil {
				return "", err
			}
			ms = append(ms, e)
		}
		return g.declare(r, "tc", fmt.Sprintf("opdef.AnyOfC(%s, %s, %s)", q(r.Name), q(summary), strings.Join(ms, ", "))), nil
	case strings.HasPrefix(pred, "elements:"):
		return g.elementCountC(r, pred, summary)
	case pred == "shapedOf":
		return g.shapedOfC(r, summary)
	case opdef.IsBuiltinTypePred(pred):
		return g.declare(r, "tc", fmt.Sprintf("opdef.TypeC(%s, %s, %s)", q(r.Name), q(summary), q(pred))), nil
	}
	return "", fmt.Errorf("constraint %s: unknown predicate %q", r.Name, pred)
}

// elementCountC builds the constraint of an ElementCount record (predicate "elements:N"):
// a value of the shaped dialect type `shapedType` whose static shape holds N elements; a
// dynamic or unranked shape passes, its count being known only at run time.
func (g *opGen) elementCountC(r *tablegen.Record, pred, summary string) (string, error) {
	n, err := strconv.ParseInt(strings.TrimPrefix(pred, "elements:"), 10, 64)
	if err != nil || n < 0 {
		return "", fmt.Errorf("constraint %s: bad predicate %q", r.Name, pred)
	}
	tr, err := r.GetDef("shapedType")
	if err != nil {
		return "", fmt.Errorf("constraint %s: %v", r.Name, err)
	}
	t := g.m.typeByRec[tr]
	if t == nil {
		return "", fmt.Errorf("constraint %s: shapedType %s is no TypeDef", r.Name, tr.Name)
	}
	field := ""
	for i, p := range t.Params {
		if p.Kind == "shape" {
			field = fieldNames(t.Params)[i]
		}
	}
	if field == "" {
		return "", fmt.Errorf("constraint %s: type %s has no shape parameter", r.Name, tr.Name)
	}
	pred = fmt.Sprintf("func(t ir.Type) bool { x, ok := t.(*%s); return ok && (x.%s.NumElements() < 0 || x.%s.NumElements() == %d) }",
		g.qualify(t.D, t.GoName), field, field, n)
	return g.declare(r, "tc", fmt.Sprintf("&opdef.TypeConstraint{Name: %s, Desc: %s, Pred: %s}", q(r.Name), q(summary), pred)), nil
}

// shapedOfC builds the constraint of a ShapedOf record: a value of the dialect type
// `shapedType` (which implements ir.ShapedType) with a non-empty shape, an element type
// accepted by one of `elementTypes`, and optionally a rank in `ranks` and an element count
// in `lengths`. Unqualified type directives print it stripped, as a dialect type.
func (g *opGen) shapedOfC(r *tablegen.Record, summary string) (string, error) {
	tr, err := r.GetDef("shapedType")
	if err != nil {
		return "", fmt.Errorf("constraint %s: %v", r.Name, err)
	}
	t := g.m.typeByRec[tr]
	if t == nil {
		return "", fmt.Errorf("constraint %s: shapedType %s is no TypeDef", r.Name, tr.Name)
	}
	elems, err := r.GetDefList("elementTypes")
	if err != nil {
		return "", err
	}
	var es []string
	for _, e := range elems {
		c, err := g.typeC(e)
		if err != nil {
			return "", err
		}
		es = append(es, c)
	}
	ints := func(field string) (string, error) {
		vs, err := r.GetIntList(field)
		if err != nil {
			return "", fmt.Errorf("constraint %s: %v", r.Name, err)
		}
		var out []string
		for _, v := range vs {
			out = append(out, strconv.FormatInt(v, 10))
		}
		return "[]int64{" + strings.Join(out, ", ") + "}", nil
	}
	ranks, err := ints("ranks")
	if err != nil {
		return "", err
	}
	lengths, err := ints("lengths")
	if err != nil {
		return "", err
	}
	is := fmt.Sprintf("func(t ir.Type) bool { _, ok := t.(*%s); return ok }", g.qualify(t.D, t.GoName))
	return g.declare(r, "tc", fmt.Sprintf("opdef.ShapedOfC(%s, %s, %s, %s, %s, []*opdef.TypeConstraint{%s}, %s, %s)",
		q(r.Name), q(summary), q(t.D.Name), q(t.Mnemonic), is, strings.Join(es, ", "), ranks, lengths)), nil
}

// attrC returns the Go expression of the constraint of an Attr record (the base record
// of OptionalAttr/DefaultValuedAttr).
func (g *opGen) attrC(r *tablegen.Record) (string, error) {
	if v, ok := g.vars[r]; ok {
		return v, nil
	}
	if e := g.m.enumByRec[r]; e != nil {
		return g.declare(r, "ac", g.qualify(e.D, enumVar(e))+".Constraint()"), nil
	}
	if a := g.m.attrByRec[r]; a != nil {
		return g.qualify(a.D, a.GoName+"C"), nil
	}
	storage := r.GetStringOr("storage", "")
	if !opdef.IsBuiltinStorage(storage) {
		return "", fmt.Errorf("attribute constraint %s: unknown storage %q", r.Name, storage)
	}
	g.f.use(opdefPkg)
	return g.declare(r, "ac", fmt.Sprintf("opdef.AttrC(%s, %s, %s)", q(r.Name), q(r.GetStringOr("summary", "")), q(storage))), nil
}

var arityKind = map[string]string{"single": "opdef.Single", "optional": "opdef.Optional", "variadic": "opdef.Variadic"}

func (g *opGen) operandList(args []*argM) (string, error) {
	var parts []string
	for _, a := range args {
		c, err := g.typeC(a.Base)
		if err != nil {
			return "", err
		}
		s := fmt.Sprintf("{Name: %s, Type: %s", q(a.Name), c)
		if a.Base.GetBitOr("refinesAnyType", false) {
			// The catalogue says AnyType and the verifier checks just that; the narrower
			// kind is information for the consumers (opdef.CheckKinds).
			s = fmt.Sprintf("{Name: %s, Type: opdef.AnyType, Refined: %s", q(a.Name), c)
		}
		if a.Arity != "single" {
			s += ", Kind: " + arityKind[a.Arity]
		}
		parts = append(parts, s+"}")
	}
	return strings.Join(parts, ", "), nil
}

// defaultExpr builds the Go value of a DefaultValuedAttr's default.
func (g *opGen) defaultExpr(a *argM) (string, error) {
	v := strings.TrimSpace(a.DefaultValue)
	if e := g.m.enumByRec[a.Base]; e != nil {
		for _, c := range e.Cases {
			if c.Symbol == v || c.Str == v || e.Name+"::"+c.Symbol == v {
				return fmt.Sprintf("%s.Attr(%d)", g.qualify(e.D, enumVar(e)), c.Value), nil
			}
		}
		return "", fmt.Errorf("default %q of %s is no case of %s", v, a.Name, e.Name)
	}
	storage := a.Base.GetStringOr("storage", "")
	kind, arg, _ := strings.Cut(storage, ":")
	switch kind {
	case "int", "sint", "uint", "index":
		n, err := strconv.ParseInt(v, 0, 64)
		if err != nil {
			return "", fmt.Errorf("default %q of %s is not an integer", v, a.Name)
		}
		t := "ir.Index"
		if kind != "index" {
			t = fmt.Sprintf("ir.IntType(%s, %s)", arg, map[string]string{"int": "ir.Signless", "sint": "ir.Signed", "uint": "ir.Unsigned"}[kind])
		}
		return fmt.Sprintf("ir.NewIntAttr(%s, %d)", t, n), nil
	case "bool":
		if v == "true" || v == "false" {
			return "ir.BoolAttr(" + v + ")", nil
		}
	case "string":
		if s, err := strconv.Unquote(v); err == nil {
			return "ir.Str(" + q(s) + ")", nil
		}
	}
	return "", fmt.Errorf("unsupported default %q of %s (storage %s)", v, a.Name, storage)
}

func customNames(format string) []string {
	var out []string
	seen := map[string]bool{}
	for s := format; ; {
		i := strings.Index(s, "custom<")
		if i < 0 {
			break
		}
		s = s[i+len("custom<"):]
		j := strings.IndexByte(s, '>')
		if j < 0 {
			break
		}
		if n := strings.TrimSpace(s[:j]); !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// genRegister emits the opdef.Register call of one op (wrapped in its canonicalize hook
// when it has one); the fields of the opdef.Op literal come in a fixed order.
func (g *opGen) genRegister(w *strings.Builder, op *opM) error {
	var f opFields
	f.add("Name: %s", opConst(op))
	if op.Summary != "" {
		f.add("Summary: %s", q(op.Summary))
	}
	if err := g.signatureFields(&f, op); err != nil {
		return err
	}
	structureFields(&f, op)
	formatFields(&f, op)
	g.hookFields(&f, op)
	hintsField(&f, op)
	call := fmt.Sprintf("opdef.Register(d, &opdef.Op{%s})", strings.Join(f, ",\n"))
	if op.HasCanonicalizer {
		fmt.Fprintf(w, "canonicalize%s(%s)\n", op.GoName, call)
	} else {
		w.WriteString(call + "\n")
	}
	return nil
}

// opFields collects the `Field: value` entries of a generated opdef.Op literal.
type opFields []string

func (f *opFields) add(format string, args ...any) { *f = append(*f, fmt.Sprintf(format, args...)) }

// splitArgs separates an op's arguments into operands and attributes, each in
// declaration order.
func (op *opM) splitArgs() (operands, attrs []*argM) {
	for _, a := range op.Args {
		if a.IsAttr {
			attrs = append(attrs, a)
		} else {
			operands = append(operands, a)
		}
	}
	return operands, attrs
}

// signatureFields emits Operands, Attrs and Results.
func (g *opGen) signatureFields(f *opFields, op *opM) error {
	operands, attrs := op.splitArgs()
	if len(operands) > 0 {
		s, err := g.operandList(operands)
		if err != nil {
			return err
		}
		f.add("Operands: []opdef.Operand{%s}", s)
	}
	if len(attrs) > 0 {
		var parts []string
		for _, a := range attrs {
			s, err := g.attrEntry(a)
			if err != nil {
				return err
			}
			parts = append(parts, s)
		}
		f.add("Attrs: []opdef.Attr{%s}", strings.Join(parts, ", "))
	}
	if len(op.Results) > 0 {
		s, err := g.operandList(op.Results)
		if err != nil {
			return err
		}
		f.add("Results: []opdef.Operand{%s}", s)
	}
	return nil
}

// attrEntry is the opdef.Attr literal of one attribute argument.
func (g *opGen) attrEntry(a *argM) (string, error) {
	c, err := g.attrC(a.Base)
	if err != nil {
		return "", err
	}
	s := fmt.Sprintf("{Name: %s, C: %s", q(a.Name), c)
	if a.Optional {
		s += ", Optional: true"
	}
	if a.HasDefault {
		d, err := g.defaultExpr(a)
		if err != nil {
			return "", err
		}
		s += ", Default: " + d
	}
	return s + "}", nil
}

// structureFields emits Regions, Successors, Traits and ImplicitTerminator.
func structureFields(f *opFields, op *opM) {
	if len(op.Regions) > 0 {
		var parts []string
		for _, r := range op.Regions {
			parts = append(parts, fmt.Sprintf("{Name: %s}", q(r.Name)))
		}
		f.add("Regions: []opdef.Region{%s}", strings.Join(parts, ", "))
	}
	if len(op.Successors) > 0 {
		var parts []string
		for _, s := range op.Successors {
			parts = append(parts, fmt.Sprintf("{Name: %s}", q(s)))
		}
		f.add("Successors: []opdef.Successor{%s}", strings.Join(parts, ", "))
	}
	if len(op.Native) > 0 {
		var ts []string
		for _, t := range op.Native {
			ts = append(ts, nativeTraits[t])
		}
		f.add("Traits: %s", strings.Join(ts, " | "))
	}
	if op.ImplicitTerminator != "" {
		f.add("ImplicitTerminator: %s", q(op.ImplicitTerminator))
	}
	if len(op.Relations) > 0 {
		var parts []string
		for _, r := range op.Relations {
			s := fmt.Sprintf("{Kind: %s", relationConst[r.Kind])
			if len(r.Names) > 0 {
				s += ", Names: []string{" + quoteList(r.Names) + "}"
			}
			if r.Summary != "" {
				s += ", Summary: " + q(r.Summary)
			}
			parts = append(parts, s+"}")
		}
		f.add("Relations: []opdef.Relation{%s}", strings.Join(parts, ", "))
	}
}

// relationConst maps OpBase.td relation kinds to their opdef constants.
var relationConst = map[string]string{"allTypes": "opdef.RelAllTypes", "allElementTypes": "opdef.RelAllElementTypes",
	"elementTypeOf": "opdef.RelElementTypeOf", "i1SameShape": "opdef.RelI1SameShape",
	"sameOperandTypes": "opdef.RelSameOperandTypes", "sameShape": "opdef.RelSameShape", "sameElementType": "opdef.RelSameElementType"}

// formatFields emits the declarative Format with its custom directives' hooks, or the
// hand-written Parse and Print of a custom assembly format.
func formatFields(f *opFields, op *opM) {
	if op.Format != "" {
		f.add("Format: %s", q(op.Format))
		if cs := customNames(op.Format); len(cs) > 0 {
			var parts []string
			for _, c := range cs {
				parts = append(parts, fmt.Sprintf("%s: {Parse: parse%s, Print: print%s}", q(c), c, c))
			}
			f.add("Customs: map[string]opdef.CustomDirective{%s}", strings.Join(parts, ", "))
		}
	}
	if op.CustomFormat {
		f.add("Parse: parse%s, Print: print%s", op.GoName, op.GoName)
	}
}

// hookFields emits Verify and Fold. Regions with a required block count get a
// generated verifier that checks the counts before calling the op's own verifier.
func (g *opGen) hookFields(f *opFields, op *opM) {
	var sized, names []string
	needSized := false
	for _, r := range op.Regions {
		sized = append(sized, strconv.FormatInt(r.NumBlocks, 10))
		names = append(names, q(r.Name))
		if r.NumBlocks != 0 {
			needSized = true
		}
	}
	switch {
	case needSized:
		g.f.use(opdefPkg)
		tail := "return nil"
		if op.HasVerifier {
			tail = "return verify" + op.GoName + "(op)"
		}
		f.add("Verify: func(op *ir.Operation) error {\nif err := opdef.VerifyRegionBlocks(op, []int{%s}, []string{%s}); err != nil {\nreturn err\n}\n%s\n}",
			strings.Join(sized, ", "), strings.Join(names, ", "), tail)
	case op.HasVerifier:
		f.add("Verify: verify%s", op.GoName)
	}
	if op.HasFolder {
		f.add("Fold: fold%s", op.GoName)
	}
}

// hintsField emits the Hints used by the Ascend C emitter and interface queries.
func hintsField(f *opFields, op *opM) {
	var hints []string
	if e := op.Emission; e != nil {
		hints = append(hints, fmt.Sprintf("Emit: &opdef.Emission{APIName: %s, CallStyle: %s, TemplateArgs: %s, CallArgs: %s, Pipe: %s}",
			q(e.APIName), q(e.CallStyle), q(e.TemplateArgs), q(e.CallArgs), q(e.Pipe)))
		// The emitter's default call list follows the declaration order of the arguments,
		// which interleaves operands and attributes; opdef.Op keeps them apart.
		var args []string
		for _, a := range op.Args {
			args = append(args, a.Name)
		}
		hints = append(hints, "Args: []string{"+quoteList(args)+"}")
	}
	if len(op.Interfaces) > 0 {
		hints = append(hints, "Interfaces: []string{"+quoteList(op.Interfaces)+"}")
	}
	if len(hints) > 0 {
		f.add("Hints: &opdef.Hints{%s}", strings.Join(hints, ", "))
	}
}

func accessorName(name string) string {
	n := camel(name)
	if n == "Op" { // the view's own accessor of the operation
		return "Get" + n
	}
	return n
}

// opConst is the name of the generated constant holding an op's full name: code outside
// the dialect names ops through it, so renaming an op in its .td breaks the build instead
// of behaviour.
func opConst(op *opM) string { return "Op" + strings.TrimSuffix(op.GoName, "Op") }

// genNames emits the op-name constants, one per op, in one block.
func (g *opGen) genNames() {
	f := g.f
	f.p("// Names of the %s ops, one constant per op.", g.m.D.Name)
	f.p("const (")
	for _, op := range g.m.Ops {
		f.p("\t%s = %s", opConst(op), q(op.FullName))
	}
	f.p(")")
	f.p("")
}

// genWrapper emits the typed view of an op. The view holds the operation in a named field
// rather than embedding it: an embedded *ir.Operation would make the compiler generate a
// wrapper for every method of Operation on every view type (hundreds of thousands of
// functions for the ascendc dialect, gigabytes of compiler memory).
func (g *opGen) genWrapper(op *opM) {
	f := g.f
	w := op.GoName
	f.p("// %s is a typed view of an %s operation.", w, op.FullName)
	f.p("type %s struct{ op *ir.Operation }", w)
	f.p("")
	f.p("// As%s returns op as a %s when it is an %s.", w, w, op.FullName)
	f.p("func As%s(op *ir.Operation) (%s, bool) {", w, w)
	f.p("\tif op == nil || op.Name() != %s {", opConst(op))
	f.p("\t\treturn %s{}, false", w)
	f.p("\t}")
	f.p("\treturn %s{op}, true", w)
	f.p("}")
	f.p("")
	f.p("// Op returns the viewed operation.")
	f.p("func (o %s) Op() *ir.Operation { return o.op }", w)
	f.p("")
	static := true
	idx := 0
	for _, a := range op.Args {
		if a.IsAttr {
			g.genAttrAccessor(op, a)
			continue
		}
		if a.Name != "" {
			name := accessorName(a.Name)
			switch {
			case a.Arity == "single" && static:
				f.p("// %s returns operand $%s.", name, a.Name)
				g.method(op, name, "*ir.Value", fmt.Sprintf("{ return o.op.Operand(%d) }", idx))
			case a.Arity == "single":
				g.f.use(opdefPkg)
				f.p("// %s returns operand $%s.", name, a.Name)
				g.method(op, name, "*ir.Value", fmt.Sprintf("{ return opdef.One(opdef.OperandGroup(o.op, %s)) }", q(a.Name)))
			case a.Arity == "optional":
				g.f.use(opdefPkg)
				f.p("// %s returns the optional operand $%s (nil when absent).", name, a.Name)
				g.method(op, name, "*ir.Value", fmt.Sprintf("{ return opdef.One(opdef.OperandGroup(o.op, %s)) }", q(a.Name)))
			default:
				f.p("// %s returns the operands of group $%s.", name, a.Name)
				g.method(op, name, "[]*ir.Value", fmt.Sprintf("{ return opdef.OperandGroup(o.op, %s) }", q(a.Name)))
			}
			f.p("")
		}
		if a.Arity != "single" {
			static = false
		}
		idx++
	}
	// Results: only positions known statically (all earlier results single).
	for i, r := range op.Results {
		if r.Name == "" {
			continue
		}
		name := accessorName(r.Name)
		if r.Arity == "single" {
			f.p("// %s returns result $%s.", name, r.Name)
			g.method(op, name, "*ir.Value", fmt.Sprintf("{ return o.op.Result(%d) }", i))
			f.p("")
			continue
		}
		if i == len(op.Results)-1 {
			g.f.use(opdefPkg)
			f.p("// %s returns the results of group $%s.", name, r.Name)
			g.method(op, name, "[]*ir.Value", fmt.Sprintf("{ return opdef.ResultsFrom(o.op, %d) }", i))
			f.p("")
		}
		break
	}
	for i, r := range op.Regions {
		if r.Name == "" {
			continue
		}
		name := accessorName(r.Name)
		f.p("// %s returns region $%s.", name, r.Name)
		g.method(op, name, "*ir.Region", fmt.Sprintf("{ return o.op.Region(%d) }", i))
		f.p("")
	}
}

// method emits one accessor of a view and records its signature.
func (g *opGen) method(op *opM, name, ret, body string) {
	g.f.p("func (o %s) %s() %s %s", op.GoName, name, ret, body)
	g.record(op, name, ret)
}

func (g *opGen) record(op *opM, name, ret string) {
	if g.methods[op] == nil {
		g.methods[op] = map[string]string{}
	}
	g.methods[op][name] = "() " + ret
}

func (g *opGen) genAttrAccessor(op *opM, a *argM) {
	f, w := g.f, op.GoName
	name := accessorName(a.Name)
	n := q(a.Name)
	if e := g.m.enumByRec[a.Base]; e != nil {
		t := g.qualify(e.D, e.Name)
		f.p("// %s returns enum attribute $%s (the zero value when absent).", name, a.Name)
		f.p("func (o %s) %s() %s {", w, name, t)
		g.record(op, name, t)
		f.p("\tv, _ := %s(o.op.Attr(%s))", g.qualify(e.D, e.Name+"Of"), n)
		f.p("\treturn v")
		f.p("}")
		f.p("")
		return
	}
	storage := a.Base.GetStringOr("storage", "")
	switch goT := attrStorageGo(storage); {
	case storage == "unit":
		f.p("// %s reports whether unit attribute $%s is present.", name, a.Name)
		g.method(op, name, "bool", fmt.Sprintf("{ return o.op.HasAttr(%s) }", n))
	case goT == "string":
		f.p("// %s returns string attribute $%s (\"\" when absent).", name, a.Name)
		g.method(op, name, "string", fmt.Sprintf("{ return opdef.StringOf(o.op.Attr(%s)) }", n))
	case goT == "*ir.IntegerAttr":
		f.p("// %s returns integer attribute $%s (0 when absent).", name, a.Name)
		g.method(op, name, "int64", fmt.Sprintf("{ return opdef.IntOf(o.op.Attr(%s)) }", n))
	case goT == "bool":
		f.p("// %s returns bool attribute $%s (false when absent).", name, a.Name)
		g.method(op, name, "bool", fmt.Sprintf("{ return opdef.IntOf(o.op.Attr(%s)) != 0 }", n))
	case goT == "ir.Type":
		f.p("// %s returns the type held by attribute $%s (nil when absent).", name, a.Name)
		g.method(op, name, "ir.Type", fmt.Sprintf("{ return opdef.TypeOf(o.op.Attr(%s)) }", n))
	default:
		f.p("// %s returns attribute $%s (nil when absent).", name, a.Name)
		g.method(op, name, "ir.Attribute", fmt.Sprintf("{ return o.op.Attr(%s) }", n))
	}
	f.p("")
	g.f.use(opdefPkg)
}

// genInterfaces declares one Go interface per interface trait the dialect's ops list
// (BinaryL2OpInterface, VectorOpInterface, ...): Op() plus the accessors that every member
// view has with the same signature, and an unexported marker method that only the member
// views define, so that code dispatches on an interface by type:
//
//	if b, ok := AsBinaryL2OpInterface(op); ok { use(b.Dst(), b.CalCount()) }
//
// As<Interface> switches on the op name; views implement interfaces through plain methods
// (no embedding), which keeps the compiler's work proportional to the memberships.
func (g *opGen) genInterfaces() {
	members := map[string][]*opM{}
	var names []string
	for _, op := range g.m.Ops {
		for _, i := range op.Interfaces {
			if members[i] == nil {
				names = append(names, i)
			}
			members[i] = append(members[i], op)
		}
	}
	sort.Strings(names)
	f := g.f
	for _, iface := range names {
		ops := members[iface]
		marker := "is" + iface
		shared := g.sharedMethods(ops)
		f.p("// %s is implemented by the typed views of the %d %s ops that list the %s trait.", iface, len(ops), g.m.D.Name, iface)
		f.p("type %s interface {", iface)
		f.p("	Op() *ir.Operation")
		for _, m := range shared {
			f.p("	%s%s", m, g.methods[ops[0]][m])
		}
		f.p("	%s()", marker)
		f.p("}")
		f.p("")
		f.p("// As%s returns the typed view of op as a %s when its op lists that trait.", iface, iface)
		f.p("func As%s(op *ir.Operation) (%s, bool) {", iface, iface)
		f.p("	if op == nil {")
		f.p("		return nil, false")
		f.p("	}")
		f.p("	switch op.Name() {")
		for _, op := range ops {
			f.p("	case %s:", opConst(op))
			f.p("		return %s{op}, true", op.GoName)
		}
		f.p("	}")
		f.p("	return nil, false")
		f.p("}")
		f.p("")
		for _, op := range ops {
			f.p("func (%s) %s() {}", op.GoName, marker)
		}
		f.p("")
	}
}

// sharedMethods returns, sorted, the accessors that all views of ops have with the same
// signature.
func (g *opGen) sharedMethods(ops []*opM) []string {
	var out []string
	for name, sig := range g.methods[ops[0]] {
		all := true
		for _, op := range ops[1:] {
			if g.methods[op][name] != sig {
				all = false
				break
			}
		}
		if all {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}
