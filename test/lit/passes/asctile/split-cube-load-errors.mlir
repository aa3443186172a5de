// asctile-split-cube-load's diagnostics on L1 tiles: copies to both L0A and L0B (the note
// names the first copy of the other kind in use-list order, newest use first), a use that is
// not a copy, and a copy to a location other than L0A/L0B. The pass does not fail.

// RUN: ascopt -asctile-split-cube-load %s -split-input-file -verify-diagnostics

func.func @both_locations(%arg0: memref<*xf16, 22>, %i: i32) -> (!asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>) {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %pad = arith.constant 0.0 : f16
  // expected-error @+1 {{The same L1 tile should be copied only to tiles in same L0A/L0B location.}}
  %1 = asctile.load %0[%i, %i], %pad : !asctile.tensor<64x64xf16>, !asctile.tile<32x32xf16, L1>
  // expected-note @+1 {{copied here unexpectedly}}
  %2 = asctile.copy %1[%i, %i] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
  %3 = asctile.copy %1[%i, %i] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0B>
  return %2, %3 : !asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>
}

// -----

func.func @not_a_copy(%arg0: memref<*xf32, 22>, %i: i32) -> !asctile.tile<16x16xf32, L1> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %pad = arith.constant 0.0 : f32
  // expected-error @+1 {{L1 tile is expected to be used for copy operations only.}}
  %1 = asctile.load %0[%i, %i], %pad : !asctile.tensor<64x64xf32>, !asctile.tile<16x16xf32, L1>
  return %1 : !asctile.tile<16x16xf32, L1>
}

// -----

func.func @copy_to_ub(%arg0: memref<*xf32, 22>, %i: i32) -> !asctile.tile<16x16xf32, UB> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %pad = arith.constant 0.0 : f32
  // expected-error @+1 {{L1 tile copy to L0A/L0B location is expected only.}}
  %1 = asctile.load %0[%i, %i], %pad : !asctile.tensor<64x64xf32>, !asctile.tile<16x16xf32, L1>
  // expected-note @+1 {{used here unexpectedly}}
  %2 = asctile.copy %1[%i, %i] : !asctile.tile<16x16xf32, L1>, !asctile.tile<16x16xf32, UB>
  return %2 : !asctile.tile<16x16xf32, UB>
}
