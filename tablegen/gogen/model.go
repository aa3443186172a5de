package gogen

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ascend-toolchain/asc/tablegen"
)

// The model is the backends' view of one dialect's records, read once through the
// record API and checked: every field a backend needs is resolved here, so the emitters
// below only format text.

type dialectM struct {
	Rec                                   *tablegen.Record
	Name, GoPackage, Summary, Description string
}

// goPkgName is the last element of the Go import path.
func (d *dialectM) goPkgName() string { return filepath.Base(d.GoPackage) }

type model struct {
	rk       *tablegen.RecordKeeper
	D        *dialectM
	Ops      []*opM
	Types    []*typeM
	AttrDefs []*attrDefM
	Enums    []*enumM
	// lookups across dialects (records of other dialects may be referenced)
	typeByRec  map[*tablegen.Record]*typeM
	attrByRec  map[*tablegen.Record]*attrDefM
	enumByRec  map[*tablegen.Record]*enumM
	dialects   map[*tablegen.Record]*dialectM
	enumByName map[string]*enumM // by enumName, this dialect first
}

type argM struct {
	Name string
	Rec  *tablegen.Record
	// For operands/results: arity "single"/"variadic"/"optional" and the base constraint.
	Arity string
	Base  *tablegen.Record
	// For attributes.
	IsAttr       bool
	Optional     bool
	HasDefault   bool
	DefaultValue string
}

type regionM struct {
	Name      string
	NumBlocks int64
	Summary   string
}

type opM struct {
	Rec                    *tablegen.Record
	Mnemonic, FullName     string
	GoName                 string
	Args, Results          []*argM
	Regions                []*regionM
	Successors             []string
	Native, Interfaces     []string
	Relations              []relationM // type relations, predicates before native traits
	ImplicitTerminator     string      // op name of a SingleBlockImplicitTerminator trait
	Format                 string
	CustomFormat           bool
	HasVerifier, HasFolder bool
	HasCanonicalizer       bool
	Summary, Description   string
	Emission               *emissionM
}

// relationM is a TypeRelation or NativeTypeTrait of an op (see OpBase.td).
type relationM struct {
	Kind    string
	Names   []string
	Summary string
}

// nativeRelations are the relation kinds MLIR verifies as native traits, after the
// predicate traits.
var nativeRelations = map[string]bool{"sameOperandTypes": true, "sameShape": true, "sameElementType": true}

var relationKinds = map[string]bool{"allTypes": true, "allElementTypes": true, "elementTypeOf": true, "i1SameShape": true,
	"sameOperandTypes": true, "sameShape": true, "sameElementType": true}

type emissionM struct {
	APIName, CallStyle, TemplateArgs, CallArgs, Pipe string
}

type paramM struct {
	Name string
	// Kind: "Type", "shape", "bool", C++ integer kinds, an enum ("enum"), an AttrDef
	// ("attrdef"), or an attribute storage ("attr:<storage>") for AttrDef parameters.
	Kind    string
	Spelled string // the kind as written in the .td file (doc, metadata)
	Enum    *enumM
	AttrDef *attrDefM
}

type typeM struct {
	Rec                  *tablegen.Record
	D                    *dialectM
	Mnemonic, GoName     string
	Params               []*paramM
	Format               string
	CustomFormat         bool
	Interfaces           []string
	CppType              string
	Summary, Description string
}

type attrDefM struct {
	Rec              *tablegen.Record
	D                *dialectM
	Mnemonic, GoName string
	Params           []*paramM
	Format           string
	CustomFormat     bool
	Description      string
}

type enumCaseM struct {
	Symbol, Str string
	Value       int64
}

type enumM struct {
	Rec                       *tablegen.Record
	D                         *dialectM // owning dialect (by `dialect` or by location)
	Name                      string    // enumName
	Bitwidth                  int64
	CppQualifier              string
	Cases                     []enumCaseM
	AttrDialect, AttrMnemonic string // set when it has `#dialect<mnemonic ...>` syntax
	Summary                   string
}

func loadModel(rk *tablegen.RecordKeeper, dialect string) (*model, error) {
	m := &model{rk: rk, typeByRec: map[*tablegen.Record]*typeM{}, attrByRec: map[*tablegen.Record]*attrDefM{},
		enumByRec: map[*tablegen.Record]*enumM{}, dialects: map[*tablegen.Record]*dialectM{}, enumByName: map[string]*enumM{}}
	var names []string
	for _, r := range rk.DefsDerivedFrom("Dialect") {
		d := &dialectM{Rec: r, Name: r.GetStringOr("name", ""), GoPackage: r.GetStringOr("goPackage", ""),
			Summary: r.GetStringOr("summary", ""), Description: r.GetStringOr("description", "")}
		m.dialects[r] = d
		names = append(names, d.Name)
		if d.Name == dialect || dialect == "" && len(rk.DefsDerivedFrom("Dialect")) == 1 {
			m.D = d
		}
	}
	if m.D == nil {
		if dialect == "" {
			return nil, fmt.Errorf("--dialect is required (dialects: %s)", strings.Join(names, ", "))
		}
		return nil, fmt.Errorf("no dialect named '%s' (dialects: %s)", dialect, strings.Join(names, ", "))
	}
	if m.D.GoPackage == "" {
		return nil, fmt.Errorf("dialect '%s' has no goPackage", m.D.Name)
	}
	// Enums first: types and ops refer to them.
	for _, r := range rk.DefsDerivedFrom("EnumAttr") {
		e, err := m.loadEnum(r)
		if err != nil {
			return nil, err
		}
		m.enumByRec[r] = e
		if e.D == m.D {
			m.Enums = append(m.Enums, e)
		}
	}
	for _, e := range m.Enums {
		m.enumByName[e.Name] = e
	}
	for _, e := range m.enumByRec {
		if _, ok := m.enumByName[e.Name]; !ok {
			m.enumByName[e.Name] = e
		}
	}
	for _, r := range rk.DefsDerivedFrom("AttrDef") {
		a, err := m.loadAttrDefHead(r)
		if err != nil {
			return nil, err
		}
		m.attrByRec[r] = a
		if a.D == m.D {
			m.AttrDefs = append(m.AttrDefs, a)
		}
	}
	for _, a := range m.attrByRec {
		if err := m.loadParams(a.Rec, &a.Params); err != nil {
			return nil, err
		}
	}
	for _, r := range rk.DefsDerivedFrom("TypeDef") {
		t, err := m.loadType(r)
		if err != nil {
			return nil, err
		}
		m.typeByRec[r] = t
		if t.D == m.D {
			m.Types = append(m.Types, t)
		}
	}
	for _, r := range rk.DefsDerivedFrom("Op") {
		d, err := r.GetDef("dialect")
		if err != nil {
			return nil, err
		}
		if m.dialects[d] != m.D {
			continue
		}
		op, err := m.loadOp(r)
		if err != nil {
			return nil, err
		}
		m.Ops = append(m.Ops, op)
	}
	sort.Slice(m.Ops, func(i, j int) bool { return m.Ops[i].FullName < m.Ops[j].FullName })
	sort.Slice(m.Types, func(i, j int) bool { return m.Types[i].Mnemonic < m.Types[j].Mnemonic })
	sort.Slice(m.AttrDefs, func(i, j int) bool { return m.AttrDefs[i].Mnemonic < m.AttrDefs[j].Mnemonic })
	sort.Slice(m.Enums, func(i, j int) bool { return m.Enums[i].Name < m.Enums[j].Name })
	return m, m.checkNames()
}

// checkNames rejects Go identifier collisions among generated declarations.
func (m *model) checkNames() error {
	seen := map[string]string{}
	add := func(name, what string) error {
		if prev, ok := seen[name]; ok {
			return fmt.Errorf("generated Go name %s of %s collides with %s", name, what, prev)
		}
		seen[name] = what
		return nil
	}
	for _, o := range m.Ops {
		if err := add(o.GoName, o.FullName); err != nil {
			return err
		}
	}
	for _, t := range m.Types {
		if err := add(t.GoName, "!"+m.D.Name+"."+t.Mnemonic); err != nil {
			return err
		}
	}
	for _, a := range m.AttrDefs {
		if err := add(a.GoName, "#"+m.D.Name+"."+a.Mnemonic); err != nil {
			return err
		}
	}
	for _, e := range m.Enums {
		if err := add(e.Name, "enum "+e.Name); err != nil {
			return err
		}
		for _, c := range e.Cases {
			if err := add(enumConstName(e, c), "enum case "+e.Name+"::"+c.Symbol); err != nil {
				return err
			}
		}
	}
	return nil
}

// dialectOfRecord returns the dialect of a record with a `dialect` field, or nil.
func (m *model) dialectOfRecord(r *tablegen.Record) *dialectM {
	if r.IsUnset("dialect") {
		return nil
	}
	d, err := r.GetDef("dialect")
	if err != nil {
		return nil
	}
	return m.dialects[d]
}

func (m *model) loadEnum(r *tablegen.Record) (*enumM, error) {
	e := &enumM{Rec: r, Name: r.GetStringOr("enumName", r.Name), CppQualifier: r.GetStringOr("cppQualifier", ""),
		Summary: r.GetStringOr("summary", "")}
	var err error
	if e.Bitwidth, err = r.GetInt("bitwidth"); err != nil {
		return nil, err
	}
	if d := m.dialectOfRecord(r); d != nil {
		e.D = d
		e.AttrDialect, e.AttrMnemonic = d.Name, r.GetStringOr("mnemonic", "")
		if e.AttrMnemonic == "" {
			e.AttrDialect = ""
		}
	} else {
		// An enum without `dialect` belongs to the dialect defined in its directory.
		dir := filepath.Dir(r.Loc.Filename)
		for _, d := range m.dialects {
			if filepath.Dir(d.Rec.Loc.Filename) == dir {
				e.D = d
			}
		}
	}
	cases, err := r.GetDefList("cases")
	if err != nil {
		return nil, err
	}
	for _, c := range cases {
		v, err := c.GetInt("value")
		if err != nil {
			return nil, err
		}
		sym, err := c.GetString("symbol")
		if err != nil {
			return nil, err
		}
		e.Cases = append(e.Cases, enumCaseM{Symbol: sym, Str: c.GetStringOr("str", sym), Value: v})
	}
	return e, nil
}

func (m *model) loadAttrDefHead(r *tablegen.Record) (*attrDefM, error) {
	d := m.dialectOfRecord(r)
	if d == nil {
		return nil, fmt.Errorf("%s: AttrDef without dialect", r.Name)
	}
	mn := r.GetStringOr("mnemonic", "")
	return &attrDefM{Rec: r, D: d, Mnemonic: mn, GoName: camel(mn) + "Attr", Format: r.GetStringOr("assemblyFormat", ""),
		CustomFormat: r.GetBitOr("hasCustomAssemblyFormat", false), Description: r.GetStringOr("description", "")}, nil
}

func (m *model) loadType(r *tablegen.Record) (*typeM, error) {
	d := m.dialectOfRecord(r)
	if d == nil {
		return nil, fmt.Errorf("%s: TypeDef without dialect", r.Name)
	}
	mn := r.GetStringOr("mnemonic", "")
	t := &typeM{Rec: r, D: d, Mnemonic: mn, GoName: camel(mn) + "Type", Format: r.GetStringOr("assemblyFormat", ""),
		CustomFormat: r.GetBitOr("hasCustomAssemblyFormat", false), CppType: r.GetStringOr("cppType", ""),
		Summary: r.GetStringOr("summary", ""), Description: r.GetStringOr("description", "")}
	if t.CppType == "" {
		// Default: AscendC:: + the def name without its dialect prefix (AscendC_Foo -> Foo).
		n := r.Name
		if i := strings.IndexByte(n, '_'); i >= 0 {
			n = n[i+1:]
		}
		t.CppType = "AscendC::" + n
	}
	if !r.IsUnset("typeInterfaces") {
		ifs, err := r.GetStringList("typeInterfaces")
		if err != nil {
			return nil, err
		}
		t.Interfaces = ifs
	}
	if err := m.loadParams(r, &t.Params); err != nil {
		return nil, err
	}
	return t, nil
}

// loadParams reads `parameters` of a TypeDef or AttrDef.
func (m *model) loadParams(r *tablegen.Record, out *[]*paramM) error {
	dag, err := r.GetDag("parameters")
	if err != nil {
		return err
	}
	for i := 0; i < dag.NumArgs(); i++ {
		p := &paramM{Name: dag.ArgName(i)}
		if p.Name == "" {
			return fmt.Errorf("%s: parameter %d has no name", r.Name, i)
		}
		if s, ok := tablegen.AsString(dag.Arg(i)); ok {
			p.Spelled = s
			if err := m.resolveParamKind(p, s); err != nil {
				return fmt.Errorf("%s: parameter %s: %v", r.Name, p.Name, err)
			}
		} else if d := dag.ArgDef(i); d != nil {
			p.Spelled = d.Name
			switch {
			case d.IsSubClassOfName("TypeParameter"):
				p.Kind = d.GetStringOr("kind", "")
				if p.Kind != "shape" {
					if err := m.resolveParamKind(p, p.Kind); err != nil {
						return fmt.Errorf("%s: parameter %s: %v", r.Name, p.Name, err)
					}
				}
			case d.IsSubClassOfName("EnumAttr"):
				p.Kind, p.Enum = "enum", m.enumByRec[d]
			case d.IsSubClassOfName("AttrDef"):
				p.Kind, p.AttrDef = "attrdef", m.attrByRec[d]
			case d.IsSubClassOfName("Attr"):
				p.Kind = "attr:" + d.GetStringOr("storage", "any")
			default:
				return fmt.Errorf("%s: parameter %s: unsupported kind %s", r.Name, p.Name, d.Name)
			}
		} else {
			return fmt.Errorf("%s: parameter %s: unsupported kind %s", r.Name, p.Name, dag.Arg(i))
		}
		*out = append(*out, p)
	}
	return nil
}

var cppIntKinds = map[string]bool{"int64_t": true, "uint64_t": true, "int32_t": true, "uint32_t": true,
	"int16_t": true, "uint16_t": true, "int8_t": true, "uint8_t": true, "unsigned": true, "int": true}

func (m *model) resolveParamKind(p *paramM, s string) error {
	switch {
	case s == "Type" || s == "bool" || cppIntKinds[s]:
		p.Kind = s
		return nil
	case strings.HasSuffix(s, "Attr"):
		if e := m.enumByName[strings.TrimSuffix(s, "Attr")]; e != nil {
			p.Kind, p.Enum = "enum", e
			return nil
		}
		for r, a := range m.attrByRec {
			if strings.HasSuffix(r.Name, "_"+s) || r.Name == s {
				p.Kind, p.AttrDef = "attrdef", a
				return nil
			}
		}
	}
	return fmt.Errorf("unknown parameter kind '%s'", s)
}

// loadOp reads an Op record: its flags and texts, then arguments, results, regions,
// successors and traits, each by its own method.
func (m *model) loadOp(r *tablegen.Record) (*opM, error) {
	mn, err := r.GetString("mnemonic")
	if err != nil {
		return nil, err
	}
	op := &opM{Rec: r, Mnemonic: mn, FullName: m.D.Name + "." + mn, GoName: camel(mn) + "Op",
		Format: strings.TrimSpace(r.GetStringOr("assemblyFormat", "")), CustomFormat: r.GetBitOr("hasCustomAssemblyFormat", false),
		HasVerifier: r.GetBitOr("hasVerifier", false), HasFolder: r.GetBitOr("hasFolder", false),
		HasCanonicalizer: r.GetBitOr("hasCanonicalizer", false),
		Summary:          r.GetStringOr("summary", ""), Description: r.GetStringOr("description", "")}
	if op.CustomFormat && op.Format != "" {
		return nil, fmt.Errorf("%s: both assemblyFormat and hasCustomAssemblyFormat", r.Name)
	}
	if r.HasField("apiName") {
		op.Emission = &emissionM{APIName: r.GetStringOr("apiName", ""), CallStyle: r.GetStringOr("callStyle", ""),
			TemplateArgs: r.GetStringOr("templateArgs", ""), CallArgs: r.GetStringOr("callArgs", ""), Pipe: r.GetStringOr("pipe", "")}
	}
	for _, load := range []func(*opM) error{loadOpArgs, loadOpResults, loadOpRegions, loadOpSuccessors, loadOpTraits} {
		if err := load(op); err != nil {
			return nil, err
		}
	}
	return op, nil
}

// loadOpArgs reads the `arguments` dag: attributes and operands in declaration order.
func loadOpArgs(op *opM) error {
	r := op.Rec
	args, err := r.GetDag("arguments")
	if err != nil {
		return err
	}
	for i := 0; i < args.NumArgs(); i++ {
		d := args.ArgDef(i)
		if d == nil {
			return fmt.Errorf("%s: argument %d is not a constraint record: %s", r.Name, i, args.Arg(i))
		}
		a := &argM{Name: args.ArgName(i), Rec: d}
		switch {
		case d.IsSubClassOfName("Attr"):
			if err := loadAttrArg(a, d); err != nil {
				return err
			}
			if a.Name == "" {
				return fmt.Errorf("%s: attribute argument %d has no name", r.Name, i)
			}
		case d.IsSubClassOfName("TypeConstraint"):
			if err := operandArity(a, d); err != nil {
				return fmt.Errorf("%s: %v", r.Name, err)
			}
		default:
			return fmt.Errorf("%s: argument %s: %s is neither an Attr nor a TypeConstraint", r.Name, a.Name, d.Name)
		}
		op.Args = append(op.Args, a)
	}
	return nil
}

// loadAttrArg fills an attribute argument from its Attr record d; Base is the
// attribute under any wrappers (optional, default-valued...), found through baseAttr.
func loadAttrArg(a *argM, d *tablegen.Record) error {
	a.IsAttr = true
	a.Optional = d.GetBitOr("isOptional", false)
	a.HasDefault = d.GetBitOr("hasDefault", false)
	a.DefaultValue = d.GetStringOr("defaultValue", "")
	a.Base = d
	for !a.Base.IsUnset("baseAttr") {
		b, err := a.Base.GetDef("baseAttr")
		if err != nil {
			return err
		}
		a.Base = b
	}
	return nil
}

// loadOpResults reads the `results` dag.
func loadOpResults(op *opM) error {
	r := op.Rec
	res, err := r.GetDag("results")
	if err != nil {
		return err
	}
	for i := 0; i < res.NumArgs(); i++ {
		d := res.ArgDef(i)
		if d == nil || !d.IsSubClassOfName("TypeConstraint") {
			return fmt.Errorf("%s: result %d is not a TypeConstraint", r.Name, i)
		}
		a := &argM{Name: res.ArgName(i), Rec: d}
		if err := operandArity(a, d); err != nil {
			return fmt.Errorf("%s: %v", r.Name, err)
		}
		op.Results = append(op.Results, a)
	}
	return nil
}

// loadOpRegions reads the `regions` dag.
func loadOpRegions(op *opM) error {
	r := op.Rec
	regs, err := r.GetDag("regions")
	if err != nil {
		return err
	}
	for i := 0; i < regs.NumArgs(); i++ {
		d := regs.ArgDef(i)
		if d == nil || !d.IsSubClassOfName("Region") {
			return fmt.Errorf("%s: region %d is not a Region", r.Name, i)
		}
		n, _ := d.GetInt("numBlocks")
		op.Regions = append(op.Regions, &regionM{Name: regs.ArgName(i), NumBlocks: n, Summary: d.GetStringOr("summary", "")})
	}
	return nil
}

// loadOpSuccessors reads the names of the `successors` dag.
func loadOpSuccessors(op *opM) error {
	succ, err := op.Rec.GetDag("successors")
	if err != nil {
		return err
	}
	for i := 0; i < succ.NumArgs(); i++ {
		op.Successors = append(op.Successors, succ.ArgName(i))
	}
	return nil
}

// loadOpTraits sorts the `traits` list into native traits (with the implicit
// terminator of SingleBlockImplicitTerminator) and interfaces.
func loadOpTraits(op *opM) error {
	r := op.Rec
	traits, err := r.GetDefList("traits")
	if err != nil {
		return err
	}
	for _, t := range traits {
		name := t.GetStringOr("traitName", t.Name)
		switch t.GetStringOr("traitKind", "") {
		case "native":
			if _, ok := nativeTraits[name]; !ok {
				return fmt.Errorf("%s: unknown native trait %s", r.Name, name)
			}
			op.Native = append(op.Native, name)
			if name == "SingleBlockImplicitTerminator" {
				op.ImplicitTerminator = t.GetStringOr("terminatorOp", "")
			}
		case "interface":
			op.Interfaces = append(op.Interfaces, name)
		case "relation":
			if !relationKinds[name] {
				return fmt.Errorf("%s: unknown type relation %s", r.Name, name)
			}
			names, err := t.GetStringList("names")
			if err != nil {
				return err
			}
			op.Relations = append(op.Relations, relationM{Kind: name, Names: names, Summary: t.GetStringOr("summary", "")})
		default:
			return fmt.Errorf("%s: trait %s has unknown kind", r.Name, t.Name)
		}
	}
	sort.SliceStable(op.Relations, func(i, j int) bool {
		return !nativeRelations[op.Relations[i].Kind] && nativeRelations[op.Relations[j].Kind]
	})
	return nil
}

func operandArity(a *argM, d *tablegen.Record) error {
	a.Arity = d.GetStringOr("arity", "single")
	a.Base = d
	if a.Arity != "single" {
		b, err := d.GetDef("baseType")
		if err != nil {
			return err
		}
		a.Base = b
	}
	switch a.Arity {
	case "single", "variadic", "optional":
		return nil
	}
	return fmt.Errorf("%s: unknown arity %q", a.Name, a.Arity)
}

// nativeTraits maps OpBase.td native trait names to ir.Trait constants.
var nativeTraits = map[string]string{
	"Pure":                          "ir.TraitPure",
	"Commutative":                   "ir.TraitCommutative",
	"Terminator":                    "ir.TraitTerminator",
	"IsolatedFromAbove":             "ir.TraitIsolatedFromAbove",
	"SingleBlock":                   "ir.TraitSingleBlock",
	"NoTerminator":                  "ir.TraitNoTerminator",
	"SameOperandsAndResultType":     "ir.TraitSameOperandsAndResultType",
	"AttrSizedOperandSegments":      "ir.TraitAttrSizedOperandSegments",
	"AttrSizedResultSegments":       "ir.TraitAttrSizedResultSegments",
	"SingleBlockImplicitTerminator": "ir.TraitSingleBlock",
	"MemRead":                       "ir.TraitMemRead",
}
