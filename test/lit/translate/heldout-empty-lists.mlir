// Held-out style cases: variadic mask and count lists with no values, for every op kind
// that declares such an array (emission.md §1.5: "An empty mask list yields {}"), one op
// per function so the arrays never clash.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The custom and generic forms ascopt prints translate to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// §1.5: an empty variadic list is still declared, as {}.
// CHECK-LABEL: void empty_compare_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<uint8_t> v2, uint8_t v3, AscendC::BinaryRepeatParams v4, AscendC::UnaryRepeatParams v5, half v6, uint16_t v7, AscendC::LocalTensor<uint32_t> v8, AscendC::CopyRepeatParams v9, AscendC::MrgSortSrcList<half> v10, int16_t v11) {
// CHECK-NEXT: uint64_t v2_mask_list[] = {};
// CHECK-NEXT: AscendC::Compare(v2, v1, v1, AscendC::CMPMODE::LT, v2_mask_list, v3, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_compare_l1(%d: !ascendc.local_tensor<64xf16>, %u: !ascendc.local_tensor<64xui8>, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %x: f16, %b: ui16, %o: !ascendc.local_tensor<64xui32>, %cp: !ascendc.copy_repeat_params, %sl: !ascendc.mrg_sort_src_list<f16>, %vb: i16) {
  "ascendc.compare_l1"(%u, %d, %d, %r, %p) {cmpMode = 0 : i32} : (!ascendc.local_tensor<64xui8>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui8, !ascendc.binary_repeat_params) -> ()
  return
}

// CHECK-LABEL: void empty_compare_r_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<uint8_t> v2, uint8_t v3, AscendC::BinaryRepeatParams v4, AscendC::UnaryRepeatParams v5, half v6, uint16_t v7, AscendC::LocalTensor<uint32_t> v8, AscendC::CopyRepeatParams v9, AscendC::MrgSortSrcList<half> v10, int16_t v11) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {};
// CHECK-NEXT: AscendC::Compare(v1, v1, AscendC::CMPMODE::GT, v1_mask_list, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_compare_r_l1(%d: !ascendc.local_tensor<64xf16>, %u: !ascendc.local_tensor<64xui8>, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %x: f16, %b: ui16, %o: !ascendc.local_tensor<64xui32>, %cp: !ascendc.copy_repeat_params, %sl: !ascendc.mrg_sort_src_list<f16>, %vb: i16) {
  "ascendc.compare_r_l1"(%d, %d, %p) {cmpMode = 1 : i32} : (!ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.binary_repeat_params) -> ()
  return
}

// CHECK-LABEL: void empty_duplicate_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<uint8_t> v2, uint8_t v3, AscendC::BinaryRepeatParams v4, AscendC::UnaryRepeatParams v5, half v6, uint16_t v7, AscendC::LocalTensor<uint32_t> v8, AscendC::CopyRepeatParams v9, AscendC::MrgSortSrcList<half> v10, int16_t v11) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Duplicate<half, 0>(v1, v6, v1_mask_list0, v3, v7, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_duplicate_l1(%d: !ascendc.local_tensor<64xf16>, %u: !ascendc.local_tensor<64xui8>, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %x: f16, %b: ui16, %o: !ascendc.local_tensor<64xui32>, %cp: !ascendc.copy_repeat_params, %sl: !ascendc.mrg_sort_src_list<f16>, %vb: i16) {
  ascendc.duplicate_l1 %d, %x, %r, %b, %r : !ascendc.local_tensor<64xf16>, f16, ui8, ui16, ui8
  return
}

// CHECK-LABEL: void empty_select_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<uint8_t> v2, uint8_t v3, AscendC::BinaryRepeatParams v4, AscendC::UnaryRepeatParams v5, half v6, uint16_t v7, AscendC::LocalTensor<uint32_t> v8, AscendC::CopyRepeatParams v9, AscendC::MrgSortSrcList<half> v10, int16_t v11) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Select(v1, v2, v1, v1, AscendC::SELMODE::VSEL_CMPMASK_SPR, v1_mask_list0, v3, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_select_l1(%d: !ascendc.local_tensor<64xf16>, %u: !ascendc.local_tensor<64xui8>, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %x: f16, %b: ui16, %o: !ascendc.local_tensor<64xui32>, %cp: !ascendc.copy_repeat_params, %sl: !ascendc.mrg_sort_src_list<f16>, %vb: i16) {
  ascendc.select_l1 %d, %u, %d, %d, %r, %p {selMode = 0 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xui8>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void empty_cast_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<uint8_t> v2, uint8_t v3, AscendC::BinaryRepeatParams v4, AscendC::UnaryRepeatParams v5, half v6, uint16_t v7, AscendC::LocalTensor<uint32_t> v8, AscendC::CopyRepeatParams v9, AscendC::MrgSortSrcList<half> v10, int16_t v11) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Cast<half, half, 0>(v1, v1, AscendC::RoundMode::CAST_NONE, v1_mask_list0, v3, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_cast_l1(%d: !ascendc.local_tensor<64xf16>, %u: !ascendc.local_tensor<64xui8>, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %x: f16, %b: ui16, %o: !ascendc.local_tensor<64xui32>, %cp: !ascendc.copy_repeat_params, %sl: !ascendc.mrg_sort_src_list<f16>, %vb: i16) {
  ascendc.cast_l1 %d, %d, %r, %up {roundMode = 0 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: void empty_whole_reduce_sum_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<uint8_t> v2, uint8_t v3, AscendC::BinaryRepeatParams v4, AscendC::UnaryRepeatParams v5, half v6, uint16_t v7, AscendC::LocalTensor<uint32_t> v8, AscendC::CopyRepeatParams v9, AscendC::MrgSortSrcList<half> v10, int16_t v11) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::WholeReduceSum(v1, v1, v1_mask_list0, v3, v3, v3, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_whole_reduce_sum_l1(%d: !ascendc.local_tensor<64xf16>, %u: !ascendc.local_tensor<64xui8>, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %x: f16, %b: ui16, %o: !ascendc.local_tensor<64xui32>, %cp: !ascendc.copy_repeat_params, %sl: !ascendc.mrg_sort_src_list<f16>, %vb: i16) {
  ascendc.whole_reduce_sum_l1 %d, %d, %r, %r, %r, %r : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui8, ui8, ui8, ui8
  return
}

// CHECK-LABEL: void empty_reduce_sum_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<uint8_t> v2, uint8_t v3, AscendC::BinaryRepeatParams v4, AscendC::UnaryRepeatParams v5, half v6, uint16_t v7, AscendC::LocalTensor<uint32_t> v8, AscendC::CopyRepeatParams v9, AscendC::MrgSortSrcList<half> v10, int16_t v11) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::ReduceSum(v1, v1, v1, v1_mask_list0, v3, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_reduce_sum_l1(%d: !ascendc.local_tensor<64xf16>, %u: !ascendc.local_tensor<64xui8>, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %x: f16, %b: ui16, %o: !ascendc.local_tensor<64xui32>, %cp: !ascendc.copy_repeat_params, %sl: !ascendc.mrg_sort_src_list<f16>, %vb: i16) {
  ascendc.reduce_sum_l1 %d, %d, %d, %r, %r : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui8, ui8
  return
}

// CHECK-LABEL: void empty_gather_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<uint8_t> v2, uint8_t v3, AscendC::BinaryRepeatParams v4, AscendC::UnaryRepeatParams v5, half v6, uint16_t v7, AscendC::LocalTensor<uint32_t> v8, AscendC::CopyRepeatParams v9, AscendC::MrgSortSrcList<half> v10, int16_t v11) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Gather(v1, v1, v8, v7, v1_mask_list0, v3, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_gather_l1(%d: !ascendc.local_tensor<64xf16>, %u: !ascendc.local_tensor<64xui8>, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %x: f16, %b: ui16, %o: !ascendc.local_tensor<64xui32>, %cp: !ascendc.copy_repeat_params, %sl: !ascendc.mrg_sort_src_list<f16>, %vb: i16) {
  ascendc.gather_l1 %d, %d, %o, %b, %r, %b : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xui32>, ui16, ui8, ui16
  return
}

// CHECK-LABEL: void empty_mrg_sort(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<uint8_t> v2, uint8_t v3, AscendC::BinaryRepeatParams v4, AscendC::UnaryRepeatParams v5, half v6, uint16_t v7, AscendC::LocalTensor<uint32_t> v8, AscendC::CopyRepeatParams v9, AscendC::MrgSortSrcList<half> v10, int16_t v11) {
// CHECK-NEXT: uint16_t v1_element_count_list_0[] = {};
// CHECK-NEXT: uint32_t v1_sorted_num_0[] = {};
// CHECK-NEXT: AscendC::MrgSort<half, 0>(v1, v10, v1_element_count_list_0, v1_sorted_num_0, v11, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_mrg_sort(%d: !ascendc.local_tensor<64xf16>, %u: !ascendc.local_tensor<64xui8>, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %x: f16, %b: ui16, %o: !ascendc.local_tensor<64xui32>, %cp: !ascendc.copy_repeat_params, %sl: !ascendc.mrg_sort_src_list<f16>, %vb: i16) {
  ascendc.mrg_sort %d, %sl, %vb, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1, 1>} : !ascendc.local_tensor<64xf16>, !ascendc.mrg_sort_src_list<f16>, i16, ui8
  return
}

// CHECK-LABEL: void empty_copy_l0(AscendC::LocalTensor<half> v1, uint8_t v2, AscendC::CopyRepeatParams v3) {
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Copy<half, c0_i1>(v1, v1, v1_mask_list0, v2, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_copy_l0(%d: !ascendc.local_tensor<64xf16>, %r: ui8, %cp: !ascendc.copy_repeat_params) {
  %k = arith.constant false
  ascendc.copy_l0 %d, %d, %r, %cp, %k : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui8, !ascendc.copy_repeat_params, i1
  return
}

// CHECK-LABEL: void empty_data_copy_slice(AscendC::GlobalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::SliceInfo v3, uint32_t v4) {
// CHECK-NEXT: AscendC::SliceInfo v2_slice_info[] = {v3};
// CHECK-NEXT: AscendC::SliceInfo v1_slice_info[] = {};
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v2_slice_info, v1_slice_info, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @empty_data_copy_slice(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<16xf16>, %s: !ascendc.slice_info, %n: ui32) {
  ascendc.data_copy_slice %l, %g, %s, %n {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<16xf16>, !ascendc.global_tensor<*xf16>, !ascendc.slice_info, ui32
  return
}
