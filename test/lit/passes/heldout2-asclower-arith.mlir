// Held-out style cases for asclower-arith, round 2: negf on bf16 (muls_l2 by -1.0 : bf16),
// a splat f16 constant in L0C (co1 allocation, duplicate_l2), a non-splat i8 constant
// with a negative element (set_value per element), and a 2-D f32 -> i32 bitcast
// (reinterpret_cast).
// RUN: ascopt -asclower-arith %s | FileCheck %s



// CHECK-LABEL: func.func @a(%arg0: !asctile.tile<4xbf16, UB>, %arg1: !asctile.tile<2x2xf32, UB>) -> (!asctile.tile<4xbf16, UB>, !asctile.tile<2x2xf16, L0C>, !asctile.tile<3xi8, UB>, !asctile.tile<2x2xi32, UB>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<2x2xf32, UB> to !ascendc.local_tensor<2x2xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4xbf16, UB> to !ascendc.local_tensor<4xbf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4xbf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4xbf16> to !asctile.tile<4xbf16, UB>
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : bf16
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: ascendc.muls_l2 %2, %1, %cst, %c4_i64 : !ascendc.local_tensor<4xbf16>, !ascendc.local_tensor<4xbf16>, bf16, i64
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %4 = ascendc.local_tensor_auto co1() : <2x2xf16>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<2x2xf16> to !asctile.tile<2x2xf16, L0C>
// CHECK-NEXT: %c4_i64_1 = arith.constant 4 : i64
// CHECK-NEXT: ascendc.duplicate_l2 %4, %cst_0, %c4_i64_1 : !ascendc.local_tensor<2x2xf16>, f16, i64
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <3xi8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<3xi8> to !asctile.tile<3xi8, UB>
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %6, %c0_i32, %c1_i8 : !ascendc.local_tensor<3xi8>, i32, i8
// CHECK-NEXT: %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %6, %c1_i32, %c-2_i8 : !ascendc.local_tensor<3xi8>, i32, i8
// CHECK-NEXT: %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %6, %c2_i32, %c3_i8 : !ascendc.local_tensor<3xi8>, i32, i8
// CHECK-NEXT: %8 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<2x2xf32> to !ascendc.local_tensor<2x2xi32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<2x2xi32> to !asctile.tile<2x2xi32, UB>
// CHECK-NEXT: return %3, %5, %7, %9 : !asctile.tile<4xbf16, UB>, !asctile.tile<2x2xf16, L0C>, !asctile.tile<3xi8, UB>, !asctile.tile<2x2xi32, UB>
// CHECK-NEXT: }
func.func @a(%a: !asctile.tile<4xbf16, UB>, %b: !asctile.tile<2x2xf32, UB>) -> (!asctile.tile<4xbf16, UB>, !asctile.tile<2x2xf16, L0C>, !asctile.tile<3xi8, UB>, !asctile.tile<2x2xi32, UB>) {
  %0 = arith.negf %a : !asctile.tile<4xbf16, UB>
  %1 = arith.constant dense<1.0> : !asctile.tile<2x2xf16, L0C>
  %2 = arith.constant dense<[1, -2, 3]> : !asctile.tile<3xi8, UB>
  %3 = arith.bitcast %b : !asctile.tile<2x2xf32, UB> to !asctile.tile<2x2xi32, UB>
  return %0, %1, %2, %3 : !asctile.tile<4xbf16, UB>, !asctile.tile<2x2xf16, L0C>, !asctile.tile<3xi8, UB>, !asctile.tile<2x2xi32, UB>
}

