// Held-out style cases for asctile-unscalarize-reduction, round 2: one f16 reduction
// used by subs and by a 2-D splat (both become broadcasts of the 1-element tile, subs an
// arith.subf; the reduction keeps its other attributes); a cmps user blocks the rewrite
// of an i16 reduction for all its users; an i16 divs user becomes arith.divsi; a scalar
// arith user blocks it too.
// RUN: ascopt -asctile-unscalarize-reduction %s | FileCheck %s



// CHECK-LABEL: func.func @two_users(%arg0: !asctile.tile<8x16xf16, UB>, %arg1: !asctile.tile<32xf16, UB>) -> (!asctile.tile<32xf16, UB>, !asctile.tile<4x4xf16, UB>) {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <max> %arg0 {tag} : !asctile.tile<8x16xf16, UB>, !asctile.tile<1xf16, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xf16, UB> to !asctile.tile<32xf16, UB>
// CHECK-NEXT: %2 = arith.subf %arg1, %1 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: %3 = asctile.broadcast %0 : !asctile.tile<1xf16, UB> to !asctile.tile<4x4xf16, UB>
// CHECK-NEXT: return %2, %3 : !asctile.tile<32xf16, UB>, !asctile.tile<4x4xf16, UB>
// CHECK-NEXT: }
func.func @two_users(%x: !asctile.tile<8x16xf16, UB>, %y: !asctile.tile<32xf16, UB>) -> (!asctile.tile<32xf16, UB>, !asctile.tile<4x4xf16, UB>) {
  %s = asctile.reduce_as_1d <max> %x {tag} : !asctile.tile<8x16xf16, UB>, f16
  %0 = asctile.subs %y, %s : !asctile.tile<32xf16, UB>
  %1 = asctile.splat %s : !asctile.tile<4x4xf16, UB>
  return %0, %1 : !asctile.tile<32xf16, UB>, !asctile.tile<4x4xf16, UB>
}

// CHECK-LABEL: func.func @blocked_cmps(%arg0: !asctile.tile<16xi16, UB>) -> (!asctile.tile<16xi16, UB>, !asctile.tile<16xi1, UB>) {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xi16, UB>, i16
// CHECK-NEXT: %1 = asctile.divs %arg0, %0 : !asctile.tile<16xi16, UB>
// CHECK-NEXT: %2 = asctile.cmps LT %arg0, %0 : !asctile.tile<16xi16, UB>
// CHECK-NEXT: return %1, %2 : !asctile.tile<16xi16, UB>, !asctile.tile<16xi1, UB>
// CHECK-NEXT: }
func.func @blocked_cmps(%x: !asctile.tile<16xi16, UB>) -> (!asctile.tile<16xi16, UB>, !asctile.tile<16xi1, UB>) {
  %s = asctile.reduce_as_1d <sum> %x : !asctile.tile<16xi16, UB>, i16
  %0 = asctile.divs %x, %s : !asctile.tile<16xi16, UB>
  %1 = asctile.cmps LT %x, %s : !asctile.tile<16xi16, UB>
  return %0, %1 : !asctile.tile<16xi16, UB>, !asctile.tile<16xi1, UB>
}

// CHECK-LABEL: func.func @int_div(%arg0: !asctile.tile<16xi16, UB>) -> !asctile.tile<16xi16, UB> {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <min> %arg0 : !asctile.tile<16xi16, UB>, !asctile.tile<1xi16, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xi16, UB> to !asctile.tile<16xi16, UB>
// CHECK-NEXT: %2 = arith.divsi %arg0, %1 : !asctile.tile<16xi16, UB>
// CHECK-NEXT: return %2 : !asctile.tile<16xi16, UB>
// CHECK-NEXT: }
func.func @int_div(%x: !asctile.tile<16xi16, UB>) -> !asctile.tile<16xi16, UB> {
  %s = asctile.reduce_as_1d <min> %x : !asctile.tile<16xi16, UB>, i16
  %0 = asctile.divs %x, %s : !asctile.tile<16xi16, UB>
  return %0 : !asctile.tile<16xi16, UB>
}

// CHECK-LABEL: func.func @scalar_user(%arg0: !asctile.tile<16xf32, UB>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xf32, UB>, f32
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @scalar_user(%x: !asctile.tile<16xf32, UB>, %y: f32) -> f32 {
  %s = asctile.reduce_as_1d <sum> %x : !asctile.tile<16xf32, UB>, f32
  %0 = arith.addf %s, %y : f32
  return %0 : f32
}

