// Held-out style cases for asclower-redress-i1-tile, round 2: a 2x5 non-splat mask packed
// row-major, LSB first, into 2 bytes (13, 3) feeding a select through a cast back to the
// i1 tile; a splat false mask of 9 elements in L1 (2 zero bytes, location kept); a
// 16-element mask whose second byte has only bit 7 set (-128 as a signed i8); an 8-element
// mask packs into one byte (printed as a splat), and an identity asctile.cast, of unknown
// legality here, is folded by the conversion.
// RUN: ascopt --asclower-redress-i1-tile -allow-unregistered-dialect %s | FileCheck %s



// CHECK-LABEL: func.func @masks(%arg0: !asctile.tile<2x5xf32, UB>, %arg1: !asctile.tile<2x5xf32, UB>) -> (!asctile.tile<2x5xf32, UB>, !asctile.tile<9xi1, L1>, !asctile.tile<16xi1, UB>) {
// CHECK-NEXT: %cst = arith.constant dense<[13, 3]> : !asctile.tile<2xi8, UB>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : !asctile.tile<2xi8, UB> to !asctile.tile<2x5xi1, UB>
// CHECK-NEXT: %1 = asctile.select %0, %arg0, %arg1 : !asctile.tile<2x5xf32, UB>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : !asctile.tile<2xi8, L1>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst_0 : !asctile.tile<2xi8, L1> to !asctile.tile<9xi1, L1>
// CHECK-NEXT: %cst_1 = arith.constant dense<[-1, -128]> : !asctile.tile<2xi8, UB>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_1 : !asctile.tile<2xi8, UB> to !asctile.tile<16xi1, UB>
// CHECK-NEXT: return %1, %2, %3 : !asctile.tile<2x5xf32, UB>, !asctile.tile<9xi1, L1>, !asctile.tile<16xi1, UB>
// CHECK-NEXT: }
func.func @masks(%a: !asctile.tile<2x5xf32, UB>, %b: !asctile.tile<2x5xf32, UB>) -> (!asctile.tile<2x5xf32, UB>, !asctile.tile<9xi1, L1>, !asctile.tile<16xi1, UB>) {
  %m = arith.constant dense<[[true, false, true, true, false], [false, false, false, true, true]]> : !asctile.tile<2x5xi1, UB>
  %0 = asctile.select %m, %a, %b : !asctile.tile<2x5xf32, UB>
  %f = arith.constant dense<false> : !asctile.tile<9xi1, L1>
  %t = arith.constant dense<[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, true]> : !asctile.tile<16xi1, UB>
  return %0, %f, %t : !asctile.tile<2x5xf32, UB>, !asctile.tile<9xi1, L1>, !asctile.tile<16xi1, UB>
}

// CHECK-LABEL: func.func @folded_cast(%arg0: !asctile.tile<8xf32, UB>, %arg1: !asctile.tile<8xf32, UB>) -> (!asctile.tile<8xf32, UB>, !asctile.tile<8xi1, UB>) {
// CHECK-NEXT: %cst = arith.constant dense<-43> : !asctile.tile<1xi8, UB>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : !asctile.tile<1xi8, UB> to !asctile.tile<8xi1, UB>
// CHECK-NEXT: %1 = asctile.select %0, %arg0, %arg1 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: return %1, %0 : !asctile.tile<8xf32, UB>, !asctile.tile<8xi1, UB>
// CHECK-NEXT: }
func.func @folded_cast(%a: !asctile.tile<8xf32, UB>, %b: !asctile.tile<8xf32, UB>) -> (!asctile.tile<8xf32, UB>, !asctile.tile<8xi1, UB>) {
  %m = arith.constant dense<[true, false, true, false, true, false, true, true]> : !asctile.tile<8xi1, UB>
  %c = asctile.cast %a : !asctile.tile<8xf32, UB> to !asctile.tile<8xf32, UB>
  %0 = asctile.select %m, %c, %b : !asctile.tile<8xf32, UB>
  return %0, %m : !asctile.tile<8xf32, UB>, !asctile.tile<8xi1, UB>
}

