// asctile-tag-unroll-groups: inner loops first, an outer tagged loop re-tags the ops of
// its inner loops; loops without loads/stores still use up numbers; a non-integer
// unroll factor leaves the loop alone.

// RUN: ascopt -asctile-tag-unroll-groups %s | FileCheck %s --check-prefix=LARGE
// RUN: ascopt -asctile-tag-unroll-groups=small-groups %s | FileCheck %s --check-prefix=SMALL

// LARGE-LABEL: func.func @nested(%arg0: !asctile.tensor<64xf32>, %arg1: index) {
// LARGE-NEXT:   %c0 = arith.constant 0 : index
// LARGE-NEXT:   %c1 = arith.constant 1 : index
// LARGE-NEXT:   %c0_i32 = arith.constant 0 : i32
// LARGE-NEXT:   scf.for %arg2 = %c0 to %arg1 step %c1 {
// LARGE-NEXT:     %0 = asctile.load %arg0[%c0_i32] {asctile.unroll_group = 2 : i64} : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>
// LARGE-NEXT:     scf.for %arg3 = %c0 to %arg1 step %c1 {
// LARGE-NEXT:       %1 = asctile.load %arg0[%c0_i32] {asctile.unroll_group = 2 : i64} : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>
// LARGE-NEXT:       asctile.store %1, %arg0[%c0_i32] {asctile.unroll_group = 3 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// LARGE-NEXT:     } {asctile.unroll_factor = 1 : index}
// LARGE-NEXT:     asctile.store %0, %arg0[%c0_i32] {asctile.unroll_group = 3 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// LARGE-NEXT:   } {asctile.unroll_factor = 2 : index}
// LARGE-NEXT:   scf.for %arg2 = %c0 to %arg1 step %c1 {
// LARGE-NEXT:   } {asctile.unroll_factor = 2 : index}
// LARGE-NEXT:   scf.for %arg2 = %c0 to %arg1 step %c1 {
// LARGE-NEXT:     %0 = asctile.load %arg0[%c0_i32] {asctile.unroll_group = 6 : i64} : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>
// LARGE-NEXT:   } {asctile.unroll_factor = 2 : index}
// LARGE-NEXT:   scf.for %arg2 = %c0 to %arg1 step %c1 {
// LARGE-NEXT:     %0 = asctile.load %arg0[%c0_i32] : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>
// LARGE-NEXT:   } {asctile.unroll_factor = "two"}
// LARGE-NEXT:   return
// LARGE-NEXT: }
// SMALL-LABEL: func.func @nested
// SMALL:     %0 = asctile.load %arg0[%c0_i32] {asctile.unroll_group = 2 : i64} : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>
// SMALL:       %1 = asctile.load %arg0[%c0_i32] {asctile.unroll_group = 3 : i64} : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>
// SMALL:       asctile.store %1, %arg0[%c0_i32] {asctile.unroll_group = 4 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// SMALL:     asctile.store %0, %arg0[%c0_i32] {asctile.unroll_group = 5 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// SMALL:     %0 = asctile.load %arg0[%c0_i32] {asctile.unroll_group = 6 : i64} : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>

func.func @nested(%t: !asctile.tensor<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  scf.for %i = %c0 to %n step %c1 {
    %a = asctile.load %t[%c0_i32] : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>
    scf.for %j = %c0 to %n step %c1 {
      %b = asctile.load %t[%c0_i32] : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>
      asctile.store %b, %t[%c0_i32] : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
    } {asctile.unroll_factor = 1 : index}
    asctile.store %a, %t[%c0_i32] : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
  } {asctile.unroll_factor = 2 : index}
  scf.for %i = %c0 to %n step %c1 {
    scf.yield
  } {asctile.unroll_factor = 2 : index}
  scf.for %i = %c0 to %n step %c1 {
    %a = asctile.load %t[%c0_i32] : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>
  } {asctile.unroll_factor = 2 : index}
  scf.for %i = %c0 to %n step %c1 {
    %a = asctile.load %t[%c0_i32] : !asctile.tensor<64xf32>, !asctile.tile<16xf32, UB>
  } {asctile.unroll_factor = "two"}
  return
}
