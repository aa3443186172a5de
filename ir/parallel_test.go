package ir_test

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/irgen"
	"github.com/ascend-toolchain/asc/ir"
)

// Printing and verifying a module with many functions runs on all cores; the text and the
// first error must be exactly those of a single-core run.

func withProcs(n int, f func()) {
	old := runtime.GOMAXPROCS(n)
	defer runtime.GOMAXPROCS(old)
	f()
}

func TestParallelPrintMatchesSequential(t *testing.T) {
	var src bytes.Buffer
	if err := irgen.WriteFuncs(&src, 300); err != nil {
		t.Fatal(err)
	}
	ctx := all.NewContext()
	mod, err := ir.ParseSource(ctx, "m.mlir", src.Bytes(), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, generic := range []bool{false, true} {
		var seq, par bytes.Buffer
		withProcs(1, func() { ir.NewPrinter(&seq, ir.PrintOptions{Generic: generic}).PrintOp(mod) })
		withProcs(4, func() { ir.NewPrinter(&par, ir.PrintOptions{Generic: generic}).PrintOp(mod) })
		if seq.String() != par.String() {
			t.Fatalf("generic=%v: parallel output differs from sequential", generic)
		}
		if !strings.Contains(seq.String(), "f299") {
			t.Fatalf("output lacks the last function")
		}
	}
}

func TestParallelVerifyReportsFirstError(t *testing.T) {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := 0; i < 200; i++ {
		if i == 57 || i == 150 {
			// A result type mismatch the verifier rejects.
			fmt.Fprintf(&b, "  func.func @f%d(%%a: i32) -> i64 {\n    return %%a : i32\n  }\n", i)
			continue
		}
		fmt.Fprintf(&b, "  func.func @f%d(%%a: i32) -> i32 {\n    return %%a : i32\n  }\n", i)
	}
	b.WriteString("}\n")
	ctx := all.NewContext()
	for _, procs := range []int{1, 4} {
		mod, err := ir.ParseSource(ctx, "m.mlir", []byte(b.String()), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var verr error
		withProcs(procs, func() { verr = ir.Verify(mod) })
		if verr == nil || !strings.Contains(verr.Error(), "@f57") {
			t.Fatalf("procs=%d: want the error of @f57, got %v", procs, verr)
		}
	}
}
