// ascendc-lower-to-l0: a constant count becomes full repeats (256 bytes each) plus one
// repeat for the tail on sub-tensors at the tail offset; a run-time count rounds the
// repeats up. Block stride 1, repeat stride 8.

// RUN: ascopt -ascendc-lower-to-l0=departures=true %s | FileCheck %s

// CHECK-LABEL: func.func @lower
// CHECK:         %[[BP:.*]] = ascendc.construct !ascendc.binary_repeat_params(%c1_i32, %c1_i32, %c1_i32, %c8_i32, %c8_i32, %c8_i32) [ui8, ui8, ui8, ui8, ui8, ui8] : i32, i32, i32, i32, i32, i32
// CHECK-NEXT:    ascendc.add_l0 %arg0, %arg0, %arg1, %c64_i64, %c3_i32, %[[BP]] {isSetMask}
// CHECK-NEXT:    %[[T0:.*]] = ascendc.local_tensor.subindex %arg0[%c192_i32]
// CHECK-NEXT:    %[[T1:.*]] = ascendc.local_tensor.subindex %arg1[%c192_i32]
// CHECK-NEXT:    ascendc.add_l0 %[[T0]], %[[T0]], %[[T1]], %c8_i64, %c1_i32, %[[BP]] {isSetMask}
// CHECK-NEXT:    %[[UP:.*]] = ascendc.construct !ascendc.unary_repeat_params(%c1_i32, %c1_i32, %c8_i32, %c8_i32) [ui16, ui16, ui8, ui8]
// CHECK-NEXT:    %[[R:.*]] = arith.ceildivsi %arg2, %c64_i32 : i32
// CHECK-NEXT:    ascendc.exp_l0 %arg0, %arg1, %c64_i64, %[[R]], %[[UP]] {isSetMask}
// CHECK:         ascendc.adds_l0 %arg0, %arg1, %arg3, %c64_i64, %c3_i32
// CHECK:         ascendc.adds_l0 {{.*}}, %arg3, %c8_i64, %c1_i32
// CHECK-NOT:     _l2

func.func @lower(%a: !ascendc.local_tensor<200xf32>, %b: !ascendc.local_tensor<200xf32>, %n: i32, %s: f32) {
  %c200 = arith.constant 200 : i32
  ascendc.add_l2 %a, %a, %b, %c200 : !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, i32
  ascendc.exp_l2 %a, %b, %n : !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, i32
  ascendc.adds_l2 %a, %b, %s, %c200 : !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, f32, i32
  return
}
