package gogen

import (
	"fmt"
	"strconv"
	"strings"
)

// genTypes emits one Go type per TypeDef of the dialect (a struct with one field per
// parameter implementing ir.Type and opdef.DialectType), its constraint for op operands,
// the metadata table TypeDefs, and parseType, the Dialect.ParseType hook.
//
// Parameter parts are printed and parsed from assemblyFormat; for
// hasCustomAssemblyFormat types the dialect package provides
// `parse<GoName>(p *ir.OpParser) (ir.Type, error)` and `print<GoName>(p *ir.Printer, t *<GoName>)`.
func genTypes(m *model, opts *Options) ([]byte, error) {
	f := newGoFile(m, opts)
	f.use(irPkg)
	f.use(opdefPkg)
	g := &defGen{m: m, f: f}
	for _, t := range m.Types {
		if err := g.genType(t); err != nil {
			return nil, err
		}
	}
	f.p("// TypeDefs lists the types of the %s dialect, sorted by mnemonic.", m.D.Name)
	f.p("var TypeDefs = []*opdef.TypeDefInfo{")
	for _, t := range m.Types {
		f.p("\t%s,", lowerFirst(t.GoName)+"Def")
	}
	f.p("}")
	f.p("")
	f.p("// parseType parses `!%s.<mnemonic>...` after the mnemonic (Dialect.ParseType).", m.D.Name)
	f.p("func parseType(p *ir.OpParser, mnemonic string) (ir.Type, error) {")
	f.p("\tswitch mnemonic {")
	for _, t := range m.Types {
		f.p("\tcase %s:", q(t.Mnemonic))
		f.p("\t\treturn parse%s(p)", t.GoName)
	}
	f.p("\t}")
	// The words (two spaces included) of the parser ODS generates for dialect types.
	f.p("\treturn nil, p.Errorf(\"unknown  type `%%s` in dialect `%s`\", mnemonic)", m.D.Name)
	f.p("}")
	return f.bytes("types of dialect " + m.D.Name + " (" + strconv.Itoa(len(m.Types)) + ")")
}

func (g *defGen) genType(t *typeM) error {
	f, d := g.f, g.m.D
	h := &defHolder{name: t.Rec.Name, params: t.Params, fields: fieldNames(t.Params)}
	full := "!" + d.Name + "." + t.Mnemonic
	var elems []defElem
	if !t.CustomFormat {
		if len(t.Params) > 0 && t.Format == "" {
			return fmt.Errorf("%s: type with parameters needs assemblyFormat or hasCustomAssemblyFormat", t.Rec.Name)
		}
		var err error
		if elems, err = parseDefFormat(h, t.Format); err != nil {
			return err
		}
		for _, e := range elems {
			if e.kind == deParam || e.kind == deParams {
				for _, i := range e.params {
					if cppIntGo[t.Params[i].Kind] != "" {
						f.use("strconv")
					}
				}
			}
		}
	}
	g.emitStruct(h, t.GoName, full, t.Rec.Name, t.Description)
	defVar := lowerFirst(t.GoName) + "Def"
	f.p("var %s = &opdef.TypeDefInfo{Dialect: %s, Mnemonic: %s, Record: %s, CppType: %s,", defVar, q(d.Name), q(t.Mnemonic), q(t.Rec.Name), q(t.CppType))
	f.p("\tParams: []opdef.ParamInfo{%s},", paramInfos(t.Params))
	if len(t.Interfaces) > 0 {
		f.p("\tInterfaces: []string{%s},", quoteList(t.Interfaces))
	}
	if d := strings.TrimSpace(t.Description); d != "" {
		f.p("\tDescription: %s,", q(d))
	}
	f.p("}")
	f.p("")
	builder := "nil"
	if len(t.Params) == 0 {
		builder = "&" + t.GoName + "{}"
	}
	f.p("// %sC is the operand/result constraint accepting %s.", t.GoName, full)
	f.p("var %sC = opdef.DialectTypeC(%s, %s, %s, %s, func(t ir.Type) bool { _, ok := t.(*%s); return ok }, %s)",
		t.GoName, q(t.Rec.Name), q(t.Summary), q(d.Name), q(t.Mnemonic), t.GoName, builder)
	f.p("")
	f.p("// Def returns the type's metadata.")
	f.p("func (t *%s) Def() *opdef.TypeDefInfo { return %s }", t.GoName, defVar)
	f.p("")
	g.emitPrint(h, elems, "t", t.GoName, full, t.CustomFormat)
	g.emitEqual(h, "t", "u", "ir.Type", t.GoName)
	if len(t.Interfaces) > 0 {
		f.p("// HasTypeInterface reports whether the type implements a type interface of the .td file.")
		f.p("func (t *%s) HasTypeInterface(name string) bool {", t.GoName)
		var conds []string
		for _, i := range t.Interfaces {
			conds = append(conds, "name == "+q(i))
		}
		f.p("\treturn %s", strings.Join(conds, " || "))
		f.p("}")
		f.p("")
	}
	f.p("// CppType returns the Ascend C spelling %s; cpp spells type parameters.", q(t.CppType))
	used := cppParamsUsed(t.CppType, t.Params)
	if len(used) == 0 {
		f.p("func (t *%s) CppType(cpp func(ir.Type) string) string { return %s }", t.GoName, q(t.CppType))
	} else {
		var names, vals []string
		for _, i := range used {
			names = append(names, q(t.Params[i].Name))
			vals = append(vals, g.cppExpr(t.Params[i], "t."+h.fields[i]))
		}
		f.p("func (t *%s) CppType(cpp func(ir.Type) string) string {", t.GoName)
		f.p("\treturn opdef.ExpandCpp(%s, []string{%s}, []string{%s})", q(t.CppType), strings.Join(names, ", "), strings.Join(vals, ", "))
		f.p("}")
	}
	f.p("")
	if t.CustomFormat {
		return nil
	}
	f.p("func parse%s(p *ir.OpParser) (ir.Type, error) {", t.GoName)
	g.emitParseBody(h, elems, t.GoName)
	return nil
}

// cppParamsUsed lists the parameters named in a cppType template.
func cppParamsUsed(tmpl string, params []*paramM) []int {
	var out []int
	for i, p := range params {
		s := tmpl
		for {
			j := strings.Index(s, "$"+p.Name)
			if j < 0 {
				break
			}
			end := j + 1 + len(p.Name)
			if end == len(s) || !isIdentByte(s[end]) {
				out = append(out, i)
				break
			}
			s = s[end:]
		}
	}
	return out
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func paramInfos(ps []*paramM) string {
	var parts []string
	for _, p := range ps {
		parts = append(parts, fmt.Sprintf("{Name: %s, Kind: %s}", q(p.Name), q(p.Spelled)))
	}
	return strings.Join(parts, ", ")
}

func quoteList(ss []string) string {
	var parts []string
	for _, s := range ss {
		parts = append(parts, q(s))
	}
	return strings.Join(parts, ", ")
}
