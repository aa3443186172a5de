// Audit of asctile-densify-unroll-groups (passes-asc2.md §1): a load whose offset is defined
// after earlier ops cannot move; stores are pulled down: the store to the other tensor is hopped
// over, a store cannot pass one writing the same tensor (it lands right after the other-tensor
// store); groups in different blocks are densified separately, and a load hops over a store to
// the same tensor that is not the insertion point (only the candidate op is checked); a load
// cannot move before a store to the tensor it reads; loops never conflict (no effect
// interface), a set_value writing the tensor does.
// RUN: ascopt -asctile-densify-unroll-groups %s | FileCheck %s

// CHECK-LABEL: func.func @d(%arg0: !asctile.tensor<32xf32>, %arg1: !asctile.tensor<32xf32>, %arg2: i32, %arg3: i32) {
// CHECK: %0 = asctile.load %arg0[%arg2] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = asctile.relu %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %2 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: %3 = asctile.load %arg0[%2] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %4 = asctile.load %arg1[%arg3] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %5 = asctile.relu %3 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %6 = asctile.relu %4 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: asctile.store %6, %arg1[%arg3] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: asctile.store %1, %arg0[%arg2] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: asctile.store %5, %arg0[%arg3] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @d(%arg0: !asctile.tensor<32xf32>, %arg3: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i32) {
  %0 = asctile.load %arg0[%arg1] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  %1 = asctile.relu %0 : !asctile.tile<32xf32, UB>
  asctile.store %1, %arg0[%arg1] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %k = arith.addi %arg1, %arg2 : i32
  %2 = asctile.load %arg0[%k] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  %5 = asctile.load %arg3[%arg2] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  %3 = asctile.relu %2 : !asctile.tile<32xf32, UB>
  asctile.store %3, %arg0[%arg2] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %4 = asctile.relu %5 : !asctile.tile<32xf32, UB>
  asctile.store %4, %arg3[%arg2] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  return
}
// CHECK-LABEL: func.func @diff_blocks(%arg0: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i32, %arg3: i1) {
// CHECK: %0 = asctile.load %arg0[%arg1] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = asctile.load %arg0[%arg2] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %2 = asctile.relu %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: %3 = asctile.load %arg0[%arg2] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %4 = asctile.load %arg0[%arg1] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %5 = asctile.relu %3 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: asctile.store %5, %arg0[%arg2] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: asctile.store %4, %arg0[%arg1] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: asctile.store %2, %arg0[%arg1] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @diff_blocks(%arg0: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i32, %c: i1) {
  %0 = asctile.load %arg0[%arg1] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  %1 = asctile.relu %0 : !asctile.tile<32xf32, UB>
  scf.if %c {
    %2 = asctile.load %arg0[%arg2] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
    %3 = asctile.relu %2 : !asctile.tile<32xf32, UB>
    %4 = asctile.load %arg0[%arg1] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
    asctile.store %3, %arg0[%arg2] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
    asctile.store %4, %arg0[%arg1] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  }
  asctile.store %1, %arg0[%arg1] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %5 = asctile.load %arg0[%arg2] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}
// CHECK-LABEL: func.func @store_conflict(%arg0: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i32) {
// CHECK: %0 = asctile.load %arg0[%arg1] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = asctile.load %arg0[%arg2] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %2 = asctile.relu %1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: asctile.store %0, %arg0[%arg2] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: asctile.store %2, %arg0[%arg1] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @store_conflict(%arg0: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i32) {
  %0 = asctile.load %arg0[%arg1] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  asctile.store %0, %arg0[%arg2] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %1 = asctile.load %arg0[%arg2] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  %2 = asctile.relu %1 : !asctile.tile<32xf32, UB>
  asctile.store %2, %arg0[%arg1] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  return
}
// CHECK-LABEL: func.func @over_loop(%arg0: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i32, %arg3: !asctile.tile<32xf32, UB>) {
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = asctile.load %arg0[%arg1] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = asctile.load %arg0[%arg2] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: asctile.store %arg3, %arg0[%arg2] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @over_loop(%arg0: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i32, %t: !asctile.tile<32xf32, UB>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = asctile.load %arg0[%arg1] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  scf.for %i = %c0 to %c4 step %c1 {
    asctile.store %t, %arg0[%arg2] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  }
  %1 = asctile.load %arg0[%arg2] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}
// CHECK-LABEL: func.func @over_set(%arg0: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i32, %arg3: f32) {
// CHECK: %0 = asctile.load %arg0[%arg1] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: asctile.set_value %arg3, %arg0[%arg2] : f32, !asctile.tensor<32xf32>
// CHECK-NEXT: %1 = asctile.load %arg0[%arg2] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @over_set(%arg0: !asctile.tensor<32xf32>, %arg1: i32, %arg2: i32, %v: f32) {
  %0 = asctile.load %arg0[%arg1] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  asctile.set_value %v, %arg0[%arg2] : f32, !asctile.tensor<32xf32>
  %1 = asctile.load %arg0[%arg2] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}
