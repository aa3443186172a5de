package lsp

import (
	"encoding/json"
	"strings"
	"testing"
)

const sessionURI = "file:///work/kernel.mlir"

// sessionDoc has three chunks: valid IR with calls, branches and nested modules; a parse
// error; a verifier error.
const sessionDoc = `module @outer {
  func.func @callee(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  func.func @caller(%x: i32) -> i32 {
    %r = func.call @callee(%x) : (i32) -> i32
    cf.br ^bb1(%r : i32)
  ^bb1(%y: i32):
    %s = func.call @callee(%y) {ref = @inner::@deep} : (i32) -> i32
    return %s : i32
  }
  module @inner {
    func.func @deep(%z: i32) -> i32 {
      return %z : i32
    }
  }
}
// -----
func.func @bad() {
  %c = arith.constant 1 : i32
  %e = arith.addi %c, %c : i32
  %d = arith.addi %c, %c : i64
  return
}
// -----
func.func @v() -> i32 {
  return
}
`

// TestSession runs an editor's session: initialize, open a file with errors, read its
// diagnostics, then hover, definition, references, outline, completion and shutdown.
func TestSession(t *testing.T) {
	c := startClient(t)
	c.initialize(nil)
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": sessionURI, "languageId": "mlir", "version": 1, "text": sessionDoc}})

	var pub publishDiagnosticsParams
	if err := json.Unmarshal(c.notification("textDocument/publishDiagnostics"), &pub); err != nil {
		t.Fatal(err)
	}
	if pub.URI != sessionURI || pub.Version == nil || *pub.Version != 1 || len(pub.Diagnostics) != 2 {
		t.Fatalf("diagnostics: %+v", pub)
	}
	parseErr, verifyErr := pub.Diagnostics[0], pub.Diagnostics[1]
	// The parse error points at the first %c of `arith.addi %c, %c : i64`, as mlir-opt's does.
	if want := posOf(t, sessionDoc, "%c, %c : i64", 0, 0); parseErr.Range.Start != want ||
		parseErr.Range.End.Character != want.Character+2 || parseErr.Severity != sevError ||
		!strings.Contains(parseErr.Message, "expects different type than prior uses") {
		t.Errorf("parse error: %+v (want at %+v)", parseErr, want)
	}
	if len(parseErr.RelatedInformation) != 1 {
		t.Errorf("parse error: want the 'prior use here' note: %+v", parseErr)
	}
	if want := posOf(t, sessionDoc, "return\n}\n", 1, 0); verifyErr.Range.Start != want ||
		!strings.Contains(verifyErr.Message, "'func.return' op has 0 operands") {
		t.Errorf("verifier error: %+v (want at %+v)", verifyErr, want)
	}

	hoverTests(t, c)
	navigationTests(t, c)
	symbolTests(t, c)
	completionTests(t, c)

	if code := c.shutdown(); code != 0 {
		t.Errorf("exit code %d after shutdown", code)
	}
}

func hoverTests(t *testing.T, c *client) {
	var h Hover
	c.result(c.call("textDocument/hover", docPos(sessionURI, posOf(t, sessionDoc, "arith.addi", 0, 3))), &h)
	if !strings.Contains(h.Contents.Value, "`arith.addi`") || !strings.Contains(h.Contents.Value, "Commutative") ||
		h.Range == nil || *h.Range != (Range{posOf(t, sessionDoc, "arith.addi", 0, 0), posOf(t, sessionDoc, "arith.addi", 0, 10)}) {
		t.Errorf("hover on an op name: %+v", h)
	}
	c.result(c.call("textDocument/hover", docPos(sessionURI, posOf(t, sessionDoc, "%0 : i32", 0, 1))), &h)
	if v := h.Contents.Value; !strings.Contains(v, "`%0`: `i32`") || !strings.Contains(v, "arith.addi") {
		t.Errorf("hover on an SSA use: %q", v)
	}
	c.result(c.call("textDocument/hover", docPos(sessionURI, posOf(t, sessionDoc, "%y", 1, 0))), &h)
	if v := h.Contents.Value; !strings.Contains(v, "`%y`: `i32`") || !strings.Contains(v, "Argument #0 of block `^bb1`") {
		t.Errorf("hover on a block argument: %q", v)
	}
	c.result(c.call("textDocument/hover", docPos(sessionURI, posOf(t, sessionDoc, "@callee(%x)", 0, 2))), &h)
	if v := h.Contents.Value; !strings.Contains(v, "`@callee`: `func.func`") || !strings.Contains(v, "(i32) -> i32") {
		t.Errorf("hover on a symbol reference: %q", v)
	}
	// Whitespace has nothing to say: the result is null.
	m := c.call("textDocument/hover", docPos(sessionURI, Position{Line: 0, Character: 15}))
	if string(m["result"]) != "null" {
		t.Errorf("hover on a blank: %s", m["result"])
	}
}

func navigationTests(t *testing.T, c *client) {
	var locs []Location
	check := func(what string, at Position, want ...Position) {
		t.Helper()
		if len(locs) != len(want) {
			t.Fatalf("%s: %+v, want %d locations", what, locs, len(want))
		}
		for i, l := range locs {
			if l.URI != sessionURI || l.Range.Start != want[i] {
				t.Errorf("%s: location %d is %+v, want start %+v", what, i, l, want[i])
			}
		}
	}
	useOfA := posOf(t, sessionDoc, "%a, %a", 0, 1)
	c.result(c.call("textDocument/definition", docPos(sessionURI, useOfA)), &locs)
	check("definition of %a", useOfA, posOf(t, sessionDoc, "%a: i32", 0, 0))
	if locs[0].Range.End.Character != locs[0].Range.Start.Character+2 {
		t.Errorf("definition range %+v: want exactly `%%a`", locs[0].Range)
	}
	c.result(c.call("textDocument/definition", docPos(sessionURI, posOf(t, sessionDoc, "^bb1(%r", 0, 2))), &locs)
	check("definition of ^bb1", Position{}, posOf(t, sessionDoc, "^bb1(%y", 0, 0))
	c.result(c.call("textDocument/definition", docPos(sessionURI, posOf(t, sessionDoc, "@deep}", 0, 1))), &locs)
	check("definition of @inner::@deep", Position{}, posOf(t, sessionDoc, "@deep(%z", 0, 0))
	c.result(c.call("textDocument/definition", docPos(sessionURI, posOf(t, sessionDoc, "@inner::", 0, 1))), &locs)
	check("definition of @inner", Position{}, posOf(t, sessionDoc, "@inner {", 0, 0))

	refs := func(p Position, decl bool) {
		t.Helper()
		c.result(c.call("textDocument/references", map[string]any{"textDocument": map[string]any{"uri": sessionURI},
			"position": p, "context": map[string]any{"includeDeclaration": decl}}), &locs)
	}
	refs(posOf(t, sessionDoc, "%a: i32", 0, 1), true)
	check("references of %a", Position{}, posOf(t, sessionDoc, "%a: i32", 0, 0),
		posOf(t, sessionDoc, "%a, %a", 0, 0), posOf(t, sessionDoc, "%a : i32", 0, 0))
	refs(posOf(t, sessionDoc, "@callee(%a", 0, 1), false)
	check("references of @callee", Position{}, posOf(t, sessionDoc, "@callee(%x", 0, 0), posOf(t, sessionDoc, "@callee(%y", 0, 0))
	refs(posOf(t, sessionDoc, "^bb1(%y", 0, 0), true)
	check("references of ^bb1", Position{}, posOf(t, sessionDoc, "^bb1(%r", 0, 0), posOf(t, sessionDoc, "^bb1(%y", 0, 0))
	// In a chunk that failed to parse, the uses before the error (the one with the wrong
	// type included) are found.
	refs(posOf(t, sessionDoc, "%c = ", 0, 1), true)
	check("references of %c (a chunk that failed to parse)", Position{}, posOf(t, sessionDoc, "%c = ", 0, 0),
		posOf(t, sessionDoc, "%c, %c", 0, 0), posOf(t, sessionDoc, "%c : i32", 0, 0), posOf(t, sessionDoc, "%c, %c : i64", 0, 0))
}

func symbolTests(t *testing.T, c *client) {
	var syms []DocumentSymbol
	c.result(c.call("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": sessionURI}}), &syms)
	var names []string
	var walk func(prefix string, ss []DocumentSymbol)
	walk = func(prefix string, ss []DocumentSymbol) {
		for _, s := range ss {
			names = append(names, prefix+s.Name)
			walk(prefix+s.Name+"/", s.Children)
		}
	}
	walk("", syms)
	want := "outer outer/callee outer/caller outer/inner outer/inner/deep v"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("document symbols %q, want %q", got, want)
	}
	if len(syms) > 0 && (syms[0].Kind != symModule || len(syms[0].Children) != 3 || syms[0].Children[0].Kind != symFunction ||
		syms[0].Children[0].SelectionRange.Start != posOf(t, sessionDoc, "@callee", 0, 0)) {
		t.Errorf("outer module: %+v", syms[0])
	}
}

func completionTests(t *testing.T, c *client) {
	var list CompletionList
	// After `arith.ad` only arith ops are offered, and the edit replaces the whole word.
	text := strings.Replace(sessionDoc, "return %z : i32", "arith.ad", 1)
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": sessionURI, "version": 2},
		"contentChanges": []any{map[string]any{"text": text}}})
	at := posOf(t, text, "arith.ad\n", 0, len("arith.ad"))
	c.result(c.call("textDocument/completion", docPos(sessionURI, at)), &list)
	found := false
	for _, it := range list.Items {
		if !strings.HasPrefix(it.Label, "arith.") {
			t.Fatalf("completion after `arith.`: %q", it.Label)
		}
		if it.Label == "arith.addi" {
			found = it.TextEdit != nil && it.TextEdit.Range.Start == posOf(t, text, "arith.ad\n", 0, 0) && it.TextEdit.Range.End == at
		}
	}
	if !found {
		t.Errorf("no arith.addi completion with the right edit in %d items", len(list.Items))
	}
	// After `%` the chunk's SSA names are offered, the nearest before the cursor first, and
	// not those of other chunks.
	text2 := strings.Replace(sessionDoc, "return %s : i32", "return %", 1)
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": sessionURI, "version": 3},
		"contentChanges": []any{map[string]any{"text": text2}}})
	c.result(c.call("textDocument/completion", docPos(sessionURI, posOf(t, text2, "return %\n", 0, len("return %")))), &list)
	var labels []string
	for _, it := range list.Items {
		labels = append(labels, it.Label)
	}
	if got := " " + strings.Join(labels, " ") + " "; len(labels) == 0 || labels[0] != "%y" || !strings.Contains(got, " %s ") ||
		strings.Contains(got, " %c ") {
		t.Errorf("SSA name completion: %v", labels)
	}
}
