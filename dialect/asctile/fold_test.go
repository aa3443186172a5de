package asctile_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/optdriver"
)

// canonicalize runs ascopt -canonicalize on a function and returns its body's lines.
func canonicalize(t *testing.T, sig, body string) string {
	t.Helper()
	return runPass(t, []string{"-canonicalize"}, sig, body)
}

// runPass runs ascopt with the given flags on a function and returns its body's lines.
func runPass(t *testing.T, flags []string, sig, body string) string {
	t.Helper()
	src := "func.func @f" + sig + " {\n" + body + "\n}\n"
	var out, errb bytes.Buffer
	if code := optdriver.Run(append(flags, "-"), strings.NewReader(src), &out, &errb); code != 0 {
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

func TestFoldAndCanonicalize(t *testing.T) {
	const ub = "!asctile.tile<64xf32, UB>"
	cases := []struct{ name, sig, body, want string }{
		{"dim-dynamic", "(%m: memref<*xf32, 22>, %n: i32, %k: i32) -> i32",
			"%t = asctile.tensor %m(%n, %k) : memref<*xf32, 22>, !asctile.tensor<?x8x?xf32>\n%d = asctile.dim %t, 2 : !asctile.tensor<?x8x?xf32>\nreturn %d : i32",
			"return %arg2 : i32"},
		// The static size folds to an attribute, which nothing can materialise.
		{"dim-static-kept", "(%t: !asctile.tensor<?x8xf32>) -> i32",
			"%d = asctile.dim %t, 1 : !asctile.tensor<?x8xf32>\nreturn %d : i32",
			"%0 = asctile.dim %arg0, 1 : !asctile.tensor<?x8xf32>\nreturn %0 : i32"},
		{"dim-argument-kept", "(%t: !asctile.tensor<?xf32>) -> i32",
			"%d = asctile.dim %t, 0 : !asctile.tensor<?xf32>\nreturn %d : i32",
			"%0 = asctile.dim %arg0, 0 : !asctile.tensor<?xf32>\nreturn %0 : i32"},
		{"cast-identity", "(%a: " + ub + ") -> " + ub,
			"%c = asctile.cast %a : " + ub + " to " + ub + "\nreturn %c : " + ub,
			"return %arg0 : " + ub},
		// PyAsc's fold: a chain drops its inner conversion, whatever it does (a round
		// trip through a narrower type loses its rounding).
		{"cast-round-trip", "(%a: " + ub + ") -> " + ub,
			"%h = asctile.cast %a : " + ub + " to !asctile.tile<64xf16, UB>\n%c = asctile.cast %h : !asctile.tile<64xf16, UB> to " + ub + "\nreturn %c : " + ub,
			"return %arg0 : " + ub},
		{"cast-round-trip-exact", "(%a: !asctile.tile<64xf16, UB>) -> !asctile.tile<64xf16, UB>",
			"%w = asctile.cast %a : !asctile.tile<64xf16, UB> to " + ub + "\n%c = asctile.cast %w : " + ub + " to !asctile.tile<64xf16, UB>\nreturn %c : !asctile.tile<64xf16, UB>",
			"return %arg0 : !asctile.tile<64xf16, UB>"},
		// The outer cast reads the input directly, in place.
		{"cast-chain", "(%a: " + ub + ") -> !asctile.tile<64xi32, UB>",
			"%h = asctile.cast %a : " + ub + " to !asctile.tile<64xf16, UB>\n%c = asctile.cast %h : !asctile.tile<64xf16, UB> to !asctile.tile<64xi32, UB>\nreturn %c : !asctile.tile<64xi32, UB>",
			"%0 = asctile.cast %arg0 : " + ub + " to !asctile.tile<64xi32, UB>\nreturn %0 : !asctile.tile<64xi32, UB>"},
		// An inner cast marked asctile.keep_rounding (asctile-keep-cast-rounding) is
		// not folded across; a cast to its own type still folds.
		{"cast-chain-kept", "(%a: " + ub + ") -> !asctile.tile<64xi32, UB>",
			"%h = asctile.cast %a {asctile.keep_rounding} : " + ub + " to !asctile.tile<64xf16, UB>\n%c = asctile.cast %h : !asctile.tile<64xf16, UB> to !asctile.tile<64xi32, UB>\nreturn %c : !asctile.tile<64xi32, UB>",
			"%0 = asctile.cast %arg0 {asctile.keep_rounding} : " + ub + " to !asctile.tile<64xf16, UB>\n%1 = asctile.cast %0 : !asctile.tile<64xf16, UB> to !asctile.tile<64xi32, UB>\nreturn %1 : !asctile.tile<64xi32, UB>"},
		{"cast-trunc-kept", "(%a: " + ub + ") -> " + ub,
			"%q = asctile.cast %a {asctile.keep_rounding} : " + ub + " to !asctile.tile<64xi32, UB>\n%i = asctile.cast %q : !asctile.tile<64xi32, UB> to !asctile.tile<64xi32, UB>\n%c = asctile.cast %i : !asctile.tile<64xi32, UB> to " + ub + "\nreturn %c : " + ub,
			"%0 = asctile.cast %arg0 {asctile.keep_rounding} : " + ub + " to !asctile.tile<64xi32, UB>\n%1 = asctile.cast %0 : !asctile.tile<64xi32, UB> to " + ub + "\nreturn %1 : " + ub},
		{"reshape-chain", "(%a: " + ub + ") -> !asctile.tile<4x16xf32, UB>",
			"%r = asctile.reshape %a : " + ub + " to !asctile.tile<8x8xf32, UB>\n%s = asctile.reshape %r : !asctile.tile<8x8xf32, UB> to !asctile.tile<4x16xf32, UB>\nreturn %s : !asctile.tile<4x16xf32, UB>",
			"%0 = asctile.reshape %arg0 : " + ub + " to !asctile.tile<4x16xf32, UB>\nreturn %0 : !asctile.tile<4x16xf32, UB>"},
		{"reshape-back", "(%a: " + ub + ") -> " + ub,
			"%r = asctile.reshape %a : " + ub + " to !asctile.tile<8x8xf32, UB>\n%s = asctile.reshape %r : !asctile.tile<8x8xf32, UB> to " + ub + "\nreturn %s : " + ub,
			"return %arg0 : " + ub},
		{"concat-one", "(%a: " + ub + ") -> " + ub,
			"%c = asctile.concat %a : " + ub + " -> " + ub + "\nreturn %c : " + ub,
			"return %arg0 : " + ub},
		// Unused ops: pure and read-only ones are dead, the unknown-effect ones with an
		// erase pattern go too, writes stay.
		{"erase-unused", "(%t: !asctile.tensor<?xf32>, %i: i32, %b: !asctile.tile<32x32xf16, L1>, %c: !asctile.tile<32x32xf32, L0C>, %s: f32)",
			"%acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>\n" +
				"%x = asctile.load %t[%i] : !asctile.tensor<?xf32>, " + ub + "\n" +
				"%v = asctile.get_value %t[%i] : !asctile.tensor<?xf32>\n" +
				"%a0 = asctile.copy %b[%i, %i] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>\n" +
				"%h = asctile.copy_fixpipe %c[%i, %i] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>\n" +
				"%z = asctile.splat %s : " + ub + "\n" +
				"asctile.set_value %s, %t[%i] : f32, !asctile.tensor<?xf32>\n" +
				"asctile.store %z, %t[%i] : " + ub + ", !asctile.tensor<?xf32>\nreturn",
			"%0 = asctile.splat %arg4 : " + ub + "\n" +
				"asctile.set_value %arg4, %arg0[%arg1] : f32, !asctile.tensor<?xf32>\n" +
				"asctile.store %0, %arg0[%arg1] : " + ub + ", !asctile.tensor<?xf32>\nreturn"},
		// arith folds splat tile constants and materialises them as tile constants.
		{"arith-splat-tiles", "(%a: " + ub + ") -> " + ub,
			"%x = arith.constant dense<1.5> : " + ub + "\n%y = arith.constant dense<2.0> : " + ub + "\n%s = arith.addf %x, %y : " + ub + "\n%r = arith.mulf %a, %s : " + ub + "\nreturn %r : " + ub,
			"%cst = arith.constant dense<3.500000e+00> : " + ub + "\n%0 = arith.mulf %arg0, %cst : " + ub + "\nreturn %0 : " + ub},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := canonicalize(t, c.sig, c.body); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

// CSE merges pure ops and reads with no write in between; accumulators (no effect
// interface) and reads across a write stay apart.
func TestCSE(t *testing.T) {
	const ub = "!asctile.tile<16xf32, UB>"
	sig := "(%t: !asctile.tensor<?xf32>, %i: i32, %v: " + ub + ", %s: f32)"
	body := "%a1 = asctile.accumulator : !asctile.tile<16x16xf32, L0C>\n" +
		"%a2 = asctile.accumulator : !asctile.tile<16x16xf32, L0C>\n" +
		"%x = asctile.load %t[%i] : !asctile.tensor<?xf32>, " + ub + "\n" +
		"%y = asctile.load %t[%i] : !asctile.tensor<?xf32>, " + ub + "\n" +
		"%p = asctile.adds %x, %s : " + ub + "\n%q = asctile.adds %y, %s : " + ub + "\n" +
		"asctile.store %p, %t[%i] : " + ub + ", !asctile.tensor<?xf32>\n" +
		"%z = asctile.load %t[%i] : !asctile.tensor<?xf32>, " + ub + "\n" +
		"\"use\"(%a1, %a2, %q, %z) : (!asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf32, L0C>, " + ub + ", " + ub + ") -> ()\nreturn"
	want := "%0 = asctile.accumulator : !asctile.tile<16x16xf32, L0C>\n" +
		"%1 = asctile.accumulator : !asctile.tile<16x16xf32, L0C>\n" +
		"%2 = asctile.load %arg0[%arg1] : !asctile.tensor<?xf32>, " + ub + "\n" +
		"%3 = asctile.adds %2, %arg3 : " + ub + "\n" +
		"asctile.store %3, %arg0[%arg1] : " + ub + ", !asctile.tensor<?xf32>\n" +
		"%4 = asctile.load %arg0[%arg1] : !asctile.tensor<?xf32>, " + ub + "\n" +
		"\"use\"(%0, %1, %3, %4) : (!asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf32, L0C>, " + ub + ", " + ub + ") -> ()\nreturn"
	if got := runPass(t, []string{"-cse", "-allow-unregistered-dialect"}, sig, body); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
