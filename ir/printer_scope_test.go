package ir_test

import (
	"strings"
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

// FuzzPrettyLocations: whatever parses prints with --mlir-pretty-debuginfo (aliases or
// local scope) without error and without `loc(`, and every op prints through
// PrintOpInScope with all its values named.
func FuzzPrettyLocations(f *testing.F) {
	for _, s := range []string{
		`"x.a"() : () -> () loc(callsite("foo"("a.py":1:2) at "b.py":3:4))`,
		`"x.a"() : () -> () loc(fused<"m">["a.py":1:2, callsite("x" at callsite("y.py":1:1 at unknown))])`,
		`#l = loc("s.py":9:9)
"x.a"() ({
^bb0(%a: i32 loc("arg.py":1:1)):
  "x.b"(%a) : (i32) -> () loc(#l)
}) : () -> () loc("n"(unknown))`,
	} {
		f.Add(s)
	}
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 2048 {
			return
		}
		mod, err := ir.ParseSource(ctx, "fuzz.mlir", []byte(src), ir.ParseOptions{})
		if err != nil {
			return
		}
		for _, local := range []bool{false, true} {
			p := ir.NewPrinter(nil, ir.PrintOptions{DebugInfo: true, PrettyDebugInfo: true, LocalScope: local})
			if err := p.PrintOp(mod); err != nil {
				t.Fatalf("pretty print: %v", err)
			}
			// The pretty form never writes `loc(` itself; only text the input quoted can.
			if !strings.Contains(src, `"`) && strings.Contains(p.String(), "loc(") {
				t.Fatalf("loc( left in the pretty form:\n%s", p.String())
			}
		}
		mod.Walk(func(op *ir.Operation) bool {
			p := ir.NewPrinter(nil, ir.PrintOptions{SkipRegions: true, LocalScope: true})
			if err := p.PrintOpInScope(op); err != nil {
				t.Fatalf("PrintOpInScope: %v", err)
			}
			if strings.Contains(p.String(), "<<UNKNOWN SSA VALUE>>") {
				t.Fatalf("unnamed value in %q", p.String())
			}
			return true
		})
	})
}
