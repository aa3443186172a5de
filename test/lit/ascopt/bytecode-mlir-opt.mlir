// REQUIRES: llvm-tools
// mlir-opt 19 reads the bytecode ascopt writes, and ascopt reads mlir-opt's.
// RUN: ascopt --emit-bytecode %s | %{llvm_bin}/mlir-opt | FileCheck %s
// RUN: %{llvm_bin}/mlir-opt --emit-bytecode %s | ascopt | FileCheck %s
// RUN: %{llvm_bin}/mlir-opt --emit-bytecode %s | ascopt --emit-bytecode | %{llvm_bin}/mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: memref<?xf32>, %arg1: index) -> (f32, tensor<3xi1>) {
// CHECK-NEXT:    %cst = arith.constant dense<[true, false, true]> : tensor<3xi1>
// CHECK-NEXT:    %alloc = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:    %1 = arith.addf %0, %0 fastmath<fast> : f32
// CHECK-NEXT:    return %1, %cst : f32, tensor<3xi1>
func.func @f(%m: memref<?xf32>, %i: index) -> (f32, tensor<3xi1>) {
  %b = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %a = memref.alloc(%i) {alignment = 64 : i64} : memref<?xf32>
  %0 = memref.load %m[%i] : memref<?xf32>
  %1 = arith.addf %0, %0 fastmath<fast> : f32
  return %1, %b : f32, tensor<3xi1>
}
