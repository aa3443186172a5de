package main

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/maintest"
)

func TestMain(m *testing.M) { maintest.Hook(m, main) }

func TestCommand(t *testing.T) {
	code, out, errs := maintest.Run(t, "", "-mb", "1")
	if code != 0 || !strings.Contains(out, "func.func") || len(out) < 200_000 {
		t.Fatalf("exit %d, %d bytes\n%s", code, len(out), errs)
	}
}
