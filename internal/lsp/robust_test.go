package lsp

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestLifecycle: requests before initialize fail with ServerNotInitialized, notifications
// then are dropped, initialize works once, requests after shutdown fail, and the exit
// code tells whether shutdown came first.
func TestLifecycle(t *testing.T) {
	c := startClient(t)
	if code := errorCode(t, c.call("textDocument/hover", docPos("file:///a.mlir", Position{}))); code != codeServerNotInitialized {
		t.Errorf("hover before initialize: code %d", code)
	}
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": "file:///a.mlir", "version": 1, "text": "x"}})
	m := c.call("initialize", map[string]any{"capabilities": map[string]any{}, "processId": nil})
	var res struct {
		Capabilities map[string]json.RawMessage
		ServerInfo   struct{ Name, Version string }
	}
	c.result(m, &res)
	for _, cap := range []string{"hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider", "completionProvider", "textDocumentSync"} {
		if _, ok := res.Capabilities[cap]; !ok {
			t.Errorf("capability %s missing: %v", cap, res.Capabilities)
		}
	}
	if res.ServerInfo.Name != "asc-lsp" || string(res.Capabilities["positionEncoding"]) != `"utf-16"` {
		t.Errorf("initialize result: %+v", res)
	}
	if code := errorCode(t, c.call("initialize", map[string]any{})); code != codeInvalidRequest {
		t.Errorf("second initialize: code %d", code)
	}
	// The didOpen before initialize was dropped: the document is not open.
	if code := errorCode(t, c.call("textDocument/hover", docPos("file:///a.mlir", Position{}))); code != codeInvalidParams {
		t.Errorf("hover on a document opened before initialize: code %d", code)
	}
	if m := c.call("shutdown", nil); errorCode(t, m) != 0 || string(m["result"]) != "null" {
		t.Errorf("shutdown: %v", m)
	}
	if code := errorCode(t, c.call("textDocument/hover", docPos("file:///a.mlir", Position{}))); code != codeInvalidRequest {
		t.Errorf("hover after shutdown: code %d", code)
	}
	c.notify("exit", nil)
	if code := c.wait(); code != 0 {
		t.Errorf("exit after shutdown: %d", code)
	}

	c = startClient(t)
	c.initialize(nil)
	c.notify("exit", nil)
	if code := c.wait(); code != 1 {
		t.Errorf("exit without shutdown: %d", code)
	}
	c = startClient(t)
	c.in.Close()
	if code := c.wait(); code != 1 {
		t.Errorf("end of input without exit: %d", code)
	}
}

// TestMalformedMessages: broken JSON, broken framing, bad ids, batches, unknown methods
// and bad params each get the error the specification names (or none, for
// notifications), and the session goes on.
func TestMalformedMessages(t *testing.T) {
	c := startClientWith(t, Options{MaxMessage: 1000})
	c.initialize(nil)
	expectID := func(id, what string, code int) {
		t.Helper()
		m := c.response(id)
		if got := errorCode(t, m); got != code {
			t.Errorf("%s: code %d, want %d (%v)", what, got, code, m)
		}
	}
	expect := func(what string, code int) { t.Helper(); expectID("null", what, code) }
	c.sendBody(`{"jsonrpc":"2.0","id":1,"method":`)
	expect("truncated JSON", codeParseError)
	c.sendBody("\x00\xff binary")
	expect("binary body", codeParseError)
	c.sendBody(`[{"jsonrpc":"2.0","id":1,"method":"shutdown"}]`)
	expect("batch", codeParseError)
	c.sendBody(`{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}`)
	expect("object id", codeInvalidRequest)
	c.sendBody(`{"jsonrpc":"1.0","method":"shutdown"}`)
	expect("wrong version", codeInvalidRequest)
	c.sendBody(`{"jsonrpc":"2.0","id":7}`)
	expectID("7", "no method", codeInvalidRequest)
	// Framing: no Content-Length, a bad one, an oversized body; each is skipped.
	c.raw("Content-Type: x\r\n\r\n")
	c.raw("Content-Length: lots\r\n\r\n")
	c.sendBody(`{"jsonrpc":"2.0","id":8,"method":"x","params":"` + strings.Repeat("y", 2000) + `"}`)
	expect("oversized body", codeInvalidRequest)
	c.raw(strings.Repeat("h", 10000) + "\r\n\r\n")

	if code := errorCode(t, c.call("workspace/frobnicate", map[string]any{})); code != codeMethodNotFound {
		t.Errorf("unknown request: code %d", code)
	}
	c.notify("$/frobnicate", map[string]any{})
	c.notify("$/cancelRequest", map[string]any{"id": 3})
	if code := errorCode(t, c.call("textDocument/hover", "not an object")); code != codeInvalidParams {
		t.Errorf("bad params: code %d", code)
	}
	if code := errorCode(t, c.call("textDocument/definition", nil)); code != codeInvalidParams {
		t.Errorf("missing params: code %d", code)
	}
	// A string id comes back as it was sent; a response from the client is ignored.
	c.sendBody(`{"jsonrpc":"2.0","id":42,"result":null}`)
	c.sendBody(`{"jsonrpc":"2.0","id":"s-1","method":"textDocument/hover","params":{}}`)
	if m := c.response(`"s-1"`); errorCode(t, m) != codeInvalidParams {
		t.Errorf("string id: %v", m)
	}
	if code := c.shutdown(); code != 0 {
		t.Errorf("exit code %d", code)
	}
	if len(c.queued) != 0 {
		t.Errorf("unexpected notifications: %v", c.queued)
	}
}

// TestHostileDocuments: binary text, a document over the analysis bound, one over the
// document bound and edits out of range never break the server.
func TestHostileDocuments(t *testing.T) {
	c := startClientWith(t, Options{MaxAnalyzed: 4096, MaxDocument: 8192})
	c.initialize(nil)
	open := func(uri, text string) publishDiagnosticsParams {
		t.Helper()
		c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 1, "text": text}})
		var p publishDiagnosticsParams
		json.Unmarshal(c.notification("textDocument/publishDiagnostics"), &p)
		return p
	}
	var bin strings.Builder
	for i := 0; i < 3000; i++ {
		bin.WriteByte(byte(i * 7919 % 256))
	}
	if p := open("file:///bin.mlir", bin.String()); len(p.Diagnostics) == 0 {
		t.Errorf("binary document: no diagnostic")
	}
	for _, method := range []string{"textDocument/hover", "textDocument/definition", "textDocument/completion"} {
		for line := 0; line < 40; line += 7 {
			if m := c.call(method, docPos("file:///bin.mlir", Position{Line: line, Character: line * 3})); errorCode(t, m) != 0 {
				t.Errorf("%s on binary text: %v", method, m)
			}
		}
	}
	big := strings.Repeat("// comment line\n", 300) // 4800 bytes: over MaxAnalyzed
	if p := open("file:///big.mlir", big); len(p.Diagnostics) != 1 || p.Diagnostics[0].Severity != sevInformation {
		t.Errorf("large document: %+v", p.Diagnostics)
	}
	// Over MaxDocument: refused, so the document is not open.
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": "file:///huge.mlir", "version": 1, "text": strings.Repeat("x", 9000)}})
	if code := errorCode(t, c.call("textDocument/hover", docPos("file:///huge.mlir", Position{}))); code != codeInvalidParams {
		t.Errorf("a refused document answers hover: code %d", code)
	}
	// Edits with ranges beyond the text are clamped.
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": "file:///bin.mlir", "version": 2},
		"contentChanges": []any{map[string]any{"range": Range{Start: Position{Line: 999, Character: 5}, End: Position{Line: -3, Character: 99}}, "text": "func.func @f() {\n return\n}\n"}}})
	c.notification("textDocument/publishDiagnostics")
	if code := c.shutdown(); code != 0 {
		t.Errorf("exit code %d", code)
	}
}

// TestIncrementalAndUTF16: range edits apply, and positions count UTF-16 code units (or
// bytes, when the client offers utf-8).
func TestIncrementalAndUTF16(t *testing.T) {
	for _, enc := range []string{"utf-16", "utf-8"} {
		t.Run(enc, func(t *testing.T) {
			c := startClient(t)
			c.initialize(map[string]any{"capabilities": map[string]any{"general": map[string]any{"positionEncodings": []string{enc}}}})
			// "é" is 2 bytes and 1 UTF-16 unit; "𝔸" is 4 bytes and 2 units.
			text := "func.func @f(%a: i32) -> i32 { // é𝔸\n  %b = arith.addi %a, %a : i32 loc(\"é𝔸\") return %b : i32\n}\n"
			uri := "file:///u.mlir"
			c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 1, "text": text}})
			c.notification("textDocument/publishDiagnostics")
			// Put the return on its own line with an incremental edit: after `loc("é𝔸")`.
			line1 := "  %b = arith.addi %a, %a : i32 loc(\"é𝔸\")"
			col := len(line1)
			if enc == "utf-16" {
				col -= 3 // é: 2 bytes → 1 unit; 𝔸: 4 bytes → 2 units
			}
			c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 2},
				"contentChanges": []any{map[string]any{"range": Range{Start: Position{1, col}, End: Position{1, col + 1}}, "text": "\n  "}}})
			var p publishDiagnosticsParams
			json.Unmarshal(c.notification("textDocument/publishDiagnostics"), &p)
			if len(p.Diagnostics) != 0 {
				t.Fatalf("diagnostics after the edit: %+v", p.Diagnostics)
			}
			var locs []Location
			c.result(c.call("textDocument/definition", docPos(uri, Position{2, len("  return %")})), &locs)
			if len(locs) != 1 || locs[0].Range.Start != (Position{1, 2}) {
				t.Errorf("definition of %%b: %+v", locs)
			}
			c.result(c.call("textDocument/references", map[string]any{"textDocument": map[string]any{"uri": uri},
				"position": Position{0, 14}, "context": map[string]any{"includeDeclaration": true}}), &locs)
			if got := fmt.Sprint(locs); len(locs) != 3 || locs[1].Range.Start != (Position{1, 18}) {
				t.Errorf("references of %%a: %s", got)
			}
			c.shutdown()
		})
	}
}

// TestChangesCoalesce: changes already waiting in the input are analysed once, after the
// last of them.
func TestChangesCoalesce(t *testing.T) {
	c := startClient(t)
	c.initialize(nil)
	uri := "file:///c.mlir"
	var burst strings.Builder
	for v := 1; v <= 6; v++ {
		method, params := "textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": v},
			"contentChanges": []any{map[string]any{"text": fmt.Sprintf("func.func @f%d() {\n  return\n}\n", v)}}}
		if v == 1 {
			method, params = "textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 1, "text": "x"}}
		}
		b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})
		fmt.Fprintf(&burst, "Content-Length: %d\r\n\r\n%s", len(b), b)
	}
	c.raw(burst.String())
	var p publishDiagnosticsParams
	json.Unmarshal(c.notification("textDocument/publishDiagnostics"), &p)
	if p.Version == nil || *p.Version != 6 || len(p.Diagnostics) != 0 {
		t.Errorf("first diagnostics after the burst: version %v, %+v", p.Version, p.Diagnostics)
	}
	c.shutdown()
	if len(c.queued) != 0 {
		t.Errorf("more diagnostics: %v", c.queued)
	}
}

// TestPlainTextHover: a client that takes no Markdown gets plain text.
func TestPlainTextHover(t *testing.T) {
	c := startClient(t)
	c.initialize(map[string]any{"capabilities": map[string]any{"textDocument": map[string]any{
		"hover": map[string]any{"contentFormat": []string{"plaintext"}}}}})
	uri := "file:///p.mlir"
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 1,
		"text": "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"}})
	var h Hover
	c.result(c.call("textDocument/hover", docPos(uri, Position{1, 10})), &h)
	if h.Contents.Kind != "plaintext" || h.Contents.Value != "%a: i32\n\nArgument #0 of the entry block of func.func" {
		t.Errorf("hover: %+v", h.Contents)
	}
	c.shutdown()
}
