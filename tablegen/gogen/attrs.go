package gogen

import (
	"strconv"
	"strings"
)

// genAttrs emits one Go type per AttrDef of the dialect (implementing ir.Attribute), its
// constraint for op arguments (formats print it stripped: `<...>`), the metadata table
// AttrDefs, and parseAttr, the Dialect.ParseAttr hook, which also reads the enums that
// have their own syntax (`#dialect<mnemonic keyword>`).
//
// For hasCustomAssemblyFormat attributes the dialect package provides
// `parse<GoName>(p *ir.OpParser) (ir.Attribute, error)` and `print<GoName>(p *ir.Printer, a *<GoName>)`.
func genAttrs(m *model, opts *Options) ([]byte, error) {
	f := newGoFile(m, opts)
	f.use(irPkg)
	f.use(opdefPkg)
	g := &defGen{m: m, f: f}
	for _, a := range m.AttrDefs {
		if err := g.genAttrDef(a); err != nil {
			return nil, err
		}
	}
	f.p("// AttrDefs lists the attributes of the %s dialect, sorted by mnemonic.", m.D.Name)
	f.p("var AttrDefs = []*opdef.AttrDefInfo{")
	for _, a := range m.AttrDefs {
		f.p("\t%s,", lowerFirst(a.GoName)+"Def")
	}
	f.p("}")
	f.p("")
	f.p("// parseAttr parses `#%s.<mnemonic>...` after the mnemonic (Dialect.ParseAttr), or", m.D.Name)
	f.p("// what follows the mnemonic in `#%s<mnemonic ...>`: the parser closes the symbol.", m.D.Name)
	f.p("func parseAttr(p *ir.OpParser, mnemonic string) (ir.Attribute, error) {")
	f.p("\tswitch mnemonic {")
	for _, a := range m.AttrDefs {
		f.p("\tcase %s:", q(a.Mnemonic))
		f.p("\t\treturn Parse%sBody(p)", a.GoName)
	}
	for _, e := range m.Enums {
		if e.AttrMnemonic != "" {
			// An enum attribute is its keyword: `#%s<mnemonic keyword>`.
			f.p("\tcase %s:", q(e.AttrMnemonic))
			f.p("\t\treturn %s.ParseEnumAttrBody(p)", enumVar(e))
		}
	}
	f.p("\t}")
	// The words of the parser ODS generates for dialect attributes, at the mnemonic.
	f.p("\treturn nil, p.ErrorAt(p.MnemonicPos(), \"unknown attribute `%%s` in dialect `%s`\", mnemonic)", m.D.Name)
	f.p("}")
	return f.bytes("attributes of dialect " + m.D.Name + " (" + strconv.Itoa(len(m.AttrDefs)) + ")")
}

func (g *defGen) genAttrDef(a *attrDefM) error {
	f, d := g.f, g.m.D
	h := &defHolder{name: a.Rec.Name, params: a.Params, fields: fieldNames(a.Params)}
	full := "#" + d.Name + "." + a.Mnemonic
	var elems []defElem
	if !a.CustomFormat {
		var err error
		if elems, err = parseDefFormat(h, a.Format); err != nil {
			return err
		}
		for _, p := range a.Params {
			if cppIntGo[p.Kind] != "" {
				f.use("strconv")
			}
		}
	}
	g.emitStruct(h, a.GoName, full, a.Rec.Name, a.Description)
	defVar := lowerFirst(a.GoName) + "Def"
	f.p("var %s = &opdef.AttrDefInfo{Dialect: %s, Mnemonic: %s, Record: %s,", defVar, q(d.Name), q(a.Mnemonic), q(a.Rec.Name))
	f.p("\tParams: []opdef.ParamInfo{%s},", paramInfos(a.Params))
	if d := strings.TrimSpace(a.Description); d != "" {
		f.p("\tDescription: %s,", q(d))
	}
	f.p("}")
	f.p("")
	f.p("// %sC is the op argument constraint accepting %s.", a.GoName, full)
	f.p("var %sC = opdef.DialectAttrC(%s, %s, func(a ir.Attribute) bool { _, ok := a.(*%s); return ok }, Parse%sBody, func(p *ir.Printer, a ir.Attribute) { a.(*%s).PrintBody(p) })",
		a.GoName, q(a.Rec.Name), q(full+" attribute"), a.GoName, a.GoName, a.GoName)
	f.p("")
	f.p("// Def returns the attribute's metadata.")
	f.p("func (a *%s) Def() *opdef.AttrDefInfo { return %s }", a.GoName, defVar)
	f.p("")
	g.emitPrint(h, elems, "a", a.GoName, full, a.CustomFormat)
	g.emitEqual(h, "a", "b", "ir.Attribute", a.GoName)
	f.p("// Parse%sBody parses the parameters of %s (what follows the mnemonic).", a.GoName, full)
	f.p("func Parse%sBody(p *ir.OpParser) (ir.Attribute, error) {", a.GoName)
	if a.CustomFormat {
		f.p("\treturn parse%s(p)", a.GoName)
		f.p("}")
		f.p("")
		return nil
	}
	g.emitParseBody(h, elems, a.GoName)
	return nil
}
