// asclower-asctile-i1: every compare mode maps to its CMPMODE number (LT 0, GT 1, EQ 2,
// LE 3, GE 4, NE 5); the packed mask has ceil(N/8) bytes also when N is not a multiple
// of 8; a bf16 compare against a scalar needs no cast.

// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s

// CHECK-LABEL: func.func @modes_f16_2d
// CHECK:         ascendc.local_tensor_auto veccalc() : <32xi8>
// CHECK:         ascendc.compare_l0 %{{.*}} {cmpMode = 1 : i64} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<8x32xf16>, !ascendc.local_tensor<8x32xf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK:         ascendc.compare_l0 %{{.*}} {cmpMode = 2 : i64}
// CHECK:         ascendc.compare_l0 %{{.*}} {cmpMode = 3 : i64}
// CHECK:         ascendc.compare_l0 %{{.*}} {cmpMode = 4 : i64}
// CHECK:         ascendc.compare_l0 %{{.*}} {cmpMode = 5 : i64}
func.func @modes_f16_2d(%a: !asctile.tile<8x32xf16, UB>, %b: !asctile.tile<8x32xf16, UB>) -> (!asctile.tile<8x32xi1, UB>, !asctile.tile<8x32xi1, UB>, !asctile.tile<8x32xi1, UB>, !asctile.tile<8x32xi1, UB>, !asctile.tile<8x32xi1, UB>) {
  %0 = asctile.cmp GT %a, %b : !asctile.tile<8x32xf16, UB>
  %1 = asctile.cmp EQ %a, %b : !asctile.tile<8x32xf16, UB>
  %2 = asctile.cmp LE %a, %b : !asctile.tile<8x32xf16, UB>
  %3 = asctile.cmp GE %a, %b : !asctile.tile<8x32xf16, UB>
  %4 = asctile.cmp NE %a, %b : !asctile.tile<8x32xf16, UB>
  return %0, %1, %2, %3, %4 : !asctile.tile<8x32xi1, UB>, !asctile.tile<8x32xi1, UB>, !asctile.tile<8x32xi1, UB>, !asctile.tile<8x32xi1, UB>, !asctile.tile<8x32xi1, UB>
}

// CHECK-LABEL: func.func @cmp_odd_count
// CHECK:         %[[M:.*]] = ascendc.local_tensor_auto veccalc() : <3xi8>
// CHECK-NEXT:    %[[U:.*]] = builtin.unrealized_conversion_cast %[[M]] : !ascendc.local_tensor<3xi8> to !ascendc.local_tensor<3xui8>
// CHECK-NEXT:    %[[R:.*]] = ascendc.reinterpret_cast %[[U]] : !ascendc.local_tensor<3xui8> to !ascendc.local_tensor<3xui8>
// CHECK-NEXT:    builtin.unrealized_conversion_cast %[[R]] : !ascendc.local_tensor<3xui8> to !asctile.tile<20xi1, UB>
// CHECK:         ascendc.compare_l0 %[[R]], {{.*}} {cmpMode = 2 : i64} : !ascendc.local_tensor<3xui8>, !ascendc.local_tensor<20xf32>, !ascendc.local_tensor<20xf32>
func.func @cmp_odd_count(%a: !asctile.tile<20xf32, UB>, %b: !asctile.tile<20xf32, UB>) -> !asctile.tile<20xi1, UB> {
  %0 = asctile.cmp EQ %a, %b : !asctile.tile<20xf32, UB>
  return %0 : !asctile.tile<20xi1, UB>
}

// CHECK-LABEL: func.func @cmps_bf16
// CHECK-NOT:     ascendc.cast_l2
// CHECK:         ascendc.compare_scalar_l0 %{{.*}}, %arg1, %{{.*}} {cmpMode = 5 : i64} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xbf16>, bf16, i64, i64, !ascendc.unary_repeat_params
func.func @cmps_bf16(%a: !asctile.tile<64xbf16, UB>, %s: bf16) -> !asctile.tile<64xi1, UB> {
  %0 = asctile.cmps NE %a, %s : !asctile.tile<64xbf16, UB>
  return %0 : !asctile.tile<64xi1, UB>
}

// An integer GE compares f32 casts of both sides (c220 form: no architecture named).
// CHECK-LABEL: func.func @cmp_i32_ge
// CHECK:         ascendc.cast_l2 %{{.*}}, %{{.*}}, %c0_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xi32>, i64
// CHECK:         ascendc.cast_l2 %{{.*}}, %{{.*}}, %c0_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xi32>, i64
// CHECK:         ascendc.compare_l0 %{{.*}} {cmpMode = 4 : i64} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>
func.func @cmp_i32_ge(%a: !asctile.tile<64xi32, UB>, %b: !asctile.tile<64xi32, UB>) -> !asctile.tile<64xi1, UB> {
  %0 = asctile.cmp GE %a, %b : !asctile.tile<64xi32, UB>
  return %0 : !asctile.tile<64xi1, UB>
}

// A compare feeding a select in the same pass: the select takes the compare's ui8 mask
// through one cast to the i1 tile's converted type (2 x i8), made from the mask itself as
// the driver's value mapping does; the cast back to the i1 tile is left out (no user).
// CHECK-LABEL: func.func @cmp_then_select
// CHECK:         %[[M:.*]] = ascendc.local_tensor_auto veccalc() : <2xi8>
// CHECK-NEXT:    %[[U:.*]] = builtin.unrealized_conversion_cast %[[M]] : !ascendc.local_tensor<2xi8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT:    %[[R:.*]] = ascendc.reinterpret_cast %[[U]] : !ascendc.local_tensor<2xui8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT:    %[[I:.*]] = builtin.unrealized_conversion_cast %[[R]] : !ascendc.local_tensor<2xui8> to !ascendc.local_tensor<2xi8>
// CHECK-NEXT:    ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT:    ascendc.compare_l0 %[[R]]
// CHECK-NOT:     !asctile.tile<16xi1, UB>
// CHECK:         builtin.unrealized_conversion_cast %[[I]] : !ascendc.local_tensor<2xi8> to !ascendc.local_tensor<2xui8>
// CHECK:         ascendc.select_l0
func.func @cmp_then_select(%a: !asctile.tile<16xf32, UB>, %b: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
  %m = asctile.cmp LT %a, %b : !asctile.tile<16xf32, UB>
  %0 = asctile.select %m, %a, %b : !asctile.tile<16xf32, UB>
  return %0 : !asctile.tile<16xf32, UB>
}

// An unused compare keeps no cast back to the i1 tile.
// CHECK-LABEL: func.func @cmp_unused
// CHECK-NOT:     to !asctile.tile<16xi1, UB>
// CHECK:         ascendc.compare_l0
// CHECK-NEXT:    return
func.func @cmp_unused(%a: !asctile.tile<16xf32, UB>) {
  %m = asctile.cmp LT %a, %a : !asctile.tile<16xf32, UB>
  return
}
