package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/maintest"
)

func TestMain(m *testing.M) { maintest.Hook(m, main) }

func frame(body string) string { return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body) }

// The command serves a whole session on its standard streams and exits 0 after shutdown
// and exit.
func TestSession(t *testing.T) {
	in := frame(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`) +
		frame(`{"jsonrpc":"2.0","method":"initialized","params":{}}`) +
		frame(`{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///k.mlir","languageId":"mlir","version":1,"text":"func.func @f() {\n  %0 = arith.constant 1 : i32\n  %1 = arith.addi %0, %0 : i64\n  return\n}\n"}}}`) +
		frame(`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`) +
		frame(`{"jsonrpc":"2.0","method":"exit"}`)
	code, out, errs := maintest.Run(t, in, "--stdio")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	for _, want := range []string{`"id":1,"result":{"capabilities"`, `"method":"textDocument/publishDiagnostics"`,
		`"range":{"start":{"line":2,"character":18}`, `"id":2,"result":null`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s:\n%s", want, out)
		}
	}
	// Without shutdown, the end of input exits 1.
	if code, _, _ := maintest.Run(t, ""); code != 1 {
		t.Errorf("end of input without shutdown: exit %d", code)
	}
}

func TestVersion(t *testing.T) {
	code, out, _ := maintest.Run(t, "", "--version")
	if code != 0 || !strings.HasPrefix(out, "asc-lsp version ") {
		t.Fatalf("exit %d: %q", code, out)
	}
	if code, _, errs := maintest.Run(t, "", "file.mlir"); code != 1 || !strings.Contains(errs, "asc-lsp:") {
		t.Errorf("a positional argument: exit %d, %q", code, errs)
	}
}
