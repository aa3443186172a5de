// Audit of asclower-asctile on a c220 module (passes-asc2.md §2): subs/divs through a
// duplicated tensor and sub_l2/div_l2; cast f16->i32 (CAST_TRUNC 5) and i32->f32 (CAST_NONE);
// shls, mins, maxs, relu on a 2-D i16 tile; 1-element broadcast of a 1x1 tile (get_value
// then duplicate_l2 with calCount 0); 3-D broadcast (shapes padded to 3) and rank 1 -> 2.
// RUN: ascopt --asclower-asctile --canonicalize %s | FileCheck %s

module attributes {asc.compilation_arch = "c220"} {
// CHECK-LABEL: func.func @subs_divs(%arg0: !asctile.tile<16xf16, UB>, %arg1: f16) -> (!asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>) {
// CHECK-DAG: %c16_i64 = arith.constant 16 : i64
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf16, UB> to !ascendc.local_tensor<16xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xf16> to !asctile.tile<16xf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: ascendc.duplicate_l2 %3, %arg1, %c16_i64 : !ascendc.local_tensor<16xf16>, f16, i64
// CHECK-NEXT: ascendc.sub_l2 %1, %0, %3, %c16_i64 : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<16xf16> to !asctile.tile<16xf16, UB>
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: ascendc.duplicate_l2 %6, %arg1, %c16_i64 : !ascendc.local_tensor<16xf16>, f16, i64
// CHECK-NEXT: ascendc.div_l2 %4, %0, %6, %c16_i64 : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64
// CHECK-NEXT: return %2, %5 : !asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>
// CHECK-NEXT: }
func.func @subs_divs(%arg0: !asctile.tile<16xf16, UB>, %s: f16) -> (!asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>) {
  %0 = asctile.subs %arg0, %s : !asctile.tile<16xf16, UB>
  %1 = asctile.divs %arg0, %s : !asctile.tile<16xf16, UB>
  return %0, %1 : !asctile.tile<16xf16, UB>, !asctile.tile<16xf16, UB>
}
// CHECK-LABEL: func.func @casts(%arg0: !asctile.tile<16xf16, UB>, %arg1: !asctile.tile<16xi32, UB>) -> (!asctile.tile<16xi32, UB>, !asctile.tile<16xf32, UB>) {
// CHECK-DAG: %c16_i64 = arith.constant 16 : i64
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16xi32, UB> to !ascendc.local_tensor<16xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf16, UB> to !ascendc.local_tensor<16xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <16xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16xi32> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: ascendc.cast_l2 %2, %1, %c16_i64 {roundMode = 5 : i32} : !ascendc.local_tensor<16xi32>, !ascendc.local_tensor<16xf16>, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: ascendc.cast_l2 %4, %0, %c16_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xi32>, i64
// CHECK-NEXT: return %3, %5 : !asctile.tile<16xi32, UB>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @casts(%arg0: !asctile.tile<16xf16, UB>, %arg1: !asctile.tile<16xi32, UB>) -> (!asctile.tile<16xi32, UB>, !asctile.tile<16xf32, UB>) {
  %0 = asctile.cast %arg0 : !asctile.tile<16xf16, UB> to !asctile.tile<16xi32, UB>
  %1 = asctile.cast %arg1 : !asctile.tile<16xi32, UB> to !asctile.tile<16xf32, UB>
  return %0, %1 : !asctile.tile<16xi32, UB>, !asctile.tile<16xf32, UB>
}
// CHECK-LABEL: func.func @shifts(%arg0: !asctile.tile<4x8xi16, UB>, %arg1: i16) -> (!asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>) {
// CHECK-DAG: %c32_i64 = arith.constant 32 : i64
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8xi16, UB> to !ascendc.local_tensor<4x8xi16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4x8xi16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x8xi16> to !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: ascendc.shift_left_l2 %1, %0, %arg1, %c32_i64 : !ascendc.local_tensor<4x8xi16>, !ascendc.local_tensor<4x8xi16>, i16, i64
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <4x8xi16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<4x8xi16> to !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: ascendc.mins_l2 %3, %0, %arg1, %c32_i64 : !ascendc.local_tensor<4x8xi16>, !ascendc.local_tensor<4x8xi16>, i16, i64
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <4x8xi16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<4x8xi16> to !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: ascendc.maxs_l2 %5, %0, %arg1, %c32_i64 : !ascendc.local_tensor<4x8xi16>, !ascendc.local_tensor<4x8xi16>, i16, i64
// CHECK-NEXT: %7 = ascendc.local_tensor_auto veccalc() : <4x8xi16>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !ascendc.local_tensor<4x8xi16> to !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: ascendc.relu_l2 %7, %0, %c32_i64 : !ascendc.local_tensor<4x8xi16>, !ascendc.local_tensor<4x8xi16>, i64
// CHECK-NEXT: return %2, %4, %6, %8 : !asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: }
func.func @shifts(%arg0: !asctile.tile<4x8xi16, UB>, %s: i16) -> (!asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>) {
  %0 = asctile.shls %arg0, %s : !asctile.tile<4x8xi16, UB>
  %1 = asctile.mins %arg0, %s : !asctile.tile<4x8xi16, UB>
  %2 = asctile.maxs %arg0, %s : !asctile.tile<4x8xi16, UB>
  %3 = asctile.relu %arg0 : !asctile.tile<4x8xi16, UB>
  return %0, %1, %2, %3 : !asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>, !asctile.tile<4x8xi16, UB>
}
// CHECK-LABEL: func.func @bcast1(%arg0: !asctile.tile<1x1xf16, UB>) -> !asctile.tile<4x16xf16, UB> {
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<1x1xf16, UB> to !ascendc.local_tensor<1x1xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4x16xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x16xf16> to !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor.get_value %0, %c0_i64 : !ascendc.local_tensor<1x1xf16>, i64, f16
// CHECK-NEXT: ascendc.duplicate_l2 %1, %3, %c0_i64 : !ascendc.local_tensor<4x16xf16>, f16, i64
// CHECK-NEXT: return %2 : !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: }
func.func @bcast1(%arg0: !asctile.tile<1x1xf16, UB>) -> !asctile.tile<4x16xf16, UB> {
  %0 = asctile.broadcast %arg0 : !asctile.tile<1x1xf16, UB> to !asctile.tile<4x16xf16, UB>
  return %0 : !asctile.tile<4x16xf16, UB>
}
// CHECK-LABEL: func.func @bcast3(%arg0: !asctile.tile<4x1x8xf32, UB>) -> !asctile.tile<4x2x8xf32, UB> {
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c8_i32 = arith.constant 8 : i32
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x1x8xf32, UB> to !ascendc.local_tensor<4x1x8xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4x2x8xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x2x8xf32> to !asctile.tile<4x2x8xf32, UB>
// CHECK-NEXT: ascendc.broadcast %1, %0, %c4_i32, %c2_i32, %c8_i32, %c4_i32, %c1_i32, %c8_i32 {operandSegmentSizes = array<i32: 1, 1, 3, 3>} : !ascendc.local_tensor<4x2x8xf32>, !ascendc.local_tensor<4x1x8xf32>, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: return %2 : !asctile.tile<4x2x8xf32, UB>
// CHECK-NEXT: }
func.func @bcast3(%arg0: !asctile.tile<4x1x8xf32, UB>) -> !asctile.tile<4x2x8xf32, UB> {
  %0 = asctile.broadcast %arg0 : !asctile.tile<4x1x8xf32, UB> to !asctile.tile<4x2x8xf32, UB>
  return %0 : !asctile.tile<4x2x8xf32, UB>
}
// CHECK-LABEL: func.func @bcast_rank(%arg0: !asctile.tile<8xf32, UB>) -> !asctile.tile<4x8xf32, UB> {
// CHECK-DAG: %c8_i32 = arith.constant 8 : i32
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8xf32, UB> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4x8xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x8xf32> to !asctile.tile<4x8xf32, UB>
// CHECK-NEXT: ascendc.broadcast %1, %0, %c1_i32, %c4_i32, %c8_i32, %c1_i32, %c1_i32, %c8_i32 {operandSegmentSizes = array<i32: 1, 1, 3, 3>} : !ascendc.local_tensor<4x8xf32>, !ascendc.local_tensor<8xf32>, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: return %2 : !asctile.tile<4x8xf32, UB>
// CHECK-NEXT: }
func.func @bcast_rank(%arg0: !asctile.tile<8xf32, UB>) -> !asctile.tile<4x8xf32, UB> {
  %0 = asctile.broadcast %arg0 : !asctile.tile<8xf32, UB> to !asctile.tile<4x8xf32, UB>
  return %0 : !asctile.tile<4x8xf32, UB>
}
}
