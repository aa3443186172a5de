// gpu.barrier: of two barriers in a row the first goes, whatever its attributes; a barrier
// followed by another op stays (mlir-opt 19 gives the same output).

// RUN: ascopt -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    gpu.barrier
// CHECK-NEXT:    return
func.func @f() {
  gpu.barrier
  gpu.barrier {a}
  %c = arith.constant 1 : i32
  gpu.barrier
  return
}

// CHECK-LABEL: func.func @g
// CHECK-NEXT:    gpu.barrier {a}
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    gpu.barrier
// CHECK-NEXT:    return
func.func @g(%m: memref<4xi32>, %v: i32, %i: index) {
  gpu.barrier {a}
  memref.store %v, %m[%i] : memref<4xi32>
  gpu.barrier
  return
}
