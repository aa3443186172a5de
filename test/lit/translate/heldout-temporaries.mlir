// emission.md §1.5: the mask arrays of the L1 ops. The counter is per op kind and runs on
// across functions (one translation); an empty mask list is still declared, as `{}`, and
// takes a number; compare_l1 and compare_r_l1 name theirs without a counter, after dst
// and src0.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_masks_first(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, uint64_t v3, int8_t v4, AscendC::BinaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v3};
// CHECK-NEXT: AscendC::Add<float, 0>(v1, v2, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3};
// CHECK-NEXT: AscendC::Mul<float, 0>(v1, v2, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v2_mask_list1[] = {};
// CHECK-NEXT: AscendC::Add<float, 0>(v2, v1, v1, v2_mask_list1, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_masks_first(%d: !ascendc.local_tensor<*xf32>, %s: !ascendc.local_tensor<*xf32>, %m: ui64, %r: i8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_l1 %d, %s, %s, %m, %m, %r, %p : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, ui64, ui64, i8, !ascendc.binary_repeat_params
  ascendc.mul_l1 %d, %s, %s, %m, %r, %p : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, ui64, i8, !ascendc.binary_repeat_params
  ascendc.add_l1 %s, %d, %d, %r, %p : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_masks_second(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, uint64_t v3, int8_t v4, AscendC::BinaryRepeatParams v5, AscendC::CopyRepeatParams v6, int32_t v7) {
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Add<float, 1>(v1, v2, v2, v1_mask_list2, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list[] = {};
// CHECK-NEXT: AscendC::Compare(v1, v2, v2, AscendC::CMPMODE::GT, v1_mask_list, v4, v5);
// CHECK-NEXT: uint64_t v2_mask_list[] = {v3};
// CHECK-NEXT: AscendC::Compare(v2, v1, AscendC::CMPMODE::NE, v2_mask_list, v5);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Copy<float, v7>(v1, v2, v1_mask_list0, v7, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_masks_second(%d: !ascendc.local_tensor<*xf32>, %s: !ascendc.local_tensor<*xf32>, %m: ui64, %r: i8, %p: !ascendc.binary_repeat_params, %cp: !ascendc.copy_repeat_params, %i: i32) {
  ascendc.add_l1 %d, %s, %s, %m, %r, %p {isSetMask} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, ui64, i8, !ascendc.binary_repeat_params
  ascendc.compare_l1 %d, %s, %s, %r, %p {cmpMode = 1 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i8, !ascendc.binary_repeat_params
  ascendc.compare_r_l1 %s, %d, %m, %p {cmpMode = 5 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, ui64, !ascendc.binary_repeat_params
  ascendc.copy_l0 %d, %s, %i, %cp, %i : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, !ascendc.copy_repeat_params, i32
  return
}

