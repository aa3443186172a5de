// The greedy driver's order, as MLIR 19's: constants move to the entry of the function
// (not into loops), duplicates merge into the first, new constants arrive at the top in
// the order the next iteration meets them; dead ops and unreachable blocks go away.

// RUN: ascopt --allow-unregistered-dialect -canonicalize %s | FileCheck %s

func.func @constants(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %k = arith.constant 7 : i32
    %k2 = arith.constant 3 : i32
    %s = arith.addi %k, %k2 : i32
    %b = arith.muli %a, %s : i32
    scf.yield %b : i32
  }
  %k3 = arith.constant 7 : i32
  %1 = arith.addi %0, %k3 : i32
  %dead = arith.muli %1, %1 : i32
  return %1 : i32
}
// CHECK-LABEL: func.func @constants(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT: %2 = arith.muli %arg3, %c10_i32 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %c7_i32 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

func.func @unreachable(%x: i32) -> i32 {
  "foo.br"()[^bb2] : () -> ()
^bb1:
  %0 = arith.addi %x, %x : i32
  "foo.br"(%0)[^bb2] : (i32) -> ()
^bb2:
  return %x : i32
}
// CHECK-LABEL: func.func @unreachable(%arg0: i32) -> i32 {
// CHECK-NEXT: "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

func.func @unregistered_scope() {
  "foo.region"() ({
    %c = arith.constant 5 : i32
    "foo.use"(%c) : (i32) -> ()
  }) : () -> ()
  return
}
// CHECK-LABEL: func.func @unregistered_scope() {
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: "foo.use"(%c5_i32) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
