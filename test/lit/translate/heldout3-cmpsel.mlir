// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): compare
// and select forms no test translated before: compare_r_l1/compare_scalar_l1/compare_l1
// with an empty mask list, isSetMask given (never printed) and every CMPMODE case not seen
// yet; the generated compare_r_l0/compare_scalar_l0/compare_scalar_l2/select_scalar_l0
// rows with the remaining CMPMODE/SELMODE cases; select_l1/select_scalar_l1 with an
// empty mask list. Expected text from emission.md §3.21 and Appendix A by hand.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_r_l1_eq(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, AscendC::BinaryRepeatParams v4) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {};
// CHECK-NEXT: AscendC::Compare(v1, v2, AscendC::CMPMODE::EQ, v1_mask_list, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_r_l1_eq(%a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %p: !ascendc.binary_repeat_params) {
  ascendc.compare_r_l1 %a, %b, %p {cmpMode = 2 : i32, isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_r_l1_le(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, AscendC::BinaryRepeatParams v4) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {v3};
// CHECK-NEXT: AscendC::Compare(v1, v2, AscendC::CMPMODE::LE, v1_mask_list, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_r_l1_le(%a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %p: !ascendc.binary_repeat_params) {
  ascendc.compare_r_l1 %a, %b, %m, %p {cmpMode = 3 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_r_l1_ge(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, AscendC::BinaryRepeatParams v4) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {v3, v3};
// CHECK-NEXT: AscendC::Compare(v1, v2, AscendC::CMPMODE::GE, v1_mask_list, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_r_l1_ge(%a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %p: !ascendc.binary_repeat_params) {
  ascendc.compare_r_l1 %a, %b, %m, %m, %p {cmpMode = 4 : i32, isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui64, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_scalar_l1_eq(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, half v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {};
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::EQ, v1_mask_list, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_scalar_l1_eq(%d: !ascendc.local_tensor<256xui8>, %s: !ascendc.local_tensor<128xf16>, %x: f16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.compare_scalar_l1 %d, %s, %x, %r, %p {cmpMode = 2 : i32, isSetMask} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_scalar_l1_ge(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, half v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {v4};
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::GE, v1_mask_list, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_scalar_l1_ge(%d: !ascendc.local_tensor<256xui8>, %s: !ascendc.local_tensor<128xf16>, %x: f16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.compare_scalar_l1 %d, %s, %x, %m, %r, %p {cmpMode = 4 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_scalar_l1_gt(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, half v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {v4};
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::GT, v1_mask_list, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_scalar_l1_gt(%d: !ascendc.local_tensor<256xui8>, %s: !ascendc.local_tensor<128xf16>, %x: f16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.compare_scalar_l1 %d, %s, %x, %m, %r, %p {cmpMode = 1 : i32, isSetMask} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_scalar_l1_le(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, half v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {};
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::LE, v1_mask_list, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_scalar_l1_le(%d: !ascendc.local_tensor<256xui8>, %s: !ascendc.local_tensor<128xf16>, %x: f16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.compare_scalar_l1 %d, %s, %x, %r, %p {cmpMode = 3 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_scalar_l1_ne(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, half v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {v4, v4};
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::NE, v1_mask_list, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_scalar_l1_ne(%d: !ascendc.local_tensor<256xui8>, %s: !ascendc.local_tensor<128xf16>, %x: f16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.compare_scalar_l1 %d, %s, %x, %m, %m, %r, %p {cmpMode = 5 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_l1_eq(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {};
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::EQ, v1_mask_list, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_l1_eq(%d: !ascendc.local_tensor<256xui8>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.compare_l1 %d, %a, %b, %r, %p {cmpMode = 2 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_l1_ge(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {v4};
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::GE, v1_mask_list, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_l1_ge(%d: !ascendc.local_tensor<256xui8>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.compare_l1 %d, %a, %b, %m, %r, %p {cmpMode = 4 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare_select_generated_modes(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, half v5, uint8_t v6, AscendC::BinaryRepeatParams v7, AscendC::UnaryRepeatParams v8, int32_t v9) {
// CHECK-NEXT: AscendC::Compare(v2, v3, AscendC::CMPMODE::GE, v4, v7);
// CHECK-NEXT: AscendC::Compare(v2, v3, AscendC::CMPMODE::GT, v4, v7);
// CHECK-NEXT: AscendC::Compare(v2, v3, AscendC::CMPMODE::LE, v4, v7);
// CHECK-NEXT: AscendC::Compare(v2, v3, AscendC::CMPMODE::NE, v4, v7);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v5, AscendC::CMPMODE::EQ, v4, v6, v8);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v5, AscendC::CMPMODE::GE, v4, v6, v8);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v5, AscendC::CMPMODE::LE, v4, v6, v8);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v5, AscendC::CMPMODE::LT, v4, v6, v8);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v5, AscendC::CMPMODE::LE, v9);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v5, AscendC::CMPMODE::LT, v9);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v5, AscendC::CMPMODE::NE, v9);
// CHECK-NEXT: AscendC::Select(v2, v1, v3, v5, AscendC::SELMODE::VSEL_CMPMASK_SPR, v4, v6, v7);
// CHECK-NEXT: AscendC::Select(v2, v1, v3, v5, AscendC::SELMODE::VSEL_TENSOR_TENSOR_MODE, v4, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_select_generated_modes(%d: !ascendc.local_tensor<256xui8>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %x: f16, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %n: i32) {
  ascendc.compare_r_l0 %a, %b, %m, %p {cmpMode = 4 : i32, isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, !ascendc.binary_repeat_params
  ascendc.compare_r_l0 %a, %b, %m, %p {cmpMode = 1 : i32, isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, !ascendc.binary_repeat_params
  ascendc.compare_r_l0 %a, %b, %m, %p {cmpMode = 3 : i32, isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, !ascendc.binary_repeat_params
  ascendc.compare_r_l0 %a, %b, %m, %p {cmpMode = 5 : i32, isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, !ascendc.binary_repeat_params
  ascendc.compare_scalar_l0 %d, %a, %x, %m, %r, %up {cmpMode = 2 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.compare_scalar_l0 %d, %a, %x, %m, %r, %up {cmpMode = 4 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.compare_scalar_l0 %d, %a, %x, %m, %r, %up {cmpMode = 3 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.compare_scalar_l0 %d, %a, %x, %m, %r, %up {cmpMode = 0 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.compare_scalar_l2 %d, %a, %x, %n {cmpMode = 3 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, i32
  ascendc.compare_scalar_l2 %d, %a, %x, %n {cmpMode = 0 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, i32
  ascendc.compare_scalar_l2 %d, %a, %x, %n {cmpMode = 5 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, i32
  ascendc.select_scalar_l0 %a, %d, %b, %x, %m, %r, %p {selMode = 0 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.select_scalar_l0 %a, %d, %b, %x, %m, %r, %p {selMode = 2 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_l1_mask_forms_select_scalar_l1(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, half v5, uint8_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v2_mask_list0[] = {};
// CHECK-NEXT: AscendC::Select(v2, v1, v2, v5, AscendC::SELMODE::VSEL_CMPMASK_SPR, v2_mask_list0, v6, v7);
// CHECK-NEXT: uint64_t v2_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::Select(v2, v1, v2, v5, AscendC::SELMODE::VSEL_TENSOR_TENSOR_MODE, v2_mask_list1, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_l1_mask_forms_select_scalar_l1(%d: !ascendc.local_tensor<256xui8>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %x: f16, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.select_scalar_l1 %a, %d, %a, %x, %r, %p {selMode = 0 : i32, isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui8, !ascendc.binary_repeat_params
  ascendc.select_scalar_l1 %a, %d, %a, %x, %m, %r, %p {selMode = 2 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select_l1_mask_forms_select_l1(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, half v5, uint8_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v2_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::Select(v2, v1, v2, v3, AscendC::SELMODE::VSEL_TENSOR_SCALAR_MODE, v2_mask_list0, v6, v7);
// CHECK-NEXT: uint64_t v2_mask_list1[] = {};
// CHECK-NEXT: AscendC::Select(v2, v1, v2, v3, AscendC::SELMODE::VSEL_CMPMASK_SPR, v2_mask_list1, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_l1_mask_forms_select_l1(%d: !ascendc.local_tensor<256xui8>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %x: f16, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.select_l1 %a, %d, %a, %b, %m, %r, %p {selMode = 1 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.select_l1 %a, %d, %a, %b, %r, %p {selMode = 0 : i32, isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  return
}

