// Audit of asclower-redress-i1-tile (passes-asc2.md §2): a 20-element non-splat constant
// packed LSB first into 3 bytes (11, 0x81 = -127, 13); a dense<false> 4x5 L1 tile ->
// dense<0> of 3 bytes keeping L1; scalar i1 and i8 tile constants untouched.
// RUN: ascopt --asclower-redress-i1-tile %s | FileCheck %s

// CHECK-LABEL: func.func @r20() -> !asctile.tile<20xi1, UB> {
// CHECK-DAG: %cst = arith.constant dense<[11, -127, 13]> : !asctile.tile<3xi8, UB>
// CHECK: %0 = builtin.unrealized_conversion_cast %cst : !asctile.tile<3xi8, UB> to !asctile.tile<20xi1, UB>
// CHECK-NEXT: return %0 : !asctile.tile<20xi1, UB>
// CHECK-NEXT: }
func.func @r20() -> !asctile.tile<20xi1, UB> {
  %cst = arith.constant dense<[true, true, false, true, false, false, false, false, true, false, false, false, false, false, false, true, true, false, true, true]> : !asctile.tile<20xi1, UB>
  return %cst : !asctile.tile<20xi1, UB>
}
// CHECK-LABEL: func.func @rfalse() -> !asctile.tile<4x5xi1, L1> {
// CHECK-DAG: %cst = arith.constant dense<0> : !asctile.tile<3xi8, L1>
// CHECK: %0 = builtin.unrealized_conversion_cast %cst : !asctile.tile<3xi8, L1> to !asctile.tile<4x5xi1, L1>
// CHECK-NEXT: return %0 : !asctile.tile<4x5xi1, L1>
// CHECK-NEXT: }
func.func @rfalse() -> !asctile.tile<4x5xi1, L1> {
  %cst = arith.constant dense<false> : !asctile.tile<4x5xi1, L1>
  return %cst : !asctile.tile<4x5xi1, L1>
}
// CHECK-LABEL: func.func @scalar_i1() -> i1 {
// CHECK-DAG: %true = arith.constant true
// CHECK-DAG: %cst = arith.constant dense<1> : !asctile.tile<8xi8, UB>
// CHECK: return %true : i1
// CHECK-NEXT: }
func.func @scalar_i1() -> i1 {
  %c = arith.constant true
  %d = arith.constant dense<1> : !asctile.tile<8xi8, UB>
  return %c : i1
}
