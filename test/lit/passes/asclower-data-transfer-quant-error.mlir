// asclower-asctile-data-transfer: store_fixpipe quantizes only the pairs fixpipe knows.

// RUN: not ascopt -asclower-asctile-data-transfer %s 2>&1 | FileCheck %s

// CHECK: :[[# @LINE + 3]]:3: error: Unsupported quant mode from 'f32' to 'i16'
func.func @q(%arg0: memref<*xf32, 22>, %t: !asctile.tile<16x16xf32, L0C>, %i: i32, %j: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<32x32xi16>
  asctile.store_fixpipe %t, %0 [%i, %j] {quantize} : !asctile.tile<16x16xf32, L0C>, !asctile.tensor<32x32xi16>
  return
}
