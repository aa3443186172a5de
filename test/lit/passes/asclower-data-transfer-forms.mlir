// asclower-asctile-data-transfer: dynamic 1-D f16 load, L1 loads (f32 not matrix A: ndNum
// blocks of 16 rows; f16 matrix A: one block), 2-D and 1-D stores, get_value/set_value (scalar
// and 1-element tile), copies L1 -> L0A/L0B (f16, and f32 with the transposing loop) and
// copy_fixpipe with relu and quantize (f32 -> f16).

// RUN: ascopt -asclower-asctile-data-transfer -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @lower_load_dynamic_1d(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<64xf16, UB> {
// CHECK:      %0 = asctile.tensor %arg0(%arg1) : memref<*xf16, 22>, !asctile.tensor<?xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?xf16> to !ascendc.global_tensor<?xf16>
// CHECK-NEXT: %2 = ascendc.global_tensor.subindex %1[%arg2] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <64xf16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<64xf16> to !asctile.tile<64xf16, UB>
// CHECK-NEXT: %5 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %5, %c0_i32 : i32
// CHECK-NEXT: %7 = arith.select %6, %c0_i32, %5 : i32
// CHECK-NEXT: %8 = arith.minsi %7, %c64_i32 : i32
// CHECK-NEXT: %9 = arith.muli %8, %c2_i32 : i32
// CHECK-NEXT: %10 = arith.subi %arg1, %8 : i32
// CHECK-NEXT: %11 = arith.muli %10, %c2_i32 : i32
// CHECK-NEXT: %12 = arith.subi %c64_i32, %8 : i32
// CHECK-NEXT: %13 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %9, %11, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: %14 = ascendc.construct !ascendc.data_copy_pad_ext_params<f16>(%c1_i32, %c0_i32, %12, %cst) [i32, i32, ui8, f16] : i32, i32, i32, f16
// CHECK-NEXT: ascendc.data_copy_pad_l0_ext %3, %2, %13, %14 : !ascendc.local_tensor<64xf16>, !ascendc.global_tensor<?xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
// CHECK-NEXT: return %4 : !asctile.tile<64xf16, UB>
func.func @lower_load_dynamic_1d(%arg0: memref<*xf16, 22>, %n: i32, %off: i32) -> !asctile.tile<64xf16, UB> {
  %0 = asctile.tensor %arg0(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = asctile.load %0[%off], %cst : !asctile.tensor<?xf16>, !asctile.tile<64xf16, UB>
  return %1 : !asctile.tile<64xf16, UB>
}

// CHECK-LABEL: func.func @lower_load_l1_f32(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32) -> !asctile.tile<32x32xf32, L1> {
// CHECK:      %0 = asctile.tensor %arg0(%arg1, %arg2) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?x?xf32> to !ascendc.global_tensor<?x?xf32>
// CHECK-NEXT: %2 = arith.muli %arg3, %arg2 : i32
// CHECK-NEXT: %3 = arith.addi %arg4, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<?x?xf32>, i32, !ascendc.global_tensor<?x?xf32>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <32x32xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<32x32xf32> to !asctile.tile<32x32xf32, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c2_i32, %c16_i32, %c32_i32, %c512_i32, %c32_i32, %c16_i32, %c1_i32, %c512_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<32x32xf32>, !ascendc.global_tensor<?x?xf32>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<32x32xf32, L1>
func.func @lower_load_l1_f32(%arg0: memref<*xf32, 22>, %m: i32, %k: i32, %o0: i32, %o1: i32) -> !asctile.tile<32x32xf32, L1> {
  %0 = asctile.tensor %arg0(%m, %k) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = asctile.load %0[%o0, %o1], %cst : !asctile.tensor<?x?xf32>, !asctile.tile<32x32xf32, L1>
  return %1 : !asctile.tile<32x32xf32, L1>
}

// CHECK-LABEL: func.func @lower_load_l1_a(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x64xf16, L1> {
// CHECK:      %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<128x128xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<128x128xf16> to !ascendc.global_tensor<128x128xf16>
// CHECK-NEXT: %2 = arith.muli %arg1, %c128_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<128x128xf16>, i32, !ascendc.global_tensor<128x128xf16>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <32x64xf16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<32x64xf16> to !asctile.tile<32x64xf16, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c1_i32, %c32_i32, %c64_i32, %c0_i32, %c128_i32, %c32_i32, %c1_i32, %c0_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<32x64xf16>, !ascendc.global_tensor<128x128xf16>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<32x64xf16, L1>
func.func @lower_load_l1_a(%arg0: memref<*xf16, 22>, %o0: i32, %o1: i32) -> !asctile.tile<32x64xf16, L1> {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<128x128xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = asctile.load %0[%o0, %o1], %cst {asctile.is_matrix_a} : !asctile.tensor<128x128xf16>, !asctile.tile<32x64xf16, L1>
  return %1 : !asctile.tile<32x64xf16, L1>
}

// CHECK-LABEL: func.func @lower_store_2d(%arg0: memref<*xf32, 22>, %arg1: !asctile.tile<16x16xf32, UB>, %arg2: i32, %arg3: i32) {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16x16xf32, UB> to !ascendc.local_tensor<16x16xf32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<32x32xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<32x32xf32> to !ascendc.global_tensor<32x32xf32>
// CHECK-NEXT: %3 = arith.muli %arg2, %c32_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<32x32xf32>, i32, !ascendc.global_tensor<32x32xf32>
// CHECK-NEXT: %6 = arith.subi %c1024_i32, %4 : i32
// CHECK-NEXT: %7 = arith.minsi %6, %c16_i32 : i32
// CHECK-NEXT: %8 = arith.muli %7, %c4_i32 : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.data_copy_ext_params(%c16_i32, %8, %c0_i32, %c64_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %5, %0, %9 : !ascendc.global_tensor<32x32xf32>, !ascendc.local_tensor<16x16xf32>, !ascendc.data_copy_ext_params
// CHECK-NEXT: return
func.func @lower_store_2d(%arg0: memref<*xf32, 22>, %v: !asctile.tile<16x16xf32, UB>, %o0: i32, %o1: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<32x32xf32>
  asctile.store %v, %0[%o0, %o1] : !asctile.tile<16x16xf32, UB>, !asctile.tensor<32x32xf32>
  return
}

// CHECK-LABEL: func.func @lower_store_1d(%arg0: memref<*xi16, 22>, %arg1: i32, %arg2: !asctile.tile<128xi16, UB>, %arg3: i32) {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<128xi16, UB> to !ascendc.local_tensor<128xi16>
// CHECK-NEXT: %1 = asctile.tensor %arg0(%arg1) : memref<*xi16, 22>, !asctile.tensor<?xi16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<?xi16> to !ascendc.global_tensor<?xi16>
// CHECK-NEXT: %3 = ascendc.global_tensor.subindex %2[%arg3] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
// CHECK-NEXT: %4 = arith.subi %arg1, %arg3 : i32
// CHECK-NEXT: %5 = arith.subi %arg1, %c128_i32 : i32
// CHECK-NEXT: %6 = arith.muli %5, %c2_i32 : i32
// CHECK-NEXT: %7 = arith.minsi %4, %c128_i32 : i32
// CHECK-NEXT: %8 = arith.muli %7, %c2_i32 : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %8, %c0_i32, %6, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %3, %0, %9 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<128xi16>, !ascendc.data_copy_ext_params
// CHECK-NEXT: return
func.func @lower_store_1d(%arg0: memref<*xi16, 22>, %n: i32, %v: !asctile.tile<128xi16, UB>, %o0: i32) {
  %0 = asctile.tensor %arg0(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
  asctile.store %v, %0[%o0] : !asctile.tile<128xi16, UB>, !asctile.tensor<?xi16>
  return
}

// CHECK-LABEL: func.func @lower_get_value(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32, %arg3: i32) -> f32 {
// CHECK:      %0 = asctile.tensor %arg0(%arg1) : memref<*xf32, 22>, !asctile.tensor<?x8xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?x8xf32> to !ascendc.global_tensor<?x8xf32>
// CHECK-NEXT: %2 = arith.muli %arg2, %c8_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg3, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.get_value %1, %3 : !ascendc.global_tensor<?x8xf32>, i32, f32
// CHECK-NEXT: return %4 : f32
func.func @lower_get_value(%arg0: memref<*xf32, 22>, %n: i32, %i: i32, %j: i32) -> f32 {
  %0 = asctile.tensor %arg0(%n) : memref<*xf32, 22>, !asctile.tensor<?x8xf32>
  %1 = asctile.get_value %0[%i, %j] : !asctile.tensor<?x8xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @lower_set_value(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32, %arg3: f32) {
// CHECK:      %0 = asctile.tensor %arg0(%arg1) : memref<*xf32, 22>, !asctile.tensor<?xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?xf32> to !ascendc.global_tensor<?xf32>
// CHECK-NEXT: %2 = emitc.cast %arg2 : i32 to ui64
// CHECK-NEXT: ascendc.global_tensor.set_value %1, %2, %arg3 : !ascendc.global_tensor<?xf32>, ui64, f32
// CHECK-NEXT: return
func.func @lower_set_value(%arg0: memref<*xf32, 22>, %n: i32, %i: i32, %v: f32) {
  %0 = asctile.tensor %arg0(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  asctile.set_value %v, %0[%i] : f32, !asctile.tensor<?xf32>
  return
}

// CHECK-LABEL: func.func @lower_set_value_tile(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32, %arg3: !asctile.tile<1xf32, UB>) {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg3 : !asctile.tile<1xf32, UB> to !ascendc.local_tensor<1xf32>
// CHECK-NEXT: %1 = asctile.tensor %arg0(%arg1) : memref<*xf32, 22>, !asctile.tensor<?xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<?xf32> to !ascendc.global_tensor<?xf32>
// CHECK-NEXT: %3 = ascendc.local_tensor.get_value %0, %c0_i64 : !ascendc.local_tensor<1xf32>, i64, f32
// CHECK-NEXT: %4 = emitc.cast %arg2 : i32 to ui64
// CHECK-NEXT: ascendc.global_tensor.set_value %2, %4, %3 : !ascendc.global_tensor<?xf32>, ui64, f32
// CHECK-NEXT: return
func.func @lower_set_value_tile(%arg0: memref<*xf32, 22>, %n: i32, %i: i32, %v: !asctile.tile<1xf32, UB>) {
  %0 = asctile.tensor %arg0(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  asctile.set_value %v, %0[%i] : !asctile.tile<1xf32, UB>, !asctile.tensor<?xf32>
  return
}

// CHECK-LABEL: func.func @lower_copy_l0a(%arg0: !asctile.tile<32x64xf16, L1>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x32xf16, L0A> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x64xf16, L1> to !ascendc.local_tensor<32x64xf16>
// CHECK-NEXT: %1 = arith.divsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c512_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<32x64xf16>, i32, !ascendc.local_tensor<32x64xf16>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto a2() : <32x32xf16>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x32xf16> to !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c4_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// CHECK-NEXT: ascendc.load_data_g2l %8, %7, %10 : !ascendc.local_tensor<32x32xf16>, !ascendc.local_tensor<32x64xf16>, !ascendc.load_data_2d_params
// CHECK-NEXT: return %9 : !asctile.tile<32x32xf16, L0A>
func.func @lower_copy_l0a(%a: !asctile.tile<32x64xf16, L1>, %i: i32, %j: i32) -> !asctile.tile<32x32xf16, L0A> {
  %0 = asctile.copy %a[%i, %j] : !asctile.tile<32x64xf16, L1>, !asctile.tile<32x32xf16, L0A>
  return %0 : !asctile.tile<32x32xf16, L0A>
}

// CHECK-LABEL: func.func @lower_copy_l0b(%arg0: !asctile.tile<64x32xf16, L1>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x32xf16, L0B> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64x32xf16, L1> to !ascendc.local_tensor<64x32xf16>
// CHECK-NEXT: %1 = arith.divsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c1024_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<64x32xf16>, i32, !ascendc.local_tensor<64x32xf16>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto b2() : <32x32xf16>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x32xf16> to !asctile.tile<32x32xf16, L0B>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c2_i32 : i32, "srcStride" = %c4_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %true : i1)
// CHECK-NEXT: scf.for %arg3 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %11 = arith.muli %arg3, %c512_i32 : i32
// CHECK-NEXT: %12 = arith.muli %arg3, %c256_i32 : i32
// CHECK-NEXT: %13 = ascendc.local_tensor.subindex %7[%12] : !ascendc.local_tensor<64x32xf16>, i32, !ascendc.local_tensor<64x32xf16>
// CHECK-NEXT: %14 = ascendc.local_tensor.subindex %8[%11] : !ascendc.local_tensor<32x32xf16>, i32, !ascendc.local_tensor<32x32xf16>
// CHECK-NEXT: ascendc.load_data_g2l %14, %13, %10 : !ascendc.local_tensor<32x32xf16>, !ascendc.local_tensor<64x32xf16>, !ascendc.load_data_2d_params
// CHECK-NEXT: } {asctile.parallel}
// CHECK-NEXT: return %9 : !asctile.tile<32x32xf16, L0B>
func.func @lower_copy_l0b(%a: !asctile.tile<64x32xf16, L1>, %i: i32, %j: i32) -> !asctile.tile<32x32xf16, L0B> {
  %0 = asctile.copy %a[%i, %j] : !asctile.tile<64x32xf16, L1>, !asctile.tile<32x32xf16, L0B>
  return %0 : !asctile.tile<32x32xf16, L0B>
}

// CHECK-LABEL: func.func @lower_copy_l0b_f32(%arg0: !asctile.tile<32x32xf32, L1>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x32xf32, L0B> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x32xf32, L1> to !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %1 = arith.divsi %arg2, %c8_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c256_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c8_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg2, %c8_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<32x32xf32>, i32, !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto b2() : <32x32xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x32xf32> to !asctile.tile<32x32xf32, L0B>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_transpose_params("repeatTimes" = %c2_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "dstFracGap" = %c1_i32 : i32)
// CHECK-NEXT: scf.for %arg3 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %11 = arith.muli %arg3, %c512_i32 : i32
// CHECK-NEXT: %12 = arith.muli %arg3, %c512_i32 : i32
// CHECK-NEXT: %13 = ascendc.local_tensor.subindex %7[%12] : !ascendc.local_tensor<32x32xf32>, i32, !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %14 = ascendc.local_tensor.subindex %8[%11] : !ascendc.local_tensor<32x32xf32>, i32, !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: ascendc.load_data_with_transpose %14, %13, %10 : !ascendc.local_tensor<32x32xf32>, !ascendc.local_tensor<32x32xf32>, !ascendc.load_data_2d_transpose_params
// CHECK-NEXT: } {asctile.parallel}
// CHECK-NEXT: return %9 : !asctile.tile<32x32xf32, L0B>
func.func @lower_copy_l0b_f32(%a: !asctile.tile<32x32xf32, L1>, %i: i32, %j: i32) -> !asctile.tile<32x32xf32, L0B> {
  %0 = asctile.copy %a[%i, %j] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0B>
  return %0 : !asctile.tile<32x32xf32, L0B>
}

// CHECK-LABEL: func.func @lower_copy_fixpipe(%arg0: !asctile.tile<32x32xf32, L0C>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x32xf16, L1> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x32xf32, L0C> to !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto a1() : <32x32xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<32x32xf16> to !asctile.tile<32x32xf16, L1>
// CHECK-NEXT: %3 = arith.muli %arg1, %c32_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT: %5 = ascendc.local_tensor.subindex %0[%4] : !ascendc.local_tensor<32x32xf32>, i32, !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.quant_mode_t(%c1_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.fixpipe_params_c310<0 : i32>("nSize" = %c32_i32 : i32, "mSize" = %c32_i32 : i32, "srcStride" = %c32_i32 : i32, "dstStride" = %c512_i32 : i32, "reluEn" = %c1_i32 : i32, "quantPre" = %6 : !ascendc.quant_mode_t)
// CHECK-NEXT: %8 = ascendc.construct !ascendc.co2_layout(%c0_i32) constexpr static : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.fixpipe_config(%8) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %1, %5, %7, %9 : !ascendc.local_tensor<32x32xf16>, !ascendc.local_tensor<32x32xf32>, !ascendc.fixpipe_params_c310<0 : i32>, !ascendc.fixpipe_config
// CHECK-NEXT: return %2 : !asctile.tile<32x32xf16, L1>
func.func @lower_copy_fixpipe(%a: !asctile.tile<32x32xf32, L0C>, %i: i32, %j: i32) -> !asctile.tile<32x32xf16, L1> {
  %0 = asctile.copy_fixpipe %a[%i, %j] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
  return %0 : !asctile.tile<32x32xf16, L1>
}

