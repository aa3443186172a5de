// Audit of asctile-promote-pure-ops (passes-asc2.md §1, MLIR isPure): entry constants moved to
// the top in reverse collection order; in a loop body index_cast and splat (block-arg / outer
// operands) move to the top, relu stays after its load; addf in a nested scf.if moves above
// gpu.barrier; the loop and the ifs (not pure) stay. Speculatability: divsi by a variable
// stays, divsi/ceildivsi by the constant 3 and remui move; an scf.for with step 1 and a pure
// body is pure and moves, one with step 2 is not speculatable and stays below the barrier
// (found: it moved, the step was only required to be a non-zero constant); scf.if never moves.
// RUN: ascopt -asctile-promote-pure-ops %s | FileCheck %s

// CHECK-LABEL: func.func @p(%arg0: f32, %arg1: !asctile.tensor<32xf32>, %arg2: i1) {
// CHECK: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: gpu.barrier
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
// CHECK-LABEL: func.func @spec(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: index) -> (i32, i32, i32, f32, f32, i32) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg2) -> (f32) {
// CHECK-NEXT: %6 = arith.addf %arg5, %arg2 : f32
// CHECK-NEXT: scf.yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %2 = arith.ceildivsi %arg0, %c3_i32 : i32
// CHECK-NEXT: %3 = arith.divsi %arg0, %c3_i32 : i32
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %4 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %5 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg2) -> (f32) {
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: scf.yield %arg5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %4, %3, %1, %0, %5, %2 : i32, i32, i32, f32, f32, i32
// CHECK-NEXT: }
func.func @spec(%a: i32, %b: i32, %x: f32, %n: index) -> (i32, i32, i32, f32, f32, i32) {
  gpu.barrier
  %0 = arith.divsi %a, %b : i32
  %c3 = arith.constant 3 : i32
  %1 = arith.divsi %a, %c3 : i32
  %2 = arith.remui %a, %b : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  %4 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
    gpu.barrier
    scf.yield %acc : f32
  }
  %5 = arith.ceildivsi %a, %c3 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, f32, f32, i32
}
// CHECK-LABEL: func.func @step2(%arg0: f32, %arg1: index, %arg2: i1) -> (f32, f32) {
// CHECK: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c2 iter_args(%arg4 = %arg0) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg4, %arg0 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: scf.yield %arg0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @step2(%x: f32, %n: index, %b: i1) -> (f32, f32) {
  gpu.barrier
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %3 = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  %r = scf.if %b -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return %3, %r : f32, f32
}
