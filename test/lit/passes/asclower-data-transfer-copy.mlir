// asclower-asctile-data-transfer: L1 -> L0A/L0B copies go through load_data with the NZ
// offset; an L0C -> L1 copy_fixpipe quantizes f32 -> f16 (mode 1) with the NZ layout.

// RUN: ascopt -asclower-asctile-data-transfer -canonicalize %s | FileCheck %s

// CHECK: %[[Q:.*]] = arith.divsi %arg3, %c16_i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[Q]], %c512_i32
// CHECK-NEXT: %[[R:.*]] = arith.remsi %arg3, %c16_i32
// CHECK-NEXT: %[[LIN:.*]] = arith.addi %[[M]], %[[R]]
// CHECK: ascendc.local_tensor_auto a2() : <32x32xf16>
// CHECK: emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c4_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// CHECK: emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c2_i32 : i32, "srcStride" = %c2_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %true : i1)
// CHECK-NEXT: scf.for %{{.*}} = %c0_i32 to %c2_i32 step %c1_i32 : i32 {
// CHECK: ascendc.load_data_g2l
// CHECK: } {asctile.parallel}
// CHECK: emitasc.init_struct !ascendc.load_data_2d_transpose_params("repeatTimes" = %c2_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "dstFracGap" = %c1_i32 : i32)
// CHECK: ascendc.load_data_with_transpose
// CHECK: } {asctile.parallel}
// CHECK: ascendc.construct !ascendc.quant_mode_t(%c1_i32) [!ascendc.quant_mode_t] constexpr static
// CHECK-NEXT: emitasc.init_struct !ascendc.fixpipe_params_c310<0 : i32>("nSize" = %c16_i32 : i32, "mSize" = %c16_i32 : i32, "srcStride" = %c16_i32 : i32, "dstStride" = %c256_i32 : i32, "quantPre" = %{{.*}} : !ascendc.quant_mode_t)
// CHECK-NEXT: ascendc.construct !ascendc.co2_layout(%c0_i32) constexpr static

func.func @cp(%a: !asctile.tile<32x32xf16, L1>, %b: !asctile.tile<32x32xf32, L1>, %c: !asctile.tile<16x16xf32, L0C>, %i: i32) -> (!asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>, !asctile.tile<32x32xf32, L0B>, !asctile.tile<16x16xf16, L1>) {
  %c0 = arith.constant 0 : i32
  %0 = asctile.copy %a[%c0, %i] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
  %1 = asctile.copy %a[%c0, %c0] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0B>
  %2 = asctile.copy %b[%c0, %c0] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0B>
  %3 = asctile.copy_fixpipe %c[%c0, %c0] {quantize} : !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf16, L1>
  return %0, %1, %2, %3 : !asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>, !asctile.tile<32x32xf32, L0B>, !asctile.tile<16x16xf16, L1>
}
