// MLIR's dialect conversion stops at the first op it cannot legalize (passes-asc2.md §0.3):
// the pattern's error and `failed to legalize` are reported for that op only, not for the
// later bad ops of the function. Found: asclower-asctile, -asctile-i1 and
// -asctile-data-transfer reported every bad op.

// RUN: ascopt --asclower-asctile-data-transfer %s -verify-diagnostics

func.func @data(%arg0: memref<*xi16, 22>, %t: !asctile.tile<16x16xf32, L0C>, %l1: !asctile.tile<64x64xf16, L1>, %a: i32) {
  %0 = asctile.tensor %arg0() : memref<*xi16, 22>, !asctile.tensor<32x32xi16>
  // expected-error @+2 {{Unsupported quant mode from 'f32' to 'i16'}}
  // expected-error @+1 {{failed to legalize operation 'asctile.store_fixpipe' that was explicitly marked illegal}}
  asctile.store_fixpipe %t, %0 [%a, %a] {quantize} : !asctile.tile<16x16xf32, L0C>, !asctile.tensor<32x32xi16>
  %1 = asctile.copy %l1[%a, %a] : !asctile.tile<64x64xf16, L1>, !asctile.tile<32x32xf16, L1>
  return
}
