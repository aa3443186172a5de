package emitc_test

import (
	"os"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/ir"
)

// check parses and verifies src, then prints it in the custom or the generic form.
func check(src string, generic bool) (string, error) { return all.RoundTrip(src, generic) }

// TestRoundTrip reads testdata/ops.mlir, which uses every op and type in the form
// mlir-opt 19 prints, and checks that the custom form prints back unchanged and that
// the generic form reads back to it.
func TestRoundTrip(t *testing.T) {
	src, err := os.ReadFile("testdata/ops.mlir")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.TrimSpace(string(src))
	got, err := check(want, false)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("custom form:\n%s\nwant:\n%s", got, want)
	}
	generic, err := check(want, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		`"emitc.include"() <{include = "stdint.h", is_standard_include}> : () -> ()`,
		`"emitc.global"() <{const_specifier, initial_value = dense<[1, 2, 3]> : tensor<3xi16>, static_specifier, sym_name = "table", type = !emitc.array<3xi16>}> : () -> ()`,
		`<{function_type = (!emitc.ptr<f32>) -> (), specifiers = ["extern"], sym_name = "ext"}> ({`,
		`}) {sym_visibility = "private"} : () -> ()`,
		`"emitc.cmp"(%14, %arg0) <{predicate = 6 : i64}>`,
		`"emitc.expression"() <{do_not_inline}> ({`,
	} {
		if !strings.Contains(generic, s) {
			t.Errorf("generic form lacks %s:\n%s", s, generic)
		}
	}
	if again, err := check(generic, false); err != nil || again != want {
		t.Errorf("generic form re-parsed (%v):\n%s", err, again)
	}
}

func TestTypes(t *testing.T) {
	for _, c := range []struct{ in, out string }{
		{`!emitc.opaque<"int">`, `!emitc.opaque<"int">`},
		{`!emitc<opaque<"int">>`, `!emitc.opaque<"int">`},
		{`!emitc.ptr<!emitc.ptr<i8>>`, `!emitc.ptr<!emitc.ptr<i8>>`},
		{`!emitc<ptr<i32>>`, `!emitc.ptr<i32>`},
		{`!emitc.array<2x3x!emitc.ptr<f64>>`, `!emitc.array<2x3x!emitc.ptr<f64>>`},
		{`!emitc.size_t`, `!emitc.size_t`},
		{`!emitc<ssize_t>`, `!emitc.ssize_t`},
		{`!emitc.ptrdiff_t`, `!emitc.ptrdiff_t`},
	} {
		src := "func.func private @f(" + c.in + ")"
		got, err := check(src, false)
		if err != nil || !strings.Contains(got, "@f("+c.out+")") {
			t.Errorf("%s: got %q, %v", c.in, got, err)
		}
	}
	a := &emitc.ArrayType{Shape: []int64{2}, Elem: ir.I32}
	if !a.Equal(&emitc.ArrayType{Shape: []int64{2}, Elem: ir.I32}) || a.Equal(&emitc.ArrayType{Shape: []int64{3}, Elem: ir.I32}) {
		t.Error("ArrayType.Equal compares the wrong thing")
	}
	for _, c := range []struct {
		t    ir.Type
		want bool
	}{
		{ir.I32, true}, {ir.IntType(11, ir.Signless), false}, {ir.IntType(16, ir.Unsigned), true},
		{ir.F16, false}, {ir.F64, true}, {&emitc.PointerType{Pointee: ir.BF16}, false},
		{&ir.TensorType{Dims: []int64{ir.Dynamic}, Elem: ir.F32}, false},
		{&ir.TensorType{Dims: []int64{4}, Elem: a}, false},
		{&ir.TupleType{Types: []ir.Type{ir.I1, &emitc.SizeT{}}}, true},
		{&ir.TupleType{Types: []ir.Type{a}}, false},
	} {
		if got := emitc.IsSupportedEmitCType(c.t); got != c.want {
			t.Errorf("IsSupportedEmitCType(%s) = %v", ir.TypeString(c.t), got)
		}
	}
}

// TestAttrs: the opaque attribute in both spellings, with a trailing type MLIR drops.
func TestAttrs(t *testing.T) {
	src := `func.func @f() {
  emitc.call_opaque "f"() {args = [#emitc.opaque<"\"q\"">, #emitc<opaque<"a">>, #emitc.opaque<"b"> : i32]} : () -> ()
  return
}`
	got, err := check(src, false)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{args = [#emitc.opaque<"\22q\22">, #emitc.opaque<"a">, #emitc.opaque<"b">]}`; !strings.Contains(got, want) {
		t.Errorf("got\n%s\nwant it to contain %s", got, want)
	}
}

// TestIncludeQuirks: like mlir-opt 19, the include prints its file unescaped and keeps
// no other attribute in the custom form.
func TestIncludeQuirks(t *testing.T) {
	got, err := check(`"emitc.include"() {include = "a\"b", is_standard_include, note} : () -> ()`, false)
	if err != nil {
		t.Fatal(err)
	}
	if want := "emitc.include <\"a\"b\">"; !strings.Contains(got, want) {
		t.Errorf("got\n%s\nwant %s", got, want)
	}
}
