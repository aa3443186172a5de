// A rank-reducing subview whose steps change the strides of its unit dims: which dims it
// dropped cannot be told from the source's strides, as LLVM 19's SubViewOp::getDroppedDims
// asks. mlir-opt 19 then dereferences an empty answer (it crashes on @steps, and on
// @folded_size it keeps every dim and builds a subview of the wrong rank, which its
// verifier rejects). ascopt leaves such a subview as it is, folding nothing into it.
// RUN: ascopt -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @steps
// CHECK:         %[[S:.*]] = memref.subview %arg0[%arg1, %arg2] [1, 1] [%c2, 2] : memref<2x8xi32> to memref<1xi32, strided<[?], offset: ?>>
// CHECK-NEXT:    memref.load %[[S]][%c0] : memref<1xi32, strided<[?], offset: ?>>
func.func @steps(%a: memref<2x8xi32>, %i: index, %j: index) -> i32 {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %0 = memref.subview %a[%i, %j] [1, 1] [%c2, 2] : memref<2x8xi32> to memref<1xi32, strided<[?], offset: ?>>
  %1 = memref.load %0[%c0] : memref<1xi32, strided<[?], offset: ?>>
  return %1 : i32
}

// The sizes fold to 1 first (the dropped dim is told from the sizes then); the steps
// that follow are not folded.
// CHECK-LABEL: func.func @folded_size
// CHECK:         %[[S:.*]] = memref.subview %arg0[1, 0, %arg1] [1, 1, 1] [1, %c1, 2] : memref<6x1x4xf32, strided<[8, 4, 1], offset: 5>> to memref<1x1xf32, strided<[?, 2], offset: ?>>
// CHECK:         memref.load %[[S]]
func.func @folded_size(%n: memref<6x1x4xf32, strided<[8, 4, 1], offset: 5>>, %o: index) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %n[1, 0, %o] [1, %c1, %c1] [1, %c1, 2] : memref<6x1x4xf32, strided<[8, 4, 1], offset: 5>> to memref<?x?xf32, strided<[?, 2], offset: ?>>
  %1 = memref.load %0[%c1, %c1] : memref<?x?xf32, strided<[?, 2], offset: ?>>
  return %1 : f32
}
