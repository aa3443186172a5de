package ascendc

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// TestInsertSyncIdempotent runs ascendc-insert-sync on its own output for every chunk of
// the pass lit inputs it accepts: a second run must add nothing. The pass looks for
// pairs that order a producer before a consumer already; it must see them across the
// other synchronisation ops next to the consumer (two pairs before one get_value), across
// other work of the consumer's pipe (one wait before two stores), before a free and
// after a round trip through global memory.
// runSync runs ascendc-insert-sync on every function of src and prints the module.
func runSync(src string) (string, error) {
	ctx := dialects.NewContext()
	ctx.DiagHandler = func(*ir.Diagnostic) {}
	mod, err := ir.ParseSource(ctx, "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		return "", err
	}
	pm, err := registry().ParsePipeline("builtin.module(func.func(ascendc-insert-sync))")
	if err != nil {
		return "", err
	}
	if err := pm.Run(mod, ctx, nil); err != nil {
		return "", err
	}
	var buf bytes.Buffer
	err = ir.NewPrinter(&buf, ir.PrintOptions{}).PrintOp(mod)
	return buf.String(), err
}

func TestInsertSyncIdempotent(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "test", "lit", "passes", "*.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	chunks := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, ch := range strings.Split(string(src), "\n// -----\n") {
			once, err := runSync(ch)
			if err != nil {
				continue // input the pass refuses (its lit tests check the diagnostic)
			}
			twice, err := runSync(once)
			if err != nil {
				t.Errorf("%s chunk %d: the pass refuses its own output: %v", filepath.Base(f), i, err)
				continue
			}
			if once != twice {
				t.Errorf("%s chunk %d: a second ascendc-insert-sync changed its output:\n--- once\n%s\n--- twice\n%s", filepath.Base(f), i, once, twice)
			}
			chunks++
		}
	}
	if chunks < 50 {
		t.Fatalf("only %d chunks found: the lit inputs moved?", chunks)
	}
}
