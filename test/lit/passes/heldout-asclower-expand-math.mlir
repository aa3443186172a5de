// Held-out style cases for asclower-expand-math beyond the visible file: rsqrt on 2-D f16,
// exp2 on bf16 and f16 (ln 2 rounded to the element type), the scalar forms, and other
// math ops left alone (same results as mlir-opt 19's expansions on tensors).
// RUN: ascopt --asclower-expand-math %s | FileCheck %s

// CHECK-LABEL: func.func @rsqrt_f16_2d(%arg0: !asctile.tile<4x8xf16, UB>) -> !asctile.tile<4x8xf16, UB> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : !asctile.tile<4x8xf16, UB>
// CHECK-NEXT: %0 = math.sqrt %arg0 : !asctile.tile<4x8xf16, UB>
// CHECK-NEXT: %1 = arith.divf %cst, %0 : !asctile.tile<4x8xf16, UB>
// CHECK-NEXT: return %1 : !asctile.tile<4x8xf16, UB>
// CHECK-NEXT: }
func.func @rsqrt_f16_2d(%arg0: !asctile.tile<4x8xf16, UB>) -> !asctile.tile<4x8xf16, UB> {
  %0 = math.rsqrt %arg0 : !asctile.tile<4x8xf16, UB>
  return %0 : !asctile.tile<4x8xf16, UB>
}

// CHECK-LABEL: func.func @exp2_bf16(%arg0: !asctile.tile<32xbf16, UB>) -> !asctile.tile<32xbf16, UB> {
// CHECK-NEXT: %cst = arith.constant dense<6.914060e-01> : !asctile.tile<32xbf16, UB>
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst : !asctile.tile<32xbf16, UB>
// CHECK-NEXT: %1 = math.exp %0 : !asctile.tile<32xbf16, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xbf16, UB>
// CHECK-NEXT: }
func.func @exp2_bf16(%arg0: !asctile.tile<32xbf16, UB>) -> !asctile.tile<32xbf16, UB> {
  %0 = math.exp2 %arg0 : !asctile.tile<32xbf16, UB>
  return %0 : !asctile.tile<32xbf16, UB>
}

// CHECK-LABEL: func.func @exp2_f16(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
// CHECK-NEXT: %cst = arith.constant dense<6.933590e-01> : !asctile.tile<32xf16, UB>
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst : !asctile.tile<32xf16, UB>
// CHECK-NEXT: %1 = math.exp %0 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: }
func.func @exp2_f16(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
  %0 = math.exp2 %arg0 : !asctile.tile<32xf16, UB>
  return %0 : !asctile.tile<32xf16, UB>
}

// CHECK-LABEL: func.func @scalars(%arg0: f32, %arg1: f16) -> (f32, f16) {
// CHECK-NEXT: %cst = arith.constant 6.933590e-01 : f16
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = math.sqrt %arg0 : f32
// CHECK-NEXT: %1 = arith.divf %cst_0, %0 : f32
// CHECK-NEXT: %2 = arith.mulf %arg1, %cst : f16
// CHECK-NEXT: %3 = math.exp %2 : f16
// CHECK-NEXT: return %1, %3 : f32, f16
// CHECK-NEXT: }
func.func @scalars(%arg0: f32, %arg1: f16) -> (f32, f16) {
  %0 = math.rsqrt %arg0 : f32
  %1 = math.exp2 %arg1 : f16
  return %0, %1 : f32, f16
}

// CHECK-LABEL: func.func @others_untouched(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK-NEXT: %0 = math.exp %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = math.sqrt %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %2 = math.log2 %1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %2 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
func.func @others_untouched(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %0 = math.exp %arg0 : !asctile.tile<32xf32, UB>
  %1 = math.sqrt %0 : !asctile.tile<32xf32, UB>
  %2 = math.log2 %1 : !asctile.tile<32xf32, UB>
  return %2 : !asctile.tile<32xf32, UB>
}

