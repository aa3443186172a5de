// asctile-split-cube-load: loads into L0A/L0B go through L1; an L1 load copied only
// into L0A is marked asctile.is_matrix_a; misuse is an error that does not fail the pass.

// RUN: ascopt -asctile-split-cube-load %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err

// CHECK-LABEL: func.func @split(%arg0: !asctile.tensor<32x32xf16>, %arg1: i32) -> (!asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = asctile.load %arg0[%arg1, %arg1] {asctile.is_matrix_a} : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L1>
// CHECK-NEXT:   %1 = asctile.copy %0[%c0_i32, %c0_i32] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT:   %2 = asctile.load %arg0[%arg1, %arg1] : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L1>
// CHECK-NEXT:   %3 = asctile.copy %2[%c0_i32, %c0_i32] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0B>
// CHECK-NEXT:   return %1, %3 : !asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bad(%arg0: !asctile.tensor<32x32xf16>, %arg1: i32) -> (!asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>) {
// CHECK-NEXT:   %0 = asctile.load %arg0[%arg1, %arg1] : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L1>
// CHECK-NEXT:   %1 = asctile.copy %0[%arg1, %arg1] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT:   %2 = asctile.copy %0[%arg1, %arg1] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0B>
// CHECK-NEXT:   return %1, %2 : !asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>
// CHECK-NEXT: }
// DIAG: error: The same L1 tile should be copied only to tiles in same L0A/L0B location.
// DIAG: note: copied here unexpectedly

func.func @split(%t: !asctile.tensor<32x32xf16>, %i: i32) -> (!asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>) {
  %a = asctile.load %t[%i, %i] {keep} : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0A>
  %b = asctile.load %t[%i, %i] : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L0B>
  return %a, %b : !asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>
}
func.func @bad(%t: !asctile.tensor<32x32xf16>, %i: i32) -> (!asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>) {
  %l = asctile.load %t[%i, %i] : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L1>
  %a = asctile.copy %l[%i, %i] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
  %b = asctile.copy %l[%i, %i] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0B>
  return %a, %b : !asctile.tile<32x32xf16, L0A>, !asctile.tile<32x32xf16, L0B>
}
