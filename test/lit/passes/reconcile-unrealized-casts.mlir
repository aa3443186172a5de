// Outputs checked against mlir-opt 19: chains of casts that lead back to their own result
// types fold (in nested regions too), dead casts go, live casts that cannot fold stay.
// RUN: ascopt --reconcile-unrealized-casts %s | FileCheck %s

// CHECK-LABEL: func.func @id(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed(%arg0: i32) -> (i32, i64, i32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: return %arg0, %0, %arg0 : i32, i64, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero() -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast to i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @partial(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

func.func @id(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i32
  return %0 : i32
}
func.func @nested(%x: i32, %c: i1) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %r = scf.if %c -> i32 {
    %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
    scf.yield %1 : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @mixed(%x: i32) -> (i32, i64, i32) {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  %3 = builtin.unrealized_conversion_cast %2 : i64 to i32
  return %3, %2, %1 : i32, i64, i32
}
func.func @zero() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}
func.func @partial(%x: i32, %y: i32) -> i32 {
  %0:2 = builtin.unrealized_conversion_cast %x, %y : i32, i32 to i64, i64
  %1 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
  return %1 : i32
}
