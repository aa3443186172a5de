// Held-out style cases for asctile-unscalarize-reduction beyond the visible file: every
// user kind (adds, subs, muls, divs, mins, maxs on i32 -> addi, subi, muli, divsi, minsi,
// maxsi; splat -> broadcast); a reduction without users is rewritten too; a shls user
// blocks the rewrite; reductions that already give a tile stay; a user in another
// location gets a broadcast to its own tile type (the new tiles are UB) and loses its
// discardable attributes; a user inside a loop gets its broadcast there; a softmax-like
// chain of two f16 reductions.
// RUN: ascopt -asctile-unscalarize-reduction %s | FileCheck %s

// CHECK-LABEL: func.func @all_users_int(%arg0: !asctile.tile<8x16xi32, UB>, %arg1: !asctile.tile<16xi32, UB>) -> (!asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<4x4xi32, UB>) {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<8x16xi32, UB>, !asctile.tile<1xi32, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: %2 = arith.addi %arg1, %1 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %3 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: %4 = arith.subi %arg1, %3 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %5 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: %6 = arith.muli %arg1, %5 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %7 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: %8 = arith.divsi %arg1, %7 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %9 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: %10 = arith.minsi %arg1, %9 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %11 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<16xi32, UB>
// CHECK-NEXT: %12 = arith.maxsi %arg1, %11 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %13 = asctile.broadcast %0 : !asctile.tile<1xi32, UB> to !asctile.tile<4x4xi32, UB>
// CHECK-NEXT: return %2, %4, %6, %8, %10, %12, %13 : !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<4x4xi32, UB>
// CHECK-NEXT: }
func.func @all_users_int(%arg0: !asctile.tile<8x16xi32, UB>, %arg1: !asctile.tile<16xi32, UB>) -> (!asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<4x4xi32, UB>) {
  %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<8x16xi32, UB>, i32
  %1 = asctile.adds %arg1, %0 : !asctile.tile<16xi32, UB>
  %2 = asctile.subs %arg1, %0 : !asctile.tile<16xi32, UB>
  %3 = asctile.muls %arg1, %0 : !asctile.tile<16xi32, UB>
  %4 = asctile.divs %arg1, %0 : !asctile.tile<16xi32, UB>
  %5 = asctile.mins %arg1, %0 : !asctile.tile<16xi32, UB>
  %6 = asctile.maxs %arg1, %0 : !asctile.tile<16xi32, UB>
  %7 = asctile.splat %0 : !asctile.tile<4x4xi32, UB>
  return %1, %2, %3, %4, %5, %6, %7 : !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<16xi32, UB>, !asctile.tile<4x4xi32, UB>
}

// CHECK-LABEL: func.func @no_users(%arg0: !asctile.tile<16xf16, UB>) {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <min> %arg0 : !asctile.tile<16xf16, UB>, !asctile.tile<1xf16, UB>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @no_users(%arg0: !asctile.tile<16xf16, UB>) {
  %0 = asctile.reduce_as_1d <min> %arg0 : !asctile.tile<16xf16, UB>, f16
  return
}

// CHECK-LABEL: func.func @shls_blocks(%arg0: !asctile.tile<16xi16, UB>) -> !asctile.tile<16xi16, UB> {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xi16, UB>, i16
// CHECK-NEXT: %1 = asctile.shls %arg0, %0 : !asctile.tile<16xi16, UB>
// CHECK-NEXT: return %1 : !asctile.tile<16xi16, UB>
// CHECK-NEXT: }
func.func @shls_blocks(%arg0: !asctile.tile<16xi16, UB>) -> !asctile.tile<16xi16, UB> {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xi16, UB>, i16
  %1 = asctile.shls %arg0, %0 : !asctile.tile<16xi16, UB>
  return %1 : !asctile.tile<16xi16, UB>
}

// CHECK-LABEL: func.func @tile_result(%arg0: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<1xf32, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xf32, UB> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @tile_result(%arg0: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<1xf32, UB>
  %1 = asctile.broadcast %0 : !asctile.tile<1xf32, UB> to !asctile.tile<16xf32, UB>
  return %1 : !asctile.tile<16xf32, UB>
}

// CHECK-LABEL: func.func @other_loc(%arg0: !asctile.tile<16xf32, UB>, %arg1: !asctile.tile<16xf32, L1>) -> !asctile.tile<16xf32, L1> {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<1xf32, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xf32, UB> to !asctile.tile<16xf32, L1>
// CHECK-NEXT: %2 = arith.mulf %arg1, %1 : !asctile.tile<16xf32, L1>
// CHECK-NEXT: return %2 : !asctile.tile<16xf32, L1>
// CHECK-NEXT: }
func.func @other_loc(%arg0: !asctile.tile<16xf32, UB>, %arg1: !asctile.tile<16xf32, L1>) -> !asctile.tile<16xf32, L1> {
  %0 = asctile.reduce_as_1d <sum> %arg0 : !asctile.tile<16xf32, UB>, f32
  %1 = asctile.muls %arg1, %0 {keep} : !asctile.tile<16xf32, L1>
  return %1 : !asctile.tile<16xf32, L1>
}

// CHECK-LABEL: func.func @user_in_loop(%arg0: !asctile.tile<16xf32, UB>, %arg1: i32) -> !asctile.tile<16xf32, UB> {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<1xf32, UB>
// CHECK-NEXT: %1 = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %arg0) -> (!asctile.tile<16xf32, UB>)  : i32 {
// CHECK-NEXT: %2 = asctile.broadcast %0 : !asctile.tile<1xf32, UB> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: %3 = arith.subf %arg3, %2 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: scf.yield %3 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @user_in_loop(%arg0: !asctile.tile<16xf32, UB>, %n: i32) -> !asctile.tile<16xf32, UB> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<16xf32, UB>, f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %arg0) -> (!asctile.tile<16xf32, UB>) : i32 {
    %1 = asctile.subs %acc, %0 : !asctile.tile<16xf32, UB>
    scf.yield %1 : !asctile.tile<16xf32, UB>
  }
  return %r : !asctile.tile<16xf32, UB>
}

// CHECK-LABEL: func.func @chained_reductions(%arg0: !asctile.tile<8x32xf16, UB>) -> !asctile.tile<8x32xf16, UB> {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<8x32xf16, UB>, !asctile.tile<1xf16, UB>
// CHECK-NEXT: %1 = asctile.broadcast %0 : !asctile.tile<1xf16, UB> to !asctile.tile<8x32xf16, UB>
// CHECK-NEXT: %2 = arith.subf %arg0, %1 : !asctile.tile<8x32xf16, UB>
// CHECK-NEXT: %3 = math.exp %2 : !asctile.tile<8x32xf16, UB>
// CHECK-NEXT: %4 = asctile.reduce_as_1d <sum> %3 : !asctile.tile<8x32xf16, UB>, !asctile.tile<1xf16, UB>
// CHECK-NEXT: %5 = asctile.broadcast %4 : !asctile.tile<1xf16, UB> to !asctile.tile<8x32xf16, UB>
// CHECK-NEXT: %6 = arith.divf %3, %5 : !asctile.tile<8x32xf16, UB>
// CHECK-NEXT: return %6 : !asctile.tile<8x32xf16, UB>
// CHECK-NEXT: }
func.func @chained_reductions(%arg0: !asctile.tile<8x32xf16, UB>) -> !asctile.tile<8x32xf16, UB> {
  %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<8x32xf16, UB>, f16
  %1 = asctile.subs %arg0, %0 : !asctile.tile<8x32xf16, UB>
  %2 = math.exp %1 : !asctile.tile<8x32xf16, UB>
  %3 = asctile.reduce_as_1d <sum> %2 : !asctile.tile<8x32xf16, UB>, f16
  %4 = asctile.divs %2, %3 : !asctile.tile<8x32xf16, UB>
  return %4 : !asctile.tile<8x32xf16, UB>
}

