// MLIR 19's CSE merges a read with an equal earlier one unless an op in between may
// write: allocations and deallocations do not, a store does.

// RUN: ascopt --allow-unregistered-dialect -cse %s | FileCheck %s

func.func @free(%m: memref<4xi32>, %i: index, %n: memref<4xi32>) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  memref.dealloc %n : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @free
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<4xi32>
// CHECK-NEXT: return %0, %0 : i32, i32

func.func @alloca(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %a = memref.alloca() : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %1, %a[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @alloca
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: memref.store %0, %alloca[%arg1] : memref<4xi32>
// CHECK-NEXT: return %0, %0 : i32, i32

func.func @store(%m: memref<4xi32>, %i: index, %x: i32) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  memref.store %x, %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @store
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xi32>
