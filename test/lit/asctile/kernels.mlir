// RUN: ascopt %s | FileCheck %s
// RUN: ascopt %s | ascopt | FileCheck %s
// RUN: ascopt %s --mlir-print-op-generic | ascopt | FileCheck %s
// Tile-level (asc2) kernels as PyAsc's frontend writes them print back unchanged, in the
// custom form and through the generic form.

// CHECK-LABEL: func.func @add_with_tail(%arg0: memref<*xf32, 22>, %arg1: memref<*xf32, 22>, %arg2: memref<*xf32, 22>, %arg3: i32) {
// CHECK-NEXT:    %0 = asctile.tensor %arg0(%arg3) : memref<*xf32, 22>, !asctile.tensor<?xf32>
// CHECK-NEXT:    %1 = asctile.tensor %arg1(%arg3) : memref<*xf32, 22>, !asctile.tensor<?xf32>
// CHECK-NEXT:    %2 = asctile.tensor %arg2(%arg3) : memref<*xf32, 22>, !asctile.tensor<?xf32>
// CHECK:         scf.for %arg4 = %c0_i32 to %{{.*}} step %c1_i32  : i32 {
// CHECK-NEXT:      %{{.*}} = arith.muli %arg4, %c256_i32 : i32
// CHECK-NEXT:      %[[X:.*]] = asctile.load %0[%[[OFF:.*]]], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
// CHECK-NEXT:      %[[Y:.*]] = asctile.load %1[%[[OFF]]], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[X]], %[[Y]] : !asctile.tile<256xf32, UB>
// CHECK-NEXT:      asctile.store %[[S]], %2[%[[OFF]]] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT:    } {asctile.unroll_factor = 4 : index}
// CHECK:         asctile.count_mask %{{.*}} {
// CHECK-NEXT:      %{{.*}} = asctile.load %0[%{{.*}}], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
// CHECK:           asctile.store %{{.*}}, %2[%{{.*}}] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @add_with_tail(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) {
  %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c256_i32 = arith.constant 256 : i32
  %cst = arith.constant 0.000000e+00 : f32
  %full = arith.divsi %n, %c256_i32 : i32
  scf.for %i = %c0_i32 to %full step %c1_i32 : i32 {
    %off = arith.muli %i, %c256_i32 : i32
    %a = asctile.load %tx[%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
    %b = asctile.load %ty[%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
    %s = arith.addf %a, %b : !asctile.tile<256xf32, UB>
    asctile.store %s, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 4 : index}
  %done = arith.muli %full, %c256_i32 : i32
  %rest = arith.subi %n, %done : i32
  %rest64 = arith.extsi %rest : i32 to i64
  asctile.count_mask %rest64 {
    %a = asctile.load %tx[%done], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
    %b = asctile.load %ty[%done], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
    %s = arith.addf %a, %b : !asctile.tile<256xf32, UB>
    asctile.store %s, %tz[%done] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @leaky_relu_softmax(
// CHECK:         %[[T:.*]] = asctile.load %0[%arg2, %c0_i32], %cst : !asctile.tensor<?x64xf16>, !asctile.tile<8x64xf16, UB>
// CHECK-NEXT:    %[[F:.*]] = asctile.cast %[[T]] : !asctile.tile<8x64xf16, UB> to !asctile.tile<8x64xf32, UB>
// CHECK-NEXT:    %[[M:.*]] = asctile.cmps GE %[[F]], %cst_0 : !asctile.tile<8x64xf32, UB>
// CHECK-NEXT:    %[[L:.*]] = asctile.muls %[[F]], %cst_1 : !asctile.tile<8x64xf32, UB>
// CHECK-NEXT:    %[[R:.*]] = asctile.select %[[M]], %[[F]], %[[L]] : !asctile.tile<8x64xf32, UB>
// CHECK-NEXT:    %[[MX:.*]] = asctile.reduce <max> %[[R]] {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x1xf32, UB>
// CHECK-NEXT:    %[[B:.*]] = asctile.broadcast %[[MX]] : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
// CHECK-NEXT:    %[[D:.*]] = arith.subf %[[R]], %[[B]] : !asctile.tile<8x64xf32, UB>
// CHECK-NEXT:    %[[E:.*]] = math.exp %[[D]] : !asctile.tile<8x64xf32, UB>
// CHECK-NEXT:    %[[SM:.*]] = asctile.softmax %[[E]] : !asctile.tile<8x64xf32, UB>
// CHECK-NEXT:    %[[TOT:.*]] = asctile.reduce_as_1d <sum> %[[SM]] : !asctile.tile<8x64xf32, UB>, f32
// CHECK-NEXT:    %[[H:.*]] = asctile.cast %[[SM]] : !asctile.tile<8x64xf32, UB> to !asctile.tile<8x64xf16, UB>
// CHECK-NEXT:    asctile.store %[[H]], %1[%arg2, %c0_i32] : !asctile.tile<8x64xf16, UB>, !asctile.tensor<?x64xf16>
// CHECK-NEXT:    return %[[TOT]] : f32
func.func @leaky_relu_softmax(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %row: i32, %rows: i32) -> f32 {
  %tx = asctile.tensor %x(%rows) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
  %ty = asctile.tensor %y(%rows) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
  %c0_i32 = arith.constant 0 : i32
  %cst = arith.constant 0.000000e+00 : f16
  %zero = arith.constant 0.000000e+00 : f32
  %alpha = arith.constant 0.00999999977 : f32
  %t = asctile.load %tx[%row, %c0_i32], %cst : !asctile.tensor<?x64xf16>, !asctile.tile<8x64xf16, UB>
  %f = asctile.cast %t : !asctile.tile<8x64xf16, UB> to !asctile.tile<8x64xf32, UB>
  %pos = asctile.cmps GE %f, %zero : !asctile.tile<8x64xf32, UB>
  %neg = asctile.muls %f, %alpha : !asctile.tile<8x64xf32, UB>
  %r = asctile.select %pos, %f, %neg : !asctile.tile<8x64xf32, UB>
  %mx = asctile.reduce <max> %r {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x1xf32, UB>
  %b = asctile.broadcast %mx : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
  %d = arith.subf %r, %b : !asctile.tile<8x64xf32, UB>
  %e = math.exp %d : !asctile.tile<8x64xf32, UB>
  %sm = asctile.softmax %e : !asctile.tile<8x64xf32, UB>
  %tot = asctile.reduce_as_1d <sum> %sm : !asctile.tile<8x64xf32, UB>, f32
  %h = asctile.cast %sm : !asctile.tile<8x64xf32, UB> to !asctile.tile<8x64xf16, UB>
  asctile.store %h, %ty[%row, %c0_i32] : !asctile.tile<8x64xf16, UB>, !asctile.tensor<?x64xf16>
  return %tot : f32
}

// CHECK-LABEL: func.func @matmul_k_loop(
// CHECK:         %[[ACC:.*]] = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT:    scf.for %arg4 = %c0_i32 to %arg3 step %c16_i32  : i32 {
// CHECK-NEXT:      %[[A:.*]] = asctile.load %0[%c0_i32, %arg4], %cst : !asctile.tensor<32x?xf16>, !asctile.tile<32x16xf16, L1>
// CHECK-NEXT:      %[[B:.*]] = asctile.load %1[%arg4, %c0_i32], %cst : !asctile.tensor<?x32xf16>, !asctile.tile<16x32xf16, L1>
// CHECK-NEXT:      %[[A0:.*]] = asctile.copy %[[A]][%c0_i32, %c0_i32] : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0A>
// CHECK-NEXT:      %[[B0:.*]] = asctile.copy %[[B]][%c0_i32, %c0_i32] : !asctile.tile<16x32xf16, L1>, !asctile.tile<16x32xf16, L0B>
// CHECK-NEXT:      asctile.matmul_acc %[[A0]], %[[B0]], %[[ACC]] : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
// CHECK-NEXT:    } {asctile.unroll_factor = 1 : index}
// CHECK-NEXT:    %[[RL:.*]] = asctile.relu %[[ACC]] : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT:    asctile.store %[[RL]], %2[%c0_i32, %c0_i32] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
// CHECK-NEXT:    %[[I:.*]] = arith.constant dense<0.000000e+00> : !asctile.tile<32x32xf32, UB>
// CHECK-NEXT:    %[[P:.*]] = scf.for %arg4 = %c0_i32 to %arg3 step %c16_i32 iter_args(%arg5 = %[[I]]) -> (!asctile.tile<32x32xf32, UB>)  : i32 {
// CHECK:           scf.yield %{{.*}} : !asctile.tile<32x32xf32, UB>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[A2:.*]] = asctile.load %0[%c0_i32, %c0_i32], %cst : !asctile.tensor<32x?xf16>, !asctile.tile<32x16xf16, L0A>
// CHECK-NEXT:    %[[B2:.*]] = asctile.load %1[%c0_i32, %c0_i32], %cst : !asctile.tensor<?x32xf16>, !asctile.tile<16x32xf16, L0B>
// CHECK-NEXT:    %[[MM:.*]] = asctile.matmul %[[A2]], %[[B2]] : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
// CHECK-NEXT:    asctile.store_fixpipe %[[MM]], %2[%c0_i32, %c0_i32] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
// CHECK-NEXT:    %[[FIN:.*]] = asctile.reshape %[[P]] : !asctile.tile<32x32xf32, UB> to !asctile.tile<1024xf32, UB>
// CHECK-NEXT:    asctile.atomic_rmw<Add> %[[FIN]], %2[%c0_i32] : !asctile.tile<1024xf32, UB>, !asctile.tensor<32x32xf32>
// CHECK-NEXT:    return
func.func @matmul_k_loop(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %k: i32) {
  %ta = asctile.tensor %a(%k) : memref<*xf16, 22>, !asctile.tensor<32x?xf16>
  %tb = asctile.tensor %b(%k) : memref<*xf16, 22>, !asctile.tensor<?x32xf16>
  %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<32x32xf32>
  %c0_i32 = arith.constant 0 : i32
  %c16_i32 = arith.constant 16 : i32
  %cst = arith.constant 0.000000e+00 : f16
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  scf.for %i = %c0_i32 to %k step %c16_i32 : i32 {
    %a1 = asctile.load %ta[%c0_i32, %i], %cst : !asctile.tensor<32x?xf16>, !asctile.tile<32x16xf16, L1>
    %b1 = asctile.load %tb[%i, %c0_i32], %cst : !asctile.tensor<?x32xf16>, !asctile.tile<16x32xf16, L1>
    %a0 = asctile.copy %a1[%c0_i32, %c0_i32] : !asctile.tile<32x16xf16, L1>, !asctile.tile<32x16xf16, L0A>
    %b0 = asctile.copy %b1[%c0_i32, %c0_i32] : !asctile.tile<16x32xf16, L1>, !asctile.tile<16x32xf16, L0B>
    asctile.matmul_acc %a0, %b0, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  } {asctile.unroll_factor = 1 : index}
  %r = asctile.relu %acc : !asctile.tile<32x32xf32, L0C>
  asctile.store %r, %tc[%c0_i32, %c0_i32] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
  %init = arith.constant dense<0.000000e+00> : !asctile.tile<32x32xf32, UB>
  %sum = scf.for %i = %c0_i32 to %k step %c16_i32 iter_args(%s = %init) -> (!asctile.tile<32x32xf32, UB>) : i32 {
    %one = arith.constant dense<1.000000e+00> : !asctile.tile<32x32xf32, UB>
    %n = arith.addf %s, %one : !asctile.tile<32x32xf32, UB>
    scf.yield %n : !asctile.tile<32x32xf32, UB>
  }
  %a2 = asctile.load %ta[%c0_i32, %c0_i32], %cst : !asctile.tensor<32x?xf16>, !asctile.tile<32x16xf16, L0A>
  %b2 = asctile.load %tb[%c0_i32, %c0_i32], %cst : !asctile.tensor<?x32xf16>, !asctile.tile<16x32xf16, L0B>
  %m = asctile.matmul %a2, %b2 : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
  asctile.store_fixpipe %m, %tc[%c0_i32, %c0_i32] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
  %fin = asctile.reshape %sum : !asctile.tile<32x32xf32, UB> to !asctile.tile<1024xf32, UB>
  asctile.atomic_rmw<Add> %fin, %tc[%c0_i32] : !asctile.tile<1024xf32, UB>, !asctile.tensor<32x32xf32>
  return
}
