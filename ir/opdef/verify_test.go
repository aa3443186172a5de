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

// TestSingleSegments: a segment of a required operand or result must hold one value (0
// or 2 are refused, though MLIR's generated verifiers let them through); optional and
// variadic segments keep MLIR's rules.
func TestSingleSegments(t *testing.T) {
	d := &ir.Dialect{Name: "s"}
	anyT := opdef.AnyType
	opdef.Register(d, &opdef.Op{Name: "s.ops", Traits: ir.TraitAttrSizedOperandSegments,
		Operands: []opdef.Operand{{Name: "a", Type: anyT}, {Name: "b", Kind: opdef.Optional, Type: anyT}, {Name: "c", Kind: opdef.Variadic, Type: anyT}}})
	opdef.Register(d, &opdef.Op{Name: "s.res", Traits: ir.TraitAttrSizedResultSegments,
		Results: []opdef.Operand{{Name: "a", Type: anyT}, {Name: "b", Kind: opdef.Variadic, Type: anyT}}})
	ctx := ir.NewContext()
	ctx.Register(d)
	for _, tc := range []struct{ body, want string }{
		{`"s.ops"(%x, %x) <{operandSegmentSizes = array<i32: 2, 0, 0>}> : (i32, i32) -> ()`, "operand group starting at #0 requires 1 element, but found 2"},
		{`"s.ops"(%x) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i32) -> ()`, "operand group starting at #0 requires 1 element, but found 0"},
		{`"s.ops"(%x, %x, %x) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i32, i32, i32) -> ()`, "operand group starting at #1 requires 0 or 1 element, but found 2"},
		{`"s.ops"(%x, %x, %x) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, i32) -> ()`, ""},
		{`%r:2 = "s.res"() <{resultSegmentSizes = array<i32: 2, 0>}> : () -> (i32, i32)`, "result group starting at #0 requires 1 element, but found 2"},
		{`%r = "s.res"() <{resultSegmentSizes = array<i32: 0, 1>}> : () -> i32`, "result group starting at #0 requires 1 element, but found 0"},
		{`%r:3 = "s.res"() <{resultSegmentSizes = array<i32: 1, 2>}> : () -> (i32, i32, i32)`, ""},
	} {
		src := `"func.func"() ({` + "\n^bb0(%x: i32):\n" + tc.body + "\n" + `}) : () -> ()`
		ctx.AllowUnregistered = true
		m, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
		if err == nil {
			err = ir.Verify(m)
		}
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.body, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: got %v, want %q", tc.body, err, tc.want)
		}
	}
}
