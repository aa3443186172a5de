// Reductions, sorting and proposals: the basic reductions at each level on half
// tensors, every ReduceOrder, the Adv reductions over several ReducePatterns and shape
// lengths, MrgSort with two lists (the per-op counter continues), sort flags.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// Basic reductions over half tensors with ui8/i32 scalars.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void pair_repeat_whole(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, int32_t v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7) {
// CHECK-NEXT: AscendC::PairReduceSum(v1, v2, v3, v4, v5, v6, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::PairReduceSum(v1, v2, v3, v1_mask_list0, v5, v6, v7);
// CHECK-NEXT: AscendC::RepeatReduceSum(v1, v2, v3, v4, v5, v6, v7, v5);
// CHECK-NEXT: AscendC::WholeReduceSum(v1, v2, v4, v3, v5, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @pair_repeat_whole(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %r: i32, %m: ui64, %a: i32, %b: i32, %c: i32) {
  ascendc.pair_reduce_sum_l0 %d, %s, %r, %m, %a, %b, %c {isSetMask} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, ui64, i32, i32, i32
  ascendc.pair_reduce_sum_l1 %d, %s, %r, %m, %m, %a, %b, %c : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, ui64, ui64, i32, i32, i32
  ascendc.repeat_reduce_sum_l0 %d, %s, %r, %m, %a, %b, %c, %a {isSetMask} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_sum_l0 %d, %s, %m, %r, %a, %b, %c : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, ui64, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void whole_sum_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, int32_t v3, uint64_t v4, int32_t v5) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::WholeReduceSum(v1, v2, v1_mask_list0, v3, v5, v5, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @whole_sum_l1(%d: !ascendc.local_tensor<*xf32>, %s: !ascendc.local_tensor<*xf32>, %r: i32, %m: ui64, %a: i32) {
  ascendc.whole_reduce_sum_l1 %d, %s, %m, %m, %r, %a, %a, %a {isSetMask} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, ui64, ui64, i32, i32, i32, i32
  return
}

// WholeReduceMax/Min with the two remaining orders.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void whole_orders(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, int32_t v3, int32_t v4) {
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v3, v4, v4, v4, v4, AscendC::ReduceOrder::ORDER_ONLY_VALUE);
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v3, v4, v4, v4, v4, AscendC::ReduceOrder::ORDER_ONLY_INDEX);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @whole_orders(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %m: i32, %r: i32) {
  ascendc.whole_reduce_max_l0 %d, %s, %m, %r, %r, %r, %r {order = 2 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i32, i32, i32, i32
  ascendc.whole_reduce_min_l0 %d, %s, %m, %r, %r, %r, %r {isSetMask, order = 3 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i32, i32, i32, i32
  return
}

// ReduceMax at its three levels, the mask values of level 1 taken from i64 constants.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_max() {
// CHECK-NEXT: AscendC::LocalTensor<half> v1;
// CHECK-NEXT: AscendC::LocalTensor<half> v2;
// CHECK-NEXT: AscendC::LocalTensor<half> v3;
// CHECK-NEXT: constexpr int32_t c128_i32 = 128;
// CHECK-NEXT: constexpr int64_t c255_i64 = 255;
// CHECK-NEXT: constexpr int64_t c0_i64 = 0;
// CHECK-NEXT: constexpr int32_t c2_i32 = 2;
// CHECK-NEXT: constexpr int32_t c8_i32 = 8;
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: constexpr int32_t c256_i32 = 256;
// CHECK-NEXT: AscendC::ReduceMax(v1, v2, v3, c128_i32, c2_i32, c8_i32, c1_i32);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {c255_i64, c0_i64};
// CHECK-NEXT: AscendC::ReduceMax(v1, v2, v3, v1_mask_list0, c2_i32, c8_i32, c1_i32);
// CHECK-NEXT: AscendC::ReduceMax(v1, v2, v3, c256_i32, c1_i32);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_max() {
  %dst = ascendc.local_tensor : !ascendc.local_tensor<256xf16>
  %src = ascendc.local_tensor : !ascendc.local_tensor<256xf16>
  %tmp = ascendc.local_tensor : !ascendc.local_tensor<256xf16>
  %mask = arith.constant 128 : i32
  %m0 = arith.constant 255 : i64
  %m1 = arith.constant 0 : i64
  %rep = arith.constant 2 : i32
  %stride = arith.constant 8 : i32
  %idx = arith.constant 1 : i32
  %count = arith.constant 256 : i32
  ascendc.reduce_max_l0 %dst, %src, %tmp, %mask, %rep, %stride, %idx : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32, i32, i32, i32
  ascendc.reduce_max_l1 %dst, %src, %tmp, %m0, %m1, %rep, %stride, %idx : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i64, i64, i32, i32, i32
  ascendc.reduce_max_l2 %dst, %src, %tmp, %count, %idx : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32, i32
  return
}

// Block reductions on half.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void block(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, int32_t v3, uint64_t v4, int32_t v5) {
// CHECK-NEXT: AscendC::BlockReduceSum(v1, v2, v3, v4, v5, v5, v5);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::BlockReduceMax(v1, v2, v3, v1_mask_list0, v5, v5, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @block(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %r: i32, %m: ui64, %a: i32) {
  ascendc.block_reduce_sum_l0 %d, %s, %r, %m, %a, %a, %a {isSetMask} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, ui64, i32, i32, i32
  ascendc.block_reduce_max_l1 %d, %s, %r, %m, %m, %a, %a, %a : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, ui64, ui64, i32, i32, i32
  return
}

// The Adv reductions: one shape line per srcShape value, the pattern as a class.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void adv_reduce(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<uint8_t> v3, int32_t v4, int32_t v5) {
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::AR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::R>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[3] = {v4, v5, v4};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::ARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::RA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[4] = {v4, v5, v4, v5};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::RARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @adv_reduce(%d: !ascendc.local_tensor<*xf32>, %s: !ascendc.local_tensor<*xf32>, %tmp: !ascendc.local_tensor<*xui8>, %a: i32, %b: i32) {
  ascendc.reduce_sum %d, %s, %tmp, %a, %b {pattern = 1 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui8>, i32, i32
  ascendc.reduce_max %d, %s, %tmp, %a {pattern = 0 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui8>, i32
  ascendc.reduce_min %d, %s, %tmp, %a, %b, %a {pattern = 3 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui8>, i32, i32, i32
  ascendc.reduce_prod %d, %s, %tmp, %a, %b {pattern = 2 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui8>, i32, i32
  ascendc.reduce_sum %d, %s, %tmp, %a, %b, %a, %b {pattern = 11 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui8>, i32, i32, i32, i32
  return
}

// Sorting and proposals on half tensors.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void sorting(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<uint32_t> v3, AscendC::LocalTensor<half> v4, int32_t v5, uint32_t v6) {
// CHECK-NEXT: AscendC::Sort<half, 1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::Sort32(v1, v2, v3, v5);
// CHECK-NEXT: AscendC::RpSort16(v1, v2, v5);
// CHECK-NEXT: AscendC::Concat(v1, v2, v4, v5);
// CHECK-NEXT: AscendC::Extract(v1, v3, v2, v5);
// CHECK-NEXT: AscendC::ProposalConcat(v1, v2, v5, v5);
// CHECK-NEXT: uint32_t v7 = AscendC::GetSortLen<float>(v6);
// CHECK-NEXT: uint32_t v8 = AscendC::GetSortOffset<float>(v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @sorting(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %idx: !ascendc.local_tensor<*xui32>, %tmp: !ascendc.local_tensor<*xf16>, %r: i32, %n: ui32) {
  ascendc.sort %d, %s, %idx, %tmp, %r {isFullSort} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui32>, !ascendc.local_tensor<*xf16>, i32
  ascendc.sort32 %d, %s, %idx, %r : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui32>, i32
  ascendc.rp_sort16 %d, %s, %r : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.concat %d, %s, %tmp, %r : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.extract %d, %idx, %s, %r : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui32>, !ascendc.local_tensor<*xf16>, i32
  ascendc.proposal_concat %d, %s, %r, %r : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i32
  %0 = ascendc.get_sort_len %n : ui32
  %1 = ascendc.get_sort_offset %0 : ui32
  return
}

// MrgSort with two source lists: the arrays hold two values each, the counter goes on.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void mrg_sort_two(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint16_t v4, uint16_t v5, uint32_t v6, uint32_t v7, int16_t v8, int32_t v9) {
// CHECK-NEXT: AscendC::MrgSortSrcList<half> v10{v2, v3};
// CHECK-NEXT: uint16_t v1_element_count_list_0[] = {v4, v5};
// CHECK-NEXT: uint32_t v1_sorted_num_0[] = {v6, v7};
// CHECK-NEXT: AscendC::MrgSort<half, 0>(v1, v10, v1_element_count_list_0, v1_sorted_num_0, v8, v9);
// CHECK-NEXT: uint16_t v1_element_count_list_1[] = {v5, v4};
// CHECK-NEXT: uint32_t v1_sorted_num_1[] = {v7, v6};
// CHECK-NEXT: AscendC::MrgSort<half, 1>(v1, v10, v1_element_count_list_1, v1_sorted_num_1, v8, v9);
// CHECK-NEXT: uint16_t v11;
// CHECK-NEXT: uint16_t v12;
// CHECK-NEXT: uint16_t v13;
// CHECK-NEXT: uint16_t v14;
// CHECK-NEXT: AscendC::GetMrgSortResult(v11, v12, v13, v14);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @mrg_sort_two(%d: !ascendc.local_tensor<*xf16>, %a: !ascendc.local_tensor<*xf16>, %b: !ascendc.local_tensor<*xf16>, %e0: ui16, %e1: ui16, %s0: ui32, %s1: ui32, %v: i16, %r: i32) {
  %list = ascendc.construct !ascendc.mrg_sort_src_list<f16>(%a, %b) : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>
  ascendc.mrg_sort %d, %list, %e0, %e1, %s0, %s1, %v, %r {operandSegmentSizes = array<i32: 1, 1, 2, 2, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.mrg_sort_src_list<f16>, ui16, ui16, ui32, ui32, i16, i32
  ascendc.mrg_sort %d, %list, %e1, %e0, %s1, %s0, %v, %r {isExhaustedSuspension, operandSegmentSizes = array<i32: 1, 1, 2, 2, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.mrg_sort_src_list<f16>, ui16, ui16, ui32, ui32, i16, i32
  %r0, %r1, %r2, %r3 = ascendc.get_mrg_sort_result : ui16, ui16, ui16, ui16
  return
}
