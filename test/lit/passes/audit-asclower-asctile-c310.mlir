// Audit of asclower-asctile on a c310 module (passes-asc2.md §2): the 1-element broadcast
// duplicates the source tensor itself (calCount 0) and subs lowers to subs_l2.
// RUN: ascopt --asclower-asctile --canonicalize %s | FileCheck %s

module attributes {asc.compilation_arch = "c310"} {
// CHECK-LABEL: func.func @b(%arg0: !asctile.tile<1xf32, UB>, %arg1: f32, %arg2: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// CHECK-DAG: %c16_i64 = arith.constant 16 : i64
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<1xf32, UB> to !ascendc.local_tensor<1xf32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: ascendc.duplicate_l2 %2, %1, %c0_i64 : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<1xf32>, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: ascendc.subs_l2 %4, %0, %arg1, %c16_i64 : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32>, f32, i64
// CHECK-NEXT: return %3, %5 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @b(%arg0: !asctile.tile<1xf32, UB>, %s: f32, %t: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
  %0 = asctile.broadcast %arg0 : !asctile.tile<1xf32, UB> to !asctile.tile<16xf32, UB>
  %1 = asctile.subs %t, %s : !asctile.tile<16xf32, UB>
  return %0, %1 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
}
}
