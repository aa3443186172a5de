// MLIR 19's CSE: equal pure ops merge within dominance scopes, ops with one single-block
// region merge when their bodies match, scf.if (two regions) never does, unregistered ops
// start a new scope, side-effecting ops stay, and dead ops are erased.

// RUN: ascopt --allow-unregistered-dialect -cse %s | FileCheck %s

func.func @simple(%x: i32, %y: i32) -> (i32, i32, i32) {
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %x, %y : i32
  %2 = arith.addi %y, %x : i32
  %c = arith.constant 1 : i32
  %d = arith.constant 1 : i32
  %3 = arith.muli %0, %c : i32
  %4 = arith.muli %1, %d : i32
  %dead = arith.subi %x, %y : i32
  return %3, %4, %2 : i32, i32, i32
}
// CHECK-LABEL: func.func @simple(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c1_i32 : i32
// CHECK-NEXT: return %1, %1, %0 : i32, i32, i32
// CHECK-NEXT: }

func.func @scopes(%c: i1, %x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = scf.if %c -> (i32) {
    %a = arith.addi %x, %x : i32
    %b = arith.muli %a, %a : i32
    scf.yield %b : i32
  } else {
    %b = arith.muli %x, %x : i32
    scf.yield %b : i32
  }
  %2 = arith.muli %x, %x : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
// CHECK-LABEL: func.func @scopes(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %4 = arith.muli %3, %3 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }

func.func @regions(%n: index, %x: i32, %c: i1) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %x : i32
    scf.yield %b : i32
  }
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %x : i32
    scf.yield %b : i32
  }
  %2 = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  %3 = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @regions(%arg0: index, %arg1: i32, %arg2: i1) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg4, %arg1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0, %1, %1 : i32, i32, i32, i32
// CHECK-NEXT: }

func.func @isolation() -> i32 {
  %c = arith.constant 1 : i32
  "foo.region"() ({
    %d = arith.constant 1 : i32
    "foo.use"(%d) : (i32) -> ()
  }) : () -> ()
  %0 = "foo.effect"() : () -> i32
  %1 = "foo.effect"() : () -> i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %2, %c : i32
  return %3 : i32
}
// CHECK-LABEL: func.func @isolation() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: "foo.use"(%c1_i32_0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %0 = "foo.effect"() : () -> i32
// CHECK-NEXT: %1 = "foo.effect"() : () -> i32
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
