// memref.extract_strided_metadata's folder builds an `arith.constant N : index` before
// the op for each used offset, size and stride result the source type makes static (in
// that order; none for unused results) and moves the uses there, as MLIR 19's does.
// Every pass that folds does it, each as mlir-opt 19 does (test/mlirdiff compares them,
// testdata/canon/fold-build-split.mlir): canonicalize folds on; sccp keeps the constants
// where the folder put them and never visits them, so the addi reading one is left; a
// conversion (arith-expand) folds the op, whose legality it does not know.

// RUN: ascopt -canonicalize %s | FileCheck %s --check-prefix=CANON
// RUN: ascopt -sccp %s | FileCheck %s --check-prefix=SCCP
// RUN: ascopt -arith-expand %s | FileCheck %s --check-prefix=EXPAND

// CANON-LABEL: func.func @f
// CANON-NEXT:    %c0 = arith.constant 0 : index
// CANON-NEXT:    %c8 = arith.constant 8 : index
// CANON-NEXT:    %c5 = arith.constant 5 : index
// CANON-NEXT:    return %c5, %c0, %c8, %c8

// SCCP-LABEL: func.func @f
// SCCP-NEXT:    %c1 = arith.constant 1 : index
// SCCP-NEXT:    %c0 = arith.constant 0 : index
// SCCP-NEXT:    %c4 = arith.constant 4 : index
// SCCP-NEXT:    %c8 = arith.constant 8 : index
// SCCP-NEXT:    %c8_0 = arith.constant 8 : index
// SCCP-NEXT:    memref.extract_strided_metadata %arg0
// SCCP-NEXT:    %0 = arith.addi %c4, %c1 : index
// SCCP-NEXT:    return %0, %c0, %c8_0, %c8

// EXPAND-LABEL: func.func @f
// EXPAND-NEXT:    %c0 = arith.constant 0 : index
// EXPAND-NEXT:    %c4 = arith.constant 4 : index
// EXPAND-NEXT:    %c8 = arith.constant 8 : index
// EXPAND-NEXT:    %c8_0 = arith.constant 8 : index
// EXPAND-NEXT:    memref.extract_strided_metadata %arg0
// EXPAND-NEXT:    %c1 = arith.constant 1 : index
// EXPAND-NEXT:    %0 = arith.addi %c4, %c1 : index
// EXPAND-NEXT:    return %0, %c0, %c8_0, %c8
func.func @f(%m: memref<4x8xf32>) -> (index, index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %c1 = arith.constant 1 : index
  %x = arith.addi %s#0, %c1 : index
  return %x, %off, %st#0, %s#1 : index, index, index, index
}

// Nothing static is used: no fold.
// CANON-LABEL: func.func @unused
// CANON-NEXT:    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0
// CANON-NEXT:    return %base_buffer
// SCCP-LABEL: func.func @unused
// SCCP-NEXT:    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0
// SCCP-NEXT:    return %base_buffer
func.func @unused(%m: memref<4x8xf32>) -> memref<f32> {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %base : memref<f32>
}

// sccp folds an op again only when its operands' states change, as MLIR's solver
// revisits it: the in-place memref.cast fold it keeps (the operand becomes %v8, the
// ranked value before the unranked cast, and the cast is then an identity) is not
// taken one step further to %arg0.
// SCCP-LABEL: func.func @cast_chain
// SCCP-NEXT:    %cast = memref.cast %arg0 : memref<?x?xi32> to memref<?x?xi32>
// SCCP-NEXT:    %cast_0 = memref.cast %cast : memref<?x?xi32> to memref<*xi32>
// SCCP-NEXT:    %cast_1 = memref.cast %cast : memref<?x?xi32> to memref<?x?xi32>
// SCCP-NEXT:    memref.store %arg1, %cast_1[%arg2, %arg2]
func.func @cast_chain(%m: memref<?x?xi32>, %x: i32, %b: index) {
  %v8 = memref.cast %m : memref<?x?xi32> to memref<?x?xi32>
  %v10 = memref.cast %v8 : memref<?x?xi32> to memref<*xi32>
  %v11 = memref.cast %v10 : memref<*xi32> to memref<?x?xi32>
  memref.store %x, %v11[%b, %b] : memref<?x?xi32>
  return
}
