// asctile-transform-math-ops: relu from max with -0.0 (maxnumf included), splats from
// asctile.splat, non-commutative ops with the splat on the left left alone, unhandled
// ops (maxnumf with a non-zero splat, shrui) untouched, scalar ops untouched.

// RUN: ascopt -asctile-transform-math-ops %s | FileCheck %s

// CHECK-LABEL: func.func @more(%arg0: !asctile.tile<32xf32, UB>, %arg1: !asctile.tile<32xi32, UB>, %arg2: i32) -> (!asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>) {
// CHECK-NEXT:   %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<2.000000e+00> : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %0 = asctile.relu %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %1 = asctile.mins %arg0, %cst : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %2 = asctile.splat %arg2 : !asctile.tile<32xi32, UB>
// CHECK-NEXT:   %3 = asctile.shls %arg1, %arg2 : !asctile.tile<32xi32, UB>
// CHECK-NEXT:   %4 = arith.subi %2, %arg1 : !asctile.tile<32xi32, UB>
// CHECK-NEXT:   %5 = asctile.mins %arg1, %arg2 : !asctile.tile<32xi32, UB>
// CHECK-NEXT:   %6 = arith.maxnumf %arg0, %cst_0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   %7 = arith.shrui %arg1, %2 : !asctile.tile<32xi32, UB>
// CHECK-NEXT:   %8 = arith.divf %cst_0, %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT:   return %0, %1, %3, %4, %5, %6, %7, %8 : !asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:   %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:   %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }

func.func @more(%a: !asctile.tile<32xf32, UB>, %b: !asctile.tile<32xi32, UB>, %s: i32) -> (!asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>) {
  %z = arith.constant dense<-0.0> : !asctile.tile<32xf32, UB>
  %0 = arith.maxnumf %z, %a : !asctile.tile<32xf32, UB>
  %two = arith.constant dense<2.0> : !asctile.tile<32xf32, UB>
  %1 = arith.minimumf %two, %a : !asctile.tile<32xf32, UB>
  %sp = asctile.splat %s : !asctile.tile<32xi32, UB>
  %2 = arith.shli %b, %sp : !asctile.tile<32xi32, UB>
  %3 = arith.subi %sp, %b : !asctile.tile<32xi32, UB>
  %4 = arith.minsi %b, %sp : !asctile.tile<32xi32, UB>
  %5 = arith.maxnumf %two, %a : !asctile.tile<32xf32, UB>
  %6 = arith.shrui %b, %sp : !asctile.tile<32xi32, UB>
  %7 = arith.divf %two, %a : !asctile.tile<32xf32, UB>
  return %0, %1, %2, %3, %4, %5, %6, %7 : !asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>
}
func.func @scalar(%x: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %0 = arith.addf %x, %c : f32
  return %0 : f32
}
