// Audit of asclower-asctile-i1 (passes-asc2.md §2, no compilation arch): cmp GE on i16 tiles
// (both cast to f16 with calCount 0, packed result ceil(20/8) = 3 bytes), cmp NE on a 2-D f16
// tile, cmps EQ on i32 (no casting), select on a 2-D tile (mask recast to ui8).
// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s

// CHECK-LABEL: func.func @cmp_i16(%arg0: !asctile.tile<20xi16, UB>, %arg1: !asctile.tile<20xi16, UB>) -> !asctile.tile<20xi1, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<20xi16, UB> to !ascendc.local_tensor<20xi16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<20xi16, UB> to !ascendc.local_tensor<20xi16>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <20xf16>
// CHECK-NEXT: ascendc.cast_l2 %2, %1, %c0_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<20xf16>, !ascendc.local_tensor<20xi16>, i64
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <20xf16>
// CHECK-NEXT: ascendc.cast_l2 %3, %0, %c0_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<20xf16>, !ascendc.local_tensor<20xi16>, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <3xi8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<3xi8> to !ascendc.local_tensor<3xui8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<3xui8> to !ascendc.local_tensor<3xui8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<3xui8> to !asctile.tile<20xi1, UB>
// CHECK-NEXT: %8 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %6, %2, %3, %c0_i64, %c0_i64, %8 {cmpMode = 4 : i64} : !ascendc.local_tensor<3xui8>, !ascendc.local_tensor<20xf16>, !ascendc.local_tensor<20xf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %7 : !asctile.tile<20xi1, UB>
// CHECK-NEXT: }
func.func @cmp_i16(%arg0: !asctile.tile<20xi16, UB>, %arg1: !asctile.tile<20xi16, UB>) -> !asctile.tile<20xi1, UB> {
  %0 = asctile.cmp "GE" %arg0, %arg1 : !asctile.tile<20xi16, UB>
  return %0 : !asctile.tile<20xi1, UB>
}
// CHECK-LABEL: func.func @cmp_f16_2d(%arg0: !asctile.tile<4x16xf16, UB>, %arg1: !asctile.tile<4x16xf16, UB>) -> !asctile.tile<4x16xi1, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<4x16xf16, UB> to !ascendc.local_tensor<4x16xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x16xf16, UB> to !ascendc.local_tensor<4x16xf16>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8xi8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<8xui8> to !asctile.tile<4x16xi1, UB>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %4, %1, %0, %c0_i64, %c0_i64, %6 {cmpMode = 5 : i64} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<4x16xf16>, !ascendc.local_tensor<4x16xf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %5 : !asctile.tile<4x16xi1, UB>
// CHECK-NEXT: }
func.func @cmp_f16_2d(%arg0: !asctile.tile<4x16xf16, UB>, %arg1: !asctile.tile<4x16xf16, UB>) -> !asctile.tile<4x16xi1, UB> {
  %0 = asctile.cmp "NE" %arg0, %arg1 : !asctile.tile<4x16xf16, UB>
  return %0 : !asctile.tile<4x16xi1, UB>
}
// CHECK-LABEL: func.func @cmps_i32(%arg0: !asctile.tile<16xi32, UB>, %arg1: i32) -> !asctile.tile<16xi1, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xi32, UB> to !ascendc.local_tensor<16xi32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <2xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<2xi8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT: %3 = ascendc.reinterpret_cast %2 : !ascendc.local_tensor<2xui8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<2xui8> to !asctile.tile<16xi1, UB>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %5 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.compare_scalar_l0 %3, %0, %arg1, %c0_i64, %c0_i64, %5 {cmpMode = 2 : i64} : !ascendc.local_tensor<2xui8>, !ascendc.local_tensor<16xi32>, i32, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return %4 : !asctile.tile<16xi1, UB>
// CHECK-NEXT: }
func.func @cmps_i32(%arg0: !asctile.tile<16xi32, UB>, %arg1: i32) -> !asctile.tile<16xi1, UB> {
  %0 = asctile.cmps "EQ" %arg0, %arg1 : !asctile.tile<16xi32, UB>
  return %0 : !asctile.tile<16xi1, UB>
}
// CHECK-LABEL: func.func @select_2d(%arg0: !asctile.tile<4x16xi1, UB>, %arg1: !asctile.tile<4x16xf16, UB>, %arg2: !asctile.tile<4x16xf16, UB>) -> !asctile.tile<4x16xf16, UB> {
// CHECK: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<4x16xf16, UB> to !ascendc.local_tensor<4x16xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<4x16xf16, UB> to !ascendc.local_tensor<4x16xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x16xi1, UB> to !ascendc.local_tensor<8xi8>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <4x16xf16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<4x16xf16> to !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8xi8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %7 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.select_l0 %3, %6, %1, %0, %c0_i64, %c0_i64, %7 {selMode = 2 : i32} : !ascendc.local_tensor<4x16xf16>, !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<4x16xf16>, !ascendc.local_tensor<4x16xf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %4 : !asctile.tile<4x16xf16, UB>
// CHECK-NEXT: }
func.func @select_2d(%arg0: !asctile.tile<4x16xi1, UB>, %arg1: !asctile.tile<4x16xf16, UB>, %arg2: !asctile.tile<4x16xf16, UB>) -> !asctile.tile<4x16xf16, UB> {
  %0 = asctile.select %arg0, %arg1, %arg2 : !asctile.tile<4x16xf16, UB>
  return %0 : !asctile.tile<4x16xf16, UB>
}
