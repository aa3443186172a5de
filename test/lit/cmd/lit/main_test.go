package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/maintest"
)

func TestMain(m *testing.M) { maintest.Hook(m, main) }

// The command runs each test's RUN lines and closes on its summary line; the exit status
// is 1 when a test failed. An empty --tools directory keeps it from building ./cmd/...
func TestCommand(t *testing.T) {
	dir, tools := t.TempDir(), t.TempDir()
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("pass.mlir", "// RUN: true\n")
	code, out, errs := maintest.Run(t, "", "--tools", tools, dir)
	if code != 0 || !strings.Contains(out, "lit: 1 passed, 0 failed") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	write("fail.mlir", "// RUN: false\n")
	code, out, errs = maintest.Run(t, "", "--tools", tools, dir)
	if code != 1 || !strings.Contains(out+errs, "1 passed, 1 failed") {
		t.Fatalf("a failing test: exit %d\n%s%s", code, out, errs)
	}
}
