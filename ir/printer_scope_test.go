package ir_test

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// PrintOpInScope prints one op with the names its nearest isolated ancestor gives its
// values (not <<UNKNOWN SSA VALUE>>), regions elided under SkipRegions, as mlir-opt's
// action log shows an op.
func TestPrintOpInScope(t *testing.T) {
	ctx := all.NewContext()
	mod, err := ir.ParseSource(ctx, "in.mlir", []byte(`func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}
`), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	f := mod.Region(0).Blocks()[0].First()
	mul := f.Region(0).Blocks()[0].First().Next()
	for _, c := range []struct {
		op   *ir.Operation
		want string
	}{
		{mul, "%1 = arith.muli %0, %0 : i32\n"},
		{f, "func.func @f(%arg0: i32) -> i32 {...}\n"},
		{mod, "module {...}\n"},
	} {
		p := ir.NewPrinter(nil, ir.PrintOptions{SkipRegions: true, LocalScope: true})
		if err := p.PrintOpInScope(c.op); err != nil {
			t.Fatal(err)
		}
		if p.String() != c.want {
			t.Errorf("got %q, want %q", p.String(), c.want)
		}
	}
}
