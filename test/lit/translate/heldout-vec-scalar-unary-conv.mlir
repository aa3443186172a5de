// Held-out style cases for vector-scalar, ternary-scalar, unary, conversion, duplicate,
// brcb, gather and scatter (emission.md §3.18-§3.22, Appendix A), expected text written
// from the spec's templates: every op per level, several element types, isSetMask and
// the cast_deq flags set and unset, every RoundMode, constant operands.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The custom and generic forms ascopt prints translate to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// §3.18 L0: AscendC::<Api><{E(dst)}, {B(isSetMask)}>(dst, src, scalar, mask, repeatTimes, repeatParams).
// CHECK-LABEL: void scalar_l0_all_f16(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, half v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: AscendC::Adds<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Subs<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::LeakyRelu<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Maxs<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Mins<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Muls<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Divs<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::ShiftLeft<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::ShiftRight<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l0_all_f16(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %x: f16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.adds_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.subs_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.leaky_relu_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.maxs_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.mins_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.muls_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_left_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_right_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// §3.18 L1: mask list, then the L0 call with the array.
// CHECK-LABEL: void scalar_l1_all_i16(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::UnaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Adds<int16_t, 1>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l1_all_i16(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.unary_repeat_params) {
  ascendc.adds_l1 %d, %s, %x, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui64, i32, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void scalar_l1_all_i16_1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::UnaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Subs<int16_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l1_all_i16_1(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.unary_repeat_params) {
  ascendc.subs_l1 %d, %s, %x, %m0, %m1, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui64, i32, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void scalar_l1_all_i16_2(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::UnaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::LeakyRelu<int16_t, 1>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l1_all_i16_2(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.unary_repeat_params) {
  ascendc.leaky_relu_l1 %d, %s, %x, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui64, i32, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void scalar_l1_all_i16_3(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::UnaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Maxs<int16_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l1_all_i16_3(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.unary_repeat_params) {
  ascendc.maxs_l1 %d, %s, %x, %m0, %m1, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui64, i32, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void scalar_l1_all_i16_4(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::UnaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Mins<int16_t, 1>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l1_all_i16_4(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.unary_repeat_params) {
  ascendc.mins_l1 %d, %s, %x, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui64, i32, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void scalar_l1_all_i16_5(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::UnaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Muls<int16_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l1_all_i16_5(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.unary_repeat_params) {
  ascendc.muls_l1 %d, %s, %x, %m0, %m1, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui64, i32, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void scalar_l1_all_i16_6(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::UnaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Divs<int16_t, 1>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l1_all_i16_6(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.unary_repeat_params) {
  ascendc.divs_l1 %d, %s, %x, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui64, i32, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void scalar_l1_all_i16_7(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::UnaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::ShiftLeft<int16_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l1_all_i16_7(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.unary_repeat_params) {
  ascendc.shift_left_l1 %d, %s, %x, %m0, %m1, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui64, i32, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void scalar_l1_all_i16_8(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::UnaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::ShiftRight<int16_t, 1>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l1_all_i16_8(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.unary_repeat_params) {
  ascendc.shift_right_l1 %d, %s, %x, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui64, i32, !ascendc.unary_repeat_params
  return
}

// §3.18 L2 keeps the template: AscendC::<Api><{E(dst)}, {B(isSetMask)}>(dst, src, scalar, calCount).
// CHECK-LABEL: void scalar_l2_all_f32(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, float v3, int32_t v4) {
// CHECK-NEXT: AscendC::Adds<float, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Subs<float, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::LeakyRelu<float, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Maxs<float, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Mins<float, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Muls<float, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Divs<float, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::ShiftLeft<float, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::ShiftRight<float, 0>(v1, v2, v3, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_l2_all_f32(%d: !ascendc.local_tensor<128xf32>, %s: !ascendc.local_tensor<128xf32>, %x: f32, %n: i32) {
  ascendc.adds_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.subs_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.leaky_relu_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.maxs_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.mins_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.muls_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.divs_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.shift_left_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.shift_right_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  return
}

// A constant scalar operand: declared where defined, passed by name.
// CHECK-LABEL: void scalar_const_scalar(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2) {
// CHECK-NEXT: constexpr float c0_25_f32 = (float)2.500000000e-01;
// CHECK-NEXT: constexpr int32_t c64_i32 = 64;
// CHECK-NEXT: AscendC::Muls<float, 0>(v1, v2, c0_25_f32, c64_i32);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_const_scalar(%d: !ascendc.local_tensor<128xf32>, %s: !ascendc.local_tensor<128xf32>) {
  %x = arith.constant 2.500000e-01 : f32
  %n = arith.constant 64 : i32
  ascendc.muls_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  return
}

// §3.18 axpy: two types <{E(dst)}, {E(src)}, {B(isSetMask)}> at L0/L1, none at L2.
// CHECK-LABEL: void axpy_all_levels(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<half> v2, half v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7) {
// CHECK-NEXT: AscendC::Axpy<float, half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Axpy<float, half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::Axpy<float, half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::Axpy<float, half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: AscendC::Axpy(v1, v2, v3, v7);
// CHECK-NEXT: AscendC::Axpy(v1, v2, v3, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @axpy_all_levels(%d: !ascendc.local_tensor<128xf32>, %s: !ascendc.local_tensor<128xf16>, %x: f16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32) {
  ascendc.axpy_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.axpy_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.axpy_l1 %d, %s, %x, %m, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, f16, ui64, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.axpy_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.axpy_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, f16, i32
  ascendc.axpy_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, f16, i32
  return
}

// §3.19 L0.
// CHECK-LABEL: void unary_l0_all_f16(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: AscendC::Abs<half, 1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Exp<half, 0>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Ln<half, 1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Not<half, 0>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Reciprocal<half, 1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Relu<half, 0>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Rsqrt<half, 1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Sqrt<half, 0>(v1, v2, v3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l0_all_f16(%d: !ascendc.local_tensor<64xf16>, %s: !ascendc.local_tensor<64xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.abs_l0 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.exp_l0 %d, %s, %m, %r, %p : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.ln_l0 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.not_l0 %d, %s, %m, %r, %p : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.reciprocal_l0 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.relu_l0 %d, %s, %m, %r, %p : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.rsqrt_l0 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.sqrt_l0 %d, %s, %m, %r, %p : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// §3.19 L1.
// CHECK-LABEL: void unary_l1_all_i16(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v4};
// CHECK-NEXT: AscendC::Abs<int16_t, 0>(v1, v2, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_all_i16(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %m0: ui64, %m1: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.abs_l1 %d, %s, %m0, %m1, %r, %p : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void unary_l1_all_i16_1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v4};
// CHECK-NEXT: AscendC::Exp<int16_t, 1>(v1, v2, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_all_i16_1(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %m0: ui64, %m1: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.exp_l1 %d, %s, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void unary_l1_all_i16_2(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v4};
// CHECK-NEXT: AscendC::Ln<int16_t, 0>(v1, v2, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_all_i16_2(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %m0: ui64, %m1: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.ln_l1 %d, %s, %m0, %m1, %r, %p : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void unary_l1_all_i16_3(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v4};
// CHECK-NEXT: AscendC::Not<int16_t, 1>(v1, v2, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_all_i16_3(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %m0: ui64, %m1: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.not_l1 %d, %s, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void unary_l1_all_i16_4(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v4};
// CHECK-NEXT: AscendC::Reciprocal<int16_t, 0>(v1, v2, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_all_i16_4(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %m0: ui64, %m1: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.reciprocal_l1 %d, %s, %m0, %m1, %r, %p : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void unary_l1_all_i16_5(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v4};
// CHECK-NEXT: AscendC::Relu<int16_t, 1>(v1, v2, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_all_i16_5(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %m0: ui64, %m1: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.relu_l1 %d, %s, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void unary_l1_all_i16_6(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v4};
// CHECK-NEXT: AscendC::Rsqrt<int16_t, 0>(v1, v2, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_all_i16_6(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %m0: ui64, %m1: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.rsqrt_l1 %d, %s, %m0, %m1, %r, %p : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void unary_l1_all_i16_7(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v4};
// CHECK-NEXT: AscendC::Sqrt<int16_t, 1>(v1, v2, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_all_i16_7(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %m0: ui64, %m1: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.sqrt_l1 %d, %s, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// §3.19 L2: no template.
// CHECK-LABEL: void unary_l2_all_bf16(AscendC::LocalTensor<bfloat16_t> v1, AscendC::LocalTensor<bfloat16_t> v2, uint32_t v3) {
// CHECK-NEXT: AscendC::Abs(v1, v2, v3);
// CHECK-NEXT: AscendC::Exp(v1, v2, v3);
// CHECK-NEXT: AscendC::Ln(v1, v2, v3);
// CHECK-NEXT: AscendC::Not(v1, v2, v3);
// CHECK-NEXT: AscendC::Reciprocal(v1, v2, v3);
// CHECK-NEXT: AscendC::Relu(v1, v2, v3);
// CHECK-NEXT: AscendC::Rsqrt(v1, v2, v3);
// CHECK-NEXT: AscendC::Sqrt(v1, v2, v3);
// CHECK-NEXT: AscendC::Neg(v1, v2, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l2_all_bf16(%d: !ascendc.local_tensor<64xbf16>, %s: !ascendc.local_tensor<64xbf16>, %n: ui32) {
  ascendc.abs_l2 %d, %s, %n : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xbf16>, ui32
  ascendc.exp_l2 %d, %s, %n : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xbf16>, ui32
  ascendc.ln_l2 %d, %s, %n : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xbf16>, ui32
  ascendc.not_l2 %d, %s, %n : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xbf16>, ui32
  ascendc.reciprocal_l2 %d, %s, %n : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xbf16>, ui32
  ascendc.relu_l2 %d, %s, %n : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xbf16>, ui32
  ascendc.rsqrt_l2 %d, %s, %n : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xbf16>, ui32
  ascendc.sqrt_l2 %d, %s, %n : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xbf16>, ui32
  ascendc.neg_l2 %d, %s, %n : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xbf16>, ui32
  return
}

// §3.20 cast: <{E(dst)}, {E(src)}[, {B(isSetMask)}]>, RoundMode spelled AscendC::RoundMode::<case>.
// CHECK-LABEL: void cast_round_modes(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<float> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5, int32_t v6) {
// CHECK-NEXT: AscendC::Cast<half, float>(v1, v2, AscendC::RoundMode::CAST_NONE, v6);
// CHECK-NEXT: AscendC::Cast<half, float>(v1, v2, AscendC::RoundMode::CAST_RINT, v6);
// CHECK-NEXT: AscendC::Cast<half, float>(v1, v2, AscendC::RoundMode::CAST_FLOOR, v6);
// CHECK-NEXT: AscendC::Cast<half, float>(v1, v2, AscendC::RoundMode::CAST_CEIL, v6);
// CHECK-NEXT: AscendC::Cast<half, float>(v1, v2, AscendC::RoundMode::CAST_ROUND, v6);
// CHECK-NEXT: AscendC::Cast<half, float>(v1, v2, AscendC::RoundMode::CAST_TRUNC, v6);
// CHECK-NEXT: AscendC::Cast<half, float>(v1, v2, AscendC::RoundMode::CAST_ODD, v6);
// CHECK-NEXT: AscendC::Cast<half, float, 1>(v1, v2, AscendC::RoundMode::CAST_RINT, v3, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v3};
// CHECK-NEXT: AscendC::Cast<half, float, 1>(v1, v2, AscendC::RoundMode::CAST_ROUND, v1_mask_list0, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cast_round_modes(%d: !ascendc.local_tensor<64xf16>, %s: !ascendc.local_tensor<64xf32>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32) {
  ascendc.cast_l2 %d, %s, %n {roundMode = 0 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i32
  ascendc.cast_l2 %d, %s, %n {roundMode = 1 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i32
  ascendc.cast_l2 %d, %s, %n {roundMode = 2 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i32
  ascendc.cast_l2 %d, %s, %n {roundMode = 3 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i32
  ascendc.cast_l2 %d, %s, %n {roundMode = 4 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i32
  ascendc.cast_l2 %d, %s, %n {roundMode = 5 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i32
  ascendc.cast_l2 %d, %s, %n {roundMode = 6 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i32
  ascendc.cast_l0 %d, %s, %m, %r, %p {roundMode = 1 : i32, isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l1 %d, %s, %m, %m, %r, %p {roundMode = 4 : i32, isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// §3.20 cast_deq: <{E(dst)}, {E(src)}[, {B(isSetMask)}], {B(isVecDeq)}, {B(halfBlock)}>.
// CHECK-LABEL: void cast_deq_flags(AscendC::LocalTensor<int8_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5, int32_t v6) {
// CHECK-NEXT: AscendC::CastDeq<int8_t, int16_t, 0, 1, 1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3};
// CHECK-NEXT: AscendC::CastDeq<int8_t, int16_t, 1, 0, 1>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: AscendC::CastDeq<int8_t, int16_t, 1, 0>(v1, v2, v6);
// CHECK-NEXT: AscendC::CastDeq<int8_t, int16_t, 0, 1>(v1, v2, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cast_deq_flags(%d: !ascendc.local_tensor<64xi8>, %s: !ascendc.local_tensor<64xi16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32) {
  ascendc.cast_deq_l0 %d, %s, %m, %r, %p {isVecDeq, halfBlock} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_deq_l1 %d, %s, %m, %r, %p {isSetMask, halfBlock} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_deq_l2 %d, %s, %n {isVecDeq} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi16>, i32
  ascendc.cast_deq_l2 %d, %s, %n {halfBlock} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi16>, i32
  return
}

// Appendix A #187: AscendC::SetDeqScale(scale, offset?, signMode?); §3.20 set_deq_scale_l4.
// CHECK-LABEL: void set_deq_scale_forms(float v1, int16_t v2, bool v3, AscendC::LocalTensor<uint64_t> v4, AscendC::VdeqInfo v5) {
// CHECK-NEXT: AscendC::SetDeqScale(v1);
// CHECK-NEXT: AscendC::SetDeqScale(v1, v2, v3);
// CHECK-NEXT: AscendC::SetDeqScale(v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @set_deq_scale_forms(%a: f32, %b: i16, %c: i1, %v: !ascendc.local_tensor<16xui64>, %i: !ascendc.vdeq_info) {
  ascendc.set_deq_scale %a : f32
  ascendc.set_deq_scale %a, %b, %c : f32, i16, i1
  ascendc.set_deq_scale_l4 %v, %i : !ascendc.local_tensor<16xui64>, !ascendc.vdeq_info
  return
}

// §3.22 duplicate: L0/L1 with <{E(dst)}, {B(isSetMask)}>, L2 without template.
// CHECK-LABEL: void duplicate_levels(AscendC::LocalTensor<int16_t> v1, int16_t v2, uint64_t v3, uint8_t v4, uint16_t v5, uint8_t v6, int32_t v7) {
// CHECK-NEXT: AscendC::Duplicate<int16_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3};
// CHECK-NEXT: AscendC::Duplicate<int16_t, 0>(v1, v2, v1_mask_list0, v4, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v3, v3};
// CHECK-NEXT: AscendC::Duplicate<int16_t, 1>(v1, v2, v1_mask_list1, v4, v5, v6);
// CHECK-NEXT: AscendC::Duplicate(v1, v2, v7);
// CHECK-NEXT: half c1_f16 = 1.00000e+00;
// CHECK-NEXT: AscendC::Duplicate(v1, c1_f16, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @duplicate_levels(%d: !ascendc.local_tensor<64xi16>, %x: i16, %m: ui64, %r: ui8, %b: ui16, %s: ui8, %n: i32) {
  ascendc.duplicate_l0 %d, %x, %m, %r, %b, %s {isSetMask} : !ascendc.local_tensor<64xi16>, i16, ui64, ui8, ui16, ui8
  ascendc.duplicate_l1 %d, %x, %m, %r, %b, %s : !ascendc.local_tensor<64xi16>, i16, ui64, ui8, ui16, ui8
  ascendc.duplicate_l1 %d, %x, %m, %m, %r, %b, %s {isSetMask} : !ascendc.local_tensor<64xi16>, i16, ui64, ui64, ui8, ui16, ui8
  ascendc.duplicate_l2 %d, %x, %n : !ascendc.local_tensor<64xi16>, i16, i32
  %h = arith.constant 1.000000e+00 : f16
  ascendc.duplicate_l2 %d, %h, %n : !ascendc.local_tensor<64xi16>, f16, i32
  return
}

// Appendix A #4.
// CHECK-LABEL: void brcb_types(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint8_t v3, AscendC::BrcbRepeatParams v4) {
// CHECK-NEXT: AscendC::Brcb(v1, v2, v3, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @brcb_types(%d: !ascendc.local_tensor<64xf16>, %s: !ascendc.local_tensor<8xf16>, %r: ui8, %p: !ascendc.brcb_repeat_params) {
  ascendc.brcb_l0 %d, %s, %r, %p : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<8xf16>, ui8, !ascendc.brcb_repeat_params
  return
}

// §3.22 gather/gatherb/scatter, Appendix A #173-174.
// CHECK-LABEL: void gather_scatter_i16(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, AscendC::LocalTensor<uint32_t> v3, uint32_t v4, uint64_t v5, uint8_t v6, uint16_t v7, uint32_t v8, AscendC::GatherRepeatParams v9) {
// CHECK-NEXT: AscendC::Gatherb(v1, v2, v3, v6, v9);
// CHECK-NEXT: AscendC::Gather(v1, v2, v3, v4, v5, v6, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v5};
// CHECK-NEXT: AscendC::Gather(v1, v2, v3, v4, v1_mask_list0, v6, v7);
// CHECK-NEXT: AscendC::Gather(v1, v2, v3, v4, v8);
// CHECK-NEXT: AscendC::Scatter(v1, v2, v3, v4, v5, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @gather_scatter_i16(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %o: !ascendc.local_tensor<64xui32>, %base: ui32, %m: ui64, %r: ui8, %st: ui16, %n: ui32, %p: !ascendc.gather_repeat_params) {
  ascendc.gatherb_l0 %d, %s, %o, %r, %p : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xui32>, ui8, !ascendc.gather_repeat_params
  ascendc.gather_l0 %d, %s, %o, %base, %m, %r, %st : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xui32>, ui32, ui64, ui8, ui16
  ascendc.gather_l1 %d, %s, %o, %base, %m, %r, %st : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xui32>, ui32, ui64, ui8, ui16
  ascendc.gather_l2 %d, %s, %o, %base, %n : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xui32>, ui32, ui32
  ascendc.scatter_l0 %d, %s, %o, %base, %m, %r, %st : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xui32>, ui32, ui64, ui8, ui16
  return
}

// CHECK-LABEL: void gather_scatter_i16_1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, AscendC::LocalTensor<uint32_t> v3, uint32_t v4, uint64_t v5, uint8_t v6, uint16_t v7, uint32_t v8, AscendC::GatherRepeatParams v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v5, v5};
// CHECK-NEXT: AscendC::Scatter(v1, v2, v3, v4, v1_mask_list0, v6, v7);
// CHECK-NEXT: AscendC::Scatter(v1, v2, v3, v4, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @gather_scatter_i16_1(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %o: !ascendc.local_tensor<64xui32>, %base: ui32, %m: ui64, %r: ui8, %st: ui16, %n: ui32, %p: !ascendc.gather_repeat_params) {
  ascendc.scatter_l1 %d, %s, %o, %base, %m, %m, %r, %st : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xui32>, ui32, ui64, ui64, ui8, ui16
  ascendc.scatter_l2 %d, %s, %o, %base, %n : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xui32>, ui32, ui32
  return
}
