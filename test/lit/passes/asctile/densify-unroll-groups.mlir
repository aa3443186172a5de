// asctile-densify-unroll-groups: a store may hop over a store to another tensor (their
// order reverses) but not over one to the same tensor; a load does not move above the
// definition of its offset.

// RUN: ascopt -asctile-densify-unroll-groups %s | FileCheck %s

// CHECK-LABEL: func.func @stores(%arg0: !asctile.tensor<32xf32>, %arg1: !asctile.tensor<32xf32>, %arg2: i32) {
// CHECK-NEXT:   %0 = asctile.load %arg0[%arg2] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %1 = asctile.relu %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %2 = asctile.relu %1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   asctile.store %1, %arg1[%arg2] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT:   asctile.store %0, %arg0[%arg2] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT:   asctile.store %2, %arg1[%arg2] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loads(%arg0: !asctile.tensor<32xf32>, %arg1: i32) {
// CHECK-NEXT:   %0 = asctile.load %arg0[%arg1] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   asctile.store %0, %arg0[%arg1] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:   %2 = asctile.load %arg0[%1] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %3 = asctile.load %arg0[%arg1] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %4 = asctile.relu %2 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @stores(%t: !asctile.tensor<32xf32>, %u: !asctile.tensor<32xf32>, %i: i32) {
  %0 = asctile.load %t[%i] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  asctile.store %0, %t[%i] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %1 = asctile.relu %0 : !asctile.tile<32xf32, UB>
  asctile.store %1, %u[%i] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %2 = asctile.relu %1 : !asctile.tile<32xf32, UB>
  asctile.store %2, %u[%i] {asctile.unroll_group = 1 : i64} : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  return
}
func.func @loads(%t: !asctile.tensor<32xf32>, %i: i32) {
  %0 = asctile.load %t[%i] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  asctile.store %0, %t[%i] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %c = arith.constant 1 : i32
  %j = arith.addi %i, %c : i32
  %1 = asctile.load %t[%j] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  %2 = asctile.relu %1 : !asctile.tile<32xf32, UB>
  %3 = asctile.load %t[%i] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
  return
}
