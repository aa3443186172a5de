// --expand-realloc lowers memref.realloc to a size check, a copy into a new buffer and a
// reinterpret_cast for the case the old one is big enough.
// RUN: ascopt --expand-realloc %s | FileCheck %s
// RUN: ascopt --expand-realloc=emit-deallocs=false %s | FileCheck %s --check-prefix=NODEALLOC

// CHECK-LABEL: func.func @grow
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D:.*]] = memref.dim %arg0, %[[C0]] : memref<?xf32>
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi ult, %[[D]], %arg1 : index
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (memref<?xf32>) {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:      %[[S:.*]] = memref.subview %[[A]][0] [%[[D]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:      memref.copy %arg0, %[[S]]
// CHECK-NEXT:      memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:      scf.yield %[[A]] : memref<?xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[X:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1]
// CHECK-NEXT:      scf.yield %[[X]] : memref<?xf32>
// NODEALLOC-NOT: memref.dealloc
func.func @grow(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
