// Held-out style cases for asclower-redress-i1-tile beyond the visible file: a splat true
// mask of 20 elements (3 bytes of -1), a 3x4 non-splat mask packed LSB first, and i1 tiles
// from cmp, non-i1 tile constants and scalar i1 constants left alone.
// RUN: ascopt --asclower-redress-i1-tile %s | FileCheck %s

// CHECK-LABEL: func.func @splat_true(%arg0: !asctile.tile<20xf16, UB>, %arg1: !asctile.tile<20xf16, UB>) -> !asctile.tile<20xf16, UB> {
// CHECK-NEXT: %cst = arith.constant dense<-1> : !asctile.tile<3xi8, UB>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : !asctile.tile<3xi8, UB> to !asctile.tile<20xi1, UB>
// CHECK-NEXT: %1 = asctile.select %0, %arg0, %arg1 : !asctile.tile<20xf16, UB>
// CHECK-NEXT: return %1 : !asctile.tile<20xf16, UB>
// CHECK-NEXT: }
func.func @splat_true(%arg0: !asctile.tile<20xf16, UB>, %arg1: !asctile.tile<20xf16, UB>) -> !asctile.tile<20xf16, UB> {
  %m = arith.constant dense<true> : !asctile.tile<20xi1, UB>
  %0 = asctile.select %m, %arg0, %arg1 : !asctile.tile<20xf16, UB>
  return %0 : !asctile.tile<20xf16, UB>
}

// CHECK-LABEL: func.func @dense_12(%arg0: !asctile.tile<3x4xf32, UB>, %arg1: !asctile.tile<3x4xf32, UB>) -> !asctile.tile<3x4xf32, UB> {
// CHECK-NEXT: %cst = arith.constant dense<[-115, 15]> : !asctile.tile<2xi8, UB>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : !asctile.tile<2xi8, UB> to !asctile.tile<3x4xi1, UB>
// CHECK-NEXT: %1 = asctile.select %0, %arg0, %arg1 : !asctile.tile<3x4xf32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<3x4xf32, UB>
// CHECK-NEXT: }
func.func @dense_12(%arg0: !asctile.tile<3x4xf32, UB>, %arg1: !asctile.tile<3x4xf32, UB>) -> !asctile.tile<3x4xf32, UB> {
  %m = arith.constant dense<[[true, false, true, true], [false, false, false, true], [true, true, true, true]]> : !asctile.tile<3x4xi1, UB>
  %0 = asctile.select %m, %arg0, %arg1 : !asctile.tile<3x4xf32, UB>
  return %0 : !asctile.tile<3x4xf32, UB>
}

// CHECK-LABEL: func.func @untouched(%arg0: !asctile.tile<16xf32, UB>, %arg1: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xi1, UB>, !asctile.tile<16xf32, UB>, i1) {
// CHECK-NEXT: %0 = asctile.cmp LT %arg0, %arg1 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : !asctile.tile<16xf32, UB>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %0, %cst, %true : !asctile.tile<16xi1, UB>, !asctile.tile<16xf32, UB>, i1
// CHECK-NEXT: }
func.func @untouched(%arg0: !asctile.tile<16xf32, UB>, %arg1: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xi1, UB>, !asctile.tile<16xf32, UB>, i1) {
  %m = asctile.cmp LT %arg0, %arg1 : !asctile.tile<16xf32, UB>
  %c = arith.constant dense<2.0> : !asctile.tile<16xf32, UB>
  %t = arith.constant true
  return %m, %c, %t : !asctile.tile<16xi1, UB>, !asctile.tile<16xf32, UB>, i1
}

