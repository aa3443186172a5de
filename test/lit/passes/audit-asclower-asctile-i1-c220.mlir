// Audit of asclower-asctile-i1 on c220 (passes-asc2.md §2): an i32 compare casts both operands
// to f32 (CAST_NONE, calCount the i64 0) before compare_l0.
// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s

module attributes {asc.compilation_arch = "c220"} {
// CHECK-LABEL: func.func @cmp_i32(%arg0: !asctile.tile<32xi32, UB>, %arg1: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi1, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<32xi32, UB> to !ascendc.local_tensor<32xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xi32, UB> to !ascendc.local_tensor<32xi32>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT: ascendc.cast_l2 %2, %1, %c0_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xi32>, i64
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT: ascendc.cast_l2 %3, %0, %c0_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xi32>, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <4xi8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<4xi8> to !ascendc.local_tensor<4xui8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<4xui8> to !ascendc.local_tensor<4xui8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<4xui8> to !asctile.tile<32xi1, UB>
// CHECK-NEXT: %8 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %6, %2, %3, %c0_i64, %c0_i64, %8 {cmpMode = 1 : i64} : !ascendc.local_tensor<4xui8>, !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xf32>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %7 : !asctile.tile<32xi1, UB>
// CHECK-NEXT: }
func.func @cmp_i32(%arg0: !asctile.tile<32xi32, UB>, %arg1: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi1, UB> {
  %0 = asctile.cmp "GT" %arg0, %arg1 : !asctile.tile<32xi32, UB>
  return %0 : !asctile.tile<32xi1, UB>
}
}
