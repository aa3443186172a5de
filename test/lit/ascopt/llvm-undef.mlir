// RUN: ascopt -split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: ascopt -cse %s -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=CSE
// RUN: ascopt -canonicalize %s -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=CANON
// llvm.mlir.undef (the one llvm op PyAsc's translator handles): custom form, LLVM 19's
// compatible result types, Pure (an unused one is erased, -cse merges equal ones).

// CHECK-LABEL: func.func @types
// CHECK:         llvm.mlir.undef : i32
// CHECK:         llvm.mlir.undef : f16
// CHECK:         llvm.mlir.undef : vector<4xindex>
// CHECK:         llvm.mlir.undef {a = 1 : i32} : bf16
// CSE-LABEL: func.func @types
// CSE-NOT:       llvm.mlir.undef
// CSE:           return
func.func @types() {
  %0 = llvm.mlir.undef : i32
  %1 = llvm.mlir.undef : f16
  %2 = llvm.mlir.undef : vector<4xindex>
  %3 = llvm.mlir.undef {a = 1 : i32} : bf16
  return
}

// -----

// CSE-LABEL: func.func @merge
// CSE:         %[[U:.*]] = llvm.mlir.undef : i32
// CSE-NEXT:    arith.addi %[[U]], %[[U]] : i32
func.func @merge() -> i32 {
  %0 = llvm.mlir.undef : i32
  %1 = llvm.mlir.undef : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// -----

func.func @index() {
  // expected-error @+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.undef : index
  return
}

// -----

func.func @unsigned() {
  // expected-error @+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'ui32'}}
  %0 = llvm.mlir.undef : ui32
  return
}

// -----

func.func @matrix() {
  // expected-error @+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'vector<2x3xf16>'}}
  %0 = llvm.mlir.undef : vector<2x3xf16>
  return
}

// -----

// As a constant (ConstantLike, folded to #llvm.undef), -canonicalize hoists undefs to the
// region's start and merges equal ones, as mlir-opt 19 does.
// CHECK-LABEL: func.func @hoist
func.func @hoist(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = llvm.mlir.undef : i32
  %2 = llvm.mlir.undef : i32
  %3 = arith.addi %1, %2 : i32
  %4 = arith.addi %3, %0 : i32
  return %4 : i32
}
// CANON-LABEL: func.func @hoist
// CANON-NEXT:    %[[U:.*]] = llvm.mlir.undef : i32
// CANON-NEXT:    %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CANON-NEXT:    %[[S:.*]] = arith.addi %[[U]], %[[U]] : i32
// CANON-NEXT:    arith.addi %[[S]], %[[X]] : i32
