// RUN: not ascopt %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: not ascopt %s -o %t.out
// RUN: not test -e %t.out

// CHECK: errors.mlir:[[# @LINE + 4]]:19: error: use of undeclared SSA value name{{$}}
// CHECK-NEXT: {{^}}  %0 = arith.addi %missing, %missing : i32{{$}}
// CHECK-NEXT: {{^}}                  ^{{$}}
func.func @f() {
  %0 = arith.addi %missing, %missing : i32
  return
}
