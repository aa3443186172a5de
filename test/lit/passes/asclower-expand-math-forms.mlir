// asclower-expand-math: rsqrt on a 2-D f16 tile (splat 1.0), exp2 on bf16 (ln 2 rounded to
// bf16) and both on scalars (constants hoisted by the greedy driver, bottom-up).

// RUN: ascopt --asclower-expand-math %s | FileCheck %s

// CHECK-LABEL: func.func @expand_rsqrt_f16(%arg0: !asctile.tile<4x32xf16, UB>) -> !asctile.tile<4x32xf16, UB> {
// CHECK:      %cst = arith.constant dense<1.000000e+00> : !asctile.tile<4x32xf16, UB>
// CHECK-NEXT: %0 = math.sqrt %arg0 : !asctile.tile<4x32xf16, UB>
// CHECK-NEXT: %1 = arith.divf %cst, %0 : !asctile.tile<4x32xf16, UB>
// CHECK-NEXT: return %1 : !asctile.tile<4x32xf16, UB>
func.func @expand_rsqrt_f16(%arg0: !asctile.tile<4x32xf16, UB>) -> !asctile.tile<4x32xf16, UB> {
  %0 = math.rsqrt %arg0 : !asctile.tile<4x32xf16, UB>
  return %0 : !asctile.tile<4x32xf16, UB>
}

// CHECK-LABEL: func.func @expand_exp2_bf16(%arg0: !asctile.tile<32xbf16, UB>) -> !asctile.tile<32xbf16, UB> {
// CHECK:      %cst = arith.constant dense<6.914060e-01> : !asctile.tile<32xbf16, UB>
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst : !asctile.tile<32xbf16, UB>
// CHECK-NEXT: %1 = math.exp %0 : !asctile.tile<32xbf16, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xbf16, UB>
func.func @expand_exp2_bf16(%arg0: !asctile.tile<32xbf16, UB>) -> !asctile.tile<32xbf16, UB> {
  %0 = math.exp2 %arg0 : !asctile.tile<32xbf16, UB>
  return %0 : !asctile.tile<32xbf16, UB>
}

// CHECK-LABEL: func.func @expand_scalar(%arg0: f32) -> f32 {
// CHECK:      %cst = arith.constant 0.693147182 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = math.sqrt %arg0 : f32
// CHECK-NEXT: %1 = arith.divf %cst_0, %0 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst : f32
// CHECK-NEXT: %3 = math.exp %2 : f32
// CHECK-NEXT: return %3 : f32
func.func @expand_scalar(%a: f32) -> f32 {
  %0 = math.rsqrt %a : f32
  %1 = math.exp2 %0 : f32
  return %1 : f32
}

