// Held-out style cases for asctile-unroll-loop, round 2: a constant index loop of 10
// iterations unrolled by 4 (main loop to 8 with copies at iv+1..3, an epilogue loop of 2
// iterations that loses its unroll groups); nested i32 loops, the inner one (factor as an
// index attribute) unrolled first, then the outer (i32 attribute, two iterations, one
// main iteration promoted): two copies of the unrolled inner loop at offsets 0 and 2; a
// trip count below the factor (3 < 4: the main loop runs zero times and canonicalize
// drops it, the epilogue keeps all three iterations without groups); step 3 over [0, 20)
// by 3 (main loop to 18 step 9 chaining an iter-arg, the one-iteration epilogue inlined
// at 18); an empty loop is only stripped of the attribute, and canonicalize erases it.
// RUN: ascopt -asctile-unroll-loop -canonicalize -cse %s | FileCheck %s



// CHECK-LABEL: func.func @epi(%arg0: !asctile.tensor<?xf32>, %arg1: f32) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c8 step %c4 {
// CHECK-NEXT: %0 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %1 = asctile.load %arg0[%0], %arg1 {asctile.unroll_group = 0 : i64} : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: asctile.store %1, %arg0[%0] {asctile.unroll_group = 1 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: %2 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = asctile.load %arg0[%3], %arg1 {asctile.unroll_group = 0 : i64} : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: asctile.store %4, %arg0[%3] {asctile.unroll_group = 1 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: %5 = arith.addi %arg2, %c2 : index
// CHECK-NEXT: %6 = arith.index_cast %5 : index to i32
// CHECK-NEXT: %7 = asctile.load %arg0[%6], %arg1 {asctile.unroll_group = 0 : i64} : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: asctile.store %7, %arg0[%6] {asctile.unroll_group = 1 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: %8 = arith.addi %arg2, %c3 : index
// CHECK-NEXT: %9 = arith.index_cast %8 : index to i32
// CHECK-NEXT: %10 = asctile.load %arg0[%9], %arg1 {asctile.unroll_group = 0 : i64} : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: asctile.store %10, %arg0[%9] {asctile.unroll_group = 1 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c8 to %c10 step %c1 {
// CHECK-NEXT: %0 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %1 = asctile.load %arg0[%0], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: asctile.store %1, %arg0[%0] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @epi(%t: !asctile.tensor<?xf32>, %p: f32) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %o = arith.index_cast %i : index to i32
    %x = asctile.load %t[%o], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
    asctile.store %x, %t[%o] {asctile.unroll_group = 1 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 4 : i64}
  return
}

// CHECK-LABEL: func.func @nested(%arg0: !asctile.tensor<?xf32>, %arg1: f32) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %c4_i32 step %c2_i32  : i32 {
// CHECK-NEXT: %0 = asctile.load %arg0[%arg2], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: asctile.store %0, %arg0[%arg2] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: %2 = asctile.load %arg0[%1], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: asctile.store %2, %arg0[%1] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %c4_i32 step %c2_i32  : i32 {
// CHECK-NEXT: %0 = arith.addi %arg2, %c2_i32 : i32
// CHECK-NEXT: %1 = asctile.load %arg0[%0], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: asctile.store %1, %arg0[%0] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: %2 = arith.addi %arg2, %c3_i32 : i32
// CHECK-NEXT: %3 = asctile.load %arg0[%2], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: asctile.store %3, %arg0[%2] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%t: !asctile.tensor<?xf32>, %p: f32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  scf.for %i = %c0 to %c4 step %c2 : i32 {
    scf.for %j = %c0 to %c4 step %c1 : i32 {
      %o = arith.addi %i, %j : i32
      %x = asctile.load %t[%o], %p : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
      asctile.store %x, %t[%o] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 2 : index}
  } {asctile.unroll_factor = 2 : i32}
  return
}

// CHECK-LABEL: func.func @small(%arg0: !asctile.tensor<?xf32>, %arg1: f32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %0 = asctile.load %arg0[%arg2], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: asctile.store %0, %arg0[%arg2] : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @small(%t: !asctile.tensor<?xf32>, %p: f32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %c3 step %c1 : i32 {
    %x = asctile.load %t[%i], %p {asctile.unroll_group = 0 : i64} : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
    asctile.store %x, %t[%i] {asctile.unroll_group = 1 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 4 : i64}
  return
}

// CHECK-LABEL: func.func @step3(%arg0: !asctile.tensor<?xf32>, %arg1: f32, %arg2: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c18_i32 = arith.constant 18 : i32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %0 = scf.for %arg3 = %c0_i32 to %c18_i32 step %c9_i32 iter_args(%arg4 = %arg2) -> (!asctile.tile<16xf32, UB>)  : i32 {
// CHECK-NEXT: %3 = asctile.load %arg0[%arg3], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: %4 = arith.addf %arg4, %3 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: %5 = arith.addi %arg3, %c3_i32 : i32
// CHECK-NEXT: %6 = asctile.load %arg0[%5], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: %7 = arith.addf %4, %6 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: %8 = arith.addi %arg3, %c6_i32 : i32
// CHECK-NEXT: %9 = asctile.load %arg0[%8], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: %10 = arith.addf %7, %9 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: scf.yield %10 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = asctile.load %arg0[%c18_i32], %arg1 : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: %2 = arith.addf %0, %1 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: return %2 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @step3(%t: !asctile.tensor<?xf32>, %p: f32, %a: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
  %c0 = arith.constant 0 : i32
  %c20 = arith.constant 20 : i32
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %c20 step %c3 iter_args(%acc = %a) -> (!asctile.tile<16xf32, UB>) : i32 {
    %x = asctile.load %t[%i], %p : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
    %y = arith.addf %acc, %x : !asctile.tile<16xf32, UB>
    scf.yield %y : !asctile.tile<16xf32, UB>
  } {asctile.unroll_factor = 3 : i64}
  return %r : !asctile.tile<16xf32, UB>
}

// CHECK-LABEL: func.func @empty(%arg0: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  } {asctile.unroll_factor = 4 : i64, other}
  return
}

