package arith_test

import (
	"strings"
	"testing"
)

// TestPoisonAndEdgeFolds pins what mlir-opt 19 prints for the folds TestRandomArith
// (test/mlirdiff) found differing: poison operands (binary, unary and cast folders give
// poison, shifts and compares keep it, select takes the other arm after a constant
// condition), shifts and floordivsi decided by their last element, empty tensors (dense<>
// folds element-wise, a splat of an empty type through its value), minnumf of two NaNs,
// NaN conversions that would lose their payload, and signaling NaNs (quieted by
// arithmetic, kept by negf, max/min and bitcast, never converted).
func TestPoisonAndEdgeFolds(t *testing.T) {
	cases := []struct{ name, sig, body, want string }{
		{"addi-poison", "(%x: i32) -> i32",
			"%p = ub.poison : i32\n%r = arith.addi %x, %p : i32\nreturn %r : i32",
			"%0 = ub.poison : i32\nreturn %0 : i32"},
		{"muli-zero-before-poison", "() -> i32",
			"%p = ub.poison : i32\n%z = arith.constant 0 : i32\n%r = arith.muli %p, %z : i32\nreturn %r : i32",
			"%c0_i32 = arith.constant 0 : i32\nreturn %c0_i32 : i32"},
		{"shli-poison-kept", "(%x: i32) -> i32",
			"%p = ub.poison : i32\n%r = arith.shli %p, %x : i32\nreturn %r : i32",
			"%0 = ub.poison : i32\n%1 = arith.shli %0, %arg0 : i32\nreturn %1 : i32"},
		{"divf-poison-vector", "(%x: vector<4xf32>) -> vector<4xf32>",
			"%p = ub.poison : vector<4xf32>\n%r = arith.divf %x, %p : vector<4xf32>\nreturn %r : vector<4xf32>",
			"%0 = ub.poison : vector<4xf32>\nreturn %0 : vector<4xf32>"},
		{"negf-poison", "() -> f16",
			"%p = ub.poison : f16\n%r = arith.negf %p : f16\nreturn %r : f16",
			"%0 = ub.poison : f16\nreturn %0 : f16"},
		{"extsi-poison", "() -> i64",
			"%p = ub.poison : i32\n%r = arith.extsi %p : i32 to i64\nreturn %r : i64",
			"%0 = ub.poison : i64\nreturn %0 : i64"},
		{"cmpi-poison-kept", "(%x: i32) -> i1",
			"%p = ub.poison : i32\n%r = arith.cmpi slt, %x, %p : i32\nreturn %r : i1",
			"%0 = ub.poison : i32\n%1 = arith.cmpi slt, %arg0, %0 : i32\nreturn %1 : i1"},
		{"select-poison-arm", "(%c: i1, %x: i32) -> (i32, i32)",
			"%p = ub.poison : i32\n%r = arith.select %c, %p, %x : i32\n%s = arith.select %c, %x, %p : i32\nreturn %r, %s : i32, i32",
			"return %arg1, %arg1 : i32, i32"},
		{"select-const-cond-first", "(%x: i32) -> i32",
			"%p = ub.poison : i32\n%t = arith.constant true\n%r = arith.select %t, %p, %x : i32\nreturn %r : i32",
			"%0 = ub.poison : i32\nreturn %0 : i32"},
		{"shrui-last-element-decides", "() -> (vector<4xi32>, vector<4xi32>)",
			"%a = arith.constant dense<[-1, 1, -1, 0]> : vector<4xi32>\n%b = arith.constant dense<[0, 1, 2, 40]> : vector<4xi32>\n%r = arith.shrui %a, %a : vector<4xi32>\n%s = arith.shrui %b, %b : vector<4xi32>\nreturn %r, %s : vector<4xi32>, vector<4xi32>",
			"%cst = arith.constant dense<[0, 1, 2, 40]> : vector<4xi32>\n%cst_0 = arith.constant dense<0> : vector<4xi32>\n%0 = arith.shrui %cst, %cst : vector<4xi32>\nreturn %cst_0, %0 : vector<4xi32>, vector<4xi32>"},
		{"floordivsi-last-element-decides", "() -> (vector<4xi8>, vector<4xi8>)",
			"%a = arith.constant dense<[5, 7, -128, 9]> : vector<4xi8>\n%b = arith.constant dense<[0, 2, 3, 4]> : vector<4xi8>\n%c = arith.constant dense<[1, 2, 3, 0]> : vector<4xi8>\n%r = arith.floordivsi %a, %b : vector<4xi8>\n%s = arith.floordivsi %a, %c : vector<4xi8>\nreturn %r, %s : vector<4xi8>, vector<4xi8>",
			"%cst = arith.constant dense<[5, 7, -128, 9]> : vector<4xi8>\n%cst_0 = arith.constant dense<[1, 2, 3, 0]> : vector<4xi8>\n%cst_1 = arith.constant dense<[5, 3, -43, 2]> : vector<4xi8>\n%0 = arith.floordivsi %cst, %cst_0 : vector<4xi8>\nreturn %cst_1, %0 : vector<4xi8>, vector<4xi8>"},
		{"empty-tensor-folds", "() -> (tensor<0xi16>, tensor<0xi16>, tensor<0xi16>)",
			"%e = arith.constant dense<> : tensor<0xi16>\n%r = arith.remsi %e, %e : tensor<0xi16>\n%z = arith.xori %e, %e : tensor<0xi16>\n%s = arith.remsi %z, %z : tensor<0xi16>\nreturn %r, %z, %s : tensor<0xi16>, tensor<0xi16>, tensor<0xi16>",
			"%cst = arith.constant dense<> : tensor<0xi16>\n%cst_0 = arith.constant dense<0> : tensor<0xi16>\n%0 = arith.remsi %cst_0, %cst_0 : tensor<0xi16>\nreturn %cst, %cst_0, %0 : tensor<0xi16>, tensor<0xi16>, tensor<0xi16>"},
		{"empty-select", "() -> tensor<0xf32>",
			"%c = arith.constant dense<> : tensor<0xi1>\n%a = arith.constant dense<1.0> : tensor<0xf32>\n%b = arith.constant dense<> : tensor<0xf32>\n%r = arith.select %c, %a, %b : tensor<0xi1>, tensor<0xf32>\nreturn %r : tensor<0xf32>",
			"%cst = arith.constant dense<> : tensor<0xf32>\nreturn %cst : tensor<0xf32>"},
		{"minnumf-nans", "() -> f64",
			"%a = arith.constant 0xFFF8000000000000 : f64\n%b = arith.constant 0x7FF8000000000000 : f64\n%r = arith.minnumf %a, %b : f64\nreturn %r : f64",
			"%cst = arith.constant 0x7FF8000000000000 : f64\nreturn %cst : f64"},
		{"nan-conversions", "() -> (bf16, bf16, f16)",
			"%a = arith.constant 0xFFFFFFFF : f32\n%r = arith.truncf %a : f32 to bf16\n%q = arith.constant 0x7FC10000 : f32\n%s = arith.truncf %q : f32 to bf16\n%d = arith.constant 0x7FF8000000000001 : f64\n%u = arith.truncf %d : f64 to f16\nreturn %r, %s, %u : bf16, bf16, f16",
			"%cst = arith.constant 0x7FC1 : bf16\n%cst_0 = arith.constant 0x7FF8000000000001 : f64\n%cst_1 = arith.constant 0xFFFFFFFF : f32\n%0 = arith.truncf %cst_1 : f32 to bf16\n%1 = arith.truncf %cst_0 : f64 to f16\nreturn %0, %cst, %1 : bf16, bf16, f16"},
		{"signaling-nans", "() -> (f16, f32, f64, f16, f32, f32, f64, i32, f16)",
			"%h = arith.constant 0x7C01 : f16\n%s = arith.constant 0x7F800001 : f32\n%d = arith.constant 0x7FF0000000000001 : f64\n%one = arith.constant 1.0 : f16\n%onef = arith.constant 1.0 : f32\n%oned = arith.constant 1.0 : f64\n%0 = arith.addf %h, %one : f16\n%1 = arith.addf %s, %onef : f32\n%2 = arith.addf %d, %oned : f64\n%3 = arith.negf %h : f16\n%4 = arith.negf %s : f32\n%5 = arith.maximumf %s, %onef : f32\n%6 = arith.extf %s : f32 to f64\n%7 = arith.bitcast %s : f32 to i32\n%8 = arith.minnumf %h, %one : f16\nreturn %0, %1, %2, %3, %4, %5, %6, %7, %8 : f16, f32, f64, f16, f32, f32, f64, i32, f16",
			"%cst = arith.constant 1.000000e+00 : f16\n%c2139095041_i32 = arith.constant 2139095041 : i32\n%cst_0 = arith.constant 0x7F800001 : f32\n%cst_1 = arith.constant 0x7E01 : f16\n%cst_2 = arith.constant 0x7FC00001 : f32\n%cst_3 = arith.constant 0x7FF8000000000001 : f64\n%cst_4 = arith.constant 0xFC01 : f16\n%cst_5 = arith.constant 0xFF800001 : f32\n%0 = arith.extf %cst_0 : f32 to f64\nreturn %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_0, %0, %c2139095041_i32, %cst : f16, f32, f64, f16, f32, f32, f64, i32, f16"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := canonicalize(t, c.sig, c.body); got != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}

// TestExtendedPoisonNoPanic: mlir-opt 19 crashes folding the extended ops on a poison
// operand; ascopt leaves the fold alone (the sum of a used carry stays an op) and never
// panics.
func TestExtendedPoisonNoPanic(t *testing.T) {
	for _, op := range []string{"addui_extended %p, %c : i32, i1", "mulsi_extended %c, %p : i32", "mului_extended %p, %c : i32"} {
		body := "%p = ub.poison : i32\n%c = arith.constant 3 : i32\n%r, %s = arith." + op + "\nreturn %r, %s : i32, " +
			map[bool]string{true: "i1", false: "i32"}[op[0] == 'a']
		sig := "() -> (i32, " + map[bool]string{true: "i1", false: "i32"}[op[0] == 'a'] + ")"
		got := canonicalize(t, sig, body)
		if !strings.Contains(got, "_extended") {
			t.Errorf("%s: folded away:\n%s", op, got)
		}
	}
}
