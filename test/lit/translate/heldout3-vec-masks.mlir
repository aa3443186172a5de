// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): the
// vector ops' mask forms no test translated before: L1 ops with an empty mask list (the
// array is still declared, `{}`, emission.md §1.5) and with isSetMask given and not, L0 and
// L2 ops with isSetMask given and not (§3.17-§3.20). Expected text derived from the
// templates by hand; the mask-list counter is per op kind (§1.5).
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_add_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Add<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Add<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Add<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Add<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_add_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.add_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.add_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_add_relu_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::AddRelu<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::AddRelu<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::AddRelu<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::AddRelu<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_add_relu_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_relu_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_and_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::And<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::And<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::And<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::And<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_and_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.and_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.and_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.and_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.and_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_div_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Div<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Div<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Div<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Div<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_div_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.div_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.div_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.div_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.div_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_fused_mul_add_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::FusedMulAdd<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::FusedMulAdd<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::FusedMulAdd<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::FusedMulAdd<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_fused_mul_add_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.fused_mul_add_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_fused_mul_add_relu_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::FusedMulAddRelu<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::FusedMulAddRelu<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::FusedMulAddRelu<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::FusedMulAddRelu<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_fused_mul_add_relu_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.fused_mul_add_relu_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_relu_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_relu_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_relu_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_max_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Max<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Max<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Max<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Max<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_max_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.max_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.max_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.max_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.max_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_min_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Min<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Min<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Min<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Min<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_min_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.min_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.min_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.min_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.min_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_mul_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Mul<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Mul<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Mul<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Mul<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_mul_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.mul_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.mul_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.mul_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_or_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Or<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Or<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Or<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Or<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_or_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.or_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.or_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.or_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.or_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_sub_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Sub<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Sub<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Sub<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Sub<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_sub_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.sub_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.sub_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.sub_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.sub_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_sub_relu_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::SubRelu<half, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::SubRelu<half, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::SubRelu<half, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::SubRelu<half, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_sub_relu_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.sub_relu_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_mask_forms_mul_cast_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::MulCast(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::MulCast(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_mask_forms_mul_cast_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.mul_cast_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.binary_repeat_params
  ascendc.mul_cast_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_cast_l1_mask_forms_add_deq_relu_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::AddDeqRelu<half, int32_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::AddDeqRelu<half, int32_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::AddDeqRelu<half, int32_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::AddDeqRelu<half, int32_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_l1_mask_forms_add_deq_relu_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xi32>, %b: !ascendc.local_tensor<128xi32>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_deq_relu_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui8, !ascendc.binary_repeat_params
  ascendc.add_deq_relu_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui8, !ascendc.binary_repeat_params
  ascendc.add_deq_relu_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_deq_relu_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_cast_l1_mask_forms_add_relu_cast_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::AddReluCast<half, int32_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::AddReluCast<half, int32_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::AddReluCast<half, int32_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::AddReluCast<half, int32_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_l1_mask_forms_add_relu_cast_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xi32>, %b: !ascendc.local_tensor<128xi32>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_relu_cast_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_cast_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_cast_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_cast_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_cast_l1_mask_forms_sub_relu_cast_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::SubReluCast<half, int32_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::SubReluCast<half, int32_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::SubReluCast<half, int32_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::SubReluCast<half, int32_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_l1_mask_forms_sub_relu_cast_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xi32>, %b: !ascendc.local_tensor<128xi32>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.sub_relu_cast_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_cast_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_cast_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_cast_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_cast_l1_mask_forms_mul_add_dst_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::MulAddDst<half, int32_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::MulAddDst<half, int32_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::MulAddDst<half, int32_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::MulAddDst<half, int32_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_l1_mask_forms_mul_add_dst_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xi32>, %b: !ascendc.local_tensor<128xi32>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.mul_add_dst_l1 %d, %a, %b, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui8, !ascendc.binary_repeat_params
  ascendc.mul_add_dst_l1 %d, %a, %b, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui8, !ascendc.binary_repeat_params
  ascendc.mul_add_dst_l1 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_add_dst_l1 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l0_flag_forms(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: AscendC::Add<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Add<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::AddRelu<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::AddRelu<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::And<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::And<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::FusedMulAdd<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::FusedMulAdd<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Min<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Min<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Mul<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Mul<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Or<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Or<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::SubRelu<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::SubRelu<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l0_flag_forms(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.and_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.and_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.min_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.min_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.or_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.or_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary_l1_mask_forms_abs_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Abs<half, 1>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Abs<half, 0>(v1, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Abs<half, 1>(v1, v2, v1_mask_list2, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v3};
// CHECK-NEXT: AscendC::Abs<half, 0>(v1, v2, v1_mask_list3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_mask_forms_abs_l1(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.abs_l1 %d, %s, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.abs_l1 %d, %s, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.abs_l1 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.abs_l1 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary_l1_mask_forms_exp_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Exp<half, 1>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Exp<half, 0>(v1, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Exp<half, 1>(v1, v2, v1_mask_list2, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v3};
// CHECK-NEXT: AscendC::Exp<half, 0>(v1, v2, v1_mask_list3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_mask_forms_exp_l1(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.exp_l1 %d, %s, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.exp_l1 %d, %s, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.exp_l1 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.exp_l1 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary_l1_mask_forms_ln_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Ln<half, 1>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Ln<half, 0>(v1, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Ln<half, 1>(v1, v2, v1_mask_list2, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v3};
// CHECK-NEXT: AscendC::Ln<half, 0>(v1, v2, v1_mask_list3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_mask_forms_ln_l1(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.ln_l1 %d, %s, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.ln_l1 %d, %s, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.ln_l1 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.ln_l1 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary_l1_mask_forms_not_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Not<half, 1>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Not<half, 0>(v1, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Not<half, 1>(v1, v2, v1_mask_list2, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v3};
// CHECK-NEXT: AscendC::Not<half, 0>(v1, v2, v1_mask_list3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_mask_forms_not_l1(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.not_l1 %d, %s, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.not_l1 %d, %s, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.not_l1 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.not_l1 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary_l1_mask_forms_reciprocal_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Reciprocal<half, 1>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Reciprocal<half, 0>(v1, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Reciprocal<half, 1>(v1, v2, v1_mask_list2, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v3};
// CHECK-NEXT: AscendC::Reciprocal<half, 0>(v1, v2, v1_mask_list3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_mask_forms_reciprocal_l1(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.reciprocal_l1 %d, %s, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.reciprocal_l1 %d, %s, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.reciprocal_l1 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.reciprocal_l1 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary_l1_mask_forms_relu_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Relu<half, 1>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Relu<half, 0>(v1, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Relu<half, 1>(v1, v2, v1_mask_list2, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v3};
// CHECK-NEXT: AscendC::Relu<half, 0>(v1, v2, v1_mask_list3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_mask_forms_relu_l1(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.relu_l1 %d, %s, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.relu_l1 %d, %s, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.relu_l1 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.relu_l1 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary_l1_mask_forms_rsqrt_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Rsqrt<half, 1>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Rsqrt<half, 0>(v1, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Rsqrt<half, 1>(v1, v2, v1_mask_list2, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v3};
// CHECK-NEXT: AscendC::Rsqrt<half, 0>(v1, v2, v1_mask_list3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_mask_forms_rsqrt_l1(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.rsqrt_l1 %d, %s, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.rsqrt_l1 %d, %s, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.rsqrt_l1 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.rsqrt_l1 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary_l1_mask_forms_sqrt_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Sqrt<half, 1>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Sqrt<half, 0>(v1, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Sqrt<half, 1>(v1, v2, v1_mask_list2, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v3};
// CHECK-NEXT: AscendC::Sqrt<half, 0>(v1, v2, v1_mask_list3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l1_mask_forms_sqrt_l1(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.sqrt_l1 %d, %s, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.sqrt_l1 %d, %s, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, !ascendc.unary_repeat_params
  ascendc.sqrt_l1 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.sqrt_l1 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary_l0_flag_forms(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: AscendC::Exp<half, 1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Exp<half, 0>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Sqrt<half, 1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Sqrt<half, 0>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Abs<half, 1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Abs<half, 0>(v1, v2, v3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_l0_flag_forms(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.exp_l0 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.exp_l0 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.sqrt_l0 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.sqrt_l0 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.abs_l0 %d, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.abs_l0 %d, %s, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l1_mask_forms_adds_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Adds<int16_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Adds<int16_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Adds<int16_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Adds<int16_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l1_mask_forms_adds_l1(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.adds_l1 %d, %s, %x, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.adds_l1 %d, %s, %x, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.adds_l1 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.adds_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l1_mask_forms_subs_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Subs<int16_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Subs<int16_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Subs<int16_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Subs<int16_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l1_mask_forms_subs_l1(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.subs_l1 %d, %s, %x, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.subs_l1 %d, %s, %x, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.subs_l1 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.subs_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l1_mask_forms_leaky_relu_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::LeakyRelu<int16_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::LeakyRelu<int16_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::LeakyRelu<int16_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::LeakyRelu<int16_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l1_mask_forms_leaky_relu_l1(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.leaky_relu_l1 %d, %s, %x, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.leaky_relu_l1 %d, %s, %x, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.leaky_relu_l1 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.leaky_relu_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l1_mask_forms_maxs_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Maxs<int16_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Maxs<int16_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Maxs<int16_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Maxs<int16_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l1_mask_forms_maxs_l1(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.maxs_l1 %d, %s, %x, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.maxs_l1 %d, %s, %x, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.maxs_l1 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.maxs_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l1_mask_forms_mins_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Mins<int16_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Mins<int16_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Mins<int16_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Mins<int16_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l1_mask_forms_mins_l1(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.mins_l1 %d, %s, %x, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.mins_l1 %d, %s, %x, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.mins_l1 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.mins_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l1_mask_forms_muls_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Muls<int16_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Muls<int16_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Muls<int16_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Muls<int16_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l1_mask_forms_muls_l1(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.muls_l1 %d, %s, %x, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.muls_l1 %d, %s, %x, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.muls_l1 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.muls_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l1_mask_forms_divs_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Divs<int16_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Divs<int16_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::Divs<int16_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::Divs<int16_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l1_mask_forms_divs_l1(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.divs_l1 %d, %s, %x, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l1 %d, %s, %x, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l1 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l1_mask_forms_shift_left_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::ShiftLeft<int16_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::ShiftLeft<int16_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::ShiftLeft<int16_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::ShiftLeft<int16_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l1_mask_forms_shift_left_l1(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.shift_left_l1 %d, %s, %x, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.shift_left_l1 %d, %s, %x, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.shift_left_l1 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_left_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l1_mask_forms_shift_right_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::ShiftRight<int16_t, 1>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::ShiftRight<int16_t, 0>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4};
// CHECK-NEXT: AscendC::ShiftRight<int16_t, 1>(v1, v2, v3, v1_mask_list2, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4};
// CHECK-NEXT: AscendC::ShiftRight<int16_t, 0>(v1, v2, v3, v1_mask_list3, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l1_mask_forms_shift_right_l1(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.shift_right_l1 %d, %s, %x, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.shift_right_l1 %d, %s, %x, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui8, !ascendc.unary_repeat_params
  ascendc.shift_right_l1 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_right_l1 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l0_flag_forms(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6) {
// CHECK-NEXT: AscendC::Adds<int16_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Adds<int16_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Subs<int16_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Subs<int16_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::LeakyRelu<int16_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::LeakyRelu<int16_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Maxs<int16_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Maxs<int16_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Mins<int16_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Mins<int16_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Muls<int16_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Muls<int16_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Divs<int16_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Divs<int16_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::ShiftLeft<int16_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::ShiftLeft<int16_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::ShiftRight<int16_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::ShiftRight<int16_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l0_flag_forms(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params) {
  ascendc.adds_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.adds_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.subs_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.subs_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.leaky_relu_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.leaky_relu_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.maxs_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.maxs_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.mins_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.mins_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.muls_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.muls_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_left_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_left_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_right_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.shift_right_l0 %d, %s, %x, %m, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vec_scalar_l2_flag_forms(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, int16_t v3, int32_t v4) {
// CHECK-NEXT: AscendC::Adds<int16_t, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Adds<int16_t, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Subs<int16_t, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Subs<int16_t, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::LeakyRelu<int16_t, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::LeakyRelu<int16_t, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Maxs<int16_t, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Maxs<int16_t, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Mins<int16_t, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Mins<int16_t, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Muls<int16_t, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Muls<int16_t, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Divs<int16_t, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Divs<int16_t, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::ShiftLeft<int16_t, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::ShiftLeft<int16_t, 0>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::ShiftRight<int16_t, 1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::ShiftRight<int16_t, 0>(v1, v2, v3, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vec_scalar_l2_flag_forms(%d: !ascendc.local_tensor<128xi16>, %s: !ascendc.local_tensor<128xi16>, %x: i16, %n: i32) {
  ascendc.adds_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.adds_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.subs_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.subs_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.leaky_relu_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.leaky_relu_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.maxs_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.maxs_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.mins_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.mins_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.muls_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.muls_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.divs_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.divs_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.shift_left_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.shift_left_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.shift_right_l2 %d, %s, %x, %n {isSetMask} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.shift_right_l2 %d, %s, %x, %n : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i16, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void axpy_castdeq_l1_mask_forms_axpy_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<half> v2, half v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, AscendC::LocalTensor<int8_t> v7, AscendC::LocalTensor<int16_t> v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Axpy<float, half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Axpy<float, half, 1>(v1, v2, v3, v1_mask_list1, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @axpy_castdeq_l1_mask_forms_axpy_l1(%d: !ascendc.local_tensor<128xf32>, %s: !ascendc.local_tensor<128xf16>, %x: f16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %q: !ascendc.local_tensor<128xi8>, %w: !ascendc.local_tensor<128xi16>) {
  ascendc.axpy_l1 %d, %s, %x, %r, %p : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, f16, ui8, !ascendc.unary_repeat_params
  ascendc.axpy_l1 %d, %s, %x, %r, %p {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, f16, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void axpy_castdeq_l1_mask_forms_cast_deq_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<half> v2, half v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, AscendC::LocalTensor<int8_t> v7, AscendC::LocalTensor<int16_t> v8) {
// CHECK-NEXT: uint64_t v7_mask_list0[] = {};
// CHECK-NEXT: AscendC::CastDeq<int8_t, int16_t, 0, 0, 0>(v7, v8, v7_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v7_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::CastDeq<int8_t, int16_t, 0, 1, 0>(v7, v8, v7_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v7_mask_list2[] = {v4, v4};
// CHECK-NEXT: AscendC::CastDeq<int8_t, int16_t, 1, 1, 1>(v7, v8, v7_mask_list2, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @axpy_castdeq_l1_mask_forms_cast_deq_l1(%d: !ascendc.local_tensor<128xf32>, %s: !ascendc.local_tensor<128xf16>, %x: f16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %q: !ascendc.local_tensor<128xi8>, %w: !ascendc.local_tensor<128xi16>) {
  ascendc.cast_deq_l1 %q, %w, %r, %p : !ascendc.local_tensor<128xi8>, !ascendc.local_tensor<128xi16>, ui8, !ascendc.unary_repeat_params
  ascendc.cast_deq_l1 %q, %w, %m, %r, %p {isVecDeq} : !ascendc.local_tensor<128xi8>, !ascendc.local_tensor<128xi16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_deq_l1 %q, %w, %m, %m, %r, %p {halfBlock, isSetMask, isVecDeq} : !ascendc.local_tensor<128xi8>, !ascendc.local_tensor<128xi16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

