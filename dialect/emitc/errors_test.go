package emitc_test

import (
	"strings"
	"testing"
)

// fn wraps a body into a function with arguments %a: i32, %f: f32, %p: !emitc.ptr<f32>,
// %c: i1, %s: !emitc.opaque<"S">.
func fn(body string) string {
	return `func.func @t(%a: i32, %f: f32, %p: !emitc.ptr<f32>, %c: i1, %s: !emitc.opaque<"S">) {
` + body + `
  return
}`
}

// TestErrors checks each verifier and parser error against the message mlir-opt 19
// gives for the same input.
func TestErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		// types
		{`func.func private @f(!emitc.opaque<"">)`, "1:35: error: expected non empty string in !emitc.opaque type"},
		{`func.func private @f(!emitc.opaque<"int*">)`, "pointer not allowed as outer type with !emitc.opaque, use !emitc.ptr instead"},
		{`func.func private @f(!emitc.opaque<int>)`, "1:36: error: expected string"},
		{`func.func private @f(!emitc.array<i32>)`, "1:29: error: shape must not be empty"},
		{`func.func private @f(!emitc.array<0xi32>)`, "1:29: error: dimensions must have positive size"},
		{`func.func private @f(!emitc.array<10x?xi32>)`, "1:38: error: expected static shape"},
		{`func.func private @f(!emitc.array<10>)`, "expected 'x' in dimension list"},
		{`func.func private @f(!emitc.array<>)`, "expected non-function type"},
		{`func.func private @f(!emitc.array<4x!emitc.array<4xi32>>)`, "1:37: error: invalid array element type"},
		{`func.func private @f(!emitc.array<4xf16>)`, "invalid array element type"},
		{`func.func private @f(!emitc.foo)`, "1:29: error: unknown  type `foo` in dialect `emitc`"},
		{`func.func private @f() attributes {a = #emitc.foo<"x">}`, "unknown attribute `foo` in dialect `emitc`"},
		// constant, variable, literal
		{fn(`%0 = "emitc.constant"() {value = "NULL"} : () -> !emitc.ptr<i32>`), "'emitc.constant' op string attributes are not supported, use #emitc.opaque instead"},
		{fn(`%0 = "emitc.constant"() {value = 42 : i64} : () -> i32`), "'emitc.constant' op requires attribute to either be an #emitc.opaque attribute or it's type ('i64') to match the op's result type ('i32')"},
		{fn(`%0 = "emitc.constant"() {value = unit} : () -> i32`), "'emitc.constant' op attribute 'value' failed to satisfy constraint: An opaque attribute or TypedAttr instance"},
		{fn(`%0 = "emitc.constant"() {value = #emitc.opaque<"">} : () -> i32`), "'emitc.constant' op value must not be empty"},
		{fn(`%0 = "emitc.variable"() {value = 1 : index} : () -> i32`), "'emitc.variable' op requires attribute to either be an #emitc.opaque attribute or it's type ('index') to match the op's result type ('i32')"},
		{fn(`%0 = emitc.literal "" : i32`), "'emitc.literal' op value must not be empty"},
		// operators
		{fn(`%0 = emitc.add %p, %p : (!emitc.ptr<f32>, !emitc.ptr<f32>) -> !emitc.ptr<f32>`), "'emitc.add' op requires that at most one operand is a pointer"},
		{fn(`%0 = emitc.add %p, %f : (!emitc.ptr<f32>, f32) -> !emitc.ptr<f32>`), "'emitc.add' op requires that one operand is an integer or of opaque type if the other is a pointer"},
		{fn(`%0 = emitc.sub %a, %p : (i32, !emitc.ptr<f32>) -> !emitc.ptr<f32>`), "'emitc.sub' op rhs can only be a pointer if lhs is a pointer"},
		{fn(`%0 = emitc.sub %p, %f : (!emitc.ptr<f32>, f32) -> !emitc.ptr<f32>`), "'emitc.sub' op requires that rhs is an integer, pointer or of opaque type if lhs is a pointer"},
		{fn(`%0 = emitc.sub %p, %p : (!emitc.ptr<f32>, !emitc.ptr<f32>) -> !emitc.ptr<f32>`), "'emitc.sub' op requires that the result is an integer or of opaque type if lhs and rhs are pointers"},
		{fn(`%0 = emitc.rem %f, %f : (f32, f32) -> f32`), "'emitc.rem' op operand #0 must be integer, index or opaque type supported by EmitC, but got 'f32'"},
		{fn(`%0 = emitc.mul %p, %p : (!emitc.ptr<f32>, !emitc.ptr<f32>) -> f32`), "'emitc.mul' op operand #0 must be floating-point type supported by EmitC or integer, index or opaque type supported by EmitC, but got '!emitc.ptr<f32>'"},
		{fn(`%0 = emitc.unary_minus %a : (i32) -> f16`), "'emitc.unary_minus' op result #0 must be type supported by EmitC, but got 'f16'"},
		{fn(`%0 = "emitc.logical_and"(%a, %a) : (i32, i32) -> i32`), "'emitc.logical_and' op result #0 must be 1-bit signless integer, but got 'i32'"},
		{fn(`%0 = emitc.cmp foo, %a, %a : (i32, i32) -> i1`), "2:16: error: custom op 'emitc.cmp' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, lt, le, gt, ge, three_way]"},
		{fn(`%0 = "emitc.cmp"(%a, %a) {predicate = 1 : i32} : (i32, i32) -> i1`), "'emitc.cmp' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6"},
		{fn(`%0 = "emitc.conditional"(%c, %a, %f) : (i1, i32, f32) -> i32`), "'emitc.conditional' op failed to verify that all of {true_value, false_value, result} have same type"},
		{fn(`%0 = emitc.cast %p : !emitc.ptr<f32> to tensor<f32>`), "'emitc.cast' op operand type '!emitc.ptr<f32>' and result type 'tensor<f32>' are cast incompatible"},
		{fn(`%0 = emitc.apply ""(%a) : (i32) -> !emitc.ptr<i32>`), "'emitc.apply' op applicable operator must not be empty"},
		{fn(`%0 = emitc.apply "+"(%a) : (i32) -> !emitc.ptr<i32>`), "'emitc.apply' op applicable operator is illegal"},
		{fn(`%0 = "emitc.constant"() {value = 1 : i32} : () -> i32
  %1 = emitc.apply "&"(%0) : (i32) -> !emitc.ptr<i32>`), "'emitc.apply' op cannot apply to constant"},
		// storage
		{fn(`emitc.assign %a : i32 to %a : i32`), "'emitc.assign' op requires first operand (<block argument> of type 'i32' at index: 0) to be a get_global, member, member of pointer, subscript or variable"},
		{fn(`%0 = emitc.add %a, %a : (i32, i32) -> i32
  emitc.assign %a : i32 to %0 : i32`), `requires first operand (%0 = "emitc.add"(%arg0, %arg0) : (i32, i32) -> i32) to be`},
		{fn(`%0 = "emitc.variable"() {value = 0 : i32} : () -> i32
  emitc.assign %f : f32 to %0 : i32`), "'emitc.assign' op requires value's type ('f32') to match variable's type ('i32')"},
		{fn(`%0 = emitc.subscript %p[%a, %a] : (!emitc.ptr<f32>, i32, i32) -> f32`), "'emitc.subscript' op on pointer operand requires one index operand, but got 2"},
		{fn(`%0 = emitc.subscript %p[%f] : (!emitc.ptr<f32>, f32) -> f32`), "'emitc.subscript' op on pointer operand requires index operand to be integer-like, but got 'f32'"},
		{fn(`%0 = emitc.subscript %p[%a] : (!emitc.ptr<f32>, i32) -> i32`), "'emitc.subscript' op on pointer operand requires pointee type ('f32') and result type ('i32') to match"},
		{fn(`%0 = emitc.subscript %a[%a] : (i32, i32) -> i32`), "'emitc.subscript' op operand #0 must be EmitC array type or EmitC opaque type or EmitC pointer type, but got 'i32'"},
		{fn(`%0 = "emitc.member"(%a) {member = "x"} : (i32) -> i32`), "'emitc.member' op operand #0 must be EmitC opaque type, but got 'i32'"},
		{fn(`%0 = "emitc.member_of_ptr"(%a) {member = "x"} : (i32) -> i32`), "'emitc.member_of_ptr' op operand #0 must be EmitC opaque type or EmitC pointer type, but got 'i32'"},
		{`emitc.global extern static @g : i32`, "'emitc.global' op cannot have both static and extern specifiers"},
		{`emitc.global @g : f16`, "'emitc.global' op expected valid emitc type"},
		{`emitc.global @g : !emitc.array<2xi32> = "x"`, "custom op 'emitc.global' initial value should be a integer, float, elements or opaque attribute"},
		{`emitc.global @g : !emitc.array<2xf32>
func.func @u() {
  %0 = emitc.get_global @g : !emitc.array<3xf32>
  return
}`, "'emitc.get_global' op result type '!emitc.array<3xf32>' does not match type '!emitc.array<2xf32>' of the global @g"},
		{fn(`%0 = emitc.get_global @nope : i32`), "'emitc.get_global' op 'nope' does not reference a valid emitc.global"},
		// functions and calls
		{`emitc.func @m(%0: i32) -> (i32, i32) {
  emitc.return %0 : i32
}`, "'emitc.func' op requires zero or exactly one result, but has 2"},
		{`emitc.func private @m() -> !emitc.array<2xi32>`, "'emitc.func' op cannot return array type"},
		{`emitc.func @m() -> i32 {
  emitc.return
}`, "'emitc.return' op has 0 operands, but enclosing function (@m) returns 1"},
		{`emitc.func @m(%x: f32) -> i32 {
  emitc.return %x : f32
}`, "error: type of the return operand ('f32') doesn't match function result type ('i32') in function @m"},
		{`emitc.func @m(%x: i32) -> i32 {
  "emitc.return"(%x, %x) : (i32, i32) -> ()
}`, "'emitc.return' op operand group starting at #0 requires 0 or 1 element, but found 2"},
		{fn(`emitc.return`), "'emitc.return' op expects parent op 'emitc.func'"},
		{`emitc.declare_func @nope`, "'emitc.declare_func' op 'nope' does not reference a valid function"},
		{`emitc.func private @g(i32) -> i32
emitc.func @m(%x: f32) {
  %0 = emitc.call @g(%x) : (f32) -> i32
  emitc.return
}`, "'emitc.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0"},
		{`emitc.func private @g(i32) -> i32
emitc.func @m(%x: i32) {
  emitc.call @g(%x) : (i32) -> ()
  emitc.return
}`, "'emitc.call' op incorrect number of results for callee"},
		{fn(`emitc.call_opaque "" () : () -> ()`), "'emitc.call_opaque' op callee must not be empty"},
		{fn(`emitc.call_opaque "f"(%a) {args = [1 : index]} : (i32) -> ()`), "'emitc.call_opaque' op index argument is out of range"},
		{fn(`emitc.call_opaque "f"(%a) {args = [[0]]} : (i32) -> ()`), "'emitc.call_opaque' op array argument has no type"},
		{fn(`emitc.call_opaque "f"(%a) {template_args = ["T"]} : (i32) -> ()`), "'emitc.call_opaque' op template argument has invalid type"},
		{fn(`%0 = emitc.call_opaque "f"() : () -> !emitc.array<2xi32>`), "'emitc.call_opaque' op cannot return array type"},
		// control flow and text
		{fn(`emitc.yield`), "'emitc.yield' op expects parent op to be one of 'emitc.expression, emitc.if, emitc.for'"},
		{fn(`emitc.if %c {
    emitc.yield %a : i32
  }`), "'emitc.yield' op yields a value not returned by parent"},
		{fn(`%r = emitc.expression : i32 {
    %0 = emitc.add %a, %a : (i32, i32) -> i32
  }`), "'emitc.expression' op must yield a value at termination"},
		{fn(`%r = emitc.expression : i32 {
    %0 = emitc.cast %a : i32 to f32
    emitc.yield %0 : f32
  }`), "'emitc.expression' op requires yielded type to match return type"},
		{fn(`%r = emitc.expression : i32 {
    %0 = emitc.literal "x" : i32
    emitc.yield %0 : i32
  }`), "'emitc.expression' op contains an unsupported operation"},
		{fn(`%r = emitc.expression : i32 {
    %0 = emitc.add %a, %a : (i32, i32) -> i32
    %1 = emitc.mul %a, %a : (i32, i32) -> i32
    emitc.yield %0 : i32
  }`), "'emitc.expression' op requires exactly one use for each operation"},
		{fn(`%r = emitc.expression : i32 {
    %0:2 = emitc.call_opaque "g"() : () -> (i32, i32)
    emitc.yield %0#0 : i32
  }`), "'emitc.expression' op requires exactly one result for each operation"},
		{fn(`emitc.for %i = %f to %f step %f : f32 {
  }`), "'emitc.for' op operand #0 must be integer, index or opaque type supported by EmitC, but got 'f32'"},
		{fn(`"emitc.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    emitc.yield
  }) : (i32, i32, i32) -> ()`), "'emitc.for' op expected induction variable to be same type as bounds and step"},
		{fn(`"emitc.if"(%c) ({
  ^bb0(%x: i32):
    emitc.yield
  }, {}) : (i1) -> ()`), "'emitc.if' op region #0 should have no arguments"},
		{fn(`"emitc.if"(%c) ({}, {}) : (i1) -> ()`), "'emitc.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks"},
		{fn(`emitc.include "x.h"`), "'emitc.include' op expects parent op 'builtin.module'"},
		{`emitc.include <"x.h"`, "1:1: error: custom op 'emitc.include' expected trailing '>' for standard include"},
		{`emitc.include x`, "custom op 'emitc.include' expected string attribute"},
	}
	for _, c := range cases {
		_, err := check(c.src, false)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\nerror %v\nwant it to contain %q", c.src, err, c.want)
		}
	}
}
