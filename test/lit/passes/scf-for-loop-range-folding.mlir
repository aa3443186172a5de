// scf-for-loop-range-folding folds an addi or muli that is the only use of the induction
// variable into the loop range: addi into both bounds, muli (as MLIR 19 does) into the
// upper bound and the step.

// RUN: ascopt --scf-for-loop-range-folding %s | FileCheck %s

// CHECK-LABEL: func.func @fold
// CHECK:         %[[LB:.*]] = arith.addi %arg2, %c0 : index
// CHECK-NEXT:    %[[UB:.*]] = arith.addi %arg2, %arg1 : index
// CHECK-NEXT:    %[[UB4:.*]] = arith.muli %[[UB]], %c4 : index
// CHECK-NEXT:    %[[STEP:.*]] = arith.muli %c1, %c4 : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[LB]] to %[[UB4]] step %[[STEP]] {
// CHECK-NEXT:      memref.load %arg0[%[[I]]]
func.func @fold(%arg0: memref<?xi32>, %arg1: index, %arg2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %arg1 step %c1 {
    %0 = arith.addi %arg2, %i : index
    %1 = arith.muli %0, %c4 : index
    %2 = memref.load %arg0[%1] : memref<?xi32>
    memref.store %2, %arg0[%1] : memref<?xi32>
  }
  return
}
