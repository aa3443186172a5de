// Held-out style cases for asclower-scf beyond the visible file: scf.while carrying a tile
// (condition folded by the conversion's folder, as MLIR's does for ops of unknown
// legality), scf.for on i32 mixing an L1 tile and a scalar iter-arg, and scalar scf.if
// left alone.
// RUN: ascopt --asclower-scf %s | FileCheck %s

// CHECK-LABEL: func.func @lower_while(%arg0: !asctile.tile<16xi32, UB>, %arg1: i32) -> !asctile.tile<16xi32, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xi32, UB> to !ascendc.local_tensor<16xi32>
// CHECK-NEXT: %1 = scf.while (%arg2 = %0) : (!ascendc.local_tensor<16xi32>) -> !ascendc.local_tensor<16xi32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: scf.condition(%false) %arg2 : !ascendc.local_tensor<16xi32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: !ascendc.local_tensor<16xi32>):
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg2 : !ascendc.local_tensor<16xi32> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: %4 = arith.addi %3, %3 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !asctile.tile<16xi32, UB> to !ascendc.local_tensor<16xi32>
// CHECK-NEXT: scf.yield %5 : !ascendc.local_tensor<16xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xi32> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: return %2 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: }
func.func @lower_while(%arg0: !asctile.tile<16xi32, UB>, %arg1: i32) -> !asctile.tile<16xi32, UB> {
  %0 = scf.while (%a = %arg0) : (!asctile.tile<16xi32, UB>) -> !asctile.tile<16xi32, UB> {
    %c = arith.cmpi slt, %arg1, %arg1 : i32
    scf.condition(%c) %a : !asctile.tile<16xi32, UB>
  } do {
  ^bb0(%b: !asctile.tile<16xi32, UB>):
    %1 = arith.addi %b, %b : !asctile.tile<16xi32, UB>
    scf.yield %1 : !asctile.tile<16xi32, UB>
  }
  return %0 : !asctile.tile<16xi32, UB>
}

// CHECK-LABEL: func.func @lower_for_mixed(%arg0: !asctile.tile<8x8xf16, L1>, %arg1: f32, %arg2: i32, %arg3: i32, %arg4: i32) -> (!asctile.tile<8x8xf16, L1>, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x8xf16, L1> to !ascendc.local_tensor<8x8xf16>
// CHECK-NEXT: %1:2 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %0, %arg7 = %arg1) -> (!ascendc.local_tensor<8x8xf16>, f32)  : i32 {
// CHECK-NEXT: %3 = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT: scf.yield %arg6, %3 : !ascendc.local_tensor<8x8xf16>, f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1#0 : !ascendc.local_tensor<8x8xf16> to !asctile.tile<8x8xf16, L1>
// CHECK-NEXT: return %2, %1#1 : !asctile.tile<8x8xf16, L1>, f32
// CHECK-NEXT: }
func.func @lower_for_mixed(%arg0: !asctile.tile<8x8xf16, L1>, %arg1: f32, %lb: i32, %ub: i32, %st: i32) -> (!asctile.tile<8x8xf16, L1>, f32) {
  %0:2 = scf.for %i = %lb to %ub step %st iter_args(%t = %arg0, %s = %arg1) -> (!asctile.tile<8x8xf16, L1>, f32) : i32 {
    %2 = arith.addf %s, %s : f32
    scf.yield %t, %2 : !asctile.tile<8x8xf16, L1>, f32
  }
  return %0#0, %0#1 : !asctile.tile<8x8xf16, L1>, f32
}

// CHECK-LABEL: func.func @untouched(%arg0: f32, %arg1: i1) -> f32 {
// CHECK-NEXT: %0 = scf.if %arg1 -> (f32) {
// CHECK-NEXT: scf.yield %arg0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.negf %arg0 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @untouched(%arg0: f32, %c: i1) -> f32 {
  %0 = scf.if %c -> f32 {
    scf.yield %arg0 : f32
  } else {
    %1 = arith.negf %arg0 : f32
    scf.yield %1 : f32
  }
  return %0 : f32
}

