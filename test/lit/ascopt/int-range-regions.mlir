// --int-range-optimizations: a memref.alloca_scope's results, and those of an
// scf.execute_region of several blocks, take the ranges of what every live block yields.
// (mlir-opt 19 prints the same, block merging included.)
// RUN: ascopt --int-range-optimizations %s | FileCheck %s

// CHECK-LABEL: func.func @regions
// CHECK:         return %c4, %c7 : index, index
func.func @regions(%c: i1, %x: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %r = memref.alloca_scope -> (index) {
    memref.alloca_scope.return %c4 : index
  }
  %e = scf.execute_region -> index {
    %t = arith.constant true
    cf.cond_br %t, ^bb1, ^bb2
  ^bb1:
    %c7 = arith.constant 7 : index
    scf.yield %c7 : index
  ^bb2:
    scf.yield %x : index
  }
  return %r, %e : index, index
}
