// RUN: not ascopt -split-input-file %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: ascopt -split-input-file -verify-diagnostics %s
// RUN: not ascopt -split-input-file --mlir-print-debuginfo %s 2>&1 | FileCheck %s --check-prefix=DBG

// An error a verifier reports on an op carries mlir-opt's note with the op in generic
// form (values numbered in the enclosing function; a note at the error's location quotes
// no source line), except under -verify-diagnostics.

// CHECK: op-note.mlir:1 offset :[[# @LINE + 8]]:8: error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT: {{^}}  %1 = "arith.addi"(%a, %0) : (i32, i32) -> i64{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
// CHECK-NEXT: op-note.mlir:1 offset :[[# @LINE + 5]]:8: note: see current operation: %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64{{$}}
// DBG: note: see current operation: %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64 loc("{{.*}}op-note.mlir:1 offset ":[[# @LINE + 4]]:8){{$}}
func.func @f(%a: i32) -> i64 {
  %0 = arith.constant 1 : i32
  // expected-error@+1 {{requires the same type}}
  %1 = "arith.addi"(%a, %0) : (i32, i32) -> i64
  return %1 : i64
}

// -----

// An op with regions starts on the line after "operation:".
// CHECK: error: 'scf.if' op must have an else block if defining values
// CHECK: note: see current operation: {{$}}
// CHECK-NEXT: {{^}}%0 = "scf.if"(%arg0) ({{{$}}
// CHECK-NEXT: {{^}}  "scf.yield"(%arg1) : (i32) -> (){{$}}
// CHECK-NEXT: {{^}}}, {{{$}}
// CHECK-NEXT: {{^}}}) : (i1) -> i32{{$}}
func.func @g(%c: i1, %a: i32) -> i32 {
  // expected-error@+1 {{must have an else block}}
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  }
  return %0 : i32
}
