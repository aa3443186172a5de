// Held-out style interaction of the asctile passes in pipeline order (passes-asc2.md
// §4.2 steps 9-13): loads into L0A/L0B become L1 loads plus copies (the one feeding L0A
// marked asctile.is_matrix_a), the accumulator passes legalize-matmul, a max with a zero
// L0C constant becomes a relu, and the relu and the f32 -> f16 cast on L0C fold into one
// store_fixpipe {quantize, relu}.
// RUN: ascopt -asctile-split-cube-load -asctile-legalize-matmul -canonicalize -asctile-transform-math-ops -asctile-transform-store-fixpipe %s | FileCheck %s



// CHECK-LABEL: func.func @mm(%arg0: !asctile.tensor<?x?xf16>, %arg1: !asctile.tensor<?x?xf16>, %arg2: !asctile.tensor<?x?xf16>, %arg3: i32, %arg4: f16) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = asctile.load %arg0[%arg3, %arg3], %arg4 {asctile.is_matrix_a} : !asctile.tensor<?x?xf16>, !asctile.tile<32x16xf16, L1>
// CHECK-NEXT: %1 = asctile.copy %0[%c0_i32, %c0_i32] : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0A>
// CHECK-NEXT: %2 = asctile.load %arg1[%arg3, %arg3], %arg4 : !asctile.tensor<?x?xf16>, !asctile.tile<16x32xf16, L1>
// CHECK-NEXT: %3 = asctile.copy %2[%c0_i32, %c0_i32] : !asctile.tile<16x32xf16, L1>, !asctile.tile<16x32xf16, L0B>
// CHECK-NEXT: %4 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: asctile.matmul_acc %1, %3, %4 : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
// CHECK-NEXT: asctile.store_fixpipe %4, %arg2[%arg3, %arg3] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mm(%a: !asctile.tensor<?x?xf16>, %b: !asctile.tensor<?x?xf16>, %c: !asctile.tensor<?x?xf16>, %i: i32, %p: f16) {
  %x = asctile.load %a[%i, %i], %p : !asctile.tensor<?x?xf16>, !asctile.tile<32x16xf16, L0A>
  %y = asctile.load %b[%i, %i], %p : !asctile.tensor<?x?xf16>, !asctile.tile<16x32xf16, L0B>
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  asctile.matmul_acc %x, %y, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  %z = arith.constant dense<0.0> : !asctile.tile<32x32xf32, L0C>
  %r = arith.maximumf %acc, %z : !asctile.tile<32x32xf32, L0C>
  %h = asctile.cast %r : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xf16, L0C>
  asctile.store %h, %c[%i, %i] : !asctile.tile<32x32xf16, L0C>, !asctile.tensor<?x?xf16>
  return
}

