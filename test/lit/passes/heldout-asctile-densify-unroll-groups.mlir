// Held-out style cases for asctile-densify-unroll-groups beyond the visible file: a load
// hops over a store to another tensor (only the insertion point is checked), waits for
// its operand's definition, stores to different tensors swap, and groups in nested blocks
// are densified within their own block.
// RUN: ascopt -asctile-densify-unroll-groups %s | FileCheck %s

// CHECK-LABEL: func.func @load_blocked_by_store(%arg0: !asctile.tensor<32xf32>, %arg1: !asctile.tensor<32xf32>, %arg2: !asctile.tile<32xf32, UB>, %arg3: i32, %arg4: i32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = asctile.load %arg0[%arg3], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = asctile.load %arg0[%arg4], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: asctile.store %arg2, %arg1[%arg3] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: %2 = asctile.load %arg1[%arg4], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: asctile.store %arg2, %arg0[%arg4] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @load_blocked_by_store(%a: !asctile.tensor<32xf32>, %b: !asctile.tensor<32xf32>, %x: !asctile.tile<32xf32, UB>, %i: i32, %j: i32) {
  %p = arith.constant 0.0 : f32
  %0 = asctile.load %a[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  asctile.store %x, %b[%i] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  asctile.store %x, %a[%j] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %1 = asctile.load %a[%j], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  %2 = asctile.load %b[%j], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}

// CHECK-LABEL: func.func @load_waits_for_operand(%arg0: !asctile.tensor<32xf32>, %arg1: i32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = asctile.load %arg0[%arg1], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = asctile.relu %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %3 = asctile.load %arg0[%2], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %4 = asctile.reduce_as_1d <sum> %1 : !asctile.tile<32xf32, UB>, f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @load_waits_for_operand(%a: !asctile.tensor<32xf32>, %i: i32) {
  %p = arith.constant 0.0 : f32
  %0 = asctile.load %a[%i], %p {asctile.unroll_group = 3 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  %r = asctile.relu %0 : !asctile.tile<32xf32, UB>
  %k = arith.addi %i, %i : i32
  %s = asctile.reduce_as_1d <sum> %r : !asctile.tile<32xf32, UB>, f32
  %1 = asctile.load %a[%k], %p {asctile.unroll_group = 3 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}

// CHECK-LABEL: func.func @stores_swap(%arg0: !asctile.tensor<32xf32>, %arg1: !asctile.tensor<32xf32>, %arg2: !asctile.tile<32xf32, UB>, %arg3: i32) {
// CHECK-NEXT: asctile.store %arg2, %arg1[%arg3] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: %0 = asctile.relu %arg2 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: asctile.store %0, %arg1[%arg3] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: asctile.store %arg2, %arg0[%arg3] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @stores_swap(%a: !asctile.tensor<32xf32>, %b: !asctile.tensor<32xf32>, %x: !asctile.tile<32xf32, UB>, %i: i32) {
  asctile.store %x, %a[%i] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  asctile.store %x, %b[%i] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %y = asctile.relu %x : !asctile.tile<32xf32, UB>
  asctile.store %y, %b[%i] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  return
}

// CHECK-LABEL: func.func @other_blocks(%arg0: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i1) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = asctile.load %arg0[%arg1], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = asctile.load %arg0[%arg1], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: %3 = asctile.load %arg0[%arg1], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %4 = asctile.load %arg0[%arg1], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %5 = asctile.relu %3 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = asctile.relu %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @other_blocks(%a: !asctile.tensor<32xf32>, %i: i32, %c: i1) {
  %p = arith.constant 0.0 : f32
  %0 = asctile.load %a[%i], %p {asctile.unroll_group = 5 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  scf.if %c {
    %1 = asctile.load %a[%i], %p {asctile.unroll_group = 5 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
    %2 = asctile.relu %1 : !asctile.tile<32xf32, UB>
    %3 = asctile.load %a[%i], %p {asctile.unroll_group = 5 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  }
  %4 = asctile.relu %0 : !asctile.tile<32xf32, UB>
  %5 = asctile.load %a[%i], %p {asctile.unroll_group = 5 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}

