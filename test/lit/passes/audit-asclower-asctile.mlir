// Audit of asclower-asctile against passes-asc2.md §2 (no compilation arch): reduce_as_1d max
// on f16 4x256 (tmp of ceil((1024/128)/16)*16 = 16) with a tile result, sum on 32 i32 (tmp of
// 0 elements, get_value of the scalar); reduce prod over dims 1,2 of a 2x3x4x5 tile (runs
// 2,12,5 = ARA, tmp 480 ui8), sum over all dims (one run R, tmp 512 ui8); softmax of 8x64 f16
// (sum/max buffers 32*8/2, shared buffer 2*bytes); asctile.tensor with a dynamic size (sizes
// dropped); accumulator (co1) + matmul_acc (cmatrixInitVal 1, m/n/k from A and B); rms_norm
// of 4x40 f16 (tiling: h 48, mainBsh 192, mainBs 4, align 16, one round, no tail).
// Folders first (§0.3): cast(cast(a, f16), i32) is rewritten in place to read a (one cast_l2
// f32->i32, CAST_TRUNC), cast(cast(a, f16), f32) folds to a, reshape(reshape) reads the source.
// reduce: dims 0,2 of 2x3x4 -> RAR (10), dims 1,0 merge into RA (2, shape 6,4), dims 0,2,4 of a
// 5-D tile -> RARAR (12); tmp is numElements*4 bytes whatever the element type.
// RUN: ascopt --asclower-asctile --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @r1d_f16(%arg0: !asctile.tile<4x256xf16, UB>) -> !asctile.tile<1xf16, UB> {
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK-DAG: %c1024_i64 = arith.constant 1024 : i64
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x256xf16, UB> to !ascendc.local_tensor<4x256xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <1xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<1xf16> to !asctile.tile<1xf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: ascendc.reduce_max_l2 %1, %0, %3, %c1024_i64, %c0_i64 : !ascendc.local_tensor<1xf16>, !ascendc.local_tensor<4x256xf16>, !ascendc.local_tensor<16xf16>, i64, i64
// CHECK-NEXT: return %2 : !asctile.tile<1xf16, UB>
// CHECK-NEXT: }
func.func @r1d_f16(%arg0: !asctile.tile<4x256xf16, UB>) -> !asctile.tile<1xf16, UB> {
  %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<4x256xf16, UB>, !asctile.tile<1xf16, UB>
  return %0 : !asctile.tile<1xf16, UB>
}
// CHECK-LABEL: func.func @r1d_small(%arg0: !asctile.tile<32xi32, UB>) -> i32 {
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK-DAG: %c32_i64 = arith.constant 32 : i64
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xi32, UB> to !ascendc.local_tensor<32xi32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <1xi32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <0xi32>
// CHECK-NEXT: ascendc.reduce_sum_l2 %1, %0, %2, %c32_i64 : !ascendc.local_tensor<1xi32>, !ascendc.local_tensor<32xi32>, !ascendc.local_tensor<0xi32>, i64
// CHECK-NEXT: %3 = ascendc.local_tensor.get_value %1, %c0_i64 : !ascendc.local_tensor<1xi32>, i64, i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @r1d_small(%arg0: !asctile.tile<32xi32, UB>) -> i32 {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<32xi32, UB>, i32
  return %0 : i32
}
// CHECK-LABEL: func.func @red3(%arg0: !asctile.tile<2x3x4x5xf32, UB>) -> !asctile.tile<2x5xf32, UB> {
// CHECK-DAG: %c5_i32 = arith.constant 5 : i32
// CHECK-DAG: %c12_i32 = arith.constant 12 : i32
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<2x3x4x5xf32, UB> to !ascendc.local_tensor<2x3x4x5xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <2x5xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<2x5xf32> to !asctile.tile<2x5xf32, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <480xui8>
// CHECK-NEXT: ascendc.reduce_prod %1, %0, %3, %c2_i32, %c12_i32, %c5_i32 {pattern = 3 : i32} : !ascendc.local_tensor<2x5xf32>, !ascendc.local_tensor<2x3x4x5xf32>, !ascendc.local_tensor<480xui8>, i32, i32, i32
// CHECK-NEXT: return %2 : !asctile.tile<2x5xf32, UB>
// CHECK-NEXT: }
func.func @red3(%arg0: !asctile.tile<2x3x4x5xf32, UB>) -> !asctile.tile<2x5xf32, UB> {
  %0 = asctile.reduce <prod> %arg0 {dims = [1 : i32, 2 : i32]} : !asctile.tile<2x3x4x5xf32, UB>, !asctile.tile<2x5xf32, UB>
  return %0 : !asctile.tile<2x5xf32, UB>
}
// CHECK-LABEL: func.func @red_all(%arg0: !asctile.tile<8x16xf16, UB>) -> !asctile.tile<1xf16, UB> {
// CHECK-DAG: %c128_i32 = arith.constant 128 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x16xf16, UB> to !ascendc.local_tensor<8x16xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <1xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<1xf16> to !asctile.tile<1xf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <512xui8>
// CHECK-NEXT: ascendc.reduce_sum %1, %0, %3, %c128_i32 {pattern = 0 : i32} : !ascendc.local_tensor<1xf16>, !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<512xui8>, i32
// CHECK-NEXT: return %2 : !asctile.tile<1xf16, UB>
// CHECK-NEXT: }
func.func @red_all(%arg0: !asctile.tile<8x16xf16, UB>) -> !asctile.tile<1xf16, UB> {
  %0 = asctile.reduce <sum> %arg0 {dims = [0 : i32, 1 : i32]} : !asctile.tile<8x16xf16, UB>, !asctile.tile<1xf16, UB>
  return %0 : !asctile.tile<1xf16, UB>
}
// CHECK-LABEL: func.func @softmax2(%arg0: !asctile.tile<8x64xf16, UB>) -> !asctile.tile<8x64xf16, UB> {
// CHECK-DAG: %c64_i32 = arith.constant 64 : i32
// CHECK-DAG: %c8_i32 = arith.constant 8 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x64xf16, UB> to !ascendc.local_tensor<8x64xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <8x64xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8x64xf16> to !asctile.tile<8x64xf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <128xf16>
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <128xf16>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <2048xui8>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.softmax_tiling()
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.softmax_shape_info("srcM" = %c8_i32 : i32, "srcK" = %c64_i32 : i32, "oriSrcM" = %c8_i32 : i32, "oriSrcK" = %c64_i32 : i32)
// CHECK-NEXT: ascendc.softmax %1, %3, %4, %0, %5, %6, %7 {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<8x64xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<8x64xf16>, !ascendc.local_tensor<2048xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
// CHECK-NEXT: return %2 : !asctile.tile<8x64xf16, UB>
// CHECK-NEXT: }
func.func @softmax2(%arg0: !asctile.tile<8x64xf16, UB>) -> !asctile.tile<8x64xf16, UB> {
  %0 = asctile.softmax %arg0 : !asctile.tile<8x64xf16, UB>
  return %0 : !asctile.tile<8x64xf16, UB>
}
// CHECK-LABEL: func.func @tensor_dyn(%arg0: memref<*xf32, 22>, %arg1: i32) -> !asctile.tensor<?x16xf32> {
// CHECK: %0 = ascendc.global_tensor : !ascendc.global_tensor<?x16xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.global_tensor<?x16xf32> to !asctile.tensor<?x16xf32>
// CHECK-NEXT: ascendc.global_tensor.set_global_buffer %0, %arg0 : !ascendc.global_tensor<?x16xf32>, memref<*xf32, 22>
// CHECK-NEXT: return %1 : !asctile.tensor<?x16xf32>
// CHECK-NEXT: }
func.func @tensor_dyn(%arg0: memref<*xf32, 22>, %n: i32) -> !asctile.tensor<?x16xf32> {
  %0 = asctile.tensor %arg0(%n) : memref<*xf32, 22>, !asctile.tensor<?x16xf32>
  return %0 : !asctile.tensor<?x16xf32>
}
// CHECK-LABEL: func.func @mm(%arg0: !asctile.tile<32x16xf16, L0A>, %arg1: !asctile.tile<16x48xf16, L0B>) {
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK-DAG: %c48_i32 = arith.constant 48 : i32
// CHECK-DAG: %c32_i32 = arith.constant 32 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16x48xf16, L0B> to !ascendc.local_tensor<16x48xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x16xf16, L0A> to !ascendc.local_tensor<32x16xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto co1() : <32x48xf32>
// CHECK-NEXT: %3 = emitasc.init_struct !ascendc.mmad_params("m" = %c32_i32 : i32, "n" = %c48_i32 : i32, "k" = %c16_i32 : i32, "cmatrixInitVal" = %c1_i32 : i32)
// CHECK-NEXT: ascendc.mmad %2, %1, %0, %3 : !ascendc.local_tensor<32x48xf32>, !ascendc.local_tensor<32x16xf16>, !ascendc.local_tensor<16x48xf16>, !ascendc.mmad_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mm(%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x48xf16, L0B>) {
  %acc = asctile.accumulator : !asctile.tile<32x48xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <32x16xf16, L0A>, <16x48xf16, L0B>, <32x48xf32, L0C>
  return
}
// CHECK-LABEL: func.func @rms(%arg0: !asctile.tile<4x40xf16, UB>, %arg1: !asctile.tile<40xf16, UB>, %arg2: f16) -> !asctile.tile<4x40xf16, UB> {
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK-DAG: %c192_i32 = arith.constant 192 : i32
// CHECK-DAG: %c40_i32 = arith.constant 40 : i32
// CHECK-DAG: %c48_i32 = arith.constant 48 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %cst = arith.constant 2.500000e-02 : f32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<40xf16, UB> to !ascendc.local_tensor<40xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x40xf16, UB> to !ascendc.local_tensor<4x40xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x40xf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x40xf16> to !asctile.tile<4x40xf16, UB>
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <262144xui8>
// CHECK-NEXT: %5 = emitasc.init_struct !ascendc.rmsnorm_tiling("bLength" = %c4_i32 : i32, "sLength" = %c1_i32 : i32, "hLength" = %c48_i32 : i32, "originalHLength" = %c40_i32 : i32, "reciprocalOfHLength" = %cst : f32, "mainBshLength" = %c192_i32 : i32, "mainBsLength" = %c4_i32 : i32, "mainBsLengthAlign" = %c16_i32 : i32, "loopRound" = %c1_i32 : i32, "tailBshLength" = %c0_i32 : i32, "inputTailPos" = %c192_i32 : i32, "tailBsLength" = %c0_i32 : i32)
// CHECK-NEXT: ascendc.rms_norm %2, %1, %0, %arg2, %5, %4 : !ascendc.local_tensor<4x40xf16>, !ascendc.local_tensor<4x40xf16>, !ascendc.local_tensor<40xf16>, f16, !ascendc.rmsnorm_tiling, !ascendc.local_tensor<262144xui8>
// CHECK-NEXT: return %3 : !asctile.tile<4x40xf16, UB>
// CHECK-NEXT: }
func.func @rms(%x: !asctile.tile<4x40xf16, UB>, %g: !asctile.tile<40xf16, UB>, %e: f16) -> !asctile.tile<4x40xf16, UB> {
  %0 = asctile.rms_norm %x, %g, %e : !asctile.tile<4x40xf16, UB>, !asctile.tile<40xf16, UB>
  return %0 : !asctile.tile<4x40xf16, UB>
}
// CHECK-LABEL: func.func @cc(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xi32, UB>, !asctile.tile<16xf32, UB>, !asctile.tile<4x4xf32, UB>) {
// CHECK-DAG: %c16_i64 = arith.constant 16 : i64
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: ascendc.cast_l2 %1, %0, %c16_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf32>, i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <16xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16xi32> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: ascendc.cast_l2 %2, %0, %c16_i64 {roundMode = 5 : i32} : !ascendc.local_tensor<16xi32>, !ascendc.local_tensor<16xf32>, i64
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<4x4xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<4x4xf32> to !asctile.tile<4x4xf32, UB>
// CHECK-NEXT: return %3, %arg0, %5 : !asctile.tile<16xi32, UB>, !asctile.tile<16xf32, UB>, !asctile.tile<4x4xf32, UB>
// CHECK-NEXT: }
func.func @cc(%a: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xi32, UB>, !asctile.tile<16xf32, UB>, !asctile.tile<4x4xf32, UB>) {
  %0 = asctile.cast %a : !asctile.tile<16xf32, UB> to !asctile.tile<16xf16, UB>
  %1 = asctile.cast %0 : !asctile.tile<16xf16, UB> to !asctile.tile<16xi32, UB>
  %2 = asctile.cast %0 : !asctile.tile<16xf16, UB> to !asctile.tile<16xf32, UB>
  %3 = asctile.reshape %a : !asctile.tile<16xf32, UB> to !asctile.tile<2x8xf32, UB>
  %4 = asctile.reshape %3 : !asctile.tile<2x8xf32, UB> to !asctile.tile<4x4xf32, UB>
  return %1, %2, %4 : !asctile.tile<16xi32, UB>, !asctile.tile<16xf32, UB>, !asctile.tile<4x4xf32, UB>
}
// CHECK-LABEL: func.func @rar(%arg0: !asctile.tile<2x3x4xf32, UB>) -> !asctile.tile<3xf32, UB> {
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c3_i32 = arith.constant 3 : i32
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<2x3x4xf32, UB> to !ascendc.local_tensor<2x3x4xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <3xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<3xf32> to !asctile.tile<3xf32, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <96xui8>
// CHECK-NEXT: ascendc.reduce_max %1, %0, %3, %c2_i32, %c3_i32, %c4_i32 {pattern = 10 : i32} : !ascendc.local_tensor<3xf32>, !ascendc.local_tensor<2x3x4xf32>, !ascendc.local_tensor<96xui8>, i32, i32, i32
// CHECK-NEXT: return %2 : !asctile.tile<3xf32, UB>
// CHECK-NEXT: }
func.func @rar(%arg0: !asctile.tile<2x3x4xf32, UB>) -> !asctile.tile<3xf32, UB> {
  %0 = asctile.reduce <max> %arg0 {dims = [0 : i32, 2 : i32]} : !asctile.tile<2x3x4xf32, UB>, !asctile.tile<3xf32, UB>
  return %0 : !asctile.tile<3xf32, UB>
}
// CHECK-LABEL: func.func @ra_merged(%arg0: !asctile.tile<2x3x4xf16, UB>) -> !asctile.tile<4xf16, UB> {
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c6_i32 = arith.constant 6 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<2x3x4xf16, UB> to !ascendc.local_tensor<2x3x4xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4xf16> to !asctile.tile<4xf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <96xui8>
// CHECK-NEXT: ascendc.reduce_min %1, %0, %3, %c6_i32, %c4_i32 {pattern = 2 : i32} : !ascendc.local_tensor<4xf16>, !ascendc.local_tensor<2x3x4xf16>, !ascendc.local_tensor<96xui8>, i32, i32
// CHECK-NEXT: return %2 : !asctile.tile<4xf16, UB>
// CHECK-NEXT: }
func.func @ra_merged(%arg0: !asctile.tile<2x3x4xf16, UB>) -> !asctile.tile<4xf16, UB> {
  %0 = asctile.reduce <min> %arg0 {dims = [1 : i32, 0 : i32]} : !asctile.tile<2x3x4xf16, UB>, !asctile.tile<4xf16, UB>
  return %0 : !asctile.tile<4xf16, UB>
}
// CHECK-LABEL: func.func @rarar(%arg0: !asctile.tile<2x3x4x5x6xf32, UB>) -> !asctile.tile<3x5xf32, UB> {
// CHECK-DAG: %c6_i32 = arith.constant 6 : i32
// CHECK-DAG: %c5_i32 = arith.constant 5 : i32
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c3_i32 = arith.constant 3 : i32
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<2x3x4x5x6xf32, UB> to !ascendc.local_tensor<2x3x4x5x6xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <3x5xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<3x5xf32> to !asctile.tile<3x5xf32, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <2880xui8>
// CHECK-NEXT: ascendc.reduce_sum %1, %0, %3, %c2_i32, %c3_i32, %c4_i32, %c5_i32, %c6_i32 {pattern = 12 : i32} : !ascendc.local_tensor<3x5xf32>, !ascendc.local_tensor<2x3x4x5x6xf32>, !ascendc.local_tensor<2880xui8>, i32, i32, i32, i32, i32
// CHECK-NEXT: return %2 : !asctile.tile<3x5xf32, UB>
// CHECK-NEXT: }
func.func @rarar(%arg0: !asctile.tile<2x3x4x5x6xf32, UB>) -> !asctile.tile<3x5xf32, UB> {
  %0 = asctile.reduce <sum> %arg0 {dims = [0 : i32, 2 : i32, 4 : i32]} : !asctile.tile<2x3x4x5x6xf32, UB>, !asctile.tile<3x5xf32, UB>
  return %0 : !asctile.tile<3x5xf32, UB>
}
