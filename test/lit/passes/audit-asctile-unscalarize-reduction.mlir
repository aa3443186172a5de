// Audit of asctile-unscalarize-reduction (passes-asc2.md §1): an i32 max reduction used by
// adds/subs/muls/divs/mins/maxs and a 2-D splat (addi/subi/muli/divsi/minsi/maxsi, one broadcast
// per use); f16 min reduction with divs/mins/maxs (divf/minimumf/maximumf); a shls user blocks
// the rewrite; a reduction without users is still converted; a tile-result reduction is kept.
// RUN: ascopt -asctile-unscalarize-reduction %s | FileCheck %s

// CHECK-LABEL: func.func @all_users(%arg0: !asctile.tile<4x16xi32, UB>, %arg1: !asctile.tile<8xi32, UB>) -> (!asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<2x8xi32, UB>) {
// CHECK: %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<4x16xi32, UB>, !asctile.tile<1xi32, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<8xi32, UB>
// CHECK-NEXT: %2 = arith.addi %arg1, %1 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %3 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<8xi32, UB>
// CHECK-NEXT: %4 = arith.subi %arg1, %3 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %5 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<8xi32, UB>
// CHECK-NEXT: %6 = arith.muli %arg1, %5 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %7 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<8xi32, UB>
// CHECK-NEXT: %8 = arith.divsi %arg1, %7 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %9 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<8xi32, UB>
// CHECK-NEXT: %10 = arith.minsi %arg1, %9 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %11 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<8xi32, UB>
// CHECK-NEXT: %12 = arith.maxsi %arg1, %11 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %13 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<2x8xi32, UB>
// CHECK-NEXT: return %2, %4, %6, %8, %10, %12, %13 : !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<2x8xi32, UB>
// CHECK-NEXT: }
func.func @all_users(%arg0: !asctile.tile<4x16xi32, UB>, %t: !asctile.tile<8xi32, UB>) -> (!asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<2x8xi32, UB>) {
  %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<4x16xi32, UB>, i32
  %1 = asctile.adds %t, %0 : !asctile.tile<8xi32, UB>
  %2 = asctile.subs %t, %0 : !asctile.tile<8xi32, UB>
  %3 = asctile.muls %t, %0 : !asctile.tile<8xi32, UB>
  %4 = asctile.divs %t, %0 : !asctile.tile<8xi32, UB>
  %5 = asctile.mins %t, %0 : !asctile.tile<8xi32, UB>
  %6 = asctile.maxs %t, %0 : !asctile.tile<8xi32, UB>
  %7 = asctile.splat %0 : !asctile.tile<2x8xi32, UB>
  return %1, %2, %3, %4, %5, %6, %7 : !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<8xi32, UB>, !asctile.tile<2x8xi32, UB>
}
// CHECK-LABEL: func.func @f16_muls_divs(%arg0: !asctile.tile<64xf16, UB>) -> (!asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>) {
// CHECK: %0 = asctile.reduce_as_1d <min> %arg0 : !asctile.tile<64xf16, UB>, !asctile.tile<1xf16, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xf16, UB> to !asctile.tile<64xf16, UB>
// CHECK-NEXT: %2 = arith.divf %arg0, %1 : !asctile.tile<64xf16, UB>
// CHECK-NEXT: %3 = asctile.broadcast %0 : !asctile.tile<1xf16, UB> to !asctile.tile<64xf16, UB>
// CHECK-NEXT: %4 = arith.minimumf %arg0, %3 : !asctile.tile<64xf16, UB>
// CHECK-NEXT: %5 = asctile.broadcast %0 : !asctile.tile<1xf16, UB> to !asctile.tile<64xf16, UB>
// CHECK-NEXT: %6 = arith.maximumf %arg0, %5 : !asctile.tile<64xf16, UB>
// CHECK-NEXT: return %2, %4, %6 : !asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>
// CHECK-NEXT: }
func.func @f16_muls_divs(%arg0: !asctile.tile<64xf16, UB>) -> (!asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>) {
  %0 = asctile.reduce_as_1d <min> %arg0 : !asctile.tile<64xf16, UB>, f16
  %1 = asctile.divs %arg0, %0 : !asctile.tile<64xf16, UB>
  %2 = asctile.mins %arg0, %0 : !asctile.tile<64xf16, UB>
  %3 = asctile.maxs %arg0, %0 : !asctile.tile<64xf16, UB>
  return %1, %2, %3 : !asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>
}
// CHECK-LABEL: func.func @shls_blocks(%arg0: !asctile.tile<16xi32, UB>) -> !asctile.tile<16xi32, UB> {
// CHECK: %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xi32, UB>, i32
// CHECK-NEXT: %1 = asctile.adds %arg0, %0 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %2 = asctile.shls %1, %0 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: return %2 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: }
func.func @shls_blocks(%arg0: !asctile.tile<16xi32, UB>) -> !asctile.tile<16xi32, UB> {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xi32, UB>, i32
  %1 = asctile.adds %arg0, %0 : !asctile.tile<16xi32, UB>
  %2 = asctile.shls %1, %0 : !asctile.tile<16xi32, UB>
  return %2 : !asctile.tile<16xi32, UB>
}
// CHECK-LABEL: func.func @no_users(%arg0: !asctile.tile<16xf32, UB>) {
// CHECK: %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<1xf32, UB>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @no_users(%arg0: !asctile.tile<16xf32, UB>) {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xf32, UB>, f32
  return
}
// CHECK-LABEL: func.func @tile_result(%arg0: !asctile.tile<16xf32, UB>) -> !asctile.tile<1xf32, UB> {
// CHECK: %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<1xf32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<1xf32, UB>
// CHECK-NEXT: }
func.func @tile_result(%arg0: !asctile.tile<16xf32, UB>) -> !asctile.tile<1xf32, UB> {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<1xf32, UB>
  return %0 : !asctile.tile<1xf32, UB>
}
