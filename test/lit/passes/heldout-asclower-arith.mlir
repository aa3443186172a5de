// Held-out style cases for asclower-arith beyond the visible file: splat constants of
// i16 (2-D) and bf16 in L1 (a1 allocation), a 2-D non-splat i32 constant set element by
// element in row-major order, a tile bitcast (reinterpret_cast), negf on f16 (muls by -1),
// and scalar constant/negf/bitcast left alone.
// RUN: ascopt -asclower-arith %s | FileCheck %s

// CHECK-LABEL: func.func @lower_splat_i16() -> !asctile.tile<4x8xi16, UB> {
// CHECK-NEXT: %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT: %0 = ascendc.local_tensor_auto veccalc() : <4x8xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<4x8xi16> to !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: ascendc.duplicate_l2 %0, %c7_i16, %c32_i64 : !ascendc.local_tensor<4x8xi16>, i16, i64
// CHECK-NEXT: return %1 : !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: }
func.func @lower_splat_i16() -> !asctile.tile<4x8xi16, UB> {
  %0 = arith.constant dense<7> : !asctile.tile<4x8xi16, UB>
  return %0 : !asctile.tile<4x8xi16, UB>
}

// CHECK-LABEL: func.func @lower_splat_l1_bf16() -> !asctile.tile<16xbf16, L1> {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : bf16
// CHECK-NEXT: %0 = ascendc.local_tensor_auto a1() : <16xbf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<16xbf16> to !asctile.tile<16xbf16, L1>
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.duplicate_l2 %0, %cst, %c16_i64 : !ascendc.local_tensor<16xbf16>, bf16, i64
// CHECK-NEXT: return %1 : !asctile.tile<16xbf16, L1>
// CHECK-NEXT: }
func.func @lower_splat_l1_bf16() -> !asctile.tile<16xbf16, L1> {
  %0 = arith.constant dense<1.5> : !asctile.tile<16xbf16, L1>
  return %0 : !asctile.tile<16xbf16, L1>
}

// CHECK-LABEL: func.func @lower_dense_i32_2d() -> !asctile.tile<2x2xi32, UB> {
// CHECK-NEXT: %0 = ascendc.local_tensor_auto veccalc() : <2x2xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<2x2xi32> to !asctile.tile<2x2xi32, UB>
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %0, %c0_i32, %c1_i32 : !ascendc.local_tensor<2x2xi32>, i32, i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %0, %c1_i32_0, %c2_i32 : !ascendc.local_tensor<2x2xi32>, i32, i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32_1 = arith.constant 2 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %0, %c2_i32_1, %c3_i32 : !ascendc.local_tensor<2x2xi32>, i32, i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c3_i32_2 = arith.constant 3 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %0, %c3_i32_2, %c4_i32 : !ascendc.local_tensor<2x2xi32>, i32, i32
// CHECK-NEXT: return %1 : !asctile.tile<2x2xi32, UB>
// CHECK-NEXT: }
func.func @lower_dense_i32_2d() -> !asctile.tile<2x2xi32, UB> {
  %0 = arith.constant dense<[[1, 2], [3, 4]]> : !asctile.tile<2x2xi32, UB>
  return %0 : !asctile.tile<2x2xi32, UB>
}

// CHECK-LABEL: func.func @lower_bitcast(%arg0: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xi32, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<16xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xi32> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: return %2 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: }
func.func @lower_bitcast(%arg0: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xi32, UB> {
  %0 = arith.bitcast %arg0 : !asctile.tile<16xf32, UB> to !asctile.tile<16xi32, UB>
  return %0 : !asctile.tile<16xi32, UB>
}

// CHECK-LABEL: func.func @lower_negf(%arg0: !asctile.tile<16xf16, UB>) -> !asctile.tile<16xf16, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf16, UB> to !ascendc.local_tensor<16xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xf16> to !asctile.tile<16xf16, UB>
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f16
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.muls_l2 %1, %0, %cst, %c16_i64 : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, f16, i64
// CHECK-NEXT: return %2 : !asctile.tile<16xf16, UB>
// CHECK-NEXT: }
func.func @lower_negf(%arg0: !asctile.tile<16xf16, UB>) -> !asctile.tile<16xf16, UB> {
  %0 = arith.negf %arg0 : !asctile.tile<16xf16, UB>
  return %0 : !asctile.tile<16xf16, UB>
}

// CHECK-LABEL: func.func @scalars_untouched(%arg0: f32) -> (f32, f32, i32) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.bitcast %0 : f32 to i32
// CHECK-NEXT: return %cst, %0, %1 : f32, f32, i32
// CHECK-NEXT: }
func.func @scalars_untouched(%arg0: f32) -> (f32, f32, i32) {
  %c = arith.constant 2.0 : f32
  %0 = arith.negf %arg0 : f32
  %1 = arith.bitcast %0 : f32 to i32
  return %c, %0, %1 : f32, f32, i32
}

