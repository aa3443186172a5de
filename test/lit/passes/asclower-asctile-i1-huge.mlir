// The packed mask of an i1 tile of nearly 2^63 elements has ceil(n/8) bytes: (n+7)/8
// overflowed to a negative size and the pass left IR that no longer parsed. Found by
// test/hostile's campaign.

// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s

// CHECK-LABEL: func.func @huge
// CHECK-NOT: <-
// CHECK: ascendc.local_tensor_auto veccalc() : <1152921504606846976xi8>
// CHECK-NOT: <-
func.func @huge(%a: !asctile.tile<9223372036854775807xf32, UB>, %c: !asctile.tile<9223372036854775807xf32, UB>) -> !asctile.tile<9223372036854775807xi1, UB> {
  %0 = asctile.cmp LT %a, %c : !asctile.tile<9223372036854775807xf32, UB>
  return %0 : !asctile.tile<9223372036854775807xi1, UB>
}
