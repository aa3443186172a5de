// A block the entry cannot reach that branches to itself: folding its arguments makes
// ops use values defined after them, or themselves (valid there, as in mlir-opt), and a
// select of a select on the same condition that uses itself must not be rebuilt forever
// (mlir-opt 19 does not finish on this input). The dead blocks go.

// RUN: ascopt -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @p
// CHECK-NEXT:    return %arg1 : f32
// CHECK-NEXT:  }
func.func @p(%c: i1, %y: f32, %m0: memref<?xf32>) -> f32 {
  %c4 = arith.constant 4 : index
  %f = arith.cmpi slt, %c4, %c4 : index
  cf.br ^bb1
^bb1:
  return %y : f32
^bb2(%a0: index, %a1: index):
  memref.store %y, %m0[%a1] : memref<?xf32>
  %r:2 = scf.execute_region -> (f32, f32) {
    %f1 = arith.constant 1.000000e+00 : f32
    cf.cond_br %f, ^bb3, ^bb4(%f1 : f32)
  ^bb3:
    %f0 = arith.constant 0.000000e+00 : f32
    scf.yield %f1, %f0 : f32, f32
  ^bb4(%z: f32):
    %f2 = arith.constant 0.000000e+00 : f32
    scf.yield %y, %f2 : f32, f32
  }
  %c2 = arith.constant 2 : index
  %cc = arith.cmpi slt, %c2, %a1 : index
  %c3 = arith.constant 3 : index
  cf.cond_br %cc, ^bb2(%c3, %a1 : index, index), ^bb2(%c2, %c3 : index, index)
}

// CHECK-LABEL: func.func @self_use
// CHECK-NEXT:    return %arg0 : i32
func.func @self_use(%y: i32) -> i32 {
  cf.br ^bb1
^bb1:
  return %y : i32
^bb2:
  %a = arith.addi %a, %y : i32
  cf.br ^bb2
}
