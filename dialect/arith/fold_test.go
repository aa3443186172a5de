package arith_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/optdriver"
)

// canonicalize runs ascopt -canonicalize on a function body and returns the body's lines.
func canonicalize(t *testing.T, sig, body string) string {
	t.Helper()
	src := "func.func @f" + sig + " {\n" + body + "\n}\n"
	var out, errb bytes.Buffer
	if code := optdriver.Run([]string{"-canonicalize", "-"}, strings.NewReader(src), &out, &errb); code != 0 {
		t.Fatalf("ascopt: %s\n%s", errb.String(), src)
	}
	var lines []string
	for _, l := range strings.Split(out.String(), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "module") || strings.HasPrefix(l, "func.func") || l == "}" {
			continue
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

func TestFolders(t *testing.T) {
	cases := []struct{ name, sig, body, want string }{
		{"addi-wraps", "() -> i8", "%a = arith.constant 127 : i8\n%b = arith.constant 1 : i8\n%r = arith.addi %a, %b : i8\nreturn %r : i8",
			"%c-128_i8 = arith.constant -128 : i8\nreturn %c-128_i8 : i8"},
		{"addi-zero", "(%x: i32) -> i32", "%z = arith.constant 0 : i32\n%r = arith.addi %z, %x : i32\nreturn %r : i32",
			"return %arg0 : i32"},
		{"subi-self-vector", "(%x: vector<4xi32>) -> vector<4xi32>", "%r = arith.subi %x, %x : vector<4xi32>\nreturn %r : vector<4xi32>",
			"%cst = arith.constant dense<0> : vector<4xi32>\nreturn %cst : vector<4xi32>"},
		{"muli-splat", "() -> vector<2xi32>", "%a = arith.constant dense<3> : vector<2xi32>\n%b = arith.constant dense<[2, 5]> : vector<2xi32>\n%r = arith.muli %a, %b : vector<2xi32>\nreturn %r : vector<2xi32>",
			"%cst = arith.constant dense<[6, 15]> : vector<2xi32>\nreturn %cst : vector<2xi32>"},
		{"divsi-overflow-kept", "() -> i8", "%a = arith.constant -128 : i8\n%b = arith.constant -1 : i8\n%r = arith.divsi %a, %b : i8\nreturn %r : i8",
			"%c-128_i8 = arith.constant -128 : i8\n%c-1_i8 = arith.constant -1 : i8\n%0 = arith.divsi %c-128_i8, %c-1_i8 : i8\nreturn %0 : i8"},
		{"floordivsi", "() -> i32", "%a = arith.constant -7 : i32\n%b = arith.constant 2 : i32\n%r = arith.floordivsi %a, %b : i32\nreturn %r : i32",
			"%c-4_i32 = arith.constant -4 : i32\nreturn %c-4_i32 : i32"},
		{"ceildivsi", "() -> i32", "%a = arith.constant 7 : i32\n%b = arith.constant 2 : i32\n%r = arith.ceildivsi %a, %b : i32\nreturn %r : i32",
			"%c4_i32 = arith.constant 4 : i32\nreturn %c4_i32 : i32"},
		{"shrui-large-shift-kept", "(%x: i8) -> i8", "%s = arith.constant 9 : i8\n%r = arith.shrui %x, %s : i8\nreturn %r : i8",
			"%c9_i8 = arith.constant 9 : i8\n%0 = arith.shrui %arg0, %c9_i8 : i8\nreturn %0 : i8"},
		{"addf-f16-rounds", "() -> f16", "%a = arith.constant 1.0 : f16\n%b = arith.constant 0.0004 : f16\n%r = arith.addf %a, %b : f16\nreturn %r : f16",
			"%cst = arith.constant 1.000000e+00 : f16\nreturn %cst : f16"},
		{"addf-tf32", "() -> tf32", "%a = arith.constant 0.1 : tf32\n%r = arith.addf %a, %a : tf32\nreturn %r : tf32",
			"%cst = arith.constant 1.999510e-01 : tf32\nreturn %cst : tf32"},
		{"sitofp-f8E4M3FN-rounds", "() -> f8E4M3FN", "%a = arith.constant 300 : i32\n%r = arith.sitofp %a : i32 to f8E4M3FN\nreturn %r : f8E4M3FN",
			"%cst = arith.constant 2.880000e+02 : f8E4M3FN\nreturn %cst : f8E4M3FN"},
		{"sitofp-f8E4M3FN-overflow-keeps-sign", "() -> f8E4M3FN", "%a = arith.constant -2147483648 : i32\n%r = arith.sitofp %a : i32 to f8E4M3FN\nreturn %r : f8E4M3FN",
			"%cst = arith.constant 0xFF : f8E4M3FN\nreturn %cst : f8E4M3FN"},
		{"mulf-bf16", "() -> bf16", "%a = arith.constant 3.0 : bf16\n%b = arith.constant 1.5 : bf16\n%r = arith.mulf %a, %b : bf16\nreturn %r : bf16",
			"%cst = arith.constant 4.500000e+00 : bf16\nreturn %cst : bf16"},
		{"cmpf-nan", "(%x: f32) -> i1", "%n = arith.constant 0x7FC00000 : f32\n%r = arith.cmpf ult, %x, %n : f32\nreturn %r : i1",
			"%true = arith.constant true\nreturn %true : i1"},
		{"cmpi-const-left", "(%x: i32) -> i1", "%c = arith.constant 4 : i32\n%r = arith.cmpi slt, %c, %x : i32\nreturn %r : i1",
			"%c4_i32 = arith.constant 4 : i32\n%0 = arith.cmpi sgt, %arg0, %c4_i32 : i32\nreturn %0 : i1"},
		{"cmpi-ext", "(%x: i8, %y: i8) -> i1", "%a = arith.extsi %x : i8 to i32\n%b = arith.extsi %y : i8 to i32\n%r = arith.cmpi eq, %a, %b : i32\nreturn %r : i1",
			"%0 = arith.cmpi eq, %arg0, %arg1 : i8\nreturn %0 : i1"},
		{"not-cmpi", "(%x: i32, %y: i32) -> i1", "%t = arith.constant true\n%c = arith.cmpi ult, %x, %y : i32\n%r = arith.xori %c, %t : i1\nreturn %r : i1",
			"%0 = arith.cmpi uge, %arg0, %arg1 : i32\nreturn %0 : i1"},
		{"select-to-extui", "(%c: i1) -> i32", "%one = arith.constant 1 : i32\n%zero = arith.constant 0 : i32\n%r = arith.select %c, %one, %zero : i32\nreturn %r : i32",
			"%0 = arith.extui %arg0 : i1 to i32\nreturn %0 : i32"},
		{"trunc-ext", "(%x: i8) -> i8", "%a = arith.extui %x : i8 to i32\n%r = arith.trunci %a : i32 to i8\nreturn %r : i8",
			"return %arg0 : i8"},
		{"index-cast-round-trip", "(%x: i32) -> i32", "%a = arith.index_cast %x : i32 to index\n%r = arith.index_cast %a : index to i32\nreturn %r : i32",
			"return %arg0 : i32"},
		{"sitofp-rounds", "() -> f32", "%a = arith.constant 16777217 : i32\n%r = arith.sitofp %a : i32 to f32\nreturn %r : f32",
			"%cst = arith.constant 0x4B800000 : f32\nreturn %cst : f32"},
		{"fptoui-negative-kept", "() -> i8", "%a = arith.constant -1.0 : f32\n%r = arith.fptoui %a : f32 to i8\nreturn %r : i8",
			"%cst = arith.constant -1.000000e+00 : f32\n%0 = arith.fptoui %cst : f32 to i8\nreturn %0 : i8"},
		{"truncf-inexact-kept", "() -> bf16", "%a = arith.constant 0.1 : f32\n%r = arith.truncf %a : f32 to bf16\nreturn %r : bf16",
			"%cst = arith.constant 1.000000e-01 : f32\n%0 = arith.truncf %cst : f32 to bf16\nreturn %0 : bf16"},
		{"bitcast-f16", "() -> i16", "%a = arith.constant 1.0 : f16\n%r = arith.bitcast %a : f16 to i16\nreturn %r : i16",
			"%c15360_i16 = arith.constant 15360 : i16\nreturn %c15360_i16 : i16"},
		{"reassoc-addi", "(%x: index) -> index", "%a = arith.constant 3 : index\n%b = arith.constant 4 : index\n%0 = arith.addi %x, %a : index\n%r = arith.addi %0, %b : index\nreturn %r : index",
			"%c7 = arith.constant 7 : index\n%0 = arith.addi %arg0, %c7 : index\nreturn %0 : index"},
		{"wide-int", "(%x: i128) -> i128", "%a = arith.constant 170141183460469231731687303715884105727 : i128\n%b = arith.constant 1 : i128\n%c = arith.addi %a, %b : i128\n%r = arith.addi %x, %c : i128\nreturn %r : i128",
			"%c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128\n%0 = arith.addi %arg0, %c-170141183460469231731687303715884105728_i128 : i128\nreturn %0 : i128"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := canonicalize(t, c.sig, c.body); got != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}
