// Held-out style cases for asctile-transform-store-fixpipe: stores of L0C values and
// copies of L0C tiles go through the fixpipe; a relu and/or cast producing the L0C value
// (in either order, also on an existing store_fixpipe, f32->f16/bf16 and i32->i8) fold
// into the relu/quantize flags; a relu with another user stays; UB stores, L1 copies and
// UB relus are left alone; the rewrite also happens inside loops.
// RUN: ascopt -asctile-transform-store-fixpipe %s | FileCheck %s

// CHECK-LABEL: func.func @relu_cast(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
// CHECK-NEXT: %1 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: asctile.store_fixpipe %1, %0[%arg1, %arg2] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<64x64xf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @relu_cast(%arg0: memref<*xf16, 22>, %i: i32, %j: i32) {
  %t = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %r = asctile.relu %acc : !asctile.tile<32x32xf32, L0C>
  %c = asctile.cast %r : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xf16, L0C>
  asctile.store %c, %t[%i, %j] : !asctile.tile<32x32xf16, L0C>, !asctile.tensor<64x64xf16>
  return
}

// CHECK-LABEL: func.func @cast_relu(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
// CHECK-NEXT: %1 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: asctile.store_fixpipe %1, %0[%arg1, %arg2] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<64x64xf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cast_relu(%arg0: memref<*xf16, 22>, %i: i32, %j: i32) {
  %t = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %c = asctile.cast %acc : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xf16, L0C>
  %r = asctile.relu %c : !asctile.tile<32x32xf16, L0C>
  asctile.store %r, %t[%i, %j] : !asctile.tile<32x32xf16, L0C>, !asctile.tensor<64x64xf16>
  return
}

// CHECK-LABEL: func.func @shared_relu(%arg0: memref<*xf32, 22>, %arg1: i32) -> !asctile.tile<32x32xf32, L0C> {
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: %1 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: %2 = asctile.relu %1 : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: asctile.store_fixpipe %1, %0[%arg1, %arg1] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: return %2 : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: }
func.func @shared_relu(%arg0: memref<*xf32, 22>, %i: i32) -> !asctile.tile<32x32xf32, L0C> {
  %t = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %r = asctile.relu %acc : !asctile.tile<32x32xf32, L0C>
  asctile.store %r, %t[%i, %i] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<64x64xf32>
  return %r : !asctile.tile<32x32xf32, L0C>
}

// CHECK-LABEL: func.func @ub_left(%arg0: memref<*xf32, 22>, %arg1: !asctile.tile<32x32xf32, UB>, %arg2: !asctile.tile<32x32xf16, L1>, %arg3: i32) -> !asctile.tile<32x32xf16, L0A> {
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: %1 = asctile.relu %arg1 : !asctile.tile<32x32xf32, UB>
// CHECK-NEXT: asctile.store %1, %0[%arg3, %arg3] : !asctile.tile<32x32xf32, UB>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: %2 = asctile.copy %arg2[%arg3, %arg3] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT: return %2 : !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT: }
func.func @ub_left(%arg0: memref<*xf32, 22>, %x: !asctile.tile<32x32xf32, UB>, %l: !asctile.tile<32x32xf16, L1>, %i: i32) -> !asctile.tile<32x32xf16, L0A> {
  %t = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  %r = asctile.relu %x : !asctile.tile<32x32xf32, UB>
  asctile.store %r, %t[%i, %i] : !asctile.tile<32x32xf32, UB>, !asctile.tensor<64x64xf32>
  %a = asctile.copy %l[%i, %i] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
  return %a : !asctile.tile<32x32xf16, L0A>
}

// CHECK-LABEL: func.func @copy_quant(%arg0: i32) -> (!asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xbf16, L1>) {
// CHECK-NEXT: %0 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: %1 = asctile.copy_fixpipe %0[%arg0, %arg0] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
// CHECK-NEXT: %2 = asctile.copy_fixpipe %0[%arg0, %arg0] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xbf16, L1>
// CHECK-NEXT: return %1, %2 : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xbf16, L1>
// CHECK-NEXT: }
func.func @copy_quant(%i: i32) -> (!asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xbf16, L1>) {
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %c = asctile.cast %acc : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xf16, L0C>
  %x = asctile.copy %c[%i, %i] : !asctile.tile<32x32xf16, L0C>, !asctile.tile<32x32xf16, L1>
  %r = asctile.relu %acc : !asctile.tile<32x32xf32, L0C>
  %b = asctile.cast %r : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xbf16, L0C>
  %y = asctile.copy %b[%i, %i] : !asctile.tile<32x32xbf16, L0C>, !asctile.tile<32x32xbf16, L1>
  return %x, %y : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xbf16, L1>
}

// CHECK-LABEL: func.func @existing(%arg0: memref<*xi8, 22>, %arg1: i32) {
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xi8, 22>, !asctile.tensor<64x64xi8>
// CHECK-NEXT: %1 = asctile.accumulator : !asctile.tile<32x32xi32, L0C>
// CHECK-NEXT: asctile.store_fixpipe %1, %0[%arg1, %arg1] {quantize, relu} : !asctile.tile<32x32xi32, L0C>, !asctile.tensor<64x64xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @existing(%arg0: memref<*xi8, 22>, %i: i32) {
  %t = asctile.tensor %arg0() : memref<*xi8, 22>, !asctile.tensor<64x64xi8>
  %acc = asctile.accumulator : !asctile.tile<32x32xi32, L0C>
  %c = asctile.cast %acc : !asctile.tile<32x32xi32, L0C> to !asctile.tile<32x32xi8, L0C>
  asctile.store_fixpipe %c, %t[%i, %i] {relu} : !asctile.tile<32x32xi8, L0C>, !asctile.tensor<64x64xi8>
  return
}

// CHECK-LABEL: func.func @loop(%arg0: memref<*xf32, 22>, %arg1: i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32  : i32 {
// CHECK-NEXT: %1 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: asctile.store_fixpipe %1, %0[%arg2, %c0_i32] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @loop(%arg0: memref<*xf32, 22>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
  scf.for %k = %c0 to %n step %c1 : i32 {
    %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
    %r = asctile.relu %acc : !asctile.tile<32x32xf32, L0C>
    asctile.store %r, %t[%k, %c0] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<64x64xf32>
  }
  return
}

