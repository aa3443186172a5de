// asclower-asctile-data-transfer: an L0A tile with fewer m-blocks than its L1 tile (a
// sub-tile at a row offset). On c310 (k-block major L0A, as L1) each k-block is one
// LoadData of the L0A tile's m-blocks from its own k-block of L1; PyAsc's single LoadData
// of consecutive fractals would read the next m-blocks of the first k-block instead. On
// c220 a one-m-block tile from a taller L1 tile steps over the L1 tile's m-blocks.

// RUN: ascopt -asclower-asctile-data-transfer=departures=true -canonicalize %s -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @half_rows
// CHECK: emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c4_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// CHECK-NEXT: scf.for %[[I:.*]] = %c0_i32 to %c2_i32 step %c1_i32 : i32 {
// CHECK-NEXT: %[[D:.*]] = arith.muli %[[I]], %c1024_i32
// CHECK-NEXT: %[[S:.*]] = arith.muli %[[I]], %c2048_i32
// CHECK-NEXT: %[[A:.*]] = ascendc.local_tensor.subindex %{{.*}}[%[[S]]]
// CHECK-NEXT: %[[B:.*]] = ascendc.local_tensor.subindex %{{.*}}[%[[D]]]
// CHECK-NEXT: ascendc.load_data_g2l %[[B]], %[[A]]
// CHECK: } {asctile.parallel}
// CHECK-LABEL: func.func @same_rows
// CHECK: "repeatTimes" = %c16_i32 : i32, "srcStride" = %c1_i32
// CHECK-NOT: scf.for
module attributes {asc.compilation_arch = "c310"} {
  func.func @half_rows(%a: !asctile.tile<128x32xf16, L1>) -> !asctile.tile<64x32xf16, L0A> {
    %c64 = arith.constant 64 : i32
    %c0 = arith.constant 0 : i32
    %0 = asctile.copy %a[%c64, %c0] : !asctile.tile<128x32xf16, L1>, !asctile.tile<64x32xf16, L0A>
    return %0 : !asctile.tile<64x32xf16, L0A>
  }
  func.func @same_rows(%a: !asctile.tile<128x32xf16, L1>) -> !asctile.tile<128x32xf16, L0A> {
    %c0 = arith.constant 0 : i32
    %0 = asctile.copy %a[%c0, %c0] : !asctile.tile<128x32xf16, L1>, !asctile.tile<128x32xf16, L0A>
    return %0 : !asctile.tile<128x32xf16, L0A>
  }
}

// -----

// CHECK-LABEL: func.func @one_block_of_two
// CHECK: "repeatTimes" = %c4_i32 : i32, "srcStride" = %c2_i32 : i32
// CHECK: ascendc.load_data_g2l
module attributes {asc.compilation_arch = "c220"} {
  func.func @one_block_of_two(%a: !asctile.tile<32x64xf16, L1>) -> !asctile.tile<16x64xf16, L0A> {
    %c16 = arith.constant 16 : i32
    %c0 = arith.constant 0 : i32
    %0 = asctile.copy %a[%c16, %c0] : !asctile.tile<32x64xf16, L1>, !asctile.tile<16x64xf16, L0A>
    return %0 : !asctile.tile<16x64xf16, L0A>
  }
}
