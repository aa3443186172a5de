package cf_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

// The custom forms print as mlir-opt 19 prints them, and the generic form reads back to
// the same IR.
func TestRoundTrip(t *testing.T) {
	src := `module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i8) -> i32 {
    cf.assert %arg0, "message"
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1, %arg2 : i32, i8)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    cf.br ^bb3 {hint}
  ^bb2(%1: i32, %2: i8):  // pred: ^bb0
    cf.switch %2 : i8, [
      default: ^bb3,
      0: ^bb1(%1 : i32),
      255: ^bb3,
      1: ^bb4
    ] {tag = 1 : i64}
  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
    cf.switch %arg1 : i32, [
      default: ^bb4]
  ^bb4:  // 2 preds: ^bb2, ^bb3
    return %arg1 : i32
  }
}`
	got, err := all.RoundTrip(src, false)
	if err != nil {
		t.Fatal(err)
	}
	if got != src {
		t.Errorf("custom form:\n%s\nwant\n%s", got, src)
	}
	generic, err := all.RoundTrip(src, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"cf.cond_br"(%arg0, %arg1, %arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}>`,
		`<{case_operand_segments = array<i32: 1, 0, 0>, case_values = dense<[0, -1, 1]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 0, 1>}> {tag = 1 : i64}`,
		`<{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}>`,
		`"cf.assert"(%arg0) <{msg = "message"}> : (i1) -> ()`,
	} {
		if !strings.Contains(generic, want) {
			t.Errorf("generic form lacks %s:\n%s", want, generic)
		}
	}
	back, err := all.RoundTrip(generic, false)
	if err != nil || back != src {
		t.Errorf("generic form reads back as\n%s\n(%v)", back, err)
	}
}

// Verifier and parser diagnostics carry LLVM 19's messages.
func TestDiagnostics(t *testing.T) {
	cases := []struct{ src, want string }{
		{`func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1:
  return
}`, "branch has 1 operands for successor #0, but target block has 0"},
		{`func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}`, "type mismatch for bb argument #0 of successor #0"},
		{`func.func @f(%a: i1, %b: i32) {
  cf.cond_br %a, ^bb1, ^bb1(%b : i32)
^bb1:
  return
}`, "branch has 1 operands for successor #1, but target block has 0"},
		{`func.func @f(%a: i1) {
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}`, "'cf.br' op requires 1 successor but found 2"},
		{`func.func @f(%a: i1) {
  "cf.cond_br"(%a)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}`, "'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"},
		{`func.func @f(%a: i32) {
  "cf.assert"(%a) {msg = "x"} : (i32) -> ()
  return
}`, "'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'"},
		{`func.func @f(%a: i32) {
  cf.switch %a : index, [default: ^bb1]
^bb1:
  return
}`, "custom op 'cf.switch' invalid kind of type specified"},
		{`func.func @f(%a: i32) {
  cf.switch %a : i32, [45: ^bb1]
^bb1:
  return
}`, "custom op 'cf.switch' expected 'default'"},
		{`func.func @f(%a: i32) {
  cf.switch %a : i32, [default: ^bb1, "x": ^bb1]
^bb1:
  return
}`, "custom op 'cf.switch' expected integer value"},
		{`func.func @f(%a: i32) {
  cf.switch %a : i32, [default: ^bb1, -10000000000000000: ^bb1]
^bb1:
  return
}`, "custom op 'cf.switch' integer value too large"},
		{`func.func @f(%a: i32) {
  %0:2 = arith.addui_extended %a, %a : i32, i1
  cf.switch %a : i32, [default: ^bb1(%0#0 : i32)]
^bb1(%x: i32):
  return
}`, "result number not allowed in argument list"},
		{`func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}`, "'cf.switch' op 'flag' type ('i32') should match case value type ('i64')"},
		{`func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}`, "'cf.switch' op number of case values (1) should match number of case destinations (2)"},
		{`func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}`, "'cf.switch' op number of case values (0) should match number of case destinations (1)"},
		{`func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}`, "'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'"},
		// Fewer segments than cases: LLVM 19 reads past the attribute (no diagnostic of
		// its own to match).
		{`func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}`, "'cf.switch' op 'case_operand_segments' attribute has 1 elements, but there are 2 case destinations"},
	}
	for _, c := range cases {
		_, err := all.RoundTrip(c.src, false)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want %q, got %v\n%s", c.want, err, c.src)
		}
	}
}

// Case values print as LLVM 19 prints them: zero-extended from the flag's width.
func TestCaseValueSpelling(t *testing.T) {
	src := `func.func @f(%a: i8, %b: i1, %c: i64) {
  cf.switch %a : i8, [default: ^bb1, -128: ^bb1, -1: ^bb1, 256: ^bb1, 0x10: ^bb1, true: ^bb1]
^bb1:
  cf.switch %b : i1, [default: ^bb2, 1: ^bb2]
^bb2:
  cf.switch %c : i64, [default: ^bb3, 18446744073709551615: ^bb3, -9223372036854775: ^bb3]
^bb3:
  return
}`
	got, err := all.RoundTrip(src, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"128: ^bb1,", "255: ^bb1,", "0: ^bb1,", "16: ^bb1,", "1: ^bb2\n",
		"18446744073709551615: ^bb3,", "18437520701672696841: ^bb3\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
}
