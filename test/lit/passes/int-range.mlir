// The integer range passes: arith-unsigned-when-equivalent turns signed ops on values
// known non-negative into unsigned ones; int-range-optimizations replaces values known
// to be one constant and remainders that cannot change their dividend.

// RUN: ascopt --arith-unsigned-when-equivalent -split-input-file %s | FileCheck %s --check-prefix=UNS
// RUN: ascopt --int-range-optimizations -split-input-file %s | FileCheck %s --check-prefix=OPT

// UNS-LABEL: func.func @nonneg
// UNS:         arith.divui
// UNS-NEXT:    arith.ceildivui
// UNS-NEXT:    arith.divui
// UNS-NEXT:    arith.remui
// UNS-NEXT:    arith.minui
// UNS-NEXT:    arith.maxui
// UNS-NEXT:    arith.extui
// UNS-NEXT:    arith.cmpi ule
// UNS-NEXT:    arith.cmpi ugt
// UNS-NEXT:    arith.divsi
// OPT-LABEL: func.func @nonneg
// OPT:         %[[R:.*]] = arith.remsi %{{.*}}, %c4_i32
// OPT-NOT:     arith.remsi
// OPT:         return %2, %3, %4, %[[R]], %6, %7, %8, %9, %10, %11, %[[R]] :
func.func @nonneg(%arg0 : i32) -> (i32, i32, i32, i32, i32, i32, i64, i1, i1, i32, i32) {
  %smax = arith.constant 0x7ffffffe : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %0 = arith.andi %arg0, %smax : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.divsi %1, %c4 : i32
  %3 = arith.ceildivsi %1, %c4 : i32
  %4 = arith.floordivsi %1, %c4 : i32
  %5 = arith.remsi %1, %c4 : i32
  %6 = arith.minsi %1, %c4 : i32
  %7 = arith.maxsi %1, %c4 : i32
  %8 = arith.extsi %1 : i32 to i64
  %9 = arith.cmpi sle, %1, %c4 : i32
  %10 = arith.cmpi sgt, %1, %c4 : i32
  %11 = arith.divsi %arg0, %c4 : i32
  %12 = arith.remsi %5, %c8 : i32
  return %2, %3, %4, %12, %6, %7, %8, %9, %10, %11, %5 : i32, i32, i32, i32, i32, i32, i64, i1, i1, i32, i32
}

// -----

// OPT-LABEL: func.func @loop
// OPT:         %[[C:.*]] = arith.constant 7 : i32
// OPT:         scf.for
// OPT:         return %[[C]]
func.func @loop(%m : memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c7 = arith.constant 7 : i32
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %m[%i] : memref<8xi32>
  }
  %x = memref.load %m[%c0] : memref<8xi32>
  %y = arith.andi %x, %c7 : i32
  %z = arith.maxui %y, %c7 : i32
  return %z : i32
}
