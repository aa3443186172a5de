// Held-out style cases for asclower-asctile, round 2 (no arch attribute): splat of i8
// (2-D) and of bf16 into an L1 tile (a1); casts f16 -> i8 (CAST_TRUNC), i8 -> f16,
// bf16 -> f32, i8 -> i32 (CAST_NONE); reshape of i16; broadcasts [8,1] and [1,64] to
// [8,64] (shapes padded to rank 3) and of a one-element 2-D i32 tile (get_value +
// duplicate, calCount 0); reduce_as_1d max on f16 (tmp 16), min on f32 below one repeat
// (tmp of 0 elements), sum of i32 into a tile; reduce over RA, AR and RAR patterns
// (keep-dims result included); 1-D f32 softmax and rms_norm; f32 matmul (m, n, k);
// adds/shrs/muls on i8 and i16 tiles; the rms_norm tiling of a 300x32 f16 tile (255-row
// main blocks, a 45-row tail).
// RUN: ascopt --asclower-asctile --canonicalize %s | FileCheck %s



// CHECK-LABEL: func.func @splat_i8(%arg0: i8, %arg1: bf16) -> (!asctile.tile<4x8xi8, UB>, !asctile.tile<16xbf16, L1>) {
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = ascendc.local_tensor_auto veccalc() : <4x8xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<4x8xi8> to !asctile.tile<4x8xi8, UB>
// CHECK-NEXT: ascendc.duplicate_l2 %0, %arg0, %c32_i64 : !ascendc.local_tensor<4x8xi8>, i8, i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto a1() : <16xbf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16xbf16> to !asctile.tile<16xbf16, L1>
// CHECK-NEXT: ascendc.duplicate_l2 %2, %arg1, %c16_i64 : !ascendc.local_tensor<16xbf16>, bf16, i64
// CHECK-NEXT: return %1, %3 : !asctile.tile<4x8xi8, UB>, !asctile.tile<16xbf16, L1>
// CHECK-NEXT: }
func.func @splat_i8(%s: i8, %b: bf16) -> (!asctile.tile<4x8xi8, UB>, !asctile.tile<16xbf16, L1>) {
  %0 = asctile.splat %s : !asctile.tile<4x8xi8, UB>
  %1 = asctile.splat %b : !asctile.tile<16xbf16, L1>
  return %0, %1 : !asctile.tile<4x8xi8, UB>, !asctile.tile<16xbf16, L1>
}

// CHECK-LABEL: func.func @casts(%arg0: !asctile.tile<64xf16, UB>, %arg1: !asctile.tile<64xi8, UB>, %arg2: !asctile.tile<64xbf16, UB>) -> (!asctile.tile<64xi8, UB>, !asctile.tile<64xf16, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xi32, UB>) {
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<64xbf16, UB> to !ascendc.local_tensor<64xbf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<64xi8, UB> to !ascendc.local_tensor<64xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xf16, UB> to !ascendc.local_tensor<64xf16>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <64xi8>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<64xi8> to !asctile.tile<64xi8, UB>
// CHECK-NEXT: ascendc.cast_l2 %3, %2, %c64_i64 {roundMode = 5 : i32} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xf16>, i64
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <64xf16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<64xf16> to !asctile.tile<64xf16, UB>
// CHECK-NEXT: ascendc.cast_l2 %5, %1, %c64_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xi8>, i64
// CHECK-NEXT: %7 = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !ascendc.local_tensor<64xf32> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: ascendc.cast_l2 %7, %0, %c64_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xbf16>, i64
// CHECK-NEXT: %9 = ascendc.local_tensor_auto veccalc() : <64xi32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !ascendc.local_tensor<64xi32> to !asctile.tile<64xi32, UB>
// CHECK-NEXT: ascendc.cast_l2 %9, %1, %c64_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi8>, i64
// CHECK-NEXT: return %4, %6, %8, %10 : !asctile.tile<64xi8, UB>, !asctile.tile<64xf16, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xi32, UB>
// CHECK-NEXT: }
func.func @casts(%a: !asctile.tile<64xf16, UB>, %b: !asctile.tile<64xi8, UB>, %c: !asctile.tile<64xbf16, UB>) -> (!asctile.tile<64xi8, UB>, !asctile.tile<64xf16, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xi32, UB>) {
  %0 = asctile.cast %a : !asctile.tile<64xf16, UB> to !asctile.tile<64xi8, UB>
  %1 = asctile.cast %b : !asctile.tile<64xi8, UB> to !asctile.tile<64xf16, UB>
  %2 = asctile.cast %c : !asctile.tile<64xbf16, UB> to !asctile.tile<64xf32, UB>
  %3 = asctile.cast %b : !asctile.tile<64xi8, UB> to !asctile.tile<64xi32, UB>
  return %0, %1, %2, %3 : !asctile.tile<64xi8, UB>, !asctile.tile<64xf16, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xi32, UB>
}

// CHECK-LABEL: func.func @reshape(%arg0: !asctile.tile<64xi16, UB>) -> !asctile.tile<8x8xi16, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xi16, UB> to !ascendc.local_tensor<64xi16>
// CHECK-NEXT: %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<64xi16> to !ascendc.local_tensor<8x8xi16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8x8xi16> to !asctile.tile<8x8xi16, UB>
// CHECK-NEXT: return %2 : !asctile.tile<8x8xi16, UB>
// CHECK-NEXT: }
func.func @reshape(%a: !asctile.tile<64xi16, UB>) -> !asctile.tile<8x8xi16, UB> {
  %0 = asctile.reshape %a : !asctile.tile<64xi16, UB> to !asctile.tile<8x8xi16, UB>
  return %0 : !asctile.tile<8x8xi16, UB>
}

// CHECK-LABEL: func.func @bcast(%arg0: !asctile.tile<8x1xf32, UB>, %arg1: !asctile.tile<1x64xf16, UB>, %arg2: !asctile.tile<1x1xi32, UB>) -> (!asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf16, UB>, !asctile.tile<4x4xi32, UB>) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<1x1xi32, UB> to !ascendc.local_tensor<1x1xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<1x64xf16, UB> to !ascendc.local_tensor<1x64xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x1xf32, UB> to !ascendc.local_tensor<8x1xf32>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <8x64xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<8x64xf32> to !asctile.tile<8x64xf32, UB>
// CHECK-NEXT: ascendc.broadcast %3, %2, %c1_i32, %c8_i32, %c64_i32, %c1_i32, %c8_i32, %c1_i32 {operandSegmentSizes = array<i32: 1, 1, 3, 3>} : !ascendc.local_tensor<8x64xf32>, !ascendc.local_tensor<8x1xf32>, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <8x64xf16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<8x64xf16> to !asctile.tile<8x64xf16, UB>
// CHECK-NEXT: ascendc.broadcast %5, %1, %c1_i32, %c8_i32, %c64_i32, %c1_i32, %c1_i32, %c64_i32 {operandSegmentSizes = array<i32: 1, 1, 3, 3>} : !ascendc.local_tensor<8x64xf16>, !ascendc.local_tensor<1x64xf16>, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: %7 = ascendc.local_tensor_auto veccalc() : <4x4xi32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !ascendc.local_tensor<4x4xi32> to !asctile.tile<4x4xi32, UB>
// CHECK-NEXT: %9 = ascendc.local_tensor.get_value %0, %c0_i64 : !ascendc.local_tensor<1x1xi32>, i64, i32
// CHECK-NEXT: ascendc.duplicate_l2 %7, %9, %c0_i64 : !ascendc.local_tensor<4x4xi32>, i32, i64
// CHECK-NEXT: return %4, %6, %8 : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf16, UB>, !asctile.tile<4x4xi32, UB>
// CHECK-NEXT: }
func.func @bcast(%a: !asctile.tile<8x1xf32, UB>, %b: !asctile.tile<1x64xf16, UB>, %c: !asctile.tile<1x1xi32, UB>) -> (!asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf16, UB>, !asctile.tile<4x4xi32, UB>) {
  %0 = asctile.broadcast %a : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
  %1 = asctile.broadcast %b : !asctile.tile<1x64xf16, UB> to !asctile.tile<8x64xf16, UB>
  %2 = asctile.broadcast %c : !asctile.tile<1x1xi32, UB> to !asctile.tile<4x4xi32, UB>
  return %0, %1, %2 : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf16, UB>, !asctile.tile<4x4xi32, UB>
}

// CHECK-LABEL: func.func @red1d(%arg0: !asctile.tile<1024xf16, UB>, %arg1: !asctile.tile<32xf32, UB>, %arg2: !asctile.tile<8x64xi32, UB>) -> (f16, f32, !asctile.tile<1xi32, UB>) {
// CHECK-NEXT: %c512_i64 = arith.constant 512 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c1024_i64 = arith.constant 1024 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<8x64xi32, UB> to !ascendc.local_tensor<8x64xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<32xf32, UB> to !ascendc.local_tensor<32xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<1024xf16, UB> to !ascendc.local_tensor<1024xf16>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <1xf16>
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: ascendc.reduce_max_l2 %3, %2, %4, %c1024_i64, %c0_i64 : !ascendc.local_tensor<1xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<16xf16>, i64, i64
// CHECK-NEXT: %5 = ascendc.local_tensor.get_value %3, %c0_i64 : !ascendc.local_tensor<1xf16>, i64, f16
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <1xf32>
// CHECK-NEXT: %7 = ascendc.local_tensor_auto veccalc() : <0xf32>
// CHECK-NEXT: ascendc.reduce_min_l2 %6, %1, %7, %c32_i64, %c0_i64 : !ascendc.local_tensor<1xf32>, !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<0xf32>, i64, i64
// CHECK-NEXT: %8 = ascendc.local_tensor.get_value %6, %c0_i64 : !ascendc.local_tensor<1xf32>, i64, f32
// CHECK-NEXT: %9 = ascendc.local_tensor_auto veccalc() : <1xi32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !ascendc.local_tensor<1xi32> to !asctile.tile<1xi32, UB>
// CHECK-NEXT: %11 = ascendc.local_tensor_auto veccalc() : <8xi32>
// CHECK-NEXT: ascendc.reduce_sum_l2 %9, %0, %11, %c512_i64 : !ascendc.local_tensor<1xi32>, !ascendc.local_tensor<8x64xi32>, !ascendc.local_tensor<8xi32>, i64
// CHECK-NEXT: return %5, %8, %10 : f16, f32, !asctile.tile<1xi32, UB>
// CHECK-NEXT: }
func.func @red1d(%a: !asctile.tile<1024xf16, UB>, %b: !asctile.tile<32xf32, UB>, %c: !asctile.tile<8x64xi32, UB>) -> (f16, f32, !asctile.tile<1xi32, UB>) {
  %0 = asctile.reduce_as_1d <max> %a : !asctile.tile<1024xf16, UB>, f16
  %1 = asctile.reduce_as_1d <min> %b : !asctile.tile<32xf32, UB>, f32
  %2 = asctile.reduce_as_1d <sum> %c : !asctile.tile<8x64xi32, UB>, !asctile.tile<1xi32, UB>
  return %0, %1, %2 : f16, f32, !asctile.tile<1xi32, UB>
}

// CHECK-LABEL: func.func @red(%arg0: !asctile.tile<8x64xf32, UB>, %arg1: !asctile.tile<2x3x4xf16, UB>) -> (!asctile.tile<64xf32, UB>, !asctile.tile<8x1xf32, UB>, !asctile.tile<3xf16, UB>) {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<2x3x4xf16, UB> to !ascendc.local_tensor<2x3x4xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x64xf32, UB> to !ascendc.local_tensor<8x64xf32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<64xf32> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <2048xui8>
// CHECK-NEXT: ascendc.reduce_sum %2, %1, %4, %c8_i32, %c64_i32 {pattern = 2 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8x64xf32>, !ascendc.local_tensor<2048xui8>, i32, i32
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <8x1xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<8x1xf32> to !asctile.tile<8x1xf32, UB>
// CHECK-NEXT: %7 = ascendc.local_tensor_auto veccalc() : <2048xui8>
// CHECK-NEXT: ascendc.reduce_min %5, %1, %7, %c8_i32, %c64_i32 {pattern = 1 : i32} : !ascendc.local_tensor<8x1xf32>, !ascendc.local_tensor<8x64xf32>, !ascendc.local_tensor<2048xui8>, i32, i32
// CHECK-NEXT: %8 = ascendc.local_tensor_auto veccalc() : <3xf16>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<3xf16> to !asctile.tile<3xf16, UB>
// CHECK-NEXT: %10 = ascendc.local_tensor_auto veccalc() : <96xui8>
// CHECK-NEXT: ascendc.reduce_max %8, %0, %10, %c2_i32, %c3_i32, %c4_i32 {pattern = 10 : i32} : !ascendc.local_tensor<3xf16>, !ascendc.local_tensor<2x3x4xf16>, !ascendc.local_tensor<96xui8>, i32, i32, i32
// CHECK-NEXT: return %3, %6, %9 : !asctile.tile<64xf32, UB>, !asctile.tile<8x1xf32, UB>, !asctile.tile<3xf16, UB>
// CHECK-NEXT: }
func.func @red(%a: !asctile.tile<8x64xf32, UB>, %b: !asctile.tile<2x3x4xf16, UB>) -> (!asctile.tile<64xf32, UB>, !asctile.tile<8x1xf32, UB>, !asctile.tile<3xf16, UB>) {
  %0 = asctile.reduce <sum> %a {dims = [0 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<64xf32, UB>
  %1 = asctile.reduce <min> %a {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x1xf32, UB>
  %2 = asctile.reduce <max> %b {dims = [0 : i32, 2 : i32]} : !asctile.tile<2x3x4xf16, UB>, !asctile.tile<3xf16, UB>
  return %0, %1, %2 : !asctile.tile<64xf32, UB>, !asctile.tile<8x1xf32, UB>, !asctile.tile<3xf16, UB>
}

// CHECK-LABEL: func.func @sm(%arg0: !asctile.tile<64xf32, UB>, %arg1: !asctile.tile<64xf32, UB>, %arg2: f32) -> (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %cst = arith.constant 1.562500e-02 : f32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<64xf32, UB> to !ascendc.local_tensor<64xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xf32, UB> to !ascendc.local_tensor<64xf32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<64xf32> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <512xui8>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.softmax_tiling()
// CHECK-NEXT: %8 = emitasc.init_struct !ascendc.softmax_shape_info("srcM" = %c1_i32 : i32, "srcK" = %c64_i32 : i32, "oriSrcM" = %c1_i32 : i32, "oriSrcK" = %c64_i32 : i32)
// CHECK-NEXT: ascendc.softmax %2, %4, %5, %1, %6, %7, %8 {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<512xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
// CHECK-NEXT: %9 = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !ascendc.local_tensor<64xf32> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: %11 = ascendc.local_tensor_auto veccalc() : <262144xui8>
// CHECK-NEXT: %12 = emitasc.init_struct !ascendc.rmsnorm_tiling("bLength" = %c1_i32 : i32, "sLength" = %c1_i32 : i32, "hLength" = %c64_i32 : i32, "originalHLength" = %c64_i32 : i32, "reciprocalOfHLength" = %cst : f32, "mainBshLength" = %c64_i32 : i32, "mainBsLength" = %c1_i32 : i32, "mainBsLengthAlign" = %c8_i32 : i32, "loopRound" = %c1_i32 : i32, "tailBshLength" = %c0_i32 : i32, "inputTailPos" = %c64_i32 : i32, "tailBsLength" = %c0_i32 : i32)
// CHECK-NEXT: ascendc.rms_norm %9, %1, %0, %arg2, %12, %11 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, !ascendc.rmsnorm_tiling, !ascendc.local_tensor<262144xui8>
// CHECK-NEXT: return %3, %10 : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>
// CHECK-NEXT: }
func.func @sm(%a: !asctile.tile<64xf32, UB>, %g: !asctile.tile<64xf32, UB>, %e: f32) -> (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) {
  %0 = asctile.softmax %a : !asctile.tile<64xf32, UB>
  %1 = asctile.rms_norm %a, %g, %e : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>
  return %0, %1 : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>
}

// CHECK-LABEL: func.func @mm(%arg0: !asctile.tile<16x32xf32, L0A>, %arg1: !asctile.tile<32x48xf32, L0B>) -> !asctile.tile<16x48xf32, L0C> {
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c48_i32 = arith.constant 48 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<32x48xf32, L0B> to !ascendc.local_tensor<32x48xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16x32xf32, L0A> to !ascendc.local_tensor<16x32xf32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto co1() : <16x48xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16x48xf32> to !asctile.tile<16x48xf32, L0C>
// CHECK-NEXT: %4 = emitasc.init_struct !ascendc.mmad_params("m" = %c16_i32 : i32, "n" = %c48_i32 : i32, "k" = %c32_i32 : i32)
// CHECK-NEXT: ascendc.mmad %2, %1, %0, %4 : !ascendc.local_tensor<16x48xf32>, !ascendc.local_tensor<16x32xf32>, !ascendc.local_tensor<32x48xf32>, !ascendc.mmad_params
// CHECK-NEXT: return %3 : !asctile.tile<16x48xf32, L0C>
// CHECK-NEXT: }
func.func @mm(%a: !asctile.tile<16x32xf32, L0A>, %b: !asctile.tile<32x48xf32, L0B>) -> !asctile.tile<16x48xf32, L0C> {
  %0 = asctile.matmul %a, %b : <16x32xf32, L0A>, <32x48xf32, L0B> -> <16x48xf32, L0C>
  return %0 : !asctile.tile<16x48xf32, L0C>
}

// CHECK-LABEL: func.func @vs(%arg0: !asctile.tile<4x16xi8, UB>, %arg1: i8, %arg2: !asctile.tile<32xi16, UB>, %arg3: i16) -> (!asctile.tile<4x16xi8, UB>, !asctile.tile<32xi16, UB>, !asctile.tile<32xi16, UB>) {
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<32xi16, UB> to !ascendc.local_tensor<32xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x16xi8, UB> to !ascendc.local_tensor<4x16xi8>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x16xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x16xi8> to !asctile.tile<4x16xi8, UB>
// CHECK-NEXT: ascendc.adds_l2 %2, %1, %arg1, %c64_i64 : !ascendc.local_tensor<4x16xi8>, !ascendc.local_tensor<4x16xi8>, i8, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <32xi16>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<32xi16> to !asctile.tile<32xi16, UB>
// CHECK-NEXT: ascendc.shift_right_l2 %4, %0, %arg3, %c32_i64 : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, i16, i64
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <32xi16>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<32xi16> to !asctile.tile<32xi16, UB>
// CHECK-NEXT: ascendc.muls_l2 %6, %0, %arg3, %c32_i64 : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, i16, i64
// CHECK-NEXT: return %3, %5, %7 : !asctile.tile<4x16xi8, UB>, !asctile.tile<32xi16, UB>, !asctile.tile<32xi16, UB>
// CHECK-NEXT: }
func.func @vs(%a: !asctile.tile<4x16xi8, UB>, %s: i8, %b: !asctile.tile<32xi16, UB>, %t: i16) -> (!asctile.tile<4x16xi8, UB>, !asctile.tile<32xi16, UB>, !asctile.tile<32xi16, UB>) {
  %0 = asctile.adds %a, %s : !asctile.tile<4x16xi8, UB>
  %1 = asctile.shrs %b, %t : !asctile.tile<32xi16, UB>
  %2 = asctile.muls %b, %t : !asctile.tile<32xi16, UB>
  return %0, %1, %2 : !asctile.tile<4x16xi8, UB>, !asctile.tile<32xi16, UB>, !asctile.tile<32xi16, UB>
}

// CHECK-LABEL: func.func @rn(%arg0: !asctile.tile<300x32xf16, UB>, %arg1: !asctile.tile<32xf16, UB>, %arg2: f16) -> !asctile.tile<300x32xf16, UB> {
// CHECK-NEXT: %c45_i32 = arith.constant 45 : i32
// CHECK-NEXT: %c1440_i32 = arith.constant 1440 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %c8160_i32 = arith.constant 8160 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c300_i32 = arith.constant 300 : i32
// CHECK-NEXT: %cst = arith.constant 3.125000e-02 : f32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<32xf16, UB> to !ascendc.local_tensor<32xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<300x32xf16, UB> to !ascendc.local_tensor<300x32xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <300x32xf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<300x32xf16> to !asctile.tile<300x32xf16, UB>
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <262144xui8>
// CHECK-NEXT: %5 = emitasc.init_struct !ascendc.rmsnorm_tiling("bLength" = %c300_i32 : i32, "sLength" = %c1_i32 : i32, "hLength" = %c32_i32 : i32, "originalHLength" = %c32_i32 : i32, "reciprocalOfHLength" = %cst : f32, "mainBshLength" = %c8160_i32 : i32, "mainBsLength" = %c255_i32 : i32, "mainBsLengthAlign" = %c256_i32 : i32, "loopRound" = %c1_i32 : i32, "tailBshLength" = %c1440_i32 : i32, "inputTailPos" = %c8160_i32 : i32, "tailBsLength" = %c45_i32 : i32)
// CHECK-NEXT: ascendc.rms_norm %2, %1, %0, %arg2, %5, %4 : !ascendc.local_tensor<300x32xf16>, !ascendc.local_tensor<300x32xf16>, !ascendc.local_tensor<32xf16>, f16, !ascendc.rmsnorm_tiling, !ascendc.local_tensor<262144xui8>
// CHECK-NEXT: return %3 : !asctile.tile<300x32xf16, UB>
// CHECK-NEXT: }
func.func @rn(%a: !asctile.tile<300x32xf16, UB>, %g: !asctile.tile<32xf16, UB>, %e: f16) -> !asctile.tile<300x32xf16, UB> {
  %0 = asctile.rms_norm %a, %g, %e : !asctile.tile<300x32xf16, UB>, !asctile.tile<32xf16, UB>
  return %0 : !asctile.tile<300x32xf16, UB>
}

