package arith_test

import "testing"

// TestWideFolders checks f80/f128 folds against what mlir-opt 19 prints for them: the
// arithmetic is the type's own (not float64's), and values only the wide type holds
// print in APFloat's long form or as bits.
func TestWideFolders(t *testing.T) {
	cases := []struct{ name, sig, body, want string }{
		{"addf-f80", "() -> f80", "%a = arith.constant 0.1 : f80\n%b = arith.constant 0.2 : f80\n%r = arith.addf %a, %b : f80\nreturn %r : f80",
			"%cst = arith.constant 0.300000000000000016653 : f80\nreturn %cst : f80"},
		{"mulf-f128-finite", "() -> f128", "%a = arith.constant 1.0e300 : f128\n%r = arith.mulf %a, %a : f128\nreturn %r : f128",
			"%cst = arith.constant 1.00000000000000010500952051040884325E+600 : f128\nreturn %cst : f128"},
		{"nan-quieted-f80", "() -> f80", "%a = arith.constant 0x7FFF0000000000000001 : f80\n%b = arith.constant 1.0 : f80\n%r = arith.addf %a, %b : f80\nreturn %r : f80",
			"%cst = arith.constant 0x7FFF4000000000000001 : f80\nreturn %cst : f80"},
		{"truncf-inexact-kept", "() -> f80", "%a = arith.constant 0x3FFF0000000000000000000000000001 : f128\n%r = arith.truncf %a : f128 to f80\nreturn %r : f80",
			"%cst = arith.constant 1.00000000000000000000000000000000019 : f128\n%0 = arith.truncf %cst : f128 to f80\nreturn %0 : f80"},
		{"bitcast-unnormal", "() -> i80", "%a = arith.constant 0x40000000000000000000 : f80\n%r = arith.bitcast %a : f80 to i80\nreturn %r : i80",
			"%c604444463063240877801472_i80 = arith.constant 604444463063240877801472 : i80\nreturn %c604444463063240877801472_i80 : i80"},
		{"cmpf-wide-not-nan", "(%x: f128) -> i1", "%a = arith.constant 0x3FFF0000000000000000000000000001 : f128\n%r = arith.cmpf uno, %a, %x : f128\nreturn %r : i1",
			"%cst = arith.constant 1.00000000000000000000000000000000019 : f128\n%0 = arith.cmpf uno, %cst, %arg0 : f128\nreturn %0 : i1"},
		{"dense-not-splat", "() -> vector<2xf128>", "%a = arith.constant dense<[0x3FFF0000000000000000000000000001, 0x3FFF0000000000000000000000000002]> : vector<2xf128>\n%r = arith.negf %a : vector<2xf128>\nreturn %r : vector<2xf128>",
			"%cst = arith.constant dense<[-1.00000000000000000000000000000000019, -1.00000000000000000000000000000000039]> : vector<2xf128>\nreturn %cst : vector<2xf128>"},
	}
	for _, c := range cases {
		if got := canonicalize(t, c.sig, c.body); got != c.want {
			t.Errorf("%s:\ngot:\n%s\nwant:\n%s", c.name, got, c.want)
		}
	}
}
