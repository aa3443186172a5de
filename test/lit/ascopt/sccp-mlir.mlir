// --sccp is MLIR 19's analysis: a private function takes the join of its live call
// sites' arguments and a call the join of its callee's returns; a private function
// nothing calls is dead and left alone; only the successor a constant condition picks
// is live, and every successor slot of a live edge feeds the block (a switch's default
// and case to one block); branches are kept for canonicalize. (mlir-opt 19 prints the
// same.)
// RUN: ascopt --sccp %s | FileCheck %s

// CHECK-LABEL: func.func private @callee
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c5_i32 : i32
// CHECK-LABEL: func.func private @dead
// CHECK:         arith.addi
// CHECK-LABEL: func.func @caller
// CHECK:         %[[R:.*]] = call @callee(%c4_i32)
// CHECK-NEXT:    cf.cond_br %true, ^bb1(%c4_i32 : i32), ^bb2(%arg0 : i32)
// CHECK:         cf.switch %c1_i32 : i32, [
// CHECK-NEXT:      default: ^bb3(%c4_i32 : i32),
// CHECK-NEXT:      1: ^bb3(%arg0 : i32)
// CHECK:       ^bb3(%[[D:.*]]: i32):
// CHECK-NEXT:    %[[K:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      scf.yield %c4_i32 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %c5_i32 : i32
// CHECK:         return %c5_i32, %[[D]], %[[K]] : i32, i32, i32
func.func private @callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func private @dead(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %c1, %c1 : i32
  return %r : i32
}
func.func @caller(%x: i32, %c: i1) -> (i32, i32, i32) {
  %c4 = arith.constant 4 : i32
  %r = func.call @callee(%c4) : (i32) -> i32
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%c4 : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  %one = arith.constant 1 : i32
  cf.switch %one : i32, [
    default: ^bb3(%a : i32),
    1: ^bb3(%x : i32)
  ]
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%d: i32):
  %k = scf.if %c -> (i32) {
    scf.yield %c4 : i32
  } else {
    scf.yield %r : i32
  }
  return %r, %d, %k : i32, i32, i32
}
