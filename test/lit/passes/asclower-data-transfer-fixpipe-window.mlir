// copy_fixpipe of a window of an L0C tile. PyAsc's lowering gives the Fixpipe the whole
// source (nSize, mSize of the L0C tile) whatever the result, so a smaller result is
// written past its end, and it offsets the source by the result's row-major shape; the
// Fixpipe strides of a window of an NZ tile are not specified. A module that names its
// architecture (as --pyasc-pipeline's do) refuses a result of another shape, or a constant
// offset other than 0, at the op; the whole tile is copied as PyAsc does.

// RUN: ascopt -asclower-asctile-data-transfer=departures=true %s -split-input-file -verify-diagnostics
// RUN: ascopt -asclower-asctile-data-transfer=departures=true %s -split-input-file -verify-diagnostics | FileCheck %s

module attributes {asc.compilation_arch = "c310"} {
  func.func @smaller(%acc: !asctile.tile<32x64xf32, L0C>, %i: i32) -> !asctile.tile<16x32xf16, L1> {
    // expected-error @+2 {{'asctile.copy_fixpipe' op copies a 16x32 window of a 32x64 L0C tile: PyAsc's lowering moves the whole L0C tile into the result whatever its shape, and the Fixpipe strides of a window are not specified; copy the whole tile (same shape, offsets 0)}}
    // expected-error @+1 {{failed to legalize operation 'asctile.copy_fixpipe'}}
    %0 = asctile.copy_fixpipe %acc[%i, %i] {quantize} : !asctile.tile<32x64xf32, L0C>, !asctile.tile<16x32xf16, L1>
    return %0 : !asctile.tile<16x32xf16, L1>
  }
}

// -----

module attributes {asc.compilation_arch = "c220"} {
  func.func @offset(%acc: !asctile.tile<32x32xf32, L0C>) -> !asctile.tile<32x32xf16, L1> {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    // expected-error @+2 {{'asctile.copy_fixpipe' op copies a 32x32 window of a 32x32 L0C tile}}
    // expected-error @+1 {{failed to legalize operation 'asctile.copy_fixpipe'}}
    %0 = asctile.copy_fixpipe %acc[%c16, %c0] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
    return %0 : !asctile.tile<32x32xf16, L1>
  }
}

// -----

// The whole tile at offsets 0 is lowered.
// CHECK-LABEL: func.func @whole
// CHECK: ascendc.fixpipe
module attributes {asc.compilation_arch = "c220"} {
  func.func @whole(%acc: !asctile.tile<32x32xf32, L0C>) -> !asctile.tile<32x32xf16, L1> {
    %c0 = arith.constant 0 : i32
    %0 = asctile.copy_fixpipe %acc[%c0, %c0] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
    return %0 : !asctile.tile<32x32xf16, L1>
  }
}

// -----

// Without the architecture PyAsc's form is kept.
// CHECK-LABEL: func.func @pyasc_form
// CHECK: ascendc.fixpipe
func.func @pyasc_form(%acc: !asctile.tile<32x64xf32, L0C>, %i: i32) -> !asctile.tile<16x32xf16, L1> {
  %0 = asctile.copy_fixpipe %acc[%i, %i] {quantize} : !asctile.tile<32x64xf32, L0C>, !asctile.tile<16x32xf16, L1>
  return %0 : !asctile.tile<16x32xf16, L1>
}
