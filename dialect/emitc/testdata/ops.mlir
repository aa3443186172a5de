module {
  emitc.include <"stdint.h">
  emitc.include "kernel.h"
  emitc.verbatim "#define N 4"
  emitc.verbatim "x = {};" {note}
  emitc.global @count : i32
  emitc.global @seed : i32 = 7
  emitc.global extern @shared : f32
  emitc.global static const @table : !emitc.array<3xi16> = dense<[1, 2, 3]>
  emitc.global @name : !emitc.ptr<!emitc.opaque<"const char">> = #emitc.opaque<"\22k\22">
  emitc.global @wide : !emitc.size_t = #emitc.opaque<"4"> {tag}
  emitc.declare_func @twice
  emitc.func @twice(%arg0: i32) -> i32 attributes {specifiers = ["static", "inline"]} {
    %0 = emitc.add %arg0, %arg0 : (i32, i32) -> i32
    emitc.return %0 : i32
  }
  emitc.func private @ext(!emitc.ptr<f32>) attributes {specifiers = ["extern"]}
  emitc.func @drive(%arg0: i32, %arg1: !emitc.ptr<f32>, %arg2: !emitc.opaque<"S">, %arg3: !emitc.ptr<!emitc.opaque<"S">>, %arg4: i1) {
    %0 = emitc.call @twice(%arg0) : (i32) -> i32
    emitc.call @ext(%arg1) : (!emitc.ptr<f32>) -> ()
    %1 = emitc.call_opaque "f"(%0, %arg1) {args = [1 : index, #emitc.opaque<"nullptr">, 0 : index], template_args = [i32, 4]} : (i32, !emitc.ptr<f32>) -> !emitc.opaque<"T">
    %2 = emitc.sub %arg1, %arg0 : (!emitc.ptr<f32>, i32) -> !emitc.ptr<f32>
    %3 = emitc.sub %arg1, %2 : (!emitc.ptr<f32>, !emitc.ptr<f32>) -> i64
    %4 = emitc.mul %arg0, %0 : (i32, i32) -> i32
    %5 = emitc.div %4, %arg0 : (i32, i32) -> i32
    %6 = emitc.rem %5, %arg0 : (i32, i32) -> i32
    %7 = emitc.bitwise_and %6, %arg0 : (i32, i32) -> i32
    %8 = emitc.bitwise_or %7, %arg0 : (i32, i32) -> i32
    %9 = emitc.bitwise_xor %8, %arg0 : (i32, i32) -> i32
    %10 = emitc.bitwise_left_shift %9, %arg0 : (i32, i32) -> i32
    %11 = emitc.bitwise_right_shift %10, %arg0 : (i32, i32) -> i32
    %12 = emitc.bitwise_not %11 : (i32) -> i32
    %13 = emitc.unary_minus %12 : (i32) -> i32
    %14 = emitc.unary_plus %13 : (i32) -> i32
    %15 = emitc.logical_and %14, %arg4 : i32, i1
    %16 = emitc.logical_or %15, %arg4 : i1, i1
    %17 = emitc.logical_not %16 : i1
    %18 = emitc.cmp three_way, %14, %arg0 : (i32, i32) -> !emitc.opaque<"std::strong_ordering">
    %19 = emitc.conditional %17, %14, %arg0 : i32
    %20 = emitc.cast %19 : i32 to f32
    %21 = emitc.apply "&"(%arg0) : (i32) -> !emitc.ptr<i32>
    %22 = emitc.apply "*"(%21) : (!emitc.ptr<i32>) -> i32
    %23 = emitc.literal "M_PI" : f32
    %24 = "emitc.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %25 = "emitc.constant"() <{value = #emitc.opaque<"SIZE_MAX">}> : () -> !emitc.size_t
    %26 = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> i32
    emitc.assign %22 : i32 to %26 : i32
    %27 = emitc.get_global @table : !emitc.array<3xi16>
    %28 = emitc.subscript %27[%arg0] : (!emitc.array<3xi16>, i32) -> i16
    %29 = emitc.subscript %arg1[%0] : (!emitc.ptr<f32>, i32) -> f32
    %30 = "emitc.member"(%arg2) <{member = "a"}> : (!emitc.opaque<"S">) -> i32
    %31 = "emitc.member_of_ptr"(%arg3) <{member = "b"}> : (!emitc.ptr<!emitc.opaque<"S">>) -> f32
    %32 = emitc.expression noinline : i32 {
      %35 = emitc.mul %arg0, %0 : (i32, i32) -> i32
      %36 = emitc.add %35, %arg0 : (i32, i32) -> i32
      emitc.yield %36 : i32
    }
    %33 = emitc.expression : i1 {
      %35 = emitc.cmp lt, %30, %32 : (i32, i32) -> i1
      emitc.yield %35 : i1
    }
    emitc.if %33 {
      emitc.verbatim "hit();"
    } else {
      emitc.call_opaque "miss"() : () -> ()
    } {unrolled}
    %34 = "emitc.constant"() <{value = 0 : index}> : () -> index
    emitc.for %arg5 = %34 to %34 step %34 {
      %35 = emitc.cast %arg5 : index to i32
    }
    emitc.for %arg5 = %arg0 to %0 step %arg0  : i32 {
      emitc.call_opaque "g"(%arg5) : (i32) -> ()
    } {tag}
    emitc.return
  }
}
