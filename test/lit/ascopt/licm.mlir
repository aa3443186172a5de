// --loop-invariant-code-motion hoists ops free of memory effects and speculatable out
// of scf.for and scf.while (both regions): a division only by a constant that cannot
// trap, memref.dim with a constant index, an scf.for only with a unit step.
// (mlir-opt 19 prints the same.)
// RUN: ascopt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s

// CHECK-LABEL: func.func @licm
// CHECK:         %[[K:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[D:.*]] = arith.divsi %arg2, %[[K]] : i32
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %arg3, %c0 : memref<?xf32>
// CHECK-NEXT:    scf.for %{{.*}} = %c0 to %c0 step %c1 {
// CHECK:         scf.for
// CHECK-NEXT:      arith.divsi %arg2, %{{.*}} : i32
// CHECK-NEXT:      scf.for %{{.*}} = %c0 to %arg0 step %c2 {
// CHECK:           scf.for %{{.*}} = %c0 to %c0 step %c2 {
// CHECK:         arith.muli %arg1, %c2 : index
// CHECK-NEXT:    arith.addi %arg1, %arg1 : index
// CHECK-NEXT:    scf.while
func.func @licm(%a: index, %b: index, %x: i32, %m: memref<?xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %b step %c1 iter_args(%acc = %x) -> (i32) {
    %k = arith.constant 3 : i32
    %d = arith.divsi %x, %k : i32
    %e = arith.divsi %x, %acc : i32
    %dim = memref.dim %m, %c0 : memref<?xf32>
    scf.for %j = %c0 to %a step %c2 {
      "test.use"(%dim) : (index) -> ()
    }
    scf.for %j = %c0 to %c0 step %c2 {
    }
    scf.for %j = %c0 to %c0 step %c1 {
    }
    %s = arith.addi %d, %e : i32
    scf.yield %s : i32
  }
  %w = scf.while (%v = %a) : (index) -> index {
    %inv = arith.muli %b, %c2 : index
    %c = arith.cmpi slt, %v, %inv : index
    scf.condition(%c) %v : index
  } do {
  ^bb0(%v: index):
    %n = arith.addi %v, %c1 : index
    %inv2 = arith.addi %b, %b : index
    "test.use"(%inv2) : (index) -> ()
    scf.yield %n : index
  }
  return %r : i32
}

// affine.if is speculatable when every op in it is (RecursivelySpeculatable): the one
// adding leaves the loop, the one dividing by a value that may be zero stays.
// CHECK-LABEL: func.func @affine_if
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %[[R:.*]] = affine.if
// CHECK-NEXT:      arith.addi
// CHECK:         scf.for
// CHECK-NEXT:      %[[S:.*]] = affine.if
// CHECK-NEXT:        arith.divsi
// CHECK:           "test.use"(%[[R]], %[[S]])
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @affine_if(%n: index, %x: i32, %d: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = affine.if #set(%n) -> i32 {
      %y = arith.addi %x, %x : i32
      affine.yield %y : i32
    } else {
      affine.yield %x : i32
    }
    %s = affine.if #set(%n) -> i32 {
      %y = arith.divsi %x, %d : i32
      affine.yield %y : i32
    } else {
      affine.yield %x : i32
    }
    "test.use"(%r, %s) : (i32, i32) -> ()
  }
  return
}
