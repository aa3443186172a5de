// The chunks of one -split-input-file run share PyAsc's process-wide counters of local
// arrays (emission.md §1.5): the second chunk's abs_l1 and mrg_sort continue the
// numbering of the first, while value names restart at v1.
// RUN: asc-translate --mlir-to-ascendc --split-input-file %s | FileCheck %s

// CHECK-LABEL: void first(AscendC::LocalTensor<half> v1, uint64_t v2, uint8_t v3, AscendC::UnaryRepeatParams v4, AscendC::MrgSortSrcList<half> v5, uint16_t v6, uint32_t v7, int16_t v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v2};
// CHECK-NEXT: AscendC::Abs<half, 0>(v1, v1, v1_mask_list0, v3, v4);
// CHECK-NEXT: uint16_t v1_element_count_list_0[] = {v6};
// CHECK-NEXT: uint32_t v1_sorted_num_0[] = {v7};
// CHECK-NEXT: AscendC::MrgSort<half, 0>(v1, v5, v1_element_count_list_0, v1_sorted_num_0, v8, v3);
// CHECK-NEXT: return;
func.func @first(%d: !ascendc.local_tensor<8xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %l: !ascendc.mrg_sort_src_list<f16>, %e: ui16, %s: ui32, %v: i16) {
  ascendc.abs_l1 %d, %d, %m, %r, %p : !ascendc.local_tensor<8xf16>, !ascendc.local_tensor<8xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.mrg_sort %d, %l, %e, %s, %v, %r {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<8xf16>, !ascendc.mrg_sort_src_list<f16>, ui16, ui32, i16, ui8
  return
}

// -----

// CHECK-LABEL: void second(AscendC::LocalTensor<half> v1, uint64_t v2, uint8_t v3, AscendC::UnaryRepeatParams v4, AscendC::MrgSortSrcList<half> v5, uint16_t v6, uint32_t v7, int16_t v8) {
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v2};
// CHECK-NEXT: AscendC::Abs<half, 0>(v1, v1, v1_mask_list1, v3, v4);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v2};
// CHECK-NEXT: AscendC::Exp<half, 0>(v1, v1, v1_mask_list0, v3, v4);
// CHECK-NEXT: uint16_t v1_element_count_list_1[] = {v6};
// CHECK-NEXT: uint32_t v1_sorted_num_1[] = {v7};
// CHECK-NEXT: AscendC::MrgSort<half, 0>(v1, v5, v1_element_count_list_1, v1_sorted_num_1, v8, v3);
// CHECK-NEXT: return;
func.func @second(%d: !ascendc.local_tensor<8xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %l: !ascendc.mrg_sort_src_list<f16>, %e: ui16, %s: ui32, %v: i16) {
  ascendc.abs_l1 %d, %d, %m, %r, %p : !ascendc.local_tensor<8xf16>, !ascendc.local_tensor<8xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.exp_l1 %d, %d, %m, %r, %p : !ascendc.local_tensor<8xf16>, !ascendc.local_tensor<8xf16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.mrg_sort %d, %l, %e, %s, %v, %r {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<8xf16>, !ascendc.mrg_sort_src_list<f16>, ui16, ui32, i16, ui8
  return
}
