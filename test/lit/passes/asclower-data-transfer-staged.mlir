// asclower-asctile-data-transfer, in a module that names its architecture, moves a 2-D UB
// tile of several rows that are not whole 32-byte blocks (and not at column 0 of a tensor
// exactly as wide, which is one block) through a staging tensor of whole-block rows:
// DataCopyPad starts each row it moves on a 32-byte boundary of UB while the tile's rows
// follow each other unpadded, so the scalar unit moves the elements between the two.

// RUN: ascopt -asclower-asctile-data-transfer=departures=true -canonicalize %s | FileCheck %s

module attributes {asc.compilation_arch = "c310"} {

// A 16x1 column stored into column 0 of a two-column tensor: each element goes to the
// head of a 32-byte row of a scratch tensor, a vector DataCopy moves the scratch into the
// staging tensor (so the copy out follows a vector write), then one DataCopyPad of the
// clipped rows, 4 bytes each, no UB gap, 4 bytes skipped in GM per row.
// CHECK-LABEL: func.func @store_column
// CHECK:         %[[T:.*]] = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16x1xf32, UB> to !ascendc.local_tensor<16x1xf32>
// CHECK:         %[[D:.*]] = ascendc.global_tensor.subindex
// CHECK-NEXT:    %[[S:.*]] = ascendc.local_tensor_auto veccalc() : <16x8xf32>
// CHECK-NEXT:    scf.for %[[R:.*]] = %c0_i32 to %c16_i32 step %c1_i32  : i32 {
// CHECK-NEXT:      %[[A:.*]] = arith.muli %[[R]], %c8_i32 : i32
// CHECK-NEXT:      %[[V:.*]] = ascendc.local_tensor.get_value %[[T]], %[[R]] : !ascendc.local_tensor<16x1xf32>, i32, f32
// CHECK-NEXT:      ascendc.local_tensor.set_value %[[S]], %[[A]], %[[V]] : !ascendc.local_tensor<16x8xf32>, i32, f32
// CHECK-NEXT:    } {asctile.parallel}
// CHECK-NEXT:    %[[ST:.*]] = ascendc.local_tensor_auto veccalc() : <16x8xf32>
// CHECK-NEXT:    ascendc.data_copy_l2 %[[ST]], %[[S]], %c128_i64 : !ascendc.local_tensor<16x8xf32>, !ascendc.local_tensor<16x8xf32>, i64
// CHECK:         %[[N:.*]] = arith.minsi %{{.*}}, %c16_i32 : i32
// CHECK-NEXT:    %[[E:.*]] = ascendc.construct !ascendc.data_copy_ext_params(%[[N]], %c4_i32, %c0_i32, %c4_i32, %c0_i32)
// CHECK-NEXT:    ascendc.data_copy_pad_l2_ext %[[D]], %[[ST]], %[[E]] : !ascendc.global_tensor<?x?xf32>, !ascendc.local_tensor<16x8xf32>, !ascendc.data_copy_ext_params
func.func @store_column(%t: !asctile.tile<16x1xf32, UB>, %y: memref<*xf32, 22>, %rows: i32, %r: i32) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %ty = asctile.tensor %y(%rows, %c2) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
  asctile.store %t, %ty[%r, %c0] : !asctile.tile<16x1xf32, UB>, !asctile.tensor<?x?xf32>
  return
}

// A 4x12 f16 tile (24-byte rows) loaded from anywhere in a wider tensor: the clipped rows
// and columns go into 16-element staging rows (one block each, gap 1 - 1 = 0 blocks), the
// pad fills the rest of each copied row past its block and the missing rows, and a loop
// nest moves the 4 x 12 elements into the packed tile.
// CHECK-LABEL: func.func @load_inside
// CHECK:         %[[T:.*]] = ascendc.local_tensor_auto veccalc() : <4x12xf16>
// CHECK:         %[[S:.*]] = ascendc.local_tensor_auto veccalc() : <4x16xf16>
// CHECK:         ascendc.construct !ascendc.data_copy_ext_params(
// CHECK:         ascendc.construct !ascendc.data_copy_pad_ext_params<f16>(
// CHECK-NEXT:    ascendc.data_copy_pad_l0_ext %[[S]], %{{.*}} : !ascendc.local_tensor<4x16xf16>, !ascendc.global_tensor<?x?xf16>
// CHECK:         ascendc.duplicate_l2
// CHECK:         scf.for %[[R:.*]] = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
// CHECK-NEXT:      %[[FB:.*]] = arith.muli %[[R]], %c16_i32 : i32
// CHECK-NEXT:      %[[TB:.*]] = arith.muli %[[R]], %c12_i32 : i32
// CHECK-NEXT:      scf.for %[[C:.*]] = %c0_i32 to %c12_i32 step %c1_i32  : i32 {
// CHECK-NEXT:        %[[FI:.*]] = arith.addi %[[FB]], %[[C]] : i32
// CHECK-NEXT:        %[[V:.*]] = ascendc.local_tensor.get_value %[[S]], %[[FI]] : !ascendc.local_tensor<4x16xf16>, i32, f16
// CHECK-NEXT:        %[[TI:.*]] = arith.addi %[[TB]], %[[C]] : i32
// CHECK-NEXT:        ascendc.local_tensor.set_value %[[T]], %[[TI]], %[[V]] : !ascendc.local_tensor<4x12xf16>, i32, f16
// CHECK-NEXT:      } {asctile.parallel}
// CHECK-NEXT:    } {asctile.parallel}
func.func @load_inside(%x: memref<*xf16, 22>, %rows: i32, %cols: i32, %r: i32, %c: i32) -> !asctile.tile<4x12xf16, UB> {
  %pad = arith.constant 0.0 : f16
  %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
  %t = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<4x12xf16, UB>
  return %t : !asctile.tile<4x12xf16, UB>
}
}
