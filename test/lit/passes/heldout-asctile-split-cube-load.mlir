// Held-out style cases for asctile-split-cube-load (spec passes-asc2.md §1): loads into
// L0A/L0B (with and without pad value, 1-D and 2-D, f16/bf16/f32, inside loops) become an
// L1 load (other attributes dropped) plus a copy at zero offsets; the new L1 load feeding
// L0A gets asctile.is_matrix_a; dead loads are erased by the driver; UB/L0C/FIX loads, an
// L1 load already marked, and L1 loads copied only to L0B are left alone.
// RUN: ascopt -asctile-split-cube-load %s | FileCheck %s

// CHECK-LABEL: func.func @l0a_pad(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32) -> !asctile.tile<32x16xf16, L0A> {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
// CHECK-NEXT: %1 = asctile.load %0[%arg1, %arg2], %cst {asctile.is_matrix_a} : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L1>
// CHECK-NEXT: %2 = asctile.copy %1[%c0_i32, %c0_i32] : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0A>
// CHECK-NEXT: return %2 : !asctile.tile<32x16xf16, L0A>
// CHECK-NEXT: }
func.func @l0a_pad(%arg0: memref<*xf16, 22>, %i: i32, %j: i32) -> !asctile.tile<32x16xf16, L0A> {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %pad = arith.constant 0.0 : f16
  %1 = asctile.load %0[%i, %j], %pad {asctile.unroll_group = 3 : i64} : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L0A>
  return %1 : !asctile.tile<32x16xf16, L0A>
}

// CHECK-LABEL: func.func @l0b_f32_1d(%arg0: memref<*xf32, 22>, %arg1: i32) -> !asctile.tile<64xf32, L0B> {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<128xf32>
// CHECK-NEXT: %1 = asctile.load %0[%arg1] : !asctile.tensor<128xf32>, !asctile.tile<64xf32, L1>
// CHECK-NEXT: %2 = asctile.copy %1[%c0_i32] : !asctile.tile<64xf32, L1>, !asctile.tile<64xf32, L0B>
// CHECK-NEXT: return %2 : !asctile.tile<64xf32, L0B>
// CHECK-NEXT: }
func.func @l0b_f32_1d(%arg0: memref<*xf32, 22>, %i: i32) -> !asctile.tile<64xf32, L0B> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<128xf32>
  %1 = asctile.load %0[%i] : !asctile.tensor<128xf32>, !asctile.tile<64xf32, L0B>
  return %1 : !asctile.tile<64xf32, L0B>
}

// CHECK-LABEL: func.func @unused(%arg0: memref<*xf16, 22>, %arg1: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unused(%arg0: memref<*xf16, 22>, %i: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %1 = asctile.load %0[%i, %i] : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L0A>
  %2 = asctile.load %0[%i, %i] : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L1>
  return
}

// CHECK-LABEL: func.func @two_l0a(%arg0: memref<*xbf16, 22>, %arg1: i32) -> (!asctile.tile<16x16xbf16, L0A>, !asctile.tile<16x16xbf16, L0A>) {
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xbf16, 22>, !asctile.tensor<64x64xbf16>
// CHECK-NEXT: %1 = asctile.load %0[%arg1, %arg1] {asctile.is_matrix_a} : !asctile.tensor<64x64xbf16>, !asctile.tile<32x16xbf16, L1>
// CHECK-NEXT: %2 = asctile.copy %1[%arg1, %arg1] : !asctile.tile<32x16xbf16, L1>, !asctile.tile<16x16xbf16, L0A>
// CHECK-NEXT: %3 = asctile.copy %1[%arg1, %arg1] : !asctile.tile<32x16xbf16, L1>, !asctile.tile<16x16xbf16, L0A>
// CHECK-NEXT: return %2, %3 : !asctile.tile<16x16xbf16, L0A>, !asctile.tile<16x16xbf16, L0A>
// CHECK-NEXT: }
func.func @two_l0a(%arg0: memref<*xbf16, 22>, %i: i32) -> (!asctile.tile<16x16xbf16, L0A>, !asctile.tile<16x16xbf16, L0A>) {
  %0 = asctile.tensor %arg0() : memref<*xbf16, 22>, !asctile.tensor<64x64xbf16>
  %1 = asctile.load %0[%i, %i] : !asctile.tensor<64x64xbf16>, !asctile.tile<32x16xbf16, L1>
  %2 = asctile.copy %1[%i, %i] : !asctile.tile<32x16xbf16, L1>, !asctile.tile<16x16xbf16, L0A>
  %3 = asctile.copy %1[%i, %i] : !asctile.tile<32x16xbf16, L1>, !asctile.tile<16x16xbf16, L0A>
  return %2, %3 : !asctile.tile<16x16xbf16, L0A>, !asctile.tile<16x16xbf16, L0A>
}

// CHECK-LABEL: func.func @marked_l0b(%arg0: memref<*xf16, 22>, %arg1: i32) -> !asctile.tile<16x16xf16, L0B> {
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
// CHECK-NEXT: %1 = asctile.load %0[%arg1, %arg1] {asctile.is_matrix_a} : !asctile.tensor<64x64xf16>, !asctile.tile<16x16xf16, L1>
// CHECK-NEXT: %2 = asctile.copy %1[%arg1, %arg1] : !asctile.tile<16x16xf16, L1>, !asctile.tile<16x16xf16, L0B>
// CHECK-NEXT: return %2 : !asctile.tile<16x16xf16, L0B>
// CHECK-NEXT: }
func.func @marked_l0b(%arg0: memref<*xf16, 22>, %i: i32) -> !asctile.tile<16x16xf16, L0B> {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %1 = asctile.load %0[%i, %i] {asctile.is_matrix_a} : !asctile.tensor<64x64xf16>, !asctile.tile<16x16xf16, L1>
  %2 = asctile.copy %1[%i, %i] : !asctile.tile<16x16xf16, L1>, !asctile.tile<16x16xf16, L0B>
  return %2 : !asctile.tile<16x16xf16, L0B>
}

// CHECK-LABEL: func.func @ub_fix(%arg0: memref<*xf32, 22>, %arg1: i32) -> (!asctile.tile<16x16xf32, UB>, !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf32, FIX>) {
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: %1 = asctile.load %0[%arg1, %arg1] : !asctile.tensor<64x64xf32>, !asctile.tile<16x16xf32, UB>
// CHECK-NEXT: %2 = asctile.load %0[%arg1, %arg1] : !asctile.tensor<64x64xf32>, !asctile.tile<16x16xf32, L0C>
// CHECK-NEXT: %3 = asctile.load %0[%arg1, %arg1] : !asctile.tensor<64x64xf32>, !asctile.tile<16x16xf32, FIX>
// CHECK-NEXT: return %1, %2, %3 : !asctile.tile<16x16xf32, UB>, !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf32, FIX>
// CHECK-NEXT: }
func.func @ub_fix(%arg0: memref<*xf32, 22>, %i: i32) -> (!asctile.tile<16x16xf32, UB>, !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf32, FIX>) {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %1 = asctile.load %0[%i, %i] : !asctile.tensor<64x64xf32>, !asctile.tile<16x16xf32, UB>
  %2 = asctile.load %0[%i, %i] : !asctile.tensor<64x64xf32>, !asctile.tile<16x16xf32, L0C>
  %3 = asctile.load %0[%i, %i] : !asctile.tensor<64x64xf32>, !asctile.tile<16x16xf32, FIX>
  return %1, %2, %3 : !asctile.tile<16x16xf32, UB>, !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf32, FIX>
}

// CHECK-LABEL: func.func @in_loop(%arg0: memref<*xf16, 22>, %arg1: i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
// CHECK-NEXT: %1 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32  : i32 {
// CHECK-NEXT: %2 = asctile.load %0[%c0_i32, %arg2] {asctile.is_matrix_a} : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L1>
// CHECK-NEXT: %3 = asctile.copy %2[%c0_i32, %c0_i32] : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0A>
// CHECK-NEXT: %4 = asctile.load %0[%arg2, %c0_i32] : !asctile.tensor<64x64xf16>, !asctile.tile<16x32xf16, L1>
// CHECK-NEXT: %5 = asctile.copy %4[%c0_i32, %c0_i32] : !asctile.tile<16x32xf16, L1>, !asctile.tile<16x32xf16, L0B>
// CHECK-NEXT: asctile.matmul_acc %3, %5, %1 : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @in_loop(%arg0: memref<*xf16, 22>, %n: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  scf.for %k = %c0 to %n step %c1 : i32 {
    %a = asctile.load %0[%c0, %k] : !asctile.tensor<64x64xf16>, !asctile.tile<32x16xf16, L0A>
    %b = asctile.load %0[%k, %c0] : !asctile.tensor<64x64xf16>, !asctile.tile<16x32xf16, L0B>
    asctile.matmul_acc %a, %b, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  }
  return
}

