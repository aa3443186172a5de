// With departures, asctile-split-cube-load fails where PyAsc's pass reports a misused L1
// tile and goes on (split-cube-load-errors.mlir): a use that is not a copy (an L1 tile
// carried by a loop) or a copy into neither L0A nor L0B leaves the tile's layout undecided.

// RUN: not ascopt -asctile-split-cube-load=departures=true %s -split-input-file 2>&1 | FileCheck %s

// CHECK: error: L1 tile is expected to be used for copy operations only.
func.func @carried(%arg0: memref<*xf32, 22>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<32x128xf32>
  %pad = arith.constant 0.0 : f32
  %1 = asctile.load %0[%c0, %c0], %pad : !asctile.tensor<32x128xf32>, !asctile.tile<32x32xf32, L1>
  %r = scf.for %k = %c0 to %n step %c32 iter_args(%a = %1) -> (!asctile.tile<32x32xf32, L1>) : i32 {
    %2 = asctile.copy %a[%c0, %c0] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0A>
    scf.yield %a : !asctile.tile<32x32xf32, L1>
  }
  return
}

// -----

// CHECK: error: L1 tile copy to L0A/L0B location is expected only.
func.func @copy_to_ub(%arg0: memref<*xf32, 22>, %i: i32) -> !asctile.tile<16x16xf32, UB> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %pad = arith.constant 0.0 : f32
  %1 = asctile.load %0[%i, %i], %pad : !asctile.tensor<64x64xf32>, !asctile.tile<16x16xf32, L1>
  %2 = asctile.copy %1[%i, %i] : !asctile.tile<16x16xf32, L1>, !asctile.tile<16x16xf32, UB>
  return %2 : !asctile.tile<16x16xf32, UB>
}
