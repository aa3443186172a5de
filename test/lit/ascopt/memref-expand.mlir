// --memref-expand: float max/min atomic_rmw kinds become generic_atomic_rmw; a reshape
// whose shape has a static length becomes a reinterpret_cast.
// RUN: ascopt --memref-expand %s | FileCheck %s

// CHECK-LABEL: func.func @rmw
// CHECK:         memref.generic_atomic_rmw %arg0[%arg2] : memref<10xf32> {
// CHECK-NEXT:    ^bb0(%[[CUR:.*]]: f32):
// CHECK-NEXT:      %[[M:.*]] = arith.maximumf %[[CUR]], %arg1 : f32
// CHECK-NEXT:      memref.atomic_yield %[[M]] : f32
// CHECK:         memref.atomic_rmw addf
func.func @rmw(%F: memref<10xf32>, %f: f32, %i: index) -> (f32, f32) {
  %a = memref.atomic_rmw maximumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw addf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  return %a, %b : f32, f32
}

// CHECK-LABEL: func.func @reshape
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[S0:.*]] = arith.muli %[[C1]], %[[C8]] : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg1[%[[C0]]] : memref<2xi32>
// CHECK-NEXT:    %[[D0:.*]] = arith.index_cast %[[L0]] : i32 to index
// CHECK-NEXT:    memref.reinterpret_cast %arg0 to offset: [0], sizes: [%[[D0]], 8], strides: [%[[S0]], %[[C1]]]
func.func @reshape(%in: memref<*xf32>, %shape: memref<2xi32>) -> memref<?x8xf32> {
  %r = memref.reshape %in(%shape) : (memref<*xf32>, memref<2xi32>) -> memref<?x8xf32>
  return %r : memref<?x8xf32>
}
