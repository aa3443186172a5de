// asctile.softmax and asctile.rms_norm call SoftMax and RmsNorm, which work on rows of
// whole 32-byte blocks. PyAsc's lowering passes a row that is not one as it is (srcK = 100
// f32; an RmsNorm hLength rounded up while the tile keeps its rows packed) and the spec
// does not say how PyAsc would pad it, so a module that names its architecture (as
// --pyasc-pipeline's do) refuses the op there. A bf16 softmax is computed on an f32 copy:
// its rows count in 4-byte elements. Without the architecture, PyAsc's form is kept.

// RUN: ascopt --asclower-asctile=departures=true %s -split-input-file -verify-diagnostics
// RUN: ascopt --asclower-asctile=departures=true %s -split-input-file -verify-diagnostics | FileCheck %s

module attributes {asc.compilation_arch = "c220"} {
  func.func @softmax_f32_row100(%x: !asctile.tile<1x100xf32, UB>) -> !asctile.tile<1x100xf32, UB> {
    // expected-error @+2 {{'asctile.softmax' op has rows of 100 f32 elements (400 bytes), not a whole number of 32-byte blocks, which SoftMax needs of its row length (srcK, which PyAsc's lowering sets to the tile's); how PyAsc would pad such rows is not specified: use a last dimension that is a multiple of 8}}
    // expected-error @+1 {{failed to legalize operation 'asctile.softmax' that was explicitly marked illegal}}
    %0 = asctile.softmax %x : !asctile.tile<1x100xf32, UB>
    return %0 : !asctile.tile<1x100xf32, UB>
  }
}

// -----

module attributes {asc.compilation_arch = "c310"} {
  func.func @softmax_f16_1d(%x: !asctile.tile<40xf16, UB>) -> !asctile.tile<40xf16, UB> {
    // expected-error @+2 {{'asctile.softmax' op has rows of 40 f16 elements (80 bytes), not a whole number of 32-byte blocks}}
    // expected-error @+1 {{failed to legalize operation 'asctile.softmax'}}
    %0 = asctile.softmax %x : !asctile.tile<40xf16, UB>
    return %0 : !asctile.tile<40xf16, UB>
  }
}

// -----

module attributes {asc.compilation_arch = "c220"} {
  func.func @softmax_bf16_row20(%x: !asctile.tile<4x20xbf16, UB>) -> !asctile.tile<4x20xbf16, UB> {
    // expected-error @+2 {{'asctile.softmax' op has rows of 20 bf16 elements (80 bytes as the 4-byte elements it is computed in), not a whole number of 32-byte blocks}}
    // expected-error @+1 {{failed to legalize operation 'asctile.softmax'}}
    %0 = asctile.softmax %x : !asctile.tile<4x20xbf16, UB>
    return %0 : !asctile.tile<4x20xbf16, UB>
  }
}

// -----

module attributes {asc.compilation_arch = "c220"} {
  func.func @rms_norm_row20(%x: !asctile.tile<4x20xf32, UB>, %g: !asctile.tile<20xf32, UB>, %e: f32) -> !asctile.tile<4x20xf32, UB> {
    // expected-error @+1 {{'asctile.rms_norm' op has rows of 20 f32 elements (80 bytes), not a whole number of 32-byte blocks, which RmsNorm's tiling needs (PyAsc's rounds hLength up to whole blocks while the tile keeps its rows packed); how PyAsc would pad such rows is not specified: use a last dimension that is a multiple of 8}}
    %0 = asctile.rms_norm %x, %g, %e : !asctile.tile<4x20xf32, UB>, !asctile.tile<20xf32, UB>
    return %0 : !asctile.tile<4x20xf32, UB>
  }
}

// -----

// Rows of whole blocks are lowered with the architecture named: 8 bf16 (32 bytes as f32),
// 48 f16 (96 bytes), 40 f32 for RmsNorm (160 bytes).
// CHECK-LABEL: func.func @whole_blocks
// CHECK: ascendc.softmax
// CHECK: ascendc.softmax
// CHECK: ascendc.rms_norm
module attributes {asc.compilation_arch = "c220"} {
  func.func @whole_blocks(%x: !asctile.tile<2x8xbf16, UB>, %y: !asctile.tile<4x48xf16, UB>, %z: !asctile.tile<3x40xf32, UB>, %g: !asctile.tile<40xf32, UB>, %e: f32) -> (!asctile.tile<2x8xbf16, UB>, !asctile.tile<4x48xf16, UB>, !asctile.tile<3x40xf32, UB>) {
    %0 = asctile.softmax %x : !asctile.tile<2x8xbf16, UB>
    %1 = asctile.softmax %y : !asctile.tile<4x48xf16, UB>
    %2 = asctile.rms_norm %z, %g, %e : !asctile.tile<3x40xf32, UB>, !asctile.tile<40xf32, UB>
    return %0, %1, %2 : !asctile.tile<2x8xbf16, UB>, !asctile.tile<4x48xf16, UB>, !asctile.tile<3x40xf32, UB>
  }
}

// -----

// Without asc.compilation_arch the pass keeps PyAsc's form: srcK = 100.
// CHECK-LABEL: func.func @pyasc_form
// CHECK: ascendc.softmax
func.func @pyasc_form(%x: !asctile.tile<1x100xf32, UB>) -> !asctile.tile<1x100xf32, UB> {
  %0 = asctile.softmax %x : !asctile.tile<1x100xf32, UB>
  return %0 : !asctile.tile<1x100xf32, UB>
}
