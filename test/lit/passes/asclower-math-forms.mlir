// asclower-math: library ops (cos, tan, tanh, floor, sinh, cosh, acos) and L2 ops (exp,
// sqrt, rsqrt) on 2-D f16 and 1-D f32 tiles; scalar math stays.

// RUN: ascopt --asclower-math %s | FileCheck %s

// CHECK-LABEL: func.func @lower_math_f16(%arg0: !asctile.tile<4x32xf16, UB>) -> !asctile.tile<4x32xf16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x32xf16, UB> to !ascendc.local_tensor<4x32xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4x32xf16>
// CHECK-NEXT: %c128_i64 = arith.constant 128 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: ascendc.cos %1, %0, %c128_i64, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4x32xf16>, !ascendc.local_tensor<4x32xf16>, i64, i1
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x32xf16>
// CHECK-NEXT: %c128_i64_0 = arith.constant 128 : i64
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: ascendc.tan %2, %1, %c128_i64_0, %false_1 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4x32xf16>, !ascendc.local_tensor<4x32xf16>, i64, i1
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <4x32xf16>
// CHECK-NEXT: %c128_i64_2 = arith.constant 128 : i64
// CHECK-NEXT: %false_3 = arith.constant false
// CHECK-NEXT: ascendc.tanh %3, %2, %c128_i64_2, %false_3 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4x32xf16>, !ascendc.local_tensor<4x32xf16>, i64, i1
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <4x32xf16>
// CHECK-NEXT: %c128_i64_4 = arith.constant 128 : i64
// CHECK-NEXT: ascendc.exp_l2 %4, %3, %c128_i64_4 : !ascendc.local_tensor<4x32xf16>, !ascendc.local_tensor<4x32xf16>, i64
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <4x32xf16>
// CHECK-NEXT: %c128_i64_5 = arith.constant 128 : i64
// CHECK-NEXT: ascendc.sqrt_l2 %5, %4, %c128_i64_5 : !ascendc.local_tensor<4x32xf16>, !ascendc.local_tensor<4x32xf16>, i64
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <4x32xf16>
// CHECK-NEXT: %c128_i64_6 = arith.constant 128 : i64
// CHECK-NEXT: %false_7 = arith.constant false
// CHECK-NEXT: ascendc.floor %6, %5, %c128_i64_6, %false_7 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4x32xf16>, !ascendc.local_tensor<4x32xf16>, i64, i1
// CHECK-NEXT: %7 = ascendc.local_tensor_auto veccalc() : <4x32xf16>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !ascendc.local_tensor<4x32xf16> to !asctile.tile<4x32xf16, UB>
// CHECK-NEXT: %c128_i64_8 = arith.constant 128 : i64
// CHECK-NEXT: ascendc.rsqrt_l2 %7, %6, %c128_i64_8 : !ascendc.local_tensor<4x32xf16>, !ascendc.local_tensor<4x32xf16>, i64
// CHECK-NEXT: return %8 : !asctile.tile<4x32xf16, UB>
func.func @lower_math_f16(%arg0: !asctile.tile<4x32xf16, UB>) -> !asctile.tile<4x32xf16, UB> {
  %0 = math.cos %arg0 : !asctile.tile<4x32xf16, UB>
  %1 = math.tan %0 : !asctile.tile<4x32xf16, UB>
  %2 = math.tanh %1 : !asctile.tile<4x32xf16, UB>
  %3 = math.exp %2 : !asctile.tile<4x32xf16, UB>
  %4 = math.sqrt %3 : !asctile.tile<4x32xf16, UB>
  %5 = math.floor %4 : !asctile.tile<4x32xf16, UB>
  %6 = math.rsqrt %5 : !asctile.tile<4x32xf16, UB>
  return %6 : !asctile.tile<4x32xf16, UB>
}

// CHECK-LABEL: func.func @lower_math_f32(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xf32, UB> to !ascendc.local_tensor<32xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: ascendc.sinh %1, %0, %c32_i64, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xf32>, i64, i1
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT: %c32_i64_0 = arith.constant 32 : i64
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: ascendc.cosh %2, %1, %c32_i64_0, %false_1 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xf32>, i64, i1
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<32xf32> to !asctile.tile<32xf32, UB>
// CHECK-NEXT: %c32_i64_2 = arith.constant 32 : i64
// CHECK-NEXT: %false_3 = arith.constant false
// CHECK-NEXT: ascendc.acos %3, %2, %c32_i64_2, %false_3 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xf32>, i64, i1
// CHECK-NEXT: return %4 : !asctile.tile<32xf32, UB>
func.func @lower_math_f32(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %0 = math.sinh %arg0 : !asctile.tile<32xf32, UB>
  %1 = math.cosh %0 : !asctile.tile<32xf32, UB>
  %2 = math.acos %1 : !asctile.tile<32xf32, UB>
  return %2 : !asctile.tile<32xf32, UB>
}

// CHECK-LABEL: func.func @scalar_math(%arg0: f32) -> f32 {
// CHECK:      %0 = math.exp %arg0 : f32
// CHECK-NEXT: return %0 : f32
func.func @scalar_math(%a: f32) -> f32 {
  %0 = math.exp %a : f32
  return %0 : f32
}

