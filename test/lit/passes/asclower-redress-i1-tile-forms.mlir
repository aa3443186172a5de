// asclower-redress-i1-tile on other i1 constants: a 2-D splat true (4x8 -> 4 bytes of -1),
// a non-splat whose count is not a multiple of 8 (bits LSB first, the last byte partly
// used), and an unused constant, which is replaced with no cast back.

// RUN: ascopt --asclower-redress-i1-tile %s | FileCheck %s

// CHECK-LABEL: func.func @splat_2d
// CHECK-NEXT:    %cst = arith.constant dense<-1> : !asctile.tile<4xi8, UB>
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %cst : !asctile.tile<4xi8, UB> to !asctile.tile<4x8xi1, UB>
// CHECK-NEXT:    %1 = asctile.select %0, %arg0, %arg1 : !asctile.tile<4x8xf32, UB>
func.func @splat_2d(%a: !asctile.tile<4x8xf32, UB>, %b: !asctile.tile<4x8xf32, UB>) -> !asctile.tile<4x8xf32, UB> {
  %m = arith.constant dense<true> : !asctile.tile<4x8xi1, UB>
  %0 = asctile.select %m, %a, %b : !asctile.tile<4x8xf32, UB>
  return %0 : !asctile.tile<4x8xf32, UB>
}

// 1,0,1,1,0,0,0,1 -> 0b10001101 = 141 = -115 as i8; 1,1,0,1 -> 0b1011 = 11.
// CHECK-LABEL: func.func @dense_12
// CHECK-NEXT:    %cst = arith.constant dense<[-115, 11]> : !asctile.tile<2xi8, UB>
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %cst : !asctile.tile<2xi8, UB> to !asctile.tile<12xi1, UB>
func.func @dense_12(%a: !asctile.tile<12xf32, UB>, %b: !asctile.tile<12xf32, UB>) -> !asctile.tile<12xf32, UB> {
  %m = arith.constant dense<[true, false, true, true, false, false, false, true, true, true, false, true]> : !asctile.tile<12xi1, UB>
  %0 = asctile.select %m, %a, %b : !asctile.tile<12xf32, UB>
  return %0 : !asctile.tile<12xf32, UB>
}

// CHECK-LABEL: func.func @unused_false
// CHECK-NEXT:    %cst = arith.constant dense<0> : !asctile.tile<3xi8, UB>
// CHECK-NEXT:    return
func.func @unused_false() {
  %m = arith.constant dense<false> : !asctile.tile<20xi1, UB>
  return
}
