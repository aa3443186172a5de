// Audit of asclower-math (passes-asc2.md §2): log2 and round (library form with
// isReuseSource false), absf and rsqrt (L2 form) on a 2-D f16 tile; scalar sqrt left alone.
// RUN: ascopt --asclower-math %s | FileCheck %s

// CHECK-LABEL: func.func @m(%arg0: !asctile.tile<4x16xf16, UB>, %arg1: f32) -> (!asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>, f32) {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x16xf16, UB> to !ascendc.local_tensor<4x16xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <4x16xf16>
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: ascendc.log2 %1, %0, %c64_i64, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4x16xf16>, !ascendc.local_tensor<4x16xf16>, i64, i1
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <4x16xf16>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x16xf16> to !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %c64_i64_0 = arith.constant 64 : i64
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: ascendc.round %2, %1, %c64_i64_0, %false_1 {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4x16xf16>, !ascendc.local_tensor<4x16xf16>, i64, i1
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <4x16xf16>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<4x16xf16> to !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %c64_i64_2 = arith.constant 64 : i64
// CHECK-NEXT: ascendc.abs_l2 %4, %2, %c64_i64_2 : !ascendc.local_tensor<4x16xf16>, !ascendc.local_tensor<4x16xf16>, i64
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <4x16xf16>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<4x16xf16> to !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %c64_i64_3 = arith.constant 64 : i64
// CHECK-NEXT: ascendc.rsqrt_l2 %6, %4, %c64_i64_3 : !ascendc.local_tensor<4x16xf16>, !ascendc.local_tensor<4x16xf16>, i64
// CHECK-NEXT: %8 = math.sqrt %arg1 : f32
// CHECK-NEXT: return %3, %5, %7, %8 : !asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>, f32
// CHECK-NEXT: }
func.func @m(%a: !asctile.tile<4x16xf16, UB>, %s: f32) -> (!asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>, f32) {
  %0 = math.log2 %a : !asctile.tile<4x16xf16, UB>
  %1 = math.round %0 : !asctile.tile<4x16xf16, UB>
  %2 = math.absf %1 : !asctile.tile<4x16xf16, UB>
  %3 = math.rsqrt %2 : !asctile.tile<4x16xf16, UB>
  %4 = math.sqrt %s : f32
  return %1, %2, %3, %4 : !asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>, !asctile.tile<4x16xf16, UB>, f32
}
