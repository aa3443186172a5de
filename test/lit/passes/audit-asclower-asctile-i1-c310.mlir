// Audit of asclower-asctile-i1 on c310 (passes-asc2.md §2): integer compares are not cast
// (i8 accepted), the packed result is ceil(32/8) = 4 bytes.
// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s

module attributes {asc.compilation_arch = "c310"} {
// CHECK-LABEL: func.func @cmp_i8(%arg0: !asctile.tile<32xi8, UB>, %arg1: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi1, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<32xi8, UB> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xi8, UB> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4xi8> to !ascendc.local_tensor<4xui8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<4xui8> to !ascendc.local_tensor<4xui8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<4xui8> to !asctile.tile<32xi1, UB>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %4, %1, %0, %c0_i64, %c0_i64, %6 {cmpMode = 3 : i64} : !ascendc.local_tensor<4xui8>, !ascendc.local_tensor<32xi8>, !ascendc.local_tensor<32xi8>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %5 : !asctile.tile<32xi1, UB>
// CHECK-NEXT: }
func.func @cmp_i8(%arg0: !asctile.tile<32xi8, UB>, %arg1: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi1, UB> {
  %0 = asctile.cmp "LE" %arg0, %arg1 : !asctile.tile<32xi8, UB>
  return %0 : !asctile.tile<32xi1, UB>
}
// CHECK-LABEL: func.func @cmp_i32(%arg0: !asctile.tile<32xi32, UB>, %arg1: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi1, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<32xi32, UB> to !ascendc.local_tensor<32xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xi32, UB> to !ascendc.local_tensor<32xi32>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4xi8> to !ascendc.local_tensor<4xui8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<4xui8> to !ascendc.local_tensor<4xui8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<4xui8> to !asctile.tile<32xi1, UB>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %4, %1, %0, %c0_i64, %c0_i64, %6 {cmpMode = 1 : i64} : !ascendc.local_tensor<4xui8>, !ascendc.local_tensor<32xi32>, !ascendc.local_tensor<32xi32>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %5 : !asctile.tile<32xi1, UB>
// CHECK-NEXT: }
func.func @cmp_i32(%arg0: !asctile.tile<32xi32, UB>, %arg1: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi1, UB> {
  %0 = asctile.cmp "GT" %arg0, %arg1 : !asctile.tile<32xi32, UB>
  return %0 : !asctile.tile<32xi1, UB>
}
}
