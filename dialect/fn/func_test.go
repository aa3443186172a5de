package fn_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

// check parses and verifies src, then prints it in the custom or the generic form.
func check(src string, generic bool) (string, error) { return all.RoundTrip(src, generic) }

const funcs = `module {
  func.func private @decl(i32, f32) -> i32 attributes {llvm.linkage = 1 : i64}
  func.func @callee(%arg0: i32 {test.arg}, %arg1: f32) -> (i32 {test.res}) {
    return %arg0 : i32
  }
  func.func @caller(%arg0: i32, %arg1: f32) -> i32 {
    %0 = call @callee(%arg0, %arg1) : (i32, f32) -> i32
    %f = constant @decl : (i32, f32) -> i32
    %1 = call_indirect %f(%0, %arg1) : (i32, f32) -> i32
    return %1 : i32
  }
}`

func TestRoundTrip(t *testing.T) {
	got, err := check(funcs, false)
	if err != nil {
		t.Fatal(err)
	}
	if got != funcs {
		t.Errorf("custom form:\n%s\nwant:\n%s", got, funcs)
	}
	generic, err := check(funcs, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"func.func"()`, `function_type = (i32, f32) -> i32`, `"func.call_indirect"`, `sym_visibility = "private"`} {
		if !strings.Contains(generic, want) {
			t.Errorf("generic form lacks %q:\n%s", want, generic)
		}
	}
	if again, err := check(generic, false); err != nil || again != funcs {
		t.Errorf("generic form re-parsed (%v):\n%s\nwant:\n%s", err, again, funcs)
	}
}

func TestVerifierErrors(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"return-count", "func.func @f(%a: i32) -> i32 {\n  return\n}",
			"'func.return' op has 0 operands, but enclosing function (@f) returns 1"},
		{"return-type", "func.func @f(%a: i32) -> f32 {\n  return %a : i32\n}",
			"error: type of return operand 0 ('i32') doesn't match function result type ('f32') in function @f"},
		{"call-undefined", "func.func @f() {\n  call @g() : () -> ()\n  return\n}",
			"'func.call' op 'g' does not reference a valid function"},
		{"call-operand-type", "func.func private @g(i32)\nfunc.func @f(%b: f32) {\n  call @g(%b) : (f32) -> ()\n  return\n}",
			"'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0"},
		{"public-declaration", "func.func @g(%a: i32)",
			"'func.func' op symbol declaration cannot have public visibility"},
		{"constant-undefined", "func.func @f() {\n  %0 = constant @nope : () -> ()\n  return\n}",
			"'func.constant' op reference to undefined function 'nope'"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := check(c.src, false)
			if err == nil {
				t.Fatalf("verified:\n%s", c.src)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error:\n%v\nwant it to contain %q", err, c.want)
			}
		})
	}
}

// TestSymbolUsesFirstFailure: the symbol uses of a large module are checked in parallel
// over its functions; the failure reported is still the one MLIR's walk meets first
// (it takes the functions' bodies from the last back: mlir-opt 19 reports @f299's here).
func TestSymbolUsesFirstFailure(t *testing.T) {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := 0; i < 300; i++ {
		callee := "f0"
		switch i {
		case 150, 151:
			callee = "missing_earlier"
		case 299:
			callee = "missing_last"
		}
		fmt.Fprintf(&b, "  func.func @f%d() {\n    call @%s() : () -> ()\n    return\n  }\n", i, callee)
	}
	b.WriteString("}\n")
	for run := 0; run < 5; run++ {
		_, err := check(b.String(), false)
		if err == nil || !strings.Contains(err.Error(), "'missing_last' does not reference a valid function") {
			t.Fatalf("error %v, want the one of @f299", err)
		}
	}
}
