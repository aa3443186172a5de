// Audit of asctile-tag-unroll-groups (passes-asc2.md §1): nested tagged loops (the inner one is
// tagged first, the outer re-tags every nested load/store, last write wins), a loop whose
// unroll_factor is not an integer is skipped, an empty tagged loop still consumes two numbers
// in the default mode and none in small-groups mode, an i32 factor attribute counts.
// RUN: ascopt -asctile-tag-unroll-groups %s | FileCheck %s --check-prefixes=CHECK,LARGE
// RUN: ascopt -asctile-tag-unroll-groups=small-groups %s | FileCheck %s --check-prefixes=CHECK,SMALL

// CHECK-LABEL: func.func @nested(
// CHECK: scf.for
// LARGE-NEXT: asctile.load %arg0[%c0_i32] {asctile.unroll_group = 2 : i64}
// SMALL-NEXT: asctile.load %arg0[%c0_i32] {asctile.unroll_group = 2 : i64}
// CHECK-NEXT: scf.for
// LARGE-NEXT: asctile.load %arg0[%c0_i32] {asctile.unroll_group = 2 : i64}
// SMALL-NEXT: asctile.load %arg0[%c0_i32] {asctile.unroll_group = 3 : i64}
// LARGE-NEXT: asctile.store %{{.*}}, %arg0[%c0_i32] {asctile.unroll_group = 3 : i64}
// SMALL-NEXT: asctile.store %{{.*}}, %arg0[%c0_i32] {asctile.unroll_group = 4 : i64}
// CHECK-NEXT: } {asctile.unroll_factor = 2 : i64}
// LARGE-NEXT: asctile.store %{{.*}}, %arg0[%c0_i32] {asctile.unroll_group = 3 : i64}
// SMALL-NEXT: asctile.store %{{.*}}, %arg0[%c0_i32] {asctile.unroll_group = 5 : i64}
// CHECK-NEXT: } {asctile.unroll_factor = 1 : i64}
// CHECK-NEXT: scf.for
// CHECK-NEXT: asctile.load %arg0[%c0_i32] : !asctile.tensor<32xf32>
// CHECK-NEXT: } {asctile.unroll_factor = "x"}
// CHECK-NEXT: scf.for
// CHECK-NEXT: } {asctile.unroll_factor = 3 : i32}
// CHECK-NEXT: scf.for
// LARGE-NEXT: asctile.load %arg0[%c0_i32] {asctile.unroll_group = 6 : i64}
// SMALL-NEXT: asctile.load %arg0[%c0_i32] {asctile.unroll_group = 6 : i64}
// LARGE-NEXT: asctile.store %{{.*}}, %arg0[%c0_i32] {asctile.unroll_group = 7 : i64}
// SMALL-NEXT: asctile.store %{{.*}}, %arg0[%c0_i32] {asctile.unroll_group = 7 : i64}
// CHECK-NEXT: } {asctile.unroll_factor = 3 : i32}
func.func @nested(%arg0: !asctile.tensor<32xf32>) {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c32_i32 = arith.constant 32 : i32
  scf.for %i = %c0_i32 to %c32_i32 step %c1_i32 : i32 {
    %1 = asctile.load %arg0[%c0_i32] : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
    scf.for %j = %c0_i32 to %c32_i32 step %c1_i32 : i32 {
      %2 = asctile.load %arg0[%c0_i32] : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
      asctile.store %2, %arg0[%c0_i32] : !asctile.tile<16xf32, UB>, !asctile.tensor<32xf32>
    } {asctile.unroll_factor = 2}
    asctile.store %1, %arg0[%c0_i32] : !asctile.tile<16xf32, UB>, !asctile.tensor<32xf32>
  } {asctile.unroll_factor = 1}
  scf.for %i = %c0_i32 to %c32_i32 step %c1_i32 : i32 {
    %1 = asctile.load %arg0[%c0_i32] : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
  } {asctile.unroll_factor = "x"}
  scf.for %i = %c0_i32 to %c32_i32 step %c1_i32 : i32 {
    scf.yield
  } {asctile.unroll_factor = 3 : i32}
  scf.for %i = %c0_i32 to %c32_i32 step %c1_i32 : i32 {
    %1 = asctile.load %arg0[%c0_i32] : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
    asctile.store %1, %arg0[%c0_i32] : !asctile.tile<16xf32, UB>, !asctile.tensor<32xf32>
  } {asctile.unroll_factor = 3 : i32}
  return
}
