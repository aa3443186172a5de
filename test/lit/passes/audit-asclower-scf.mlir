// Audit of asclower-scf (passes-asc2.md §2): scf.while carrying a tile and an i32 (before/after
// regions rebuilt with local tensors, casts for the unconverted addf); a scalar loop untouched.
// RUN: ascopt --asclower-scf %s | FileCheck %s

// CHECK-LABEL: func.func @w(%arg0: !asctile.tile<16xf32, UB>, %arg1: i32) -> !asctile.tile<16xf32, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg2 = %0, %arg3 = %c0_i32) : (!ascendc.local_tensor<16xf32>, i32) -> (!ascendc.local_tensor<16xf32>, i32) {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%3) %arg2, %arg3 : !ascendc.local_tensor<16xf32>, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: !ascendc.local_tensor<16xf32>, %arg3: i32):
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg2 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: %4 = arith.addf %3, %3 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %6 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %5, %6 : !ascendc.local_tensor<16xf32>, i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1#0 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: return %2 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @w(%a: !asctile.tile<16xf32, UB>, %n: i32) -> !asctile.tile<16xf32, UB> {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%x = %a, %i = %c0) : (!asctile.tile<16xf32, UB>, i32) -> (!asctile.tile<16xf32, UB>, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %x, %i : !asctile.tile<16xf32, UB>, i32
  } do {
  ^bb0(%y: !asctile.tile<16xf32, UB>, %j: i32):
    %z = arith.addf %y, %y : !asctile.tile<16xf32, UB>
    %one = arith.constant 1 : i32
    %k = arith.addi %j, %one : i32
    scf.yield %z, %k : !asctile.tile<16xf32, UB>, i32
  }
  return %r#0 : !asctile.tile<16xf32, UB>
}
// CHECK-LABEL: func.func @scalar_for(%arg0: index) -> i32 {
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @scalar_for(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %z) -> i32 {
    scf.yield %x : i32
  }
  return %r : i32
}
