// Held-out style cases for asclower-asctile-data-transfer, round 2 (no arch attribute):
// a 2-D bf16 UB load from a ?x100 tensor (block count 4, right pad 40 - m), a 1-D i8
// store to a static tensor (dstStride 900), L1 loads of an i8 tile (Nd2Nz with 16-row
// fractals, kb 32) and of a matrix-A bf16 tile (rows rounded up to 48), L1 -> L0A copy
// of a bf16 sub-tile at offsets (NZ offset, 4 repeats), L1 -> L0B copy of i8 (transposing
// LoadData loop of 2, srcStride 2, asctile.parallel), store_fixpipe quantizing f32 -> i8
// (QF322B8_PRE) and i32 -> i8 with relu (REQ8), a relu-only store_fixpipe to a static
// tensor, copy_fixpipe to bf16 with relu (result-shape offsets, dstStride 512), and
// get_value/set_value on a 2-D i16 tensor.
// RUN: ascopt -asclower-asctile-data-transfer -canonicalize %s | FileCheck %s



// CHECK-LABEL: func.func @ub2d(%arg0: memref<*xbf16, 22>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: bf16) -> !asctile.tile<4x40xbf16, UB> {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c100_i32 = arith.constant 100 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0(%arg1) : memref<*xbf16, 22>, !asctile.tensor<?x100xbf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?x100xbf16> to !ascendc.global_tensor<?x100xbf16>
// CHECK-NEXT: %2 = arith.muli %arg2, %c100_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg3, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<?x100xbf16>, i32, !ascendc.global_tensor<?x100xbf16>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <4x40xbf16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<4x40xbf16> to !asctile.tile<4x40xbf16, UB>
// CHECK-NEXT: %7 = arith.subi %c100_i32, %arg3 : i32
// CHECK-NEXT: %8 = arith.cmpi slt, %7, %c0_i32 : i32
// CHECK-NEXT: %9 = arith.select %8, %c0_i32, %7 : i32
// CHECK-NEXT: %10 = arith.minsi %9, %c40_i32 : i32
// CHECK-NEXT: %11 = arith.muli %10, %c2_i32 : i32
// CHECK-NEXT: %12 = arith.subi %c100_i32, %10 : i32
// CHECK-NEXT: %13 = arith.muli %12, %c2_i32 : i32
// CHECK-NEXT: %14 = arith.subi %c40_i32, %10 : i32
// CHECK-NEXT: %15 = ascendc.construct !ascendc.data_copy_ext_params(%c4_i32, %11, %13, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: %16 = ascendc.construct !ascendc.data_copy_pad_ext_params<bf16>(%c1_i32, %c0_i32, %14, %arg4) [i32, i32, ui8, bf16] : i32, i32, i32, bf16
// CHECK-NEXT: ascendc.data_copy_pad_l0_ext %5, %4, %15, %16 : !ascendc.local_tensor<4x40xbf16>, !ascendc.global_tensor<?x100xbf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<bf16>
// CHECK-NEXT: return %6 : !asctile.tile<4x40xbf16, UB>
// CHECK-NEXT: }
func.func @ub2d(%m: memref<*xbf16, 22>, %n: i32, %r: i32, %c: i32, %p: bf16) -> !asctile.tile<4x40xbf16, UB> {
  %t = asctile.tensor %m(%n) : memref<*xbf16, 22>, !asctile.tensor<?x100xbf16>
  %0 = asctile.load %t[%r, %c], %p : !asctile.tensor<?x100xbf16>, !asctile.tile<4x40xbf16, UB>
  return %0 : !asctile.tile<4x40xbf16, UB>
}

// CHECK-LABEL: func.func @st1d(%arg0: memref<*xi8, 22>, %arg1: i32, %arg2: !asctile.tile<100xi8, UB>) {
// CHECK-NEXT: %c900_i32 = arith.constant 900 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c100_i32 = arith.constant 100 : i32
// CHECK-NEXT: %c1000_i32 = arith.constant 1000 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<100xi8, UB> to !ascendc.local_tensor<100xi8>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xi8, 22>, !asctile.tensor<1000xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<1000xi8> to !ascendc.global_tensor<1000xi8>
// CHECK-NEXT: %3 = ascendc.global_tensor.subindex %2[%arg1] : !ascendc.global_tensor<1000xi8>, i32, !ascendc.global_tensor<1000xi8>
// CHECK-NEXT: %4 = arith.subi %c1000_i32, %arg1 : i32
// CHECK-NEXT: %5 = arith.minsi %4, %c100_i32 : i32
// CHECK-NEXT: %6 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %5, %c0_i32, %c900_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %3, %0, %6 : !ascendc.global_tensor<1000xi8>, !ascendc.local_tensor<100xi8>, !ascendc.data_copy_ext_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @st1d(%m: memref<*xi8, 22>, %o: i32, %v: !asctile.tile<100xi8, UB>) {
  %t = asctile.tensor %m() : memref<*xi8, 22>, !asctile.tensor<1000xi8>
  asctile.store %v, %t[%o] : !asctile.tile<100xi8, UB>, !asctile.tensor<1000xi8>
  return
}

// CHECK-LABEL: func.func @l1i8(%arg0: memref<*xi8, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<40x64xi8, L1> {
// CHECK-NEXT: %c1024_i32 = arith.constant 1024 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xi8, 22>, !asctile.tensor<128x128xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<128x128xi8> to !ascendc.global_tensor<128x128xi8>
// CHECK-NEXT: %2 = arith.muli %arg1, %c128_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<128x128xi8>, i32, !ascendc.global_tensor<128x128xi8>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <40x64xi8>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<40x64xi8> to !asctile.tile<40x64xi8, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c3_i32, %c16_i32, %c64_i32, %c1024_i32, %c64_i32, %c16_i32, %c1_i32, %c1024_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<40x64xi8>, !ascendc.global_tensor<128x128xi8>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<40x64xi8, L1>
// CHECK-NEXT: }
func.func @l1i8(%m: memref<*xi8, 22>, %r: i32, %c: i32) -> !asctile.tile<40x64xi8, L1> {
  %t = asctile.tensor %m() : memref<*xi8, 22>, !asctile.tensor<128x128xi8>
  %0 = asctile.load %t[%r, %c] : !asctile.tensor<128x128xi8>, !asctile.tile<40x64xi8, L1>
  return %0 : !asctile.tile<40x64xi8, L1>
}

// CHECK-LABEL: func.func @l1bf(%arg0: memref<*xbf16, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<40x64xbf16, L1> {
// CHECK-NEXT: %c48_i32 = arith.constant 48 : i32
// CHECK-NEXT: %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xbf16, 22>, !asctile.tensor<128x128xbf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<128x128xbf16> to !ascendc.global_tensor<128x128xbf16>
// CHECK-NEXT: %2 = arith.muli %arg1, %c128_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<128x128xbf16>, i32, !ascendc.global_tensor<128x128xbf16>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <40x64xbf16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<40x64xbf16> to !asctile.tile<40x64xbf16, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c1_i32, %c40_i32, %c64_i32, %c0_i32, %c128_i32, %c48_i32, %c1_i32, %c0_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<40x64xbf16>, !ascendc.global_tensor<128x128xbf16>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<40x64xbf16, L1>
// CHECK-NEXT: }
func.func @l1bf(%m: memref<*xbf16, 22>, %r: i32, %c: i32) -> !asctile.tile<40x64xbf16, L1> {
  %t = asctile.tensor %m() : memref<*xbf16, 22>, !asctile.tensor<128x128xbf16>
  %0 = asctile.load %t[%r, %c] {asctile.is_matrix_a} : !asctile.tensor<128x128xbf16>, !asctile.tile<40x64xbf16, L1>
  return %0 : !asctile.tile<40x64xbf16, L1>
}

// CHECK-LABEL: func.func @copy_l0a(%arg0: !asctile.tile<64x64xbf16, L1>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x32xbf16, L0A> {
// CHECK-NEXT: %c1024_i32 = arith.constant 1024 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64x64xbf16, L1> to !ascendc.local_tensor<64x64xbf16>
// CHECK-NEXT: %1 = arith.divsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c1024_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<64x64xbf16>, i32, !ascendc.local_tensor<64x64xbf16>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto a2() : <32x32xbf16>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x32xbf16> to !asctile.tile<32x32xbf16, L0A>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c4_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// CHECK-NEXT: ascendc.load_data_g2l %8, %7, %10 : !ascendc.local_tensor<32x32xbf16>, !ascendc.local_tensor<64x64xbf16>, !ascendc.load_data_2d_params
// CHECK-NEXT: return %9 : !asctile.tile<32x32xbf16, L0A>
// CHECK-NEXT: }
func.func @copy_l0a(%a: !asctile.tile<64x64xbf16, L1>, %i: i32, %j: i32) -> !asctile.tile<32x32xbf16, L0A> {
  %0 = asctile.copy %a[%i, %j] : !asctile.tile<64x64xbf16, L1>, !asctile.tile<32x32xbf16, L0A>
  return %0 : !asctile.tile<32x32xbf16, L0A>
}

// CHECK-LABEL: func.func @copy_l0b_i8(%arg0: !asctile.tile<64x64xi8, L1>, %arg1: i32, %arg2: i32) -> !asctile.tile<64x64xi8, L0B> {
// CHECK-NEXT: %c2048_i32 = arith.constant 2048 : i32
// CHECK-NEXT: %c512_i32 = arith.constant 512 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64x64xi8, L1> to !ascendc.local_tensor<64x64xi8>
// CHECK-NEXT: %1 = arith.divsi %arg2, %c32_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c2048_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c32_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg2, %c32_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<64x64xi8>, i32, !ascendc.local_tensor<64x64xi8>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto b2() : <64x64xi8>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<64x64xi8> to !asctile.tile<64x64xi8, L0B>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c4_i32 : i32, "srcStride" = %c2_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %true : i1)
// CHECK-NEXT: scf.for %arg3 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %11 = arith.muli %arg3, %c2048_i32 : i32
// CHECK-NEXT: %12 = arith.muli %arg3, %c512_i32 : i32
// CHECK-NEXT: %13 = ascendc.local_tensor.subindex %7[%12] : !ascendc.local_tensor<64x64xi8>, i32, !ascendc.local_tensor<64x64xi8>
// CHECK-NEXT: %14 = ascendc.local_tensor.subindex %8[%11] : !ascendc.local_tensor<64x64xi8>, i32, !ascendc.local_tensor<64x64xi8>
// CHECK-NEXT: ascendc.load_data_g2l %14, %13, %10 : !ascendc.local_tensor<64x64xi8>, !ascendc.local_tensor<64x64xi8>, !ascendc.load_data_2d_params
// CHECK-NEXT: } {asctile.parallel}
// CHECK-NEXT: return %9 : !asctile.tile<64x64xi8, L0B>
// CHECK-NEXT: }
func.func @copy_l0b_i8(%a: !asctile.tile<64x64xi8, L1>, %i: i32, %j: i32) -> !asctile.tile<64x64xi8, L0B> {
  %0 = asctile.copy %a[%i, %j] : !asctile.tile<64x64xi8, L1>, !asctile.tile<64x64xi8, L0B>
  return %0 : !asctile.tile<64x64xi8, L0B>
}

// CHECK-LABEL: func.func @fix_i8(%arg0: !asctile.tile<16x32xf32, L0C>, %arg1: !asctile.tile<16x32xi32, L0C>, %arg2: memref<*xi8, 22>, %arg3: i32, %arg4: i32) {
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c24_i32 = arith.constant 24 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16x32xi32, L0C> to !ascendc.local_tensor<16x32xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16x32xf32, L0C> to !ascendc.local_tensor<16x32xf32>
// CHECK-NEXT: %2 = asctile.tensor %arg2(%arg3) : memref<*xi8, 22>, !asctile.tensor<?x64xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !asctile.tensor<?x64xi8> to !ascendc.global_tensor<?x64xi8>
// CHECK-NEXT: %4 = arith.muli %arg4, %c64_i32 : i32
// CHECK-NEXT: %5 = arith.addi %arg4, %4 : i32
// CHECK-NEXT: %6 = ascendc.global_tensor.subindex %3[%5] : !ascendc.global_tensor<?x64xi8>, i32, !ascendc.global_tensor<?x64xi8>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.quant_mode_t(%c24_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %8 = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c32_i32 : i32, "mSize" = %c16_i32 : i32, "srcStride" = %c16_i32 : i32, "dstStride" = %c64_i32 : i32, "quantPre" = %7 : !ascendc.quant_mode_t)
// CHECK-NEXT: %9 = ascendc.construct !ascendc.co2_layout(%c1_i32) constexpr static : i32
// CHECK-NEXT: %10 = ascendc.construct !ascendc.fixpipe_config(%9) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %6, %1, %8, %10 : !ascendc.global_tensor<?x64xi8>, !ascendc.local_tensor<16x32xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
// CHECK-NEXT: %11 = arith.muli %arg4, %c64_i32 : i32
// CHECK-NEXT: %12 = arith.addi %arg4, %11 : i32
// CHECK-NEXT: %13 = ascendc.global_tensor.subindex %3[%12] : !ascendc.global_tensor<?x64xi8>, i32, !ascendc.global_tensor<?x64xi8>
// CHECK-NEXT: %14 = ascendc.construct !ascendc.quant_mode_t(%c9_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %15 = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c32_i32 : i32, "mSize" = %c16_i32 : i32, "srcStride" = %c16_i32 : i32, "dstStride" = %c64_i32 : i32, "reluEn" = %c1_i32 : i32, "quantPre" = %14 : !ascendc.quant_mode_t)
// CHECK-NEXT: %16 = ascendc.construct !ascendc.co2_layout(%c1_i32) constexpr static : i32
// CHECK-NEXT: %17 = ascendc.construct !ascendc.fixpipe_config(%16) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %13, %0, %15, %17 : !ascendc.global_tensor<?x64xi8>, !ascendc.local_tensor<16x32xi32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fix_i8(%c: !asctile.tile<16x32xf32, L0C>, %d: !asctile.tile<16x32xi32, L0C>, %m: memref<*xi8, 22>, %n: i32, %i: i32) {
  %t = asctile.tensor %m(%n) : memref<*xi8, 22>, !asctile.tensor<?x64xi8>
  asctile.store_fixpipe %c, %t[%i, %i] {quantize} : !asctile.tile<16x32xf32, L0C>, !asctile.tensor<?x64xi8>
  asctile.store_fixpipe %d, %t[%i, %i] {quantize, relu} : !asctile.tile<16x32xi32, L0C>, !asctile.tensor<?x64xi8>
  return
}

// CHECK-LABEL: func.func @fix_plain(%arg0: !asctile.tile<16x32xf32, L0C>, %arg1: memref<*xf32, 22>, %arg2: i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16x32xf32, L0C> to !ascendc.local_tensor<16x32xf32>
// CHECK-NEXT: %1 = asctile.tensor %arg1() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<64x64xf32> to !ascendc.global_tensor<64x64xf32>
// CHECK-NEXT: %3 = arith.muli %arg2, %c64_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<64x64xf32>, i32, !ascendc.global_tensor<64x64xf32>
// CHECK-NEXT: %6 = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c32_i32 : i32, "mSize" = %c16_i32 : i32, "srcStride" = %c16_i32 : i32, "dstStride" = %c64_i32 : i32, "reluEn" = %c1_i32 : i32)
// CHECK-NEXT: %7 = ascendc.construct !ascendc.co2_layout(%c1_i32) constexpr static : i32
// CHECK-NEXT: %8 = ascendc.construct !ascendc.fixpipe_config(%7) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %5, %0, %6, %8 : !ascendc.global_tensor<64x64xf32>, !ascendc.local_tensor<16x32xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fix_plain(%c: !asctile.tile<16x32xf32, L0C>, %m: memref<*xf32, 22>, %i: i32) {
  %t = asctile.tensor %m() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  asctile.store_fixpipe %c, %t[%i, %i] {relu} : !asctile.tile<16x32xf32, L0C>, !asctile.tensor<64x64xf32>
  return
}

// CHECK-LABEL: func.func @copy_fix_relu(%arg0: !asctile.tile<32x32xf32, L0C>, %arg1: i32) -> !asctile.tile<16x32xbf16, L1> {
// CHECK-NEXT: %c512_i32 = arith.constant 512 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x32xf32, L0C> to !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto a1() : <16x32xbf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16x32xbf16> to !asctile.tile<16x32xbf16, L1>
// CHECK-NEXT: %3 = arith.muli %arg1, %c32_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg1, %3 : i32
// CHECK-NEXT: %5 = ascendc.local_tensor.subindex %0[%4] : !ascendc.local_tensor<32x32xf32>, i32, !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.quant_mode_t(%c16_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.fixpipe_params_c310<0 : i32>("nSize" = %c32_i32 : i32, "mSize" = %c32_i32 : i32, "srcStride" = %c32_i32 : i32, "dstStride" = %c512_i32 : i32, "reluEn" = %c1_i32 : i32, "quantPre" = %6 : !ascendc.quant_mode_t)
// CHECK-NEXT: %8 = ascendc.construct !ascendc.co2_layout(%c0_i32) constexpr static : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.fixpipe_config(%8) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %1, %5, %7, %9 : !ascendc.local_tensor<16x32xbf16>, !ascendc.local_tensor<32x32xf32>, !ascendc.fixpipe_params_c310<0 : i32>, !ascendc.fixpipe_config
// CHECK-NEXT: return %2 : !asctile.tile<16x32xbf16, L1>
// CHECK-NEXT: }
func.func @copy_fix_relu(%c: !asctile.tile<32x32xf32, L0C>, %i: i32) -> !asctile.tile<16x32xbf16, L1> {
  %0 = asctile.copy_fixpipe %c[%i, %i] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<16x32xbf16, L1>
  return %0 : !asctile.tile<16x32xbf16, L1>
}

// CHECK-LABEL: func.func @values(%arg0: memref<*xi16, 22>, %arg1: i32, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0(%arg1) : memref<*xi16, 22>, !asctile.tensor<?x16xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?x16xi16> to !ascendc.global_tensor<?x16xi16>
// CHECK-NEXT: %2 = arith.muli %arg2, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg3, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.get_value %1, %3 : !ascendc.global_tensor<?x16xi16>, i32, i16
// CHECK-NEXT: %5 = arith.muli %arg3, %c16_i32 : i32
// CHECK-NEXT: %6 = arith.addi %arg2, %5 : i32
// CHECK-NEXT: %7 = emitc.cast %6 : i32 to ui64
// CHECK-NEXT: ascendc.global_tensor.set_value %1, %7, %4 : !ascendc.global_tensor<?x16xi16>, ui64, i16
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @values(%m: memref<*xi16, 22>, %n: i32, %i: i32, %j: i32) {
  %t = asctile.tensor %m(%n) : memref<*xi16, 22>, !asctile.tensor<?x16xi16>
  %v = asctile.get_value %t[%i, %j] : !asctile.tensor<?x16xi16>
  asctile.set_value %v, %t[%j, %i] : i16, !asctile.tensor<?x16xi16>
  return
}

