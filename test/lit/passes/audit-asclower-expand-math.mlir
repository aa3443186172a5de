// Audit of asclower-expand-math (passes-asc2.md §2): exp2 on a 2-D f16 tile and a bf16 tile
// (ln 2 rounded to the element type), rsqrt on a scalar and on a tile.
// RUN: ascopt --asclower-expand-math %s | FileCheck %s

// CHECK-LABEL: func.func @e(%arg0: !asctile.tile<4x16xf16, UB>, %arg1: f32, %arg2: !asctile.tile<16xbf16, UB>) -> (!asctile.tile<4x16xf16, UB>, f32, !asctile.tile<4x16xf16, UB>, !asctile.tile<16xbf16, UB>) {
// CHECK-DAG: %cst = arith.constant dense<6.914060e-01> : !asctile.tile<16xbf16, UB>
// CHECK-DAG: %cst_0 = arith.constant dense<1.000000e+00> : !asctile.tile<4x16xf16, UB>
// CHECK-DAG: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %cst_2 = arith.constant dense<6.933590e-01> : !asctile.tile<4x16xf16, UB>
// CHECK: %0 = arith.mulf %arg0, %cst_2 : !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %1 = math.exp %0 : !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %2 = math.sqrt %arg1 : f32
// CHECK-NEXT: %3 = arith.divf %cst_1, %2 : f32
// CHECK-NEXT: %4 = math.sqrt %arg0 : !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %5 = arith.divf %cst_0, %4 : !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %6 = arith.mulf %arg2, %cst : !asctile.tile<16xbf16, UB>
// CHECK-NEXT: %7 = math.exp %6 : !asctile.tile<16xbf16, UB>
// CHECK-NEXT: return %1, %3, %5, %7 : !asctile.tile<4x16xf16, UB>, f32, !asctile.tile<4x16xf16, UB>, !asctile.tile<16xbf16, UB>
// CHECK-NEXT: }
func.func @e(%a: !asctile.tile<4x16xf16, UB>, %s: f32, %b: !asctile.tile<16xbf16, UB>) -> (!asctile.tile<4x16xf16, UB>, f32, !asctile.tile<4x16xf16, UB>, !asctile.tile<16xbf16, UB>) {
  %0 = math.exp2 %a : !asctile.tile<4x16xf16, UB>
  %1 = math.rsqrt %s : f32
  %2 = math.rsqrt %a : !asctile.tile<4x16xf16, UB>
  %3 = math.exp2 %b : !asctile.tile<16xbf16, UB>
  return %0, %1, %2, %3 : !asctile.tile<4x16xf16, UB>, f32, !asctile.tile<4x16xf16, UB>, !asctile.tile<16xbf16, UB>
}
