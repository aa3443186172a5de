// Held-out style cases for asctile-unroll-loop beyond the visible file: i32 loops, an
// epilogue of one iteration is promoted and keeps its unroll groups, iter-args chained
// through three copies with a dynamic bound (i32 factor attribute), factor 1 and a
// non-integer factor only drop the attribute, an exact multiple is fully unrolled, and a
// dynamic loop's epilogue loses its unroll groups.
// RUN: ascopt -asctile-unroll-loop -canonicalize -cse %s | FileCheck %s

// CHECK-LABEL: func.func @epilogue_promoted(%arg0: !asctile.tensor<32xf32>, %arg1: !asctile.tile<8xf32, UB>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %c4_i32 step %c2_i32  : i32 {
// CHECK-NEXT: asctile.store %arg1, %arg0[%arg2] {asctile.unroll_group = 1 : i64} : !asctile.tile<8xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: %0 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: asctile.store %arg1, %arg0[%0] {asctile.unroll_group = 1 : i64} : !asctile.tile<8xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: asctile.store %arg1, %arg0[%c4_i32] {asctile.unroll_group = 1 : i64} : !asctile.tile<8xf32, UB>, !asctile.tensor<32xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @epilogue_promoted(%arg0: !asctile.tensor<32xf32>, %arg1: !asctile.tile<8xf32, UB>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  scf.for %i = %c0 to %c5 step %c1 : i32 {
    asctile.store %arg1, %arg0[%i] {asctile.unroll_group = 1 : i64} : !asctile.tile<8xf32, UB>, !asctile.tensor<32xf32>
  } {asctile.unroll_factor = 2 : index}
  return
}

// CHECK-LABEL: func.func @iter_args_factor3(%arg0: !asctile.tile<8xf32, UB>, %arg1: i32) -> !asctile.tile<8xf32, UB> {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.remsi %arg1, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %0 : i32
// CHECK-NEXT: %2 = scf.for %arg2 = %c0_i32 to %1 step %c3_i32 iter_args(%arg3 = %arg0) -> (!asctile.tile<8xf32, UB>)  : i32 {
// CHECK-NEXT: %4 = arith.addf %arg3, %arg0 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: %5 = arith.addf %4, %arg0 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: %6 = arith.addf %5, %arg0 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: scf.yield %6 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg2 = %1 to %arg1 step %c1_i32 iter_args(%arg3 = %2) -> (!asctile.tile<8xf32, UB>)  : i32 {
// CHECK-NEXT: %4 = arith.addf %arg3, %arg0 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: scf.yield %4 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: }
func.func @iter_args_factor3(%arg0: !asctile.tile<8xf32, UB>, %n: i32) -> !asctile.tile<8xf32, UB> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %arg0) -> (!asctile.tile<8xf32, UB>) : i32 {
    %s = arith.addf %acc, %arg0 : !asctile.tile<8xf32, UB>
    scf.yield %s : !asctile.tile<8xf32, UB>
  } {asctile.unroll_factor = 3 : i32}
  return %r : !asctile.tile<8xf32, UB>
}

// CHECK-LABEL: func.func @factor_one_and_none(%arg0: !asctile.tensor<32xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: asctile.set_value %0, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: asctile.set_value %0, %arg0[%0] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @factor_one_and_none(%arg0: !asctile.tensor<32xi32>) {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    asctile.set_value %v, %arg0[%c0_i32] : i32, !asctile.tensor<32xi32>
  } {asctile.unroll_factor = 1 : index}
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    asctile.set_value %v, %arg0[%v] : i32, !asctile.tensor<32xi32>
  } {asctile.unroll_factor = "x"}
  return
}

// CHECK-LABEL: func.func @exact_multiple(%arg0: !asctile.tensor<64xf32>, %arg1: !asctile.tile<16xf32, UB>) {
// CHECK-NEXT: %c48_i32 = arith.constant 48 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: asctile.store %arg1, %arg0[%c0_i32] {asctile.unroll_group = 4 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// CHECK-NEXT: asctile.store %arg1, %arg0[%c16_i32] {asctile.unroll_group = 4 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// CHECK-NEXT: asctile.store %arg1, %arg0[%c32_i32] {asctile.unroll_group = 4 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// CHECK-NEXT: asctile.store %arg1, %arg0[%c48_i32] {asctile.unroll_group = 4 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @exact_multiple(%arg0: !asctile.tensor<64xf32>, %arg1: !asctile.tile<16xf32, UB>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c16 {
    %o = arith.index_cast %i : index to i32
    asctile.store %arg1, %arg0[%o] {asctile.unroll_group = 4 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
  } {asctile.unroll_factor = 4 : index}
  return
}

// CHECK-LABEL: func.func @dynamic_groups(%arg0: !asctile.tensor<64xf32>, %arg1: !asctile.tile<16xf32, UB>, %arg2: index) {
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c15 = arith.constant 15 : index
// CHECK-NEXT: %0 = arith.addi %arg2, %c15 : index
// CHECK-NEXT: %1 = arith.divui %0, %c16 : index
// CHECK-NEXT: %2 = arith.remsi %1, %c2 : index
// CHECK-NEXT: %3 = arith.subi %1, %2 : index
// CHECK-NEXT: %4 = arith.muli %3, %c16 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %4 step %c32 {
// CHECK-NEXT: %5 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: asctile.store %arg1, %arg0[%5] {asctile.unroll_group = 4 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// CHECK-NEXT: %6 = arith.addi %arg3, %c16 : index
// CHECK-NEXT: %7 = arith.index_cast %6 : index to i32
// CHECK-NEXT: asctile.store %arg1, %arg0[%7] {asctile.unroll_group = 4 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %4 to %arg2 step %c16 {
// CHECK-NEXT: %5 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: asctile.store %arg1, %arg0[%5] : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dynamic_groups(%arg0: !asctile.tensor<64xf32>, %arg1: !asctile.tile<16xf32, UB>, %n: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c16 {
    %o = arith.index_cast %i : index to i32
    asctile.store %arg1, %arg0[%o] {asctile.unroll_group = 4 : i64} : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
  } {asctile.unroll_factor = 2 : index}
  return
}

