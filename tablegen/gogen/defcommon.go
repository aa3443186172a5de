package gogen

import (
	"fmt"
	"strings"
)

// The pieces of Go code a TypeDef and an AttrDef are generated into alike: the struct, the
// printers, equality and the parser of the parameters. recv is the receiver name.

// emitStruct declares the Go type of a definition, one field per parameter.
func (g *defGen) emitStruct(h *defHolder, goName, full, record, description string) {
	f := g.f
	f.p("// %s is %s (%s).", goName, full, record)
	if doc := docComment(description); doc != "" {
		f.p("//")
		f.body.WriteString(doc)
	}
	f.p("type %s struct {", goName)
	for i, p := range h.params {
		f.p("\t%s %s // $%s: %s", h.fields[i], g.goType(p), p.Name, p.Spelled)
	}
	f.p("}")
	f.p("")
}

// emitPrint writes Print (the full spelling) and PrintBody (what follows the mnemonic,
// from the assembly format or the dialect's print<GoName>).
func (g *defGen) emitPrint(h *defHolder, elems []defElem, recv, goName, full string, custom bool) {
	f := g.f
	f.p("func (%s *%s) Print(p *ir.Printer) {", recv, goName)
	f.p("\tp.WriteString(%s)", q(full))
	f.p("\t%s.PrintBody(p)", recv)
	f.p("}")
	f.p("")
	f.p("// PrintBody prints the parameters (what follows the mnemonic).")
	f.p("func (%s *%s) PrintBody(p *ir.Printer) {", recv, goName)
	if custom {
		f.p("\tprint%s(p, %s)", goName, recv)
	} else {
		for _, s := range g.genDefPrint(h, elems, recv) {
			f.p("\t%s", s)
		}
	}
	f.p("}")
	f.p("")
}

// emitEqual writes Equal, comparing every parameter; other names the argument, iface its
// type (ir.Type or ir.Attribute).
func (g *defGen) emitEqual(h *defHolder, recv, other, iface, goName string) {
	f := g.f
	f.p("func (%s *%s) Equal(o %s) bool {", recv, goName, iface)
	if len(h.params) == 0 {
		f.p("\t_, ok := o.(*%s)", goName)
		f.p("\treturn ok")
	} else {
		f.p("\t%s, ok := o.(*%s)", other, goName)
		var conds []string
		for i, p := range h.params {
			conds = append(conds, g.equalExpr(p, recv+"."+h.fields[i], other+"."+h.fields[i]))
		}
		f.p("\treturn ok && %s", strings.Join(conds, " &&\n\t\t"))
	}
	f.p("}")
	f.p("")
}

// emitParseBody writes the body of a parser of the parameters (after its signature) from
// the assembly format, building a goName.
func (g *defGen) emitParseBody(h *defHolder, elems []defElem, goName string) {
	f := g.f
	for i, p := range h.params {
		f.p("\tvar v%d %s", i, g.goType(p))
	}
	for _, s := range g.genDefParse(h, elems, "return nil, err") {
		f.p("%s", s)
	}
	var inits []string
	for i := range h.params {
		inits = append(inits, fmt.Sprintf("%s: v%d", h.fields[i], i))
	}
	f.p("\treturn &%s{%s}, nil", goName, strings.Join(inits, ", "))
	f.p("}")
	f.p("")
}
