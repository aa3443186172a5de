package ir_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// parseAttrOp parses `"foo.op"() {a = ATTR} : () -> ()` and returns the attribute.
func parseAttrOp(t *testing.T, attr string) (ir.Attribute, error) {
	t.Helper()
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	mod, err := ir.ParseSource(ctx, "t.mlir", []byte(`"foo.op"() {a = `+attr+`} : () -> ()`), ir.ParseOptions{})
	if err != nil {
		return nil, err
	}
	return mod.Region(0).Front().First().Attr("a"), nil
}

// The expected texts are mlir-opt 19's: expressions are simplified as they are built.
func TestAffinePrint(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"affine_map<(i, j)[s] -> (i + j + s, i - s, -i, 2 * i, s * i, s + i, j + i)>",
			"affine_map<(d0, d1)[s0] -> (d0 + d1 + s0, d0 - s0, -d0, d0 * 2, d0 * s0, d0 + s0, d1 + d0)>"},
		{"affine_map<(i) -> (i + 0, 1 + i, i + 1 - 1, 3 + 4, i * 1, i * 0, i * 2 * 3, 5 + i * 2)>",
			"affine_map<(d0) -> (d0, d0 + 1, d0, 7, d0, 0, d0 * 6, d0 * 2 + 5)>"},
		{"affine_map<(i, j)[s] -> (-(i + j), i - (j - s), (i + j) * 2, i * -1, i + -2, j - i * 3)>",
			"affine_map<(d0, d1)[s0] -> (-(d0 + d1), d0 - (d1 - s0), (d0 + d1) * 2, -d0, d0 - 2, d1 - d0 * 3)>"},
		{"affine_map<(i)[s] -> (i floordiv 2, i ceildiv 4, i mod 3, i mod 1, i floordiv 1, 7 floordiv 2, -7 floordiv 2, -7 mod 3)>",
			"affine_map<(d0)[s0] -> (d0 floordiv 2, d0 ceildiv 4, d0 mod 3, 0, d0, 3, -4, 2)>"},
		{"affine_map<(i, j)[s] -> (i + i, i * 2 - i, i - i, (i * 4) floordiv 2, (i * 4) mod 2, (i floordiv 2) * 2)>",
			"affine_map<(d0, d1)[s0] -> (d0 * 2, d0, 0, d0 * 2, 0, (d0 floordiv 2) * 2)>"},
		{"affine_map<(i, j) -> ((i + j) floordiv 5 * 3, -(i * 3), -i * 3, 12 floordiv -2, (i + j - 128) floordiv -2)>",
			"affine_map<(d0, d1) -> (((d0 + d1) floordiv 5) * 3, d0 * -3, d0 * -3, -6, (d0 + d1) floordiv -2 + 64)>"},
		{"affine_map<(i)[s] -> (i - (i floordiv s) * s, i - (i floordiv 4) * 4, i mod 0, i mod -3)>",
			"affine_map<(d0)[s0] -> (d0 mod s0, d0 mod 4, d0 mod 0, d0 mod -3)>"},
		{"affine_map<() -> ()>", "affine_map<() -> ()>"},
		{"affine_map<(d0)[s0] -> ()>", "affine_map<(d0)[s0] -> ()>"},
		{"affine_set<(d0) : (1 == 0)>", "affine_set<(d0) : (1 == 0)>"},
		{"affine_set<(i)[N] : (i >= 0, N - i >= 0, i <= N, i == 2, i * 2 - 1 >= 0)>",
			"affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 >= 0, -d0 + s0 >= 0, d0 - 2 == 0, d0 * 2 - 1 >= 0)>"},
		{"affine_set<(i) : ()>", "affine_set<(d0) : (0 == 0)>"},
		{"affine_map<(i32, floordiv) -> (i32 + floordiv, 0x10)>", "affine_map<(d0, d1) -> (d0 + d1, 16)>"},
	} {
		a, err := parseAttrOp(t, tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got := ir.AttrString(a); got != tc.want {
			t.Errorf("%s\n got %s\nwant %s", tc.in, got, tc.want)
		}
	}
}

// TestAffineErrors checks mlir-opt's messages and columns.
func TestAffineErrors(t *testing.T) {
	for _, tc := range []struct {
		in   string
		col  int
		want string
	}{
		{"affine_map<(d0) -> (d1)>", 37, "use of undeclared identifier"},
		{"affine_map<(d0, d1) -> (d0 * d1)>", 44, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
		{"affine_map<(d0, d1) -> (d0 * d1 * 2)>", 49, "non-affine expression: at least one of the multiply operands"},
		{"affine_map<(d0, d1) -> (d0 floordiv d1)>", 44, "non-affine expression: right operand of floordiv has to be either a constant or symbolic"},
		{"affine_map<(d0, d0) -> (d0)>", 33, "redefinition of identifier 'd0'"},
		{"affine_map<(d0) : (d0 >= 0)>", 28, "expected AffineMap, but got IntegerSet"},
		{"affine_set<(d0) -> (d0)>", 28, "expected IntegerSet, but got AffineMap"},
		{"affine_map<(d0) -> (d0 + )>", 42, "missing right operand of binary operator"},
		{"affine_map<(d0) -> ( * d0)>", 38, "missing left operand of binary operator"},
		{"affine_map<(d0) -> (-)>", 38, "expected affine expression"},
		{"affine_map<(d0) -> (())>", 38, "no expression inside parentheses"},
		{"affine_map<(d0) -> (99999999999999999999)>", 37, "constant too large for index"},
		{"affine_set<(d0) : (d0 > 0)>", 41, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
		{"affine_map<(d0 -> (d0)>", 31, "expected ')' in dimensional identifier list"},
		{"affine_map<d0 -> (d0)>", 28, "expected '(' in dimensional identifier list"},
		{"affine_map<(d0) (d0)>", 32, "expected '->' or ':'"},
		{"affine_map<(d0) -> (d0)}", 40, "expected '>' in affine map"},
		{"affine_map<(d0)[s0 -> (d0)>", 35, "expected ']' in symbol list"},
		{"affine_map<(1) -> (d0)>", 29, "expected bare identifier"},
		{"affine_map<(d0) -> (%x)>", 37, "unexpected ssa identifier"},
		{"affine_set<(i)[N, M] : )i >= 0)>", 39, "expected '(' in integer set constraint list"},
		{"affine_map<(d0) -> (d0   +   d5)>", 43, "use of undeclared identifier"},
	} {
		_, err := parseAttrOp(t, tc.in)
		if err == nil {
			t.Errorf("%s: no error", tc.in)
			continue
		}
		d := ir.AsDiagnostics(err)[0]
		f, _ := ir.FileLoc(d.Loc)
		if !strings.Contains(d.Msg, tc.want) || f == nil || int(f.Col) != tc.col {
			t.Errorf("%s: got %v, want col %d %q", tc.in, err, tc.col, tc.want)
		}
	}
	// A negation without operand reports MLIR's second error too.
	_, err := parseAttrOp(t, "affine_map<(d0) -> (-)>")
	if ds := ir.AsDiagnostics(err); len(ds) != 2 || ds[1].Msg != "missing operand of negation" {
		t.Errorf("negation: %v", err)
	}
}

func TestMemRefLayout(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>", "memref<4x4xf32>"},
		{"memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>", "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>"},
		{"memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 3>", "memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 3>"},
		// Memory space 0 is the default one.
		{"memref<8xi8, affine_map<(d0) -> (d0)>, 0>", "memref<8xi8>"},
		{"memref<*xf32, 0 : i32>", "memref<*xf32>"},
	} {
		a, err := parseAttrOp(t, tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if got := ir.AttrString(a); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.in, got, tc.want)
		}
	}
	_, err := parseAttrOp(t, "memref<4x4xf32, affine_map<(d0) -> (d0)>>")
	if err == nil || !strings.Contains(err.Error(), "t.mlir:1:17: error: memref layout mismatch between rank and affine map: 2 != 1") {
		t.Errorf("rank mismatch: %v", err)
	}
}

// TestAffineBuild checks the constructors on their own (what passes use).
func TestAffineBuild(t *testing.T) {
	d0, d1, s0 := ir.AffineDimExpr(0), ir.AffineDimExpr(1), ir.AffineSymbolExpr(0)
	c := ir.AffineConstExpr
	for _, tc := range []struct {
		e    *ir.AffineExpr
		want string
	}{
		{c(3).Add(d0), "d0 + 3"},
		{d0.Add(c(2)).Add(c(3)), "d0 + 5"},
		{d0.Add(c(2)).Add(d1), "d0 + d1 + 2"},
		{s0.Mul(d0), "d0 * s0"},
		{d0.MulConst(2).Mul(s0), "(d0 * s0) * 2"},
		{d0.Sub(d0.FloorDiv(c(8)).MulConst(8)), "d0 mod 8"},
		{d0.MulConst(4).Add(d1).FloorDiv(c(4)), "d0 + d1 floordiv 4"},
		{d0.MulConst(4).Add(d1).Mod(c(4)), "d1 mod 4"},
		{d0.Mod(c(8)).Mod(c(4)), "d0 mod 4"},
		{d0.MulConst(128).CeilDiv(c(64)), "d0 * 2"},
		{c(-7).CeilDiv(c(2)), "-3"},
	} {
		if got := tc.e.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
}

// TestCeilDiv: rounding towards +inf for every sign, and no overflow at int64's end
// (math.MaxInt64/8 rounded up, where (a+b-1)/b would go negative).
func TestCeilDiv(t *testing.T) {
	for _, c := range [][3]int64{{7, 2, 4}, {8, 2, 4}, {-7, 2, -3}, {7, -2, -3}, {-7, -2, 4}, {0, 3, 0},
		{9223372036854775807, 8, 1152921504606846976}} {
		if got := ir.CeilDiv(c[0], c[1]); got != c[2] {
			t.Errorf("CeilDiv(%d, %d) = %d, want %d", c[0], c[1], got, c[2])
		}
	}
}
