// RUN: ascopt --mlir-print-op-generic %s | FileCheck %s
// RUN: ascopt -mlir-print-op-generic %s | FileCheck %s

// CHECK: "builtin.module"() ({
// CHECK: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "func.return"(%0) : (i32) -> ()
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
