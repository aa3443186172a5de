// MLIR bytecode: ascopt writes it (--emit-bytecode, version 6 or 5) and every tool reads
// it wherever it reads text.
// RUN: ascopt --emit-bytecode %s -o %t.mlirbc
// RUN: ascopt %t.mlirbc | FileCheck %s
// RUN: ascopt --emit-bytecode --emit-bytecode-version=5 %s | ascopt | FileCheck %s
// RUN: ascopt --emit-bytecode %t.mlirbc | ascopt --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: asc-translate --mlir-to-ascendc %t.mlirbc | FileCheck %s --check-prefix=CPP
// RUN: not ascopt --emit-bytecode-version=6 %s 2>&1 | FileCheck %s --check-prefix=NOBC
// RUN: not ascopt --emit-bytecode --emit-bytecode-version=9 %s 2>&1 | FileCheck %s --check-prefix=BADV
// RUN: head -c 40 %t.mlirbc > %t.cut
// RUN: not ascopt %t.cut 2>&1 | FileCheck %s --check-prefix=CUT

// CHECK-LABEL: func.func @calls(%arg0: !ascendc.local_tensor<*xf16>, %arg1: !ascendc.local_tensor<*xf16>, %arg2: i32, %arg3: !ascendc.unary_repeat_params) -> i32 {
// CHECK-NEXT:    ascendc.relu_l0 %arg0, %arg1, %arg2, %arg2, %arg3 {isSetMask} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i32, !ascendc.unary_repeat_params
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.addi %arg2, %c3_i32 overflow<nsw> : i32
// CHECK-NEXT:    %1 = scf.for %arg4 = %arg2 to %0 step %c3_i32 iter_args(%arg5 = %arg2) -> (i32)  : i32 {
// CHECK-NEXT:      %2 = arith.muli %arg5, %arg4 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32

// GEN: "ascendc.relu_l0"(%arg0, %arg1, %arg2, %arg2, %arg3) <{isSetMask}>
// GEN: "arith.addi"(%arg2, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32

// CPP:      AscendC::Relu<half, 1>(v1, v2, v3, v3, v4);
// CPP-NEXT: constexpr int32_t c3_i32 = 3;
// CPP-NEXT: int32_t v5 = v3 + c3_i32;

// NOBC: error: bytecode version while not emitting bytecode
// BADV: error: unsupported version requested 9, must be in range [5, 6]
// CUT: bytecode.mlir.tmp.cut:0:0: error: bytecode at offset {{[0-9]+}}:

func.func @calls(%dst: !ascendc.local_tensor<*xf16>, %src: !ascendc.local_tensor<*xf16>, %n: i32, %params: !ascendc.unary_repeat_params) -> i32 {
  ascendc.relu_l0 %dst, %src, %n, %n, %params {isSetMask} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i32, !ascendc.unary_repeat_params
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %n, %c3 overflow<nsw> : i32
  %1 = scf.for %i = %n to %0 step %c3 iter_args(%acc = %n) -> (i32) : i32 {
    %2 = arith.muli %acc, %i : i32
    scf.yield %2 : i32
  }
  return %1 : i32
}
