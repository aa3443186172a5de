package opdef_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// kindsContext registers k.op: a single operand, an optional and a variadic group and a
// result, each verified as AnyType and refined to a narrower kind, plus a plain operand.
func kindsContext() *ir.Context {
	d := &ir.Dialect{Name: "k"}
	count := opdef.AnyOfC("Count", "integer or index scalar", opdef.TypeConstraints["AnyInteger"], opdef.TypeConstraints["Index"])
	flt := opdef.TypeConstraints["AnyFloat"]
	opdef.Register(d, &opdef.Op{Name: "k.op", Traits: ir.TraitAttrSizedOperandSegments,
		Operands: []opdef.Operand{
			{Name: "n", Type: opdef.AnyType, Refined: count},
			{Name: "opt", Type: opdef.AnyType, Refined: flt, Kind: opdef.Optional},
			{Name: "rest", Type: opdef.AnyType, Refined: count, Kind: opdef.Variadic},
			{Name: "free", Type: opdef.AnyType},
		},
		Results: []opdef.Operand{{Name: "r", Type: opdef.AnyType, Refined: flt}}})
	opdef.Register(d, &opdef.Op{Name: "k.plain", Operands: []opdef.Operand{{Name: "x", Type: opdef.AnyType}}})
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	ctx.Register(d)
	return ctx
}

// TestCheckKinds: the verifier accepts any type in a refined group; CheckKinds names the
// first value out of its kind by position and group, for operands and results, and
// leaves unrefined groups and ops alone.
func TestCheckKinds(t *testing.T) {
	pre := `%i = "x.i"() : () -> i32
%f = "x.f"() : () -> f32
%x = "x.x"() : () -> index
`
	for _, tc := range []struct{ op, want string }{
		{`%r = "k.op"(%i, %f, %x, %i, %f) {operandSegmentSizes = array<i32: 1, 1, 2, 1>} : (i32, f32, index, i32, f32) -> f32`, ""},
		{`%r = "k.op"(%x, %f) {operandSegmentSizes = array<i32: 1, 0, 0, 1>} : (index, f32) -> f64`, ""},
		{`%r = "k.op"(%f, %f) {operandSegmentSizes = array<i32: 1, 0, 0, 1>} : (f32, f32) -> f32`,
			`'k.op' op operand #0 ('n') must be integer or index scalar, but got f32`},
		{`%r = "k.op"(%i, %i, %f) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (i32, i32, f32) -> f32`,
			`'k.op' op operand #1 ('opt') must be floating-point, but got i32`},
		{`%r = "k.op"(%i, %i, %f, %f) {operandSegmentSizes = array<i32: 1, 0, 2, 1>} : (i32, i32, f32, f32) -> f32`,
			`'k.op' op operand #2 ('rest') must be integer or index scalar, but got f32`},
		{`%r = "k.op"(%i, %i) {operandSegmentSizes = array<i32: 1, 0, 0, 1>} : (i32, i32) -> i32`,
			`'k.op' op result #0 ('r') must be floating-point, but got i32`},
		{`"k.plain"(%f) : (f32) -> ()`, ""},
	} {
		mod, err := ir.ParseSource(kindsContext(), "k.mlir", []byte(pre+tc.op), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if err := ir.Verify(mod); err != nil {
			t.Fatalf("%s: the verifier checks only AnyType, got %v", tc.op, err)
		}
		var got error
		mod.Walk(func(op *ir.Operation) bool {
			if err := opdef.CheckKinds(op); err != nil && got == nil {
				got = err
			}
			return true
		})
		switch {
		case tc.want == "" && got != nil:
			t.Errorf("%s: unexpected %v", tc.op, got)
		case tc.want != "" && (got == nil || !strings.Contains(got.Error(), tc.want)):
			t.Errorf("%s: got %v, want %q", tc.op, got, tc.want)
		}
	}
}

// TestKindOf: a consumer reads the refined kind where there is one.
func TestKindOf(t *testing.T) {
	c := opdef.TypeConstraints["AnyFloat"]
	if got := opdef.KindOf(opdef.Operand{Type: opdef.AnyType, Refined: c}); got != c {
		t.Errorf("KindOf with a refined kind = %v", got.Name)
	}
	if got := opdef.KindOf(opdef.Operand{Type: c}); got != c {
		t.Errorf("KindOf without one = %v", got.Name)
	}
}

// TestCheckGroupKind: only the named group is checked, operands first, then results; a
// value outside the kind of another group passes.
func TestCheckGroupKind(t *testing.T) {
	pre := `%i = "x.i"() : () -> i32
%f = "x.f"() : () -> f32
`
	src := pre + `%r = "k.op"(%f, %i, %i, %f, %f) {operandSegmentSizes = array<i32: 1, 1, 2, 1>} : (f32, i32, i32, f32, f32) -> i32`
	mod, err := ir.ParseSource(kindsContext(), "k.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var op *ir.Operation
	mod.Walk(func(o *ir.Operation) bool {
		if o.Name() == "k.op" {
			op = o
		}
		return true
	})
	for _, tc := range []struct{ group, want string }{
		{"n", `operand #0 ('n') must be integer or index scalar, but got f32`},
		{"opt", `operand #1 ('opt') must be floating-point, but got i32`},
		{"rest", `operand #3 ('rest') must be integer or index scalar, but got f32`},
		{"free", ""},
		{"r", `result #0 ('r') must be floating-point, but got i32`},
		{"unknown", ""},
	} {
		err := opdef.CheckGroupKind(op, tc.group)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: unexpected %v", tc.group, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: got %v, want %q", tc.group, err, tc.want)
		}
	}
}
