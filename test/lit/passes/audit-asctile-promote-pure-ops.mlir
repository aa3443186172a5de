// Audit of asctile-promote-pure-ops (passes-asc2.md §1): entry constants moved to the top in
// reverse collection order; in the loop body index_cast and splat (block-arg / outer operands)
// move to the top, relu stays after its load; addf in a nested scf.if moves above gpu.barrier;
// the loop and the ifs (not pure) stay.
// RUN: ascopt -asctile-promote-pure-ops %s | FileCheck %s

// CHECK-LABEL: func.func @p(%arg0: f32, %arg1: !asctile.tensor<32xf32>, %arg2: i1) {
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c32 = arith.constant 32 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK: gpu.barrier
// CHECK-NEXT: scf.for %arg3 = %c0 to %c32 step %c1 {
// CHECK-NEXT: %0 = asctile.splat %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %2 = asctile.load %arg1[%1] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: %3 = asctile.relu %2 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: %5 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: %5 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @p(%arg0: f32, %t: !asctile.tensor<32xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1 = arith.constant 1 : index
  gpu.barrier
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c32 step %c1 {
    gpu.barrier
    %ii = arith.index_cast %i : index to i32
    %l = asctile.load %t[%ii] : !asctile.tensor<32xf32>, !asctile.tile<32xf32, UB>
    %r = asctile.relu %l : !asctile.tile<32xf32, UB>
    %s = asctile.splat %arg0 : !asctile.tile<32xf32, UB>
    scf.if %c {
      gpu.barrier
      %q = arith.addf %arg0, %arg0 : f32
    }
    %w = scf.if %c -> f32 {
      %q = arith.mulf %arg0, %arg0 : f32
      scf.yield %q : f32
    } else {
      scf.yield %arg0 : f32
    }
  }
  return
}
