// Audit of asclower-displace-concat (passes-asc2.md §2): a concat with one allocated and one
// argument operand falls back to data_copy_l2 into a new allocation; a concat inside scf.if
// whose operands are allocations there is displaced to one allocation in the entry block.
// RUN: ascopt -asclower-displace-concat -canonicalize -allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: func.func @mixed(%arg0: !asctile.tile<2x16xf16, UB>) -> !asctile.tile<5x16xf16, UB> {
// CHECK-DAG: %c32_i64 = arith.constant 32 : i64
// CHECK-DAG: %c48_i64 = arith.constant 48 : i64
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<2x16xf16, UB> to !ascendc.local_tensor<2x16xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <3x16xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <5x16xf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<5x16xf16> to !asctile.tile<5x16xf16, UB>
// CHECK-NEXT: %4 = ascendc.local_tensor.subindex %2[%c0_i64] : !ascendc.local_tensor<5x16xf16>, i64, !ascendc.local_tensor<3x16xf16>
// CHECK-NEXT: ascendc.data_copy_l2 %4, %1, %c48_i64 : !ascendc.local_tensor<3x16xf16>, !ascendc.local_tensor<3x16xf16>, i64
// CHECK-NEXT: %5 = ascendc.local_tensor.subindex %2[%c48_i64] : !ascendc.local_tensor<5x16xf16>, i64, !ascendc.local_tensor<2x16xf16>
// CHECK-NEXT: ascendc.data_copy_l2 %5, %0, %c32_i64 : !ascendc.local_tensor<2x16xf16>, !ascendc.local_tensor<2x16xf16>, i64
// CHECK-NEXT: return %3 : !asctile.tile<5x16xf16, UB>
// CHECK-NEXT: }
func.func @mixed(%arg0: !asctile.tile<2x16xf16, UB>) -> !asctile.tile<5x16xf16, UB> {
  %0 = ascendc.local_tensor_auto veccalc() : <3x16xf16>
  %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<3x16xf16> to !asctile.tile<3x16xf16, UB>
  %4 = asctile.concat %1, %arg0 : !asctile.tile<3x16xf16, UB>, !asctile.tile<2x16xf16, UB> -> !asctile.tile<5x16xf16, UB>
  return %4 : !asctile.tile<5x16xf16, UB>
}
// CHECK-LABEL: func.func @nested(%arg0: i1) -> !asctile.tile<24xi32, UB> {
// CHECK: %0 = ascendc.local_tensor_auto veccalc() : <24xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<24xi32> to !asctile.tile<24xi32, UB>
// CHECK-NEXT: "op"() : () -> ()
// CHECK-NEXT: %2 = scf.if %arg0 -> (!asctile.tile<24xi32, UB>) {
// CHECK-NEXT: scf.yield %1 : !asctile.tile<24xi32, UB>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <24xi32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<24xi32> to !asctile.tile<24xi32, UB>
// CHECK-NEXT: scf.yield %4 : !asctile.tile<24xi32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : !asctile.tile<24xi32, UB>
// CHECK-NEXT: }
func.func @nested(%c: i1) -> !asctile.tile<24xi32, UB> {
  "op"() : () -> ()
  %r = scf.if %c -> !asctile.tile<24xi32, UB> {
    %0 = ascendc.local_tensor_auto veccalc() : <8xi32>
    %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<8xi32> to !asctile.tile<8xi32, UB>
    %2 = ascendc.local_tensor_auto veccalc() : <16xi32>
    %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16xi32> to !asctile.tile<16xi32, UB>
    %4 = asctile.concat %3, %1 : !asctile.tile<16xi32, UB>, !asctile.tile<8xi32, UB> -> !asctile.tile<24xi32, UB>
    scf.yield %4 : !asctile.tile<24xi32, UB>
  } else {
    %0 = ascendc.local_tensor_auto veccalc() : <24xi32>
    %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<24xi32> to !asctile.tile<24xi32, UB>
    scf.yield %1 : !asctile.tile<24xi32, UB>
  }
  return %r : !asctile.tile<24xi32, UB>
}
