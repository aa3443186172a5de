package lsp

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// analysed opens text in a server without a client and returns the analysed document.
func analysed(t *testing.T, text string) (*Server, *document) {
	t.Helper()
	s := NewServer(strings.NewReader(""), &strings.Builder{}, Options{ctx: fuzzCtx()})
	d := newDocument("file:///t.mlir", 1, []byte(text), false)
	s.analyze(d)
	return s, d
}

func TestDiagnosticOnAChunksFirstLine(t *testing.T) {
	text := "func.func @a() {\n  return\n}\n// ----- garbage\n"
	_, d := analysed(t, text)
	if len(d.diags) != 1 {
		t.Fatalf("diagnostics: %+v", d.diags)
	}
	at := strings.Index(text, "garbage")
	if got := d.diags[0].Range; got != d.rangeOf(span{at, at + len("garbage")}) {
		t.Errorf("range %+v, want the word garbage (%+v)", got, d.rangeOf(span{at, at + 7}))
	}
}

// TestConvertDiag: severities map onto LSP's, notes in the document become related
// information, and a location in another file moves to the chunk start with its text.
func TestConvertDiag(t *testing.T) {
	text := "func.func @a() {\n  return\n}\n"
	s, d := analysed(t, text)
	c := d.chunks[0]
	w := &ir.Diagnostic{Severity: ir.SevWarning, Msg: "careful",
		Loc: &ir.FileLineColLoc{File: d.uri, Line: 2, Col: 3}}
	w.Note(&ir.FileLineColLoc{File: d.uri, Line: 1, Col: 11}, "see @a")
	w.Note(&ir.FileLineColLoc{File: "kernel.py", Line: 9, Col: 1}, "from Python")
	got := s.convertDiag(d, w, c, 1)
	if got.Severity != sevWarning || got.Range.Start != (Position{1, 2}) || got.Range.End != (Position{1, 8}) {
		t.Errorf("warning: %+v", got)
	}
	if len(got.RelatedInformation) != 1 || got.RelatedInformation[0].Location.Range.Start != (Position{0, 10}) ||
		!strings.Contains(got.Message, "kernel.py:9:1: note: from Python") {
		t.Errorf("notes: %+v", got)
	}
	r := &ir.Diagnostic{Severity: ir.SevRemark, Msg: "fyi", Loc: &ir.FileLineColLoc{File: "kernel.py", Line: 4, Col: 2}}
	got = s.convertDiag(d, r, c, 1)
	if got.Severity != sevInformation || got.Range.Start != (Position{}) || got.Message != `kernel.py:4:2: fyi` {
		t.Errorf("foreign location: %+v", got)
	}
}

// TestIndexCornerCases: generic-form symbols, result groups, an op name after a parse
// error, and an undefined symbol.
func TestIndexCornerCases(t *testing.T) {
	text := `"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  %p:2 = "test.pair"() : () -> (i32, i32)
  "test.use"(%p#1, %p#0) {callee = @g, other = @missing} : (i32, i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
module {
  func.func @h() {
    %x = arith.constant 1 : i32
    %y = arith.addi %x, %x
  }
}
`
	s, d := analysed(t, text)
	s.ctx.AllowUnregistered = true
	defer func() { s.ctx.AllowUnregistered = false }()
	s.analyze(d)
	off := func(needle string, delta int) int { return strings.Index(text, needle) + delta }
	// @g resolves to the generic func.func, whose name is its op name.
	if locs := d.definition(off("@g,", 1), s.ctx); len(locs) != 1 || locs[0].Range.Start != (Position{0, 0}) {
		t.Errorf("definition of @g: %+v", locs)
	}
	if h := d.hover(off("@missing", 2), s.ctx); h == nil || !strings.Contains(h.Contents.Value, "No definition found") {
		t.Errorf("hover on an unresolved symbol: %+v", h)
	}
	// A use of a group member names the group's definition; references cover all members.
	h := d.hover(off("%p#1", 1), s.ctx)
	if h == nil || !strings.Contains(h.Contents.Value, "`%p#0`: `i32`") || !strings.Contains(h.Contents.Value, "`%p#1`: `i32`") {
		t.Errorf("hover on a result group member: %+v", h)
	}
	if refs := d.references(off("%p#0", 1), true, s.ctx); len(refs) != 3 {
		t.Errorf("references of %%p: %+v", refs)
	}
	// The second chunk part fails to parse (`arith.addi` without its type), yet the op name
	// still has a hover and the names before the error still resolve.
	if h := d.hover(off("arith.addi", 2), s.ctx); h == nil || !strings.Contains(h.Contents.Value, "`arith.addi`") {
		t.Errorf("hover on an op name after an error: %+v", h)
	}
	if locs := d.definition(off("%x, %x", 1), s.ctx); len(locs) != 1 || locs[0].Range.Start.Line != 7 {
		t.Errorf("definition of %%x before the error: %+v", locs)
	}
	syms := d.documentSymbols()
	if len(syms) != 1 || syms[0].Name != "g" || syms[0].Kind != symFunction {
		t.Errorf("symbols of a failed parse: %+v", syms)
	}
}

// TestAliases: attribute and type aliases resolve to their definitions in the text.
func TestAliases(t *testing.T) {
	text := "#map = affine_map<(d0) -> (d0 + 1)>\n!t = i32\n!tt = !t\nfunc.func @f(%a: !t) -> !t attributes {m = #map} {\n  return %a : !t\n}\n"
	s, d := analysed(t, text)
	if len(d.diags) != 0 {
		t.Fatalf("diagnostics: %+v", d.diags)
	}
	at := strings.Index(text, "!t)") + 1
	if locs := d.definition(at, s.ctx); len(locs) != 1 || locs[0].Range != (Range{Position{1, 0}, Position{1, 2}}) {
		t.Errorf("definition of !t: %+v", locs)
	}
	if refs := d.references(at, true, s.ctx); len(refs) != 5 {
		t.Errorf("references of !t: %+v (want the definition, !tt's body and three uses, not !tt)", refs)
	}
	if h := d.hover(strings.Index(text, "#map}")+2, s.ctx); h == nil || h.Contents.Value != "```mlir\n#map = affine_map<(d0) -> (d0 + 1)>\n```" {
		t.Errorf("hover on #map: %+v", h)
	}
}
