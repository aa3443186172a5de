// Held-out style cases for asctile-tag-unroll-groups' option and its interaction with
// asctile-unroll-loop (the pipeline's steps 6-7): the option written as
// `small-groups=false` (the default), `=1`, bare `small-groups` and in a pass pipeline
// `{small-groups=true}`; two loops each with two loads and two stores (factor 1 loops are
// tagged too). Unrolling keeps the tags in every copy of the main loop, the epilogue of a
// dynamic loop loses them, and CSE merges the two identical loads of one group.
// RUN: ascopt -asctile-tag-unroll-groups=small-groups=false %s | FileCheck %s --check-prefix=LARGE
// RUN: ascopt -asctile-tag-unroll-groups=small-groups=1 %s | FileCheck %s --check-prefix=SMALL
// RUN: ascopt -asctile-tag-unroll-groups=small-groups %s | FileCheck %s --check-prefix=SMALL
// RUN: ascopt --pass-pipeline='builtin.module(func.func(asctile-tag-unroll-groups{small-groups=true}))' %s | FileCheck %s --check-prefix=SMALL
// RUN: ascopt -asctile-tag-unroll-groups -asctile-unroll-loop -canonicalize -cse %s | FileCheck %s --check-prefix=UNROLL

// LARGE-LABEL: func.func @two_loops(
// LARGE: asctile.load {{.*}} {asctile.unroll_group = 0 : i64}
// LARGE-NEXT: asctile.load {{.*}} {asctile.unroll_group = 0 : i64}
// LARGE-NEXT: asctile.store {{.*}} {asctile.unroll_group = 1 : i64}
// LARGE-NEXT: asctile.store {{.*}} {asctile.unroll_group = 1 : i64}
// LARGE-NEXT: } {asctile.unroll_factor = 1 : index}
// LARGE: asctile.load {{.*}} {asctile.unroll_group = 2 : i64}
// LARGE-NEXT: asctile.store {{.*}} {asctile.unroll_group = 3 : i64}
// LARGE-NEXT: } {asctile.unroll_factor = 2 : i64}

// SMALL-LABEL: func.func @two_loops(
// SMALL: [[X:%.*]] = asctile.load {{.*}} {asctile.unroll_group = 0 : i64}
// SMALL-NEXT: [[Y:%.*]] = asctile.load {{.*}} {asctile.unroll_group = 1 : i64}
// SMALL-NEXT: asctile.store [[X]], {{.*}} {asctile.unroll_group = 2 : i64}
// SMALL-NEXT: asctile.store [[Y]], {{.*}} {asctile.unroll_group = 3 : i64}
// SMALL-NEXT: } {asctile.unroll_factor = 1 : index}
// SMALL: asctile.load {{.*}} {asctile.unroll_group = 4 : i64}
// SMALL-NEXT: asctile.store {{.*}} {asctile.unroll_group = 5 : i64}
// SMALL-NEXT: } {asctile.unroll_factor = 2 : i64}





// UNROLL-LABEL: func.func @two_loops(%arg0: !asctile.tensor<?xf32>, %arg1: f32, %arg2: index) {
// UNROLL-NEXT: %c2 = arith.constant 2 : index
// UNROLL-NEXT: %c0 = arith.constant 0 : index
// UNROLL-NEXT: %c1 = arith.constant 1 : index
// UNROLL-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// UNROLL-NEXT: %2 = arith.index_cast %arg3 : index to i32
// UNROLL-NEXT: %3 = asctile.load %arg0[%2], %arg1 {asctile.unroll_group = 0 : i64} : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// UNROLL-NEXT: asctile.store %3, %arg0[%2] {asctile.unroll_group = 1 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// UNROLL-NEXT: asctile.store %3, %arg0[%2] {asctile.unroll_group = 1 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %0 = arith.remsi %arg2, %c2 : index
// UNROLL-NEXT: %1 = arith.subi %arg2, %0 : index
// UNROLL-NEXT: scf.for %arg3 = %c0 to %1 step %c2 {
// UNROLL-NEXT: %2 = arith.index_cast %arg3 : index to i32
// UNROLL-NEXT: %3 = asctile.load %arg0[%2], %arg1 {asctile.unroll_group = 2 : i64} : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// UNROLL-NEXT: asctile.store %3, %arg0[%2] {asctile.unroll_group = 3 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// UNROLL-NEXT: %4 = arith.addi %arg3, %c1 : index
// UNROLL-NEXT: %5 = arith.index_cast %4 : index to i32
// UNROLL-NEXT: %6 = asctile.load %arg0[%5], %arg1 {asctile.unroll_group = 2 : i64} : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// UNROLL-NEXT: asctile.store %6, %arg0[%5] {asctile.unroll_group = 3 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: scf.for %arg3 = %1 to %arg2 step %c1 {
// UNROLL-NEXT: %2 = arith.index_cast %arg3 : index to i32
// UNROLL-NEXT: %3 = asctile.load %arg0[%2], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// UNROLL-NEXT: asctile.store %3, %arg0[%2] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: return
// UNROLL-NEXT: }
func.func @two_loops(%t: !asctile.tensor<?xf32>, %p: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %o = arith.index_cast %i : index to i32
    %x = asctile.load %t[%o], %p : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
    %y = asctile.load %t[%o], %p : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
    asctile.store %x, %t[%o] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
    asctile.store %y, %t[%o] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 1 : index}
  scf.for %i = %c0 to %n step %c1 {
    %o = arith.index_cast %i : index to i32
    %x = asctile.load %t[%o], %p : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
    asctile.store %x, %t[%o] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 2 : i64}
  return
}

