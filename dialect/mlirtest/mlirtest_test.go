package mlirtest_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// The ops keep LLVM 19's constraints and messages (checked against mlir-opt 19).
func TestVerifierMessages(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{`"test.op_with_memread"() : () -> ()`, "'test.op_with_memread' op requires one result"},
		{`%a = "test.op_with_memread"() : () -> f32`, "'test.op_with_memread' op result #0 must be integer, but got 'f32'"},
		{`%a = "test.side_effect_op"(%arg0) : (i32) -> i32`, "'test.side_effect_op' op requires zero operands"},
		{`%a = "test.constant"() : () -> i32`, "'test.constant' op requires attribute 'value'"},
		{`%a = "test.op_with_memwrite"() : () -> i32`, "'test.op_with_memwrite' op requires zero results"},
	} {
		_, err := all.RoundTrip("func.func @f(%arg0: i32) {\n  "+c.body+"\n  return\n}", true)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.body, err, c.want)
		}
	}
}

// test.constant keeps its value as a property; another test op parses without
// allow-unregistered (the test dialect allows unknown ops).
func TestConstantPropertyAndUnknownOps(t *testing.T) {
	got, err := all.RoundTrip("func.func @f() -> i32 {\n  \"test.foo\"() : () -> ()\n  %0 = \"test.constant\"() {value = 3 : i64} : () -> i32\n  return %0 : i32\n}", true)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"test.foo"() : () -> ()`, `"test.constant"() <{value = 3 : i64}> : () -> i32`} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
}

// A side_effect_op's traits follow its effects attribute.
func TestSideEffectTraits(t *testing.T) {
	for _, c := range []struct {
		effects     string
		pure, read  bool
		alloc, keep bool
	}{
		{effects: "", pure: true},
		{effects: "{effects = []}", pure: true},
		{effects: `{effects = [{effect = "read"}, {effect = "read", test_resource}]}`, read: true},
		{effects: `{effects = [{effect = "allocate", on_result}, {effect = "read"}]}`, alloc: true},
		{effects: `{effects = [{effect = "free"}]}`, keep: true},
		{effects: `{effects = [{effect = "allocate"}]}`, keep: true},
		{effects: `{effects = [{effect = "read"}, {effect = "write", on_result}]}`},
		{effects: `{effects = [{effect = "write", on_reference = @g}]}`},
		{effects: `{effects = [1]}`},
	} {
		ctx := all.NewContext()
		src := "func.func @f() {\n  %0 = \"test.side_effect_op\"() " + c.effects + " : () -> i32\n  return\n}"
		m, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var op *ir.Operation
		m.Walk(func(o *ir.Operation) bool {
			if o.Name() == "test.side_effect_op" {
				op = o
			}
			return true
		})
		got := [4]bool{op.HasTrait(ir.TraitPure), op.HasTrait(ir.TraitMemRead), op.HasTrait(ir.TraitAllocatesResults), op.HasTrait(ir.TraitFreesOperand)}
		if want := [4]bool{c.pure, c.read, c.alloc, c.keep}; got != want {
			t.Errorf("%s: pure/read/alloc/keep = %v, want %v", c.effects, got, want)
		}
	}
}

// test.asm_interface_op names its results through its hook as mlir-opt 19 prints them:
// `first`, a `middle_results` group, and a last result numbered on its own.
func TestAsmInterfaceOpNames(t *testing.T) {
	src := `func.func @f() {
  %b:3 = "test.asm_interface_op"() : () -> (i32, i32, i32)
  %c:5 = "test.asm_interface_op"() {x} : () -> (i32, i32, i32, i32, i64)
  %d:2 = "test.asm_interface_op"() : () -> (i32, f32)
  "test.use"(%b#0, %b#1, %b#2, %c#1, %c#4, %d#1) : (i32, i32, i32, i32, i64, f32) -> ()
  return
}`
	got, err := all.RoundTrip(src, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`%first, %middle_results, %0 = "test.asm_interface_op"() : () -> (i32, i32, i32)`,
		`%first_0, %middle_results_1:3, %1 = "test.asm_interface_op"() {x} : () -> (i32, i32, i32, i32, i64)`,
		`%first_2, %2 = "test.asm_interface_op"() : () -> (i32, f32)`,
		`"test.use"(%first, %middle_results, %0, %middle_results_1#0, %1, %2)`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("want %q in\n%s", want, got)
		}
	}
	if _, err := all.RoundTrip("func.func @f() {\n  %a = \"test.asm_interface_op\"() : () -> (i32)\n  return\n}", false); err == nil || !strings.Contains(err.Error(), "expected 2 or more results") {
		t.Errorf("one result: %v", err)
	}
}

// A hook that names some results of an op makes result groups as MLIR's setNameFn does:
// a group starts at result 0 and at every result the hook names, and runs to the next
// start. The expected lines are what mlir-opt 19 prints for test.string_attr_pretty_name
// with the same names (an empty name there means no call of the hook).
func TestResultNameGroups(t *testing.T) {
	d := &ir.Dialect{Name: "probe", AllowUnknownOps: true}
	opdef.Register(d, &opdef.Op{Name: "probe.names",
		Attrs:   []opdef.Attr{{Name: "names", C: opdef.AnyAttr}},
		Results: []opdef.Operand{{Name: "r", Type: opdef.AnyType, Kind: opdef.Variadic}},
		ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
			arr, _ := op.Attr("names").(*ir.ArrayAttr)
			for i, a := range arr.Elems {
				if s, ok := a.(*ir.StringAttr); ok && s.Value != "" && i < op.NumResults() {
					set(op.Result(i), s.Value)
				}
			}
		}})
	ctx := all.NewContext()
	ctx.Register(d)
	src := `func.func @f() {
  %a:3 = "probe.names"() {names = ["", "y", ""]} : () -> (i32, i32, i32)
  %b:4 = "probe.names"() {names = ["x", "", "y", ""]} : () -> (i32, i32, i32, i32)
  %c:2 = "probe.names"() {names = ["", ""]} : () -> (i32, i32)
  %d:2 = "probe.names"() {names = ["q"]} : () -> (i32, i32)
  %e = "probe.names"() {names = ["1abc"]} : () -> (i32)
  "test.use"(%a#0, %a#1, %a#2, %b#1, %b#3, %c#1, %d#1, %e) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}`
	mod, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := ir.NewPrinter(&b, ir.PrintOptions{}).PrintOp(mod); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`%0, %y:2 = "probe.names"()`,
		`%x:2, %y_0:2 = "probe.names"()`,
		`%1:2 = "probe.names"()`,
		`%q:2 = "probe.names"()`,
		`%_1abc = "probe.names"()`,
		`"test.use"(%0, %y#0, %y#1, %x#1, %y_0#1, %1#1, %q#1, %_1abc)`,
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("want %q in\n%s", want, b.String())
		}
	}
}
