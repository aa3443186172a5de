// asclower-asctile: the remaining ops and forms of the pass (passes-asc2.md):
// subs/divs without c310 (duplicate + sub/div), mins/maxs/shls on 2-D i32, relu, tensor
// (static and dynamic), accumulator + matmul_acc (cmatrixInitVal), 2-D softmax, rms_norm
// tiling (f16, 8x64), reduce prod over the middle axis (ARA), reduce_as_1d to a tile, 3-D
// broadcast, widening cast, and the f16 -> bf16 cast through f32 (docs/pyasc.md §5).

// RUN: ascopt --asclower-asctile=departures=true --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @lower_subs(%arg0: !asctile.tile<16xf32, UB>, %arg1: f32) -> !asctile.tile<16xf32, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: ascendc.duplicate_l2 %3, %arg1, %c16_i64 : !ascendc.local_tensor<16xf32>, f32, i64
// CHECK-NEXT: ascendc.sub_l2 %1, %0, %3, %c16_i64 : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32>, i64
// CHECK-NEXT: return %2 : !asctile.tile<16xf32, UB>
func.func @lower_subs(%arg0: !asctile.tile<16xf32, UB>, %arg1: f32) -> !asctile.tile<16xf32, UB> {
  %0 = asctile.subs %arg0, %arg1 : !asctile.tile<16xf32, UB>
  return %0 : !asctile.tile<16xf32, UB>
}

// CHECK-LABEL: func.func @lower_divs(%arg0: !asctile.tile<16xf16, UB>, %arg1: f16) -> !asctile.tile<16xf16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf16, UB> to !ascendc.local_tensor<16xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xf16> to !asctile.tile<16xf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: ascendc.duplicate_l2 %3, %arg1, %c16_i64 : !ascendc.local_tensor<16xf16>, f16, i64
// CHECK-NEXT: ascendc.div_l2 %1, %0, %3, %c16_i64 : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64
// CHECK-NEXT: return %2 : !asctile.tile<16xf16, UB>
func.func @lower_divs(%arg0: !asctile.tile<16xf16, UB>, %arg1: f16) -> !asctile.tile<16xf16, UB> {
  %0 = asctile.divs %arg0, %arg1 : !asctile.tile<16xf16, UB>
  return %0 : !asctile.tile<16xf16, UB>
}

// CHECK-LABEL: func.func @lower_mins(%arg0: !asctile.tile<4x16xi32, UB>, %arg1: i32) -> !asctile.tile<4x16xi32, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x16xi32, UB> to !ascendc.local_tensor<4x16xi32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4x16xi32>
// CHECK-NEXT: ascendc.mins_l2 %1, %0, %arg1, %c64_i64 : !ascendc.local_tensor<4x16xi32>, !ascendc.local_tensor<4x16xi32>, i32, i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x16xi32>
// CHECK-NEXT: ascendc.maxs_l2 %2, %1, %arg1, %c64_i64 : !ascendc.local_tensor<4x16xi32>, !ascendc.local_tensor<4x16xi32>, i32, i64
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <4x16xi32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<4x16xi32> to !asctile.tile<4x16xi32, UB>
// CHECK-NEXT: ascendc.shift_left_l2 %3, %2, %arg1, %c64_i64 : !ascendc.local_tensor<4x16xi32>, !ascendc.local_tensor<4x16xi32>, i32, i64
// CHECK-NEXT: return %4 : !asctile.tile<4x16xi32, UB>
func.func @lower_mins(%arg0: !asctile.tile<4x16xi32, UB>, %arg1: i32) -> !asctile.tile<4x16xi32, UB> {
  %0 = asctile.mins %arg0, %arg1 : !asctile.tile<4x16xi32, UB>
  %1 = asctile.maxs %0, %arg1 : !asctile.tile<4x16xi32, UB>
  %2 = asctile.shls %1, %arg1 : !asctile.tile<4x16xi32, UB>
  return %2 : !asctile.tile<4x16xi32, UB>
}

// CHECK-LABEL: func.func @lower_relu(%arg0: !asctile.tile<16xf16, UB>) -> !asctile.tile<16xf16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf16, UB> to !ascendc.local_tensor<16xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xf16> to !asctile.tile<16xf16, UB>
// CHECK-NEXT: ascendc.relu_l2 %1, %0, %c16_i64 : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64
// CHECK-NEXT: return %2 : !asctile.tile<16xf16, UB>
func.func @lower_relu(%arg0: !asctile.tile<16xf16, UB>) -> !asctile.tile<16xf16, UB> {
  %0 = asctile.relu %arg0 : !asctile.tile<16xf16, UB>
  return %0 : !asctile.tile<16xf16, UB>
}

// CHECK-LABEL: func.func @lower_tensor(%arg0: memref<*xf32, 22>, %arg1: i32) -> !asctile.tensor<?x16xf32> {
// CHECK:      %0 = ascendc.global_tensor : !ascendc.global_tensor<?x16xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.global_tensor<?x16xf32> to !asctile.tensor<?x16xf32>
// CHECK-NEXT: ascendc.global_tensor.set_global_buffer %0, %arg0 : !ascendc.global_tensor<?x16xf32>, memref<*xf32, 22>
// CHECK-NEXT: return %1 : !asctile.tensor<?x16xf32>
func.func @lower_tensor(%arg0: memref<*xf32, 22>, %n: i32) -> !asctile.tensor<?x16xf32> {
  %0 = asctile.tensor %arg0(%n) : memref<*xf32, 22>, !asctile.tensor<?x16xf32>
  return %0 : !asctile.tensor<?x16xf32>
}

// CHECK-LABEL: func.func @lower_tensor_static(%arg0: memref<*xf16, 22>) -> !asctile.tensor<32xf16> {
// CHECK:      %0 = ascendc.global_tensor : !ascendc.global_tensor<32xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.global_tensor<32xf16> to !asctile.tensor<32xf16>
// CHECK-NEXT: ascendc.global_tensor.set_global_buffer %0, %arg0 : !ascendc.global_tensor<32xf16>, memref<*xf16, 22>
// CHECK-NEXT: return %1 : !asctile.tensor<32xf16>
func.func @lower_tensor_static(%arg0: memref<*xf16, 22>) -> !asctile.tensor<32xf16> {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<32xf16>
  return %0 : !asctile.tensor<32xf16>
}

// CHECK-LABEL: func.func @lower_matmul_acc(%arg0: !asctile.tile<32x16xf16, L0A>, %arg1: !asctile.tile<16x32xf16, L0B>) -> !asctile.tile<32x32xf32, L0C> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16x32xf16, L0B> to !ascendc.local_tensor<16x32xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x16xf16, L0A> to !ascendc.local_tensor<32x16xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto co1() : <32x32xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<32x32xf32> to !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: %4 = emitasc.init_struct !ascendc.mmad_params("m" = %c32_i32 : i32, "n" = %c32_i32 : i32, "k" = %c16_i32 : i32, "cmatrixInitVal" = %c1_i32 : i32)
// CHECK-NEXT: ascendc.mmad %2, %1, %0, %4 : !ascendc.local_tensor<32x32xf32>, !ascendc.local_tensor<32x16xf16>, !ascendc.local_tensor<16x32xf16>, !ascendc.mmad_params
// CHECK-NEXT: return %3 : !asctile.tile<32x32xf32, L0C>
func.func @lower_matmul_acc(%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>) -> !asctile.tile<32x32xf32, L0C> {
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  return %acc : !asctile.tile<32x32xf32, L0C>
}

// CHECK-LABEL: func.func @lower_softmax2d(%arg0: !asctile.tile<8x64xf16, UB>) -> !asctile.tile<8x64xf16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x64xf16, UB> to !ascendc.local_tensor<8x64xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <8x64xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8x64xf16> to !asctile.tile<8x64xf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <128xf16>
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <128xf16>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <2048xui8>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.softmax_tiling()
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.softmax_shape_info("srcM" = %c8_i32 : i32, "srcK" = %c64_i32 : i32, "oriSrcM" = %c8_i32 : i32, "oriSrcK" = %c64_i32 : i32)
// CHECK-NEXT: ascendc.softmax %1, %3, %4, %0, %5, %6, %7 {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<8x64xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<8x64xf16>, !ascendc.local_tensor<2048xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
// CHECK-NEXT: return %2 : !asctile.tile<8x64xf16, UB>
func.func @lower_softmax2d(%arg0: !asctile.tile<8x64xf16, UB>) -> !asctile.tile<8x64xf16, UB> {
  %0 = asctile.softmax %arg0 : !asctile.tile<8x64xf16, UB>
  return %0 : !asctile.tile<8x64xf16, UB>
}

// CHECK-LABEL: func.func @lower_rms(%arg0: !asctile.tile<8x64xf16, UB>, %arg1: !asctile.tile<64xf16, UB>, %arg2: f16) -> !asctile.tile<8x64xf16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<64xf16, UB> to !ascendc.local_tensor<64xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x64xf16, UB> to !ascendc.local_tensor<8x64xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8x64xf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8x64xf16> to !asctile.tile<8x64xf16, UB>
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <262144xui8>
// CHECK-NEXT: %5 = emitasc.init_struct !ascendc.rmsnorm_tiling("bLength" = %c8_i32 : i32, "sLength" = %c1_i32 : i32, "hLength" = %c64_i32 : i32, "originalHLength" = %c64_i32 : i32, "reciprocalOfHLength" = %cst : f32, "mainBshLength" = %c512_i32 : i32, "mainBsLength" = %c8_i32 : i32, "mainBsLengthAlign" = %c16_i32 : i32, "loopRound" = %c1_i32 : i32, "tailBshLength" = %c0_i32 : i32, "inputTailPos" = %c512_i32 : i32, "tailBsLength" = %c0_i32 : i32)
// CHECK-NEXT: ascendc.rms_norm %2, %1, %0, %arg2, %5, %4 : !ascendc.local_tensor<8x64xf16>, !ascendc.local_tensor<8x64xf16>, !ascendc.local_tensor<64xf16>, f16, !ascendc.rmsnorm_tiling, !ascendc.local_tensor<262144xui8>
// CHECK-NEXT: return %3 : !asctile.tile<8x64xf16, UB>
func.func @lower_rms(%arg0: !asctile.tile<8x64xf16, UB>, %g: !asctile.tile<64xf16, UB>, %e: f16) -> !asctile.tile<8x64xf16, UB> {
  %0 = asctile.rms_norm %arg0, %g, %e : !asctile.tile<8x64xf16, UB>, !asctile.tile<64xf16, UB>
  return %0 : !asctile.tile<8x64xf16, UB>
}

// CHECK-LABEL: func.func @lower_reduce_prod(%arg0: !asctile.tile<4x8x16xf32, UB>) -> !asctile.tile<4x16xf32, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8x16xf32, UB> to !ascendc.local_tensor<4x8x16xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4x16xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x16xf32> to !asctile.tile<4x16xf32, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <2048xui8>
// CHECK-NEXT: ascendc.reduce_prod %1, %0, %3, %c4_i32, %c8_i32, %c16_i32 {pattern = 3 : i32} : !ascendc.local_tensor<4x16xf32>, !ascendc.local_tensor<4x8x16xf32>, !ascendc.local_tensor<2048xui8>, i32, i32, i32
// CHECK-NEXT: return %2 : !asctile.tile<4x16xf32, UB>
func.func @lower_reduce_prod(%arg0: !asctile.tile<4x8x16xf32, UB>) -> !asctile.tile<4x16xf32, UB> {
  %0 = asctile.reduce <prod> %arg0 {dims = [1 : i32]} : !asctile.tile<4x8x16xf32, UB>, !asctile.tile<4x16xf32, UB>
  return %0 : !asctile.tile<4x16xf32, UB>
}

// CHECK-LABEL: func.func @lower_reduce_tile(%arg0: !asctile.tile<512xf16, UB>) -> !asctile.tile<1xf16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<512xf16, UB> to !ascendc.local_tensor<512xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <1xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<1xf16> to !asctile.tile<1xf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: ascendc.reduce_sum_l2 %1, %0, %3, %c512_i64 : !ascendc.local_tensor<1xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<16xf16>, i64
// CHECK-NEXT: return %2 : !asctile.tile<1xf16, UB>
func.func @lower_reduce_tile(%arg0: !asctile.tile<512xf16, UB>) -> !asctile.tile<1xf16, UB> {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<512xf16, UB>, !asctile.tile<1xf16, UB>
  return %0 : !asctile.tile<1xf16, UB>
}

// CHECK-LABEL: func.func @lower_bcast3(%arg0: !asctile.tile<4x1x16xf32, UB>) -> !asctile.tile<4x8x16xf32, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x1x16xf32, UB> to !ascendc.local_tensor<4x1x16xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4x8x16xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x8x16xf32> to !asctile.tile<4x8x16xf32, UB>
// CHECK-NEXT: ascendc.broadcast %1, %0, %c4_i32, %c8_i32, %c16_i32, %c4_i32, %c1_i32, %c16_i32 {operandSegmentSizes = array<i32: 1, 1, 3, 3>} : !ascendc.local_tensor<4x8x16xf32>, !ascendc.local_tensor<4x1x16xf32>, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: return %2 : !asctile.tile<4x8x16xf32, UB>
func.func @lower_bcast3(%arg0: !asctile.tile<4x1x16xf32, UB>) -> !asctile.tile<4x8x16xf32, UB> {
  %0 = asctile.broadcast %arg0 : !asctile.tile<4x1x16xf32, UB> to !asctile.tile<4x8x16xf32, UB>
  return %0 : !asctile.tile<4x8x16xf32, UB>
}

// CHECK-LABEL: func.func @lower_cast_h(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xf16, UB> to !ascendc.local_tensor<32xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<32xf32> to !asctile.tile<32xf32, UB>
// CHECK-NEXT: ascendc.cast_l2 %1, %0, %c32_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xf16>, i64
// CHECK-NEXT: return %2 : !asctile.tile<32xf32, UB>
func.func @lower_cast_h(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf32, UB> {
  %0 = asctile.cast %arg0 : !asctile.tile<32xf16, UB> to !asctile.tile<32xf32, UB>
  return %0 : !asctile.tile<32xf32, UB>
}

// CHECK-LABEL: func.func @cast_f16_bf16(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xbf16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xf16, UB> to !ascendc.local_tensor<32xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <32xbf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<32xbf16> to !asctile.tile<32xbf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT: ascendc.cast_l2 %3, %0, %c32_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xf16>, i64
// CHECK-NEXT: ascendc.cast_l2 %1, %3, %c32_i64 {roundMode = 1 : i32} : !ascendc.local_tensor<32xbf16>, !ascendc.local_tensor<32xf32>, i64
// CHECK-NEXT: return %2 : !asctile.tile<32xbf16, UB>
func.func @cast_f16_bf16(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xbf16, UB> {
  %0 = asctile.cast %arg0 : !asctile.tile<32xf16, UB> to !asctile.tile<32xbf16, UB>
  return %0 : !asctile.tile<32xbf16, UB>
}

