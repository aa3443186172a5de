// Held-out style diagnostics of asctile-split-cube-load: errors are reported at the L1
// load, the pass does not fail, and the IR is kept. The use list is scanned newest use
// first, so the first offending use decides the message. When another load of the same
// function is rewritten, the greedy driver runs a second round and the error of the
// untouched load is printed again (PyAsc's pattern re-reports it).

// RUN: ascopt -asctile-split-cube-load %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err

// DIAG: [[@LINE+16]]:8: error: L1 tile is expected to be used for copy operations only.
// DIAG: [[@LINE+15]]:8: error: L1 tile is expected to be used for copy operations only.
// DIAG: [[@LINE+26]]:8: error: L1 tile copy to L0A/L0B location is expected only.
// DIAG-NEXT: %1 = asctile.load
// DIAG: [[@LINE+26]]:8: note: used here unexpectedly
// DIAG-NOT: error

// CHECK-LABEL: func.func @err_twice(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
// CHECK-NEXT: %1 = asctile.load %0[%arg1, %arg1] : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L1>
// CHECK-NEXT: %2 = asctile.load %0[%arg1, %arg1] : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L1>
// CHECK-NEXT: %3 = asctile.copy %2[%c0_i32, %c0_i32] : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0B>
// CHECK-NEXT: return %1, %3
func.func @err_twice(%arg0: memref<*xf16, 22>, %i: i32) -> (!asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0B>) {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %1 = asctile.load %0[%i, %i] : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L1>
  %2 = asctile.load %0[%i, %i] : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L0B>
  return %1, %2 : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0B>
}

// CHECK-LABEL: func.func @mixed_uses(
// CHECK-NEXT: %0 = asctile.tensor
// CHECK-NEXT: %1 = asctile.load %0[%arg1, %arg1] : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L1>
// CHECK-NEXT: %2 = asctile.copy %1[%arg1, %arg1] : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0A>
// CHECK-NEXT: %3 = asctile.copy %1[%arg1, %arg1] : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L1>
func.func @mixed_uses(%arg0: memref<*xf16, 22>, %i: i32) -> (!asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0A>) {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %1 = asctile.load %0[%i, %i] : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L1>
  %2 = asctile.copy %1[%i, %i] : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0A>
  %3 = asctile.copy %1[%i, %i] : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L1>
  return %3, %2 : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0A>
}
