// A UB tile of several rows against a 1-D tensor, or a UB tile of rank 3, has no copy form
// the spec settles (PyAsc's lowering takes the tile's rows at the tensor's row length): the
// lowering refuses it at the op instead of reading rows a whole tensor apart (it used to
// panic on the clipped, staged path). One row, or a 1-D tile, is lowered.

// RUN: not ascopt -asclower-asctile-data-transfer -split-input-file %s 2>&1 | FileCheck %s

// CHECK: :1 offset :[[# @LINE + 6]]:8: error: 'asctile.load' op moves a 4x25 UB tile of several rows to or from a 1-D tensor
// CHECK: error: failed to legalize operation 'asctile.load' that was explicitly marked illegal
module attributes {asc.compilation_arch = "c220"} {
func.func @load_rows(%arg0: memref<*xf32, 22>, %n: i32, %i: i32) -> !asctile.tile<4x25xf32, UB> {
  %0 = asctile.tensor %arg0(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %pad = arith.constant 0.0 : f32
  %1 = asctile.load %0 [%i], %pad : !asctile.tensor<?xf32>, !asctile.tile<4x25xf32, UB>
  return %1 : !asctile.tile<4x25xf32, UB>
}
}

// -----

// CHECK: :19 offset :[[# @LINE - 14]]:3: error: 'asctile.store' op moves a 8x32 UB tile of several rows to or from a 1-D tensor
// CHECK: error: failed to legalize operation 'asctile.store' that was explicitly marked illegal
func.func @store_rows(%arg0: memref<*xf32, 22>, %t: !asctile.tile<8x32xf32, UB>, %i: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<1024xf32>
  asctile.store %t, %0 [%i] : !asctile.tile<8x32xf32, UB>, !asctile.tensor<1024xf32>
  return
}

// -----

// CHECK: :29 offset :[[# @LINE - 23]]:8: error: 'asctile.load' op needs a UB tile of rank 1 or 2, not 3
// CHECK: error: failed to legalize operation 'asctile.load' that was explicitly marked illegal
func.func @load_rank3(%arg0: memref<*xf32, 22>, %i: i32, %j: i32) -> !asctile.tile<2x4x32xf32, UB> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %pad = arith.constant 0.0 : f32
  %1 = asctile.load %0 [%i, %j], %pad : !asctile.tensor<64x64xf32>, !asctile.tile<2x4x32xf32, UB>
  return %1 : !asctile.tile<2x4x32xf32, UB>
}

// -----

// CHECK-LABEL: func.func @one_row
// CHECK: ascendc.data_copy_pad_l0_ext
func.func @one_row(%arg0: memref<*xf32, 22>, %n: i32, %i: i32) -> !asctile.tile<1x128xf32, UB> {
  %0 = asctile.tensor %arg0(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %pad = arith.constant 0.0 : f32
  %1 = asctile.load %0 [%i], %pad : !asctile.tensor<?xf32>, !asctile.tile<1x128xf32, UB>
  return %1 : !asctile.tile<1x128xf32, UB>
}
