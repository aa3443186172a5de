// Held-out style cases for asclower-asctile-i1, round 2 (no arch attribute): an EQ
// compare of 2-D f16 tiles (192 elements -> 24 mask bytes, no cast for floats); cmps LT on
// i32 (scalar compares never cast); select on 1-D f16 with a 5-byte mask; a bf16 cmps
// whose packed mask feeds a select (the mask goes back to i8 and is recast to ui8).
// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s



// CHECK-LABEL: func.func @cmp_f16(%arg0: !asctile.tile<8x24xf16, UB>, %arg1: !asctile.tile<8x24xf16, UB>) -> !asctile.tile<8x24xi1, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8x24xf16, UB> to !ascendc.local_tensor<8x24xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x24xf16, UB> to !ascendc.local_tensor<8x24xf16>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <24xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<24xi8> to !ascendc.local_tensor<24xui8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<24xui8> to !ascendc.local_tensor<24xui8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<24xui8> to !asctile.tile<8x24xi1, UB>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %4, %1, %0, %c0_i64, %c0_i64, %6 {cmpMode = 2 : i64} : !ascendc.local_tensor<24xui8>, !ascendc.local_tensor<8x24xf16>, !ascendc.local_tensor<8x24xf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %5 : !asctile.tile<8x24xi1, UB>
// CHECK-NEXT: }
func.func @cmp_f16(%a: !asctile.tile<8x24xf16, UB>, %b: !asctile.tile<8x24xf16, UB>) -> !asctile.tile<8x24xi1, UB> {
  %0 = asctile.cmp EQ %a, %b : !asctile.tile<8x24xf16, UB>
  return %0 : !asctile.tile<8x24xi1, UB>
}

// CHECK-LABEL: func.func @cmps_i32(%arg0: !asctile.tile<64xi32, UB>, %arg1: i32) -> !asctile.tile<64xi1, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xi32, UB> to !ascendc.local_tensor<64xi32>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <8xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<8xi8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %3 = ascendc.reinterpret_cast %2 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<8xui8> to !asctile.tile<64xi1, UB>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %5 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.compare_scalar_l0 %3, %0, %arg1, %c0_i64, %c0_i64, %5 {cmpMode = 0 : i64} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xi32>, i32, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return %4 : !asctile.tile<64xi1, UB>
// CHECK-NEXT: }
func.func @cmps_i32(%a: !asctile.tile<64xi32, UB>, %s: i32) -> !asctile.tile<64xi1, UB> {
  %0 = asctile.cmps LT %a, %s : !asctile.tile<64xi32, UB>
  return %0 : !asctile.tile<64xi1, UB>
}

// CHECK-LABEL: func.func @sel_f16(%arg0: !asctile.tile<40xi1, UB>, %arg1: !asctile.tile<40xf16, UB>, %arg2: !asctile.tile<40xf16, UB>) -> !asctile.tile<40xf16, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<40xf16, UB> to !ascendc.local_tensor<40xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<40xf16, UB> to !ascendc.local_tensor<40xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<40xi1, UB> to !ascendc.local_tensor<5xi8>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <40xf16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<40xf16> to !asctile.tile<40xf16, UB>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<5xi8> to !ascendc.local_tensor<5xui8>
// CHECK-NEXT: %6 = ascendc.reinterpret_cast %5 : !ascendc.local_tensor<5xui8> to !ascendc.local_tensor<5xui8>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %7 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.select_l0 %3, %6, %1, %0, %c0_i64, %c0_i64, %7 {selMode = 2 : i32} : !ascendc.local_tensor<40xf16>, !ascendc.local_tensor<5xui8>, !ascendc.local_tensor<40xf16>, !ascendc.local_tensor<40xf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %4 : !asctile.tile<40xf16, UB>
// CHECK-NEXT: }
func.func @sel_f16(%m: !asctile.tile<40xi1, UB>, %a: !asctile.tile<40xf16, UB>, %b: !asctile.tile<40xf16, UB>) -> !asctile.tile<40xf16, UB> {
  %0 = asctile.select %m, %a, %b : !asctile.tile<40xf16, UB>
  return %0 : !asctile.tile<40xf16, UB>
}

// CHECK-LABEL: func.func @chain(%arg0: !asctile.tile<16xbf16, UB>, %arg1: bf16) -> !asctile.tile<16xbf16, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xbf16, UB> to !ascendc.local_tensor<16xbf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <2xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<2xi8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT: %3 = ascendc.reinterpret_cast %2 : !ascendc.local_tensor<2xui8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<2xui8> to !ascendc.local_tensor<2xi8>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %5 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.compare_scalar_l0 %3, %0, %arg1, %c0_i64, %c0_i64, %5 {cmpMode = 4 : i64} : !ascendc.local_tensor<2xui8>, !ascendc.local_tensor<16xbf16>, bf16, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <16xbf16>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<16xbf16> to !asctile.tile<16xbf16, UB>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<2xi8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT: %9 = ascendc.reinterpret_cast %8 : !ascendc.local_tensor<2xui8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT: %c0_i64_0 = arith.constant 0 : i64
// CHECK-NEXT: %10 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.select_l0 %6, %9, %0, %0, %c0_i64_0, %c0_i64_0, %10 {selMode = 2 : i32} : !ascendc.local_tensor<16xbf16>, !ascendc.local_tensor<2xui8>, !ascendc.local_tensor<16xbf16>, !ascendc.local_tensor<16xbf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %7 : !asctile.tile<16xbf16, UB>
// CHECK-NEXT: }
func.func @chain(%a: !asctile.tile<16xbf16, UB>, %s: bf16) -> !asctile.tile<16xbf16, UB> {
  %m = asctile.cmps GE %a, %s : !asctile.tile<16xbf16, UB>
  %0 = asctile.select %m, %a, %a : !asctile.tile<16xbf16, UB>
  return %0 : !asctile.tile<16xbf16, UB>
}

