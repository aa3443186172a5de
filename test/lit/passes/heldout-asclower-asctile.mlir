// Held-out style cases for asclower-asctile beyond the visible file (no arch attribute,
// so not c310): tensor (static, dynamic sizes dropped), relu, subs/divs through
// duplicate + sub/div, mins/maxs/shls on i16, accumulator and matmul_acc (cmatrixInitVal)
// next to a matmul into L0C, reduce_as_1d with a tile result (f16 tmp size), reduce prod
// over a RAR pattern and sum over merged leading axes, 2-D f16 softmax, rms_norm tiling,
// cast round modes (int->float and f16->f32 none, float->int trunc), 3-D and rank-raising
// broadcasts.
// RUN: ascopt --asclower-asctile --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @lower_tensor(%arg0: memref<*xf16, 22>, %arg1: i32) -> (!asctile.tensor<?x32xf16>, !asctile.tensor<64xf16>) {
// CHECK-NEXT: %0 = ascendc.global_tensor : !ascendc.global_tensor<?x32xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.global_tensor<?x32xf16> to !asctile.tensor<?x32xf16>
// CHECK-NEXT: ascendc.global_tensor.set_global_buffer %0, %arg0 : !ascendc.global_tensor<?x32xf16>, memref<*xf16, 22>
// CHECK-NEXT: %2 = ascendc.global_tensor : !ascendc.global_tensor<64xf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.global_tensor<64xf16> to !asctile.tensor<64xf16>
// CHECK-NEXT: ascendc.global_tensor.set_global_buffer %2, %arg0 : !ascendc.global_tensor<64xf16>, memref<*xf16, 22>
// CHECK-NEXT: return %1, %3 : !asctile.tensor<?x32xf16>, !asctile.tensor<64xf16>
// CHECK-NEXT: }
func.func @lower_tensor(%arg0: memref<*xf16, 22>, %arg1: i32) -> (!asctile.tensor<?x32xf16>, !asctile.tensor<64xf16>) {
  %0 = asctile.tensor %arg0(%arg1) : memref<*xf16, 22>, !asctile.tensor<?x32xf16>
  %1 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64xf16>
  return %0, %1 : !asctile.tensor<?x32xf16>, !asctile.tensor<64xf16>
}

// CHECK-LABEL: func.func @lower_relu(%arg0: !asctile.tile<16x8xf16, UB>) -> !asctile.tile<16x8xf16, UB> {
// CHECK-NEXT: %c128_i64 = arith.constant 128 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16x8xf16, UB> to !ascendc.local_tensor<16x8xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16x8xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16x8xf16> to !asctile.tile<16x8xf16, UB>
// CHECK-NEXT: ascendc.relu_l2 %1, %0, %c128_i64 : !ascendc.local_tensor<16x8xf16>, !ascendc.local_tensor<16x8xf16>, i64
// CHECK-NEXT: return %2 : !asctile.tile<16x8xf16, UB>
// CHECK-NEXT: }
func.func @lower_relu(%arg0: !asctile.tile<16x8xf16, UB>) -> !asctile.tile<16x8xf16, UB> {
  %0 = asctile.relu %arg0 : !asctile.tile<16x8xf16, UB>
  return %0 : !asctile.tile<16x8xf16, UB>
}

// CHECK-LABEL: func.func @lower_subs(%arg0: !asctile.tile<16xi32, UB>, %arg1: i32) -> !asctile.tile<16xi32, UB> {
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xi32, UB> to !ascendc.local_tensor<16xi32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xi32> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xi32>
// CHECK-NEXT: ascendc.duplicate_l2 %3, %arg1, %c16_i64 : !ascendc.local_tensor<16xi32>, i32, i64
// CHECK-NEXT: ascendc.sub_l2 %1, %0, %3, %c16_i64 : !ascendc.local_tensor<16xi32>, !ascendc.local_tensor<16xi32>, !ascendc.local_tensor<16xi32>, i64
// CHECK-NEXT: return %2 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: }
func.func @lower_subs(%arg0: !asctile.tile<16xi32, UB>, %arg1: i32) -> !asctile.tile<16xi32, UB> {
  %0 = asctile.subs %arg0, %arg1 : !asctile.tile<16xi32, UB>
  return %0 : !asctile.tile<16xi32, UB>
}

// CHECK-LABEL: func.func @lower_divs(%arg0: !asctile.tile<16xf32, UB>, %arg1: f32) -> !asctile.tile<16xf32, UB> {
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: ascendc.duplicate_l2 %3, %arg1, %c16_i64 : !ascendc.local_tensor<16xf32>, f32, i64
// CHECK-NEXT: ascendc.div_l2 %1, %0, %3, %c16_i64 : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32>, i64
// CHECK-NEXT: return %2 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @lower_divs(%arg0: !asctile.tile<16xf32, UB>, %arg1: f32) -> !asctile.tile<16xf32, UB> {
  %0 = asctile.divs %arg0, %arg1 : !asctile.tile<16xf32, UB>
  return %0 : !asctile.tile<16xf32, UB>
}

// CHECK-LABEL: func.func @lower_mins_maxs_shls(%arg0: !asctile.tile<16xi16, UB>, %arg1: i16) -> (!asctile.tile<16xi16, UB>, !asctile.tile<16xi16, UB>, !asctile.tile<16xi16, UB>) {
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xi16, UB> to !ascendc.local_tensor<16xi16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xi16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xi16> to !asctile.tile<16xi16, UB>
// CHECK-NEXT: ascendc.mins_l2 %1, %0, %arg1, %c16_i64 : !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, i16, i64
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xi16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<16xi16> to !asctile.tile<16xi16, UB>
// CHECK-NEXT: ascendc.maxs_l2 %3, %0, %arg1, %c16_i64 : !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, i16, i64
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <16xi16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<16xi16> to !asctile.tile<16xi16, UB>
// CHECK-NEXT: ascendc.shift_left_l2 %5, %0, %arg1, %c16_i64 : !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, i16, i64
// CHECK-NEXT: return %2, %4, %6 : !asctile.tile<16xi16, UB>, !asctile.tile<16xi16, UB>, !asctile.tile<16xi16, UB>
// CHECK-NEXT: }
func.func @lower_mins_maxs_shls(%arg0: !asctile.tile<16xi16, UB>, %arg1: i16) -> (!asctile.tile<16xi16, UB>, !asctile.tile<16xi16, UB>, !asctile.tile<16xi16, UB>) {
  %0 = asctile.mins %arg0, %arg1 : !asctile.tile<16xi16, UB>
  %1 = asctile.maxs %arg0, %arg1 : !asctile.tile<16xi16, UB>
  %2 = asctile.shls %arg0, %arg1 : !asctile.tile<16xi16, UB>
  return %0, %1, %2 : !asctile.tile<16xi16, UB>, !asctile.tile<16xi16, UB>, !asctile.tile<16xi16, UB>
}

// CHECK-LABEL: func.func @lower_matmul_acc(%arg0: !asctile.tile<32x16xf16, L0A>, %arg1: !asctile.tile<16x64xf16, L0B>) -> !asctile.tile<32x64xf32, L0C> {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16x64xf16, L0B> to !ascendc.local_tensor<16x64xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x16xf16, L0A> to !ascendc.local_tensor<32x16xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto co1() : <32x64xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<32x64xf32> to !asctile.tile<32x64xf32, L0C>
// CHECK-NEXT: %4 = emitasc.init_struct !ascendc.mmad_params("m" = %c32_i32 : i32, "n" = %c64_i32 : i32, "k" = %c16_i32 : i32, "cmatrixInitVal" = %c1_i32 : i32)
// CHECK-NEXT: ascendc.mmad %2, %1, %0, %4 : !ascendc.local_tensor<32x64xf32>, !ascendc.local_tensor<32x16xf16>, !ascendc.local_tensor<16x64xf16>, !ascendc.mmad_params
// CHECK-NEXT: %5 = ascendc.local_tensor_auto co1() : <32x64xf32>
// CHECK-NEXT: %6 = emitasc.init_struct !ascendc.mmad_params("m" = %c32_i32 : i32, "n" = %c64_i32 : i32, "k" = %c16_i32 : i32)
// CHECK-NEXT: ascendc.mmad %5, %1, %0, %6 : !ascendc.local_tensor<32x64xf32>, !ascendc.local_tensor<32x16xf16>, !ascendc.local_tensor<16x64xf16>, !ascendc.mmad_params
// CHECK-NEXT: return %3 : !asctile.tile<32x64xf32, L0C>
// CHECK-NEXT: }
func.func @lower_matmul_acc(%arg0: !asctile.tile<32x16xf16, L0A>, %arg1: !asctile.tile<16x64xf16, L0B>) -> !asctile.tile<32x64xf32, L0C> {
  %0 = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
  asctile.matmul_acc %arg0, %arg1, %0 : <32x16xf16, L0A>, <16x64xf16, L0B>, <32x64xf32, L0C>
  %1 = asctile.matmul %arg0, %arg1 : <32x16xf16, L0A>, <16x64xf16, L0B> -> <32x64xf32, L0C>
  return %0 : !asctile.tile<32x64xf32, L0C>
}

// CHECK-LABEL: func.func @lower_reduce_as_1d_tile(%arg0: !asctile.tile<1024xf16, UB>) -> !asctile.tile<1xf16, UB> {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c1024_i64 = arith.constant 1024 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<1024xf16, UB> to !ascendc.local_tensor<1024xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <1xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<1xf16> to !asctile.tile<1xf16, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: ascendc.reduce_max_l2 %1, %0, %3, %c1024_i64, %c0_i64 : !ascendc.local_tensor<1xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<16xf16>, i64, i64
// CHECK-NEXT: return %2 : !asctile.tile<1xf16, UB>
// CHECK-NEXT: }
func.func @lower_reduce_as_1d_tile(%arg0: !asctile.tile<1024xf16, UB>) -> !asctile.tile<1xf16, UB> {
  %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<1024xf16, UB>, !asctile.tile<1xf16, UB>
  return %0 : !asctile.tile<1xf16, UB>
}

// CHECK-LABEL: func.func @lower_reduce_prod(%arg0: !asctile.tile<4x8x16xf32, UB>) -> !asctile.tile<8xf32, UB> {
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8x16xf32, UB> to !ascendc.local_tensor<4x8x16xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8xf32> to !asctile.tile<8xf32, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <2048xui8>
// CHECK-NEXT: ascendc.reduce_prod %1, %0, %3, %c4_i32, %c8_i32, %c16_i32 {pattern = 10 : i32} : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<4x8x16xf32>, !ascendc.local_tensor<2048xui8>, i32, i32, i32
// CHECK-NEXT: return %2 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: }
func.func @lower_reduce_prod(%arg0: !asctile.tile<4x8x16xf32, UB>) -> !asctile.tile<8xf32, UB> {
  %0 = asctile.reduce <prod> %arg0 {dims = [0 : i32, 2 : i32]} : !asctile.tile<4x8x16xf32, UB>, !asctile.tile<8xf32, UB>
  return %0 : !asctile.tile<8xf32, UB>
}

// CHECK-LABEL: func.func @lower_reduce_merge(%arg0: !asctile.tile<4x8x16xf32, UB>) -> !asctile.tile<16xf32, UB> {
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8x16xf32, UB> to !ascendc.local_tensor<4x8x16xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <2048xui8>
// CHECK-NEXT: ascendc.reduce_sum %1, %0, %3, %c32_i32, %c16_i32 {pattern = 2 : i32} : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<4x8x16xf32>, !ascendc.local_tensor<2048xui8>, i32, i32
// CHECK-NEXT: return %2 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @lower_reduce_merge(%arg0: !asctile.tile<4x8x16xf32, UB>) -> !asctile.tile<16xf32, UB> {
  %0 = asctile.reduce <sum> %arg0 {dims = [0 : i32, 1 : i32]} : !asctile.tile<4x8x16xf32, UB>, !asctile.tile<16xf32, UB>
  return %0 : !asctile.tile<16xf32, UB>
}

// CHECK-LABEL: func.func @lower_softmax_2d(%arg0: !asctile.tile<8x64xf16, UB>) -> !asctile.tile<8x64xf16, UB> {
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x64xf16, UB> to !ascendc.local_tensor<8x64xf16>
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
func.func @lower_softmax_2d(%arg0: !asctile.tile<8x64xf16, UB>) -> !asctile.tile<8x64xf16, UB> {
  %0 = asctile.softmax %arg0 : !asctile.tile<8x64xf16, UB>
  return %0 : !asctile.tile<8x64xf16, UB>
}

// CHECK-LABEL: func.func @lower_rms_norm(%arg0: !asctile.tile<8x64xf16, UB>, %arg1: !asctile.tile<64xf16, UB>, %arg2: f16) -> !asctile.tile<8x64xf16, UB> {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c512_i32 = arith.constant 512 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %cst = arith.constant 1.562500e-02 : f32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<64xf16, UB> to !ascendc.local_tensor<64xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x64xf16, UB> to !ascendc.local_tensor<8x64xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8x64xf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8x64xf16> to !asctile.tile<8x64xf16, UB>
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <262144xui8>
// CHECK-NEXT: %5 = emitasc.init_struct !ascendc.rmsnorm_tiling("bLength" = %c8_i32 : i32, "sLength" = %c1_i32 : i32, "hLength" = %c64_i32 : i32, "originalHLength" = %c64_i32 : i32, "reciprocalOfHLength" = %cst : f32, "mainBshLength" = %c512_i32 : i32, "mainBsLength" = %c8_i32 : i32, "mainBsLengthAlign" = %c16_i32 : i32, "loopRound" = %c1_i32 : i32, "tailBshLength" = %c0_i32 : i32, "inputTailPos" = %c512_i32 : i32, "tailBsLength" = %c0_i32 : i32)
// CHECK-NEXT: ascendc.rms_norm %2, %1, %0, %arg2, %5, %4 : !ascendc.local_tensor<8x64xf16>, !ascendc.local_tensor<8x64xf16>, !ascendc.local_tensor<64xf16>, f16, !ascendc.rmsnorm_tiling, !ascendc.local_tensor<262144xui8>
// CHECK-NEXT: return %3 : !asctile.tile<8x64xf16, UB>
// CHECK-NEXT: }
func.func @lower_rms_norm(%arg0: !asctile.tile<8x64xf16, UB>, %arg1: !asctile.tile<64xf16, UB>, %arg2: f16) -> !asctile.tile<8x64xf16, UB> {
  %0 = asctile.rms_norm %arg0, %arg1, %arg2 : !asctile.tile<8x64xf16, UB>, !asctile.tile<64xf16, UB>
  return %0 : !asctile.tile<8x64xf16, UB>
}

// CHECK-LABEL: func.func @lower_cast_modes(%arg0: !asctile.tile<32xi32, UB>, %arg1: !asctile.tile<32xf16, UB>) -> (!asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi8, UB>) {
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<32xf16, UB> to !ascendc.local_tensor<32xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xi32, UB> to !ascendc.local_tensor<32xi32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<32xf32> to !asctile.tile<32xf32, UB>
// CHECK-NEXT: ascendc.cast_l2 %2, %1, %c32_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xi32>, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<32xf32> to !asctile.tile<32xf32, UB>
// CHECK-NEXT: ascendc.cast_l2 %4, %0, %c32_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xf16>, i64
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <32xi8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<32xi8> to !asctile.tile<32xi8, UB>
// CHECK-NEXT: ascendc.cast_l2 %6, %0, %c32_i64 {roundMode = 5 : i32} : !ascendc.local_tensor<32xi8>, !ascendc.local_tensor<32xf16>, i64
// CHECK-NEXT: return %3, %5, %7 : !asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi8, UB>
// CHECK-NEXT: }
func.func @lower_cast_modes(%arg0: !asctile.tile<32xi32, UB>, %arg1: !asctile.tile<32xf16, UB>) -> (!asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi8, UB>) {
  %0 = asctile.cast %arg0 : !asctile.tile<32xi32, UB> to !asctile.tile<32xf32, UB>
  %1 = asctile.cast %arg1 : !asctile.tile<32xf16, UB> to !asctile.tile<32xf32, UB>
  %2 = asctile.cast %arg1 : !asctile.tile<32xf16, UB> to !asctile.tile<32xi8, UB>
  return %0, %1, %2 : !asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi8, UB>
}

// CHECK-LABEL: func.func @lower_broadcast_3d(%arg0: !asctile.tile<4x1x8xf32, UB>, %arg1: !asctile.tile<8xf32, UB>) -> (!asctile.tile<4x16x8xf32, UB>, !asctile.tile<4x8xf32, UB>) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8xf32, UB> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x1x8xf32, UB> to !ascendc.local_tensor<4x1x8xf32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x16x8xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x16x8xf32> to !asctile.tile<4x16x8xf32, UB>
// CHECK-NEXT: ascendc.broadcast %2, %1, %c4_i32, %c16_i32, %c8_i32, %c4_i32, %c1_i32, %c8_i32 {operandSegmentSizes = array<i32: 1, 1, 3, 3>} : !ascendc.local_tensor<4x16x8xf32>, !ascendc.local_tensor<4x1x8xf32>, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <4x8xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<4x8xf32> to !asctile.tile<4x8xf32, UB>
// CHECK-NEXT: ascendc.broadcast %4, %0, %c1_i32, %c4_i32, %c8_i32, %c1_i32, %c1_i32, %c8_i32 {operandSegmentSizes = array<i32: 1, 1, 3, 3>} : !ascendc.local_tensor<4x8xf32>, !ascendc.local_tensor<8xf32>, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: return %3, %5 : !asctile.tile<4x16x8xf32, UB>, !asctile.tile<4x8xf32, UB>
// CHECK-NEXT: }
func.func @lower_broadcast_3d(%arg0: !asctile.tile<4x1x8xf32, UB>, %arg1: !asctile.tile<8xf32, UB>) -> (!asctile.tile<4x16x8xf32, UB>, !asctile.tile<4x8xf32, UB>) {
  %0 = asctile.broadcast %arg0 : !asctile.tile<4x1x8xf32, UB> to !asctile.tile<4x16x8xf32, UB>
  %1 = asctile.broadcast %arg1 : !asctile.tile<8xf32, UB> to !asctile.tile<4x8xf32, UB>
  return %0, %1 : !asctile.tile<4x16x8xf32, UB>, !asctile.tile<4x8xf32, UB>
}

