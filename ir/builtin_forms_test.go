package ir_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// parsePrint parses src (unregistered ops allowed) and returns the custom form or the
// first error's text.
func parsePrint(t *testing.T, src string) (string, error) {
	t.Helper()
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	mod, err := ir.ParseSource(ctx, "in.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		return "", err
	}
	return printOp(t, mod, false), nil
}

// TestBuiltinFormsAsMLIR pins forms the builtin probes found differing from mlir-opt 19.
func TestBuiltinFormsAsMLIR(t *testing.T) {
	ok := []struct{ in, want string }{
		// A signed 1-bit integer's set bit is -1; 1-bit elements print as bools whatever
		// their signedness.
		{`"x.a"() {a = -1 : si1, e = dense<[-1, 0]> : tensor<2xsi1>, u = dense<1> : tensor<2xui1>} : () -> ()`,
			`{a = -1 : si1, e = dense<[true, false]> : tensor<2xsi1>, u = dense<true> : tensor<2xui1>}`},
		// The encoding after a tensor's comma is optional.
		{`"x.a"() : () -> tensor<4xf32, >`, `-> tensor<4xf32>`},
		{`"x.a"() : () -> tensor<4xf32, i32>`, `-> tensor<4xf32, i32>`},
		// Leading zeros are decimal, never octal.
		{`"x.a"() {a = 010 : i32, d = dense<[010]> : tensor<1xi8>, s = strided<[010]>} : () -> ()`,
			`{a = 10 : i32, d = dense<10> : tensor<1xi8>, s = strided<[10]>}`},
	}
	for _, c := range ok {
		got, err := parsePrint(t, c.in)
		if err != nil || !strings.Contains(got, c.want) {
			t.Errorf("%s:\ngot %q (%v), want it to contain %q", c.in, got, err, c.want)
		}
	}
	bad := []struct{ in, want string }{
		{`"x.a"() : () -> tensor<4xf32, array<i32: 1>>`, "1:30: error: expected '>' in tensor type"},
		// "0x" is hex for no bytes, so no alignment: not a malformed string.
		{"\"x.a\"() : () -> ()\n{-#\n dialect_resources: { builtin: { b: \"0x\" } }\n#-}\n", "expected hex string blob for key 'b' to encode alignment in first 4 bytes"},
		{`"x.a"() : () -> () loc(#x.a)`, "expected location, but found dialect attribute: '#x.a'"},
		{`"x.a"() : () -> () loc("n"(#x.a))`, "1:32: error: expected location attribute, but got#x.a"},
		{`"x.a"() {a = -0 : i32} : () -> ()`, "1:15: error: integer constant out of range for attribute"},
		{`"x.a"() {a = dense<[1, -0]> : tensor<2xi32>} : () -> ()`, "1:25: error: integer constant out of range for type"},
		{"#a.b = 1", "1:1: error: attribute names with a '.' are reserved for dialect-defined names"},
		{"!a.b = i32", "1:1: error: type names with a '.' are reserved for dialect-defined names"},
		{`"x.a"() {a = dense<(1, 2, 3)> : tensor<complex<i32>>} : () -> ()`, "expected ')' after complex elements"},
		{`"x.a"() : () -> memref<4x!x.t>`, "invalid memref element type"},
	}
	for _, c := range bad {
		_, err := parsePrint(t, c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\ngot error %v, want %q", c.in, err, c.want)
		}
	}
	if _, err := parsePrint(t, `"x.a"() : () -> memref<4x!test.memref_element>`); err != nil {
		t.Errorf("!test.memref_element (a memref element in mlir-opt 19's test dialect): %v", err)
	}
}

// TestDiagnosticSpan checks that a diagnostic's span is underlined, clipped at the end
// of its line.
func TestDiagnosticSpan(t *testing.T) {
	sm := ir.NewSourceMgr()
	sm.Add("f.mlir", []byte("abcdef\n"))
	var b strings.Builder
	sm.Print(&b, &ir.Diagnostic{Severity: ir.SevError, Loc: &ir.FileLineColLoc{File: "f.mlir", Line: 1, Col: 2}, Msg: "m", Span: 3})
	sm.Print(&b, &ir.Diagnostic{Severity: ir.SevError, Loc: &ir.FileLineColLoc{File: "f.mlir", Line: 1, Col: 5}, Msg: "m", Span: 9})
	want := "f.mlir:1:2: error: m\nabcdef\n ^~~\nf.mlir:1:5: error: m\nabcdef\n    ^~\n"
	if b.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), want)
	}
}
