// Held-out style cases for asclower-math, round 2: library ops erf (2-D f32), round and
// log2 (f16), asin, ceil, sin chained on an L1 tile (a1 allocations); the L2 op abs_l2
// (absf on f16); scalar math.exp left alone.
// RUN: ascopt --asclower-math %s | FileCheck %s



// CHECK-LABEL: func.func @m(%arg0: !asctile.tile<4x8xf32, UB>, %arg1: !asctile.tile<16xf16, UB>) -> (!asctile.tile<4x8xf32, UB>, !asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16xf16, UB> to !ascendc.local_tensor<16xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8xf32, UB> to !ascendc.local_tensor<4x8xf32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x8xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x8xf32> to !asctile.tile<4x8xf32, UB>
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: ascendc.erf %2, %1, %c32_i64, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4x8xf32>, !ascendc.local_tensor<4x8xf32>, i64, i1
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<16xf16> to !asctile.tile<16xf16, UB>
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: ascendc.round %4, %0, %c16_i64, %false_0 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64, i1
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<16xf16> to !asctile.tile<16xf16, UB>
// CHECK-NEXT: %c16_i64_1 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.abs_l2 %6, %0, %c16_i64_1 : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64
// CHECK-NEXT: %8 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<16xf16> to !asctile.tile<16xf16, UB>
// CHECK-NEXT: %c16_i64_2 = arith.constant 16 : i64
// CHECK-NEXT: %false_3 = arith.constant false
// CHECK-NEXT: ascendc.log2 %8, %0, %c16_i64_2, %false_3 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64, i1
// CHECK-NEXT: return %3, %5, %7, %9 : !asctile.tile<4x8xf32, UB>, !asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>
// CHECK-NEXT: }
func.func @m(%a: !asctile.tile<4x8xf32, UB>, %b: !asctile.tile<16xf16, UB>) -> (!asctile.tile<4x8xf32, UB>, !asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>) {
  %0 = math.erf %a : !asctile.tile<4x8xf32, UB>
  %1 = math.round %b : !asctile.tile<16xf16, UB>
  %2 = math.absf %b : !asctile.tile<16xf16, UB>
  %3 = math.log2 %b : !asctile.tile<16xf16, UB>
  return %0, %1, %2, %3 : !asctile.tile<4x8xf32, UB>, !asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>
}

// CHECK-LABEL: func.func @more(%arg0: !asctile.tile<2x8xf32, L1>, %arg1: f32) -> (!asctile.tile<2x8xf32, L1>, !asctile.tile<2x8xf32, L1>, !asctile.tile<2x8xf32, L1>, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<2x8xf32, L1> to !ascendc.local_tensor<2x8xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto a1() : <2x8xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<2x8xf32> to !asctile.tile<2x8xf32, L1>
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: ascendc.asin %1, %0, %c16_i64, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<2x8xf32>, !ascendc.local_tensor<2x8xf32>, i64, i1
// CHECK-NEXT: %3 = ascendc.local_tensor_auto a1() : <2x8xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<2x8xf32> to !asctile.tile<2x8xf32, L1>
// CHECK-NEXT: %c16_i64_0 = arith.constant 16 : i64
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: ascendc.ceil %3, %1, %c16_i64_0, %false_1 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<2x8xf32>, !ascendc.local_tensor<2x8xf32>, i64, i1
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <2x8xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<2x8xf32> to !asctile.tile<2x8xf32, L1>
// CHECK-NEXT: %c16_i64_2 = arith.constant 16 : i64
// CHECK-NEXT: %false_3 = arith.constant false
// CHECK-NEXT: ascendc.sin %5, %3, %c16_i64_2, %false_3 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<2x8xf32>, !ascendc.local_tensor<2x8xf32>, i64, i1
// CHECK-NEXT: %7 = math.exp %arg1 : f32
// CHECK-NEXT: return %2, %4, %6, %7 : !asctile.tile<2x8xf32, L1>, !asctile.tile<2x8xf32, L1>, !asctile.tile<2x8xf32, L1>, f32
// CHECK-NEXT: }
func.func @more(%a: !asctile.tile<2x8xf32, L1>, %x: f32) -> (!asctile.tile<2x8xf32, L1>, !asctile.tile<2x8xf32, L1>, !asctile.tile<2x8xf32, L1>, f32) {
  %0 = math.asin %a : !asctile.tile<2x8xf32, L1>
  %1 = math.ceil %0 : !asctile.tile<2x8xf32, L1>
  %2 = math.sin %1 : !asctile.tile<2x8xf32, L1>
  %3 = math.exp %x : f32
  return %0, %1, %2, %3 : !asctile.tile<2x8xf32, L1>, !asctile.tile<2x8xf32, L1>, !asctile.tile<2x8xf32, L1>, f32
}

