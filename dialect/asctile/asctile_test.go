package asctile_test

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/tablegen"
	"github.com/ascend-toolchain/asc/tablegen/gogen/odstest"
)

// The spec (asctile-ops.md) lists 37 ops, 2 types, 1 attribute definition and 4 enums.
func TestCounts(t *testing.T) {
	rk, err := tablegen.ParseFile("AscTile.td", tablegen.Options{IncludeDirs: []string{"../ods", ".."}})
	if err != nil {
		t.Fatal(err)
	}
	ops := 0
	for _, r := range rk.DefsDerivedFrom("Op") {
		if d, err := r.GetDef("dialect"); err == nil && d.GetStringOr("name", "") == "asctile" {
			ops++
		}
	}
	if n := len(asctile.Dialect().Ops); n != ops || ops != 37 {
		t.Errorf("ops: %d registered, %d records, want 37", n, ops)
	}
	if len(asctile.TypeDefs) != 2 || len(asctile.AttrDefs) != 1 || len(asctile.EnumDefs) != 4 {
		t.Errorf("types %d, attributes %d, enums %d; want 2, 1, 4", len(asctile.TypeDefs), len(asctile.AttrDefs), len(asctile.EnumDefs))
	}
}

// fn wraps generic-form ops in a function with the given arguments.
func fn(args, body string) string {
	return "func.func @f(" + args + ") {\n  " + body + "\n  return\n}"
}

const (
	tile32  = "!asctile.tile<32xf32, UB>"
	tensorQ = "!asctile.tensor<?xf32>"
)

func TestRoundTripEveryOp(t *testing.T) {
	n := odstest.RoundTripAll(t, odstest.Config{Dialect: "asctile", Ctx: all.NewContext(),
		// Generated samples take the first type each constraint accepts; this order makes
		// them meet the type relations (i32 tiles with i32 scalars, f16 matrices with f16
		// epsilons, a rank-2 tensor for dim's index 1).
		TypeSamples: []string{"!asctile.tile<32xi32, UB>", "!asctile.tile<32xi1, UB>", "!asctile.tile<16x16xf16, L0A>",
			"!asctile.tile<16x16xf32, L0C>", "!asctile.tensor<?x?xi32>"},
		Skip:        map[string]string{"asctile.yield": "a terminator; checked inside count_mask and bitwise_mask"},
		AttrSamples: []string{"#asctile.kind<max>", "[1 : i32]"},
		Samples: map[string][]string{
			"asctile.tensor": {
				fn("%arg0: memref<*xf32, 22>, %arg1: i32", `%0 = "asctile.tensor"(%arg0, %arg1) : (memref<*xf32, 22>, i32) -> `+tensorQ),
				fn("%arg0: memref<*xf32, 22>", `%0 = "asctile.tensor"(%arg0) : (memref<*xf32, 22>) -> !asctile.tensor<32x32xf32>`),
			},
			"asctile.load": {
				fn("%arg0: "+tensorQ+", %arg1: i32, %arg2: f32", `%0 = "asctile.load"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (`+tensorQ+`, i32, f32) -> `+tile32),
				fn("%arg0: "+tensorQ+", %arg1: i32", `%0 = "asctile.load"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (`+tensorQ+`, i32) -> `+tile32),
			},
			"asctile.concat": {
				fn("%arg0: "+tile32+", %arg1: "+tile32, `%0 = "asctile.concat"(%arg0, %arg1) : (`+tile32+", "+tile32+") -> !asctile.tile<64xf32, UB>"),
			},
		},
	})
	t.Logf("%d ops round-tripped", n)
}
