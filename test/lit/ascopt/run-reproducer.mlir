// RUN: ascopt --run-reproducer %s | FileCheck %s
// RUN: ascopt %s | FileCheck %s --check-prefix=PLAIN
// The pipeline of the mlir_reproducer resource replaces the command line's; the resource
// configures the run and is not printed.

// CHECK: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NOT: mlir_reproducer
// PLAIN: %1 = arith.addi %arg0, %arg0 : i32
// PLAIN: mlir_reproducer
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(func.func(cse))",
      disable_threading: true,
      verify_each: false
    }
  }
#-}
