// Audit of asctile-densify-unroll-groups (passes-asc2.md §1): a load whose offset is defined
// after earlier ops cannot move; stores are pulled down: the store to the other tensor is hopped
// over, a store cannot pass one writing the same tensor (it lands right after the other-tensor store).
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
