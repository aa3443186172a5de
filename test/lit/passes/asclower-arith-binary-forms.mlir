// asclower-arith-binary: bitwise ops on i16 and 2-D i32 tiles go through an i8 recast whose
// first dimension grows by bytes per element (calCount 1, refilled later); i8 needs none;
// chains of i16 integer ops; bf16 minimumf on 2-D; divsi (not in the pattern set) and scalar
// arith stay.

// RUN: ascopt --asclower-arith-binary %s | FileCheck %s

// CHECK-LABEL: func.func @lower_andi_i16(%arg0: !asctile.tile<16xi16, UB>, %arg1: !asctile.tile<16xi16, UB>) -> !asctile.tile<16xi16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16xi16, UB> to !ascendc.local_tensor<16xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xi16, UB> to !ascendc.local_tensor<16xi16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <16xi16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16xi16> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<32xi8> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xi16> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<32xi8> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<16xi16> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %8 = ascendc.reinterpret_cast %7 : !ascendc.local_tensor<32xi8> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: ascendc.and_l2 %4, %6, %8, %c1_i64 : !ascendc.local_tensor<32xi8>, !ascendc.local_tensor<32xi8>, !ascendc.local_tensor<32xi8>, i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<32xi8> to !ascendc.local_tensor<16xi16>
// CHECK-NEXT: %10 = ascendc.reinterpret_cast %9 : !ascendc.local_tensor<16xi16> to !ascendc.local_tensor<16xi16>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !ascendc.local_tensor<16xi16> to !asctile.tile<16xi16, UB>
// CHECK-NEXT: return %11 : !asctile.tile<16xi16, UB>
func.func @lower_andi_i16(%arg0: !asctile.tile<16xi16, UB>, %arg1: !asctile.tile<16xi16, UB>) -> !asctile.tile<16xi16, UB> {
  %0 = arith.andi %arg0, %arg1 : !asctile.tile<16xi16, UB>
  return %0 : !asctile.tile<16xi16, UB>
}

// CHECK-LABEL: func.func @lower_ori_2d(%arg0: !asctile.tile<4x16xi32, UB>, %arg1: !asctile.tile<4x16xi32, UB>) -> !asctile.tile<4x16xi32, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<4x16xi32, UB> to !ascendc.local_tensor<4x16xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x16xi32, UB> to !ascendc.local_tensor<4x16xi32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x16xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x16xi32> to !ascendc.local_tensor<16x16xi8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<16x16xi8> to !ascendc.local_tensor<16x16xi8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x16xi32> to !ascendc.local_tensor<16x16xi8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<16x16xi8> to !ascendc.local_tensor<16x16xi8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<4x16xi32> to !ascendc.local_tensor<16x16xi8>
// CHECK-NEXT: %8 = ascendc.reinterpret_cast %7 : !ascendc.local_tensor<16x16xi8> to !ascendc.local_tensor<16x16xi8>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: ascendc.or_l2 %4, %6, %8, %c1_i64 : !ascendc.local_tensor<16x16xi8>, !ascendc.local_tensor<16x16xi8>, !ascendc.local_tensor<16x16xi8>, i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<16x16xi8> to !ascendc.local_tensor<4x16xi32>
// CHECK-NEXT: %10 = ascendc.reinterpret_cast %9 : !ascendc.local_tensor<4x16xi32> to !ascendc.local_tensor<4x16xi32>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !ascendc.local_tensor<4x16xi32> to !asctile.tile<4x16xi32, UB>
// CHECK-NEXT: return %11 : !asctile.tile<4x16xi32, UB>
func.func @lower_ori_2d(%arg0: !asctile.tile<4x16xi32, UB>, %arg1: !asctile.tile<4x16xi32, UB>) -> !asctile.tile<4x16xi32, UB> {
  %0 = arith.ori %arg0, %arg1 : !asctile.tile<4x16xi32, UB>
  return %0 : !asctile.tile<4x16xi32, UB>
}

// CHECK-LABEL: func.func @lower_ori_i8(%arg0: !asctile.tile<32xi8, UB>, %arg1: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi8, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<32xi8, UB> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xi8, UB> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <32xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<32xi8> to !asctile.tile<32xi8, UB>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: ascendc.or_l2 %2, %1, %0, %c1_i64 : !ascendc.local_tensor<32xi8>, !ascendc.local_tensor<32xi8>, !ascendc.local_tensor<32xi8>, i64
// CHECK-NEXT: return %3 : !asctile.tile<32xi8, UB>
func.func @lower_ori_i8(%arg0: !asctile.tile<32xi8, UB>, %arg1: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi8, UB> {
  %0 = arith.ori %arg0, %arg1 : !asctile.tile<32xi8, UB>
  return %0 : !asctile.tile<32xi8, UB>
}

// CHECK-LABEL: func.func @lower_maxsi(%arg0: !asctile.tile<16xi16, UB>, %arg1: !asctile.tile<16xi16, UB>) -> !asctile.tile<16xi16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16xi16, UB> to !ascendc.local_tensor<16xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xi16, UB> to !ascendc.local_tensor<16xi16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <16xi16>
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.max_l2 %2, %1, %0, %c16_i64 : !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, i64
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xi16>
// CHECK-NEXT: %c16_i64_0 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.min_l2 %3, %2, %0, %c16_i64_0 : !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <16xi16>
// CHECK-NEXT: %c16_i64_1 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.mul_l2 %4, %3, %0, %c16_i64_1 : !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, i64
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <16xi16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<16xi16> to !asctile.tile<16xi16, UB>
// CHECK-NEXT: %c16_i64_2 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.sub_l2 %5, %4, %0, %c16_i64_2 : !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, i64
// CHECK-NEXT: return %6 : !asctile.tile<16xi16, UB>
func.func @lower_maxsi(%arg0: !asctile.tile<16xi16, UB>, %arg1: !asctile.tile<16xi16, UB>) -> !asctile.tile<16xi16, UB> {
  %0 = arith.maxsi %arg0, %arg1 : !asctile.tile<16xi16, UB>
  %1 = arith.minsi %0, %arg1 : !asctile.tile<16xi16, UB>
  %2 = arith.muli %1, %arg1 : !asctile.tile<16xi16, UB>
  %3 = arith.subi %2, %arg1 : !asctile.tile<16xi16, UB>
  return %3 : !asctile.tile<16xi16, UB>
}

// CHECK-LABEL: func.func @lower_minimumf(%arg0: !asctile.tile<8x16xbf16, UB>, %arg1: !asctile.tile<8x16xbf16, UB>) -> !asctile.tile<8x16xbf16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8x16xbf16, UB> to !ascendc.local_tensor<8x16xbf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x16xbf16, UB> to !ascendc.local_tensor<8x16xbf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8x16xbf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8x16xbf16> to !asctile.tile<8x16xbf16, UB>
// CHECK-NEXT: %c128_i64 = arith.constant 128 : i64
// CHECK-NEXT: ascendc.min_l2 %2, %1, %0, %c128_i64 : !ascendc.local_tensor<8x16xbf16>, !ascendc.local_tensor<8x16xbf16>, !ascendc.local_tensor<8x16xbf16>, i64
// CHECK-NEXT: return %3 : !asctile.tile<8x16xbf16, UB>
func.func @lower_minimumf(%arg0: !asctile.tile<8x16xbf16, UB>, %arg1: !asctile.tile<8x16xbf16, UB>) -> !asctile.tile<8x16xbf16, UB> {
  %0 = arith.minimumf %arg0, %arg1 : !asctile.tile<8x16xbf16, UB>
  return %0 : !asctile.tile<8x16xbf16, UB>
}

// CHECK-LABEL: func.func @keep_divsi(%arg0: !asctile.tile<16xi32, UB>, %arg1: !asctile.tile<16xi32, UB>) -> !asctile.tile<16xi32, UB> {
// CHECK:      %0 = arith.divsi %arg0, %arg1 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<16xi32, UB>
func.func @keep_divsi(%arg0: !asctile.tile<16xi32, UB>, %arg1: !asctile.tile<16xi32, UB>) -> !asctile.tile<16xi32, UB> {
  %0 = arith.divsi %arg0, %arg1 : !asctile.tile<16xi32, UB>
  return %0 : !asctile.tile<16xi32, UB>
}

// CHECK-LABEL: func.func @scalar(%arg0: f32, %arg1: f32) -> f32 {
// CHECK:      %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: return %0 : f32
func.func @scalar(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.addf %arg0, %arg1 : f32
  return %0 : f32
}

