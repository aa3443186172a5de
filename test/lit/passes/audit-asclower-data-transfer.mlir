// Audit of asclower-asctile-data-transfer against passes-asc2.md §2 (checked op by op):
// UB store of a 1-D f16 tile (blockCount 1, dstStride (256-64)*2); UB load of a 1-D i8 tile
// from a dynamic tensor (tail clamp, rightPad 64-m, i8 pad value); L1 loads: f16 and bf16
// (c0s rounded to 16 rows), f32 with asctile.is_matrix_a (rowBlk 16), f32 and i8 without it
// (ndNum/16-row fractals, dstNzMatrixStride 16*align(D, 2*kb)); get_value on a ?x32 tensor;
// set_value of a scalar and of a 1-element tile (local get_value first); store_fixpipe quant
// i32->i8 (REQ8 9), f32->bf16 (F322BF16 16) and relu only; copy L1->L0A f16 and f32 (NZ
// offset with rowBlk 16), L1->L0B f16 (load_data_g2l loop, transposed params) and f32
// (load_data_with_transpose loop); copy_fixpipe f32->f16 with relu+quantize and i32->i8
// (linearized with the result shape, dstStride ss0*32/elemBytes); UB store of an 8x64 tile
// to a ?x? tensor (linearize with dynamic strides, n = m*n).
// Also: a 1-D tile loaded from and stored to a row of a 2-D tensor (blockCount 1, the last
// dimension clamps), a 4x32 i16 load from an 8x? tensor (blockCount 4, rightPad 32-m).
// RUN: ascopt -asclower-asctile-data-transfer -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @store_1d(%arg0: memref<*xf16, 22>, %arg1: !asctile.tile<64xf16, UB>, %arg2: i32) {
// CHECK-DAG: %c384_i32 = arith.constant 384 : i32
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c64_i32 = arith.constant 64 : i32
// CHECK-DAG: %c256_i32 = arith.constant 256 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<64xf16, UB> to !ascendc.local_tensor<64xf16>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<256xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<256xf16> to !ascendc.global_tensor<256xf16>
// CHECK-NEXT: %3 = ascendc.global_tensor.subindex %2[%arg2] : !ascendc.global_tensor<256xf16>, i32, !ascendc.global_tensor<256xf16>
// CHECK-NEXT: %4 = arith.subi %c256_i32, %arg2 : i32
// CHECK-NEXT: %5 = arith.minsi %4, %c64_i32 : i32
// CHECK-NEXT: %6 = arith.muli %5, %c2_i32 : i32
// CHECK-NEXT: %7 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %6, %c0_i32, %c384_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %3, %0, %7 : !ascendc.global_tensor<256xf16>, !ascendc.local_tensor<64xf16>, !ascendc.data_copy_ext_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @store_1d(%arg0: memref<*xf16, 22>, %t: !asctile.tile<64xf16, UB>, %o: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<256xf16>
  asctile.store %t, %0 [%o] : !asctile.tile<64xf16, UB>, !asctile.tensor<256xf16>
  return
}
// CHECK-LABEL: func.func @load_1d_i8(%arg0: memref<*xi8, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<64xi8, UB> {
// CHECK-DAG: %c64_i32 = arith.constant 64 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c0_i8 = arith.constant 0 : i8
// CHECK: %0 = asctile.tensor %arg0(%arg2) : memref<*xi8, 22>, !asctile.tensor<?xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?xi8> to !ascendc.global_tensor<?xi8>
// CHECK-NEXT: %2 = ascendc.global_tensor.subindex %1[%arg1] : !ascendc.global_tensor<?xi8>, i32, !ascendc.global_tensor<?xi8>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <64xi8>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<64xi8> to !asctile.tile<64xi8, UB>
// CHECK-NEXT: %5 = arith.subi %arg2, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %5, %c0_i32 : i32
// CHECK-NEXT: %7 = arith.select %6, %c0_i32, %5 : i32
// CHECK-NEXT: %8 = arith.minsi %7, %c64_i32 : i32
// CHECK-NEXT: %9 = arith.subi %arg2, %8 : i32
// CHECK-NEXT: %10 = arith.subi %c64_i32, %8 : i32
// CHECK-NEXT: %11 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %8, %9, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: %12 = ascendc.construct !ascendc.data_copy_pad_ext_params<i8>(%c1_i32, %c0_i32, %10, %c0_i8) [i32, i32, ui8, i8] : i32, i32, i32, i8
// CHECK-NEXT: ascendc.data_copy_pad_l0_ext %3, %2, %11, %12 : !ascendc.local_tensor<64xi8>, !ascendc.global_tensor<?xi8>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<i8>
// CHECK-NEXT: return %4 : !asctile.tile<64xi8, UB>
// CHECK-NEXT: }
func.func @load_1d_i8(%arg0: memref<*xi8, 22>, %o: i32, %n: i32) -> !asctile.tile<64xi8, UB> {
  %0 = asctile.tensor %arg0(%n) : memref<*xi8, 22>, !asctile.tensor<?xi8>
  %p = arith.constant 0 : i8
  %1 = asctile.load %0 [%o], %p : !asctile.tensor<?xi8>, !asctile.tile<64xi8, UB>
  return %1 : !asctile.tile<64xi8, UB>
}
// CHECK-LABEL: func.func @load_l1_f16(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<40x48xf16, L1> {
// CHECK-DAG: %c40_i32 = arith.constant 40 : i32
// CHECK-DAG: %c48_i32 = arith.constant 48 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c64_i32 = arith.constant 64 : i32
// CHECK: %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<64x64xf16> to !ascendc.global_tensor<64x64xf16>
// CHECK-NEXT: %2 = arith.muli %arg1, %c64_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<64x64xf16>, i32, !ascendc.global_tensor<64x64xf16>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <40x48xf16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<40x48xf16> to !asctile.tile<40x48xf16, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c1_i32, %c40_i32, %c48_i32, %c0_i32, %c64_i32, %c48_i32, %c1_i32, %c0_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<40x48xf16>, !ascendc.global_tensor<64x64xf16>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<40x48xf16, L1>
// CHECK-NEXT: }
func.func @load_l1_f16(%arg0: memref<*xf16, 22>, %a: i32, %b: i32) -> !asctile.tile<40x48xf16, L1> {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %p = arith.constant 0.0 : f16
  %1 = asctile.load %0 [%a, %b], %p : !asctile.tensor<64x64xf16>, !asctile.tile<40x48xf16, L1>
  return %1 : !asctile.tile<40x48xf16, L1>
}
// CHECK-LABEL: func.func @load_l1_f32_a(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<40x24xf32, L1> {
// CHECK-DAG: %c48_i32 = arith.constant 48 : i32
// CHECK-DAG: %c40_i32 = arith.constant 40 : i32
// CHECK-DAG: %c24_i32 = arith.constant 24 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c64_i32 = arith.constant 64 : i32
// CHECK: %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<64x64xf32> to !ascendc.global_tensor<64x64xf32>
// CHECK-NEXT: %2 = arith.muli %arg1, %c64_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<64x64xf32>, i32, !ascendc.global_tensor<64x64xf32>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <40x24xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<40x24xf32> to !asctile.tile<40x24xf32, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c1_i32, %c40_i32, %c24_i32, %c0_i32, %c64_i32, %c48_i32, %c1_i32, %c0_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<40x24xf32>, !ascendc.global_tensor<64x64xf32>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<40x24xf32, L1>
// CHECK-NEXT: }
func.func @load_l1_f32_a(%arg0: memref<*xf32, 22>, %a: i32, %b: i32) -> !asctile.tile<40x24xf32, L1> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %1 = asctile.load %0 [%a, %b] {asctile.is_matrix_a} : !asctile.tensor<64x64xf32>, !asctile.tile<40x24xf32, L1>
  return %1 : !asctile.tile<40x24xf32, L1>
}
// CHECK-LABEL: func.func @load_l1_f32(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<40x24xf32, L1> {
// CHECK-DAG: %c512_i32 = arith.constant 512 : i32
// CHECK-DAG: %c384_i32 = arith.constant 384 : i32
// CHECK-DAG: %c3_i32 = arith.constant 3 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK-DAG: %c24_i32 = arith.constant 24 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c64_i32 = arith.constant 64 : i32
// CHECK: %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<64x64xf32> to !ascendc.global_tensor<64x64xf32>
// CHECK-NEXT: %2 = arith.muli %arg1, %c64_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<64x64xf32>, i32, !ascendc.global_tensor<64x64xf32>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <40x24xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<40x24xf32> to !asctile.tile<40x24xf32, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c3_i32, %c16_i32, %c24_i32, %c384_i32, %c24_i32, %c16_i32, %c1_i32, %c512_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<40x24xf32>, !ascendc.global_tensor<64x64xf32>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<40x24xf32, L1>
// CHECK-NEXT: }
func.func @load_l1_f32(%arg0: memref<*xf32, 22>, %a: i32, %b: i32) -> !asctile.tile<40x24xf32, L1> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %1 = asctile.load %0 [%a, %b] : !asctile.tensor<64x64xf32>, !asctile.tile<40x24xf32, L1>
  return %1 : !asctile.tile<40x24xf32, L1>
}
// CHECK-LABEL: func.func @load_l1_i8(%arg0: memref<*xi8, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<40x24xi8, L1> {
// CHECK-DAG: %c1024_i32 = arith.constant 1024 : i32
// CHECK-DAG: %c384_i32 = arith.constant 384 : i32
// CHECK-DAG: %c3_i32 = arith.constant 3 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK-DAG: %c24_i32 = arith.constant 24 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c64_i32 = arith.constant 64 : i32
// CHECK: %0 = asctile.tensor %arg0() : memref<*xi8, 22>, !asctile.tensor<64x64xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<64x64xi8> to !ascendc.global_tensor<64x64xi8>
// CHECK-NEXT: %2 = arith.muli %arg1, %c64_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<64x64xi8>, i32, !ascendc.global_tensor<64x64xi8>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <40x24xi8>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<40x24xi8> to !asctile.tile<40x24xi8, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c3_i32, %c16_i32, %c24_i32, %c384_i32, %c24_i32, %c16_i32, %c1_i32, %c1024_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<40x24xi8>, !ascendc.global_tensor<64x64xi8>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<40x24xi8, L1>
// CHECK-NEXT: }
func.func @load_l1_i8(%arg0: memref<*xi8, 22>, %a: i32, %b: i32) -> !asctile.tile<40x24xi8, L1> {
  %0 = asctile.tensor %arg0() : memref<*xi8, 22>, !asctile.tensor<64x64xi8>
  %1 = asctile.load %0 [%a, %b] : !asctile.tensor<64x64xi8>, !asctile.tile<40x24xi8, L1>
  return %1 : !asctile.tile<40x24xi8, L1>
}
// CHECK-LABEL: func.func @gv(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32, %arg3: i32) -> f16 {
// CHECK-DAG: %c32_i32 = arith.constant 32 : i32
// CHECK: %0 = asctile.tensor %arg0(%arg3) : memref<*xf16, 22>, !asctile.tensor<?x32xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?x32xf16> to !ascendc.global_tensor<?x32xf16>
// CHECK-NEXT: %2 = arith.muli %arg1, %c32_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.get_value %1, %3 : !ascendc.global_tensor<?x32xf16>, i32, f16
// CHECK-NEXT: return %4 : f16
// CHECK-NEXT: }
func.func @gv(%arg0: memref<*xf16, 22>, %a: i32, %b: i32, %n: i32) -> f16 {
  %0 = asctile.tensor %arg0(%n) : memref<*xf16, 22>, !asctile.tensor<?x32xf16>
  %1 = asctile.get_value %0[%a, %b] : !asctile.tensor<?x32xf16>
  return %1 : f16
}
// CHECK-LABEL: func.func @sv(%arg0: memref<*xi32, 22>, %arg1: i32, %arg2: i32) {
// CHECK: %0 = asctile.tensor %arg0() : memref<*xi32, 22>, !asctile.tensor<64xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<64xi32> to !ascendc.global_tensor<64xi32>
// CHECK-NEXT: %2 = emitc.cast %arg1 : i32 to ui64
// CHECK-NEXT: ascendc.global_tensor.set_value %1, %2, %arg2 : !ascendc.global_tensor<64xi32>, ui64, i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sv(%arg0: memref<*xi32, 22>, %a: i32, %v: i32) {
  %0 = asctile.tensor %arg0() : memref<*xi32, 22>, !asctile.tensor<64xi32>
  asctile.set_value %v, %0[%a] : i32, !asctile.tensor<64xi32>
  return
}
// CHECK-LABEL: func.func @sv_tile(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32, %arg3: !asctile.tile<1xf32, UB>) {
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK-DAG: %c8_i32 = arith.constant 8 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg3 : !asctile.tile<1xf32, UB> to !ascendc.local_tensor<1xf32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<8x8xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<8x8xf32> to !ascendc.global_tensor<8x8xf32>
// CHECK-NEXT: %3 = ascendc.local_tensor.get_value %0, %c0_i64 : !ascendc.local_tensor<1xf32>, i64, f32
// CHECK-NEXT: %4 = arith.muli %arg1, %c8_i32 : i32
// CHECK-NEXT: %5 = arith.addi %arg2, %4 : i32
// CHECK-NEXT: %6 = emitc.cast %5 : i32 to ui64
// CHECK-NEXT: ascendc.global_tensor.set_value %2, %6, %3 : !ascendc.global_tensor<8x8xf32>, ui64, f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sv_tile(%arg0: memref<*xf32, 22>, %a: i32, %b: i32, %v: !asctile.tile<1xf32, UB>) {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<8x8xf32>
  asctile.set_value %v, %0[%a, %b] : !asctile.tile<1xf32, UB>, !asctile.tensor<8x8xf32>
  return
}
// CHECK-LABEL: func.func @quant(%arg0: memref<*xi8, 22>, %arg1: !asctile.tile<16x16xi32, L0C>, %arg2: i32, %arg3: i32) {
// CHECK-DAG: %c9_i32 = arith.constant 9 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK-DAG: %c32_i32 = arith.constant 32 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16x16xi32, L0C> to !ascendc.local_tensor<16x16xi32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xi8, 22>, !asctile.tensor<32x32xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<32x32xi8> to !ascendc.global_tensor<32x32xi8>
// CHECK-NEXT: %3 = arith.muli %arg2, %c32_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<32x32xi8>, i32, !ascendc.global_tensor<32x32xi8>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.quant_mode_t(%c9_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c16_i32 : i32, "mSize" = %c16_i32 : i32, "srcStride" = %c16_i32 : i32, "dstStride" = %c32_i32 : i32, "quantPre" = %6 : !ascendc.quant_mode_t)
// CHECK-NEXT: %8 = ascendc.construct !ascendc.co2_layout(%c1_i32) constexpr static : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.fixpipe_config(%8) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %5, %0, %7, %9 : !ascendc.global_tensor<32x32xi8>, !ascendc.local_tensor<16x16xi32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @quant(%arg0: memref<*xi8, 22>, %t: !asctile.tile<16x16xi32, L0C>, %a: i32, %b: i32) {
  %0 = asctile.tensor %arg0() : memref<*xi8, 22>, !asctile.tensor<32x32xi8>
  asctile.store_fixpipe %t, %0 [%a, %b] {quantize} : !asctile.tile<16x16xi32, L0C>, !asctile.tensor<32x32xi8>
  return
}
// CHECK-LABEL: func.func @quant2(%arg0: memref<*xbf16, 22>, %arg1: !asctile.tile<16x16xf32, L0C>, %arg2: i32, %arg3: i32) {
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK-DAG: %c32_i32 = arith.constant 32 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16x16xf32, L0C> to !ascendc.local_tensor<16x16xf32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xbf16, 22>, !asctile.tensor<32x32xbf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<32x32xbf16> to !ascendc.global_tensor<32x32xbf16>
// CHECK-NEXT: %3 = arith.muli %arg2, %c32_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<32x32xbf16>, i32, !ascendc.global_tensor<32x32xbf16>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.quant_mode_t(%c16_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c16_i32 : i32, "mSize" = %c16_i32 : i32, "srcStride" = %c16_i32 : i32, "dstStride" = %c32_i32 : i32, "quantPre" = %6 : !ascendc.quant_mode_t)
// CHECK-NEXT: %8 = ascendc.construct !ascendc.co2_layout(%c1_i32) constexpr static : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.fixpipe_config(%8) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %5, %0, %7, %9 : !ascendc.global_tensor<32x32xbf16>, !ascendc.local_tensor<16x16xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @quant2(%arg0: memref<*xbf16, 22>, %t: !asctile.tile<16x16xf32, L0C>, %a: i32, %b: i32) {
  %0 = asctile.tensor %arg0() : memref<*xbf16, 22>, !asctile.tensor<32x32xbf16>
  asctile.store_fixpipe %t, %0 [%a, %b] {quantize} : !asctile.tile<16x16xf32, L0C>, !asctile.tensor<32x32xbf16>
  return
}
// CHECK-LABEL: func.func @cpa(%arg0: !asctile.tile<64x64xf16, L1>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x32xf16, L0A> {
// CHECK-DAG: %c1024_i32 = arith.constant 1024 : i32
// CHECK-DAG: %false = arith.constant false
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64x64xf16, L1> to !ascendc.local_tensor<64x64xf16>
// CHECK-NEXT: %1 = arith.divsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c1024_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<64x64xf16>, i32, !ascendc.local_tensor<64x64xf16>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto a2() : <32x32xf16>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x32xf16> to !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c4_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// CHECK-NEXT: ascendc.load_data_g2l %8, %7, %10 : !ascendc.local_tensor<32x32xf16>, !ascendc.local_tensor<64x64xf16>, !ascendc.load_data_2d_params
// CHECK-NEXT: return %9 : !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT: }
func.func @cpa(%t: !asctile.tile<64x64xf16, L1>, %a: i32, %b: i32) -> !asctile.tile<32x32xf16, L0A> {
  %0 = asctile.copy %t[%a, %b] : !asctile.tile<64x64xf16, L1>, !asctile.tile<32x32xf16, L0A>
  return %0 : !asctile.tile<32x32xf16, L0A>
}
// CHECK-LABEL: func.func @cpb(%arg0: !asctile.tile<64x64xf16, L1>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x48xf16, L0B> {
// CHECK-DAG: %c768_i32 = arith.constant 768 : i32
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c1024_i32 = arith.constant 1024 : i32
// CHECK-DAG: %c256_i32 = arith.constant 256 : i32
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK-DAG: %true = arith.constant true
// CHECK-DAG: %c3_i32 = arith.constant 3 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64x64xf16, L1> to !ascendc.local_tensor<64x64xf16>
// CHECK-NEXT: %1 = arith.divsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c1024_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<64x64xf16>, i32, !ascendc.local_tensor<64x64xf16>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto b2() : <32x48xf16>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x48xf16> to !asctile.tile<32x48xf16, L0B>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c3_i32 : i32, "srcStride" = %c4_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %true : i1)
// CHECK-NEXT: scf.for %arg3 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %11 = arith.muli %arg3, %c768_i32 : i32
// CHECK-NEXT: %12 = arith.muli %arg3, %c256_i32 : i32
// CHECK-NEXT: %13 = ascendc.local_tensor.subindex %7[%12] : !ascendc.local_tensor<64x64xf16>, i32, !ascendc.local_tensor<64x64xf16>
// CHECK-NEXT: %14 = ascendc.local_tensor.subindex %8[%11] : !ascendc.local_tensor<32x48xf16>, i32, !ascendc.local_tensor<32x48xf16>
// CHECK-NEXT: ascendc.load_data_g2l %14, %13, %10 : !ascendc.local_tensor<32x48xf16>, !ascendc.local_tensor<64x64xf16>, !ascendc.load_data_2d_params
// CHECK-NEXT: } {asctile.parallel}
// CHECK-NEXT: return %9 : !asctile.tile<32x48xf16, L0B>
// CHECK-NEXT: }
func.func @cpb(%t: !asctile.tile<64x64xf16, L1>, %a: i32, %b: i32) -> !asctile.tile<32x48xf16, L0B> {
  %0 = asctile.copy %t[%a, %b] : !asctile.tile<64x64xf16, L1>, !asctile.tile<32x48xf16, L0B>
  return %0 : !asctile.tile<32x48xf16, L0B>
}
// CHECK-LABEL: func.func @cpbf(%arg0: !asctile.tile<64x64xf32, L1>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x48xf32, L0B> {
// CHECK-DAG: %c512_i32 = arith.constant 512 : i32
// CHECK-DAG: %c768_i32 = arith.constant 768 : i32
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK-DAG: %c3_i32 = arith.constant 3 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c8_i32 = arith.constant 8 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64x64xf32, L1> to !ascendc.local_tensor<64x64xf32>
// CHECK-NEXT: %1 = arith.divsi %arg2, %c8_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c512_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c8_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg2, %c8_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<64x64xf32>, i32, !ascendc.local_tensor<64x64xf32>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto b2() : <32x48xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x48xf32> to !asctile.tile<32x48xf32, L0B>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_transpose_params("repeatTimes" = %c3_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "dstFracGap" = %c2_i32 : i32)
// CHECK-NEXT: scf.for %arg3 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %11 = arith.muli %arg3, %c768_i32 : i32
// CHECK-NEXT: %12 = arith.muli %arg3, %c768_i32 : i32
// CHECK-NEXT: %13 = ascendc.local_tensor.subindex %7[%12] : !ascendc.local_tensor<64x64xf32>, i32, !ascendc.local_tensor<64x64xf32>
// CHECK-NEXT: %14 = ascendc.local_tensor.subindex %8[%11] : !ascendc.local_tensor<32x48xf32>, i32, !ascendc.local_tensor<32x48xf32>
// CHECK-NEXT: ascendc.load_data_with_transpose %14, %13, %10 : !ascendc.local_tensor<32x48xf32>, !ascendc.local_tensor<64x64xf32>, !ascendc.load_data_2d_transpose_params
// CHECK-NEXT: } {asctile.parallel}
// CHECK-NEXT: return %9 : !asctile.tile<32x48xf32, L0B>
// CHECK-NEXT: }
func.func @cpbf(%t: !asctile.tile<64x64xf32, L1>, %a: i32, %b: i32) -> !asctile.tile<32x48xf32, L0B> {
  %0 = asctile.copy %t[%a, %b] : !asctile.tile<64x64xf32, L1>, !asctile.tile<32x48xf32, L0B>
  return %0 : !asctile.tile<32x48xf32, L0B>
}
// CHECK-LABEL: func.func @cfp(%arg0: !asctile.tile<32x32xf32, L0C>, %arg1: i32, %arg2: i32) -> !asctile.tile<16x32xf16, L1> {
// CHECK-DAG: %c512_i32 = arith.constant 512 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c32_i32 = arith.constant 32 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x32xf32, L0C> to !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto a1() : <16x32xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16x32xf16> to !asctile.tile<16x32xf16, L1>
// CHECK-NEXT: %3 = arith.muli %arg1, %c32_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT: %5 = ascendc.local_tensor.subindex %0[%4] : !ascendc.local_tensor<32x32xf32>, i32, !ascendc.local_tensor<32x32xf32>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.quant_mode_t(%c1_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.fixpipe_params_c310<0 : i32>("nSize" = %c32_i32 : i32, "mSize" = %c32_i32 : i32, "srcStride" = %c32_i32 : i32, "dstStride" = %c512_i32 : i32, "reluEn" = %c1_i32 : i32, "quantPre" = %6 : !ascendc.quant_mode_t)
// CHECK-NEXT: %8 = ascendc.construct !ascendc.co2_layout(%c0_i32) constexpr static : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.fixpipe_config(%8) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %1, %5, %7, %9 : !ascendc.local_tensor<16x32xf16>, !ascendc.local_tensor<32x32xf32>, !ascendc.fixpipe_params_c310<0 : i32>, !ascendc.fixpipe_config
// CHECK-NEXT: return %2 : !asctile.tile<16x32xf16, L1>
// CHECK-NEXT: }
func.func @cfp(%t: !asctile.tile<32x32xf32, L0C>, %a: i32, %b: i32) -> !asctile.tile<16x32xf16, L1> {
  %0 = asctile.copy_fixpipe %t[%a, %b] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<16x32xf16, L1>
  return %0 : !asctile.tile<16x32xf16, L1>
}
// CHECK-LABEL: func.func @store_2d(%arg0: memref<*xf16, 22>, %arg1: !asctile.tile<8x64xf16, UB>, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) {
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c64_i32 = arith.constant 64 : i32
// CHECK-DAG: %c8_i32 = arith.constant 8 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8x64xf16, UB> to !ascendc.local_tensor<8x64xf16>
// CHECK-NEXT: %1 = asctile.tensor %arg0(%arg4, %arg5) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<?x?xf16> to !ascendc.global_tensor<?x?xf16>
// CHECK-NEXT: %3 = arith.muli %arg2, %arg5 : i32
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<?x?xf16>, i32, !ascendc.global_tensor<?x?xf16>
// CHECK-NEXT: %6 = arith.muli %arg4, %arg5 : i32
// CHECK-NEXT: %7 = arith.subi %6, %4 : i32
// CHECK-NEXT: %8 = arith.subi %arg5, %c64_i32 : i32
// CHECK-NEXT: %9 = arith.muli %8, %c2_i32 : i32
// CHECK-NEXT: %10 = arith.minsi %7, %c64_i32 : i32
// CHECK-NEXT: %11 = arith.muli %10, %c2_i32 : i32
// CHECK-NEXT: %12 = ascendc.construct !ascendc.data_copy_ext_params(%c8_i32, %11, %c0_i32, %9, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %5, %0, %12 : !ascendc.global_tensor<?x?xf16>, !ascendc.local_tensor<8x64xf16>, !ascendc.data_copy_ext_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @store_2d(%arg0: memref<*xf16, 22>, %t: !asctile.tile<8x64xf16, UB>, %a: i32, %b: i32, %m: i32, %n: i32) {
  %0 = asctile.tensor %arg0(%m, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
  asctile.store %t, %0 [%a, %b] : !asctile.tile<8x64xf16, UB>, !asctile.tensor<?x?xf16>
  return
}
// CHECK-LABEL: func.func @cpa32(%arg0: !asctile.tile<64x64xf32, L1>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x16xf32, L0A> {
// CHECK-DAG: %c1024_i32 = arith.constant 1024 : i32
// CHECK-DAG: %false = arith.constant false
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64x64xf32, L1> to !ascendc.local_tensor<64x64xf32>
// CHECK-NEXT: %1 = arith.divsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %2 = arith.muli %1, %c1024_i32 : i32
// CHECK-NEXT: %3 = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: %5 = arith.remsi %arg2, %c16_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = ascendc.local_tensor.subindex %0[%6] : !ascendc.local_tensor<64x64xf32>, i32, !ascendc.local_tensor<64x64xf32>
// CHECK-NEXT: %8 = ascendc.local_tensor_auto a2() : <32x16xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !ascendc.local_tensor<32x16xf32> to !asctile.tile<32x16xf32, L0A>
// CHECK-NEXT: %10 = emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c4_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// CHECK-NEXT: ascendc.load_data_g2l %8, %7, %10 : !ascendc.local_tensor<32x16xf32>, !ascendc.local_tensor<64x64xf32>, !ascendc.load_data_2d_params
// CHECK-NEXT: return %9 : !asctile.tile<32x16xf32, L0A>
// CHECK-NEXT: }
func.func @cpa32(%t: !asctile.tile<64x64xf32, L1>, %a: i32, %b: i32) -> !asctile.tile<32x16xf32, L0A> {
  %0 = asctile.copy %t[%a, %b] : !asctile.tile<64x64xf32, L1>, !asctile.tile<32x16xf32, L0A>
  return %0 : !asctile.tile<32x16xf32, L0A>
}
// CHECK-LABEL: func.func @cfp8(%arg0: !asctile.tile<32x32xi32, L0C>, %arg1: i32, %arg2: i32) -> !asctile.tile<16x64xi8, L1> {
// CHECK-DAG: %c1024_i32 = arith.constant 1024 : i32
// CHECK-DAG: %c9_i32 = arith.constant 9 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c64_i32 = arith.constant 64 : i32
// CHECK-DAG: %c32_i32 = arith.constant 32 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32x32xi32, L0C> to !ascendc.local_tensor<32x32xi32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto a1() : <16x64xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16x64xi8> to !asctile.tile<16x64xi8, L1>
// CHECK-NEXT: %3 = arith.muli %arg1, %c64_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT: %5 = ascendc.local_tensor.subindex %0[%4] : !ascendc.local_tensor<32x32xi32>, i32, !ascendc.local_tensor<32x32xi32>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.quant_mode_t(%c9_i32) [!ascendc.quant_mode_t] constexpr static : i32
// CHECK-NEXT: %7 = emitasc.init_struct !ascendc.fixpipe_params_c310<0 : i32>("nSize" = %c32_i32 : i32, "mSize" = %c32_i32 : i32, "srcStride" = %c32_i32 : i32, "dstStride" = %c1024_i32 : i32, "quantPre" = %6 : !ascendc.quant_mode_t)
// CHECK-NEXT: %8 = ascendc.construct !ascendc.co2_layout(%c0_i32) constexpr static : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.fixpipe_config(%8) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %1, %5, %7, %9 : !ascendc.local_tensor<16x64xi8>, !ascendc.local_tensor<32x32xi32>, !ascendc.fixpipe_params_c310<0 : i32>, !ascendc.fixpipe_config
// CHECK-NEXT: return %2 : !asctile.tile<16x64xi8, L1>
// CHECK-NEXT: }
func.func @cfp8(%t: !asctile.tile<32x32xi32, L0C>, %a: i32, %b: i32) -> !asctile.tile<16x64xi8, L1> {
  %0 = asctile.copy_fixpipe %t[%a, %b] {quantize} : !asctile.tile<32x32xi32, L0C>, !asctile.tile<16x64xi8, L1>
  return %0 : !asctile.tile<16x64xi8, L1>
}
// CHECK-LABEL: func.func @sfr(%arg0: memref<*xf32, 22>, %arg1: !asctile.tile<16x32xf32, L0C>, %arg2: i32, %arg3: i32) {
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c32_i32 = arith.constant 32 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK-DAG: %c128_i32 = arith.constant 128 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16x32xf32, L0C> to !ascendc.local_tensor<16x32xf32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x128xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<64x128xf32> to !ascendc.global_tensor<64x128xf32>
// CHECK-NEXT: %3 = arith.muli %arg2, %c128_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<64x128xf32>, i32, !ascendc.global_tensor<64x128xf32>
// CHECK-NEXT: %6 = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c32_i32 : i32, "mSize" = %c16_i32 : i32, "srcStride" = %c16_i32 : i32, "dstStride" = %c128_i32 : i32, "reluEn" = %c1_i32 : i32)
// CHECK-NEXT: %7 = ascendc.construct !ascendc.co2_layout(%c1_i32) constexpr static : i32
// CHECK-NEXT: %8 = ascendc.construct !ascendc.fixpipe_config(%7) constexpr static : !ascendc.co2_layout
// CHECK-NEXT: ascendc.fixpipe %5, %0, %6, %8 : !ascendc.global_tensor<64x128xf32>, !ascendc.local_tensor<16x32xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sfr(%arg0: memref<*xf32, 22>, %t: !asctile.tile<16x32xf32, L0C>, %a: i32, %b: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x128xf32>
  asctile.store_fixpipe %t, %0 [%a, %b] {relu} : !asctile.tile<16x32xf32, L0C>, !asctile.tensor<64x128xf32>
  return
}
// CHECK-LABEL: func.func @ll1bf(%arg0: memref<*xbf16, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<20x32xbf16, L1> {
// CHECK-DAG: %c20_i32 = arith.constant 20 : i32
// CHECK-DAG: %c32_i32 = arith.constant 32 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c64_i32 = arith.constant 64 : i32
// CHECK: %0 = asctile.tensor %arg0() : memref<*xbf16, 22>, !asctile.tensor<64x64xbf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<64x64xbf16> to !ascendc.global_tensor<64x64xbf16>
// CHECK-NEXT: %2 = arith.muli %arg1, %c64_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<64x64xbf16>, i32, !ascendc.global_tensor<64x64xbf16>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto a1() : <20x32xbf16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<20x32xbf16> to !asctile.tile<20x32xbf16, L1>
// CHECK-NEXT: %7 = ascendc.construct !ascendc.nd2nz_params(%c1_i32, %c20_i32, %c32_i32, %c0_i32, %c64_i32, %c32_i32, %c1_i32, %c0_i32) : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_l2 %5, %4, %7 : !ascendc.local_tensor<20x32xbf16>, !ascendc.global_tensor<64x64xbf16>, !ascendc.nd2nz_params
// CHECK-NEXT: return %6 : !asctile.tile<20x32xbf16, L1>
// CHECK-NEXT: }
func.func @ll1bf(%arg0: memref<*xbf16, 22>, %a: i32, %b: i32) -> !asctile.tile<20x32xbf16, L1> {
  %0 = asctile.tensor %arg0() : memref<*xbf16, 22>, !asctile.tensor<64x64xbf16>
  %1 = asctile.load %0 [%a, %b] : !asctile.tensor<64x64xbf16>, !asctile.tile<20x32xbf16, L1>
  return %1 : !asctile.tile<20x32xbf16, L1>
}
// CHECK-LABEL: func.func @row_load(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<16xf32, UB> {
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c40_i32 = arith.constant 40 : i32
// CHECK-DAG: %cst = arith.constant 1.000000e+00 : f32
// CHECK: %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<8x40xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<8x40xf32> to !ascendc.global_tensor<8x40xf32>
// CHECK-NEXT: %2 = arith.muli %arg1, %c40_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<8x40xf32>, i32, !ascendc.global_tensor<8x40xf32>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: %7 = arith.subi %c40_i32, %arg2 : i32
// CHECK-NEXT: %8 = arith.cmpi slt, %7, %c0_i32 : i32
// CHECK-NEXT: %9 = arith.select %8, %c0_i32, %7 : i32
// CHECK-NEXT: %10 = arith.minsi %9, %c16_i32 : i32
// CHECK-NEXT: %11 = arith.muli %10, %c4_i32 : i32
// CHECK-NEXT: %12 = arith.subi %c40_i32, %10 : i32
// CHECK-NEXT: %13 = arith.muli %12, %c4_i32 : i32
// CHECK-NEXT: %14 = arith.subi %c16_i32, %10 : i32
// CHECK-NEXT: %15 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %11, %13, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: %16 = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%c1_i32, %c0_i32, %14, %cst) [i32, i32, ui8, f32] : i32, i32, i32, f32
// CHECK-NEXT: ascendc.data_copy_pad_l0_ext %5, %4, %15, %16 : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<8x40xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
// CHECK-NEXT: return %6 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @row_load(%arg0: memref<*xf32, 22>, %a: i32, %b: i32) -> !asctile.tile<16xf32, UB> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<8x40xf32>
  %p = arith.constant 1.0 : f32
  %1 = asctile.load %0 [%a, %b], %p : !asctile.tensor<8x40xf32>, !asctile.tile<16xf32, UB>
  return %1 : !asctile.tile<16xf32, UB>
}
// CHECK-LABEL: func.func @row_store(%arg0: memref<*xf32, 22>, %arg1: !asctile.tile<16xf32, UB>, %arg2: i32, %arg3: i32) {
// CHECK-DAG: %c96_i32 = arith.constant 96 : i32
// CHECK-DAG: %c320_i32 = arith.constant 320 : i32
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c16_i32 = arith.constant 16 : i32
// CHECK-DAG: %c40_i32 = arith.constant 40 : i32
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<8x40xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<8x40xf32> to !ascendc.global_tensor<8x40xf32>
// CHECK-NEXT: %3 = arith.muli %arg2, %c40_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<8x40xf32>, i32, !ascendc.global_tensor<8x40xf32>
// CHECK-NEXT: %6 = arith.subi %c320_i32, %4 : i32
// CHECK-NEXT: %7 = arith.minsi %6, %c16_i32 : i32
// CHECK-NEXT: %8 = arith.muli %7, %c4_i32 : i32
// CHECK-NEXT: %9 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %8, %c0_i32, %c96_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %5, %0, %9 : !ascendc.global_tensor<8x40xf32>, !ascendc.local_tensor<16xf32>, !ascendc.data_copy_ext_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @row_store(%arg0: memref<*xf32, 22>, %t: !asctile.tile<16xf32, UB>, %a: i32, %b: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<8x40xf32>
  asctile.store %t, %0 [%a, %b] : !asctile.tile<16xf32, UB>, !asctile.tensor<8x40xf32>
  return
}
// CHECK-LABEL: func.func @l2d_i16(%arg0: memref<*xi16, 22>, %arg1: i32, %arg2: i32, %arg3: i32) -> !asctile.tile<4x32xi16, UB> {
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK-DAG: %c32_i32 = arith.constant 32 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c-1_i16 = arith.constant -1 : i16
// CHECK: %0 = asctile.tensor %arg0(%arg3) : memref<*xi16, 22>, !asctile.tensor<8x?xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<8x?xi16> to !ascendc.global_tensor<8x?xi16>
// CHECK-NEXT: %2 = arith.muli %arg1, %arg3 : i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = ascendc.global_tensor.subindex %1[%3] : !ascendc.global_tensor<8x?xi16>, i32, !ascendc.global_tensor<8x?xi16>
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <4x32xi16>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<4x32xi16> to !asctile.tile<4x32xi16, UB>
// CHECK-NEXT: %7 = arith.subi %arg3, %arg2 : i32
// CHECK-NEXT: %8 = arith.cmpi slt, %7, %c0_i32 : i32
// CHECK-NEXT: %9 = arith.select %8, %c0_i32, %7 : i32
// CHECK-NEXT: %10 = arith.minsi %9, %c32_i32 : i32
// CHECK-NEXT: %11 = arith.muli %10, %c2_i32 : i32
// CHECK-NEXT: %12 = arith.subi %arg3, %10 : i32
// CHECK-NEXT: %13 = arith.muli %12, %c2_i32 : i32
// CHECK-NEXT: %14 = arith.subi %c32_i32, %10 : i32
// CHECK-NEXT: %15 = ascendc.construct !ascendc.data_copy_ext_params(%c4_i32, %11, %13, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: %16 = ascendc.construct !ascendc.data_copy_pad_ext_params<i16>(%c1_i32, %c0_i32, %14, %c-1_i16) [i32, i32, ui8, i16] : i32, i32, i32, i16
// CHECK-NEXT: ascendc.data_copy_pad_l0_ext %5, %4, %15, %16 : !ascendc.local_tensor<4x32xi16>, !ascendc.global_tensor<8x?xi16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<i16>
// CHECK-NEXT: return %6 : !asctile.tile<4x32xi16, UB>
// CHECK-NEXT: }
func.func @l2d_i16(%arg0: memref<*xi16, 22>, %a: i32, %b: i32, %n: i32) -> !asctile.tile<4x32xi16, UB> {
  %0 = asctile.tensor %arg0(%n) : memref<*xi16, 22>, !asctile.tensor<8x?xi16>
  %p = arith.constant -1 : i16
  %1 = asctile.load %0 [%a, %b], %p : !asctile.tensor<8x?xi16>, !asctile.tile<4x32xi16, UB>
  return %1 : !asctile.tile<4x32xi16, UB>
}
