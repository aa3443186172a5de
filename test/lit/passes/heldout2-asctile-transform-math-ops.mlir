// Held-out style cases for asctile-transform-math-ops, round 2: cmp against a splat
// constant on the right (new scalar constant, f16); cmp of two asctile.splat tiles (the
// lhs is scalarized with the mode mirrored, LT -> GT, EQ and NE unchanged); the relu
// pattern (benefit 2) on maxsi with a zero on the left, after which the folded addi
// leaves relu of a constant (bottom-up worklist); minnumf with zero stays; a splat
// constant in L1 gives adds and subs with a bf16 scalar; maxnumf with a non-zero splat
// stays, with a zero asctile.splat on the left it is a relu; muli/maxsi with the splat on
// either side and shrsi with it on the right are scalarized, shli/divsi with it on the
// left stay; scalar arith is left alone.
// RUN: ascopt -asctile-transform-math-ops %s | FileCheck %s



// CHECK-LABEL: func.func @cmp_rhs(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xi1, UB> {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %0 = asctile.cmps GE %arg0, %cst : !asctile.tile<32xf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xi1, UB>
// CHECK-NEXT: }
func.func @cmp_rhs(%a: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xi1, UB> {
  %c = arith.constant dense<2.5> : !asctile.tile<32xf16, UB>
  %0 = asctile.cmp GE %a, %c : !asctile.tile<32xf16, UB>
  return %0 : !asctile.tile<32xi1, UB>
}

// CHECK-LABEL: func.func @cmp_both(%arg0: i32, %arg1: i32) -> (!asctile.tile<8xi1, UB>, !asctile.tile<8xi1, UB>, !asctile.tile<8xi1, UB>) {
// CHECK-NEXT: %0 = asctile.splat %arg0 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %1 = asctile.splat %arg1 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %2 = asctile.cmps GT %1, %arg0 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %3 = asctile.cmps EQ %1, %arg0 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %4 = asctile.cmps NE %0, %arg1 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: return %2, %3, %4 : !asctile.tile<8xi1, UB>, !asctile.tile<8xi1, UB>, !asctile.tile<8xi1, UB>
// CHECK-NEXT: }
func.func @cmp_both(%s: i32, %t: i32) -> (!asctile.tile<8xi1, UB>, !asctile.tile<8xi1, UB>, !asctile.tile<8xi1, UB>) {
  %a = asctile.splat %s : !asctile.tile<8xi32, UB>
  %b = asctile.splat %t : !asctile.tile<8xi32, UB>
  %0 = asctile.cmp LT %a, %b : !asctile.tile<8xi32, UB>
  %1 = asctile.cmp EQ %a, %b : !asctile.tile<8xi32, UB>
  %2 = asctile.cmp NE %b, %a : !asctile.tile<8xi32, UB>
  return %0, %1, %2 : !asctile.tile<8xi1, UB>, !asctile.tile<8xi1, UB>, !asctile.tile<8xi1, UB>
}

// CHECK-LABEL: func.func @relu_both(%arg0: !asctile.tile<8xf32, UB>) -> (!asctile.tile<8xf32, UB>, !asctile.tile<8xf32, UB>, !asctile.tile<8xi16, UB>) {
// CHECK-NEXT: %cst = arith.constant dense<14> : !asctile.tile<8xi16, UB>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : !asctile.tile<8xf32, UB>
// CHECK-NEXT: %cst_1 = arith.constant dense<3.000000e+00> : !asctile.tile<8xf32, UB>
// CHECK-NEXT: %0 = arith.minnumf %arg0, %cst_0 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: %1 = asctile.relu %cst : !asctile.tile<8xi16, UB>
// CHECK-NEXT: return %cst_1, %0, %1 : !asctile.tile<8xf32, UB>, !asctile.tile<8xf32, UB>, !asctile.tile<8xi16, UB>
// CHECK-NEXT: }
func.func @relu_both(%a: !asctile.tile<8xf32, UB>) -> (!asctile.tile<8xf32, UB>, !asctile.tile<8xf32, UB>, !asctile.tile<8xi16, UB>) {
  %z = arith.constant dense<0.0> : !asctile.tile<8xf32, UB>
  %t = arith.constant dense<3.0> : !asctile.tile<8xf32, UB>
  %0 = arith.maximumf %t, %z : !asctile.tile<8xf32, UB>
  %1 = arith.minnumf %a, %z : !asctile.tile<8xf32, UB>
  %zi = arith.constant dense<0> : !asctile.tile<8xi16, UB>
  %i = arith.constant dense<7> : !asctile.tile<8xi16, UB>
  %x = arith.addi %i, %i : !asctile.tile<8xi16, UB>
  %2 = arith.maxsi %zi, %x : !asctile.tile<8xi16, UB>
  return %0, %1, %2 : !asctile.tile<8xf32, UB>, !asctile.tile<8xf32, UB>, !asctile.tile<8xi16, UB>
}

// CHECK-LABEL: func.func @scalar_splat_loc(%arg0: !asctile.tile<8xbf16, L1>) -> (!asctile.tile<8xbf16, L1>, !asctile.tile<8xbf16, L1>) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : bf16
// CHECK-NEXT: %0 = asctile.adds %arg0, %cst : !asctile.tile<8xbf16, L1>
// CHECK-NEXT: %1 = asctile.subs %arg0, %cst : !asctile.tile<8xbf16, L1>
// CHECK-NEXT: return %0, %1 : !asctile.tile<8xbf16, L1>, !asctile.tile<8xbf16, L1>
// CHECK-NEXT: }
func.func @scalar_splat_loc(%a: !asctile.tile<8xbf16, L1>) -> (!asctile.tile<8xbf16, L1>, !asctile.tile<8xbf16, L1>) {
  %c = arith.constant dense<1.5> : !asctile.tile<8xbf16, L1>
  %0 = arith.addf %c, %a : !asctile.tile<8xbf16, L1>
  %1 = arith.subf %a, %c : !asctile.tile<8xbf16, L1>
  return %0, %1 : !asctile.tile<8xbf16, L1>, !asctile.tile<8xbf16, L1>
}

// CHECK-LABEL: func.func @maxnum_splat(%arg0: !asctile.tile<8xf32, UB>, %arg1: f32) -> (!asctile.tile<8xf32, UB>, !asctile.tile<8xf32, UB>) {
// CHECK-NEXT: %0 = asctile.splat %arg1 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: %1 = arith.maxnumf %arg0, %0 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: %2 = asctile.relu %arg0 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: return %1, %2 : !asctile.tile<8xf32, UB>, !asctile.tile<8xf32, UB>
// CHECK-NEXT: }
func.func @maxnum_splat(%a: !asctile.tile<8xf32, UB>, %s: f32) -> (!asctile.tile<8xf32, UB>, !asctile.tile<8xf32, UB>) {
  %b = asctile.splat %s : !asctile.tile<8xf32, UB>
  %0 = arith.maxnumf %a, %b : !asctile.tile<8xf32, UB>
  %c0 = arith.constant 0.0 : f32
  %z = asctile.splat %c0 : !asctile.tile<8xf32, UB>
  %1 = arith.maxnumf %z, %a : !asctile.tile<8xf32, UB>
  return %0, %1 : !asctile.tile<8xf32, UB>, !asctile.tile<8xf32, UB>
}

// CHECK-LABEL: func.func @int_ops(%arg0: !asctile.tile<16xi32, UB>, %arg1: i32) -> (!asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>) {
// CHECK-NEXT: %0 = asctile.splat %arg1 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %1 = asctile.muls %arg0, %arg1 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %2 = asctile.maxs %arg0, %arg1 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %3 = asctile.shrs %arg0, %arg1 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %4 = arith.shli %0, %arg0 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %5 = arith.divsi %0, %arg0 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: return %1, %2, %3, %4, %5 : !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>
// CHECK-NEXT: }
func.func @int_ops(%a: !asctile.tile<16xi32, UB>, %s: i32) -> (!asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>) {
  %b = asctile.splat %s : !asctile.tile<16xi32, UB>
  %0 = arith.muli %b, %a : !asctile.tile<16xi32, UB>
  %1 = arith.maxsi %a, %b : !asctile.tile<16xi32, UB>
  %2 = arith.shrsi %a, %b : !asctile.tile<16xi32, UB>
  %3 = arith.shli %b, %a : !asctile.tile<16xi32, UB>
  %4 = arith.divsi %b, %a : !asctile.tile<16xi32, UB>
  return %0, %1, %2, %3, %4 : !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>
}

// CHECK-LABEL: func.func @scalars(%arg0: f32, %arg1: f32) -> (f32, i1) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.maximumf %arg0, %cst : f32
// CHECK-NEXT: %2 = arith.cmpf olt, %0, %1 : f32
// CHECK-NEXT: return %1, %2 : f32, i1
// CHECK-NEXT: }
func.func @scalars(%x: f32, %y: f32) -> (f32, i1) {
  %0 = arith.maximumf %x, %y : f32
  %c = arith.constant 0.0 : f32
  %1 = arith.maximumf %x, %c : f32
  %2 = arith.cmpf olt, %0, %1 : f32
  return %1, %2 : f32, i1
}

