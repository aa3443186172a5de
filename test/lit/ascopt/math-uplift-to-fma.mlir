// --math-uplift-to-fma turns addf(mulf) into math.fma when both ops allow contraction,
// keeping the fast-math flags they share; the pass's greedy driver runs bottom-up, so a
// multiply of constants is absorbed before it could fold.
// RUN: ascopt --math-uplift-to-fma %s | FileCheck %s

// CHECK-LABEL: func.func @flags
// CHECK-NEXT:    %[[R:.*]] = math.fma %arg0, %arg1, %arg2 fastmath<nnan,contract> : f32
// CHECK-NEXT:    return %[[R]]
func.func @flags(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b fastmath<fast> : f32
  %1 = arith.addf %c, %0 fastmath<nnan,contract> : f32
  return %1 : f32
}

// CHECK-LABEL: func.func @no_contract
// CHECK:         arith.mulf
// CHECK-NEXT:    arith.addf
func.func @no_contract(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b : f32
  %1 = arith.addf %0, %c fastmath<contract> : f32
  return %1 : f32
}

// CHECK-LABEL: func.func @constants
// CHECK:         math.fma %cst, %cst_0, %arg0 fastmath<contract>
func.func @constants(%a: f32) -> f32 {
  %k = arith.constant 3.0 : f32
  %k2 = arith.constant 2.0 : f32
  %m = arith.mulf %k, %k2 fastmath<contract> : f32
  %s = arith.addf %m, %a fastmath<contract> : f32
  return %s : f32
}
