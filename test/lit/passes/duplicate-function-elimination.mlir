// duplicate-function-elimination keeps the first of equivalent functions (equal up to
// name and locations) and redirects func.call to it; a different attribute, visibility
// or operand order keeps a function.

// RUN: ascopt --duplicate-function-elimination %s | FileCheck %s

// CHECK-LABEL: func.func @a(
// CHECK-NOT:   func.func @b(
// CHECK:       func.func private @c(
// CHECK:       func.func @d({{.*}} attributes {foo}
// CHECK:       func.func @sub1(
// CHECK:       func.func @sub2(
// CHECK-LABEL: func.func @user(
// CHECK-NEXT:    %0 = call @a(%arg0)
// CHECK-NEXT:    %1 = call @c(%0)
// CHECK-NEXT:    %2 = call @d(%1)
// CHECK-NEXT:    %3 = call @sub2(%arg1, %arg1)

func.func @a(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  return %0 : f32
}
func.func @b(%y: f32) -> f32 {
  %0 = arith.addf %y, %y : f32 loc("elsewhere.py":3:4)
  return %0 : f32
}
func.func private @c(%y: f32) -> f32 {
  %0 = arith.addf %y, %y : f32
  return %0 : f32
}
func.func @d(%y: f32) -> f32 attributes {foo} {
  %0 = arith.addf %y, %y : f32
  return %0 : f32
}
func.func @sub1(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %x, %y : i32
  return %0 : i32
}
func.func @sub2(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %y, %x : i32
  return %0 : i32
}
func.func @user(%v: f32, %i: i32) -> (f32, i32) {
  %0 = call @b(%v) : (f32) -> f32
  %1 = call @c(%0) : (f32) -> f32
  %2 = call @d(%1) : (f32) -> f32
  %3 = call @sub2(%i, %i) : (i32, i32) -> i32
  return %2, %3 : f32, i32
}
