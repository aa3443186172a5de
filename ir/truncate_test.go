package ir_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// TestEveryTruncation cuts real kernels at every byte (issue 16: "truncated files at every
// byte"): each prefix parses, or fails with a diagnostic at a position inside the file;
// none panics. Four example kernels between them use the constructs PyAsc emits (regions,
// attributes, locations, ascendc and emitasc types and structs, cube and vector ops);
// every prefix costs a parse of its length, so the set is kept small.
func TestEveryTruncation(t *testing.T) {
	var files []string
	for _, k := range []string{"matmul_ksplit", "softmax_rows", "sum_tail", "reduce_sum_rows"} {
		files = append(files, filepath.Join("..", "examples", k, "kernel.mlir"))
	}
	if testing.Short() {
		files = files[3:]
	}
	ctx := all.NewContext()
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for cut := 0; cut < len(src); cut++ {
			_, err := ir.ParseSource(ctx, "cut.mlir", src[:cut], ir.ParseOptions{})
			if err == nil {
				continue
			}
			ds := ir.AsDiagnostics(err)
			if len(ds) == 0 {
				t.Fatalf("%s cut at %d: not a diagnostic: %v", p, cut, err)
			}
			l, ok := ds[0].Loc.(*ir.FileLineColLoc)
			if !ok || l.File != "cut.mlir" || l.Line < 1 {
				t.Fatalf("%s cut at %d: diagnostic without a position in the file: %v", p, cut, err)
			}
		}
	}
}
