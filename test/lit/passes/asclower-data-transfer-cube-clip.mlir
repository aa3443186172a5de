// asclower-asctile-data-transfer on cube tiles in a module that names its architecture
// (docs/pyasc.md §5): the L1 loads copy the rows and columns inside the tensor (Nd2Nz
// nValue/dValue clipped, the tile's C0 stride kept), the fixpipe store writes the rows and
// columns inside C (none at all, the Fixpipe skipped, when the tile lies wholly past C's
// last row or column), and the Mmad of tiles that stop early along K multiplies the valid
// depth (the lesser of A's columns and B's rows), skipped when it is 0; the c220 L0A copy
// packs its m-block rows at ceil(depth / C0) fractals, the k-blocks that Mmad reads.

// RUN: ascopt -asclower-asctile-data-transfer=departures=true -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @cube
// CHECK:      %[[AR:.*]] = arith.minsi %{{.*}}, %c32_i32 : i32
// CHECK:      %[[AC:.*]] = arith.minsi %{{.*}}, %c32_i32 : i32
// CHECK-NEXT: %{{.*}} = ascendc.construct !ascendc.nd2nz_params(%c1_i32, %[[AR]], %[[AC]], %c0_i32, %arg5, %c32_i32, %c1_i32, %c0_i32)
// CHECK:      ascendc.local_tensor_auto a2()
// CHECK-NEXT: %[[KB:.*]] = arith.ceildivsi %{{.*}}, %c16_i32 : i32
// CHECK-NEXT: %[[P:.*]] = emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %[[KB]] : i32, "srcStride" = %c2_i32 : i32
// CHECK-NEXT: %[[G:.*]] = arith.cmpi sgt, %[[KB]], %c0_i32 : i32
// CHECK-NEXT: scf.if %[[G]] {
// CHECK-NEXT:   scf.for %[[I:.*]] = %c0_i32 to %c2_i32 step %c1_i32 : i32 {
// CHECK-NEXT:     %[[R:.*]] = arith.muli %[[KB]], %c256_i32 : i32
// CHECK-NEXT:     %{{.*}} = arith.muli %[[I]], %[[R]] : i32
// CHECK:      %[[BR:.*]] = arith.minsi %{{.*}}, %c32_i32 : i32
// CHECK:      %[[BC:.*]] = arith.minsi %{{.*}}, %c32_i32 : i32
// CHECK-NEXT: %{{.*}} = ascendc.construct !ascendc.nd2nz_params(%c1_i32, %[[BR]], %[[BC]], %c0_i32, %arg4, %c32_i32, %c1_i32, %c0_i32)
// CHECK:      %[[K:.*]] = arith.minsi %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK-NEXT: %[[Q:.*]] = arith.cmpi sgt, %[[K]], %c0_i32 : i32
// CHECK-NEXT: scf.if %[[Q]] {
// CHECK-NEXT:   %[[MP:.*]] = emitasc.init_struct !ascendc.mmad_params("m" = %c32_i32 : i32, "n" = %c32_i32 : i32, "k" = %[[K]] : i32, "cmatrixInitVal" = %c1_i32 : i32)
// CHECK-NEXT:   ascendc.mmad %{{.*}}, %{{.*}}, %{{.*}}, %[[MP]]
// CHECK-NEXT: }
// CHECK:      %[[N:.*]] = arith.minsi %{{.*}}, %c32_i32 : i32
// CHECK:      %[[M:.*]] = arith.minsi %{{.*}}, %c32_i32 : i32
// CHECK-NEXT: %[[FP:.*]] = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %[[N]] : i32, "mSize" = %[[M]] : i32, "srcStride" = %c32_i32 : i32, "dstStride" = %arg4 : i32)
// CHECK:      %[[HN:.*]] = arith.cmpi sgt, %[[N]], %c0_i32 : i32
// CHECK-NEXT: %[[HM:.*]] = arith.cmpi sgt, %[[M]], %c0_i32 : i32
// CHECK-NEXT: %[[HS:.*]] = arith.andi %[[HN]], %[[HM]] : i1
// CHECK-NEXT: scf.if %[[HS]] {
// CHECK-NEXT:   ascendc.fixpipe %{{.*}}, %{{.*}}, %[[FP]], %{{.*}}
// CHECK-NEXT: }

// CHECK-LABEL: func.func @banded
// CHECK:      %[[R:.*]] = arith.minsi %{{.*}}, %c32_i32 : i32
// CHECK:      %[[C:.*]] = arith.minsi %{{.*}}, %c16_i32 : i32
// CHECK-NEXT: %[[S:.*]] = arith.muli %arg1, %c16_i32 : i32
// CHECK-NEXT: %[[F:.*]] = arith.divsi %[[R]], %c16_i32 : i32
// CHECK-NEXT: %[[T:.*]] = arith.remsi %[[R]], %c16_i32 : i32
// CHECK:      scf.if
// CHECK-NEXT:   %{{.*}} = ascendc.construct !ascendc.nd2nz_params(%[[F]], %c16_i32, %[[C]], %[[S]], %arg1, %c16_i32, %c1_i32, %c256_i32)
// CHECK:      scf.if
// CHECK:        %{{.*}} = ascendc.construct !ascendc.nd2nz_params(%c1_i32, %[[T]], %[[C]], %c0_i32, %arg1, %c16_i32, %c1_i32, %c0_i32)

module attributes {asc.compilation_arch = "c220"} {
func.func @cube(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32, %om: i32, %on: i32, %ok: i32) {
  %pad = arith.constant 0.000000e+00 : f16
  %c0 = arith.constant 0 : i32
  %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
  %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
  %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %a1 = asctile.load %ta[%om, %ok], %pad {asctile.is_matrix_a} : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L1>
  %a0 = asctile.copy %a1[%c0, %c0] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
  %b1 = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L1>
  %b0 = asctile.copy %b1[%c0, %c0] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0B>
  asctile.matmul_acc %a0, %b0, %acc : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
  asctile.store_fixpipe %acc, %tc[%om, %on] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
  return
}
func.func @banded(%b: memref<*xf32, 22>, %n: i32, %k: i32, %ok: i32, %on: i32) -> !asctile.tile<32x16xf32, L1> {
  %pad = arith.constant 0.000000e+00 : f32
  %tb = asctile.tensor %b(%k, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
  %b1 = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<32x16xf32, L1>
  return %b1 : !asctile.tile<32x16xf32, L1>
}
}
