// asctile-unroll-loop: constant bounds with an epilogue that runs once (promoted, so
// its ops keep their unroll groups), iter-args chained through the copies, dynamic
// bounds with an epilogue loop whose unroll groups are dropped.

// RUN: ascopt -asctile-unroll-loop %s | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: !asctile.tensor<32xf32>, %arg1: i32) -> f32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %0 = scf.for %arg2 = %c0_i32 to %c6_i32 step %c3_i32 iter_args(%arg3 = %cst) -> (f32)  : i32 {
// CHECK-NEXT:     %12 = asctile.load %arg0[%arg2] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT:     %13 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:     %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT:     %14 = arith.muli %c1_i32, %c1_i32_1 : i32
// CHECK-NEXT:     %15 = arith.addi %arg2, %14 : i32
// CHECK-NEXT:     %16 = asctile.load %arg0[%15] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT:     %17 = arith.addf %13, %13 : f32
// CHECK-NEXT:     %c2_i32_2 = arith.constant 2 : i32
// CHECK-NEXT:     %18 = arith.muli %c1_i32, %c2_i32_2 : i32
// CHECK-NEXT:     %19 = arith.addi %arg2, %18 : i32
// CHECK-NEXT:     %20 = asctile.load %arg0[%19] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT:     %21 = arith.addf %17, %17 : f32
// CHECK-NEXT:     scf.yield %21 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = asctile.load %arg0[%c6_i32] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT:   %2 = arith.addf %0, %0 : f32
// CHECK-NEXT:   %3 = arith.subi %arg1, %c0_i32 : i32
// CHECK-NEXT:   %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:   %4 = arith.subi %c1_i32, %c1_i32_0 : i32
// CHECK-NEXT:   %5 = arith.addi %3, %4 : i32
// CHECK-NEXT:   %6 = arith.divui %5, %c1_i32 : i32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %7 = arith.remsi %6, %c2_i32 : i32
// CHECK-NEXT:   %8 = arith.subi %6, %7 : i32
// CHECK-NEXT:   %9 = arith.muli %8, %c1_i32 : i32
// CHECK-NEXT:   %10 = arith.addi %c0_i32, %9 : i32
// CHECK-NEXT:   %11 = arith.muli %c1_i32, %c2_i32 : i32
// CHECK-NEXT:   scf.for %arg2 = %c0_i32 to %10 step %11  : i32 {
// CHECK-NEXT:     %12 = asctile.load %arg0[%arg2] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT:     %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT:     %13 = arith.muli %c1_i32, %c1_i32_1 : i32
// CHECK-NEXT:     %14 = arith.addi %arg2, %13 : i32
// CHECK-NEXT:     %15 = asctile.load %arg0[%14] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg2 = %10 to %arg1 step %c1_i32  : i32 {
// CHECK-NEXT:     %12 = asctile.load %arg0[%arg2] : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2 : f32
// CHECK-NEXT: }

func.func @f(%t: !asctile.tensor<32xf32>, %n: i32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c7 step %c1 iter_args(%acc = %z) -> (f32) : i32 {
    %x = asctile.load %t[%i] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  } {asctile.unroll_factor = 3}
  scf.for %i = %c0 to %n step %c1 : i32 {
    %x = asctile.load %t[%i] {asctile.unroll_group = 0 : i64} : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
  } {asctile.unroll_factor = 2}
  return %r : f32
}
