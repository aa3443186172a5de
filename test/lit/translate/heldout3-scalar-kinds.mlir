// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): scalar
// operand kinds no test translated before. The vector-scalar ops' scalar as a one-element
// local tensor, an integer or a float (§3.18: printed by name; each op kind in its own
// function, the mask-list counter being per kind, §1.5); CompareScalar with an integer
// scalar (Appendix A rows 9-10, §3.21); Power with scalar operands (§3.6), RmsNorm with an
// integer epsilon (§3.8), SetDeqScale/SetLoadDataPaddingValue with integers (rows 187,
// 195) and the register Duplicate of an integer (§3.14, no namespace). Expected text by hand.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void adds_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: AscendC::Adds<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Adds<half, 1>(v1, v2, v3, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::Adds<half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::Adds<half, 0>(v1, v2, v9, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Adds<half, 0>(v1, v2, v8, v1_mask_list2, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @adds_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.adds_l0 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.adds_l2 %d, %s, %one, %n {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, i32
  ascendc.adds_l1 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.adds_l1 %d, %s, %i, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.adds_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void subs_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: AscendC::Subs<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Subs<half, 1>(v1, v2, v3, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::Subs<half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::Subs<half, 0>(v1, v2, v9, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Subs<half, 0>(v1, v2, v8, v1_mask_list2, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @subs_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.subs_l0 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.subs_l2 %d, %s, %one, %n {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, i32
  ascendc.subs_l1 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.subs_l1 %d, %s, %i, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.subs_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void leaky_relu_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: AscendC::LeakyRelu<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::LeakyRelu<half, 1>(v1, v2, v3, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::LeakyRelu<half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::LeakyRelu<half, 0>(v1, v2, v9, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::LeakyRelu<half, 0>(v1, v2, v8, v1_mask_list2, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @leaky_relu_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.leaky_relu_l0 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.leaky_relu_l2 %d, %s, %one, %n {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, i32
  ascendc.leaky_relu_l1 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.leaky_relu_l1 %d, %s, %i, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.leaky_relu_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maxs_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: AscendC::Maxs<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Maxs<half, 1>(v1, v2, v3, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::Maxs<half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::Maxs<half, 0>(v1, v2, v9, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Maxs<half, 0>(v1, v2, v8, v1_mask_list2, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @maxs_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.maxs_l0 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.maxs_l2 %d, %s, %one, %n {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, i32
  ascendc.maxs_l1 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.maxs_l1 %d, %s, %i, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.maxs_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void mins_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: AscendC::Mins<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Mins<half, 1>(v1, v2, v3, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::Mins<half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::Mins<half, 0>(v1, v2, v9, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Mins<half, 0>(v1, v2, v8, v1_mask_list2, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @mins_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.mins_l0 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.mins_l2 %d, %s, %one, %n {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, i32
  ascendc.mins_l1 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.mins_l1 %d, %s, %i, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.mins_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void muls_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: AscendC::Muls<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Muls<half, 1>(v1, v2, v3, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::Muls<half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::Muls<half, 0>(v1, v2, v9, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Muls<half, 0>(v1, v2, v8, v1_mask_list2, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @muls_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.muls_l0 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.muls_l2 %d, %s, %one, %n {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, i32
  ascendc.muls_l1 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.muls_l1 %d, %s, %i, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.muls_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void divs_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: AscendC::Divs<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Divs<half, 1>(v1, v2, v3, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::Divs<half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::Divs<half, 0>(v1, v2, v9, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Divs<half, 0>(v1, v2, v8, v1_mask_list2, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @divs_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.divs_l0 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l2 %d, %s, %one, %n {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, i32
  ascendc.divs_l1 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l1 %d, %s, %i, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shift_left_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: AscendC::ShiftLeft<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::ShiftLeft<half, 1>(v1, v2, v3, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::ShiftLeft<half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::ShiftLeft<half, 0>(v1, v2, v9, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::ShiftLeft<half, 0>(v1, v2, v8, v1_mask_list2, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shift_left_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.shift_left_l0 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_left_l2 %d, %s, %one, %n {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, i32
  ascendc.shift_left_l1 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_left_l1 %d, %s, %i, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_left_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void shift_right_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: AscendC::ShiftRight<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::ShiftRight<half, 1>(v1, v2, v3, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::ShiftRight<half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::ShiftRight<half, 0>(v1, v2, v9, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::ShiftRight<half, 0>(v1, v2, v8, v1_mask_list2, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @shift_right_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.shift_right_l0 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_right_l2 %d, %s, %one, %n {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, i32
  ascendc.shift_right_l1 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_right_l1 %d, %s, %i, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_right_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void axpy_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: AscendC::Axpy<half, half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Axpy(v1, v2, v3, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::Axpy<half, half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::Axpy<half, half, 1>(v1, v2, v7, v1_mask_list1, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @axpy_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.axpy_l0 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.axpy_l2 %d, %s, %one, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, i32
  ascendc.axpy_l1 %d, %s, %one, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.axpy_l1 %d, %s, %n, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void duplicate_scalar_kinds(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7, half v8, int16_t v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::Duplicate<half, 0>(v1, v3, v1_mask_list0, v5, v7, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @duplicate_scalar_kinds(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %one: !ascendc.local_tensor<1xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32, %x: f16, %i: i16) {
  ascendc.duplicate_l1 %d, %one, %m, %r, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<1xf16>, ui64, ui8, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_scalar_int(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7) {
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::LE, v4, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list[] = {v4};
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::GT, v1_mask_list, v5, v6);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::NE, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_scalar_int(%c: !ascendc.local_tensor<256xui8>, %a: !ascendc.local_tensor<128xi16>, %i: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32) {
  ascendc.compare_scalar_l0 %c, %a, %i, %m, %r, %p {cmpMode = 3 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.compare_scalar_l1 %c, %a, %i, %m, %r, %p {cmpMode = 1 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.compare_scalar_l2 %c, %a, %i, %n {cmpMode = 5 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xi16>, i16, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void scalar_operands(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, half v3, int32_t v4, AscendC::LocalTensor<uint8_t> v5, RmsNormTiling v6, AscendC::MicroAPI::RegTensor<int32_t> v7, int16_t v8) {
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: AscendC::Power<half, c0_i1>(v1, v2, v3, v5, v4);
// CHECK-NEXT: AscendC::Power<half, c0_i1>(v1, v3, v2);
// CHECK-NEXT: AscendC::Power<half, c0_i1>(v1, v8, v4, v4);
// CHECK-NEXT: AscendC::RmsNorm<half, 0>(v1, v2, v2, v4, v6);
// CHECK-NEXT: AscendC::SetDeqScale(v4);
// CHECK-NEXT: AscendC::SetLoadDataPaddingValue(v8);
// CHECK-NEXT: Duplicate(v7, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_operands(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %x: f16, %n: i32, %tmp: !ascendc.local_tensor<256xui8>, %t: !ascendc.rmsnorm_tiling, %reg: !ascendc.reg_tensor<i32>, %i: i16) {
  %false = arith.constant false
  ascendc.power %d, %s, %x, %tmp, %n, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !ascendc.local_tensor<256xui8>, i32, i1
  ascendc.power %d, %x, %s, %false {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 1>} : !ascendc.local_tensor<128xf16>, f16, !ascendc.local_tensor<128xf16>, i1
  ascendc.power %d, %i, %n, %n, %false {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>} : !ascendc.local_tensor<128xf16>, i16, i32, i32, i1
  ascendc.rms_norm %d, %s, %s, %n, %t : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32, !ascendc.rmsnorm_tiling
  ascendc.set_deq_scale %n : i32
  ascendc.set_load_data_padding_value %i : i16
  ascendc.duplicate %reg, %n : !ascendc.reg_tensor<i32>, i32
  return
}

