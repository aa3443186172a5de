package opdef_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// propsContext registers, in a closed dialect p (modelled in full, as the upstream ones),
// p.a with a string, a bool, an i64 enum and a unit attribute, p.seg with two variadic
// operand groups and a string array attribute, and p.none without properties; and o.none in
// an open dialect (modelled in part).
func propsContext() *ir.Context {
	enum := opdef.NewEnum("Mode", "P_ModeAttr", 64, "", "", "", []opdef.EnumCase{{Symbol: "A", Value: 0, Str: "a"}, {Symbol: "B", Value: 1, Str: "b"}})
	d := &ir.Dialect{Name: "p", Closed: true}
	opdef.Register(d, &opdef.Op{Name: "p.a", Attrs: []opdef.Attr{{Name: "s", C: opdef.StrAttr}, {Name: "flag", C: opdef.BoolAttrC, Optional: true},
		{Name: "mode", C: enum.Constraint(), Optional: true}, {Name: "u", C: opdef.UnitAttr, Optional: true}}})
	opdef.Register(d, &opdef.Op{Name: "p.seg", Traits: ir.TraitAttrSizedOperandSegments,
		Operands: []opdef.Operand{{Name: "x", Kind: opdef.Variadic, Type: opdef.AnyType}, {Name: "y", Kind: opdef.Variadic, Type: opdef.AnyType}},
		Attrs:    []opdef.Attr{{Name: "vals", C: opdef.StrArrayAttr, Optional: true}}})
	opdef.Register(d, &opdef.Op{Name: "p.none"})
	o := &ir.Dialect{Name: "o"}
	opdef.Register(o, &opdef.Op{Name: "o.none"})
	ctx := ir.NewContext()
	ctx.Register(d, o)
	return ctx
}

// TestPropertyConversion checks the generic parser's handling of `<{...}>`: entries are
// converted to their storage class in name order, entries of no property are dropped,
// and an op without properties, or properties that are no dictionary, are errors.
func TestPropertyConversion(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`"p.a"() <{s = 1 : i32}> : () -> ()`, "invalid properties {s = 1 : i32} for op p.a: Invalid attribute `s` in property conversion: 1 : i32"},
		// flag sorts before s: it is converted first.
		{`"p.a"() <{s = 1, flag = 1 : i32}> : () -> ()`, "Invalid attribute `flag` in property conversion: 1 : i32"},
		{`"p.a"() <{s = "x", mode = 7 : i64}> : () -> ()`, "Invalid attribute `mode` in property conversion: 7 : i64"},
		{`"p.a"() <{s = "x", u = 1 : i32}> : () -> ()`, "Invalid attribute `u` in property conversion: 1 : i32"},
		{`"p.a"() <1 : i32> : () -> ()`, "invalid properties 1 : i32 for op p.a: expected DictionaryAttr to set properties"},
		{`"p.none"() <{}> : () -> ()`, "invalid properties {} for op p.none: this operation does not support properties"},
		{`"p.seg"() <{operandSegmentSizes = array<i32: 0>}> : () -> ()`, "size mismatch in attribute conversion: 1 vs 2"},
		{`"p.seg"() <{operandSegmentSizes = array<i64: 0, 0>}> : () -> ()`, "expected DenseI32ArrayAttr for key `value`"},
		{`"p.seg"() <{vals = 1 : i32}> : () -> ()`, "Invalid attribute `vals` in property conversion: 1 : i32"},
		// The segment sizes are converted after the attributes, whatever their names.
		{`"p.seg"() <{vals = 1 : i32, operandSegmentSizes = 1 : i32}> : () -> ()`, "Invalid attribute `vals`"},
		// MLIR 19 still reads the segment sizes under their former name.
		{`"p.seg"() <{operand_segment_sizes = array<i32: 0>}> : () -> ()`, "size mismatch in attribute conversion: 1 vs 2"},
		// The conversion comes after the type: an error there is reported first.
		{`"p.a"() <{s = 1 : i32}> : () -> (i32`, "expected ')'"},
		// Without properties, the dictionary's inherent attributes are checked against
		// their constraints, the first by name.
		{`"p.a"() {s = 1 : i32, flag = 2 : i32} : () -> ()`, "'p.a' op attribute 'flag' failed to satisfy constraint: bool attribute"},
	} {
		_, err := ir.ParseSource(propsContext(), "t.mlir", []byte(tc.src), ir.ParseOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s\ngot %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestPropertyMerge checks which attributes an op parsed in the generic form holds.
func TestPropertyMerge(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		// An entry naming no property is dropped; in a dialect modelled in part it stays.
		{`"p.a"() <{s = "x", zz = 1 : i32}> : () -> ()`, `"p.a"() <{s = "x"}> : () -> ()`},
		{`"o.none"() <{zz = 1 : i32}> : () -> ()`, `"o.none"() {zz = 1 : i32} : () -> ()`},
		// With properties given, dictionary entries stay when their property can hold
		// them, the others are dropped, and the properties win.
		{`"p.a"() <{s = "x"}> {flag = true, mode = 7 : i64, d = 1 : i32} : () -> ()`, `"p.a"() <{flag = true, s = "x"}> {d = 1 : i32} : () -> ()`},
		{`"p.a"() <{s = "x"}> {s = "y"} : () -> ()`, `"p.a"() <{s = "x"}> : () -> ()`},
		{`"p.a"() <{}> {s = "y"} : () -> ()`, `"p.a"() <{s = "y"}> : () -> ()`},
		// Segment sizes the property cannot hold are dropped: it keeps its zeros.
		{`"p.seg"() {operandSegmentSizes = array<i32: 1>} : () -> ()`, `"p.seg"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()`},
		{`"p.seg"(%x) {operand_segment_sizes = array<i32: 1, 0>} : (i32) -> ()`, `"p.seg"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()`},
		// Under both names, the current one wins in <{...}>, the former one (set last) in {...}.
		{`"p.seg"(%x) <{operandSegmentSizes = array<i32: 1, 0>, operand_segment_sizes = array<i32: 0, 1>}> : (i32) -> ()`, `<{operandSegmentSizes = array<i32: 1, 0>}>`},
		{`"p.seg"(%x) {operandSegmentSizes = array<i32: 1, 0>, operand_segment_sizes = array<i32: 0, 1>} : (i32) -> ()`, `<{operandSegmentSizes = array<i32: 0, 1>}>`},
	} {
		ctx := propsContext()
		ctx.AllowUnregistered = true
		src := "%x = \"u.x\"() : () -> i32\n" + tc.src
		mod, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		pr := ir.NewPrinter(nil, ir.PrintOptions{Generic: true})
		if err := pr.PrintOp(mod); err != nil {
			t.Fatal(err)
		}
		if got := pr.String(); !strings.Contains(got, tc.want) {
			t.Errorf("%s\ngot %s\nwant %s", tc.src, got, tc.want)
		}
	}
}
