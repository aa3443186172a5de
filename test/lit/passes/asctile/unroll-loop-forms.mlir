// asctile-unroll-loop: a constant-trip loop with a tile iter_arg (7 by 3: the one-iteration
// epilogue is promoted), a dynamic i32 loop (remsi; the epilogue loses asctile.unroll_group)
// and a factor of 1 (attribute removed, loop kept).

// RUN: ascopt -asctile-unroll-loop -canonicalize -cse -allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: func.func @unroll_iter_args(%arg0: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
// CHECK:      %0 = scf.for %arg1 = %c0 to %c6 step %c3 iter_args(%arg2 = %arg0) -> (!asctile.tile<64xf32, UB>) {
// CHECK-NEXT: %2 = arith.addf %arg2, %arg0 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %3 = arith.addf %2, %arg0 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %4 = arith.addf %3, %arg0 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: scf.yield %4 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addf %0, %arg0 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<64xf32, UB>
func.func @unroll_iter_args(%x: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %r = scf.for %i = %c0 to %c7 step %c1 iter_args(%a = %x) -> (!asctile.tile<64xf32, UB>) {
    %s = arith.addf %a, %x : !asctile.tile<64xf32, UB>
    scf.yield %s : !asctile.tile<64xf32, UB>
  } {asctile.unroll_factor = 3 : index}
  return %r : !asctile.tile<64xf32, UB>
}

// CHECK-LABEL: func.func @unroll_dynamic_i32(%arg0: !asctile.tensor<?xf32>, %arg1: i32) {
// CHECK:      %0 = arith.remsi %arg1, %c2_i32 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %0 : i32
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %1 step %c2_i32  : i32 {
// CHECK-NEXT: %2 = asctile.load %arg0[%arg2], %cst {asctile.unroll_group = 0 : i64} : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
// CHECK-NEXT: asctile.store %2, %arg0[%arg2] {asctile.unroll_group = 1 : i64} : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: %3 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: %4 = asctile.load %arg0[%3], %cst {asctile.unroll_group = 0 : i64} : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
// CHECK-NEXT: asctile.store %4, %arg0[%3] {asctile.unroll_group = 1 : i64} : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %1 to %arg1 step %c1_i32  : i32 {
// CHECK-NEXT: %2 = asctile.load %arg0[%arg2], %cst : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
// CHECK-NEXT: asctile.store %2, %arg0[%arg2] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @unroll_dynamic_i32(%t: !asctile.tensor<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %v = asctile.load %t[%i], %pad {asctile.unroll_group = 0 : i64} : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
    asctile.store %v, %t[%i] {asctile.unroll_group = 1 : i64} : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 2 : i64}
  return
}

// CHECK-LABEL: func.func @factor_one_removed(%arg0: index) {
// CHECK:      scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @factor_one_removed(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    "test.op"(%i) : (index) -> ()
  } {asctile.unroll_factor = 1 : index}
  return
}

