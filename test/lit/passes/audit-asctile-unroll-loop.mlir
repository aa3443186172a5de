// Audit of asctile-unroll-loop (passes-asc2.md §1): 7 iterations by 2 (main loop to 6, the
// one-iteration epilogue promoted); an i32 loop with an iter-arg and dynamic bound by 4 (remsi,
// chained copies, epilogue from the unrolled bound); a factor above the trip count (main loop
// runs zero times, epilogue loop keeps the iterations); factor 1 only drops the attribute; a
// dynamic lb/ub/step loop by 2 (diff, ceil-div divui, remsi, epilogue without unroll groups while
// the main loop keeps its own); 10 iterations by 4 (main to 8, 2-iteration epilogue untagged).
// (Whether a promoted one-iteration epilogue keeps unroll groups is not pinned: the spec only
// strips them from an epilogue loop.)
// RUN: ascopt -asctile-unroll-loop -canonicalize -cse %s | FileCheck %s

// CHECK-LABEL: func.func @static_epilogue(%arg0: !asctile.tensor<32xi32>) {
// CHECK-DAG: %c6_i32 = arith.constant 6 : i32
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c6 = arith.constant 6 : index
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK: scf.for %arg1 = %c0 to %c6 step %c2 {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: asctile.set_value %0, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: asctile.set_value %2, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: asctile.set_value %c6_i32, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @static_epilogue(%arg0: !asctile.tensor<32xi32>) {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.for %arg1 = %c0 to %c7 step %c1 {
    %3 = arith.index_cast %arg1 : index to i32
    asctile.set_value %3, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
    scf.yield
  } {asctile.unroll_factor = 2}
  return
}
// CHECK-LABEL: func.func @iter_i32(%arg0: !asctile.tensor<32xi32>, %arg1: i32) -> i32 {
// CHECK-DAG: %c3_i32 = arith.constant 3 : i32
// CHECK-DAG: %c2_i32 = arith.constant 2 : i32
// CHECK-DAG: %c4_i32 = arith.constant 4 : i32
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c1_i32 = arith.constant 1 : i32
// CHECK: %0 = arith.remsi %arg1, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %0 : i32
// CHECK-NEXT: %2 = scf.for %arg2 = %c0_i32 to %1 step %c4_i32 iter_args(%arg3 = %c0_i32) -> (i32)  : i32 {
// CHECK-NEXT: %4 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: %5 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: %6 = arith.addi %4, %5 : i32
// CHECK-NEXT: %7 = arith.addi %arg2, %c2_i32 : i32
// CHECK-NEXT: %8 = arith.addi %6, %7 : i32
// CHECK-NEXT: %9 = arith.addi %arg2, %c3_i32 : i32
// CHECK-NEXT: %10 = arith.addi %8, %9 : i32
// CHECK-NEXT: scf.yield %10 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg2 = %1 to %arg1 step %c1_i32 iter_args(%arg3 = %2) -> (i32)  : i32 {
// CHECK-NEXT: %4 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @iter_i32(%arg0: !asctile.tensor<32xi32>, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  } {asctile.unroll_factor = 4}
  return %r : i32
}
// CHECK-LABEL: func.func @factor_ge_trip(%arg0: !asctile.tensor<32xi32>) {
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c6 = arith.constant 6 : index
// CHECK: scf.for %arg1 = %c0 to %c6 step %c2 {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: asctile.set_value %0, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @factor_ge_trip(%arg0: !asctile.tensor<32xi32>) {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  scf.for %arg1 = %c0 to %c6 step %c2 {
    %3 = arith.index_cast %arg1 : index to i32
    asctile.set_value %3, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
    scf.yield
  } {asctile.unroll_factor = 4}
  return
}
// CHECK-LABEL: func.func @factor_one(%arg0: !asctile.tensor<32xi32>) {
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c6 = arith.constant 6 : index
// CHECK: scf.for %arg1 = %c0 to %c6 step %c1 {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: asctile.set_value %0, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: } {other}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @factor_one(%arg0: !asctile.tensor<32xi32>) {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %arg1 = %c0 to %c6 step %c1 {
    %3 = arith.index_cast %arg1 : index to i32
    asctile.set_value %3, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
    scf.yield
  } {asctile.unroll_factor = 1, other}
  return
}
// CHECK-LABEL: func.func @dyn_step(%arg0: !asctile.tensor<32xi32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK: %0 = arith.subi %arg2, %arg1 : index
// CHECK-NEXT: %1 = arith.subi %arg3, %c1 : index
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %3 = arith.divui %2, %arg3 : index
// CHECK-NEXT: %4 = arith.remsi %3, %c2 : index
// CHECK-NEXT: %5 = arith.subi %3, %4 : index
// CHECK-NEXT: %6 = arith.muli %5, %arg3 : index
// CHECK-NEXT: %7 = arith.addi %arg1, %6 : index
// CHECK-NEXT: %8 = arith.muli %arg3, %c2 : index
// CHECK-NEXT: scf.for %arg4 = %arg1 to %7 step %8 {
// CHECK-NEXT: %9 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: asctile.set_value %9, %arg0[%c0_i32] {asctile.unroll_group = 3 : i64} : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: %10 = arith.addi %arg4, %arg3 : index
// CHECK-NEXT: %11 = arith.index_cast %10 : index to i32
// CHECK-NEXT: asctile.set_value %11, %arg0[%c0_i32] {asctile.unroll_group = 3 : i64} : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: } {asctile.unroll_group = 5 : i64}
// CHECK-NEXT: scf.for %arg4 = %7 to %arg2 step %arg3 {
// CHECK-NEXT: %9 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: asctile.set_value %9, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dyn_step(%arg0: !asctile.tensor<32xi32>, %lb: index, %ub: index, %st: index) {
  %c0_i32 = arith.constant 0 : i32
  scf.for %arg2 = %lb to %ub step %st {
    %3 = arith.index_cast %arg2 : index to i32
    asctile.set_value %3, %arg0[%c0_i32] {asctile.unroll_group = 3 : i64} : i32, !asctile.tensor<32xi32>
    scf.yield
  } {asctile.unroll_factor = 2, asctile.unroll_group = 5 : i64}
  return
}
// CHECK-LABEL: func.func @static_multi_epi(%arg0: !asctile.tensor<32xi32>) {
// CHECK-DAG: %c3 = arith.constant 3 : index
// CHECK-DAG: %c2 = arith.constant 2 : index
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c10 = arith.constant 10 : index
// CHECK-DAG: %c8 = arith.constant 8 : index
// CHECK-DAG: %c4 = arith.constant 4 : index
// CHECK: scf.for %arg1 = %c0 to %c8 step %c4 {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: asctile.set_value %0, %arg0[%c0_i32] {asctile.unroll_group = 0 : i64} : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: asctile.set_value %2, %arg0[%c0_i32] {asctile.unroll_group = 0 : i64} : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: %3 = arith.addi %arg1, %c2 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: asctile.set_value %4, %arg0[%c0_i32] {asctile.unroll_group = 0 : i64} : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: %5 = arith.addi %arg1, %c3 : index
// CHECK-NEXT: %6 = arith.index_cast %5 : index to i32
// CHECK-NEXT: asctile.set_value %6, %arg0[%c0_i32] {asctile.unroll_group = 0 : i64} : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c8 to %c10 step %c1 {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: asctile.set_value %0, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @static_multi_epi(%arg0: !asctile.tensor<32xi32>) {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %arg1 = %c0 to %c10 step %c1 {
    %3 = arith.index_cast %arg1 : index to i32
    asctile.set_value %3, %arg0[%c0_i32] {asctile.unroll_group = 0 : i64} : i32, !asctile.tensor<32xi32>
    scf.yield
  } {asctile.unroll_factor = 4}
  return
}
