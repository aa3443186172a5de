// Held-out style cases for data copies, cube/fixpipe, sort/proposal, dump and list
// tensors (emission.md §3.12, §3.13, §3.15, Appendix A), expected text written from the
// spec: copies in every direction with every parameter struct, copy_l0/l1 mask forms,
// fixpipe with each parameter type, mrg_sort's shared counter, optional operands present
// and absent, other element types.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The custom and generic forms ascopt prints translate to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// Appendix A #16-#21: DataCopy in both directions and local to local, every parameter struct.
// CHECK-LABEL: void data_copy_directions(AscendC::GlobalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, AscendC::DataCopyParams v4, AscendC::DataCopyEnhancedParams v5, AscendC::Nd2NzParams v6, AscendC::Nz2NdParamsFull v7, AscendC::DataCopyCO12DstParams v8, uint32_t v9) {
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v4);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v4);
// CHECK-NEXT: AscendC::DataCopy(v3, v2, v4);
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v9);
// CHECK-NEXT: constexpr int32_t c128_i32 = 128;
// CHECK-NEXT: AscendC::DataCopy(v1, v2, c128_i32);
// CHECK-NEXT: AscendC::DataCopy(v3, v2, v4, v5);
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v6);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v7);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_directions(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<256xf16>, %l2: !ascendc.local_tensor<256xf16>, %p: !ascendc.data_copy_params, %e: !ascendc.data_copy_enhanced_params, %nd: !ascendc.nd2nz_params, %nz: !ascendc.nz2nd_params_full, %co: !ascendc.data_copy_co12dst_params, %n: ui32) {
  ascendc.data_copy_l0 %l, %g, %p : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params
  ascendc.data_copy_l0 %g, %l, %p : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf16>, !ascendc.data_copy_params
  ascendc.data_copy_l0 %l2, %l, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.data_copy_params
  ascendc.data_copy_l2 %l, %g, %n : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, ui32
  %c = arith.constant 128 : i32
  ascendc.data_copy_l2 %g, %l, %c : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf16>, i32
  ascendc.data_copy_enhanced %l2, %l, %p, %e : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.data_copy_params, !ascendc.data_copy_enhanced_params
  ascendc.data_copy_nd2nz %l, %g, %nd : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  ascendc.data_copy_nz2nd %g, %l, %nz : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf16>, !ascendc.nz2nd_params_full
  ascendc.data_copy_co12dst %g, %l, %co : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf16>, !ascendc.data_copy_co12dst_params
  return
}

// Appendix A #23-#28.
// CHECK-LABEL: void data_copy_pad_forms(AscendC::GlobalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::DataCopyParams v3, AscendC::DataCopyPadParams v4, AscendC::DataCopyExtParams v5, AscendC::DataCopyPadExtParams<half> v6, AscendC::Nd2NzParams v7) {
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v3, v4);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v1, v2, v3);
// CHECK-NEXT: AscendC::DataCopyPad(v1, v2, v5);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v3, v7);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v5, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_pad_forms(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<256xf16>, %p: !ascendc.data_copy_params, %pp: !ascendc.data_copy_pad_params, %x: !ascendc.data_copy_ext_params, %xp: !ascendc.data_copy_pad_ext_params<f16>, %nd: !ascendc.nd2nz_params) {
  ascendc.data_copy_pad_l0 %l, %g, %p, %pp : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.data_copy_pad_params
  ascendc.data_copy_pad_l0_ext %l, %g, %x, %xp : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
  ascendc.data_copy_pad_l2 %g, %l, %p : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf16>, !ascendc.data_copy_params
  ascendc.data_copy_pad_l2_ext %g, %l, %x : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf16>, !ascendc.data_copy_ext_params
  ascendc.data_copy_pad_nd2nz %l, %g, %p, %nd : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.nd2nz_params
  ascendc.data_copy_pad_nd2nz_ext %l, %g, %x, %nd : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_ext_params, !ascendc.nd2nz_params
  return
}

// §3.12 copy_l0 (variadic mask -> mask list with counter) and copy_l1 (single mask); isSetMask is an operand printed by name.
// CHECK-LABEL: void copy_forms(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, int64_t v3, uint8_t v4, AscendC::CopyRepeatParams v5) {
// CHECK-NEXT: constexpr bool cm1_i1 = true;
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v3};
// CHECK-NEXT: AscendC::Copy<int32_t, cm1_i1>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v3};
// CHECK-NEXT: AscendC::Copy<int32_t, c0_i1>(v1, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: AscendC::Copy<int32_t, cm1_i1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @copy_forms(%d: !ascendc.local_tensor<128xi32>, %s: !ascendc.local_tensor<128xi32>, %m: i64, %r: ui8, %p: !ascendc.copy_repeat_params) {
  %t = arith.constant true
  %k = arith.constant false
  ascendc.copy_l0 %d, %s, %m, %m, %r, %p, %t : !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, i64, i64, ui8, !ascendc.copy_repeat_params, i1
  ascendc.copy_l0 %d, %s, %m, %r, %p, %k : !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, i64, ui8, !ascendc.copy_repeat_params, i1
  ascendc.copy_l1 %d, %s, %m, %r, %p, %t : !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, i64, ui8, !ascendc.copy_repeat_params, i1
  return
}

// Appendix A #59, #65, #71, #73-#74, #130-#132, #196.
// CHECK-LABEL: void cube_forms(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, AscendC::LocalTensor<float> v4, AscendC::MmadParams v5, AscendC::LoadData2DParams v6, AscendC::LoadData2dTransposeParams v7, AscendC::LocalTensor<uint8_t> v8, AscendC::InitConstValueParams v9, AscendC::LoadDataRepeatParam v10) {
// CHECK-NEXT: AscendC::Mmad(v1, v2, v3, v5);
// CHECK-NEXT: AscendC::Mmad(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::MmadWithSparse(v1, v2, v3, v5);
// CHECK-NEXT: AscendC::LoadData(v2, v3, v6);
// CHECK-NEXT: AscendC::LoadData(v2, v3, v6);
// CHECK-NEXT: AscendC::LoadDataWithSparse(v2, v3, v8, v6);
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v2, v3, v7);
// CHECK-NEXT: AscendC::InitConstValue(v2, v9);
// CHECK-NEXT: AscendC::SetLoadDataRepeat(v10);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cube_forms(%c: !ascendc.local_tensor<256xf32>, %a: !ascendc.local_tensor<256xf16>, %b: !ascendc.local_tensor<256xf16>, %bias: !ascendc.local_tensor<16xf32>, %mp: !ascendc.mmad_params, %lp: !ascendc.load_data_2d_params, %tp: !ascendc.load_data_2d_transpose_params, %idx: !ascendc.local_tensor<16xui8>, %ic: !ascendc.init_const_value_params, %rp: !ascendc.load_data_repeat_param) {
  ascendc.mmad %c, %a, %b, %mp : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.mmad_params
  ascendc.mmad_with_bias %c, %a, %b, %bias, %mp : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<16xf32>, !ascendc.mmad_params
  ascendc.mmad_with_sparse %c, %a, %b, %mp : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.mmad_params
  ascendc.load_data %a, %b, %lp : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_l0 %a, %b, %lp : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_with_sparse %a, %b, %idx, %lp : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<16xui8>, !ascendc.load_data_2d_params
  ascendc.load_data_with_transpose %a, %b, %tp : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_transpose_params
  ascendc.init_const_value %a, %ic : !ascendc.local_tensor<256xf16>, !ascendc.init_const_value_params
  ascendc.set_load_data_repeat %rp : !ascendc.load_data_repeat_param
  return
}

// §3.15 fixpipe: AscendC::Fixpipe<{E(dst)}, {E(src)}, fixpipeConfig>(dst, src[, cbufWorkspace], intriParams); a static constexpr
// config (§3.15 construct: [static ][constexpr ]R{...}, operand cast to the wanted type).
// CHECK-LABEL: void fixpipe_forms(AscendC::GlobalTensor<half> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<uint64_t> v3, AscendC::FixpipeParamsC310<AscendC::CO2Layout::ROW_MAJOR> v4, AscendC::FixpipeParamsV220 v5, uint64_t v6) {
// CHECK-NEXT: constexpr int64_t c1_i64 = 1;
// CHECK-NEXT: static constexpr AscendC::FixpipeConfig v7{static_cast<AscendC::CO2Layout>(c1_i64)};
// CHECK-NEXT: AscendC::Fixpipe<half, float, v7>(v1, v2, v4);
// CHECK-NEXT: AscendC::Fixpipe<half, float, v7>(v1, v2, v5);
// CHECK-NEXT: AscendC::Fixpipe<half, float, v7>(v1, v2, v3, v5);
// CHECK-NEXT: AscendC::SetFixpipePreQuantFlag(v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @fixpipe_forms(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<256xf32>, %w: !ascendc.local_tensor<256xui64>, %fp: !ascendc.fixpipe_params_c310<ROW_MAJOR>, %v: !ascendc.fixpipe_params_v220, %q: ui64) {
  %c = arith.constant 1 : i64
  %cf = ascendc.construct !ascendc.fixpipe_config(%c) [!ascendc.co2_layout] constexpr static : i64
  ascendc.fixpipe %g, %l, %fp, %cf : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf32>, !ascendc.fixpipe_params_c310<ROW_MAJOR>, !ascendc.fixpipe_config
  ascendc.fixpipe %g, %l, %v, %cf : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  ascendc.fixpipe_with_workspace %g, %l, %w, %v, %cf : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xui64>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  ascendc.set_fixpipe_pre_quant_flag %q : ui64
  return
}

// §3.15 mrg_sort (one counter k for all mrg_sort ops), sort with isFullSort; Appendix A #11, #32, #41-#42, #169, #202.
// CHECK-LABEL: void sort_forms(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, AscendC::LocalTensor<uint32_t> v4, int32_t v5, uint16_t v6, uint16_t v7, uint32_t v8, int16_t v9, AscendC::LocalTensor<half> v10, AscendC::LocalTensor<uint32_t> v11, uint32_t v12) {
// CHECK-NEXT: AscendC::MrgSortSrcList<half> v13{v2, v3, v2, v3};
// CHECK-NEXT: uint16_t v1_element_count_list_0[] = {v6, v7};
// CHECK-NEXT: uint32_t v1_sorted_num_0[] = {v8};
// CHECK-NEXT: AscendC::MrgSort<half, 1>(v1, v13, v1_element_count_list_0, v1_sorted_num_0, v9, v5);
// CHECK-NEXT: uint16_t v10_element_count_list_1[] = {v6, v7, v6, v7};
// CHECK-NEXT: uint32_t v10_sorted_num_1[] = {v8, v8, v8, v8};
// CHECK-NEXT: AscendC::MrgSort<half, 0>(v10, v13, v10_element_count_list_1, v10_sorted_num_1, v9, v5);
// CHECK-NEXT: AscendC::Sort<half, 1>(v1, v2, v4, v3, v5);
// CHECK-NEXT: AscendC::Sort<half, 0>(v1, v2, v4, v3, v5);
// CHECK-NEXT: AscendC::Sort32(v1, v2, v4, v5);
// CHECK-NEXT: AscendC::RpSort16(v1, v2, v5);
// CHECK-NEXT: AscendC::Concat(v1, v2, v3, v5);
// CHECK-NEXT: AscendC::Extract(v10, v11, v2, v5);
// CHECK-NEXT: uint32_t v14 = AscendC::GetSortLen<float>(v12);
// CHECK-NEXT: uint32_t v15 = AscendC::GetSortOffset<float>(v12);
// CHECK-NEXT: uint16_t v16;
// CHECK-NEXT: uint16_t v17;
// CHECK-NEXT: uint16_t v18;
// CHECK-NEXT: uint16_t v19;
// CHECK-NEXT: AscendC::GetMrgSortResult(v16, v17, v18, v19);
// CHECK-NEXT: AscendC::ProposalConcat(v1, v2, v5, v5);
// CHECK-NEXT: AscendC::ProposalExtract(v1, v2, v5, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @sort_forms(%d: !ascendc.local_tensor<256xf16>, %s1: !ascendc.local_tensor<128xf16>, %s2: !ascendc.local_tensor<128xf16>, %i: !ascendc.local_tensor<128xui32>, %r: i32, %e0: ui16, %e1: ui16, %n0: ui32, %vb: i16, %dv: !ascendc.local_tensor<128xf16>, %di: !ascendc.local_tensor<128xui32>, %c: ui32) {
  %sl = ascendc.construct !ascendc.mrg_sort_src_list<f16>(%s1, %s2, %s1, %s2) [!ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>] : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>
  ascendc.mrg_sort %d, %sl, %e0, %e1, %n0, %vb, %r {operandSegmentSizes = array<i32: 1, 1, 2, 1, 1, 1>, isExhaustedSuspension} : !ascendc.local_tensor<256xf16>, !ascendc.mrg_sort_src_list<f16>, ui16, ui16, ui32, i16, i32
  ascendc.mrg_sort %dv, %sl, %e0, %e1, %e0, %e1, %n0, %n0, %n0, %n0, %vb, %r {operandSegmentSizes = array<i32: 1, 1, 4, 4, 1, 1>} : !ascendc.local_tensor<128xf16>, !ascendc.mrg_sort_src_list<f16>, ui16, ui16, ui16, ui16, ui32, ui32, ui32, ui32, i16, i32
  ascendc.sort %d, %s1, %i, %s2, %r {isFullSort} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<128xf16>, i32
  ascendc.sort %d, %s1, %i, %s2, %r : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<128xf16>, i32
  ascendc.sort32 %d, %s1, %i, %r : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xui32>, i32
  ascendc.rp_sort16 %d, %s1, %r : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<128xf16>, i32
  ascendc.concat %d, %s1, %s2, %r : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32
  ascendc.extract %dv, %di, %s1, %r : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<128xf16>, i32
  %len = ascendc.get_sort_len %c : ui32
  %off = ascendc.get_sort_offset %c : ui32
  %r1, %r2, %r3, %r4 = ascendc.get_mrg_sort_result : ui16, ui16, ui16, ui16
  ascendc.proposal_concat %d, %s1, %r, %r : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<128xf16>, i32, i32
  ascendc.proposal_extract %d, %s1, %r, %r : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<128xf16>, i32, i32
  return
}

// Appendix A #30-#31 (shapeInfo present and absent), #149.
// CHECK-LABEL: void dump_forms(AscendC::LocalTensor<int16_t> v1, AscendC::GlobalTensor<bfloat16_t> v2, uint32_t v3, int32_t v4, AscendC::ShapeInfo v5) {
// CHECK-NEXT: AscendC::DumpTensor(v1, v3, v4);
// CHECK-NEXT: AscendC::DumpTensor(v2, v3, v4, v5);
// CHECK-NEXT: AscendC::DumpAccChkPoint(v1, v3, v4, v3);
// CHECK-NEXT: AscendC::PrintTimeStamp(v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @dump_forms(%l: !ascendc.local_tensor<64xi16>, %g: !ascendc.global_tensor<*xbf16>, %a: ui32, %b: i32, %si: !ascendc.shape_info) {
  ascendc.dump_tensor %l, %a, %b : !ascendc.local_tensor<64xi16>, ui32, i32
  ascendc.dump_tensor %g, %a, %b, %si : !ascendc.global_tensor<*xbf16>, ui32, i32, !ascendc.shape_info
  ascendc.dump_acc_chk_point %l, %a, %b, %a : !ascendc.local_tensor<64xi16>, ui32, i32, ui32
  ascendc.print_time_stamp %b : i32
  return
}

// §3.13 list tensors with other element types.
// CHECK-LABEL: void list_tensor_forms(__gm__ int8_t* v1, uint32_t v2, uint32_t v3, uint64_t v4) {
// CHECK-NEXT: AscendC::TensorDesc v5 = AscendC::TensorDesc<half>();
// CHECK-NEXT: AscendC::ListTensorDesc v6 = AscendC::ListTensorDesc(v1, v2, v3);
// CHECK-NEXT: __gm__ half* v7 = v6.GetDataPtr<half>(v2);
// CHECK-NEXT: __gm__ uint8_t* v8 = v6.GetDataPtr<uint8_t>(v3);
// CHECK-NEXT: v5.SetShapeAddr((uint64_t* )v4);
// CHECK-NEXT: constexpr uint32_t c2_idx = 2;
// CHECK-NEXT: int64_t v9 = v5.GetShape(c2_idx);
// CHECK-NEXT: __gm__ half* v10 = v5.GetDataPtr();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @list_tensor_forms(%p: memref<?xi8, 22>, %a: ui32, %b: ui32, %s: ui64) {
  %td = ascendc.tensor_desc f16 : !ascendc.tensor_desc
  %lt = ascendc.list_tensor_desc_v2 %p, %a, %b : !ascendc.list_tensor_desc, memref<?xi8, 22>, ui32, ui32
  %0 = ascendc.list_tensor_desc_get_data_ptr %lt, %a {dtype = f16} : memref<?xf16, 22>
  %1 = ascendc.list_tensor_desc_get_data_ptr %lt, %b {dtype = ui8} : memref<?xui8, 22>
  ascendc.tensor_desc_set_shape_addr %td, %s : !ascendc.tensor_desc, ui64
  %z = arith.constant 2 : index
  %2 = ascendc.tensor_desc_get_shape %td, %z : !ascendc.tensor_desc, i64, index
  %3 = ascendc.tensor_desc_get_data_ptr %td : !ascendc.tensor_desc, memref<?xf16, 22>
  return
}
