// asclower-asctile-data-transfer on c220: the 2201 cube reads L0A fractals m-block major
// ("ZZ") while L1 holds them k-block major ("NZ"), so an L0A tile with several fractals
// along M and K is loaded one m-block at a time: repeatTimes = K fractals, srcStride = the
// M fractals of the L1 tile, 16 rows of C0 apart in L1 and a fractal row apart in L0A.
// One fractal along M (or along K) keeps the single LoadData, where the orders agree.

// RUN: ascopt -asclower-asctile-data-transfer=departures=true -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @zz
// CHECK: emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c2_i32 : i32, "srcStride" = %c4_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// CHECK-NEXT: scf.for %[[I:.*]] = %c0_i32 to %c3_i32 step %c1_i32 : i32 {
// CHECK-NEXT: %[[D:.*]] = arith.muli %[[I]], %c512_i32
// CHECK-NEXT: %[[S:.*]] = arith.muli %[[I]], %c256_i32
// CHECK-NEXT: %[[A:.*]] = ascendc.local_tensor.subindex %{{.*}}[%[[S]]]
// CHECK-NEXT: %[[B:.*]] = ascendc.local_tensor.subindex %{{.*}}[%[[D]]]
// CHECK-NEXT: ascendc.load_data_g2l %[[B]], %[[A]]
// CHECK: } {asctile.parallel}
// CHECK-LABEL: func.func @one_row
// CHECK: emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c4_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// CHECK-NOT: scf.for
// CHECK-LABEL: func.func @f32
// CHECK: emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c2_i32 : i32, "srcStride" = %c2_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// CHECK: arith.muli %{{.*}}, %c256_i32
// CHECK-NEXT: arith.muli %{{.*}}, %c128_i32

module attributes {asc.compilation_arch = "c220"} {
func.func @zz(%a: !asctile.tile<64x32xf16, L1>, %i: i32) -> !asctile.tile<48x32xf16, L0A> {
  %c0 = arith.constant 0 : i32
  %0 = asctile.copy %a[%i, %c0] : !asctile.tile<64x32xf16, L1>, !asctile.tile<48x32xf16, L0A>
  return %0 : !asctile.tile<48x32xf16, L0A>
}
func.func @one_row(%a: !asctile.tile<16x64xf16, L1>) -> !asctile.tile<16x64xf16, L0A> {
  %c0 = arith.constant 0 : i32
  %0 = asctile.copy %a[%c0, %c0] : !asctile.tile<16x64xf16, L1>, !asctile.tile<16x64xf16, L0A>
  return %0 : !asctile.tile<16x64xf16, L0A>
}
func.func @f32(%a: !asctile.tile<32x16xf32, L1>) -> !asctile.tile<32x16xf32, L0A> {
  %c0 = arith.constant 0 : i32
  %0 = asctile.copy %a[%c0, %c0] : !asctile.tile<32x16xf32, L1>, !asctile.tile<32x16xf32, L0A>
  return %0 : !asctile.tile<32x16xf32, L0A>
}
}
