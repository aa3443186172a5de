// asctile-unscalarize-reduction: splat users become broadcasts, integer users their
// integer arith ops; a reduction without users also gets a tile result.

// RUN: ascopt -asctile-unscalarize-reduction %s | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: !asctile.tile<16xi32, UB>) -> (!asctile.tile<8xi32, UB>, !asctile.tile<16xi32, UB>) {
// CHECK-NEXT:   %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<16xi32, UB>, !asctile.tile<1xi32, UB>
// CHECK-NEXT:   %1 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<8xi32, UB>
// CHECK-NEXT:   %2 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<16xi32, UB>
// CHECK-NEXT:   %3 = arith.divsi %arg0, %2 : !asctile.tile<16xi32, UB>
// CHECK-NEXT:   %4 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xi32, UB>, !asctile.tile<1xi32, UB>
// CHECK-NEXT:   return %1, %3 : !asctile.tile<8xi32, UB>, !asctile.tile<16xi32, UB>
// CHECK-NEXT: }

func.func @f(%arg0: !asctile.tile<16xi32, UB>) -> (!asctile.tile<8xi32, UB>, !asctile.tile<16xi32, UB>) {
  %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<16xi32, UB>, i32
  %1 = asctile.splat %0 : !asctile.tile<8xi32, UB>
  %2 = asctile.divs %arg0, %0 : !asctile.tile<16xi32, UB>
  %3 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xi32, UB>, i32
  return %1, %2 : !asctile.tile<8xi32, UB>, !asctile.tile<16xi32, UB>
}
