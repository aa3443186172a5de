// asclower-asctile-i1: cmps on f16, cmp on a 2-D tile (the i1 result packs into
// ceil(64/8) bytes), cmp on i32 tiles without c310 (operands cast to f32 with the count
// placeholder 0), select on 2-D f16, and a cmp feeding a select.

// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s

// CHECK-LABEL: func.func @lower_cmps_f16(%arg0: !asctile.tile<64xf16, UB>, %arg1: f16) -> !asctile.tile<64xi1, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xf16, UB> to !ascendc.local_tensor<64xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <8xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8xi8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %3 = ascendc.reinterpret_cast %2 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<8xui8> to !asctile.tile<64xi1, UB>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %5 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.compare_scalar_l0 %3, %0, %arg1, %c0_i64, %c0_i64, %5 {cmpMode = 4 : i64} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xf16>, f16, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return %4 : !asctile.tile<64xi1, UB>
func.func @lower_cmps_f16(%arg0: !asctile.tile<64xf16, UB>, %arg1: f16) -> !asctile.tile<64xi1, UB> {
  %0 = asctile.cmps GE %arg0, %arg1 : !asctile.tile<64xf16, UB>
  return %0 : !asctile.tile<64xi1, UB>
}

// CHECK-LABEL: func.func @lower_cmp_2d(%arg0: !asctile.tile<4x16xf32, UB>, %arg1: !asctile.tile<4x16xf32, UB>) -> !asctile.tile<4x16xi1, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<4x16xf32, UB> to !ascendc.local_tensor<4x16xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x16xf32, UB> to !ascendc.local_tensor<4x16xf32>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8xi8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<8xui8> to !asctile.tile<4x16xi1, UB>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %4, %1, %0, %c0_i64, %c0_i64, %6 {cmpMode = 5 : i64} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<4x16xf32>, !ascendc.local_tensor<4x16xf32>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %5 : !asctile.tile<4x16xi1, UB>
func.func @lower_cmp_2d(%arg0: !asctile.tile<4x16xf32, UB>, %arg1: !asctile.tile<4x16xf32, UB>) -> !asctile.tile<4x16xi1, UB> {
  %0 = asctile.cmp NE %arg0, %arg1 : !asctile.tile<4x16xf32, UB>
  return %0 : !asctile.tile<4x16xi1, UB>
}

// CHECK-LABEL: func.func @lower_cmp_i32(%arg0: !asctile.tile<16xi32, UB>, %arg1: !asctile.tile<16xi32, UB>) -> !asctile.tile<16xi1, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16xi32, UB> to !ascendc.local_tensor<16xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xi32, UB> to !ascendc.local_tensor<16xi32>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: ascendc.cast_l2 %2, %1, %c0_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xi32>, i64
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: ascendc.cast_l2 %3, %0, %c0_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xi32>, i64
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <2xi8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<2xi8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<2xui8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<2xui8> to !asctile.tile<16xi1, UB>
// CHECK-NEXT: %8 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %6, %2, %3, %c0_i64, %c0_i64, %8 {cmpMode = 0 : i64} : !ascendc.local_tensor<2xui8>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %7 : !asctile.tile<16xi1, UB>
func.func @lower_cmp_i32(%arg0: !asctile.tile<16xi32, UB>, %arg1: !asctile.tile<16xi32, UB>) -> !asctile.tile<16xi1, UB> {
  %0 = asctile.cmp LT %arg0, %arg1 : !asctile.tile<16xi32, UB>
  return %0 : !asctile.tile<16xi1, UB>
}

// CHECK-LABEL: func.func @lower_select_2d(%arg0: !asctile.tile<4x16xi1, UB>, %arg1: !asctile.tile<4x16xf16, UB>, %arg2: !asctile.tile<4x16xf16, UB>) -> !asctile.tile<4x16xf16, UB> {
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<4x16xf16, UB> to !ascendc.local_tensor<4x16xf16>
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
func.func @lower_select_2d(%m: !asctile.tile<4x16xi1, UB>, %arg0: !asctile.tile<4x16xf16, UB>, %arg1: !asctile.tile<4x16xf16, UB>) -> !asctile.tile<4x16xf16, UB> {
  %0 = asctile.select %m, %arg0, %arg1 : !asctile.tile<4x16xf16, UB>
  return %0 : !asctile.tile<4x16xf16, UB>
}

// CHECK-LABEL: func.func @lower_where(%arg0: !asctile.tile<64xf32, UB>, %arg1: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
// The select takes the compare's mask through one cast made from the mask itself (the
// driver's mapping of the compare's result); no cast back to the i1 tile is left.
// CHECK:      %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<64xf32, UB> to !ascendc.local_tensor<64xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xf32, UB> to !ascendc.local_tensor<64xf32>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8xi8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xi8>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %4, %1, %0, %c0_i64, %c0_i64, %6 {cmpMode = 1 : i64} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: %7 = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !ascendc.local_tensor<64xf32> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<8xi8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %10 = ascendc.reinterpret_cast %9 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %c0_i64_0 = arith.constant 0 : i64
// CHECK-NEXT: %11 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.select_l0 %7, %10, %1, %0, %c0_i64_0, %c0_i64_0, %11 {selMode = 2 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %8 : !asctile.tile<64xf32, UB>
func.func @lower_where(%arg0: !asctile.tile<64xf32, UB>, %arg1: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
  %0 = asctile.cmp GT %arg0, %arg1 : !asctile.tile<64xf32, UB>
  %1 = asctile.select %0, %arg0, %arg1 : !asctile.tile<64xf32, UB>
  return %1 : !asctile.tile<64xf32, UB>
}

