// scf-for-loop-canonicalization reads memref.dim of a shape-preserving loop's iteration
// argument or result from the loop's init.

// RUN: ascopt --scf-for-loop-canonicalization %s | FileCheck %s

// CHECK-LABEL: func.func @dims
// CHECK:         scf.for {{.*}} iter_args(%[[A:.*]] = %arg0)
// CHECK-NEXT:      %[[D:.*]] = memref.dim %arg0, %c0
// CHECK-NEXT:      memref.store %arg2, %[[A]][%[[D]]]
// CHECK:         %[[E:.*]] = memref.dim %arg0, %c0
// CHECK-NEXT:    return %[[E]]
func.func @dims(%m: memref<?xf32>, %n: index, %v: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> memref<?xf32> {
    %d = memref.dim %a, %c0 : memref<?xf32>
    memref.store %v, %a[%d] : memref<?xf32>
    scf.yield %a : memref<?xf32>
  }
  %e = memref.dim %r, %c0 : memref<?xf32>
  return %e : index
}
