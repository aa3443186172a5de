// asclower-asctile-data-transfer in a module that names its architecture: a 2-D UB tile
// whose rows are not whole 32-byte blocks is packed in UB (rows C elements apart), which
// DataCopyPad's one block per row cannot read or write (each UB block starts on a 32-byte
// boundary). When it sits at column 0 of a tensor whose rows are exactly C long (both
// constants), its valid rows are contiguous in GM too: one block of rows × C elements, and
// a load fills the pad value past the 32-byte block that ends the copied part. A tile of
// one such row is padded as a 1-D tile.

// RUN: ascopt -asclower-asctile-data-transfer=departures=true -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @packed_store
// CHECK:       %[[R:.*]] = arith.minsi %{{.*}}, %c16_i32 : i32
// CHECK-NEXT:  %[[L:.*]] = arith.muli %[[R]], %c4_i32 : i32
// CHECK-NEXT:  %[[E:.*]] = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %[[L]], %c0_i32, %c0_i32, %c0_i32)
// CHECK-NEXT:  ascendc.data_copy_pad_l2_ext %{{.*}}, %{{.*}}, %[[E]]

// CHECK-LABEL: func.func @packed_load
// CHECK:       %[[R:.*]] = arith.minsi %{{.*}}, %c4_i32 : i32
// CHECK-NEXT:  %[[N:.*]] = arith.muli %[[R]], %c3_i32 : i32
// CHECK-NEXT:  %[[L:.*]] = arith.muli %[[R]], %c6_i32 : i32
// CHECK-NEXT:  %[[E:.*]] = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %[[L]], %c0_i32, %c0_i32, %c0_i32)
// CHECK:       ascendc.data_copy_pad_l0_ext %[[D:.*]], %{{.*}}, %[[E]], %{{.*}}
// CHECK:       scf.if
// CHECK:         ascendc.duplicate_l2

// A tensor with longer rows goes through a staging tensor: asclower-data-transfer-staged.mlir.

// A one-row tile is laid out as a 1-D tile: after a partial row the pad value fills from
// the 32-byte block after the copied columns.
// CHECK-LABEL: func.func @one_row
// CHECK:       %[[M:.*]] = arith.minsi %{{.*}}, %c100_i32 : i32
// CHECK:       ascendc.data_copy_pad_l0_ext %[[D:.*]], %{{.*}}, %{{.*}}, %{{.*}} :
// CHECK-NEXT:  %[[A:.*]] = arith.addi %[[M]], %c7_i32 : i32
// CHECK-NEXT:  %[[B:.*]] = arith.divsi %[[A]], %c8_i32 : i32
// CHECK-NEXT:  %[[C:.*]] = arith.muli %[[B]], %c8_i32 : i32
// CHECK-NEXT:  %[[P:.*]] = arith.cmpi slt, %[[C]], %c100_i32 : i32
// CHECK-NEXT:  scf.if %[[P]] {
// CHECK:         ascendc.duplicate_l2

module attributes {asc.compilation_arch = "c310"} {
func.func @packed_store(%t: !asctile.tile<16x1xf32, UB>, %y: memref<*xf32, 22>, %rows: i32, %r: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %ty = asctile.tensor %y(%rows, %c1) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
  asctile.store %t, %ty[%r, %c0] : !asctile.tile<16x1xf32, UB>, !asctile.tensor<?x?xf32>
  return
}
func.func @packed_load(%x: memref<*xf16, 22>, %rows: i32, %r: i32) -> !asctile.tile<4x3xf16, UB> {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %pad = arith.constant 0.000000e+00 : f16
  %tx = asctile.tensor %x(%rows, %c3) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
  %t = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<4x3xf16, UB>
  return %t : !asctile.tile<4x3xf16, UB>
}
func.func @one_row(%x: memref<*xf32, 22>, %rows: i32, %cols: i32, %r: i32) -> !asctile.tile<1x100xf32, UB> {
  %c0 = arith.constant 0 : i32
  %ninf = arith.constant 0xFF800000 : f32
  %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
  %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<1x100xf32, UB>
  return %t : !asctile.tile<1x100xf32, UB>
}
}
