// emission.md §1.16: llvm.mlir.undef declares a variable of the result's C++ type without
// a value; a type with no C++ spelling is the usual type error.
// RUN: asc-translate --mlir-to-ascendc --split-input-file %s 2>&1 | FileCheck %s

// CHECK-LABEL: int32_t f(int32_t v1) {
// CHECK-NEXT:    int32_t v2;
// CHECK-NEXT:    half v3;
// CHECK-NEXT:    float v4;
// CHECK-NEXT:    int32_t v5 = v2 + v1;
// CHECK-NEXT:    return v5;
func.func @f(%a: i32) -> i32 {
  %0 = llvm.mlir.undef : i32
  %1 = llvm.mlir.undef : f16
  %2 = llvm.mlir.undef : f32
  %3 = arith.addi %0, %a : i32
  return %3 : i32
}
