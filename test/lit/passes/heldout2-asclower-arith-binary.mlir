// Held-out style cases for asclower-arith-binary, round 2: ori on a 2-D i32 tile
// (operands and destination recast to i8 with the first dimension times 4, calCount 1,
// the result recast back); maxnumf/minnumf on L1 bf16 tiles (max_l2/min_l2 into a1
// allocations); divf on 2-D f16; addi on i8 feeding an ori on i8 (no recast, the add's
// destination read directly); scalar mulf left alone.
// RUN: ascopt -asclower-arith-binary %s | FileCheck %s



// CHECK-LABEL: func.func @or_i32(%arg0: !asctile.tile<4x8xi32, UB>, %arg1: !asctile.tile<4x8xi32, UB>) -> !asctile.tile<4x8xi32, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<4x8xi32, UB> to !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8xi32, UB> to !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x8xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x8xi32> to !ascendc.local_tensor<16x8xi8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<16x8xi8> to !ascendc.local_tensor<16x8xi8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x8xi32> to !ascendc.local_tensor<16x8xi8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<16x8xi8> to !ascendc.local_tensor<16x8xi8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<4x8xi32> to !ascendc.local_tensor<16x8xi8>
// CHECK-NEXT: %8 = ascendc.reinterpret_cast %7 : !ascendc.local_tensor<16x8xi8> to !ascendc.local_tensor<16x8xi8>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: ascendc.or_l2 %4, %6, %8, %c1_i64 : !ascendc.local_tensor<16x8xi8>, !ascendc.local_tensor<16x8xi8>, !ascendc.local_tensor<16x8xi8>, i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<16x8xi8> to !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT: %10 = ascendc.reinterpret_cast %9 : !ascendc.local_tensor<4x8xi32> to !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !ascendc.local_tensor<4x8xi32> to !asctile.tile<4x8xi32, UB>
// CHECK-NEXT: return %11 : !asctile.tile<4x8xi32, UB>
// CHECK-NEXT: }
func.func @or_i32(%a: !asctile.tile<4x8xi32, UB>, %b: !asctile.tile<4x8xi32, UB>) -> !asctile.tile<4x8xi32, UB> {
  %0 = arith.ori %a, %b : !asctile.tile<4x8xi32, UB>
  return %0 : !asctile.tile<4x8xi32, UB>
}

// CHECK-LABEL: func.func @maxnum(%arg0: !asctile.tile<16xbf16, L1>, %arg1: !asctile.tile<16xbf16, L1>) -> (!asctile.tile<16xbf16, L1>, !asctile.tile<16xbf16, L1>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16xbf16, L1> to !ascendc.local_tensor<16xbf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xbf16, L1> to !ascendc.local_tensor<16xbf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto a1() : <16xbf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16xbf16> to !asctile.tile<16xbf16, L1>
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.max_l2 %2, %1, %0, %c16_i64 : !ascendc.local_tensor<16xbf16>, !ascendc.local_tensor<16xbf16>, !ascendc.local_tensor<16xbf16>, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto a1() : <16xbf16>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<16xbf16> to !asctile.tile<16xbf16, L1>
// CHECK-NEXT: %c16_i64_0 = arith.constant 16 : i64
// CHECK-NEXT: ascendc.min_l2 %4, %1, %0, %c16_i64_0 : !ascendc.local_tensor<16xbf16>, !ascendc.local_tensor<16xbf16>, !ascendc.local_tensor<16xbf16>, i64
// CHECK-NEXT: return %3, %5 : !asctile.tile<16xbf16, L1>, !asctile.tile<16xbf16, L1>
// CHECK-NEXT: }
func.func @maxnum(%a: !asctile.tile<16xbf16, L1>, %b: !asctile.tile<16xbf16, L1>) -> (!asctile.tile<16xbf16, L1>, !asctile.tile<16xbf16, L1>) {
  %0 = arith.maxnumf %a, %b : !asctile.tile<16xbf16, L1>
  %1 = arith.minnumf %a, %b : !asctile.tile<16xbf16, L1>
  return %0, %1 : !asctile.tile<16xbf16, L1>, !asctile.tile<16xbf16, L1>
}

// CHECK-LABEL: func.func @mixed(%arg0: !asctile.tile<2x64xf16, UB>, %arg1: !asctile.tile<2x64xf16, UB>, %arg2: !asctile.tile<8xi8, UB>, %arg3: f16) -> (!asctile.tile<2x64xf16, UB>, !asctile.tile<8xi8, UB>, !asctile.tile<8xi8, UB>, f16) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<8xi8, UB> to !ascendc.local_tensor<8xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<2x64xf16, UB> to !ascendc.local_tensor<2x64xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<2x64xf16, UB> to !ascendc.local_tensor<2x64xf16>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <2x64xf16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<2x64xf16> to !asctile.tile<2x64xf16, UB>
// CHECK-NEXT: %c128_i64 = arith.constant 128 : i64
// CHECK-NEXT: ascendc.div_l2 %3, %2, %1, %c128_i64 : !ascendc.local_tensor<2x64xf16>, !ascendc.local_tensor<2x64xf16>, !ascendc.local_tensor<2x64xf16>, i64
// CHECK-NEXT: %5 = ascendc.local_tensor_auto veccalc() : <8xi8>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<8xi8> to !asctile.tile<8xi8, UB>
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: ascendc.add_l2 %5, %0, %0, %c8_i64 : !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>, i64
// CHECK-NEXT: %7 = ascendc.local_tensor_auto veccalc() : <8xi8>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !ascendc.local_tensor<8xi8> to !asctile.tile<8xi8, UB>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: ascendc.or_l2 %7, %0, %5, %c1_i64 : !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>, i64
// CHECK-NEXT: %9 = arith.mulf %arg3, %arg3 : f16
// CHECK-NEXT: return %4, %6, %8, %9 : !asctile.tile<2x64xf16, UB>, !asctile.tile<8xi8, UB>, !asctile.tile<8xi8, UB>, f16
// CHECK-NEXT: }
func.func @mixed(%a: !asctile.tile<2x64xf16, UB>, %b: !asctile.tile<2x64xf16, UB>, %x: !asctile.tile<8xi8, UB>, %s: f16) -> (!asctile.tile<2x64xf16, UB>, !asctile.tile<8xi8, UB>, !asctile.tile<8xi8, UB>, f16) {
  %0 = arith.divf %a, %b : !asctile.tile<2x64xf16, UB>
  %1 = arith.addi %x, %x : !asctile.tile<8xi8, UB>
  %2 = arith.ori %x, %1 : !asctile.tile<8xi8, UB>
  %3 = arith.mulf %s, %s : f16
  return %0, %1, %2, %3 : !asctile.tile<2x64xf16, UB>, !asctile.tile<8xi8, UB>, !asctile.tile<8xi8, UB>, f16
}

