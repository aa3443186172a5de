// ascendc-fill-asc-operands: a repeat placeholder is filled only up to 255 repeats (the
// instruction's repeat count is 8 bits); a tensor needing more is refused at the op.
// Exactly 255 repeats is filled.

// RUN: ascopt -ascendc-fill-asc-operands -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @fill_255
// CHECK:         ascendc.exp_l0 %arg0, %arg1, %c128_i64, %c255_i32, %{{.*}}
func.func @fill_255(%a: !ascendc.local_tensor<32640xf16>, %b: !ascendc.local_tensor<32640xf16>) {
  %c0 = arith.constant 0 : i32
  %c0_64 = arith.constant 0 : i64
  %p = ascendc.construct !ascendc.unary_repeat_params()
  ascendc.exp_l0 %a, %b, %c0_64, %c0, %p : !ascendc.local_tensor<32640xf16>, !ascendc.local_tensor<32640xf16>, i64, i32, !ascendc.unary_repeat_params
  return
}

// -----

func.func @fill_big(%a: !ascendc.local_tensor<32768xf16>, %b: !ascendc.local_tensor<32768xf16>) {
  %c0 = arith.constant 0 : i32
  %c0_64 = arith.constant 0 : i64
  %p = ascendc.construct !ascendc.unary_repeat_params()
  // expected-error @+1 {{cannot fill the repeat times: 32768 elements need 256 repeats of 128, more than 255}}
  ascendc.exp_l0 %a, %b, %c0_64, %c0, %p : !ascendc.local_tensor<32768xf16>, !ascendc.local_tensor<32768xf16>, i64, i32, !ascendc.unary_repeat_params
  return
}

// -----

// A repeat count given explicitly is left alone, whatever the size.
// CHECK-LABEL: func.func @given
// CHECK:         ascendc.exp_l0 %arg0, %arg1, %c128_i64, %c4_i32
func.func @given(%a: !ascendc.local_tensor<32768xf16>, %b: !ascendc.local_tensor<32768xf16>) {
  %c4 = arith.constant 4 : i32
  %c0_64 = arith.constant 0 : i64
  %p = ascendc.construct !ascendc.unary_repeat_params()
  ascendc.exp_l0 %a, %b, %c0_64, %c4, %p : !ascendc.local_tensor<32768xf16>, !ascendc.local_tensor<32768xf16>, i64, i32, !ascendc.unary_repeat_params
  return
}
