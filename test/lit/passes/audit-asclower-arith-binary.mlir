// Audit of asclower-arith-binary (passes-asc2.md §2): maxnumf on 2-D f16 -> max_l2, minnumf on
// bf16 -> min_l2, minsi i16, muli i64; andi on i8 (no recast, calCount 1); ori on 4x16 i16 and
// andi on i64 (recast to i8 with the first dim scaled by bytes, back-cast after); scalar
// addf/andi left alone; divsi/xori tiles left alone; an L1 tile allocates in a1.
// RUN: ascopt --asclower-arith-binary %s | FileCheck %s

// CHECK-LABEL: func.func @maxnumf(%arg0: !asctile.tile<4x8xf16, UB>, %arg1: !asctile.tile<4x8xf16, UB>) -> !asctile.tile<4x8xf16, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<4x8xf16, UB> to !ascendc.local_tensor<4x8xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8xf16, UB> to !ascendc.local_tensor<4x8xf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x8xf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x8xf16> to !asctile.tile<4x8xf16, UB>
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: ascendc.max_l2 %2, %1, %0, %c32_i64 : !ascendc.local_tensor<4x8xf16>, !ascendc.local_tensor<4x8xf16>, !ascendc.local_tensor<4x8xf16>, i64
// CHECK-NEXT: return %3 : !asctile.tile<4x8xf16, UB>
// CHECK-NEXT: }
func.func @maxnumf(%a: !asctile.tile<4x8xf16, UB>, %b: !asctile.tile<4x8xf16, UB>) -> !asctile.tile<4x8xf16, UB> {
  %0 = arith.maxnumf %a, %b : !asctile.tile<4x8xf16, UB>
  return %0 : !asctile.tile<4x8xf16, UB>
}
// CHECK-LABEL: func.func @minnumf(%arg0: !asctile.tile<8xbf16, UB>, %arg1: !asctile.tile<8xbf16, UB>) -> !asctile.tile<8xbf16, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8xbf16, UB> to !ascendc.local_tensor<8xbf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8xbf16, UB> to !ascendc.local_tensor<8xbf16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8xbf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8xbf16> to !asctile.tile<8xbf16, UB>
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: ascendc.min_l2 %2, %1, %0, %c8_i64 : !ascendc.local_tensor<8xbf16>, !ascendc.local_tensor<8xbf16>, !ascendc.local_tensor<8xbf16>, i64
// CHECK-NEXT: return %3 : !asctile.tile<8xbf16, UB>
// CHECK-NEXT: }
func.func @minnumf(%a: !asctile.tile<8xbf16, UB>, %b: !asctile.tile<8xbf16, UB>) -> !asctile.tile<8xbf16, UB> {
  %0 = arith.minnumf %a, %b : !asctile.tile<8xbf16, UB>
  return %0 : !asctile.tile<8xbf16, UB>
}
// CHECK-LABEL: func.func @minsi(%arg0: !asctile.tile<8xi16, UB>, %arg1: !asctile.tile<8xi16, UB>) -> !asctile.tile<8xi16, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8xi16, UB> to !ascendc.local_tensor<8xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8xi16, UB> to !ascendc.local_tensor<8xi16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8xi16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8xi16> to !asctile.tile<8xi16, UB>
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: ascendc.min_l2 %2, %1, %0, %c8_i64 : !ascendc.local_tensor<8xi16>, !ascendc.local_tensor<8xi16>, !ascendc.local_tensor<8xi16>, i64
// CHECK-NEXT: return %3 : !asctile.tile<8xi16, UB>
// CHECK-NEXT: }
func.func @minsi(%a: !asctile.tile<8xi16, UB>, %b: !asctile.tile<8xi16, UB>) -> !asctile.tile<8xi16, UB> {
  %0 = arith.minsi %a, %b : !asctile.tile<8xi16, UB>
  return %0 : !asctile.tile<8xi16, UB>
}
// CHECK-LABEL: func.func @muli64(%arg0: !asctile.tile<8xi64, UB>, %arg1: !asctile.tile<8xi64, UB>) -> !asctile.tile<8xi64, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8xi64, UB> to !ascendc.local_tensor<8xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8xi64, UB> to !ascendc.local_tensor<8xi64>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8xi64>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8xi64> to !asctile.tile<8xi64, UB>
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: ascendc.mul_l2 %2, %1, %0, %c8_i64 : !ascendc.local_tensor<8xi64>, !ascendc.local_tensor<8xi64>, !ascendc.local_tensor<8xi64>, i64
// CHECK-NEXT: return %3 : !asctile.tile<8xi64, UB>
// CHECK-NEXT: }
func.func @muli64(%a: !asctile.tile<8xi64, UB>, %b: !asctile.tile<8xi64, UB>) -> !asctile.tile<8xi64, UB> {
  %0 = arith.muli %a, %b : !asctile.tile<8xi64, UB>
  return %0 : !asctile.tile<8xi64, UB>
}
// CHECK-LABEL: func.func @andi8(%arg0: !asctile.tile<32xi8, UB>, %arg1: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi8, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<32xi8, UB> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<32xi8, UB> to !ascendc.local_tensor<32xi8>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <32xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<32xi8> to !asctile.tile<32xi8, UB>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: ascendc.and_l2 %2, %1, %0, %c1_i64 : !ascendc.local_tensor<32xi8>, !ascendc.local_tensor<32xi8>, !ascendc.local_tensor<32xi8>, i64
// CHECK-NEXT: return %3 : !asctile.tile<32xi8, UB>
// CHECK-NEXT: }
func.func @andi8(%a: !asctile.tile<32xi8, UB>, %b: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi8, UB> {
  %0 = arith.andi %a, %b : !asctile.tile<32xi8, UB>
  return %0 : !asctile.tile<32xi8, UB>
}
// CHECK-LABEL: func.func @ori16_2d(%arg0: !asctile.tile<4x16xi16, UB>, %arg1: !asctile.tile<4x16xi16, UB>) -> !asctile.tile<4x16xi16, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<4x16xi16, UB> to !ascendc.local_tensor<4x16xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x16xi16, UB> to !ascendc.local_tensor<4x16xi16>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x16xi16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x16xi16> to !ascendc.local_tensor<8x16xi8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<8x16xi8> to !ascendc.local_tensor<8x16xi8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x16xi16> to !ascendc.local_tensor<8x16xi8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<8x16xi8> to !ascendc.local_tensor<8x16xi8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<4x16xi16> to !ascendc.local_tensor<8x16xi8>
// CHECK-NEXT: %8 = ascendc.reinterpret_cast %7 : !ascendc.local_tensor<8x16xi8> to !ascendc.local_tensor<8x16xi8>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: ascendc.or_l2 %4, %6, %8, %c1_i64 : !ascendc.local_tensor<8x16xi8>, !ascendc.local_tensor<8x16xi8>, !ascendc.local_tensor<8x16xi8>, i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<8x16xi8> to !ascendc.local_tensor<4x16xi16>
// CHECK-NEXT: %10 = ascendc.reinterpret_cast %9 : !ascendc.local_tensor<4x16xi16> to !ascendc.local_tensor<4x16xi16>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !ascendc.local_tensor<4x16xi16> to !asctile.tile<4x16xi16, UB>
// CHECK-NEXT: return %11 : !asctile.tile<4x16xi16, UB>
// CHECK-NEXT: }
func.func @ori16_2d(%a: !asctile.tile<4x16xi16, UB>, %b: !asctile.tile<4x16xi16, UB>) -> !asctile.tile<4x16xi16, UB> {
  %0 = arith.ori %a, %b : !asctile.tile<4x16xi16, UB>
  return %0 : !asctile.tile<4x16xi16, UB>
}
// CHECK-LABEL: func.func @andi64(%arg0: !asctile.tile<8xi64, UB>, %arg1: !asctile.tile<8xi64, UB>) -> !asctile.tile<8xi64, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8xi64, UB> to !ascendc.local_tensor<8xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8xi64, UB> to !ascendc.local_tensor<8xi64>
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8xi64>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8xi64> to !ascendc.local_tensor<64xi8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<64xi8> to !ascendc.local_tensor<64xi8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8xi64> to !ascendc.local_tensor<64xi8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<64xi8> to !ascendc.local_tensor<64xi8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<8xi64> to !ascendc.local_tensor<64xi8>
// CHECK-NEXT: %8 = ascendc.reinterpret_cast %7 : !ascendc.local_tensor<64xi8> to !ascendc.local_tensor<64xi8>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: ascendc.and_l2 %4, %6, %8, %c1_i64 : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi8>, i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<64xi8> to !ascendc.local_tensor<8xi64>
// CHECK-NEXT: %10 = ascendc.reinterpret_cast %9 : !ascendc.local_tensor<8xi64> to !ascendc.local_tensor<8xi64>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !ascendc.local_tensor<8xi64> to !asctile.tile<8xi64, UB>
// CHECK-NEXT: return %11 : !asctile.tile<8xi64, UB>
// CHECK-NEXT: }
func.func @andi64(%a: !asctile.tile<8xi64, UB>, %b: !asctile.tile<8xi64, UB>) -> !asctile.tile<8xi64, UB> {
  %0 = arith.andi %a, %b : !asctile.tile<8xi64, UB>
  return %0 : !asctile.tile<8xi64, UB>
}
// CHECK-LABEL: func.func @scalar(%arg0: f32, %arg1: f32, %arg2: i32) -> f32 {
// CHECK: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.andi %arg2, %arg2 : i32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @scalar(%a: f32, %b: f32, %c: i32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.andi %c, %c : i32
  return %0 : f32
}
// CHECK-LABEL: func.func @divsi(%arg0: !asctile.tile<8xi32, UB>, %arg1: !asctile.tile<8xi32, UB>) -> !asctile.tile<8xi32, UB> {
// CHECK: %0 = arith.divsi %arg0, %arg1 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: %1 = arith.xori %0, %arg1 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<8xi32, UB>
// CHECK-NEXT: }
func.func @divsi(%a: !asctile.tile<8xi32, UB>, %b: !asctile.tile<8xi32, UB>) -> !asctile.tile<8xi32, UB> {
  %0 = arith.divsi %a, %b : !asctile.tile<8xi32, UB>
  %1 = arith.xori %0, %b : !asctile.tile<8xi32, UB>
  return %1 : !asctile.tile<8xi32, UB>
}
// CHECK-LABEL: func.func @l1(%arg0: !asctile.tile<8xf32, L1>, %arg1: !asctile.tile<8xf32, L1>) -> !asctile.tile<8xf32, L1> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8xf32, L1> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto a1() : <8xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8xf32> to !asctile.tile<8xf32, L1>
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: ascendc.add_l2 %1, %0, %0, %c8_i64 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i64
// CHECK-NEXT: return %2 : !asctile.tile<8xf32, L1>
// CHECK-NEXT: }
func.func @l1(%a: !asctile.tile<8xf32, L1>, %b: !asctile.tile<8xf32, L1>) -> !asctile.tile<8xf32, L1> {
  %0 = arith.addf %a, %a : !asctile.tile<8xf32, L1>
  return %0 : !asctile.tile<8xf32, L1>
}
