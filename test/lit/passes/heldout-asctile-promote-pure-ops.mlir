// Held-out style case for asctile-promote-pure-ops: nested blocks first; constants and
// ops whose operands are block arguments rise to the top of their block; others stop
// right after their last operand's definition; loads, stores, loops and accumulators stay.
// RUN: ascopt -asctile-promote-pure-ops %s | FileCheck %s

// CHECK-LABEL: func.func @nested_blocks(%arg0: !asctile.tensor<32xf32>, %arg1: !asctile.tile<32xf32, UB>, %arg2: i32, %arg3: f32) {
// CHECK-NEXT: %0 = asctile.splat %arg3 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = math.exp %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: asctile.store %arg1, %arg0[%c0_i32] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: scf.for %arg4 = %c0_i32 to %arg2 step %c1_i32  : i32 {
// CHECK-NEXT: %3 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: %4 = asctile.splat %arg3 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %5 = arith.mulf %4, %arg1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %6 = asctile.load %arg0[%arg4], %cst : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %7 = asctile.relu %6 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: asctile.store %6, %arg0[%arg4] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: asctile.store %5, %arg0[%3] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = asctile.accumulator : !asctile.tile<16x16xf32, L0C>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_blocks(%t: !asctile.tensor<32xf32>, %x: !asctile.tile<32xf32, UB>, %n: i32, %s: f32) {
  %c0 = arith.constant 0 : i32
  %p = arith.constant 0.0 : f32
  asctile.store %x, %t[%c0] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %a = asctile.load %t[%i], %p : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
    asctile.store %a, %t[%i] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
    %sp = asctile.splat %s : !asctile.tile<32xf32, UB>
    %r = asctile.relu %a : !asctile.tile<32xf32, UB>
    %m = arith.mulf %sp, %x : !asctile.tile<32xf32, UB>
    %k = arith.addi %i, %c1 : i32
    asctile.store %m, %t[%k] : !asctile.tile<32xf32, UB>, !asctile.tensor<32xf32>
  }
  %z = asctile.splat %s : !asctile.tile<32xf32, UB>
  %acc = asctile.accumulator : !asctile.tile<16x16xf32, L0C>
  %e = math.exp %z : !asctile.tile<32xf32, UB>
  return
}

