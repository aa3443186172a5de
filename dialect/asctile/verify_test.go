package asctile_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

const (
	numeric = "16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer"
	t64     = "!asctile.tile<64xf32, UB>"
)

// TestDiagnostics checks each verifier and parser diagnostic of the dialect: the C++
// verifiers PyAsc writes, the generated constraint and relation checks in MLIR's order, and
// the parse-time checks of types the custom forms infer.
func TestDiagnostics(t *testing.T) {
	cases := []struct{ name, args, body, want string }{
		// Hand-written verifiers.
		{"tensor-sizes", "%m: memref<*xf32, 22>", `%t = asctile.tensor %m() : memref<*xf32, 22>, !asctile.tensor<?xf32>`,
			"'asctile.tensor' op must have value in 'sizes' for each dynamic dimension"},
		{"dim-index", "%t: !asctile.tensor<?x?xf32>", `%d = asctile.dim %t, 2 : !asctile.tensor<?x?xf32>`,
			"'asctile.dim' op 'index' must not exceed the tensor rank"},
		{"dim-negative-index", "%t: !asctile.tensor<?x?xf32>", `%d = asctile.dim %t, -1 : !asctile.tensor<?x?xf32>`,
			"'asctile.dim' op 'index' must not exceed the tensor rank"},
		{"store-fixpipe-elements", "%c: !asctile.tile<16x16xf32, L0C>, %t: !asctile.tensor<?x?xf16>, %i: i32",
			`asctile.store_fixpipe %c, %t[%i, %i] {relu} : !asctile.tile<16x16xf32, L0C>, !asctile.tensor<?x?xf16>`,
			"'asctile.store_fixpipe' op failed to verify that all of {base, value} have same element type"},
		{"copy-fixpipe-elements", "%c: !asctile.tile<16x16xf32, L0C>, %i: i32",
			`%h = asctile.copy_fixpipe %c[%i, %i] : !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf16, L1>`,
			"'asctile.copy_fixpipe' op failed to verify that all of {base, result} have same element type"},
		{"concat-location", "%a: !asctile.tile<8x64xf32, L1>",
			`%c = asctile.concat %a, %a : !asctile.tile<8x64xf32, L1>, !asctile.tile<8x64xf32, L1> -> !asctile.tile<16x64xf32, L1>`,
			"'asctile.concat' op tile operands must have UB tile location"},
		{"concat-shapes", "%a: !asctile.tile<8x64xf32, UB>, %b: !asctile.tile<8x32xf32, UB>",
			`%c = asctile.concat %a, %b : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x32xf32, UB> -> !asctile.tile<16x64xf32, UB>`,
			"'asctile.concat' op tile operands must have the same shape except their first dimension"},
		{"concat-result", "%a: !asctile.tile<8x64xf32, UB>, %b: !asctile.tile<4x64xf32, UB>",
			`%c = asctile.concat %a, %b : !asctile.tile<8x64xf32, UB>, !asctile.tile<4x64xf32, UB> -> !asctile.tile<16x64xf32, UB>`,
			"'asctile.concat' op result tile shape must be [12, 64]"},
		{"concat-empty", "", `%c = "asctile.concat"() : () -> !asctile.tile<16x64xf32, UB>`,
			"'asctile.concat' op expected 1 or more operands, but found 0"},
		// Generated constraints.
		{"operand-constraint", "%a: !asctile.tile<64xf64, UB>, %s: f64", `%r = "asctile.adds"(%a, %s) : (!asctile.tile<64xf64, UB>, f64) -> !asctile.tile<64xf64, UB>`,
			"'asctile.adds' op operand #0 must be tile of " + numeric + " values, but got '!asctile.tile<64xf64, UB>'"},
		{"tensor-summary", "%a: f32", `%d = "asctile.dim"(%a) <{index = 0 : i32}> : (f32) -> i32`,
			"'asctile.dim' op operand #0 must be , but got 'f32'"},
		{"empty-shape", "%a: !asctile.tile<f32, UB>", `%r = asctile.relu %a : !asctile.tile<f32, UB>`,
			"'asctile.relu' op operand #0 must be tile of " + numeric + " values, but got '!asctile.tile<*xf32, UB>'"},
		{"rank", "%a: !asctile.tile<16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>",
			`%c = asctile.matmul %a, %b : <16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>`,
			"'asctile.matmul' op operand #0 must be tile of 16-bit float or bfloat16 type or 32-bit float values of ranks 2, but got '!asctile.tile<16xf16, L0A>'"},
		{"f32-result", "%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>",
			`%c = asctile.matmul %a, %b : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf16, L0C>`,
			"'asctile.matmul' op result #0 must be tile of 32-bit float values of ranks 2, but got '!asctile.tile<32x32xf16, L0C>'"},
		{"unit-tile", "%a: " + t64, `%r = asctile.reduce_as_1d <sum> %a : !asctile.tile<64xf32, UB>, !asctile.tile<2xf32, UB>`,
			"'asctile.reduce_as_1d' op result #0 must be " + numeric + " or tile of " + numeric + " values of length 1, but got '!asctile.tile<2xf32, UB>'"},
		{"softmax-rank", "%a: !asctile.tile<2x2x2xf32, UB>", `%r = asctile.softmax %a : !asctile.tile<2x2x2xf32, UB>`,
			"'asctile.softmax' op operand #0 must be tile of " + numeric + " values of ranks 1/2, but got '!asctile.tile<2x2x2xf32, UB>'"},
		{"required-attribute", "%a: " + t64, `%m = "asctile.cmp"(%a, %a) : (` + t64 + ", " + t64 + ") -> !asctile.tile<64xi1, UB>",
			"'asctile.cmp' op requires attribute 'cmpMode'"},
		{"enum-value", "%a: " + t64, `%m = "asctile.cmp"(%a, %a) <{cmpMode = 9 : i32}> : (` + t64 + ", " + t64 + ") -> !asctile.tile<64xi1, UB>",
			"'asctile.cmp' op attribute 'cmpMode' failed to satisfy constraint"},
		{"region-blocks", "%n: i64", "\"asctile.count_mask\"(%n) ({\n  \"asctile.yield\"() : () -> ()\n^bb1:\n  \"asctile.yield\"() : () -> ()\n}) : (i64) -> ()",
			"'asctile.count_mask' op expects region #0 to have 0 or 1 blocks"},
		{"mask-terminator", "%n: i64", "\"asctile.count_mask\"(%n) ({\n  func.return\n}) : (i64) -> ()",
			"'func.return' op expects parent op 'func.func'"},
		{"mask-other-terminator", "%n: i64", "\"asctile.count_mask\"(%n) ({\n  \"emitasc.yield\"() : () -> ()\n}) : (i64) -> ()",
			"'asctile.count_mask' op expects regions to end with 'asctile.yield', found 'emitasc.yield'"},
		// Relations, in the order the ops list them, then the native traits.
		{"elem-of", "%a: " + t64 + ", %s: f16", `%r = "asctile.adds"(%a, %s) : (` + t64 + `, f16) -> ` + t64,
			"'asctile.adds' op failed to verify that type of 'value' matches element type of 'base'"},
		{"all-types", "%a: " + t64, `%r = "asctile.relu"(%a) : (` + t64 + `) -> !asctile.tile<64xf32, L1>`,
			"'asctile.relu' op failed to verify that all of {operand, result} have same type"},
		{"all-element-types", "%t: !asctile.tensor<?xf16>, %i: i32",
			`%r = "asctile.load"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!asctile.tensor<?xf16>, i32) -> ` + t64,
			"'asctile.load' op failed to verify that all of {base, result} have same element type"},
		{"optional-pad", "%t: !asctile.tensor<?xf32>, %i: i32, %p: f16",
			`%r = "asctile.load"(%t, %i, %p) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!asctile.tensor<?xf32>, i32, f16) -> ` + t64,
			"'asctile.load' op failed to verify that type of 'padValue' matches element type of 'result'"},
		{"i1-shape", "%a: " + t64, `%m = "asctile.cmp"(%a, %a) <{cmpMode = 0 : i32}> : (` + t64 + ", " + t64 + ") -> !asctile.tile<64xi1, L1>",
			"'asctile.cmp' op failed to verify that result type is the type of 'lhs' with i1 elements"},
		{"same-operand-types", "%a: " + t64 + ", %b: !asctile.tile<64xf16, UB>", `%m = "asctile.cmp"(%a, %b) <{cmpMode = 0 : i32}> : (` + t64 + ", !asctile.tile<64xf16, UB>) -> !asctile.tile<64xi1, UB>",
			"'asctile.cmp' op requires all operands to have the same type"},
		{"same-shape", "%a: " + t64, `%r = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<32xf16, UB>`,
			"'asctile.cast' op requires the same shape for all operands and results"},
		{"same-element-type", "%a: " + t64, `%r = asctile.reshape %a : !asctile.tile<64xf32, UB> to !asctile.tile<8x8xf16, UB>`,
			"'asctile.reshape' op requires the same element type for all operands and results"},
		{"matmul-elements", "%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xf32, L0B>",
			`%c = asctile.matmul %a, %b : <32x16xf16, L0A>, <16x32xf32, L0B> -> <32x32xf32, L0C>`,
			"'asctile.matmul' op failed to verify that all of {matrixA, matrixB} have same element type"},
		// Parse-time checks of the types formats infer from (reported at the op name, with
		// the custom-op prefix of MLIR's OpAsmParser::emitError).
		{"parse-base", "%a: !asctile.tile<64xf64, UB>, %s: f64", `%r = asctile.adds %a, %s : !asctile.tile<64xf64, UB>`,
			"2:6: error: custom op 'asctile.adds' 'base' must be tile of " + numeric + " values, but got '!asctile.tile<64xf64, UB>'"},
		{"parse-lhs", "%a: !asctile.tile<64xi1, UB>", `%r = asctile.cmp LT %a, %a : !asctile.tile<64xi1, UB>`,
			"'lhs' must be tile of " + numeric + " values, but got '!asctile.tile<64xi1, UB>'"},
		{"parse-tensor", "%a: f32, %i: i32", `%r = asctile.get_value %a[%i] : f32`, "'base' must be , but got 'f32'"},
		{"parse-load-result", "%t: !asctile.tensor<?xf32>, %i: i32", `%r = asctile.load %t[%i] : !asctile.tensor<?xf32>, f32`,
			"'result' must be tile of " + numeric + " values, but got 'f32'"},
		{"parse-select-result", "%m: !asctile.tile<4xi1, UB>", `%r = asctile.select %m, %m, %m : !asctile.tile<4xi1, UB>`,
			"'result' must be tile of " + numeric + " values, but got '!asctile.tile<4xi1, UB>'"},
		{"parse-rms-input", "%a: !asctile.tile<4xi32, UB>", `%r = asctile.rms_norm %a, %a, %a : !asctile.tile<4xi32, UB>, !asctile.tile<4xi32, UB>`,
			"'input' must be tile of 16-bit float or bfloat16 type or 32-bit float values, but got '!asctile.tile<4xi32, UB>'"},
		// Tensors have no value semantics: arith and math reject them.
		{"tensor-in-math", "%t: !asctile.tensor<16xf32>", `%e = math.exp %t : !asctile.tensor<16xf32>`,
			"'math.exp' op operand #0 must be floating-point-like, but got '!asctile.tensor<16xf32>'"},
		{"tensor-in-arith", "%t: !asctile.tensor<16xi32>", `%e = arith.addi %t, %t : !asctile.tensor<16xi32>`,
			"'arith.addi' op operand #0 must be signless-integer-like, but got '!asctile.tensor<16xi32>'"},
		// Tiles of one shape in two address spaces are different types: arith's
		// SameOperandsAndResultType, lenient with builtin shapes only, refuses them.
		{"same-type-space", "%a: !asctile.tile<256xf32, UB>, %b: !asctile.tile<256xf32, FIX>",
			`%r = "arith.mulf"(%a, %b) : (!asctile.tile<256xf32, UB>, !asctile.tile<256xf32, FIX>) -> !asctile.tile<256xf32, UB>`,
			"'arith.mulf' op requires the same type for all operands and results"},
		// Syntax.
		{"enum-keyword", "%a: " + t64, `%m = asctile.cmp XX %a, %a : ` + t64,
			"expected string or keyword containing one of the following enum values for attribute 'cmpMode' [LT, GT, EQ, LE, GE, NE]"},
		{"enum-string", "%a: " + t64, `%m = asctile.cmp "XX" %a, %a : ` + t64, `invalid cmpMode attribute specification: "XX"`},
		{"enum-missing", "%a: " + t64, `%m = asctile.cmp %a, %a : ` + t64,
			"expected string or keyword containing one of the following enum values for attribute 'cmpMode' [LT, GT, EQ, LE, GE, NE]"},
		{"reduce-kind", "%a: " + t64, `%r = asctile.reduce_as_1d <avg> %a : ` + t64 + ", f32",
			"expected ::mlir::asctile::ReduceKind to be one of: sum, max, min, prod, mean, all, any, xor_sum"},
		{"location", "%a: !asctile.tile<4xf32, L2>", "", "unknown tile location 'L2'"},
		{"unknown-type", "%a: !asctile.vec<4xf32>", "", "unknown  type `vec` in dialect `asctile`"},
		{"unknown-attr", "", `"asctile.yield"() {a = #asctile.mode<x>} : () -> ()`, "unknown attribute `mode` in dialect `asctile`"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "func.func @f(" + c.args + ") {\n" + c.body + "\nreturn\n}"
			_, err := all.RoundTrip(src, false)
			if err == nil {
				t.Fatalf("no error for\n%s", src)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("got  %v\nwant %s", err, c.want)
			}
		})
	}
}
