package passes

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestRegistryLookupAndNames(t *testing.T) {
	r := testRegistry(&recorder{})
	if r.Lookup("cse") == nil || r.Lookup("no-such-pass") != nil {
		t.Fatal("Lookup")
	}
	want := []string{"boom", "canonicalize", "cse", "fail", "on-func", "unbuildable"}
	if got := r.Names(); !reflect.DeepEqual(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
	if got := r.PipelineNames(); !reflect.DeepEqual(got, []string{"both", "by-input", "repeat"}) {
		t.Errorf("PipelineNames() = %v", got)
	}
	if p, ok := r.Pipeline("both"); !ok || p.Text != "cse,canonicalize" {
		t.Errorf("Pipeline(both) = %+v, %v", p, ok)
	}
	if _, ok := r.Pipeline("cse"); ok {
		t.Error("a pass is not a pipeline")
	}
}

func TestRegistryDuplicatePanics(t *testing.T) {
	r := NewRegistry()
	r.Register(&Info{Name: "x"})
	defer func() {
		if recover() == nil {
			t.Error("registering a pass twice did not panic")
		}
	}()
	r.Register(&Info{Name: "x"})
}

func TestDescribe(t *testing.T) {
	d := testRegistry(&recorder{}).Describe()
	for _, want := range []string{
		"Passes:\n",
		"--canonicalize",
		"max-iterations=<int>", "(default 10)",
		"top-down=<bool>", "region-simplify=<string>",
		"Pass pipelines:\n", "--both", "cse then canonicalize",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("Describe() lacks %q:\n%s", want, d)
		}
	}
	if strings.Index(d, "--boom") > strings.Index(d, "--cse") {
		t.Error("passes are not listed in sorted order")
	}
}

func TestParsePipelineRoundTrip(t *testing.T) {
	r := testRegistry(&recorder{})
	for _, text := range []string{
		"builtin.module(func.func(cse,canonicalize{max-iterations=3}))",
		"builtin.module(cse,func.func(cse),canonicalize)",
		"func.func(canonicalize{top-down=false max-iterations=1})",
		"any(cse)",
	} {
		m, err := r.ParsePipeline(text)
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		if got := m.String(); got != text {
			t.Errorf("ParsePipeline(%q).String() = %q", text, got)
		}
	}
}

func TestParsePipelineStructure(t *testing.T) {
	r := testRegistry(&recorder{})
	m, err := r.ParsePipeline("  builtin.module( func.func( cse , canonicalize{max-iterations=3} ) )  ")
	if err != nil {
		t.Fatal(err)
	}
	if m.Anchor != "builtin.module" || len(m.items) != 1 || m.items[0].nested == nil {
		t.Fatalf("top level: %+v", m)
	}
	fm := m.items[0].nested
	if fm.Anchor != "func.func" || len(fm.items) != 2 {
		t.Fatalf("nested manager: %s", fm)
	}
	c := fm.items[1].pass
	if c.Info.Name != "canonicalize" || c.OptText != "max-iterations=3" {
		t.Fatalf("second pass: %+v", c)
	}
	if c.Opts.Int("max-iterations") != 3 || !c.Opts.Bool("top-down") || c.Opts["region-simplify"] != "normal" {
		t.Errorf("options with defaults: %v", c.Opts)
	}
	any, err := r.ParsePipeline("any(cse)")
	if err != nil || any.Anchor != "" {
		t.Errorf("any: anchor %q, %v", any.Anchor, err)
	}
}

func TestParsePipelineErrors(t *testing.T) {
	r := testRegistry(&recorder{})
	for _, c := range []struct{ text, err string }{
		{"cse", "expected 'op-name(...)'"},
		{"builtin.module(cse", "encountered unbalanced parentheses while parsing pipeline"},
		{"builtin.module(cse))", "encountered extra closing ')' creating unbalanced parentheses"},
		{"builtin.module(canonicalize{max-iterations=3)", "missing closing '}' while processing pass options"},
		{"builtin.module(canonicalize{", "missing closing '}' while processing pass options"},
		{"builtin.module(,cse)", "'' does not refer to a registered pass or pass pipeline"},
		{"builtin.module(cse,)", "'' does not refer to a registered pass or pass pipeline"},
		{"builtin.module(func.func())", "'' does not refer to a registered pass or pass pipeline"},
		{"builtin.module(func.func(cse)x)", "invalid pass pipeline element"},
		{"builtin.module(nope)", "'nope' does not refer to a registered pass or pass pipeline"},
		{"builtin.module(func.func(cse,nope))", "'nope' does not refer"},
		{"builtin.module(canonicalize{max-iterations=abc})", "invalid value 'abc' for integer option 'max-iterations'"},
		{"builtin.module(canonicalize{top-down=maybe})", "invalid value 'maybe' for boolean option 'top-down'"},
		{"builtin.module(canonicalize{no-such=1})", "no such option 'no-such' for pass 'canonicalize'"},
		{"builtin.module(canonicalize{max-iterations})", "option 'max-iterations' of pass 'canonicalize' needs a value"},
		{"builtin.module(repeat{n=x})", "invalid value 'x' for integer option 'n' of pass 'repeat'"},
		{"builtin.module(unbuildable)", "pass 'unbuildable': cannot build"},
	} {
		_, err := r.ParsePipeline(c.text)
		if err == nil {
			t.Errorf("%s: accepted", c.text)
			continue
		}
		if !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: error %q, want it to contain %q", c.text, err, c.err)
		}
	}
}

func TestNamedPipelinesExpand(t *testing.T) {
	r := testRegistry(&recorder{})
	m, err := r.ParsePipeline("builtin.module(both,repeat{n=3})")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := m.String(), "builtin.module(cse,canonicalize,cse,cse,cse)"; got != want {
		t.Errorf("expanded to %s, want %s", got, want)
	}
}

func TestAddPassNestsByAnchor(t *testing.T) {
	r := testRegistry(&recorder{})
	m := NewManager("builtin.module")
	if !m.Empty() {
		t.Fatal("new manager not empty")
	}
	for _, n := range []string{"on-func", "on-func", "cse", "on-func"} {
		if err := r.AddPassByName(m, n, ""); err != nil {
			t.Fatal(err)
		}
	}
	// Consecutive func passes share one nested manager, as mlir-opt nests CLI passes.
	if got, want := m.String(), "builtin.module(func.func(on-func,on-func),cse,func.func(on-func))"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if err := r.AddPassByName(m, "canonicalize", "max-iterations=x"); err == nil {
		t.Error("bad option accepted by AddPassByName")
	}
}

func TestParseOptions(t *testing.T) {
	decl := []Option{
		{Name: "flag", Kind: BoolOption, Default: "false"},
		{Name: "n", Kind: IntOption, Default: "7"},
		{Name: "s", Kind: StringOption, Default: "x"},
	}
	o, err := parseOptions("p", decl, "")
	if err != nil || o.Bool("flag") || o.Int("n") != 7 || o["s"] != "x" {
		t.Fatalf("defaults: %v, %v", o, err)
	}
	o, err = parseOptions("p", decl, "flag n=-2, s=abc")
	if err != nil {
		t.Fatal(err)
	}
	if !o.Bool("flag") || o.Int("n") != -2 || o["s"] != "abc" {
		t.Errorf("parsed: %v", o)
	}
	// The spellings of LLVM's boolean parser, which mlir-opt accepts (an empty value is true).
	for _, v := range []string{"1", "true", "True", "TRUE", ""} {
		if o, _ := parseOptions("p", decl, "flag="+v); !o.Bool("flag") {
			t.Errorf("flag=%s is false", v)
		}
	}
	for _, v := range []string{"0", "false", "False", "FALSE"} {
		if o, _ := parseOptions("p", decl, "flag="+v); o.Bool("flag") {
			t.Errorf("flag=%s is true", v)
		}
	}
	// A quoted value loses both quotes, and only a pair of them.
	for in, want := range map[string]string{`s="a b"`: "a b", `s='x,y'`: "x,y", `s="a`: `"a`, `s=""`: ""} {
		if o, err := parseOptions("p", decl, in); err != nil || o["s"] != want {
			t.Errorf("parseOptions(%s): s = %q, %v; want %q", in, o["s"], err, want)
		}
	}
	if _, err := parseOptions("p", decl, "flag=yes"); err == nil {
		t.Error("flag=yes accepted")
	}
	if _, err := parseOptions("p", decl, "n=1.5"); err == nil {
		t.Error("n=1.5 accepted")
	}
	if _, err := parseOptions("p", decl, "s"); err == nil {
		t.Error("string option without a value accepted")
	}
}

func TestSplitOptionText(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"a=1 b=2", []string{"a=1", "b=2"}},
		{"a=1,b=2", []string{"a=1", "b=2"}},
		{" a=1 ,  b ", []string{"a=1", "b"}},
		{"a={x=1 y=2} b=[1,2]", []string{"a={x=1 y=2}", "b=[1,2]"}},
		{`s="a b" t=1`, []string{`s="a b"`, "t=1"}},
	} {
		if got := splitOptionText(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("splitOptionText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSplitTop(t *testing.T) {
	got := splitTop(`a,b{x=1,y=2},c(d,e),"f,g"`)
	want := []string{"a", "b{x=1,y=2}", "c(d,e)", `"f,g"`}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("splitTop = %q, want %q", got, want)
	}
}

func TestPassTitle(t *testing.T) {
	for in, want := range map[string]string{
		"canonicalize":        "Canonicalizer",
		"cse":                 "CSE",
		"sccp":                "SCCP",
		"ascendc-insert-sync": "AscendcInsertSync",
		"a--b":                "AB",
	} {
		if got := passTitle(in); got != want {
			t.Errorf("passTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

// A pipeline expanded for its input: Resolve (what --dump-pass-pipeline shows) and Run
// expand it for the op they are given; Dump lists every option.
func TestDeferredPipeline(t *testing.T) {
	rec := &recorder{}
	r := testRegistry(rec)
	pm, err := r.ParsePipeline("builtin.module(by-input,cse)")
	if err != nil {
		t.Fatal(err)
	}
	if got := pm.String(); got != "builtin.module(by-input,cse)" {
		t.Errorf("unresolved: %s", got)
	}
	ctx, marked := parse(t, `module attributes {t.cse} {
  func.func @f() { return }
}`)
	rp, err := pm.Resolve(marked)
	if err != nil {
		t.Fatal(err)
	}
	if got := rp.String(); got != "builtin.module(cse,func.func(on-func),cse)" {
		t.Errorf("resolved for a marked module: %s", got)
	}
	_, plain := parse(t, `func.func @f() { return }`)
	if rp, err = pm.Resolve(plain); err != nil {
		t.Fatal(err)
	}
	// A blank line ends the dump, as in mlir-opt 19.
	want := "Pass Manager with 2 passes:\nbuiltin.module(canonicalize{max-iterations=3 region-simplify=normal top-down=true},cse)\n\n"
	if got := rp.Dump(); got != want {
		t.Errorf("Dump:\n got %q\nwant %q", got, want)
	}
	bad, err := r.ParsePipeline("builtin.module(by-input{bad})")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bad.Resolve(plain); err == nil || !strings.Contains(err.Error(), "pipeline 'by-input'") {
		t.Errorf("Resolve of a failing expansion: %v", err)
	}
	if err := pm.Run(marked, ctx, nil); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rec.entries(), " "); !strings.Contains(got, "on-func") {
		t.Errorf("Run did not expand for the module: %s", got)
	}
	if err := bad.Run(plain, ctx, nil); err == nil {
		t.Error("Run of a failing expansion succeeded")
	}
}

// A pipeline nested 200k levels (a reproducer's pipeline is file input) is refused at
// once instead of recursing per level over quadratic rescans; 1000 levels still parse.
func TestParsePipelineDepthBound(t *testing.T) {
	r := testRegistry(&recorder{})
	nest := func(n int) string {
		return "builtin.module(" + strings.Repeat("any(", n) + "cse" + strings.Repeat(")", n) + ")"
	}
	start := time.Now()
	_, err := r.ParsePipeline(nest(200000))
	if err == nil || !strings.Contains(err.Error(), "nesting deeper than 1000 levels") {
		t.Fatalf("200000 levels: got %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("refusing 200000 levels took %v", d)
	}
	if _, err := r.ParsePipeline(nest(998)); err != nil {
		t.Errorf("999 levels: %v", err)
	}
}
