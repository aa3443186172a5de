// RUN: ascopt -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @ok
func.func @ok() {
  return
}

// -----

func.func @bad_return(%a: i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@bad_return) returns 0}}
  return %a : i32
}

// -----

// CHECK: // -----
// CHECK-LABEL: func.func @after
func.func @after() {
  return
}
