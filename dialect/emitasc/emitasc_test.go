package emitasc_test

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/tablegen"
	"github.com/ascend-toolchain/asc/tablegen/gogen/odstest"
)

// The catalogue (spec/emitasc-ops.md) lists 19 ops and 1 type with parameters besides
// the mask; the generated code must register every record of EmitAsc.td.
const catalogueOps = 19

func TestCounts(t *testing.T) {
	rk, err := tablegen.ParseFile("EmitAsc.td", tablegen.Options{IncludeDirs: []string{"../ods", ".."}})
	if err != nil {
		t.Fatal(err)
	}
	ops, types := 0, 0
	for _, r := range rk.DefsDerivedFrom("Op") {
		if d, err := r.GetDef("dialect"); err == nil && d.GetStringOr("name", "") == "emitasc" {
			ops++
		}
	}
	for _, r := range rk.DefsDerivedFrom("TypeDef") {
		if d, err := r.GetDef("dialect"); err == nil && d.GetStringOr("name", "") == "emitasc" {
			types++
		}
	}
	if n := len(emitasc.Dialect().Ops); n != ops || ops != catalogueOps {
		t.Errorf("ops: %d registered, %d records, catalogue %d", n, ops, catalogueOps)
	}
	if len(emitasc.TypeDefs) != types {
		t.Errorf("types: %d generated, %d records", len(emitasc.TypeDefs), types)
	}
	if len(emitasc.EnumDefs) != 1 {
		t.Errorf("enums: %d generated, want 1 (KernelArgument)", len(emitasc.EnumDefs))
	}
}

func TestRoundTripEveryOp(t *testing.T) {
	n := odstest.RoundTripAll(t, odstest.Config{Dialect: "emitasc", Ctx: all.NewContext(),
		TypeSamples: []string{"!emitasc.mask", `!emitasc.py_struct<"S", [i32, f32], ["a", "b"]>`},
		Samples: map[string][]string{
			// One of the static and the dynamic initial value / offset is given.
			"emitasc.variable": {
				fn("", `%0 = "emitasc.variable"() <{staticInit = 7 : i32}> : () -> memref<1xi32>`),
				fn("%arg0: f32", `%0 = "emitasc.variable"(%arg0) : (f32) -> memref<1xf32>`),
			},
			"emitasc.ptr_offset": {
				fn("%arg0: memref<?xf32>", `%0 = "emitasc.ptr_offset"(%arg0) <{staticOffset = 4 : index}> : (memref<?xf32>) -> memref<?xf32>`),
				fn("%arg0: memref<?xf32>, %arg1: index", `%0 = "emitasc.ptr_offset"(%arg0, %arg1) : (memref<?xf32>, index) -> memref<?xf32>`),
			},
			// One field name per value.
			"emitasc.init_struct": {
				fn("", `%0 = "emitasc.init_struct"() <{fieldNames = []}> : () -> !emitc.opaque<"S">`),
				fn("%arg0: i32, %arg1: f16", `%0 = "emitasc.init_struct"(%arg0, %arg1) <{fieldNames = ["a", "b"]}> : (i32, f16) -> !emitc.opaque<"S">`),
			},
			// yield ends the regions of vec_scope and vf_group.
			"emitasc.yield": {fn("", "\"emitasc.vec_scope\"() ({\n    \"emitasc.yield\"() : () -> ()\n  }) : () -> ()")},
		}})
	if n != catalogueOps {
		t.Errorf("checked %d ops, want %d", n, catalogueOps)
	}
}

func fn(args, body string) string {
	return "func.func @sample(" + args + ") {\n  " + body + "\n  return\n}\n"
}

func TestKernelArgAttr(t *testing.T) {
	ctx := all.NewContext()
	src := "func.func @k(%arg0: i32 {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) {\n  return\n}\n"
	m, err := parseAndPrint(ctx, src)
	if err != nil {
		t.Fatal(err)
	}
	if want := "#emitasc<kernel_arg ffts_addr>"; !contains(m, want) {
		t.Errorf("printed form lacks %s:\n%s", want, m)
	}
}
