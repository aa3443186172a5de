// asclower-expand-math: rsqrt and exp2 on floats of any shape, with the greedy driver's
// folding, constant hoisting and dead-code removal; fastmath flags are not carried over
// (as MLIR's expansion patterns at LLVM 19, cf. mlir-opt -test-expand-math).

// RUN: ascopt -asclower-expand-math %s | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %cst_0 = arith.constant dense<0.693147182> : !asctile.tile<16xf32, UB>
// CHECK-NEXT:    %cst_1 = arith.constant dense<0.69314718055994529> : vector<4xf64>
// CHECK-NEXT:    %cst_2 = arith.constant 6.933590e-01 : f16
// CHECK-NEXT:    %cst_3 = arith.constant dense<1.000000e+00> : !asctile.tile<16xf32, UB>
// CHECK-NEXT:    %0 = math.sqrt %arg0 : !asctile.tile<16xf32, UB>
// CHECK-NEXT:    %1 = arith.divf %cst_3, %0 : !asctile.tile<16xf32, UB>
// CHECK-NEXT:    %2 = arith.mulf %arg1, %cst_2 : f16
// CHECK-NEXT:    %3 = math.exp %2 : f16
// CHECK-NEXT:    %4 = arith.mulf %arg2, %cst_1 : vector<4xf64>
// CHECK-NEXT:    %5 = math.exp %4 : vector<4xf64>
// CHECK-NEXT:    %6 = arith.mulf %arg0, %cst_0 : !asctile.tile<16xf32, UB>
// CHECK-NEXT:    %7 = math.exp %6 : !asctile.tile<16xf32, UB>
// CHECK-NEXT:    return %1, %3, %5, %7, %cst
func.func @f(%a: !asctile.tile<16xf32, UB>, %b: f16, %c: vector<4xf64>) -> (!asctile.tile<16xf32, UB>, f16, vector<4xf64>, !asctile.tile<16xf32, UB>, f32) {
  %0 = math.rsqrt %a fastmath<fast> : !asctile.tile<16xf32, UB>
  %1 = math.exp2 %b fastmath<nnan> : f16
  %2 = math.exp2 %c : vector<4xf64>
  %3 = math.exp2 %a : !asctile.tile<16xf32, UB>
  %k = arith.constant 4.0 : f32
  %4 = math.rsqrt %k : f32
  %dead = math.rsqrt %b : f16
  return %0, %1, %2, %3, %4 : !asctile.tile<16xf32, UB>, f16, vector<4xf64>, !asctile.tile<16xf32, UB>, f32
}

// Other math ops and integer operands are left alone.
// CHECK-LABEL: func.func @others
// CHECK-NEXT:    %0 = math.exp %arg0 : !asctile.tile<16xf32, UB>
// CHECK-NEXT:    %1 = math.log %0 : !asctile.tile<16xf32, UB>
// CHECK-NEXT:    %2 = math.tanh %1 : !asctile.tile<16xf32, UB>
// CHECK-NEXT:    return %2
func.func @others(%a: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
  %0 = math.exp %a : !asctile.tile<16xf32, UB>
  %1 = math.log %0 : !asctile.tile<16xf32, UB>
  %2 = math.tanh %1 : !asctile.tile<16xf32, UB>
  return %2 : !asctile.tile<16xf32, UB>
}
