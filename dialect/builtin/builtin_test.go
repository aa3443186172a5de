package builtin_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
)

// check parses and verifies src, then prints it in the custom or the generic form.
func check(src string, generic bool) (string, error) { return all.RoundTrip(src, generic) }

func TestRoundTrip(t *testing.T) {
	for _, src := range []string{
		"module {\n}",
		"module @m attributes {test.flag} {\n}",
		`module {
  module @inner {
  }
  func.func @f(%arg0: i32) -> (f32, i64) {
    %0:2 = builtin.unrealized_conversion_cast %arg0 : i32 to f32, i64
    return %0#0, %0#1 : f32, i64
  }
}`,
	} {
		got, err := check(src, false)
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		if got != src {
			t.Errorf("custom form:\n%s\nwant:\n%s", got, src)
		}
		generic, err := check(src, true)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(generic, `"builtin.module"()`) || strings.Contains(generic, "module {") {
			t.Errorf("generic form:\n%s", generic)
		}
		if again, err := check(generic, false); err != nil || again != src {
			t.Errorf("generic form re-parsed (%v):\n%s\nwant:\n%s", err, again, src)
		}
	}
}

// A file of top-level ops gets an implicit module around them.
func TestImplicitModule(t *testing.T) {
	got, err := check("func.func @f() {\n  return\n}\n", false)
	if err != nil {
		t.Fatal(err)
	}
	if want := "module {\n  func.func @f() {\n    return\n  }\n}"; got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestVerifierErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"module attributes {flag} {\n}", "'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'flag'"},
		{`"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()`, "'builtin.module' op region should have no arguments"},
	}
	for _, c := range cases {
		_, err := check(c.src, false)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\nerror %v\nwant it to contain %q", c.src, err, c.want)
		}
	}
}

func TestEnsureBlock(t *testing.T) {
	r := &ir.Region{}
	builtin.EnsureBlock(r)
	if r.NumBlocks() != 1 {
		t.Fatalf("empty region got %d blocks, want 1", r.NumBlocks())
	}
	b := r.Front()
	builtin.EnsureBlock(r)
	if r.NumBlocks() != 1 || r.Front() != b {
		t.Errorf("EnsureBlock changed a region that had a block")
	}
}

func TestUnrealizedCastFold(t *testing.T) {
	ctx := all.NewContext()
	src := `func.func @f(%a: i32) -> (i32, i64, i32, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %a : i32 to i64
  %3 = builtin.unrealized_conversion_cast %2 : i64 to f32
  %4 = builtin.unrealized_conversion_cast %3 : f32 to i32
  %5 = builtin.unrealized_conversion_cast %a : i32 to i32
  return %1, %2, %4, %5 : i32, i64, i32, i32
}`
	mod, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var ops []*ir.Operation
	mod.Walk(func(o *ir.Operation) bool {
		if o.Name() == builtin.OpUnrealizedConversionCast {
			ops = append(ops, o)
		}
		return true
	})
	a := ops[0].Operand(0)
	want := []*ir.Value{nil, a, nil, nil, nil, a}
	for i, o := range ops {
		res := o.Info().Fold(o, nil)
		switch {
		case want[i] == nil && res != nil:
			t.Errorf("cast %d folds; want no fold", i)
		case want[i] != nil && (len(res) != 1 || res[0].Value != want[i]):
			t.Errorf("cast %d folds to %v; want %%a", i, res)
		}
	}
}
