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

// The displacement is a greedy run (bottom-up, folding, dead ops erased): a concat
// nothing uses is erased before the conversion phase, so it is neither displaced nor
// copied (found: it was copied with data_copy_l2 into a new allocation).
// CHECK-LABEL: func.func @dead(
// CHECK-NEXT: return
func.func @dead(%arg0: !asctile.tile<10xf32, UB>, %arg1: !asctile.tile<6xf32, UB>) {
  %0 = asctile.concat %arg0, %arg1 : !asctile.tile<10xf32, UB>, !asctile.tile<6xf32, UB> -> !asctile.tile<16xf32, UB>
  %1 = asctile.relu %0 : !asctile.tile<16xf32, UB>
  return
}

// Two displaced concats: the later one is rewritten first (bottom-up), each allocation
// goes to the start of the entry block, so the earlier concat's allocation comes first
// (found: the reverse order).
// CHECK-LABEL: func.func @two(
// CHECK: %[[R1:.*]] = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT: %[[S1:.*]] = ascendc.local_tensor.subindex %[[R1]][%c0_i64] : !ascendc.local_tensor<8xf32>, i64, !ascendc.local_tensor<3xf32>
// CHECK-NEXT: %[[S2:.*]] = ascendc.local_tensor.subindex %[[R1]][%c3_i64] : !ascendc.local_tensor<8xf32>, i64, !ascendc.local_tensor<5xf32>
// CHECK-NEXT: %[[T1:.*]] = builtin.unrealized_conversion_cast %[[R1]] : !ascendc.local_tensor<8xf32> to !asctile.tile<8xf32, UB>
// CHECK-NEXT: %[[R2:.*]] = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT: %[[S3:.*]] = ascendc.local_tensor.subindex %[[R2]][%c0_i64] : !ascendc.local_tensor<8xf32>, i64, !ascendc.local_tensor<2xf32>
// CHECK-NEXT: %[[S4:.*]] = ascendc.local_tensor.subindex %[[R2]][%c2_i64] : !ascendc.local_tensor<8xf32>, i64, !ascendc.local_tensor<6xf32>
// CHECK-NEXT: %[[T2:.*]] = builtin.unrealized_conversion_cast %[[R2]] : !ascendc.local_tensor<8xf32> to !asctile.tile<8xf32, UB>
// CHECK-NEXT: "use"(%[[S1]], %[[S2]])
// CHECK-NEXT: "use"(%[[S3]], %[[S4]])
// CHECK-NEXT: return %[[T1]], %[[T2]]
func.func @two() -> (!asctile.tile<8xf32, UB>, !asctile.tile<8xf32, UB>) {
  %0 = ascendc.local_tensor_auto veccalc() : <3xf32>
  %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<3xf32> to !asctile.tile<3xf32, UB>
  %2 = ascendc.local_tensor_auto veccalc() : <5xf32>
  %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<5xf32> to !asctile.tile<5xf32, UB>
  "use"(%0, %2) : (!ascendc.local_tensor<3xf32>, !ascendc.local_tensor<5xf32>) -> ()
  %4 = asctile.concat %1, %3 : !asctile.tile<3xf32, UB>, !asctile.tile<5xf32, UB> -> !asctile.tile<8xf32, UB>
  %5 = ascendc.local_tensor_auto veccalc() : <2xf32>
  %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<2xf32> to !asctile.tile<2xf32, UB>
  %7 = ascendc.local_tensor_auto veccalc() : <6xf32>
  %8 = builtin.unrealized_conversion_cast %7 : !ascendc.local_tensor<6xf32> to !asctile.tile<6xf32, UB>
  "use"(%5, %7) : (!ascendc.local_tensor<2xf32>, !ascendc.local_tensor<6xf32>) -> ()
  %9 = asctile.concat %6, %8 : !asctile.tile<2xf32, UB>, !asctile.tile<6xf32, UB> -> !asctile.tile<8xf32, UB>
  return %4, %9 : !asctile.tile<8xf32, UB>, !asctile.tile<8xf32, UB>
}
