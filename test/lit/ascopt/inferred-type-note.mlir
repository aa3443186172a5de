// MLIR's InferTypeOpInterface verifier emits the inferred-type mismatch at the op's
// location, not on the op: no "see current operation" note follows it (one follows the
// "failed to infer" error after it), for SameOperandsAndResultType ops and for
// memref.extract_strided_metadata alike, as mlir-opt 19 prints them.
// RUN: not ascopt -split-input-file %s 2>&1 | FileCheck %s

// CHECK: error: 'arith.remsi' op inferred type(s) 'tensor<8x8xi64>' are incompatible with return type(s) of operation 'tensor<?x8xi64>'
// CHECK-NEXT: %0 = "arith.remsi"
// CHECK-NEXT: ^
// CHECK-NEXT: error: 'arith.remsi' op failed to infer returned types
// CHECK-NEXT: %0 = "arith.remsi"
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation
func.func @remsi(%a: tensor<8x8xi64>) {
  %0 = "arith.remsi"(%a, %a) : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<?x8xi64>
  return
}

// -----

// CHECK: error: 'memref.extract_strided_metadata' op inferred type(s)
// CHECK-NEXT: %base
// CHECK-NEXT: ^
// CHECK-NEXT: error: 'memref.extract_strided_metadata' op failed to infer returned types
func.func @metadata(%m: memref<4xf32>) {
  %base, %off, %size, %stride = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f16>, index, index, index)
  return
}
