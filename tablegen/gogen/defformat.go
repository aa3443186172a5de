package gogen

import (
	"fmt"
	"strings"
)

// This file compiles the declarative assembly format of a TypeDef or AttrDef (the part
// after `!dialect.mnemonic`) into Go print and parse code. Supported elements: literals,
// `$param`, `params`, `struct(params)` / `struct($a, ...)` and `custom<Name>($a, ...)`
// (hand-written `parse<Name>(p, &a, ...) error` and `print<Name>(p, a, ...)`). Spacing
// follows MLIR's rules for these formats, decided here because every element is static.

type defElemKind int

const (
	deLit defElemKind = iota
	deParam
	deParams // `params`: all parameters separated by ", "
	deStruct
	deCustom
)

type defElem struct {
	kind   defElemKind
	text   string // literal or custom name
	params []int
}

// defHolder abstracts a TypeDef or AttrDef for the format compiler.
type defHolder struct {
	name   string // for errors
	params []*paramM
	fields []string // Go field names
}

func (h *defHolder) index(name string) int {
	for i, p := range h.params {
		if p.Name == name {
			return i
		}
	}
	return -1
}

func tokenizeFormat(s string) []string {
	var toks []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\n' || c == '\t' || c == '\r':
			i++
		case c == '`':
			j := strings.IndexByte(s[i+1:], '`')
			if j < 0 {
				toks = append(toks, s[i:])
				return toks
			}
			toks = append(toks, s[i:i+j+2])
			i += j + 2
		case c == '$' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i + 1
			for j < len(s) && (s[j] == '_' || s[j] == '-' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		default:
			toks = append(toks, s[i:i+1])
			i++
		}
	}
	return toks
}

func parseDefFormat(h *defHolder, format string) ([]defElem, error) {
	toks := tokenizeFormat(format)
	var out []defElem
	next := func() string {
		if len(toks) == 0 {
			return ""
		}
		t := toks[0]
		toks = toks[1:]
		return t
	}
	paramList := func() ([]int, error) {
		if next() != "(" {
			return nil, fmt.Errorf("expected '('")
		}
		var idx []int
		for {
			t := next()
			switch {
			case t == ")":
				return idx, nil
			case t == ",":
			case t == "params":
				for i := range h.params {
					idx = append(idx, i)
				}
			case strings.HasPrefix(t, "$"):
				i := h.index(t[1:])
				if i < 0 {
					return nil, fmt.Errorf("unknown parameter %s", t)
				}
				idx = append(idx, i)
			default:
				return nil, fmt.Errorf("unexpected %q in parameter list", t)
			}
		}
	}
	for len(toks) > 0 {
		t := next()
		switch {
		case strings.HasPrefix(t, "`"):
			out = append(out, defElem{kind: deLit, text: strings.Trim(t, "`")})
		case strings.HasPrefix(t, "$"):
			i := h.index(t[1:])
			if i < 0 {
				return nil, fmt.Errorf("%s: unknown parameter %s", h.name, t)
			}
			out = append(out, defElem{kind: deParam, params: []int{i}})
		case t == "params":
			idx := make([]int, len(h.params))
			for i := range idx {
				idx[i] = i
			}
			out = append(out, defElem{kind: deParams, params: idx})
		case t == "struct":
			idx, err := paramList()
			if err != nil {
				return nil, fmt.Errorf("%s: struct: %v", h.name, err)
			}
			out = append(out, defElem{kind: deStruct, params: idx})
		case t == "custom":
			if next() != "<" {
				return nil, fmt.Errorf("%s: expected '<' after custom", h.name)
			}
			name := next()
			if next() != ">" {
				return nil, fmt.Errorf("%s: expected '>' in custom<...>", h.name)
			}
			idx, err := paramList()
			if err != nil {
				return nil, fmt.Errorf("%s: custom<%s>: %v", h.name, name, err)
			}
			out = append(out, defElem{kind: deCustom, text: name, params: idx})
		default:
			return nil, fmt.Errorf("%s: unsupported format element %q", h.name, t)
		}
	}
	return out, nil
}

func isPunctLit(t string) bool {
	c := t[0]
	return !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
}

// spacer reproduces MLIR's spacing of declarative formats at generation time.
type spacer struct{ space, lastPunct bool }

func (s *spacer) literal(v string) (before bool) {
	if v == "" {
		s.space = false
		return false
	}
	if s.space {
		if len(v) != 1 && v != "->" {
			before = true
		} else if s.lastPunct {
			before = !strings.ContainsRune(">)}],", rune(v[0]))
		} else {
			before = !strings.ContainsRune("<>(){}[],", rune(v[0]))
		}
	}
	s.space = len(v) != 1 || !strings.ContainsRune("<({[", rune(v[0]))
	s.lastPunct = isPunctLit(v)
	return before
}

func (s *spacer) variable() (before bool) {
	before = s.space
	s.space, s.lastPunct = true, false
	return before
}

// genDefPrint returns Go statements printing the format; recv is the receiver ("t").
func (g *defGen) genDefPrint(h *defHolder, elems []defElem, recv string) []string {
	var out []string
	sp := &spacer{}
	// Adjacent literal text is merged into one WriteString.
	pending := ""
	flush := func() {
		if pending != "" {
			out = append(out, fmt.Sprintf("p.WriteString(%s)", q(pending)))
			pending = ""
		}
	}
	write := func(s string) { pending += s }
	emit := func(stmts ...string) {
		flush()
		out = append(out, stmts...)
	}
	for _, e := range elems {
		switch e.kind {
		case deLit:
			pre := ""
			if sp.literal(e.text) {
				pre = " "
			}
			write(pre + e.text)
		case deParam:
			if sp.variable() {
				write(" ")
			}
			emit(g.printParam(h.params[e.params[0]], recv+"."+h.fields[e.params[0]])...)
		case deParams:
			if sp.variable() {
				write(" ")
			}
			for k, i := range e.params {
				if k > 0 {
					write(", ")
				}
				emit(g.printParam(h.params[i], recv+"."+h.fields[i])...)
			}
		case deStruct:
			if sp.variable() {
				write(" ")
			}
			for k, i := range e.params {
				sep := ""
				if k > 0 {
					sep = ", "
				}
				write(sep + h.params[i].Name + " = ")
				emit(g.printParam(h.params[i], recv+"."+h.fields[i])...)
			}
		case deCustom:
			if sp.variable() {
				write(" ")
			}
			args := []string{"p"}
			for _, i := range e.params {
				args = append(args, recv+"."+h.fields[i])
			}
			emit(fmt.Sprintf("print%s(%s)", e.text, strings.Join(args, ", ")))
		}
	}
	flush()
	return out
}

// genDefParse returns Go statements parsing the format into variables v0..vN; errRet is
// the statement returning an error value `err`.
func (g *defGen) genDefParse(h *defHolder, elems []defElem, errRet string) []string {
	var out []string
	chk := "if err != nil {\n" + errRet + "\n}"
	for _, e := range elems {
		switch e.kind {
		case deLit:
			if e.text == "" || e.text == " " || e.text == "\\n" {
				continue
			}
			if isPunctLit(e.text) {
				out = append(out, fmt.Sprintf("if err := p.Expect(%s); err != nil {\n%s\n}", q(e.text), errRet))
			} else {
				out = append(out, fmt.Sprintf("if err := p.ParseKeyword(%s); err != nil {\n%s\n}", q(e.text), errRet))
			}
		case deParam:
			i := e.params[0]
			out = append(out, "{", g.parseParam(h.params[i], fmt.Sprintf("v%d", i)), chk, "}")
		case deParams:
			for k, i := range e.params {
				if k > 0 {
					out = append(out, fmt.Sprintf("if err := p.Expect(\",\"); err != nil {\n%s\n}", errRet))
				}
				out = append(out, "{", g.parseParam(h.params[i], fmt.Sprintf("v%d", i)), chk, "}")
			}
		case deStruct:
			var names []string
			var cases []string
			for _, i := range e.params {
				names = append(names, q(h.params[i].Name))
				cases = append(cases, fmt.Sprintf("case %d:\n%s\nreturn err", len(cases), g.parseParam(h.params[i], fmt.Sprintf("v%d", i))))
			}
			out = append(out, fmt.Sprintf("if err := opdef.ParseStruct(p, []string{%s}, func(i int) error {\nswitch i {\n%s\n}\nreturn nil\n}); err != nil {\n%s\n}",
				strings.Join(names, ", "), strings.Join(cases, "\n"), errRet))
		case deCustom:
			args := []string{"p"}
			for _, i := range e.params {
				args = append(args, fmt.Sprintf("&v%d", i))
			}
			out = append(out, fmt.Sprintf("if err := parse%s(%s); err != nil {\n%s\n}", e.text, strings.Join(args, ", "), errRet))
		}
	}
	return out
}

// defGen carries what parameter code needs: the model (for enums and attribute
// definitions of other dialects) and the file (imports).
type defGen struct {
	m *model
	f *goFile
}

// qualify returns the Go name of a declaration of dialect d, importing its package when it
// is not the one generated.
func (g *defGen) qualify(d *dialectM, name string) string {
	if d == nil || d == g.m.D {
		return name
	}
	g.f.use(d.GoPackage)
	return d.goPkgName() + "." + name
}

var cppIntGo = map[string]string{"int64_t": "int64", "uint64_t": "uint64", "int32_t": "int32", "uint32_t": "uint32",
	"int16_t": "int16", "uint16_t": "uint16", "int8_t": "int8", "uint8_t": "uint8", "unsigned": "uint32", "int": "int64"}

// cppIntWidth is the width and signedness of a C++ integer parameter type of cppIntGo.
func cppIntWidth(kind string) (uint, bool) {
	switch kind {
	case "int64_t":
		return 64, true
	case "uint64_t":
		return 64, false
	case "int32_t", "int":
		return 32, true
	case "uint32_t", "unsigned":
		return 32, false
	case "int16_t":
		return 16, true
	case "uint16_t":
		return 16, false
	case "int8_t":
		return 8, true
	}
	return 8, false // uint8_t
}

func attrStorageGo(storage string) string {
	switch {
	case storage == "string":
		return "string"
	case storage == "bool":
		return "bool"
	case storage == "integer" || storage == "index" || strings.HasPrefix(storage, "int:") ||
		strings.HasPrefix(storage, "sint:") || strings.HasPrefix(storage, "uint:"):
		return "*ir.IntegerAttr"
	case storage == "array" || storage == "typeArray" || storage == "stringArray":
		return "*ir.ArrayAttr"
	case storage == "type":
		return "ir.Type"
	}
	return "ir.Attribute"
}

// goType is the Go type of a parameter field.
func (g *defGen) goType(p *paramM) string {
	switch {
	case p.Kind == "Type":
		return "ir.Type"
	case p.Kind == "shape":
		return "opdef.Shape"
	case p.Kind == "bool":
		return "bool"
	case cppIntGo[p.Kind] != "":
		return cppIntGo[p.Kind]
	case p.Kind == "enum":
		return g.qualify(p.Enum.D, p.Enum.Name)
	case p.Kind == "attrdef":
		return "*" + g.qualify(p.AttrDef.D, p.AttrDef.GoName)
	case strings.HasPrefix(p.Kind, "attr:"):
		return attrStorageGo(strings.TrimPrefix(p.Kind, "attr:"))
	}
	return "ir.Attribute"
}

func (g *defGen) printParam(p *paramM, x string) []string {
	switch t := g.goType(p); {
	case p.Kind == "Type" || t == "ir.Type":
		return []string{fmt.Sprintf("p.PrintType(%s)", x)}
	case p.Kind == "shape":
		return []string{fmt.Sprintf("opdef.PrintShape(p, %s)", x)}
	case t == "bool":
		return []string{fmt.Sprintf("opdef.PrintBool(p, %s)", x)}
	case t == "string":
		return []string{fmt.Sprintf("p.WriteQuoted(%s)", x)}
	case cppIntGo[p.Kind] != "":
		return []string{fmt.Sprintf("p.WriteString(%s)", intToString(t, x))}
	case p.Kind == "enum":
		// Integer-backed enums print as their integer attribute inside type formats.
		return []string{fmt.Sprintf("p.PrintAttr(%s.Attr())", x)}
	case p.Kind == "attrdef":
		return []string{fmt.Sprintf("%s.PrintBody(p)", x)}
	}
	return []string{fmt.Sprintf("p.PrintAttr(%s)", x)}
}

func intToString(goT, x string) string {
	if strings.HasPrefix(goT, "uint") {
		return fmt.Sprintf("strconv.FormatUint(uint64(%s), 10)", x)
	}
	return fmt.Sprintf("strconv.FormatInt(int64(%s), 10)", x)
}

// parseParam returns statements assigning the parsed value to dst and setting err.
func (g *defGen) parseParam(p *paramM, dst string) string {
	switch t := g.goType(p); {
	case p.Kind == "Type" || t == "ir.Type":
		return fmt.Sprintf("var err error\n%s, err = p.ParseType()", dst)
	case p.Kind == "shape":
		return fmt.Sprintf("var err error\n%s, err = opdef.ParseShape(p)", dst)
	case t == "bool":
		return fmt.Sprintf("var err error\n%s, err = opdef.ParseBool(p)", dst)
	case t == "string":
		return fmt.Sprintf("var err error\n%s, err = p.ParseString()", dst)
	case cppIntGo[p.Kind] != "":
		// As FieldParser<IntT>: parseInteger<IntT> refuses a literal that does not fit the
		// C++ type ("integer value too large") instead of wrapping it.
		bits, signed := cppIntWidth(p.Kind)
		return fmt.Sprintf("n, err := opdef.ParseAsmInt(p, opdef.AsmInt{Bits: %d, Signed: %v})\n%s = %s(n)", bits, signed, dst, t)
	case p.Kind == "enum":
		return fmt.Sprintf("n, err := opdef.ParseEnumParam(p, %s)\n%s = %s(n)", g.qualify(p.Enum.D, enumVar(p.Enum)), dst, t)
	case p.Kind == "attrdef":
		a := p.AttrDef
		return fmt.Sprintf("var a ir.Attribute\nvar err error\nif opdef.IsQualifiedNext(p) {\na, err = p.ParseAttribute(nil)\n} else {\na, err = %s(p)\n}\nif err == nil {\nvar ok bool\nif %s, ok = a.(*%s); !ok {\nerr = p.Errorf(\"expected %s\")\n}\n}",
			g.qualify(a.D, "Parse"+a.GoName+"Body"), dst, g.qualify(a.D, a.GoName), "#"+a.D.Name+"."+a.Mnemonic)
	case t == "*ir.IntegerAttr":
		return fmt.Sprintf("var err error\n%s, err = opdef.ParseIntegerAttr(p)", dst)
	case t == "*ir.ArrayAttr":
		return fmt.Sprintf("var err error\n%s, err = opdef.ParseArrayAttr(p)", dst)
	}
	return fmt.Sprintf("var err error\n%s, err = p.ParseAttribute(nil)", dst)
}

// equalExpr compares field x of a and b.
func (g *defGen) equalExpr(p *paramM, a, b string) string {
	switch t := g.goType(p); {
	case t == "ir.Type":
		return fmt.Sprintf("ir.TypeEqual(%s, %s)", a, b)
	case p.Kind == "shape":
		return fmt.Sprintf("%s.Equal(%s)", a, b)
	case strings.HasPrefix(t, "*") || t == "ir.Attribute":
		return fmt.Sprintf("ir.AttrEqual(%s, %s)", a, b)
	}
	return fmt.Sprintf("%s == %s", a, b)
}

// cppExpr spells a parameter for cppType templates.
func (g *defGen) cppExpr(p *paramM, x string) string {
	switch t := g.goType(p); {
	case t == "ir.Type":
		return fmt.Sprintf("cpp(%s)", x)
	case t == "bool":
		return fmt.Sprintf("opdef.CppBool(%s)", x)
	case cppIntGo[p.Kind] != "":
		return intToString(t, x)
	case p.Kind == "enum":
		return x + ".CppName()"
	case t == "string":
		return x
	case p.Kind == "shape":
		return `""`
	}
	return fmt.Sprintf("ir.AttrString(%s)", x)
}

// fieldNames picks exported Go field names for parameters, avoiding the method names of
// generated types and attributes.
func fieldNames(params []*paramM) []string {
	reserved := map[string]bool{"Print": true, "PrintBody": true, "Equal": true, "Def": true, "CppType": true,
		"HasTypeInterface": true, "AttrType": true}
	out := make([]string, len(params))
	for i, p := range params {
		n := camel(p.Name)
		if reserved[n] {
			n += "Param"
		}
		out[i] = n
	}
	return out
}
