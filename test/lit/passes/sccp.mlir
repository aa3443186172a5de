// sccp folds constants through arith and the branch an scf.if takes; every value found
// constant becomes a constant at the front of the function (unused ones stay, as in
// mlir-opt 19), and the if, all of whose results became constants, is erased as dead.

// RUN: ascopt -sccp %s | FileCheck %s

// CHECK-LABEL: func.func @sccp
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %c6_i32, %arg0 : i32
// CHECK-NEXT:    return %c6_i32, %0 : i32, i32

func.func @sccp(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %cond = arith.cmpi sgt, %a, %c1 : i32
  %r = scf.if %cond -> (i32) {
    %m = arith.muli %a, %c2 : i32
    scf.yield %m : i32
  } else {
    scf.yield %x : i32
  }
  %s = arith.addi %r, %x : i32
  return %r, %s : i32, i32
}

// CHECK-LABEL: func.func @loop
// CHECK:         scf.for
// CHECK:           arith.addi %arg3, %c1_i32
func.func @loop(%n: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> (i32) {
    %a = arith.addi %acc, %one : i32
    scf.yield %a : i32
  }
  return %r : i32
}
