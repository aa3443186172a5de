// Held-out style cases for asclower-asctile-data-transfer beyond the visible file: a 1-D
// f16 UB load from a dynamic tensor, a 2-D i32 store, L1 loads of a matrix-A f16 tile and
// of a non-matrix-A f32 tile (Nd2Nz parameters), copies L1 -> L0A and L1 -> L0B (f16 load
// loop, f32 transpose loop, both asctile.parallel), get_value/set_value with a scalar and a
// one-element tile, store_fixpipe quantizing f32 -> bf16 and i32 -> f16 (with relu), and a
// quantizing copy_fixpipe to an f16 L1 tile.
// RUN: ascopt -asclower-asctile-data-transfer -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @load_1d_f16(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<128xf16, UB> {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %0 = asctile.tensor %arg0(%arg2) : memref<*xf16, 22>, !asctile.tensor<?xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?xf16> to !ascendc.global_tensor<?xf16>
// CHECK-NEXT: %2 = ascendc.global_tensor.subindex %1[%arg1] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <128xf16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<128xf16> to !asctile.tile<128xf16, UB>
// CHECK-NEXT: %5 = arith.subi %arg2, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %5, %c0_i32 : i32
// CHECK-NEXT: %7 = arith.select %6, %c0_i32, %5 : i32
// CHECK-NEXT: %8 = arith.minsi %7, %c128_i32 : i32
// CHECK-NEXT: %9 = arith.muli %8, %c2_i32 : i32
// CHECK-NEXT: %10 = arith.subi %arg2, %8 : i32
// CHECK-NEXT: %11 = arith.muli %10, %c2_i32 : i32
// CHECK-NEXT: %12 = arith.subi %c128_i32, %8 : i32
// CHECK-NEXT: %13 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %9, %11, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: %14 = ascendc.construct !ascendc.data_copy_pad_ext_params<f16>(%c1_i32, %c0_i32, %12, %cst) [i32, i32, ui8, f16] : i32, i32, i32, f16
// CHECK-NEXT: ascendc.data_copy_pad_l0_ext %3, %2, %13, %14 : !ascendc.local_tensor<128xf16>, !ascendc.global_tensor<?xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
// CHECK-NEXT: return %4 : !asctile.tile<128xf16, UB>
// CHECK-NEXT: }
func.func @load_1d_f16(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<128xf16, UB> {
  %0 = asctile.tensor %arg0(%arg2) : memref<*xf16, 22>, !asctile.tensor<?xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = asctile.load %0[%arg1], %cst : !asctile.tensor<?xf16>, !asctile.tile<128xf16, UB>
  return %1 : !asctile.tile<128xf16, UB>
}

// CHECK-LABEL: func.func @store_2d_i32(%arg0: memref<*xi32, 22>, %arg1: !asctile.tile<8x16xi32, UB>, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: %c192_i32 = arith.constant 192 : i32
// CHECK-NEXT: %c2048_i32 = arith.constant 2048 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8x16xi32, UB> to !ascendc.local_tensor<8x16xi32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xi32, 22>, !asctile.tensor<32x64xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<32x64xi32> to !ascendc.global_tensor<32x64xi32>
// CHECK-NEXT: %3 = arith.muli %arg2, %c64_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<32x64xi32>, i32, !ascendc.global_tensor<32x64xi32>
// CHECK-NEXT: %6 = arith.subi %c2048_i32, %4 : i32
// CHECK-NEXT: %7 = arith.minsi %6, %c16_i32 : i32
// CHECK-NEXT: %8 = arith.muli %7, %c4_i32 : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.data_copy_ext_params(%c8_i32, %8, %c0_i32, %c192_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %5, %0, %9 : !ascendc.global_tensor<32x64xi32>, !ascendc.local_tensor<8x16xi32>, !ascendc.data_copy_ext_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @store_2d_i32(%arg0: memref<*xi32, 22>, %arg1: !asctile.tile<8x16xi32, UB>, %arg2: i32, %arg3: i32) {
  %0 = asctile.tensor %arg0() : memref<*xi32, 22>, !asctile.tensor<32x64xi32>
  asctile.store %arg1, %0[%arg2, %arg3] : !asctile.tile<8x16xi32, UB>, !asctile.tensor<32x64xi32>
  return
}

// CHECK-LABEL: func.func @load_l1_f16_a(%arg0: memref<*xf16, 22>, %arg1: i32) -> !asctile.tile<32x16xf16, L1> {
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<64x64xf16> to !ascendc.global_tensor<64x64xf16>
// CHECK-NEXT: %2 = arith.muli %arg1, %c64_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg1, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<64x64xf16>, i32, !ascendc.global_tensor<64x64xf16>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <32x16xf16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<32x16xf16> to !asctile.tile<32x16xf16, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c1_i32, %c32_i32, %c16_i32, %c0_i32, %c64_i32, %c32_i32, %c1_i32, %c0_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<32x16xf16>, !ascendc.global_tensor<64x64xf16>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<32x16xf16, L1>
// CHECK-NEXT: }
func.func @load_l1_f16_a(%arg0: memref<*xf16, 22>, %arg1: i32) -> !asctile.tile<32x16xf16, L1> {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = asctile.load %0[%arg1, %arg1], %cst {asctile.is_matrix_a} : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L1>
  return %1 : !asctile.tile<32x16xf16, L1>
}

// CHECK-LABEL: func.func @load_l1_f32_b(%arg0: memref<*xf32, 22>, %arg1: i32) -> !asctile.tile<40x24xf32, L1> {
// CHECK-NEXT: %c512_i32 = arith.constant 512 : i32
// CHECK-NEXT: %c384_i32 = arith.constant 384 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c24_i32 = arith.constant 24 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<64x64xf32> to !ascendc.global_tensor<64x64xf32>
// CHECK-NEXT: %2 = arith.muli %arg1, %c64_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg1, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<64x64xf32>, i32, !ascendc.global_tensor<64x64xf32>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <40x24xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<40x24xf32> to !asctile.tile<40x24xf32, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c3_i32, %c16_i32, %c24_i32, %c384_i32, %c24_i32, %c16_i32, %c1_i32, %c512_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<40x24xf32>, !ascendc.global_tensor<64x64xf32>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<40x24xf32, L1>
// CHECK-NEXT: }
func.func @load_l1_f32_b(%arg0: memref<*xf32, 22>, %arg1: i32) -> !asctile.tile<40x24xf32, L1> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = asctile.load %0[%arg1, %arg1], %cst : !asctile.tensor<64x64xf32>, !asctile.tile<40x24xf32, L1>
  return %1 : !asctile.tile<40x24xf32, L1>
}

// CHECK-LABEL: func.func @copy_l0a(%arg0: !asctile.tile<32x32xf16, L1>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x16xf16, L0A> {
// CHECK-NEXT: %c512_i32 = arith.constant 512 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x32xf16, L1> to !ascendc.local_tensor<32x32xf16>
// CHECK-NEXT: %1 = arith.divsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c512_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<32x32xf16>, i32, !ascendc.local_tensor<32x32xf16>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto a2() : <32x16xf16>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x16xf16> to !asctile.tile<32x16xf16, L0A>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c2_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// CHECK-NEXT: ascendc.load_data_g2l %8, %7, %10 : !ascendc.local_tensor<32x16xf16>, !ascendc.local_tensor<32x32xf16>, !ascendc.load_data_2d_params
// CHECK-NEXT: return %9 : !asctile.tile<32x16xf16, L0A>
// CHECK-NEXT: }
func.func @copy_l0a(%arg0: !asctile.tile<32x32xf16, L1>, %i: i32, %j: i32) -> !asctile.tile<32x16xf16, L0A> {
  %0 = asctile.copy %arg0[%i, %j] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x16xf16, L0A>
  return %0 : !asctile.tile<32x16xf16, L0A>
}

// CHECK-LABEL: func.func @copy_l0b_f16(%arg0: !asctile.tile<32x32xf16, L1>, %arg1: i32) -> !asctile.tile<32x32xf16, L0B> {
// CHECK-NEXT: %c512_i32 = arith.constant 512 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x32xf16, L1> to !ascendc.local_tensor<32x32xf16>
// CHECK-NEXT: %1 = arith.divsi %arg1, %c16_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c512_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg1, %c16_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<32x32xf16>, i32, !ascendc.local_tensor<32x32xf16>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto b2() : <32x32xf16>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x32xf16> to !asctile.tile<32x32xf16, L0B>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c2_i32 : i32, "srcStride" = %c2_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %true : i1)
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %11 = arith.muli %arg2, %c512_i32 : i32
// CHECK-NEXT: %12 = arith.muli %arg2, %c256_i32 : i32
// CHECK-NEXT: %13 = ascendc.local_tensor.subindex %7[%12] : !ascendc.local_tensor<32x32xf16>, i32, !ascendc.local_tensor<32x32xf16>
// CHECK-NEXT: %14 = ascendc.local_tensor.subindex %8[%11] : !ascendc.local_tensor<32x32xf16>, i32, !ascendc.local_tensor<32x32xf16>
// CHECK-NEXT: ascendc.load_data_g2l %14, %13, %10 : !ascendc.local_tensor<32x32xf16>, !ascendc.local_tensor<32x32xf16>, !ascendc.load_data_2d_params
// CHECK-NEXT: } {asctile.parallel}
// CHECK-NEXT: return %9 : !asctile.tile<32x32xf16, L0B>
// CHECK-NEXT: }
func.func @copy_l0b_f16(%arg0: !asctile.tile<32x32xf16, L1>, %i: i32) -> !asctile.tile<32x32xf16, L0B> {
  %0 = asctile.copy %arg0[%i, %i] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0B>
  return %0 : !asctile.tile<32x32xf16, L0B>
}

// CHECK-LABEL: func.func @copy_l0b_f32(%arg0: !asctile.tile<32x32xf32, L1>, %arg1: i32) -> !asctile.tile<32x32xf32, L0B> {
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c512_i32 = arith.constant 512 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x32xf32, L1> to !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %1 = arith.divsi %arg1, %c8_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c256_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c8_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg1, %c8_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<32x32xf32>, i32, !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto b2() : <32x32xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x32xf32> to !asctile.tile<32x32xf32, L0B>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_transpose_params("repeatTimes" = %c2_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "dstFracGap" = %c1_i32 : i32)
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %11 = arith.muli %arg2, %c512_i32 : i32
// CHECK-NEXT: %12 = arith.muli %arg2, %c512_i32 : i32
// CHECK-NEXT: %13 = ascendc.local_tensor.subindex %7[%12] : !ascendc.local_tensor<32x32xf32>, i32, !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %14 = ascendc.local_tensor.subindex %8[%11] : !ascendc.local_tensor<32x32xf32>, i32, !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: ascendc.load_data_with_transpose %14, %13, %10 : !ascendc.local_tensor<32x32xf32>, !ascendc.local_tensor<32x32xf32>, !ascendc.load_data_2d_transpose_params
// CHECK-NEXT: } {asctile.parallel}
// CHECK-NEXT: return %9 : !asctile.tile<32x32xf32, L0B>
// CHECK-NEXT: }
func.func @copy_l0b_f32(%arg0: !asctile.tile<32x32xf32, L1>, %i: i32) -> !asctile.tile<32x32xf32, L0B> {
  %0 = asctile.copy %arg0[%i, %i] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0B>
  return %0 : !asctile.tile<32x32xf32, L0B>
}

// CHECK-LABEL: func.func @get_set(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32, %arg3: !asctile.tile<1xf32, UB>) -> f32 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : !asctile.tile<1xf32, UB> to !ascendc.local_tensor<1xf32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<8x16xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<8x16xf32> to !ascendc.global_tensor<8x16xf32>
// CHECK-NEXT: %3 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.get_value %2, %4 : !ascendc.global_tensor<8x16xf32>, i32, f32
// CHECK-NEXT: %6 = arith.muli %arg2, %c16_i32 : i32
// CHECK-NEXT: %7 = arith.addi %arg1, %6 : i32
// CHECK-NEXT: %8 = emitc.cast %7 : i32 to ui64
// CHECK-NEXT: ascendc.global_tensor.set_value %2, %8, %5 : !ascendc.global_tensor<8x16xf32>, ui64, f32
// CHECK-NEXT: %9 = ascendc.local_tensor.get_value %0, %c0_i64 : !ascendc.local_tensor<1xf32>, i64, f32
// CHECK-NEXT: %10 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %11 = arith.addi %arg1, %10 : i32
// CHECK-NEXT: %12 = emitc.cast %11 : i32 to ui64
// CHECK-NEXT: ascendc.global_tensor.set_value %2, %12, %9 : !ascendc.global_tensor<8x16xf32>, ui64, f32
// CHECK-NEXT: return %5 : f32
// CHECK-NEXT: }
func.func @get_set(%arg0: memref<*xf32, 22>, %i: i32, %j: i32, %t: !asctile.tile<1xf32, UB>) -> f32 {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<8x16xf32>
  %v = asctile.get_value %0[%i, %j] : !asctile.tensor<8x16xf32>
  asctile.set_value %v, %0[%j, %i] : f32, !asctile.tensor<8x16xf32>
  asctile.set_value %t, %0[%i, %i] : !asctile.tile<1xf32, UB>, !asctile.tensor<8x16xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @q_bf16(%arg0: memref<*xbf16, 22>, %arg1: !asctile.tile<16x16xf32, L0C>, %arg2: i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16x16xf32, L0C> to !ascendc.local_tensor<16x16xf32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xbf16, 22>, !asctile.tensor<32x32xbf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<32x32xbf16> to !ascendc.global_tensor<32x32xbf16>
// CHECK-NEXT: %3 = arith.muli %arg2, %c32_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<32x32xbf16>, i32, !ascendc.global_tensor<32x32xbf16>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.quant_mode_t(%c16_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c16_i32 : i32, "mSize" = %c16_i32 : i32, "srcStride" = %c16_i32 : i32, "dstStride" = %c32_i32 : i32, "quantPre" = %6 : !ascendc.quant_mode_t)
// CHECK-NEXT: %8 = ascendc.construct !ascendc.co2_layout(%c1_i32) constexpr static : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.fixpipe_config(%8) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %5, %0, %7, %9 : !ascendc.global_tensor<32x32xbf16>, !ascendc.local_tensor<16x16xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @q_bf16(%arg0: memref<*xbf16, 22>, %a: !asctile.tile<16x16xf32, L0C>, %i: i32) {
  %0 = asctile.tensor %arg0() : memref<*xbf16, 22>, !asctile.tensor<32x32xbf16>
  asctile.store_fixpipe %a, %0[%i, %i] {quantize} : !asctile.tile<16x16xf32, L0C>, !asctile.tensor<32x32xbf16>
  return
}

// CHECK-LABEL: func.func @q_i32_f16(%arg0: memref<*xf16, 22>, %arg1: !asctile.tile<16x16xi32, L0C>, %arg2: i32) {
// CHECK-NEXT: %c11_i32 = arith.constant 11 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16x16xi32, L0C> to !ascendc.local_tensor<16x16xi32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<32x32xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<32x32xf16> to !ascendc.global_tensor<32x32xf16>
// CHECK-NEXT: %3 = arith.muli %arg2, %c32_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<32x32xf16>, i32, !ascendc.global_tensor<32x32xf16>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.quant_mode_t(%c11_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c16_i32 : i32, "mSize" = %c16_i32 : i32, "srcStride" = %c16_i32 : i32, "dstStride" = %c32_i32 : i32, "reluEn" = %c1_i32 : i32, "quantPre" = %6 : !ascendc.quant_mode_t)
// CHECK-NEXT: %8 = ascendc.construct !ascendc.co2_layout(%c1_i32) constexpr static : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.fixpipe_config(%8) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %5, %0, %7, %9 : !ascendc.global_tensor<32x32xf16>, !ascendc.local_tensor<16x16xi32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @q_i32_f16(%arg0: memref<*xf16, 22>, %a: !asctile.tile<16x16xi32, L0C>, %i: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<32x32xf16>
  asctile.store_fixpipe %a, %0[%i, %i] {quantize, relu} : !asctile.tile<16x16xi32, L0C>, !asctile.tensor<32x32xf16>
  return
}

// CHECK-LABEL: func.func @copy_fixpipe_f16(%arg0: !asctile.tile<16x32xf32, L0C>, %arg1: i32) -> !asctile.tile<16x16xf16, L1> {
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16x32xf32, L0C> to !ascendc.local_tensor<16x32xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto a1() : <16x16xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16x16xf16> to !asctile.tile<16x16xf16, L1>
// CHECK-NEXT: %3 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg1, %3 : i32
// CHECK-NEXT: %5 = ascendc.local_tensor.subindex %0[%4] : !ascendc.local_tensor<16x32xf32>, i32, !ascendc.local_tensor<16x32xf32>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.quant_mode_t(%c1_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.fixpipe_params_c310<0 : i32>("nSize" = %c32_i32 : i32, "mSize" = %c16_i32 : i32, "srcStride" = %c16_i32 : i32, "dstStride" = %c256_i32 : i32, "quantPre" = %6 : !ascendc.quant_mode_t)
// CHECK-NEXT: %8 = ascendc.construct !ascendc.co2_layout(%c0_i32) constexpr static : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.fixpipe_config(%8) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %1, %5, %7, %9 : !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x32xf32>, !ascendc.fixpipe_params_c310<0 : i32>, !ascendc.fixpipe_config
// CHECK-NEXT: return %2 : !asctile.tile<16x16xf16, L1>
// CHECK-NEXT: }
func.func @copy_fixpipe_f16(%a: !asctile.tile<16x32xf32, L0C>, %i: i32) -> !asctile.tile<16x16xf16, L1> {
  %0 = asctile.copy_fixpipe %a[%i, %i] {quantize} : !asctile.tile<16x32xf32, L0C>, !asctile.tile<16x16xf16, L1>
  return %0 : !asctile.tile<16x16xf16, L1>
}

