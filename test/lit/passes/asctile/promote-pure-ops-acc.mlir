// asctile-promote-pure-ops keeps a pure read of a matmul accumulator below the matmul_acc
// that adds into it in place (and below a loop holding one): moved above, it would read
// the sum before it is made. Pure ops of other tiles still move to the top, past the
// matmul_acc and past ops of unknown effects that take no tile.

// RUN: ascopt -asctile-promote-pure-ops=departures=true %s | FileCheck %s

// CHECK-LABEL: func.func @acc_read(%arg0: !asctile.tensor<32x32xf16>, %arg1: !asctile.tensor<32x32xf16>, %arg2: i32, %arg3: i32) {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:   %0 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT:   scf.for %arg4 = %c0_i32 to %arg3 step %c1_i32  : i32 {
// CHECK-NEXT:     %2 = asctile.load %arg0[%arg2, %arg4], %cst : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT:     %3 = asctile.load %arg0[%arg4, %arg2], %cst : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0B>
// CHECK-NEXT:     asctile.matmul_acc %2, %3, %0 : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = asctile.cast %0 : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xf16, L0C>
// CHECK-NEXT:   asctile.store %1, %arg1[%arg2, %arg2] : !asctile.tile<32x32xf16, L0C>, !asctile.tensor<32x32xf16>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @other_tiles(%arg0: !asctile.tensor<32x32xf16>, %arg1: !asctile.tile<32x32xf32, UB>, %arg2: i32) {
// CHECK-NEXT:   %0 = asctile.relu %arg1 : !asctile.tile<32x32xf32, UB>
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:   %1 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT:   %2 = asctile.load %arg0[%arg2, %arg2], %cst : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT:   %3 = asctile.load %arg0[%arg2, %arg2], %cst : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0B>
// CHECK-NEXT:   asctile.matmul_acc %2, %3, %1 : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
// CHECK-NEXT:   %4 = asctile.reshape %1 : !asctile.tile<32x32xf32, L0C> to !asctile.tile<1024xf32, L0C>
// CHECK-NEXT:   call @ext() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @acc_read(%a: !asctile.tensor<32x32xf16>, %d: !asctile.tensor<32x32xf16>, %i: i32, %n: i32) {
  %p = arith.constant 0.0 : f16
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  scf.for %k = %c0 to %n step %c1 : i32 {
    %x = asctile.load %a[%i, %k], %p : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0A>
    %y = asctile.load %a[%k, %i], %p : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0B>
    asctile.matmul_acc %x, %y, %acc : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
  }
  %h = asctile.cast %acc : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xf16, L0C>
  asctile.store %h, %d[%i, %i] : !asctile.tile<32x32xf16, L0C>, !asctile.tensor<32x32xf16>
  return
}
func.func private @ext()
func.func @other_tiles(%a: !asctile.tensor<32x32xf16>, %u: !asctile.tile<32x32xf32, UB>, %i: i32) {
  %p = arith.constant 0.0 : f16
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %x = asctile.load %a[%i, %i], %p : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0A>
  %y = asctile.load %a[%i, %i], %p : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0B>
  asctile.matmul_acc %x, %y, %acc : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
  func.call @ext() : () -> ()
  %r = asctile.relu %u : !asctile.tile<32x32xf32, UB>
  %s = asctile.reshape %acc : !asctile.tile<32x32xf32, L0C> to !asctile.tile<1024xf32, L0C>
  return
}
