// ascendc-fill-asc-operands replaces placeholder operands (constants <= 0, parameter
// structures built without fields) from the destination's static shape: 100 f16
// elements are one repeat of mask 100.

// RUN: ascopt -ascendc-fill-asc-operands %s | FileCheck %s

// CHECK-LABEL: func.func @fill
// CHECK:         ascendc.add_l2 %arg0, %arg0, %arg1, %c100_i32
// CHECK-NEXT:    %[[P:.*]] = ascendc.construct !ascendc.unary_repeat_params(%c1_i32, %c1_i32, %c8_i32, %c8_i32) [ui16, ui16, ui8, ui8]
// CHECK-NEXT:    ascendc.exp_l0 %arg0, %arg1, %c100_i64, %c1_i32, %[[P]]

func.func @fill(%a: !ascendc.local_tensor<100xf16>, %b: !ascendc.local_tensor<100xf16>) {
  %c0 = arith.constant 0 : i32
  %c0_64 = arith.constant 0 : i64
  ascendc.add_l2 %a, %a, %b, %c0 : !ascendc.local_tensor<100xf16>, !ascendc.local_tensor<100xf16>, !ascendc.local_tensor<100xf16>, i32
  %p = ascendc.construct !ascendc.unary_repeat_params()
  ascendc.exp_l0 %a, %b, %c0_64, %c0, %p : !ascendc.local_tensor<100xf16>, !ascendc.local_tensor<100xf16>, i64, i32, !ascendc.unary_repeat_params
  return
}
