// Held-out style cases for asclower-asctile-data-transfer beyond the visible file: a 1-D
// f16 UB load from a dynamic tensor, a 2-D i32 store, L1 loads of a matrix-A f16 tile and
// of a non-matrix-A f32 tile (Nd2Nz parameters).
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

