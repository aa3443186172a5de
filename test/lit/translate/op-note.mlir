// RUN: not asc-translate --mlir-to-ascendc %s 2>&1 | FileCheck %s
// RUN: asc-translate --mlir-to-ascendc -verify-diagnostics %s

// A verifier error carries the op it is about, as mlir-translate 19 prints it; the note
// is left out under -verify-diagnostics.

// CHECK: op-note.mlir:[[# @LINE + 5]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f
// CHECK-NEXT: return %a : i32
// CHECK: note: see current operation: "func.return"(%arg0) : (i32) -> ()
func.func @f(%a: i32) -> i64 {
  // expected-error@+1 {{doesn't match function result type}}
  return %a : i32
}
