// sroa splits a small memref.alloca accessed at constant indices into one rank-0 alloca
// per element used; with mem2reg after it the elements become SSA values.

// RUN: ascopt --sroa %s | FileCheck %s
// RUN: ascopt --sroa --mem2reg %s | FileCheck %s --check-prefix=M2R

// CHECK-LABEL: func.func @split
// CHECK:         %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %arg0, %[[A]][] : memref<i32>
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[B]][] : memref<i32>
// CHECK-NEXT:    %[[Y:.*]] = memref.load %[[A]][] : memref<i32>
// M2R-LABEL: func.func @split
// M2R:         %[[Z:.*]] = arith.constant 0 : i32
// M2R-NOT:     memref
// M2R:         arith.addi %[[Z]], %arg0 : i32
func.func @split(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xi32>
  memref.store %v, %a[%c0] : memref<2xi32>
  %x = memref.load %a[%c1] : memref<2xi32>
  %y = memref.load %a[%c0] : memref<2xi32>
  %s = arith.addi %x, %y : i32
  return %s : i32
}
