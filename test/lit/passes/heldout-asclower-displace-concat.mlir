// Held-out style cases for asclower-displace-concat beyond the visible file: three f16
// operands all allocated here share one allocation, an operand that is not an allocation
// makes the fallback copy (i32, 2-D), and a concat inside a loop gets its allocation at
// the start of the entry block.
// RUN: ascopt -asclower-displace-concat -canonicalize -allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: func.func @three_f16(%arg0: index) -> !asctile.tile<6x8xf16, UB> {
// CHECK-NEXT: %0 = ascendc.local_tensor_auto veccalc() : <6x8xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<6x8xf16> to !asctile.tile<6x8xf16, UB>
// CHECK-NEXT: return %1 : !asctile.tile<6x8xf16, UB>
// CHECK-NEXT: }
func.func @three_f16(%n: index) -> !asctile.tile<6x8xf16, UB> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = ascendc.local_tensor_auto veccalc() : <1x8xf16>
  %t1 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<1x8xf16> to !asctile.tile<1x8xf16, UB>
  %b = ascendc.local_tensor_auto veccalc() : <2x8xf16>
  %t2 = builtin.unrealized_conversion_cast %b : !ascendc.local_tensor<2x8xf16> to !asctile.tile<2x8xf16, UB>
  %c = ascendc.local_tensor_auto veccalc() : <3x8xf16>
  %t3 = builtin.unrealized_conversion_cast %c : !ascendc.local_tensor<3x8xf16> to !asctile.tile<3x8xf16, UB>
  %r = asctile.concat %t1, %t2, %t3 : !asctile.tile<1x8xf16, UB>, !asctile.tile<2x8xf16, UB>, !asctile.tile<3x8xf16, UB> -> !asctile.tile<6x8xf16, UB>
  return %r : !asctile.tile<6x8xf16, UB>
}

// CHECK-LABEL: func.func @mixed_fallback(%arg0: !asctile.tile<4x8xi32, UB>) -> !asctile.tile<8x8xi32, UB> {
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8xi32, UB> to !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4x8xi32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8x8xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8x8xi32> to !asctile.tile<8x8xi32, UB>
// CHECK-NEXT: %4 = ascendc.local_tensor.subindex %2[%c0_i64] : !ascendc.local_tensor<8x8xi32>, i64, !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT: ascendc.data_copy_l2 %4, %1, %c32_i64 : !ascendc.local_tensor<4x8xi32>, !ascendc.local_tensor<4x8xi32>, i64
// CHECK-NEXT: %5 = ascendc.local_tensor.subindex %2[%c32_i64] : !ascendc.local_tensor<8x8xi32>, i64, !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT: ascendc.data_copy_l2 %5, %0, %c32_i64 : !ascendc.local_tensor<4x8xi32>, !ascendc.local_tensor<4x8xi32>, i64
// CHECK-NEXT: return %3 : !asctile.tile<8x8xi32, UB>
// CHECK-NEXT: }
func.func @mixed_fallback(%arg0: !asctile.tile<4x8xi32, UB>) -> !asctile.tile<8x8xi32, UB> {
  %a = ascendc.local_tensor_auto veccalc() : <4x8xi32>
  %t1 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<4x8xi32> to !asctile.tile<4x8xi32, UB>
  %r = asctile.concat %t1, %arg0 : !asctile.tile<4x8xi32, UB>, !asctile.tile<4x8xi32, UB> -> !asctile.tile<8x8xi32, UB>
  return %r : !asctile.tile<8x8xi32, UB>
}

// CHECK-LABEL: func.func @in_loop(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %0 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<32xf32> to !asctile.tile<32xf32, UB>
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "tile_user"(%1) : (!asctile.tile<32xf32, UB>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @in_loop(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %a = ascendc.local_tensor_auto veccalc() : <16xf32>
    %t1 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
    %b = ascendc.local_tensor_auto veccalc() : <16xf32>
    %t2 = builtin.unrealized_conversion_cast %b : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
    %r = asctile.concat %t1, %t2 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB> -> !asctile.tile<32xf32, UB>
    "tile_user"(%r) : (!asctile.tile<32xf32, UB>) -> ()
  }
  return
}

