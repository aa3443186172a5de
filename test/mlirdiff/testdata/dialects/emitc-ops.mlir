emitc.include <"test.h">
emitc.include "test.h"
emitc.verbatim "#ifdef FOO"
emitc.verbatim "typedef int32_t i32;" {a = 1}
emitc.declare_func @func
emitc.func @func(%arg0 : i32) {
  emitc.call_opaque "foo"(%arg0) : (i32) -> ()
  emitc.return
}
emitc.func @f2(%arg0 : i32) -> i32 attributes {specifiers = ["static","inline"]} {
  emitc.return %arg0 : i32
}
emitc.func private @extern_func(i32) attributes {specifiers = ["extern"]}
emitc.func @argattrs(%a: i32 {emitc.x}, %b: !emitc.ptr<i32>) -> (i32 {emitc.r}) {
  emitc.return %a : i32
}
emitc.global @myglobal_int : i32
emitc.global extern @external_global : i32
emitc.global static @static_var : f32
emitc.global static @static_const : f32 = 3.0
emitc.global @myglobal : !emitc.array<2xf32> = dense<4.000000e+00>
emitc.global const @myconstant : !emitc.array<2xi16> = dense<2>
emitc.global @opq : !emitc.opaque<"char"> = #emitc.opaque<"'a'">
emitc.global static const @sc : i32 = 5
emitc.global extern const @ec : i32
emitc.global @p : !emitc.ptr<i32>
func.func @gg() {
  %0 = emitc.get_global @myglobal : !emitc.array<2xf32>
  %1 = emitc.get_global @myglobal_int : i32
  %2 = "emitc.constant"() {value = 0 : index} : () -> index
  %3 = emitc.subscript %0[%2] : (!emitc.array<2xf32>, index) -> f32
  return
}
// -----
func.func @c(%arg0: i32, %arg1: i32) -> () {
  %1 = "emitc.call_opaque"(%arg0, %arg1) {callee = "blah"} : (i32, i32) -> i64
  emitc.call_opaque "foo" (%1) {args = [0 : index, dense<[0, 1]> : tensor<2xi32>, 0 : index]} : (i64) -> ()
  %2 = emitc.call_opaque "bar"(%arg0) {template_args = [i32, #emitc.opaque<"x">]} : (i32) -> i32
  return
}
// -----
func.func @cast(%arg0: i32) {
  %1 = emitc.cast %arg0: i32 to f32
  %2 = emitc.cast %arg0: i32 to !emitc.opaque<"float">
  %3 = emitc.cast %arg0: i32 to i1
  %4 = emitc.cast %arg0 : i32 to index
  %5 = emitc.cast %arg0 : i32 to !emitc.size_t
  return
}
// -----
func.func @c_consts() {
  %1 = "emitc.constant"(){value = 42 : i32} : () -> i32
  %2 = "emitc.constant"(){value = 42.0 : f32} : () -> f32
  %3 = "emitc.constant"(){value = #emitc.opaque<"NULL">} : () -> !emitc.ptr<i32>
  %4 = "emitc.constant"(){value = #emitc.opaque<"y">} : () -> !emitc.opaque<"x">



  %8 = "emitc.constant"(){value = 42 : index} : () -> !emitc.size_t
  return
}
// -----
func.func @a_(%arg0: i32, %arg1: !emitc.ptr<i32>) {
  %1 = emitc.apply "&"(%arg0) : (i32) -> !emitc.ptr<i32>
  %2 = emitc.apply "*"(%arg1) : (!emitc.ptr<i32>) -> i32
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> i32
  %3 = emitc.apply "&"(%v) : (i32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @arith(%a: i32, %b: i32, %f: f32, %p: !emitc.ptr<f32>, %o: !emitc.opaque<"t">, %i: index) {
  %1 = emitc.add %a, %b : (i32, i32) -> i32
  %2 = emitc.add %p, %a : (!emitc.ptr<f32>, i32) -> !emitc.ptr<f32>
  %3 = emitc.sub %p, %p : (!emitc.ptr<f32>, !emitc.ptr<f32>) -> !emitc.opaque<"ptrdiff_t">
  %4 = emitc.sub %p, %a : (!emitc.ptr<f32>, i32) -> !emitc.ptr<f32>
  %5 = emitc.div %a, %b : (i32, i32) -> i32
  %6 = emitc.mul %f, %f : (f32, f32) -> f32
  %7 = emitc.rem %a, %b : (i32, i32) -> i32
  %8 = emitc.rem %o, %o : (!emitc.opaque<"t">, !emitc.opaque<"t">) -> !emitc.opaque<"t">
  %9 = emitc.div %i, %i : (index, index) -> index
  %10 = emitc.unary_minus %a : (i32) -> i32
  %11 = emitc.unary_plus %f : (f32) -> f32
  %12 = emitc.bitwise_and %a, %b : (i32, i32) -> i32
  %13 = emitc.bitwise_left_shift %a, %b : (i32, i32) -> i32
  %14 = emitc.bitwise_not %a : (i32) -> i32
  %15 = emitc.bitwise_or %a, %b : (i32, i32) -> i32
  %16 = emitc.bitwise_right_shift %a, %b : (i32, i32) -> i32
  %17 = emitc.bitwise_xor %a, %b : (i32, i32) -> i32
  %18 = emitc.logical_and %a, %b : i32, i32
  %19 = emitc.logical_not %a : i32
  %20 = emitc.logical_or %a, %b : i32, i32
  %21 = emitc.cmp eq, %a, %b : (i32, i32) -> i1
  %22 = emitc.cmp ne, %f, %f : (f32, f32) -> i1
  %23 = emitc.cmp lt, %a, %b : (i32, i32) -> i1
  %24 = emitc.cmp le, %a, %b : (i32, i32) -> i1
  %25 = emitc.cmp gt, %a, %b : (i32, i32) -> i1
  %26 = emitc.cmp ge, %a, %b : (i32, i32) -> i1
  %27 = emitc.cmp three_way, %a, %b : (i32, i32) -> !emitc.opaque<"std::weak_ordering">
  %28 = emitc.conditional %21, %a, %b : i32
  %29 = emitc.add %o, %o : (!emitc.opaque<"t">, !emitc.opaque<"t">) -> !emitc.opaque<"t">
  %30 = emitc.logical_and %21, %21 : i1, i1
  return
}
// -----
func.func @ctrl(%arg0: index, %arg1: index, %c: i1) {
  emitc.for %i0 = %arg0 to %arg1 step %arg1 {
    emitc.for %i1 = %arg0 to %arg1 step %arg1 {
      %0 = emitc.call_opaque "f"() : () -> i32
    }
  }
  emitc.if %c {
    %0 = emitc.call_opaque "f"() : () -> i32
  }
  emitc.if %c {
    %0 = emitc.call_opaque "f"() : () -> i32
  } else {
    %0 = emitc.call_opaque "g"() : () -> i32
  }
  emitc.if %c {
  } else {
  }
  return
}
// -----
func.func @for_i32(%a: i32, %b: i32, %s: i32) {
  emitc.for %i = %a to %b step %s : i32 {
    %0 = emitc.call_opaque "f"(%i) : (i32) -> i32
  }
  return
}
// -----
func.func @expr(%a: i32, %b: i32, %c: i32, %d: i32, %e: i32, %f: i32) -> i32 {
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    %1 = emitc.mul %0, %c : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  %r2 = emitc.expression noinline : i1 {
    %0 = emitc.cmp lt, %a, %b : (i32, i32) -> i1
    emitc.yield %0 : i1
  }
  %r3 = emitc.expression {foo} : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : i32
}
// -----
func.func @lit() {
  %0 = emitc.literal "M_PI" : f32
  %1 = emitc.literal "1" : !emitc.opaque<"x">
  return
}
// -----
func.func @member(%arg0: !emitc.opaque<"mystruct">, %arg1: !emitc.ptr<!emitc.opaque<"mystruct">>) {
  %0 = "emitc.member" (%arg0) {member = "a"} : (!emitc.opaque<"mystruct">) -> i32

  %2 = "emitc.member_of_ptr" (%arg1) {member = "a"} : (!emitc.ptr<!emitc.opaque<"mystruct">>) -> i32
  return
}
// -----
func.func @sub(%arg0: !emitc.array<4x8xf32>, %arg1: !emitc.ptr<i32>, %arg2: !emitc.opaque<"std::map<char, int>">, %i: index, %j: index, %c: !emitc.opaque<"char">) {
  %0 = emitc.subscript %arg0[%i, %j] : (!emitc.array<4x8xf32>, index, index) -> f32
  %1 = emitc.subscript %arg1[%i] : (!emitc.ptr<i32>, index) -> i32
  %2 = emitc.subscript %arg2[%c] : (!emitc.opaque<"std::map<char, int>">, !emitc.opaque<"char">) -> !emitc.opaque<"int">
  %v = "emitc.variable"() <{value = 1.0 : f32}> : () -> f32
  emitc.assign %v : f32 to %0 : f32
  return
}
// -----
func.func @assign(%arg0: i32) {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> i32
  emitc.assign %arg0 : i32 to %v : i32
  %w = "emitc.variable"() <{value = 1.0 : f32}> : () -> f32
  %x = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<2xi32>
  return
}
emitc.func @ret_void() {
  emitc.return
}
emitc.func @callee2(%a: i32) -> i32 {
  %r = emitc.call @callee2(%a) : (i32) -> i32
  emitc.return %r : i32
}
// -----
func.func @ptrs(%a: !emitc.ptrdiff_t, %b: !emitc.ssize_t, %c: !emitc.size_t, %d: !emitc.ptr<!emitc.ptr<i8>>, %e: !emitc.array<1x2x3xi1>, %f: !emitc.opaque<"unsigned">, %g: !emitc.ptr<!emitc.opaque<"void">>) {
  return
}
