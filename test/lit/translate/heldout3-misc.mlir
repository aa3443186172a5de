// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): ops and
// forms no test translated before. The constructor ops data_copy_pad_ext_params and
// mrg_sort_src_list (AscConstructor trait default: a declaration only, emission.md §2.2,
// Appendix A rows 22 and 134, types §1.6); emitasc.vf_group with and without its lists
// (a brace block whose operands are not printed, ending with `};`, §1.2, §1.17);
// tbuf_pool.init_buf_pool with its optional shareBuf (row 207); SyncAll, IBSet and IBWait
// without isAIVOnly (rows 56, 57, 203, 204: never printed); TransDataTo5HD's uint list
// with an empty source list (§3.11) and DataCopy's slice arrays both empty (§3.12).
// Expected text derived by hand.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void constructors_and_vf_group(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, int32_t v3) {
// CHECK-NEXT: AscendC::DataCopyPadExtParams<half> v4;
// CHECK-NEXT: AscendC::MrgSortSrcList<float> v5;
// CHECK-NEXT: AscendC::DataCopyPadExtParams<int32_t> v6;
// CHECK-NEXT: {
// CHECK-NEXT:   AscendC::Adds<float, 0>(v1, v2, v3, v3);
// CHECK-NEXT:   AscendC::Muls<float, 1>(v2, v1, v3, v3);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT:   AscendC::Adds<float, 0>(v1, v1, v3, v3);
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @constructors_and_vf_group(%a: !ascendc.local_tensor<64xf32>, %b: !ascendc.local_tensor<64xf32>, %n: i32) {
  %0 = ascendc.data_copy_pad_ext_params : !ascendc.data_copy_pad_ext_params<f16>
  %1 = ascendc.mrg_sort_src_list : !ascendc.mrg_sort_src_list<f32>
  %2 = ascendc.data_copy_pad_ext_params : !ascendc.data_copy_pad_ext_params<i32>
  emitasc.vf_group %a, %a, %b, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32 {
    ascendc.adds_l2 %a, %b, %n, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
    ascendc.muls_l2 %b, %a, %n, %n {isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  } {operandSegmentSizes = array<i32: 2, 1, 1>}
  emitasc.vf_group %n : i32 {
  } {operandSegmentSizes = array<i32: 0, 0, 1>}
  emitasc.vf_group %b, %n : !ascendc.local_tensor<64xf32>, i32 {
    ascendc.adds_l2 %a, %a, %n, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32
  } {operandSegmentSizes = array<i32: 0, 1, 1>}
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void buf_pool_and_sync(AscendC::TBufPool<AscendC::TPosition::VECIN, 4> v1, AscendC::TBufPool<AscendC::TPosition::VECCALC, 2> v2, int32_t v3, AscendC::GlobalTensor<int32_t> v4, AscendC::LocalTensor<int32_t> v5) {
// CHECK-NEXT: bool v6 = v1.InitBufPool(v2, v3, v1);
// CHECK-NEXT: bool v7 = v1.InitBufPool(v1, v3, v2);
// CHECK-NEXT: AscendC::SyncAll();
// CHECK-NEXT: AscendC::SyncAll();
// CHECK-NEXT: AscendC::SyncAll(v4, v5, v3);
// CHECK-NEXT: AscendC::IBSet(v4, v5, v3, v3);
// CHECK-NEXT: AscendC::IBWait(v4, v5, v3, v3);
// CHECK-NEXT: AscendC::IBSet(v4, v5, v3, v3);
// CHECK-NEXT: AscendC::IBWait(v4, v5, v3, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @buf_pool_and_sync(%p: !ascendc.tbuf_pool<vecin, 4>, %q: !ascendc.tbuf_pool<veccalc, 2>, %n: i32, %gm: !ascendc.global_tensor<*xi32>, %ub: !ascendc.local_tensor<*xi32>) {
  %0 = ascendc.tbuf_pool.init_buf_pool(%p, %q, %n) , %p : <vecin, 4>, !ascendc.tbuf_pool<veccalc, 2>, i32 , !ascendc.tbuf_pool<vecin, 4> -> i1
  %1 = ascendc.tbuf_pool.init_buf_pool(%p, %p, %n) , %q : <vecin, 4>, !ascendc.tbuf_pool<vecin, 4>, i32 , !ascendc.tbuf_pool<veccalc, 2> -> i1
  ascendc.sync_all_hard
  ascendc.sync_all_hard {isAIVOnly}
  ascendc.sync_all_soft %gm, %ub, %n : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32
  ascendc.ib_set %gm, %ub, %n, %n : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32, i32
  ascendc.ib_wait %gm, %ub, %n, %n : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32, i32
  ascendc.ib_set %gm, %ub, %n, %n {isAIVOnly} : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32, i32
  ascendc.ib_wait %gm, %ub, %n, %n {isAIVOnly} : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void trans_uint_list_no_src(AscendC::LocalTensor<int16_t> v1, AscendC::TransDataTo5HDParams v2) {
// CHECK-NEXT: uint64_t v3 = v1.GetPhyAddr();
// CHECK-NEXT: uint64_t v2_dst_list[] = {v3, v3};
// CHECK-NEXT: uint64_t v2_src_list[] = {};
// CHECK-NEXT: AscendC::TransDataTo5HD<int16_t>(v2_dst_list, v2_src_list, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @trans_uint_list_no_src(%a: !ascendc.local_tensor<64xi16>, %p: !ascendc.trans_data_to_5hd_params) {
  %x = ascendc.local_tensor.get_phy_addr %a : !ascendc.local_tensor<64xi16>, ui64
  ascendc.trans_data_to_5hd_uint_list %x, %x, %p {operandSegmentSizes = array<i32: 2, 0, 1>} : ui64, ui64, !ascendc.trans_data_to_5hd_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void slice_arrays_empty(AscendC::GlobalTensor<half> v1, AscendC::LocalTensor<half> v2, uint32_t v3) {
// CHECK-NEXT: AscendC::SliceInfo v1_slice_info[] = {};
// CHECK-NEXT: AscendC::SliceInfo v2_slice_info[] = {};
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v1_slice_info, v2_slice_info, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @slice_arrays_empty(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<*xf16>, %n: ui32) {
  ascendc.data_copy_slice %g, %l, %n {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, ui32
  return
}

// The generated rows print TPosition MAX as PyAsc does (Appendix A rows 78, 79; row 142
// never prints its logicPos); only the hand-written position printers refuse it
// (heldout3-refusals.mlir).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void generated_position_max(int64_t v1, int32_t v2) {
// CHECK-NEXT: AscendC::TPipe v3;
// CHECK-NEXT: AscendC::LocalMemAllocator<AscendC::Hardware::UB> v4;
// CHECK-NEXT: constexpr int32_t c64_i32 = 64;
// CHECK-NEXT: AscendC::LocalTensor<half> v5 = v4.Alloc<AscendC::TPosition::MAX, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<float> v6 = v4.Alloc<AscendC::TPosition::MAX, float>(v2);
// CHECK-NEXT: uint64_t v7 = v3.GetBaseAddr();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @generated_position_max(%hw: i64, %n: i32) {
  %pipe = ascendc.pipe
  %al = ascendc.local_mem_allocator %hw : i64, !ascendc.local_mem_allocator<1>
  %c64 = arith.constant 64 : i32
  %0 = ascendc.local_mem_allocator.alloc %al, max, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %1 = ascendc.local_mem_allocator.alloc_dynamic %al, max, %n, f32 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf32>
  %2 = ascendc.pipe.get_base_addr %pipe, max : ui64
  return
}

// Both lists of a TransDataTo5HD empty: an empty dstList prints nothing (§3.11), leaving
// the lone ';' of an op without text (§1.2); Xor with neither sharedTmpBuffer nor calCount
// (§3.6).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void lists_and_options_all_absent(AscendC::TransDataTo5HDParams v1, AscendC::LocalTensor<half> v2) {
// CHECK-NEXT: ;
// CHECK-NEXT: ;
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: AscendC::Xor<half, c0_i1>(v2, v2, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @lists_and_options_all_absent(%p: !ascendc.trans_data_to_5hd_params, %d: !ascendc.local_tensor<64xf16>) {
  ascendc.trans_data_to_5hd_tensor_list %p {operandSegmentSizes = array<i32: 0, 0, 1>} : !ascendc.trans_data_to_5hd_params
  ascendc.trans_data_to_5hd_uint_list %p {operandSegmentSizes = array<i32: 0, 0, 1>} : !ascendc.trans_data_to_5hd_params
  %false = arith.constant false
  ascendc.xor %d, %d, %d, %false {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 1>} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i1
  return
}
