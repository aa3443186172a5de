// Held-out style cases for asclower-arith-binary beyond the visible file: ori on 2-D i16
// tiles (operands and result recast to i8 with the first dimension doubled, calCount 1,
// result recast back), andi on i8 (no recast), subi/muli/maxsi/minsi on 2-D i16,
// minimumf on f16; divsi and xori on tiles and scalar addi are left alone.
// RUN: ascopt -asclower-arith-binary %s | FileCheck %s

// CHECK-LABEL: func.func @lower_ori_i16_2d(%arg0: !asctile.tile<4x8xi16, UB>, %arg1: !asctile.tile<4x8xi16, UB>) -> !asctile.tile<4x8xi16, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<4x8xi16, UB> to !ascendc.local_tensor<4x8xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8xi16, UB> to !ascendc.local_tensor<4x8xi16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x8xi16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x8xi16> to !ascendc.local_tensor<8x8xi8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<8x8xi8> to !ascendc.local_tensor<8x8xi8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x8xi16> to !ascendc.local_tensor<8x8xi8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<8x8xi8> to !ascendc.local_tensor<8x8xi8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<4x8xi16> to !ascendc.local_tensor<8x8xi8>
// CHECK-NEXT: %8 = ascendc.reinterpret_cast %7 : !ascendc.local_tensor<8x8xi8> to !ascendc.local_tensor<8x8xi8>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: ascendc.or_l2 %4, %6, %8, %c1_i64 : !ascendc.local_tensor<8x8xi8>, !ascendc.local_tensor<8x8xi8>, !ascendc.local_tensor<8x8xi8>, i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<8x8xi8> to !ascendc.local_tensor<4x8xi16>
// CHECK-NEXT: %10 = ascendc.reinterpret_cast %9 : !ascendc.local_tensor<4x8xi16> to !ascendc.local_tensor<4x8xi16>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !ascendc.local_tensor<4x8xi16> to !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: return %11 : !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: }
func.func @lower_ori_i16_2d(%arg0: !asctile.tile<4x8xi16, UB>, %arg1: !asctile.tile<4x8xi16, UB>) -> !asctile.tile<4x8xi16, UB> {
  %0 = arith.ori %arg0, %arg1 : !asctile.tile<4x8xi16, UB>
  return %0 : !asctile.tile<4x8xi16, UB>
}

// CHECK-LABEL: func.func @lower_andi_i8(%arg0: !asctile.tile<32xi8, UB>, %arg1: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi8, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<32xi8, UB> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xi8, UB> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <32xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<32xi8> to !asctile.tile<32xi8, UB>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: ascendc.and_l2 %2, %1, %0, %c1_i64 : !ascendc.local_tensor<32xi8>, !ascendc.local_tensor<32xi8>, !ascendc.local_tensor<32xi8>, i64
// CHECK-NEXT: return %3 : !asctile.tile<32xi8, UB>
// CHECK-NEXT: }
func.func @lower_andi_i8(%arg0: !asctile.tile<32xi8, UB>, %arg1: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi8, UB> {
  %0 = arith.andi %arg0, %arg1 : !asctile.tile<32xi8, UB>
  return %0 : !asctile.tile<32xi8, UB>
}

// CHECK-LABEL: func.func @lower_int_ops(%arg0: !asctile.tile<8x16xi16, UB>, %arg1: !asctile.tile<8x16xi16, UB>) -> (!asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8x16xi16, UB> to !ascendc.local_tensor<8x16xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x16xi16, UB> to !ascendc.local_tensor<8x16xi16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8x16xi16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8x16xi16> to !asctile.tile<8x16xi16, UB>
// CHECK-NEXT: %c128_i64 = arith.constant 128 : i64
// CHECK-NEXT: ascendc.sub_l2 %2, %1, %0, %c128_i64 : !ascendc.local_tensor<8x16xi16>, !ascendc.local_tensor<8x16xi16>, !ascendc.local_tensor<8x16xi16>, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <8x16xi16>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<8x16xi16> to !asctile.tile<8x16xi16, UB>
// CHECK-NEXT: %c128_i64_0 = arith.constant 128 : i64
// CHECK-NEXT: ascendc.mul_l2 %4, %1, %0, %c128_i64_0 : !ascendc.local_tensor<8x16xi16>, !ascendc.local_tensor<8x16xi16>, !ascendc.local_tensor<8x16xi16>, i64
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <8x16xi16>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<8x16xi16> to !asctile.tile<8x16xi16, UB>
// CHECK-NEXT: %c128_i64_1 = arith.constant 128 : i64
// CHECK-NEXT: ascendc.max_l2 %6, %1, %0, %c128_i64_1 : !ascendc.local_tensor<8x16xi16>, !ascendc.local_tensor<8x16xi16>, !ascendc.local_tensor<8x16xi16>, i64
// CHECK-NEXT: %8 = ascendc.local_tensor_auto veccalc() : <8x16xi16>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<8x16xi16> to !asctile.tile<8x16xi16, UB>
// CHECK-NEXT: %c128_i64_2 = arith.constant 128 : i64
// CHECK-NEXT: ascendc.min_l2 %8, %1, %0, %c128_i64_2 : !ascendc.local_tensor<8x16xi16>, !ascendc.local_tensor<8x16xi16>, !ascendc.local_tensor<8x16xi16>, i64
// CHECK-NEXT: return %3, %5, %7, %9 : !asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>
// CHECK-NEXT: }
func.func @lower_int_ops(%arg0: !asctile.tile<8x16xi16, UB>, %arg1: !asctile.tile<8x16xi16, UB>) -> (!asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>) {
  %0 = arith.subi %arg0, %arg1 : !asctile.tile<8x16xi16, UB>
  %1 = arith.muli %arg0, %arg1 : !asctile.tile<8x16xi16, UB>
  %2 = arith.maxsi %arg0, %arg1 : !asctile.tile<8x16xi16, UB>
  %3 = arith.minsi %arg0, %arg1 : !asctile.tile<8x16xi16, UB>
  return %0, %1, %2, %3 : !asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>, !asctile.tile<8x16xi16, UB>
}

// CHECK-LABEL: func.func @lower_minimumf_f16(%arg0: !asctile.tile<64xf16, UB>, %arg1: !asctile.tile<64xf16, UB>) -> !asctile.tile<64xf16, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<64xf16, UB> to !ascendc.local_tensor<64xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xf16, UB> to !ascendc.local_tensor<64xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <64xf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<64xf16> to !asctile.tile<64xf16, UB>
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: ascendc.min_l2 %2, %1, %0, %c64_i64 : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64
// CHECK-NEXT: return %3 : !asctile.tile<64xf16, UB>
// CHECK-NEXT: }
func.func @lower_minimumf_f16(%arg0: !asctile.tile<64xf16, UB>, %arg1: !asctile.tile<64xf16, UB>) -> !asctile.tile<64xf16, UB> {
  %0 = arith.minimumf %arg0, %arg1 : !asctile.tile<64xf16, UB>
  return %0 : !asctile.tile<64xf16, UB>
}

// CHECK-LABEL: func.func @left_alone(%arg0: !asctile.tile<16xi32, UB>, %arg1: !asctile.tile<16xi32, UB>, %arg2: i32, %arg3: i32) -> (!asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, i32) {
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %1 = arith.xori %arg0, %arg1 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %2 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: return %0, %1, %2 : !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, i32
// CHECK-NEXT: }
func.func @left_alone(%arg0: !asctile.tile<16xi32, UB>, %arg1: !asctile.tile<16xi32, UB>, %a: i32, %b: i32) -> (!asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, i32) {
  %0 = arith.divsi %arg0, %arg1 : !asctile.tile<16xi32, UB>
  %1 = arith.xori %arg0, %arg1 : !asctile.tile<16xi32, UB>
  %2 = arith.addi %a, %b : i32
  return %0, %1, %2 : !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, i32
}

