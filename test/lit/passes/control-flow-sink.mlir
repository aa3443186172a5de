// control-flow-sink moves side-effect-free ops used only inside one region of a
// conditional to the start of that region; ops used on both sides, ops with effects and
// loops stay where they are.

// RUN: ascopt --control-flow-sink %s | FileCheck %s

// CHECK-LABEL: func.func @sink
// CHECK-NEXT:    %[[SHARED:.*]] = arith.addi %arg1, %arg2
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[L:.*]] = memref.load %[[A]]
// CHECK-NEXT:    scf.if %arg0
// CHECK-NEXT:      %[[M:.*]] = arith.muli %arg1, %arg2
// CHECK-NEXT:      %[[D:.*]] = arith.divsi %[[M]], %arg2
// CHECK-NEXT:      arith.addi %[[D]], %[[SHARED]]
// CHECK:         } else {
// CHECK-NEXT:      %[[S:.*]] = arith.subi %arg1, %arg2
// CHECK-NEXT:      arith.addi %[[S]], %[[L]]
// CHECK-NEXT:      arith.addi %{{.*}}, %[[SHARED]]
func.func @sink(%c: i1, %x: i32, %y: i32) -> i32 {
  %shared = arith.addi %x, %y : i32
  %0 = arith.muli %x, %y : i32
  %1 = arith.divsi %0, %y : i32
  %2 = arith.subi %x, %y : i32
  %m = memref.alloc() : memref<i32>
  %l = memref.load %m[] : memref<i32>
  %r = scf.if %c -> i32 {
    %t = arith.addi %1, %shared : i32
    scf.yield %t : i32
  } else {
    %u = arith.addi %2, %l : i32
    %v = arith.addi %u, %shared : i32
    scf.yield %v : i32
  }
  return %r : i32
}
