package affine_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

// affine.if written generic prints in its custom form, as mlir-opt 19 prints it, and reads
// back; its verifier keeps LLVM 19's messages.
func TestIfRoundTrip(t *testing.T) {
	src := `#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
#set1 = affine_set<()[s0] : (s0 == 0)>
func.func @f(%a: index, %b: index) -> index {
  "affine.if"(%a, %b) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = #set} : (index, index) -> ()
  %r = "affine.if"(%b) ({
    "affine.yield"(%a) : (index) -> ()
  }, {
    "affine.yield"(%b) : (index) -> ()
  }) {condition = #set1, foo = 1 : i32} : (index) -> index
  return %r : index
}`
	got, err := all.RoundTrip(src, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"    affine.if #set(%arg0)[%arg1] {\n    }\n",
		"%0 = affine.if #set1()[%arg1] -> index {\n      affine.yield %arg0 : index\n    } else {\n      affine.yield %arg1 : index\n    } {foo = 1 : i32}"} {
		if !strings.Contains(got, want) {
			t.Errorf("want %q in\n%s", want, got)
		}
	}
	again, err := all.RoundTrip(got, false)
	if err != nil || again != got {
		t.Errorf("custom form does not read back the same (%v):\n%s", err, again)
	}
	for _, c := range []struct{ src, want string }{
		{`"affine.if"(%a) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = #set} : (index) -> ()`, "operand count and condition integer set dimension and symbol count must match"},
		{`"affine.if"(%a, %b) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index, index) -> ()`, "requires an integer set attribute named 'condition'"},
		{`"affine.if"(%i, %b) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = #set} : (i32, index) -> ()`, "operand cannot be used as a dimension id"},
		{`"affine.if"(%a, %i) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = #set} : (index, i32) -> ()`, "operand cannot be used as a symbol"},
	} {
		src := "#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>\nfunc.func @f(%a: index, %b: index, %i: i32) {\n  " + c.src + "\n  return\n}"
		if _, err := all.RoundTrip(src, false); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want %q, got %v", c.want, err)
		}
	}
}

// Malformed custom forms and yields get LLVM 19's messages.
func TestIfErrors(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{"affine.if 5 (%a) {}", "3:13: error: custom op 'affine.if' invalid kind of attribute specified"},
		{"affine.if #set(%a, %b) {}", "3:3: error: custom op 'affine.if' dim operand count and integer set dim count must match"},
		{"affine.if #set(%a)[%b, %a] {}", "3:3: error: custom op 'affine.if' symbol operand count and integer set symbol count must match"},
		{"affine.if #set(%a)[%b] -> index {}", "'affine.yield' op parent of yield must have same number of results as the yield operands"},
		{"affine.yield", "'affine.yield' op must be the last operation in the parent block"},
		{"%r = affine.if #set(%a)[%b] -> index {\n    affine.yield %i : i32\n  } else {\n    affine.yield %a : index\n  }", "'affine.yield' op types mismatch between yield op and its parent"},
		{"scf.if %c {\n    affine.yield\n  }", "'affine.yield' op only terminates affine.if/for/parallel regions"},
	} {
		src := "#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>\nfunc.func @f(%a: index, %b: index, %i: i32, %c: i1) {\n  " + c.body + "\n  return\n}"
		if _, err := all.RoundTrip(src, false); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: want %q, got %v", c.body, c.want, err)
		}
	}
}

// Operands must be valid dimensions and symbols under LLVM 19's affine scope rules: values
// of the function's body, constants and dims of its memrefs are; a value computed inside a
// nested region, or a loop's induction variable, is not.
func TestIfOperandValidity(t *testing.T) {
	head := "#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>\nfunc.func @f(%a: index, %b: index, %m: memref<?xindex>, %c: i1) {\n  %c0 = arith.constant 0 : index\n  %x = arith.addi %a, %a : index\n"
	for _, c := range []struct{ body, want string }{
		{"scf.if %c {\n    %c1 = arith.constant 1 : index\n    %d = memref.dim %m, %c0 : memref<?xindex>\n    affine.if #set(%x)[%d] {\n    }\n    affine.if #set(%c1)[%b] {\n    }\n  }", ""},
		{"scf.if %c {\n    %y = arith.addi %a, %a : index\n    affine.if #set(%a)[%y] {\n    }\n  }", "operand cannot be used as a symbol"},
		{"scf.for %i = %a to %b step %b {\n    affine.if #set(%i)[%a] {\n    }\n  }", "operand cannot be used as a dimension id"},
	} {
		_, err := all.RoundTrip(head+"  "+c.body+"\n  return\n}", false)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: want %q, got %v", c.body, c.want, err)
		}
	}
}
