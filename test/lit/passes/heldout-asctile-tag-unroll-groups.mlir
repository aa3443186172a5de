// Held-out style cases for asctile-tag-unroll-groups beyond the visible file: inner loops
// are numbered first and the outer loop re-tags them; a loop without loads still uses two
// numbers; an untagged loop is skipped; atomic_rmw is not a store; small-groups numbers
// every op, the outer loop's stores in post-order walk order.

// RUN: ascopt -asctile-tag-unroll-groups %s | FileCheck %s --check-prefixes=CHECK,LARGE
// RUN: ascopt -asctile-tag-unroll-groups=small-groups %s | FileCheck %s --check-prefixes=CHECK,SMALL

// CHECK-LABEL: func.func @nested(
// LARGE: asctile.load %arg0[%arg3], %cst {asctile.unroll_group = 2 : i64}
// LARGE: asctile.load %arg0[%arg4], %cst {asctile.unroll_group = 2 : i64}
// LARGE: asctile.store %1, %arg0[%arg4] {asctile.unroll_group = 3 : i64}
// LARGE: asctile.store %0, %arg0[%arg3] {asctile.unroll_group = 3 : i64}
// LARGE: asctile.store %arg1, %arg0[%arg3] {asctile.unroll_group = 5 : i64}
// LARGE: asctile.store %arg1, %arg0[%arg3] : !asctile.tile
// LARGE: asctile.load %arg0[%arg3], %cst {asctile.unroll_group = 6 : i64}
// SMALL: asctile.load %arg0[%arg3], %cst {asctile.unroll_group = 2 : i64}
// SMALL: asctile.load %arg0[%arg4], %cst {asctile.unroll_group = 3 : i64}
// SMALL: asctile.store %1, %arg0[%arg4] {asctile.unroll_group = 4 : i64}
// SMALL: asctile.store %0, %arg0[%arg3] {asctile.unroll_group = 5 : i64}
// SMALL: asctile.store %arg1, %arg0[%arg3] {asctile.unroll_group = 6 : i64}
// SMALL: asctile.store %arg1, %arg0[%arg3] : !asctile.tile
// SMALL: asctile.load %arg0[%arg3], %cst {asctile.unroll_group = 7 : i64}
// CHECK: asctile.atomic_rmw<Add> %0, %arg0[%arg3] : !asctile.tile

func.func @nested(%t: !asctile.tensor<64xf32>, %x: !asctile.tile<8xf32, UB>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %a = asctile.load %t[%i], %p : !asctile.tensor<64xf32>, !asctile.tile<8xf32, UB>
    scf.for %j = %c0 to %n step %c1 : i32 {
      %b = asctile.load %t[%j], %p : !asctile.tensor<64xf32>, !asctile.tile<8xf32, UB>
      asctile.store %b, %t[%j] : !asctile.tile<8xf32, UB>, !asctile.tensor<64xf32>
    } {asctile.unroll_factor = 2 : index}
    asctile.store %a, %t[%i] : !asctile.tile<8xf32, UB>, !asctile.tensor<64xf32>
  } {asctile.unroll_factor = 1 : index}
  scf.for %k = %c0 to %n step %c1 : i32 {
    asctile.store %x, %t[%k] : !asctile.tile<8xf32, UB>, !asctile.tensor<64xf32>
  } {asctile.unroll_factor = 4 : index}
  scf.for %k = %c0 to %n step %c1 : i32 {
    asctile.store %x, %t[%k] : !asctile.tile<8xf32, UB>, !asctile.tensor<64xf32>
  }
  scf.for %k = %c0 to %n step %c1 : i32 {
    %v = asctile.load %t[%k], %p : !asctile.tensor<64xf32>, !asctile.tile<8xf32, UB>
    asctile.atomic_rmw<Add> %v, %t[%k] : !asctile.tile<8xf32, UB>, !asctile.tensor<64xf32>
  } {asctile.unroll_factor = 2 : i32}
  return
}
