// L1 -> L0A/L0B copies of f32 sub-tiles. The A tile in L1 is NZ in C0-wide column blocks
// (C0 = 8 for f32); PyAsc's offset uses 16-wide blocks for L0A (C0 of 16-bit types), so
// row 16 lands at element 256 instead of 128. A non-A f32 tile is laid out by PyAsc's
// banded Nd2Nz, one NZ matrix per 16 rows, 16 * (columns rounded up to 16) elements
// apart; PyAsc offsets and steps through it as if it were one NZ matrix as wide as the
// destination. With asc.compilation_arch set (as --pyasc-pipeline sets it) the offsets
// and the band stride follow the layouts; without it PyAsc's form is kept.

// RUN: ascopt --asclower-asctile-data-transfer=departures=true %s -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @a_rows
// CHECK: %[[R:.*]] = arith.constant 32 : i32
// CHECK: %[[B:.*]] = arith.constant 8 : i32
// CHECK: %[[T1:.*]] = arith.muli %[[R]], %[[B]] : i32
// CHECK: %[[T2:.*]] = arith.divsi %arg2, %[[B]] : i32
// CHECK: %[[T3:.*]] = arith.muli %[[T1]], %[[T2]] : i32
// CHECK: %[[T4:.*]] = arith.muli %arg1, %[[B]] : i32
// CHECK: %[[T5:.*]] = arith.addi %[[T3]], %[[T4]] : i32
// CHECK: %[[T6:.*]] = arith.remsi %arg2, %[[B]] : i32
// CHECK: %[[L:.*]] = arith.addi %[[T5]], %[[T6]] : i32
// CHECK: ascendc.local_tensor.subindex %{{.*}}[%[[L]]]
module attributes {asc.compilation_arch = "c310"} {
  func.func @a_rows(%a: !asctile.tile<32x16xf32, L1>, %i: i32, %j: i32) -> !asctile.tile<16x16xf32, L0A> {
    %0 = asctile.copy %a[%i, %j] : !asctile.tile<32x16xf32, L1>, !asctile.tile<16x16xf32, L0A>
    return %0 : !asctile.tile<16x16xf32, L0A>
  }
}

// -----

// Bands of the 64x48 L1 tile are 16 * 48 = 768 elements apart: the offset takes whole
// bands of the row, 16x8 fractals of the column, then the place inside the fractal, and
// the loop over the destination's two bands steps 768 through L1 (256 through L0B).
// CHECK-LABEL: func.func @b_bands
// CHECK: %[[C16:.*]] = arith.constant 16 : i32
// CHECK: %[[C8:.*]] = arith.constant 8 : i32
// CHECK: %[[BI:.*]] = arith.divsi %arg1, %[[C16]] : i32
// CHECK: %[[ST:.*]] = arith.constant 768 : i32
// CHECK: %[[BO:.*]] = arith.muli %[[BI]], %[[ST]] : i32
// CHECK: %[[CI:.*]] = arith.divsi %arg2, %[[C8]] : i32
// CHECK: %[[FR:.*]] = arith.constant 128 : i32
// CHECK: %[[CO:.*]] = arith.muli %[[CI]], %[[FR]] : i32
// CHECK: %[[RI:.*]] = arith.remsi %arg1, %[[C16]] : i32
// CHECK: %[[RO:.*]] = arith.muli %[[RI]], %[[C8]] : i32
// CHECK: %[[IN:.*]] = arith.remsi %arg2, %[[C8]] : i32
// CHECK: %[[S1:.*]] = arith.addi %[[BO]], %[[CO]] : i32
// CHECK: %[[S2:.*]] = arith.addi %[[RO]], %[[IN]] : i32
// CHECK: %[[L:.*]] = arith.addi %[[S1]], %[[S2]] : i32
// CHECK: %[[SRC:.*]] = ascendc.local_tensor.subindex %{{.*}}[%[[L]]]
// CHECK: scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step
// CHECK: arith.constant 256 : i32
// CHECK: %[[SB:.*]] = arith.constant 768 : i32
// CHECK: %[[SI:.*]] = arith.muli %[[IV]], %[[SB]] : i32
// CHECK: ascendc.local_tensor.subindex %[[SRC]][%[[SI]]]
// CHECK: ascendc.load_data_with_transpose
module attributes {asc.compilation_arch = "c220"} {
  func.func @b_bands(%b: !asctile.tile<64x48xf32, L1>, %i: i32, %j: i32) -> !asctile.tile<32x16xf32, L0B> {
    %0 = asctile.copy %b[%i, %j] : !asctile.tile<64x48xf32, L1>, !asctile.tile<32x16xf32, L0B>
    return %0 : !asctile.tile<32x16xf32, L0B>
  }
}

// -----

// PyAsc's form without the architecture: 16-wide blocks for L0A, and the L0B loop steps
// by the destination's band (256).
// CHECK-LABEL: func.func @pyasc_a
// CHECK: arith.constant 16 : i32
// CHECK-NOT: arith.constant 8 : i32
// CHECK: ascendc.load_data_g2l
func.func @pyasc_a(%a: !asctile.tile<32x16xf32, L1>, %i: i32, %j: i32) -> !asctile.tile<16x16xf32, L0A> {
  %0 = asctile.copy %a[%i, %j] : !asctile.tile<32x16xf32, L1>, !asctile.tile<16x16xf32, L0A>
  return %0 : !asctile.tile<16x16xf32, L0A>
}

// -----

// CHECK-LABEL: func.func @pyasc_b
// CHECK-NOT: arith.constant 768
// CHECK: scf.for
// CHECK: arith.constant 256 : i32
// CHECK: %[[SB:.*]] = arith.constant 256 : i32
// CHECK: arith.muli %{{.*}}, %[[SB]] : i32
func.func @pyasc_b(%b: !asctile.tile<64x48xf32, L1>, %i: i32, %j: i32) -> !asctile.tile<32x16xf32, L0B> {
  %0 = asctile.copy %b[%i, %j] : !asctile.tile<64x48xf32, L1>, !asctile.tile<32x16xf32, L0B>
  return %0 : !asctile.tile<32x16xf32, L0B>
}
