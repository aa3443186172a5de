package main

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/maintest"
)

func TestMain(m *testing.M) { maintest.Hook(m, main) }

// The command wires optdriver to the process: arguments, standard streams, exit status.
func TestCommand(t *testing.T) {
	code, out, errs := maintest.Run(t, "func.func @f() {\n  return\n}\n", "-canonicalize", "-")
	if code != 0 || !strings.Contains(out, "func.func @f()") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = maintest.Run(t, "func.func @f( {\n", "-")
	if code != 1 || out != "" || !strings.Contains(errs, "<stdin>:1:") || !strings.Contains(errs, "error:") {
		t.Fatalf("a parse error: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// Pass flags alone, input on standard input without "-": the driver consumes every
// argument, and the command line must not be read again from the process arguments.
func TestOnlyPassFlags(t *testing.T) {
	code, out, errs := maintest.Run(t, "func.func @f() {\n  return\n}\n", "-canonicalize")
	if code != 0 || !strings.Contains(out, "func.func @f()") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
}

func TestVersion(t *testing.T) {
	code, out, _ := maintest.Run(t, "", "--version")
	if code != 0 || !strings.HasPrefix(out, "ascopt version ") {
		t.Fatalf("exit %d: %q", code, out)
	}
}
