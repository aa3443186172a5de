// asctile-densify-unroll-groups never moves a tagged op past an op it conflicts with,
// anywhere between its old and new place (PyAsc checks only the landing place, so its
// pass reads a tensor before the store that writes it): a load stays below a store to the
// same tensor that is not adjacent, to another tensor over the same kernel argument, or
// inside an scf.if; a store of an accumulator stays above the matmul_acc adding into it;
// nothing moves over a call (unknown effects). A load of another tensor still moves up
// over a store.

// RUN: ascopt -asctile-densify-unroll-groups=departures=true %s | FileCheck %s
// Without departures the pass is PyAsc's: the load lands before the relu (the landing
// place, which does not touch %arg0) above the store it must see.
// RUN: ascopt -asctile-densify-unroll-groups %s | FileCheck %s --check-prefix=PYASC

// PYASC-LABEL: func.func @raw_not_adjacent(
// PYASC-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// PYASC-NEXT:    %0 = asctile.load %arg1[%arg2], %cst
// PYASC-NEXT:    %1 = asctile.load %arg0[%arg2], %cst
// PYASC-NEXT:    %2 = asctile.relu %0
// PYASC-NEXT:    asctile.store %2, %arg0[%arg2]

// CHECK-LABEL: func.func @raw_not_adjacent(%arg0: !asctile.tensor<32xf32>, %arg1: !asctile.tensor<32xf32>, %arg2: i32) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = asctile.load %arg1[%arg2], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %1 = asctile.relu %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   asctile.store %1, %arg0[%arg2] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT:   %2 = asctile.load %arg0[%arg2], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %3 = asctile.relu %1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_memref(%arg0: memref<*xf32, 22>, %arg1: i32) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<32xf32>
// CHECK-NEXT:   %1 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<32xf32>
// CHECK-NEXT:   %2 = asctile.load %0[%arg1], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %3 = asctile.relu %2 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   asctile.store %3, %1[%arg1] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT:   %4 = asctile.load %0[%arg1], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %5 = asctile.relu %3 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_store(%arg0: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i1) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = asctile.load %arg0[%arg1], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   scf.if %arg2 {
// CHECK-NEXT:     asctile.store %0, %arg0[%arg1] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = asctile.load %arg0[%arg1], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %2 = asctile.relu %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @acc(%arg0: !asctile.tensor<32x32xf16>, %arg1: !asctile.tensor<32x32xf32>, %arg2: !asctile.tensor<32x32xf32>, %arg3: i32) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:   %0 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT:   %1 = asctile.load %arg0[%arg3, %arg3], %cst : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT:   %2 = asctile.load %arg0[%arg3, %arg3], %cst : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0B>
// CHECK-NEXT:   asctile.store %0, %arg1[%arg3, %arg3] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
// CHECK-NEXT:   asctile.matmul_acc %1, %2, %0 : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
// CHECK-NEXT:   asctile.store %0, %arg2[%arg3, %arg3] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @other_tensor_and_call(%arg0: !asctile.tensor<32xf32>, %arg1: !asctile.tensor<32xf32>, %arg2: i32) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = asctile.load %arg1[%arg2], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %1 = asctile.load %arg1[%arg2], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   asctile.store %0, %arg0[%arg2] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT:   call @ext() : () -> ()
// CHECK-NEXT:   %2 = asctile.load %arg1[%arg2], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %3 = asctile.relu %1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @raw_not_adjacent(%t: !asctile.tensor<32xf32>, %u: !asctile.tensor<32xf32>, %i: i32) {
  %p = arith.constant 0.0 : f32
  %0 = asctile.load %u[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  %1 = asctile.relu %0 : !asctile.tile<32xf32, UB>
  asctile.store %1, %t[%i] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %2 = asctile.relu %1 : !asctile.tile<32xf32, UB>
  %3 = asctile.load %t[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}
func.func @same_memref(%m: memref<*xf32, 22>, %i: i32) {
  %p = arith.constant 0.0 : f32
  %t = asctile.tensor %m() : memref<*xf32, 22>, !asctile.tensor<32xf32>
  %u = asctile.tensor %m() : memref<*xf32, 22>, !asctile.tensor<32xf32>
  %0 = asctile.load %t[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  %1 = asctile.relu %0 : !asctile.tile<32xf32, UB>
  asctile.store %1, %u[%i] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %2 = asctile.relu %1 : !asctile.tile<32xf32, UB>
  %3 = asctile.load %t[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}
func.func @nested_store(%t: !asctile.tensor<32xf32>, %i: i32, %c: i1) {
  %p = arith.constant 0.0 : f32
  %0 = asctile.load %t[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  scf.if %c {
    asctile.store %0, %t[%i] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  }
  %2 = asctile.relu %0 : !asctile.tile<32xf32, UB>
  %3 = asctile.load %t[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}
func.func @acc(%a: !asctile.tensor<32x32xf16>, %c: !asctile.tensor<32x32xf32>, %d: !asctile.tensor<32x32xf32>, %i: i32) {
  %p = arith.constant 0.0 : f16
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %x = asctile.load %a[%i, %i], %p : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0A>
  %y = asctile.load %a[%i, %i], %p : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0B>
  asctile.store %acc, %c[%i, %i] {asctile.unroll_group = 1 : i64} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
  asctile.matmul_acc %x, %y, %acc : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
  asctile.store %acc, %d[%i, %i] {asctile.unroll_group = 1 : i64} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
  return
}
func.func private @ext()
func.func @other_tensor_and_call(%t: !asctile.tensor<32xf32>, %u: !asctile.tensor<32xf32>, %i: i32) {
  %p = arith.constant 0.0 : f32
  %0 = asctile.load %u[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  asctile.store %0, %t[%i] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %1 = asctile.load %u[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  func.call @ext() : () -> ()
  %2 = asctile.relu %1 : !asctile.tile<32xf32, UB>
  %3 = asctile.load %u[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}
