package gogen

import "strconv"

// genEnums emits, for every enum of the dialect, a Go integer type with one constant per
// case, the opdef.EnumDef table (keywords, C++ spelling, attribute constraint) and helpers.
func genEnums(m *model, opts *Options) ([]byte, error) {
	f := newGoFile(m, opts)
	f.use(irPkg)
	f.use(opdefPkg)
	for _, e := range m.Enums {
		under := "int32"
		if e.Bitwidth > 32 {
			under = "int64"
		}
		f.p("// %s is the enum %s (%s): stored as an i%d integer attribute, spelled by keyword in custom assembly.", e.Name, e.Name, e.Rec.Name, e.Bitwidth)
		f.p("type %s %s", e.Name, under)
		f.p("")
		f.p("const (")
		for _, c := range e.Cases {
			f.p("\t%s %s = %d // %s", enumConstName(e, c), e.Name, c.Value, c.Str)
		}
		f.p(")")
		f.p("")
		f.p("// %s describes %s: cases, keywords, C++ spelling and the attribute constraint.", enumVar(e), e.Name)
		f.p("var %s = opdef.NewEnum(%s, %s, %d, %s, %s, %s, []opdef.EnumCase{", enumVar(e), q(e.Name), q(e.Rec.Name),
			e.Bitwidth, q(e.CppQualifier), q(e.AttrDialect), q(e.AttrMnemonic))
		for _, c := range e.Cases {
			f.p("\t{Symbol: %s, Value: %d, Str: %s},", q(c.Symbol), c.Value, q(c.Str))
		}
		if e.Summary != "" {
			f.p("}).WithSummary(%s)", q(e.Summary))
		} else {
			f.p("})")
		}
		f.p("")
		f.p("// String returns the assembly keyword of the case.")
		f.p("func (v %s) String() string { return %s.Keyword(int64(v)) }", e.Name, enumVar(e))
		f.p("")
		f.p("// Symbol returns the C++ symbol of the case.")
		f.p("func (v %s) Symbol() string { return %s.Symbol(int64(v)) }", e.Name, enumVar(e))
		f.p("")
		f.p("// CppName returns the case as the Ascend C emitter spells it (%s<symbol>).", e.CppQualifier)
		f.p("func (v %s) CppName() string { return %s.CppName(int64(v)) }", e.Name, enumVar(e))
		f.p("")
		f.p("// Attr returns the integer attribute holding the case.")
		f.p("func (v %s) Attr() *ir.IntegerAttr { return %s.Attr(int64(v)) }", e.Name, enumVar(e))
		f.p("")
		f.p("// %sOf reads a %s from its attribute.", e.Name, e.Name)
		f.p("func %sOf(a ir.Attribute) (%s, bool) {", e.Name, e.Name)
		f.p("\tv, ok := %s.Value(a)", enumVar(e))
		f.p("\treturn %s(v), ok", e.Name)
		f.p("}")
		f.p("")
	}
	f.p("// EnumDefs lists the enums of the %s dialect by name.", m.D.Name)
	f.p("var EnumDefs = map[string]*opdef.EnumDef{")
	for _, e := range m.Enums {
		f.p("\t%s: %s,", q(e.Name), enumVar(e))
	}
	f.p("}")
	return f.bytes("enums of dialect " + m.D.Name + " (" + strconv.Itoa(len(m.Enums)) + ")")
}

func enumVar(e *enumM) string { return e.Name + "Enum" }
