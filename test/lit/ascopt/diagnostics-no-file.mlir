// A diagnostic whose location holds no file position starts with "<unknown>:0:", as
// mlir-opt's does; a location that is not unknown (a name alone) follows the severity.
// A call site whose callee has no position is reported at its caller.

// RUN: not ascopt -split-input-file %s 2>&1 | FileCheck %s

// CHECK: <unknown>:0: error: 'arith.addi' op expected 2 operands, but found 1
// CHECK-NEXT: <unknown>:0: note: see current operation:
func.func @unknown() {
  %0 = arith.constant 1 : i32
  %1 = "arith.addi"(%0) : (i32) -> i32 loc(unknown)
  return
}

// -----

// CHECK: <unknown>:0: error: loc("add"): 'arith.addi' op expected 2 operands, but found 1
// CHECK-NEXT: <unknown>:0: note: loc("add"): see current operation:
func.func @name() {
  %0 = arith.constant 1 : i32
  %1 = "arith.addi"(%0) : (i32) -> i32 loc("add")
  return
}

// -----

// CHECK: kernel.py:7:3: error: 'arith.addi' op expected 2 operands, but found 1
// CHECK-NEXT: kernel.py:7:3: note: called from
func.func @callsite() {
  %0 = arith.constant 1 : i32
  %1 = "arith.addi"(%0) : (i32) -> i32 loc(callsite("helper" at "kernel.py":7:3))
  return
}
