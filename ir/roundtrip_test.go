package ir_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// TestRoundTrip parses every testdata file, prints it in both forms and checks that each
// printed form parses back to itself.
func TestRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.mlir")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		mod, err := ir.ParseSource(ctx, p, src, ir.ParseOptions{})
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if err := ir.Verify(mod); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for _, generic := range []bool{false, true} {
			once := printOp(t, mod, generic)
			again, err := ir.ParseSource(ctx, p, []byte(once), ir.ParseOptions{})
			if err != nil {
				t.Fatalf("%s: reparse: %v", p, err)
			}
			if twice := printOp(t, again, generic); twice != once {
				t.Errorf("%s: not idempotent (generic=%v)", p, generic)
			}
		}
	}
}

func TestDiagnosticCaret(t *testing.T) {
	ctx := all.NewContext()
	src := "func.func @f() {\n  %0 = arith.addi %x, %x : i32\n  return\n}\n"
	_, err := ir.ParseSource(ctx, "bad.mlir", []byte(src), ir.ParseOptions{})
	if err == nil {
		t.Fatal("expected an error")
	}
	sm := ir.NewSourceMgr()
	sm.Add("bad.mlir", []byte(src))
	var b strings.Builder
	for _, d := range ir.AsDiagnostics(err) {
		sm.Print(&b, d)
	}
	want := "bad.mlir:2:19: error: use of undeclared SSA value name\n  %0 = arith.addi %x, %x : i32\n                  ^\n"
	if b.String() != want {
		t.Fatalf("got:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestVerifierDominance(t *testing.T) {
	ctx := all.NewContext()
	src := "func.func @f(%a: i32) -> i32 {\n  %1 = arith.addi %0, %a : i32\n  %0 = arith.addi %a, %a : i32\n  return %1 : i32\n}\n"
	mod, err := ir.ParseSource(ctx, "dom.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	err = ir.Verify(mod)
	if err == nil || !strings.Contains(err.Error(), "operand #0 does not dominate this use") {
		t.Fatalf("want dominance error, got %v", err)
	}
}

// In a block the entry cannot reach, mlir-opt 19 does not check the operands of the
// block's own ops (a use before its definition, an op using itself); ops nested in them
// are still checked.
func TestVerifierDominanceUnreachable(t *testing.T) {
	ctx := all.NewContext()
	const head = "func.func @f(%y: i32, %c: i1) -> i32 {\n  cf.br ^bb1\n^bb1:\n  return %y : i32\n^bb2:\n"
	for _, c := range []struct{ body, want string }{
		{"  %a = arith.addi %b, %y : i32\n  %b = arith.addi %a, %y : i32\n  cf.br ^bb2\n}\n", ""},
		{"  %a = arith.addi %a, %y : i32\n  cf.br ^bb2\n}\n", ""},
		{"  %r = scf.execute_region -> i32 {\n    %s = arith.addi %s, %y : i32\n    scf.yield %s : i32\n  }\n  cf.br ^bb2\n}\n", "operand #0 does not dominate this use"},
		// A nested region naming a value its parent defines later parses (the reference
		// moves to the parent's scope) and fails dominance, as in mlir-opt.
		{"  %r = scf.execute_region -> i32 {\n    scf.yield %b : i32\n  }\n  %b = arith.addi %r, %y : i32\n  cf.br ^bb2\n}\n", "operand #0 does not dominate this use"},
	} {
		mod, err := ir.ParseSource(ctx, "dom.mlir", []byte(head+c.body), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		err = ir.Verify(mod)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: got %v, want %q", c.body, err, c.want)
		}
	}
}

func TestFloatFormatting(t *testing.T) {
	for _, c := range []struct {
		v    float64
		t    *ir.FloatType
		want string
	}{
		{0.1, ir.F64, "1.000000e-01"},
		{0.123456789, ir.F64, "0.123456789"},
		{123456789.0, ir.F64, "0x419D6F3454000000"},
		{ir.RoundToType(0.3, ir.F16), ir.F16, "3.000490e-01"},
		{ir.RoundToType(1.5e-10, ir.F32), ir.F32, "1.500000e-10"},
		// Past six digits MLIR prints the type's default digit count, not the shortest.
		{ir.RoundToType(-1.23697901, ir.F32), ir.F32, "-1.23697901"},
		{ir.RoundToType(1.2345678, ir.F32), ir.F32, "1.23456776"},
		{ir.RoundToType(1.23456789e30, ir.F32), ir.F32, "1.23456789E+30"},
		{0.000012345678, ir.F64, "1.2345677999999999E-5"},
	} {
		if got := ir.FormatFloat(c.v, c.t); got != c.want {
			t.Errorf("FormatFloat(%v, %s) = %s, want %s", c.v, c.t.Name, got, c.want)
		}
	}
}

func TestFloatBitsRoundTrip(t *testing.T) {
	for _, ft := range []*ir.FloatType{ir.F16, ir.BF16} {
		for _, v := range []float64{0, 1, -2.5, 65504, 6e-8, 1e-9, -1e-12, 3.0e-5, 1e38} {
			b := ir.FloatToBits(v, ft)
			if got, want := ir.BitsToFloat(b, ft), ir.RoundToType(v, ft); got != want {
				t.Errorf("%s %g: bits %#x decode to %g, want %g", ft.Name, v, b, got, want)
			}
		}
	}
}

// Wide signless integers are two's complement values of their width, as in MLIR.
func TestWideIntegerWraps(t *testing.T) {
	src := "func.func @f() -> i128 {\n  %c = arith.constant 340282366920938463463374607431768211455 : i128\n  return %c : i128\n}\n"
	mod, err := ir.ParseSource(all.NewContext(), "w.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := ir.NewPrinter(&b, ir.PrintOptions{}).PrintOp(mod); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "%c-1_i128 = arith.constant -1 : i128") {
		t.Fatalf("got:\n%s", b.String())
	}
}

// A splat may have a type whose element count overflows an int64 (mlir-opt accepts and
// prints it); only the count is unknowable, not the value.
func TestHugeSplat(t *testing.T) {
	for _, dims := range []string{"9223372036854775807x2", "4611686018427387904x4", "3037000500x3037000500"} {
		src := `"foo.c"() {v = dense<1> : tensor<` + dims + `xi32>} : () -> ()`
		ctx := all.NewContext()
		ctx.AllowUnregistered = true
		m, err := ir.ParseSource(ctx, "huge.mlir", []byte(src), ir.ParseOptions{})
		if err != nil {
			t.Fatalf("%s: %v", dims, err)
		}
		var b strings.Builder
		if err := ir.NewPrinter(&b, ir.PrintOptions{}).PrintOp(m); err != nil {
			t.Fatal(err)
		}
		if out := b.String(); !strings.Contains(out, "dense<1> : tensor<"+dims+"xi32>") {
			t.Errorf("%s printed as\n%s", dims, out)
		}
	}
	for _, src := range []string{
		`"foo.c"() {v = dense<[1, 2]> : tensor<4611686018427387904x4xi32>} : () -> ()`,
		`"foo.c"() {v = dense<> : tensor<4611686018427387904x4xi32>} : () -> ()`,
	} {
		ctx := all.NewContext()
		ctx.AllowUnregistered = true
		if _, err := ir.ParseSource(ctx, "huge.mlir", []byte(src), ir.ParseOptions{}); err == nil {
			t.Errorf("accepted %s", src)
		}
	}
	if n := ir.NumElements([]int64{1 << 62, 4}); n != -1 {
		t.Errorf("NumElements(2^62 x 4) = %d, want -1", n)
	}
	if n := ir.NumElements([]int64{1 << 62, 4, 0}); n != 0 {
		t.Errorf("NumElements(2^62 x 4 x 0) = %d, want 0", n)
	}
}

// A hexadecimal float literal is the type's bit pattern; one wider than the type is an
// error, as in mlir-opt (tf32 alone takes up to its 32-bit storage and keeps 19 bits).
func TestHexFloatWidth(t *testing.T) {
	for _, c := range []struct{ lit, want string }{
		{"0x7F800000 : f16", "error"},
		{"0x1FFFF : f16", "error"},
		{"0x10000 : bf16", "error"},
		{"0xFFFFFFFFF : f32", "error"},
		{"0x100 : f8E4M3FN", "error"},
		{"0x1FFFFFFFFFFFFFFFF : f64", "error"},
		{"0x100000000 : tf32", "error"},
		{"0xFFFF : f16", "0xFFFF : f16"},
		{"0xFF : f8E4M3FN", "0xFF : f8E4M3FN"},
		{"0xFFFFF : tf32", "0x7FFFF : tf32"},
		{"0x100000 : tf32", "0.000000e+00 : tf32"},
	} {
		src := `"foo.c"() {v = ` + c.lit + `} : () -> ()`
		ctx := all.NewContext()
		ctx.AllowUnregistered = true
		m, err := ir.ParseSource(ctx, "hex.mlir", []byte(src), ir.ParseOptions{})
		if c.want == "error" {
			if err == nil || !strings.Contains(err.Error(), "hexadecimal float constant out of range for type") {
				t.Errorf("%s: err = %v, want out of range", c.lit, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.lit, err)
			continue
		}
		var b strings.Builder
		if err := ir.NewPrinter(&b, ir.PrintOptions{}).PrintOp(m); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), "v = "+c.want+"}") {
			t.Errorf("%s printed as %s, want %s", c.lit, b.String(), c.want)
		}
	}
}
