package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/maintest"
)

func TestMain(m *testing.M) { maintest.Hook(m, main) }

// The command reads the check file named by its argument and the input on stdin, and exits
// 1 with a report when a pattern is not found, as LLVM's FileCheck does.
func TestCommand(t *testing.T) {
	checks := filepath.Join(t.TempDir(), "c.txt")
	if err := os.WriteFile(checks, []byte("// CHECK: hello\n// CHECK-NEXT: world\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := maintest.Run(t, "hello\nworld\n", checks); code != 0 {
		t.Fatalf("matching input: exit %d\n%s", code, errs)
	}
	code, _, errs := maintest.Run(t, "hello\nthere\n", checks)
	if code != 1 || !strings.Contains(errs, "CHECK-NEXT: expected string not found") {
		t.Fatalf("mismatch: exit %d\n%s", code, errs)
	}
}
