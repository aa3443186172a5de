// --int-range-optimizations: an unsigned division whose divisor may be zero has an
// unknown result in LLVM 19 (no "x u/ y u<= x" bound), so nothing about it folds; by a
// non-zero constant the quotient's range is known. (mlir-opt 19 prints the same.)
// RUN: ascopt --int-range-optimizations %s | FileCheck %s

// CHECK-LABEL: func.func @div_by_maybe_zero
// CHECK:         %[[D:.*]] = arith.divui %{{.*}}, %arg1 : i8
// CHECK-NEXT:    %[[R:.*]] = arith.cmpi ult, %[[D]], %c16_i8 : i8
// CHECK:         %[[E:.*]] = arith.ceildivui %{{.*}}, %arg1 : i8
// CHECK-NEXT:    %[[S:.*]] = arith.cmpi ult, %[[E]], %c16_i8 : i8
// CHECK-NEXT:    return %[[R]], %[[S]], %true : i1, i1, i1
func.func @div_by_maybe_zero(%x: i8, %y: i8) -> (i1, i1, i1) {
  %c15 = arith.constant 15 : i8
  %c16 = arith.constant 16 : i8
  %m = arith.andi %x, %c15 : i8
  %d = arith.divui %m, %y : i8
  %r = arith.cmpi ult, %d, %c16 : i8
  %e = arith.ceildivui %m, %y : i8
  %s = arith.cmpi ult, %e, %c16 : i8
  %c2 = arith.constant 2 : i8
  %g = arith.divui %m, %c2 : i8
  %t = arith.cmpi ult, %g, %c16 : i8
  return %r, %s, %t : i1, i1, i1
}
