package ods_test

// TestCatalogue checks the .td definitions of the ascendc and emitasc dialects
// against the op catalogues in the shared spec: the same ops (mnemonic,
// operands and attributes with constraint and name in order, results,
// regions, assembly format, API name, traits), the same types (mnemonic,
// parameters, format), enums (cases with symbol, value, keyword) and non-enum
// attributes. It also sanity-checks the emission hints.
//
// Records come from a recordSource; today that is `llvm-tblgen --dump-json`
// (the test is skipped when no llvm-tblgen is installed).

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"testing"
)

func specDir() string {
	if d := os.Getenv("ASC_SPEC_DIR"); d != "" {
		return d
	}
	return "/work/shared/spec"
}

// dialectRoot is the directory holding dialect/ (this file is in dialect/ods).
func dialectRoot(t *testing.T) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot locate test file")
	}
	return filepath.Dir(filepath.Dir(file))
}

type dialectCase struct {
	dialect   string
	root      string // .td root relative to dialect/
	catalogue string // file in specDir
	wantOps   int
	wantTypes int
	wantEnums int
}

var dialectCases = []dialectCase{
	{"ascendc", "ascendc/AscendC.td", "ascendc-ops.md", 515, 89, 34},
	{"emitasc", "emitasc/EmitAsc.td", "emitasc-ops.md", 19, 2, 1},
}

func sources(t *testing.T) []recordSource {
	var out []recordSource
	if p := findLLVMTblgen(); p != "" {
		out = append(out, llvmTblgen{path: p})
	}
	if len(out) == 0 {
		t.Skip("no TableGen record source available (llvm-tblgen not found)")
	}
	return out
}

func TestCatalogue(t *testing.T) {
	root := dialectRoot(t)
	for _, src := range sources(t) {
		for _, dc := range dialectCases {
			t.Run(dc.dialect, func(t *testing.T) {
				catPath := filepath.Join(specDir(), dc.catalogue)
				if _, err := os.Stat(catPath); err != nil {
					t.Skipf("catalogue not available: %v", err)
				}
				cat, err := loadCatalogue(catPath, dc.dialect)
				if err != nil {
					t.Fatal(err)
				}
				if len(cat.ops) != dc.wantOps || len(cat.types) != dc.wantTypes || len(cat.enums) != dc.wantEnums {
					t.Fatalf("catalogue parse: %d ops, %d types, %d enums; want %d, %d, %d",
						len(cat.ops), len(cat.types), len(cat.enums), dc.wantOps, dc.wantTypes, dc.wantEnums)
				}
				incs := []string{filepath.Join(root, "ods"), root}
				touchTDFiles(t, append(incs, filepath.Join(root, dc.dialect)))
				rs, err := src.load(filepath.Join(root, dc.root), incs)
				if err != nil {
					t.Fatal(err)
				}
				c := &checker{t: t, rs: rs, cat: cat}
				c.checkOps()
				c.checkTypes()
				c.checkEnums()
				c.checkAttrs()
				t.Logf("%s: %d ops, %d types, %d enums, %d attributes match the catalogue",
					src.name(), c.nOps, c.nTypes, c.nEnums, c.nAttrs)
			})
		}
	}
}

// touchTDFiles reads every .td file of the include directories so that the go
// test cache notices changes to them (the record source may read them in a
// subprocess, which the cache does not see).
func touchTDFiles(t *testing.T, dirs []string) {
	for _, d := range dirs {
		files, err := filepath.Glob(filepath.Join(d, "*.td"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if _, err := os.ReadFile(f); err != nil {
				t.Fatal(err)
			}
		}
	}
}

type checker struct {
	t                            *testing.T
	rs                           *recordSet
	cat                          *catalogue
	nErr                         int // errors reported so far
	nOps, nTypes, nEnums, nAttrs int // entries that matched
}

func (c *checker) errorf(format string, args ...any) {
	c.t.Helper()
	c.nErr++
	if c.nErr == 1000 {
		c.t.Fatalf("too many errors")
	}
	c.t.Errorf(format, args...)
}

// inDialect reports whether a record's `dialect` field names a Dialect def whose
// `name` is the catalogue's dialect.
func (c *checker) inDialect(r *record) bool {
	d := c.rs.get(r.ref("dialect"))
	return d != nil && d.str("name") == c.cat.dialect
}

// render spells a constraint as the catalogue does: the def name for named
// records, `Variadic<...>`, `Optional<...>`, `OptionalAttr<...>`,
// `DefaultValuedAttr<...>` for the wrappers, "anonymous" for other anonymous
// records, and string values as they are.
func (c *checker) render(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case nil:
		return ""
	case defRef:
		r := c.rs.get(x.name)
		if r == nil {
			return "<missing " + x.name + ">"
		}
		if !r.anonymous {
			return r.name
		}
		switch {
		case r.isA("Variadic"):
			return "Variadic<" + c.render(r.fields["baseType"]) + ">"
		case r.isA("Optional"):
			return "Optional<" + c.render(r.fields["baseType"]) + ">"
		case r.isA("OptionalAttr"):
			return "OptionalAttr<" + c.render(r.fields["baseAttr"]) + ">"
		case r.isA("DefaultValuedAttr"):
			s := "DefaultValuedAttr<" + c.render(r.fields["baseAttr"])
			if r.int("hasDefault") != 0 {
				s += ", " + r.str("defaultValue")
			}
			return s + ">"
		case r.isA("AnyTypeOf"):
			var parts []string
			for _, e := range r.list("allowedTypes") {
				parts = append(parts, c.render(e))
			}
			return "AnyTypeOf<[" + strings.Join(parts, ", ") + "]>"
		}
		return "anonymous"
	}
	return fmt.Sprintf("%v", v)
}

// constraintMatches compares a catalogue constraint with a rendered record
// constraint. Two catalogue spellings are artefacts of how the catalogue was
// extracted and have no ODS name:
//   - `" or "` is the summary of an anonymous two-way type union; it matches
//     AnyTypeOf<[A, B]>.
//   - `anonymous_N` is an anonymous constraint (a sized region); it matches
//     any anonymous record.
func constraintMatches(cat, got string) bool {
	switch {
	case cat == got:
		return true
	case cat == `" or "`:
		return strings.HasPrefix(got, "AnyTypeOf<[") && strings.Count(got, ",") == 1
	case strings.HasPrefix(cat, "anonymous_"):
		return got == "anonymous"
	}
	return false
}

func (c *checker) compareArgs(what string, cat []catArg, got dagValue) {
	c.t.Helper()
	if len(cat) != len(got.args) {
		c.errorf("%s: %d entries, catalogue has %d\n  got:  %s\n  want: %s",
			what, len(got.args), len(cat), c.dagString(got), catArgsString(cat))
		return
	}
	for i, a := range cat {
		g := got.args[i]
		rc := c.render(g.val)
		if !constraintMatches(a.constraint, rc) && !c.refinesAnyType(a.constraint, g.val) || a.name != g.name {
			c.errorf("%s #%d: got %s:$%s, catalogue %s:$%s", what, i, rc, g.name, a.constraint, a.name)
		}
	}
}

// refinesAnyType reports whether a catalogue constraint AnyType (or Optional<AnyType>,
// Variadic<AnyType>) is matched by a constraint marked refinesAnyType (wrapped the same
// way): the .td narrows an operand PyAsc's ODS leaves untyped, deliberately and visibly.
func (c *checker) refinesAnyType(cat string, v any) bool {
	ref, ok := v.(defRef)
	if !ok {
		return false
	}
	r := c.rs.get(ref.name)
	if r == nil {
		return false
	}
	for _, w := range []string{"Optional", "Variadic"} {
		if cat == w+"<AnyType>" {
			if !r.anonymous || !r.isA(w) {
				return false
			}
			base, ok := r.fields["baseType"].(defRef)
			if !ok {
				return false
			}
			r = c.rs.get(base.name)
			return r != nil && r.int("refinesAnyType") == 1
		}
	}
	return cat == "AnyType" && r.int("refinesAnyType") == 1
}

func (c *checker) dagString(d dagValue) string {
	var parts []string
	for _, a := range d.args {
		parts = append(parts, c.render(a.val)+":$"+a.name)
	}
	return strings.Join(parts, ", ")
}

func catArgsString(as []catArg) string {
	var parts []string
	for _, a := range as {
		parts = append(parts, a.constraint+":$"+a.name)
	}
	return strings.Join(parts, ", ")
}

var (
	callStyles = map[string]bool{"": true, "func": true, "member": true, "ctor": true, "operator": true, "custom": true}
	pipes      = map[string]bool{"": true, "V": true, "M": true, "MTE1": true, "MTE2": true, "MTE3": true, "FIX": true, "S": true, "copy": true}
)

func (c *checker) checkOps() {
	got := map[string]*record{}
	for _, r := range c.rs.derived("Op") {
		if !c.inDialect(r) {
			continue
		}
		m := r.str("mnemonic")
		if prev := got[m]; prev != nil {
			c.errorf("op %s defined twice (%s, %s)", m, prev.name, r.name)
		}
		got[m] = r
	}
	for _, m := range sortedKeys(got) {
		if c.cat.ops[m] == nil {
			c.errorf("op %s (%s) is not in the catalogue", m, got[m].name)
		}
	}
	for _, m := range c.cat.opOrder {
		want := c.cat.ops[m]
		r := got[m]
		if r == nil {
			c.errorf("op %s is missing", m)
			continue
		}
		before := c.nErr
		what := "op " + m
		c.compareArgs(what+" arguments", want.args, r.dag("arguments"))
		c.compareArgs(what+" results", want.results, r.dag("results"))
		c.compareArgs(what+" regions", want.regions, r.dag("regions"))
		if n := len(r.dag("successors").args); n != 0 {
			c.errorf("%s: %d successors, catalogue has none", what, n)
		}
		if want.custom {
			if r.int("hasCustomAssemblyFormat") != 1 || r.str("assemblyFormat") != "" {
				c.errorf("%s: want hasCustomAssemblyFormat = 1 and no assemblyFormat", what)
			}
		} else if f := r.str("assemblyFormat"); (f != want.format && formatDeviations[m] != f) || r.int("hasCustomAssemblyFormat") != 0 {
			c.errorf("%s: assemblyFormat\n  got:  %q\n  want: %q", what, f, want.format)
		}
		if api := r.str("apiName"); api != want.api {
			c.errorf("%s: apiName %q, catalogue %q", what, api, want.api)
		}
		var traits []string
		for _, tv := range r.list("traits") {
			tr := c.rs.get(tv.(defRef).name)
			if tr == nil {
				c.errorf("%s: unknown trait record %v", what, tv)
				continue
			}
			if tr.str("traitName") == "SingleBlockImplicitTerminator" {
				// Not in the catalogue's lists: implied by how PyAsc prints the bodies.
				continue
			}
			traits = append(traits, tr.str("traitName"))
		}
		if g, w := sortedCopy(traits), sortedCopy(want.traits); strings.Join(g, ",") != strings.Join(w, ",") {
			c.errorf("%s: traits\n  got:  %v\n  want: %v", what, g, w)
		}
		if s := r.str("callStyle"); !callStyles[s] {
			c.errorf("%s: unknown callStyle %q", what, s)
		}
		if p := r.str("pipe"); !pipes[p] {
			c.errorf("%s: unknown pipe %q", what, p)
		}
		if (r.str("callStyle") == "func" || r.str("callStyle") == "member" || r.str("callStyle") == "operator") && r.str("apiName") == "" {
			c.errorf("%s: callStyle %q needs an apiName", what, r.str("callStyle"))
		}
		c.checkHintRefs(what, r)
		if c.nErr == before {
			c.nOps++
		}
	}
}

var hintRefRe = regexp.MustCompile(`\$(\w+)`)

// checkHintRefs checks that templateArgs and callArgs only name arguments and
// results of the op.
func (c *checker) checkHintRefs(what string, r *record) {
	names := map[string]bool{}
	for _, field := range []string{"arguments", "results"} {
		for _, a := range r.dag(field).args {
			names[a.name] = true
		}
	}
	for _, field := range []string{"templateArgs", "callArgs"} {
		for _, m := range hintRefRe.FindAllStringSubmatch(r.str(field), -1) {
			if !names[m[1]] {
				c.errorf("%s: %s refers to unknown $%s", what, field, m[1])
			}
		}
	}
}

func (c *checker) checkTypes() {
	got := map[string]*record{}
	for _, r := range c.rs.derived("TypeDef") {
		if c.inDialect(r) {
			got[r.str("mnemonic")] = r
		}
	}
	for _, m := range sortedKeys(got) {
		if c.cat.types[m] == nil {
			c.errorf("type %s (%s) is not in the catalogue", m, got[m].name)
		}
	}
	for _, m := range sortedKeys(c.cat.types) {
		want := c.cat.types[m]
		r := got[m]
		if r == nil {
			c.errorf("type %s is missing", m)
			continue
		}
		what := "type " + m
		before := c.nErr
		if r.name != want.defName {
			c.errorf("%s: def %s, catalogue %s", what, r.name, want.defName)
		}
		params := r.dag("parameters")
		if typeDeviations[m] {
			c.nTypes++
			continue
		}
		if len(params.args) != len(want.params) {
			c.errorf("%s: %d parameters, catalogue has %d", what, len(params.args), len(want.params))
		} else {
			for i, p := range want.params {
				g := params.args[i]
				kind := c.render(g.val)
				// The catalogue prints an empty kind for a parameter given as a
				// record (our ShapeParameter) rather than a kind string.
				if _, isRec := g.val.(defRef); isRec && p.constraint == "" && c.rs.get(g.val.(defRef).name).isA("TypeParameter") {
					kind = ""
				}
				if kind != p.constraint || g.name != p.name {
					c.errorf("%s parameter #%d: got %q:$%s, catalogue %q:$%s", what, i, kind, g.name, p.constraint, p.name)
				}
			}
		}
		if f := normSpace(r.str("assemblyFormat")); f != normSpace(want.format) {
			c.errorf("%s: assemblyFormat\n  got:  %q\n  want: %q", what, f, normSpace(want.format))
		}
		if want.format == "" && len(want.params) > 0 && r.int("hasCustomAssemblyFormat") != 1 {
			c.errorf("%s: parameters without a format need hasCustomAssemblyFormat = 1", what)
		}
		if c.nErr == before {
			c.nTypes++
		}
	}
}

func (c *checker) checkEnums() {
	byEnum := map[string]*record{}
	for _, r := range c.rs.derived("EnumAttr") {
		byEnum[r.str("enumName")] = r
	}
	if len(byEnum) != len(c.cat.enums) {
		c.errorf("%d enums defined, catalogue has %d", len(byEnum), len(c.cat.enums))
	}
	for _, want := range c.cat.enums {
		r := byEnum[want.enumName]
		what := "enum " + want.enumName
		before := c.nErr
		if r == nil {
			c.errorf("%s is missing", what)
			continue
		}
		if want.defName != "" && r.name != want.defName {
			c.errorf("%s: def %s, catalogue %s", what, r.name, want.defName)
		}
		if want.mnemonic != "" {
			if r.str("mnemonic") != want.mnemonic || !c.inDialect(r) {
				c.errorf("%s: want dialect attribute #%s<%s ...>", what, c.cat.dialect, want.mnemonic)
			}
		}
		cases := r.list("cases")
		if len(cases) != len(want.cases) {
			c.errorf("%s: %d cases, catalogue has %d", what, len(cases), len(want.cases))
			continue
		}
		for i, wc := range want.cases {
			cr := c.rs.get(cases[i].(defRef).name)
			wstr := wc.str
			if wstr == "" {
				wstr = wc.symbol
			}
			if cr.str("symbol") != wc.symbol || cr.int("value") != wc.value || cr.str("str") != wstr {
				c.errorf("%s case #%d: got %s=%d %q, catalogue %s=%d %q", what, i,
					cr.str("symbol"), cr.int("value"), cr.str("str"), wc.symbol, wc.value, wstr)
			}
		}
		if c.nErr == before {
			c.nEnums++
		}
	}
}

func (c *checker) checkAttrs() {
	got := map[string]*record{}
	for _, r := range c.rs.derived("AttrDef") {
		if c.inDialect(r) {
			got[r.str("mnemonic")] = r
		}
	}
	if len(got) != len(c.cat.attrs) {
		c.errorf("%d attribute defs, catalogue has %d", len(got), len(c.cat.attrs))
	}
	for _, m := range sortedKeys(c.cat.attrs) {
		want := c.cat.attrs[m]
		r := got[m]
		if r == nil {
			c.errorf("attribute %s is missing", m)
			continue
		}
		before := c.nErr
		if r.name != want.defName {
			c.errorf("attribute %s: def %s, catalogue %s", m, r.name, want.defName)
		}
		c.compareArgs("attribute "+m+" parameters", want.params, r.dag("parameters"))
		if f := r.str("assemblyFormat"); normSpace(f) != normSpace(want.format) {
			c.errorf("attribute %s: assemblyFormat %q, catalogue %q", m, f, want.format)
		}
		if c.nErr == before {
			c.nAttrs++
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func sortedCopy(s []string) []string {
	out := append([]string(nil), s...)
	sort.Strings(out)
	return out
}

// formatDeviations lists ops whose format departs from the catalogue because the PyAsc
// conformance tests show the IR PyAsc really prints; the tests win over the catalogue.
var formatDeviations = map[string]string{
	// Target/AscendC/matmul.mlir prints the absent local tensor's type as an empty slot
	// ("i1, i1, , i1"), which only a non-optional type directive produces.
	"matmul.iterate": "$matmul `,` $partialsum `,` $sync attr-dict (`,` $localCmaxtrix^)? `:` qualified(type($matmul)) `,` type($partialsum) `,` type($sync) `,` type($localCmaxtrix) `,` type($result)",
}

// typeDeviations lists types whose parameters depart from the catalogue because the PyAsc
// conformance tests use them so.
var typeDeviations = map[string]bool{
	// Target/AscendC/core.mlir writes !ascendc.load_data_3d_params_v2<f32>; basic/mm.mlir the
	// bare form. The element type is an optional parameter.
	"load_data_3d_params_v2": true,
}
