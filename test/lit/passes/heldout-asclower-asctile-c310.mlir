// Held-out style cases for asclower-asctile on a c310 module: subs and divs use the
// scalar L2 ops (bf16 here), and a broadcast of a one-element tile duplicates the source
// tensor itself with calCount 0.

// RUN: ascopt --asclower-asctile --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @lower_subs(%arg0: !asctile.tile<16xbf16, UB>, %arg1: bf16)
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xbf16, UB> to !ascendc.local_tensor<16xbf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <16xbf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xbf16> to !asctile.tile<16xbf16, UB>
// CHECK-NEXT: ascendc.subs_l2 %1, %0, %arg1, %c16_i64 : !ascendc.local_tensor<16xbf16>, !ascendc.local_tensor<16xbf16>, bf16, i64
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xbf16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<16xbf16> to !asctile.tile<16xbf16, UB>
// CHECK-NEXT: ascendc.divs_l2 %3, %0, %arg1, %c16_i64 : !ascendc.local_tensor<16xbf16>, !ascendc.local_tensor<16xbf16>, bf16, i64
// CHECK-NEXT: return %2, %4
// CHECK-LABEL: func.func @lower_broadcast(%arg0: !asctile.tile<1x1xi32, UB>)
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<1x1xi32, UB> to !ascendc.local_tensor<1x1xi32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <8x16xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8x16xi32> to !asctile.tile<8x16xi32, UB>
// CHECK-NEXT: ascendc.duplicate_l2 %1, %0, %c0_i64 : !ascendc.local_tensor<8x16xi32>, !ascendc.local_tensor<1x1xi32>, i64
// CHECK-NEXT: return %2
module attributes {asc.compilation_arch = "c310"} {
func.func @lower_subs(%arg0: !asctile.tile<16xbf16, UB>, %arg1: bf16) -> (!asctile.tile<16xbf16, UB>, !asctile.tile<16xbf16, UB>) {
  %0 = asctile.subs %arg0, %arg1 : !asctile.tile<16xbf16, UB>
  %1 = asctile.divs %arg0, %arg1 : !asctile.tile<16xbf16, UB>
  return %0, %1 : !asctile.tile<16xbf16, UB>, !asctile.tile<16xbf16, UB>
}
func.func @lower_broadcast(%arg0: !asctile.tile<1x1xi32, UB>) -> !asctile.tile<8x16xi32, UB> {
  %0 = asctile.broadcast %arg0 : !asctile.tile<1x1xi32, UB> to !asctile.tile<8x16xi32, UB>
  return %0 : !asctile.tile<8x16xi32, UB>
}
}
