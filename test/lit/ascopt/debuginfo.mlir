// RUN: ascopt --mlir-print-debuginfo %s | FileCheck %s
// RUN: ascopt --mlir-print-debuginfo %s | ascopt --mlir-print-debuginfo | FileCheck %s

// CHECK: arith.constant 1 : i32 loc(#[[L:loc[0-9]*]])
// CHECK: #[[L]] = loc("kernel.py":7:3)
func.func @f() -> i32 {
  %c = arith.constant 1 : i32 loc(#loc7)
  return %c : i32
}
#loc7 = loc("kernel.py":7:3)
