// ascendc-lower-to-l0 as PyAsc has it (passes-asc2.md, asclower-expand-mask step 1: "same
// as pass ascendc-lower-to-l0"): each L2 op its patterns name becomes the L0 op with one
// i64 zero as both mask halves and the repeat count, default-constructed repeat params
// (binary ops and compare: binary_repeat_params, the rest unary), duplicate_l0 with
// (dst, scalar, mask, z, z, z); cast keeps its round mode, compare its mode; no isSetMask.
// L2 ops outside the pattern list (axpy, leaky_relu, ...) stay.

// RUN: ascopt -ascendc-lower-to-l0 %s | FileCheck %s

// CHECK-LABEL: func.func @binary
// CHECK:         %[[Z:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[M:.*]] = emitasc.mask %[[Z]], %[[Z]]
// CHECK-NEXT:    %[[P:.*]] = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT:    ascendc.add_l0 %arg0, %arg1, %arg2, %[[M]], %[[Z]], %[[P]] : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !emitasc.mask, i64, !ascendc.binary_repeat_params
// CHECK:         ascendc.compare_l0 %arg3, %arg1, %arg2, {{.*}}, {{.*}}, {{.*}} {cmpMode = 2 : i32}
// CHECK-NOT:     _l2
func.func @binary(%a: !ascendc.local_tensor<256xf32>, %b: !ascendc.local_tensor<256xf32>, %c: !ascendc.local_tensor<256xf32>, %m: !ascendc.local_tensor<32xui8>) {
  %n = arith.constant 256 : i32
  ascendc.add_l2 %a, %b, %c, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.compare_l2 %m, %b, %c, %n {cmpMode = 2 : i32} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  return
}

// CHECK-LABEL: func.func @unary
// CHECK:         %[[Z:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[M:.*]] = emitasc.mask %[[Z]], %[[Z]]
// CHECK-NEXT:    %[[P:.*]] = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT:    ascendc.exp_l0 %arg0, %arg1, %[[M]], %[[Z]], %[[P]] : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK:         ascendc.cast_l0 %arg2, %arg1, {{.*}} {roundMode = 1 : i32}
// CHECK:         ascendc.muls_l0 %arg0, %arg1, %arg3, {{.*}}, {{.*}}, {{.*}} : {{.*}}, f16, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK:         %[[Z2:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[M2:.*]] = emitasc.mask %[[Z2]], %[[Z2]]
// CHECK-NEXT:    ascendc.duplicate_l0 %arg0, %arg3, %[[M2]], %[[Z2]], %[[Z2]], %[[Z2]]
// CHECK:         ascendc.leaky_relu_l2
func.func @unary(%a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %f: !ascendc.local_tensor<128xf32>, %s: f16) {
  %n = arith.constant 128 : i64
  ascendc.exp_l2 %a, %b, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i64
  ascendc.cast_l2 %f, %b, %n {roundMode = 1 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, i64
  ascendc.muls_l2 %a, %b, %s, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, i64
  ascendc.duplicate_l2 %a, %s, %n : !ascendc.local_tensor<128xf16>, f16, i64
  ascendc.leaky_relu_l2 %a, %b, %s, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, i64
  return
}
