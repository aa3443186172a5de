// With departures, asctile-split-cube-load gives an L1 tile copied into both L0A and L0B
// a second load for its L0A copies, marked as a left matrix (docs/pyasc.md §5); PyAsc's
// pass reports it and leaves the one load in the right matrix's layout
// (split-cube-load-errors.mlir).

// RUN: ascopt -asctile-split-cube-load=departures=true %s | FileCheck %s

// CHECK-LABEL: func.func @both_locations
// CHECK:         %[[B:.*]] = asctile.load %{{.*}}[%arg1, %arg1], %{{.*}} : !asctile.tensor<64x64xf32>, !asctile.tile<32x32xf32, L1>
// CHECK-NEXT:    %[[A:.*]] = asctile.load %{{.*}}[%arg1, %arg1], %{{.*}} {asctile.is_matrix_a} : !asctile.tensor<64x64xf32>, !asctile.tile<32x32xf32, L1>
// CHECK:         asctile.copy %[[A]][%arg1, %arg1] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0A>
// CHECK:         asctile.copy %[[B]][%arg1, %arg1] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0B>
// CHECK:         asctile.copy %[[A]][%arg1, %arg1] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0A>
func.func @both_locations(%arg0: memref<*xf32, 22>, %i: i32) -> (!asctile.tile<32x32xf32, L0A>, !asctile.tile<32x32xf32, L0B>, !asctile.tile<32x32xf32, L0A>) {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %pad = arith.constant 0.0 : f32
  %1 = asctile.load %0[%i, %i], %pad : !asctile.tensor<64x64xf32>, !asctile.tile<32x32xf32, L1>
  %2 = asctile.copy %1[%i, %i] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0A>
  %3 = asctile.copy %1[%i, %i] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0B>
  %4 = asctile.copy %1[%i, %i] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0A>
  return %2, %3, %4 : !asctile.tile<32x32xf32, L0A>, !asctile.tile<32x32xf32, L0B>, !asctile.tile<32x32xf32, L0A>
}

// CHECK-LABEL: func.func @one_location
// CHECK:         asctile.load %{{.*}} {asctile.is_matrix_a}
// CHECK-NOT:     asctile.load
func.func @one_location(%arg0: memref<*xf32, 22>, %i: i32) -> !asctile.tile<32x32xf32, L0A> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %pad = arith.constant 0.0 : f32
  %1 = asctile.load %0[%i, %i], %pad : !asctile.tensor<64x64xf32>, !asctile.tile<32x32xf32, L1>
  %2 = asctile.copy %1[%i, %i] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0A>
  return %2 : !asctile.tile<32x32xf32, L0A>
}
