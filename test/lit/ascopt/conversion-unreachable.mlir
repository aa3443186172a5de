// Dialect conversions (expand-realloc here) walk each region from its entry block along
// branches: an op in a block nothing branches to stays as written. (mlir-opt 19 prints
// the same.)
// RUN: ascopt --expand-realloc %s | FileCheck %s

// CHECK-LABEL: func.func @unreachable
// CHECK:         scf.if
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[D:.*]] = memref.realloc %arg0(%arg1) : memref<16xi32> to memref<?xi32>
// CHECK-NEXT:    return %[[D]] : memref<?xi32>
func.func @unreachable(%m: memref<16xi32>, %n: index) -> memref<?xi32> {
  %r = memref.realloc %m(%n) : memref<16xi32> to memref<?xi32>
  return %r : memref<?xi32>
^bb1:
  %d = memref.realloc %m(%n) : memref<16xi32> to memref<?xi32>
  return %d : memref<?xi32>
}
