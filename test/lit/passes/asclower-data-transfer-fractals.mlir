// The cube works on whole fractals: Nd2Nz lays an L1 tile out in 16-row fractals of
// C0 = 32 bytes, LoadData moves whole fractals into L0A and (transposed, in 16x16 blocks)
// into L0B. PyAsc's lowering does so whatever the tile, so a cube tile smaller than that
// (8x16 f16: one LoadData of 512 bytes from a 256-byte tile) overflows its buffer, and
// the spec gives no padding. A module that names its architecture (as --pyasc-pipeline's
// do) refuses such a tile at the op: L1 and L0A rows a multiple of 16 and columns of C0,
// L0B rows and columns multiples of 16 (and of C0). Without the architecture PyAsc's
// form is kept.

// RUN: ascopt --asclower-asctile-data-transfer=departures=true %s -split-input-file -verify-diagnostics
// RUN: ascopt --asclower-asctile-data-transfer=departures=true %s -split-input-file -verify-diagnostics | FileCheck %s

module attributes {asc.compilation_arch = "c220"} {
  func.func @l1_rows8_f16(%a: memref<*xf16, 22>, %i: i32) -> !asctile.tile<8x16xf16, L1> {
    %0 = asctile.tensor %a() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
    %cst = arith.constant 0.000000e+00 : f16
    // expected-error @+2 {{'asctile.load' op needs a cube tile of whole fractals (16 rows of 16 f16 elements), not 8x16 in L1: PyAsc's lowering moves whole fractals, past the end of a smaller tile, and the spec gives no padding for it; use rows that are a multiple of 16 and columns a multiple of 16}}
    // expected-error @+1 {{failed to legalize operation 'asctile.load'}}
    %1 = asctile.load %0[%i, %i], %cst {asctile.is_matrix_a} : !asctile.tensor<64x64xf16>, !asctile.tile<8x16xf16, L1>
    return %1 : !asctile.tile<8x16xf16, L1>
  }
}

// -----

module attributes {asc.compilation_arch = "c310"} {
  func.func @l1_cols4_f32(%a: memref<*xf32, 22>, %i: i32) -> !asctile.tile<16x4xf32, L1> {
    %0 = asctile.tensor %a() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
    %cst = arith.constant 0.000000e+00 : f32
    // expected-error @+2 {{'asctile.load' op needs a cube tile of whole fractals (16 rows of 8 f32 elements), not 16x4 in L1}}
    // expected-error @+1 {{failed to legalize operation 'asctile.load'}}
    %1 = asctile.load %0[%i, %i], %cst {asctile.is_matrix_a} : !asctile.tensor<64x64xf32>, !asctile.tile<16x4xf32, L1>
    return %1 : !asctile.tile<16x4xf32, L1>
  }
}

// -----

module attributes {asc.compilation_arch = "c220"} {
  func.func @l0a_24rows(%a: !asctile.tile<32x16xf16, L1>, %i: i32) -> !asctile.tile<24x16xf16, L0A> {
    // expected-error @+2 {{'asctile.copy' op needs a cube tile of whole fractals (16 rows of 16 f16 elements), not 24x16 in L0A}}
    // expected-error @+1 {{failed to legalize operation 'asctile.copy'}}
    %0 = asctile.copy %a[%i, %i] : !asctile.tile<32x16xf16, L1>, !asctile.tile<24x16xf16, L0A>
    return %0 : !asctile.tile<24x16xf16, L0A>
  }
}

// -----

// An f32 L0B tile is read in 16x16 blocks: 16x8 is one fractal of f32 but half a block.
module attributes {asc.compilation_arch = "c310"} {
  func.func @l0b_f32_cols8(%b: !asctile.tile<16x16xf32, L1>, %i: i32) -> !asctile.tile<16x8xf32, L0B> {
    // expected-error @+2 {{'asctile.copy' op needs a cube tile of whole fractals (16 rows of 8 f32 elements), not 16x8 in L0B: PyAsc's lowering moves whole fractals, past the end of a smaller tile, and the spec gives no padding for it; use rows that are a multiple of 16 and columns a multiple of 16}}
    // expected-error @+1 {{failed to legalize operation 'asctile.copy'}}
    %0 = asctile.copy %b[%i, %i] : !asctile.tile<16x16xf32, L1>, !asctile.tile<16x8xf32, L0B>
    return %0 : !asctile.tile<16x8xf32, L0B>
  }
}

// -----

// Whole fractals are lowered: a 16x8 f32 L0A tile (one fractal), 48x80 f16 in L0B.
// CHECK-LABEL: func.func @whole
// CHECK: ascendc.load_data_g2l
// CHECK: ascendc.load_data_g2l
module attributes {asc.compilation_arch = "c220"} {
  func.func @whole(%a: !asctile.tile<16x8xf32, L1>, %b: !asctile.tile<48x80xf16, L1>, %i: i32) -> (!asctile.tile<16x8xf32, L0A>, !asctile.tile<48x80xf16, L0B>) {
    %0 = asctile.copy %a[%i, %i] : !asctile.tile<16x8xf32, L1>, !asctile.tile<16x8xf32, L0A>
    %1 = asctile.copy %b[%i, %i] : !asctile.tile<48x80xf16, L1>, !asctile.tile<48x80xf16, L0B>
    return %0, %1 : !asctile.tile<16x8xf32, L0A>, !asctile.tile<48x80xf16, L0B>
  }
}

// -----

// Without asc.compilation_arch the pass keeps PyAsc's form.
// CHECK-LABEL: func.func @pyasc_form
// CHECK: ascendc.load_data_g2l
func.func @pyasc_form(%a: !asctile.tile<32x16xf16, L1>, %i: i32) -> !asctile.tile<8x16xf16, L0A> {
  %0 = asctile.copy %a[%i, %i] : !asctile.tile<32x16xf16, L1>, !asctile.tile<8x16xf16, L0A>
  return %0 : !asctile.tile<8x16xf16, L0A>
}
