package opdef_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// testContext registers t.outer (any region) and t.term, a terminator that must sit in
// t.outer and takes one i1: each of its checks fails in a different verifier phase.
func testContext() *ir.Context {
	d := &ir.Dialect{Name: "t"}
	opdef.Register(d, &opdef.Op{Name: "t.outer", Regions: []opdef.Region{{Name: "body"}}})
	opdef.Register(d, &opdef.Op{Name: "t.term", Traits: ir.TraitTerminator, Parents: []string{"t.outer"},
		Operands: []opdef.Operand{{Name: "c", Type: opdef.TypeConstraints["I1"]}},
		Verify:   func(op *ir.Operation) error { return ir.OpError(op, "own check") }})
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	ctx.Register(d)
	return ctx
}

// TestVerifyOrder checks that the first failure reported is the one MLIR reports: counts,
// then parents, then constraints, then the terminator trait, then the op's own verifier.
func TestVerifyOrder(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`"x.f"() ({ %a = "x.a"() : () -> f32
  "t.term"() : () -> ()
  "x.b"() : () -> () }) : () -> ()`, "requires a single operand"},
		{`"x.f"() ({ %a = "x.a"() : () -> f32
  "t.term"(%a) : (f32) -> ()
  "x.b"() : () -> () }) : () -> ()`, "expects parent op 't.outer'"},
		{`"t.outer"() ({ %a = "x.a"() : () -> f32
  "t.term"(%a) : (f32) -> ()
  "x.b"() : () -> () }) : () -> ()`, "operand #0 must be 1-bit signless integer, but got 'f32'"},
		{`"t.outer"() ({ %a = "x.a"() : () -> i1
  "t.term"(%a) : (i1) -> ()
  "x.b"() : () -> () }) : () -> ()`, "must be the last operation in the parent block"},
		{`"t.outer"() ({ %a = "x.a"() : () -> i1
  "t.term"(%a) : (i1) -> () }) : () -> ()`, "own check"},
	} {
		mod, err := ir.ParseSource(testContext(), "t.mlir", []byte(tc.src), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		err = ir.Verify(mod)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s\ngot %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestPredicateTraitsBeforeRegions checks the order of ODS's generated invariants: the
// predicate traits (AllTypesMatch) before the region constraints, the native traits
// (SameTypeOperands) after them.
func TestPredicateTraitsBeforeRegions(t *testing.T) {
	d := &ir.Dialect{Name: "v"}
	opdef.Register(d, &opdef.Op{Name: "v.pred", SameTypes: [][]string{{"a", "b"}},
		Operands: []opdef.Operand{{Name: "a", Type: opdef.AnyType}, {Name: "b", Type: opdef.AnyType}, {Name: "c", Type: opdef.AnyType}},
		Regions:  []opdef.Region{{Name: "r", Blocks: 1}}})
	opdef.Register(d, &opdef.Op{Name: "v.native", SameTypes: [][]string{{"a", "b"}}, SameTypeOperands: true,
		Operands: []opdef.Operand{{Name: "a", Type: opdef.AnyType}, {Name: "b", Type: opdef.AnyType}},
		Regions:  []opdef.Region{{Name: "r", Blocks: 1}}})
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	ctx.Register(d)
	for _, tc := range []struct{ src, want string }{
		{`"v.pred"(%i, %f, %f) ({}) : (i32, f32, f32) -> ()`, "failed to verify that all of {a, b} have same type"},
		{`"v.native"(%i, %f) ({}) : (i32, f32) -> ()`, "region #0 ('r') failed to verify constraint: region with 1 blocks"},
	} {
		src := "%i = \"x.i\"() : () -> i32\n%f = \"x.f\"() : () -> f32\n" + tc.src
		mod, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if err := ir.Verify(mod); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s\ngot %v, want %q", tc.src, err, tc.want)
		}
	}
}
