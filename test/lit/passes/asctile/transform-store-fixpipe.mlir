// asctile-transform-store-fixpipe: copies and stores out of L0C go through the fixpipe;
// a relu or cast producing the L0C value folds into the relu/quantize flag.

// RUN: ascopt -asctile-transform-store-fixpipe %s | FileCheck %s

// CHECK-LABEL: func.func @fixpipe(%arg0: !asctile.tensor<32x32xf32>, %arg1: !asctile.tensor<32x32xf16>, %arg2: i32) -> (!asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L1>) {
// CHECK-NEXT:   %0 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT:   asctile.store_fixpipe %0, %arg0[%arg2, %arg2] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
// CHECK-NEXT:   asctile.store_fixpipe %0, %arg1[%arg2, %arg2] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf16>
// CHECK-NEXT:   %1 = asctile.copy_fixpipe %0[%arg2, %arg2] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf32, L1>
// CHECK-NEXT:   %2 = asctile.copy_fixpipe %0[%arg2, %arg2] : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf32, L1>
// CHECK-NEXT:   return %1, %2 : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L1>
// CHECK-NEXT: }

func.func @fixpipe(%t: !asctile.tensor<32x32xf32>, %h: !asctile.tensor<32x32xf16>, %i: i32) -> (!asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L1>) {
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %r = asctile.relu %acc : !asctile.tile<32x32xf32, L0C>
  asctile.store %r, %t[%i, %i] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
  %c = asctile.cast %acc : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xf16, L0C>
  asctile.store %c, %h[%i, %i] : !asctile.tile<32x32xf16, L0C>, !asctile.tensor<32x32xf16>
  %x = asctile.copy %r[%i, %i] : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf32, L1>
  %y = asctile.copy %acc[%i, %i] : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf32, L1>
  return %x, %y : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L1>
}
