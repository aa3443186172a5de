// Held-out style cases for asclower-math beyond the visible file: the library ops acos,
// cos, tan, sinh, cosh, tanh, floor, log on 2-D f16 tiles chained (each reads the previous
// result tensor), the L2 ops exp, sqrt, rsqrt on f32, and scalar math left alone.
// RUN: ascopt --asclower-math %s | FileCheck %s

// CHECK-LABEL: func.func @lib_ops(%arg0: !asctile.tile<8x16xf16, UB>) -> (!asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x16xf16, UB> to !ascendc.local_tensor<8x16xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8x16xf16> to !asctile.tile<8x16xf16, UB>
// CHECK-NEXT: %c128_i64 = arith.constant 128 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: ascendc.acos %1, %0, %c128_i64, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<8x16xf16>, i64, i1
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<8x16xf16> to !asctile.tile<8x16xf16, UB>
// CHECK-NEXT: %c128_i64_0 = arith.constant 128 : i64
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: ascendc.cos %3, %1, %c128_i64_0, %false_1 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<8x16xf16>, i64, i1
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<8x16xf16> to !asctile.tile<8x16xf16, UB>
// CHECK-NEXT: %c128_i64_2 = arith.constant 128 : i64
// CHECK-NEXT: %false_3 = arith.constant false
// CHECK-NEXT: ascendc.tan %5, %3, %c128_i64_2, %false_3 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<8x16xf16>, i64, i1
// CHECK-NEXT: %7 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !ascendc.local_tensor<8x16xf16> to !asctile.tile<8x16xf16, UB>
// CHECK-NEXT: %c128_i64_4 = arith.constant 128 : i64
// CHECK-NEXT: %false_5 = arith.constant false
// CHECK-NEXT: ascendc.sinh %7, %5, %c128_i64_4, %false_5 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<8x16xf16>, i64, i1
// CHECK-NEXT: %9 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !ascendc.local_tensor<8x16xf16> to !asctile.tile<8x16xf16, UB>
// CHECK-NEXT: %c128_i64_6 = arith.constant 128 : i64
// CHECK-NEXT: %false_7 = arith.constant false
// CHECK-NEXT: ascendc.cosh %9, %7, %c128_i64_6, %false_7 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<8x16xf16>, i64, i1
// CHECK-NEXT: %11 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !ascendc.local_tensor<8x16xf16> to !asctile.tile<8x16xf16, UB>
// CHECK-NEXT: %c128_i64_8 = arith.constant 128 : i64
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: ascendc.tanh %11, %9, %c128_i64_8, %false_9 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<8x16xf16>, i64, i1
// CHECK-NEXT: %13 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !ascendc.local_tensor<8x16xf16> to !asctile.tile<8x16xf16, UB>
// CHECK-NEXT: %c128_i64_10 = arith.constant 128 : i64
// CHECK-NEXT: %false_11 = arith.constant false
// CHECK-NEXT: ascendc.floor %13, %11, %c128_i64_10, %false_11 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<8x16xf16>, i64, i1
// CHECK-NEXT: %15 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !ascendc.local_tensor<8x16xf16> to !asctile.tile<8x16xf16, UB>
// CHECK-NEXT: %c128_i64_12 = arith.constant 128 : i64
// CHECK-NEXT: %false_13 = arith.constant false
// CHECK-NEXT: ascendc.log %15, %13, %c128_i64_12, %false_13 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<8x16xf16>, i64, i1
// CHECK-NEXT: return %2, %4, %6, %8, %10, %12, %14, %16 : !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>
// CHECK-NEXT: }
func.func @lib_ops(%arg0: !asctile.tile<8x16xf16, UB>) -> (!asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>) {
  %0 = math.acos %arg0 : !asctile.tile<8x16xf16, UB>
  %1 = math.cos %0 : !asctile.tile<8x16xf16, UB>
  %2 = math.tan %1 : !asctile.tile<8x16xf16, UB>
  %3 = math.sinh %2 : !asctile.tile<8x16xf16, UB>
  %4 = math.cosh %3 : !asctile.tile<8x16xf16, UB>
  %5 = math.tanh %4 : !asctile.tile<8x16xf16, UB>
  %6 = math.floor %5 : !asctile.tile<8x16xf16, UB>
  %7 = math.log %6 : !asctile.tile<8x16xf16, UB>
  return %0, %1, %2, %3, %4, %5, %6, %7 : !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>, !asctile.tile<8x16xf16, UB>
}

// CHECK-LABEL: func.func @l2_ops(%arg0: !asctile.tile<64xf32, UB>) -> (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xf32, UB> to !ascendc.local_tensor<64xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<64xf32> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: ascendc.exp_l2 %1, %0, %c64_i64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<64xf32> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: %c64_i64_0 = arith.constant 64 : i64
// CHECK-NEXT: ascendc.sqrt_l2 %3, %1, %c64_i64_0 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<64xf32> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: %c64_i64_1 = arith.constant 64 : i64
// CHECK-NEXT: ascendc.rsqrt_l2 %5, %3, %c64_i64_1 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
// CHECK-NEXT: return %2, %4, %6 : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>
// CHECK-NEXT: }
func.func @l2_ops(%arg0: !asctile.tile<64xf32, UB>) -> (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) {
  %0 = math.exp %arg0 : !asctile.tile<64xf32, UB>
  %1 = math.sqrt %0 : !asctile.tile<64xf32, UB>
  %2 = math.rsqrt %1 : !asctile.tile<64xf32, UB>
  return %0, %1, %2 : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>
}

// CHECK-LABEL: func.func @scalar_math(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = math.exp2 %arg0 : f32
// CHECK-NEXT: %1 = math.powf %0, %arg0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @scalar_math(%arg0: f32) -> f32 {
  %0 = math.exp2 %arg0 : f32
  %1 = math.powf %0, %arg0 : f32
  return %1 : f32
}

