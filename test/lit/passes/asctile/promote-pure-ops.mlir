// asctile-promote-pure-ops: pure ops climb to the first place where their operands are
// available; a division by a non-constant is not speculatable and stays, so does a
// loop with an effect inside, while a loop with a pure body moves.

// RUN: ascopt -asctile-promote-pure-ops %s | FileCheck %s

// CHECK-LABEL: func.func @promote(%arg0: !asctile.tensor<32xi32>, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %0 = arith.divsi %arg1, %c2_i32 : i32
// CHECK-NEXT:   %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT:     %3 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT:   }
// CHECK-NEXT:   asctile.set_value %arg1, %arg0[%arg1] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT:   %2 = arith.divsi %arg1, %arg2 : i32
// CHECK-NEXT:   scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT:     %3 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT:     %4 = arith.muli %3, %3 : i32
// CHECK-NEXT:     asctile.set_value %arg1, %arg0[%arg1] : i32, !asctile.tensor<32xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @promote(%t: !asctile.tensor<32xi32>, %x: i32, %y: i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  asctile.set_value %x, %t[%x] : i32, !asctile.tensor<32xi32>
  %d = arith.divsi %x, %y : i32
  %c2 = arith.constant 2 : i32
  %e = arith.divsi %x, %c2 : i32
  %f = arith.addi %e, %x : i32
  scf.for %i = %c0 to %c4 step %c1 {
    asctile.set_value %x, %t[%x] : i32, !asctile.tensor<32xi32>
    %j = arith.index_cast %i : index to i32
    %k = arith.muli %j, %j : i32
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %j = arith.index_cast %i : index to i32
  }
  return
}
