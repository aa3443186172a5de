package main

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/maintest"
)

func TestMain(m *testing.M) { maintest.Hook(m, main) }

// One line per phase of the main job, each with the live heap.
func TestCommand(t *testing.T) {
	code, out, errs := maintest.Run(t, "", "../../examples/loop_sum.mlir")
	if code != 0 || strings.Count(out, " live ") < 4 {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
}
