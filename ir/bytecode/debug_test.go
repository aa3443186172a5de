package bytecode_test

import (
	"os"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/bytecode"
)

func TestDebugRead(t *testing.T) {
	f := os.Getenv("BC_FILE")
	if f == "" {
		t.Skip()
	}
	src, _ := os.ReadFile(f)
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	m, err := bytecode.Read(ctx, f, src, ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p := ir.NewPrinter(os.Stdout, ir.PrintOptions{})
	p.PrintOp(m)
	p.Flush()
}
