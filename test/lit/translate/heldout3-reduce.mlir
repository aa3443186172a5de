// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): the
// reduction family's forms no test translated before: the L1 block/pair/max/min/whole
// reductions with an empty mask list (declared `{}` with its per-kind counter, §1.5) and
// isSetMask given (never printed, §3.23); the generated L0 reductions with isSetMask flipped
// (Appendix A); Scatter and BilinearInterpolation with an empty mask list (§3.22); the
// four pattern reductions with every ReducePattern case and with no srcShape (N = 0), and
// Broadcast with both shape lists empty (§3.4, §3.8). Expected text derived by hand.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_block_reduce_max_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::BlockReduceMax(v1, v2, v4, v1_mask_list0, v5, v6, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_block_reduce_max_l1(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.block_reduce_max_l1 %d, %s, %r, %a, %b, %r : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_block_reduce_min_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::BlockReduceMin(v1, v2, v4, v1_mask_list0, v5, v6, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_block_reduce_min_l1(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.block_reduce_min_l1 %d, %s, %r, %a, %b, %r {isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_block_reduce_sum_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::BlockReduceSum(v1, v2, v4, v1_mask_list0, v5, v6, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_block_reduce_sum_l1(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.block_reduce_sum_l1 %d, %s, %r, %a, %b, %r : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_pair_reduce_sum_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::PairReduceSum(v1, v2, v4, v1_mask_list0, v5, v6, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_pair_reduce_sum_l1(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.pair_reduce_sum_l1 %d, %s, %r, %a, %b, %r {isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_reduce_max_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::ReduceMax(v1, v2, v3, v1_mask_list0, v4, v5, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_reduce_max_l1(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.reduce_max_l1 %d, %s, %t, %r, %a, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_reduce_min_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::ReduceMin(v1, v2, v3, v1_mask_list0, v4, v5, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_reduce_min_l1(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.reduce_min_l1 %d, %s, %t, %r, %a, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_whole_reduce_max_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v1_mask_list0, v4, v5, v6, v4, AscendC::ReduceOrder::ORDER_VALUE_INDEX);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v1_mask_list1, v4, v5, v6, v4, AscendC::ReduceOrder::ORDER_ONLY_INDEX);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_whole_reduce_max_l1(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.whole_reduce_max_l1 %d, %s, %r, %a, %b, %r {order = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i32, i32
  ascendc.whole_reduce_max_l1 %d, %s, %r, %a, %b, %r {order = 3 : i32, isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_whole_reduce_min_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v1_mask_list0, v4, v5, v6, v4, AscendC::ReduceOrder::ORDER_VALUE_INDEX);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v1_mask_list1, v4, v5, v6, v4, AscendC::ReduceOrder::ORDER_ONLY_INDEX);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_whole_reduce_min_l1(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.whole_reduce_min_l1 %d, %s, %r, %a, %b, %r {order = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i32, i32
  ascendc.whole_reduce_min_l1 %d, %s, %r, %a, %b, %r {order = 3 : i32, isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_pair_reduce_sum_l0(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: AscendC::PairReduceSum(v1, v2, v4, v8, v5, v6, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_pair_reduce_sum_l0(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.pair_reduce_sum_l0 %d, %s, %r, %m, %a, %b, %r : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, ui64, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_repeat_reduce_sum_l0(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: AscendC::RepeatReduceSum(v1, v2, v4, v8, v5, v6, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_repeat_reduce_sum_l0(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.repeat_reduce_sum_l0 %d, %s, %r, %m, %a, %b, %r, %a : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, ui64, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_whole_reduce_max_l0(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v8, v4, v5, v6, v4, AscendC::ReduceOrder::ORDER_INDEX_VALUE);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_whole_reduce_max_l0(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.whole_reduce_max_l0 %d, %s, %m, %r, %a, %b, %r {isSetMask, order = 1 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void reduce_l1_empty_masks_whole_reduce_sum_l0(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, int32_t v6, bool v7, uint64_t v8) {
// CHECK-NEXT: AscendC::WholeReduceSum(v1, v2, v8, v4, v5, v6, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_empty_masks_whole_reduce_sum_l0(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32, %b: i32, %k: i1, %m: ui64) {
  ascendc.whole_reduce_sum_l0 %d, %s, %m, %r, %a, %b, %r {isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void scatter_bilinear_empty_masks_scatter_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, AscendC::LocalTensor<uint32_t> v3, uint32_t v4, uint8_t v5, uint16_t v6, int32_t v7, bool v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::Scatter(v1, v2, v3, v4, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scatter_bilinear_empty_masks_scatter_l1(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %o: !ascendc.local_tensor<64xui32>, %base: ui32, %r: ui8, %st: ui16, %n: i32, %b: i1) {
  ascendc.scatter_l1 %d, %s, %o, %base, %r, %st : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xui32>, ui32, ui8, ui16
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void scatter_bilinear_empty_masks_bilinearInterpolation_l1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, AscendC::LocalTensor<uint32_t> v3, uint32_t v4, uint8_t v5, uint16_t v6, int32_t v7, bool v8) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {};
// CHECK-NEXT: AscendC::BilinearInterpolation(v1, v2, v3, v2, v1_mask_list0, v7, v8, v6, v6, v5, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scatter_bilinear_empty_masks_bilinearInterpolation_l1(%d: !ascendc.local_tensor<64xi16>, %s: !ascendc.local_tensor<64xi16>, %o: !ascendc.local_tensor<64xui32>, %base: ui32, %r: ui8, %st: ui16, %n: i32, %b: i1) {
  ascendc.bilinearInterpolation_l1 %d, %s, %o, %s, %n, %b, %st, %st, %r, %s : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xui32>, !ascendc.local_tensor<64xi16>, i32, i1, ui16, ui16, ui8, !ascendc.local_tensor<64xi16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void pattern_reductions(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5) {
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::R>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::AR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::RA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::ARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::ARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::ARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::ARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::ARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::ARARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::ARARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::RAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::RARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::RARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::RARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::RARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::RARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[0] = {};
// CHECK-NEXT: AscendC::ReduceSum<float,AscendC::Pattern::Reduce::AR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::R>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::AR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::RA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::ARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::ARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::ARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::ARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::ARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::ARARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::ARARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::RAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::RARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::RARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::RARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::RARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::RARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[0] = {};
// CHECK-NEXT: AscendC::ReduceMax<float,AscendC::Pattern::Reduce::AR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::R>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::AR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::RA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::ARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::ARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::ARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::ARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::ARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::ARARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::ARARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::RAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::RARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::RARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::RARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::RARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::RARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[0] = {};
// CHECK-NEXT: AscendC::ReduceMin<float,AscendC::Pattern::Reduce::AR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::R>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::AR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::RA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::ARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::ARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::ARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::ARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::ARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::ARARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::ARARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::RAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::RARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::RARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::RARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::RARARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::RARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[0] = {};
// CHECK-NEXT: AscendC::ReduceProd<float,AscendC::Pattern::Reduce::AR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @pattern_reductions(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %x: i32, %y: i32) {
  ascendc.reduce_sum %d, %s, %t, %x {pattern = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_sum %d, %s, %t, %x, %y {pattern = 1 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_sum %d, %s, %t, %x {pattern = 2 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_sum %d, %s, %t, %x, %y {pattern = 3 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_sum %d, %s, %t, %x {pattern = 4 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_sum %d, %s, %t, %x, %y {pattern = 5 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_sum %d, %s, %t, %x {pattern = 6 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_sum %d, %s, %t, %x, %y {pattern = 7 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_sum %d, %s, %t, %x {pattern = 8 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_sum %d, %s, %t, %x, %y {pattern = 9 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_sum %d, %s, %t, %x {pattern = 10 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_sum %d, %s, %t, %x, %y {pattern = 11 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_sum %d, %s, %t, %x {pattern = 12 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_sum %d, %s, %t, %x, %y {pattern = 13 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_sum %d, %s, %t, %x {pattern = 14 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_sum %d, %s, %t, %x, %y {pattern = 15 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_sum %d, %s, %t {pattern = 1 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>
  ascendc.reduce_max %d, %s, %t, %x {pattern = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_max %d, %s, %t, %x, %y {pattern = 1 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_max %d, %s, %t, %x {pattern = 2 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_max %d, %s, %t, %x, %y {pattern = 3 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_max %d, %s, %t, %x {pattern = 4 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_max %d, %s, %t, %x, %y {pattern = 5 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_max %d, %s, %t, %x {pattern = 6 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_max %d, %s, %t, %x, %y {pattern = 7 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_max %d, %s, %t, %x {pattern = 8 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_max %d, %s, %t, %x, %y {pattern = 9 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_max %d, %s, %t, %x {pattern = 10 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_max %d, %s, %t, %x, %y {pattern = 11 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_max %d, %s, %t, %x {pattern = 12 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_max %d, %s, %t, %x, %y {pattern = 13 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_max %d, %s, %t, %x {pattern = 14 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_max %d, %s, %t, %x, %y {pattern = 15 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_max %d, %s, %t {pattern = 1 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>
  ascendc.reduce_min %d, %s, %t, %x {pattern = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_min %d, %s, %t, %x, %y {pattern = 1 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_min %d, %s, %t, %x {pattern = 2 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_min %d, %s, %t, %x, %y {pattern = 3 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_min %d, %s, %t, %x {pattern = 4 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_min %d, %s, %t, %x, %y {pattern = 5 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_min %d, %s, %t, %x {pattern = 6 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_min %d, %s, %t, %x, %y {pattern = 7 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_min %d, %s, %t, %x {pattern = 8 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_min %d, %s, %t, %x, %y {pattern = 9 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_min %d, %s, %t, %x {pattern = 10 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_min %d, %s, %t, %x, %y {pattern = 11 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_min %d, %s, %t, %x {pattern = 12 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_min %d, %s, %t, %x, %y {pattern = 13 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_min %d, %s, %t, %x {pattern = 14 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_min %d, %s, %t, %x, %y {pattern = 15 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_min %d, %s, %t {pattern = 1 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>
  ascendc.reduce_prod %d, %s, %t, %x {pattern = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_prod %d, %s, %t, %x, %y {pattern = 1 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_prod %d, %s, %t, %x {pattern = 2 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_prod %d, %s, %t, %x, %y {pattern = 3 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_prod %d, %s, %t, %x {pattern = 4 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_prod %d, %s, %t, %x, %y {pattern = 5 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_prod %d, %s, %t, %x {pattern = 6 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_prod %d, %s, %t, %x, %y {pattern = 7 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_prod %d, %s, %t, %x {pattern = 8 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_prod %d, %s, %t, %x, %y {pattern = 9 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_prod %d, %s, %t, %x {pattern = 10 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_prod %d, %s, %t, %x, %y {pattern = 11 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_prod %d, %s, %t, %x {pattern = 12 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_prod %d, %s, %t, %x, %y {pattern = 13 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_prod %d, %s, %t, %x {pattern = 14 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_prod %d, %s, %t, %x, %y {pattern = 15 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  ascendc.reduce_prod %d, %s, %t {pattern = 1 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void broadcast_rank0(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2) {
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t dstShape[0] = {};
// CHECK-NEXT: const uint32_t srcShape[0] = {};
// CHECK-NEXT: AscendC::BroadcastTiling bcTiling;
// CHECK-NEXT: AscendC::GetBroadcastTilingInfo<half, 0>(0, dstShape, srcShape, false, bcTiling);
// CHECK-NEXT: AscendC::Broadcast(v1, v2, dstShape, srcShape, &bcTiling);
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @broadcast_rank0(%d: !ascendc.local_tensor<64xf16>, %s: !ascendc.local_tensor<64xf16>) {
  ascendc.broadcast %d, %s {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>
  return
}

