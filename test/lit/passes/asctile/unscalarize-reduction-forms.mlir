// asctile-unscalarize-reduction: every user kind (muls, divs, mins, maxs on integers, a
// splat that becomes a broadcast to a 2-D tile), a 2-D f16 source, a reduce with no users
// (marked and converted); a shls user blocks it; a tile result is left alone.

// RUN: ascopt -asctile-unscalarize-reduction %s | FileCheck %s

// CHECK-LABEL: func.func @unscalarize_mul_div(%arg0: !asctile.tile<4x16xf16, UB>) -> (!asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>) {
// CHECK:      %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<4x16xf16, UB>, !asctile.tile<1xf16, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xf16, UB> to !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %2 = arith.mulf %arg0, %1 : !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %3 = asctile.broadcast %0 : !asctile.tile<1xf16, UB> to !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %4 = arith.divf %arg0, %3 : !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: return %2, %4 : !asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>
func.func @unscalarize_mul_div(%arg0: !asctile.tile<4x16xf16, UB>) -> (!asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>) {
  %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<4x16xf16, UB>, f16
  %1 = asctile.muls %arg0, %0 : !asctile.tile<4x16xf16, UB>
  %2 = asctile.divs %arg0, %0 : !asctile.tile<4x16xf16, UB>
  return %1, %2 : !asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>
}

// CHECK-LABEL: func.func @unscalarize_int_min_max(%arg0: !asctile.tile<32xi32, UB>) -> (!asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>) {
// CHECK:      %0 = asctile.reduce_as_1d <min> %arg0 : !asctile.tile<32xi32, UB>, !asctile.tile<1xi32, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<32xi32, UB>
// CHECK-NEXT: %2 = arith.minsi %arg0, %1 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: %3 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<32xi32, UB>
// CHECK-NEXT: %4 = arith.maxsi %arg0, %3 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: return %2, %4 : !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>
func.func @unscalarize_int_min_max(%arg0: !asctile.tile<32xi32, UB>) -> (!asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>) {
  %0 = asctile.reduce_as_1d <min> %arg0 : !asctile.tile<32xi32, UB>, i32
  %1 = asctile.mins %arg0, %0 : !asctile.tile<32xi32, UB>
  %2 = asctile.maxs %arg0, %0 : !asctile.tile<32xi32, UB>
  return %1, %2 : !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>
}

// CHECK-LABEL: func.func @unscalarize_splat_user(%arg0: !asctile.tile<64xf32, UB>) -> !asctile.tile<8x8xf32, UB> {
// CHECK:      %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<64xf32, UB>, !asctile.tile<1xf32, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xf32, UB> to !asctile.tile<8x8xf32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<8x8xf32, UB>
func.func @unscalarize_splat_user(%arg0: !asctile.tile<64xf32, UB>) -> !asctile.tile<8x8xf32, UB> {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<64xf32, UB>, f32
  %1 = asctile.splat %0 : !asctile.tile<8x8xf32, UB>
  return %1 : !asctile.tile<8x8xf32, UB>
}

// CHECK-LABEL: func.func @skip_shift_user(%arg0: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi32, UB> {
// CHECK:      %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<32xi32, UB>, i32
// CHECK-NEXT: %1 = asctile.shls %arg0, %0 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xi32, UB>
func.func @skip_shift_user(%arg0: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi32, UB> {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<32xi32, UB>, i32
  %1 = asctile.shls %arg0, %0 : !asctile.tile<32xi32, UB>
  return %1 : !asctile.tile<32xi32, UB>
}

// CHECK-LABEL: func.func @skip_tile_result(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<1xf32, UB> {
// CHECK:      %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<32xf32, UB>, !asctile.tile<1xf32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<1xf32, UB>
func.func @skip_tile_result(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<1xf32, UB> {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<32xf32, UB>, !asctile.tile<1xf32, UB>
  return %0 : !asctile.tile<1xf32, UB>
}

// CHECK-LABEL: func.func @unscalarize_no_users(%arg0: !asctile.tile<32xf32, UB>) {
// CHECK:      %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<32xf32, UB>, !asctile.tile<1xf32, UB>
// CHECK-NEXT: return
func.func @unscalarize_no_users(%arg0: !asctile.tile<32xf32, UB>) {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<32xf32, UB>, f32
  return
}

