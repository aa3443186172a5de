// Audit of asclower-arith (passes-asc2.md §2): tile bitcast -> reinterpret_cast; negf on a
// 2-D f16 tile -> muls_l2 by -1.0; non-splat 2-D i16 constant in L1 (a1, one set_value per
// element in row-major order); splat i8 constant; scalar and vector constants and scalar
// negf are left alone.
// Folders first (§0.3): negf and bitcast of splat tile constants fold to new tile constants,
// which are then lowered to duplicate_l2 (-2.0; the f32 bits of 1.0 as i32).
// RUN: ascopt -asclower-arith %s | FileCheck %s

// CHECK-LABEL: func.func @bc(%arg0: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xi32, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<16xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xi32> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: return %2 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: }
func.func @bc(%a: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xi32, UB> {
  %0 = arith.bitcast %a : !asctile.tile<16xf32, UB> to !asctile.tile<16xi32, UB>
  return %0 : !asctile.tile<16xi32, UB>
}
// CHECK-LABEL: func.func @neg(%arg0: !asctile.tile<2x8xf16, UB>) -> !asctile.tile<2x8xf16, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<2x8xf16, UB> to !ascendc.local_tensor<2x8xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <2x8xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<2x8xf16> to !asctile.tile<2x8xf16, UB>
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f16
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.muls_l2 %1, %0, %cst, %c16_i64 : !ascendc.local_tensor<2x8xf16>, !ascendc.local_tensor<2x8xf16>, f16, i64
// CHECK-NEXT: return %2 : !asctile.tile<2x8xf16, UB>
// CHECK-NEXT: }
func.func @neg(%a: !asctile.tile<2x8xf16, UB>) -> !asctile.tile<2x8xf16, UB> {
  %0 = arith.negf %a : !asctile.tile<2x8xf16, UB>
  return %0 : !asctile.tile<2x8xf16, UB>
}
// CHECK-LABEL: func.func @dense2d() -> !asctile.tile<2x2xi16, L1> {
// CHECK: %0 = ascendc.local_tensor_auto a1() : <2x2xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<2x2xi16> to !asctile.tile<2x2xi16, L1>
// CHECK-NEXT: %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %0, %c0_i32, %c1_i16 : !ascendc.local_tensor<2x2xi16>, i32, i16
// CHECK-NEXT: %c-2_i16 = arith.constant -2 : i16
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %0, %c1_i32, %c-2_i16 : !ascendc.local_tensor<2x2xi16>, i32, i16
// CHECK-NEXT: %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %0, %c2_i32, %c3_i16 : !ascendc.local_tensor<2x2xi16>, i32, i16
// CHECK-NEXT: %c4_i16 = arith.constant 4 : i16
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: ascendc.local_tensor.set_value %0, %c3_i32, %c4_i16 : !ascendc.local_tensor<2x2xi16>, i32, i16
// CHECK-NEXT: return %1 : !asctile.tile<2x2xi16, L1>
// CHECK-NEXT: }
func.func @dense2d() -> !asctile.tile<2x2xi16, L1> {
  %0 = arith.constant dense<[[1, -2], [3, 4]]> : !asctile.tile<2x2xi16, L1>
  return %0 : !asctile.tile<2x2xi16, L1>
}
// CHECK-LABEL: func.func @splati(%arg0: f32) -> (!asctile.tile<4x4xi8, UB>, f32, vector<4xf32>) {
// CHECK-DAG: %c-3_i8 = arith.constant -3 : i8
// CHECK: %0 = ascendc.local_tensor_auto veccalc() : <4x4xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<4x4xi8> to !asctile.tile<4x4xi8, UB>
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.duplicate_l2 %0, %c-3_i8, %c16_i64 : !ascendc.local_tensor<4x4xi8>, i8, i64
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %2 = arith.negf %arg0 : f32
// CHECK-NEXT: return %1, %2, %cst_0 : !asctile.tile<4x4xi8, UB>, f32, vector<4xf32>
// CHECK-NEXT: }
func.func @splati(%s: f32) -> (!asctile.tile<4x4xi8, UB>, f32, vector<4xf32>) {
  %0 = arith.constant dense<-3> : !asctile.tile<4x4xi8, UB>
  %1 = arith.constant 1.0 : f32
  %2 = arith.constant dense<1.0> : vector<4xf32>
  %3 = arith.negf %s : f32
  return %0, %3, %2 : !asctile.tile<4x4xi8, UB>, f32, vector<4xf32>
}
// CHECK-LABEL: func.func @n() -> !asctile.tile<8xf32, UB> {
// CHECK-DAG: %cst = arith.constant 2.000000e+00 : f32
// CHECK: %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: ascendc.duplicate_l2 %0, %cst, %c8_i64 : !ascendc.local_tensor<8xf32>, f32, i64
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8xf32> to !asctile.tile<8xf32, UB>
// CHECK-NEXT: %c8_i64_1 = arith.constant 8 : i64
// CHECK-NEXT: ascendc.duplicate_l2 %1, %cst_0, %c8_i64_1 : !ascendc.local_tensor<8xf32>, f32, i64
// CHECK-NEXT: return %2 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: }
func.func @n() -> !asctile.tile<8xf32, UB> {
  %c = arith.constant dense<2.0> : !asctile.tile<8xf32, UB>
  %0 = arith.negf %c : !asctile.tile<8xf32, UB>
  return %0 : !asctile.tile<8xf32, UB>
}
// CHECK-LABEL: func.func @b() -> !asctile.tile<8xi32, UB> {
// CHECK-DAG: %cst = arith.constant 1.000000e+00 : f32
// CHECK: %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: ascendc.duplicate_l2 %0, %cst, %c8_i64 : !ascendc.local_tensor<8xf32>, f32, i64
// CHECK-NEXT: %c1065353216_i32 = arith.constant 1065353216 : i32
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <8xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8xi32> to !asctile.tile<8xi32, UB>
// CHECK-NEXT: %c8_i64_0 = arith.constant 8 : i64
// CHECK-NEXT: ascendc.duplicate_l2 %1, %c1065353216_i32, %c8_i64_0 : !ascendc.local_tensor<8xi32>, i32, i64
// CHECK-NEXT: return %2 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: }
func.func @b() -> !asctile.tile<8xi32, UB> {
  %c = arith.constant dense<1.0> : !asctile.tile<8xf32, UB>
  %0 = arith.bitcast %c : !asctile.tile<8xf32, UB> to !asctile.tile<8xi32, UB>
  return %0 : !asctile.tile<8xi32, UB>
}
