// RUN: ascopt %s | FileCheck %s
// RUN: ascopt %s | ascopt | FileCheck %s
// RUN: ascopt %s --mlir-print-op-generic | ascopt | FileCheck %s

// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: f32) -> f32
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %[[R:.*]] = scf.for %[[IV:.*]] = %c0 to %arg0 step %c1 iter_args(%[[ACC:.*]] = %arg1) -> (f32) {
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %arg1 fastmath<fast> : f32
// CHECK-NEXT: scf.yield %[[S]] : f32
// CHECK: return %[[R]] : f32
func.func @loop(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %s = arith.addf %acc, %x fastmath<fast> : f32
    scf.yield %s : f32
  }
  return %r : f32
}
