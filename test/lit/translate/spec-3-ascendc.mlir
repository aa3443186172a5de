// emission.md §3 rows whose text depends on the surrounding IR or on attribute values:
// TransDataTo5HD's element type traced through GetPhyAddr (dst, then src; lists by their
// first value; an empty dst list prints nothing), the AIPP sub-structures that print
// nothing but their terminator, I32Attr values printed as unsigned 32-bit numbers, and
// MatmulConfig fields outside their enumerators (Appendix B).
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:__inline__ __attribute__((always_inline)) __aicore__ void trans(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<int16_t> v2, AscendC::TransDataTo5HDParams v3, uint32_t v4) {
// CHECK-NEXT:  AscendC::LocalTensor<uint64_t> v5;
// CHECK-NEXT:  AscendC::LocalTensor<uint64_t> v6;
// CHECK-NEXT:  uint64_t v7 = v1.GetPhyAddr(v4);
// CHECK-NEXT:  uint64_t v8 = v2.GetPhyAddr();
// CHECK-NEXT:  v6.SetValue(v4, v7);
// CHECK-NEXT:  AscendC::TransDataTo5HD<half>(v5, v6, v3);
// CHECK-NEXT:  AscendC::LocalTensor<int16_t> v2_list[] = {v2};
// CHECK-NEXT:  AscendC::LocalTensor<int16_t> v1_list[] = {v1};
// CHECK-NEXT:  AscendC::TransDataTo5HD<int16_t>(v2_list, v1_list, v3);
// CHECK-NEXT:  ;
// CHECK-NEXT:  uint64_t v3_dst_list[] = {v4};
// CHECK-NEXT:  uint64_t v3_src_list[] = {v8};
// CHECK-NEXT:  AscendC::TransDataTo5HD<int16_t>(v3_dst_list, v3_src_list, v3);
// CHECK-NEXT:  ;
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @trans(%tensor: !ascendc.local_tensor<1024xf16>, %t2: !ascendc.local_tensor<1024xi16>, %params: !ascendc.trans_data_to_5hd_params, %arg: ui32) {
  %dst = ascendc.local_tensor : !ascendc.local_tensor<1024xui64>
  %src = ascendc.local_tensor : !ascendc.local_tensor<1024xui64>
  %addr = ascendc.local_tensor.get_phy_addr %tensor, %arg : !ascendc.local_tensor<1024xf16>, ui64, ui32
  %addr2 = ascendc.local_tensor.get_phy_addr %t2 : !ascendc.local_tensor<1024xi16>, ui64
  ascendc.local_tensor.set_value %src, %arg, %addr : !ascendc.local_tensor<1024xui64>, ui32, ui64
  ascendc.trans_data_to_5hd %dst, %src, %params : !ascendc.local_tensor<1024xui64>, !ascendc.local_tensor<1024xui64>, !ascendc.trans_data_to_5hd_params
  ascendc.trans_data_to_5hd_tensor_list %t2, %tensor, %params {operandSegmentSizes = array<i32: 1, 1, 1>} : !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xf16>, !ascendc.trans_data_to_5hd_params
  ascendc.trans_data_to_5hd_tensor_list %tensor, %params {operandSegmentSizes = array<i32: 0, 1, 1>} : !ascendc.local_tensor<1024xf16>, !ascendc.trans_data_to_5hd_params
  ascendc.trans_data_to_5hd_uint_list %arg, %addr2, %params {operandSegmentSizes = array<i32: 1, 1, 1>} : ui32, ui64, !ascendc.trans_data_to_5hd_params
  ascendc.trans_data_to_5hd_uint_list %addr2, %params {operandSegmentSizes = array<i32: 0, 1, 1>} : ui64, !ascendc.trans_data_to_5hd_params
  return
}

// The AippParams template argument is the C++ type of the padding construct's second
// value (not its types entry); each sub-structure leaves a lone ';'.
// CHECK:__inline__ __attribute__((always_inline)) __aicore__ void aipp(AscendC::GlobalTensor<int8_t> v1, int32_t v2, int16_t v3, bool v4, uint8_t v5, half v6, uint32_t v7, int8_t v8) {
// CHECK-NEXT:  ;
// CHECK-NEXT:  ;
// CHECK-NEXT:  ;
// CHECK-NEXT:  ;
// CHECK-NEXT:  ;
// CHECK-NEXT:  ;
// CHECK-NEXT:  AscendC::AippParams<int16_t> v9;
// CHECK-NEXT:  v9.paddingParams.paddingMode = v2;
// CHECK-NEXT:  v9.paddingParams.paddingValueCh0 = v3;
// CHECK-NEXT:  v9.paddingParams.paddingValueCh1 = v3;
// CHECK-NEXT:  v9.paddingParams.paddingValueCh2 = v3;
// CHECK-NEXT:  v9.paddingParams.paddingValueCh3 = v3;
// CHECK-NEXT:  v9.swapParams.isSwapRB = v4;
// CHECK-NEXT:  v9.swapParams.isSwapUV = v4;
// CHECK-NEXT:  v9.swapParams.isSwapAX = v4;
// CHECK-NEXT:  v9.singleLineParams.isSingleLineCopy = v4;
// CHECK-NEXT:  v9.dtcParams.dtcMeanCh0 = v5;
// CHECK-NEXT:  v9.dtcParams.dtcMeanCh1 = v5;
// CHECK-NEXT:  v9.dtcParams.dtcMeanCh2 = v5;
// CHECK-NEXT:  v9.dtcParams.dtcMinCh0 = v6;
// CHECK-NEXT:  v9.dtcParams.dtcMinCh1 = v6;
// CHECK-NEXT:  v9.dtcParams.dtcMinCh2 = v6;
// CHECK-NEXT:  v9.dtcParams.dtcVarCh0 = v6;
// CHECK-NEXT:  v9.dtcParams.dtcVarCh1 = v6;
// CHECK-NEXT:  v9.dtcParams.dtcVarCh2 = v6;
// CHECK-NEXT:  v9.dtcParams.dtcRoundMode = v7;
// CHECK-NEXT:  v9.cPaddingParams.cPaddingMode = v2;
// CHECK-NEXT:  v9.cPaddingParams.cPaddingValue = v8;
// CHECK-NEXT:  v9.cscParams.isEnableCsc = v4;
// CHECK-NEXT:  v9.cscParams.cscMatrixR0C0 = v3;
// CHECK-NEXT:  v9.cscParams.cscMatrixR0C1 = v3;
// CHECK-NEXT:  v9.cscParams.cscMatrixR0C2 = v3;
// CHECK-NEXT:  v9.cscParams.cscMatrixR1C0 = v3;
// CHECK-NEXT:  v9.cscParams.cscMatrixR1C1 = v3;
// CHECK-NEXT:  v9.cscParams.cscMatrixR1C2 = v3;
// CHECK-NEXT:  v9.cscParams.cscMatrixR2C0 = v3;
// CHECK-NEXT:  v9.cscParams.cscMatrixR2C1 = v3;
// CHECK-NEXT:  v9.cscParams.cscMatrixR2C2 = v3;
// CHECK-NEXT:  v9.cscParams.cscBiasIn0 = v5;
// CHECK-NEXT:  v9.cscParams.cscBiasIn1 = v5;
// CHECK-NEXT:  v9.cscParams.cscBiasIn2 = v5;
// CHECK-NEXT:  v9.cscParams.cscBiasOut0 = v5;
// CHECK-NEXT:  v9.cscParams.cscBiasOut1 = v5;
// CHECK-NEXT:  v9.cscParams.cscBiasOut2 = v5;
// CHECK-NEXT:  ;
// CHECK-NEXT:  AscendC::SetAippFunctions(v1, AscendC::AippInputFormat::XRGB8888_U8, v9);
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @aipp(%g: !ascendc.global_tensor<*xi8>, %mode: i32, %v: i16, %b: i1, %u: ui8, %h: f16, %r: ui32, %c: i8) {
  %padding = ascendc.construct !ascendc.aipp_padding_params(%mode, %v, %v, %v, %v) [ui32, i8, i8, i8, i8] : i32, i16, i16, i16, i16
  %swap = ascendc.construct !ascendc.aipp_swap_params(%b, %b, %b) [i8, i8, i8] : i1, i1, i1
  %single = ascendc.construct !ascendc.aipp_single_line_params(%b) [i8] : i1
  %dtc = ascendc.construct !ascendc.aipp_dtc_params(%u, %u, %u, %h, %h, %h, %h, %h, %h, %r) [ui8, ui8, ui8, f16, f16, f16, f16, f16, f16, ui32] : ui8, ui8, ui8, f16, f16, f16, f16, f16, f16, ui32
  %cpad = ascendc.construct !ascendc.aipp_cpadding_params(%mode, %c) [ui32, i8] : i32, i8
  %csc = ascendc.construct !ascendc.aipp_csc_params(%b, %v, %v, %v, %v, %v, %v, %v, %v, %v, %u, %u, %u, %u, %u, %u) : i1, i16, i16, i16, i16, i16, i16, i16, i16, i16, ui8, ui8, ui8, ui8, ui8, ui8
  %p = ascendc.construct !ascendc.aipp_params(%padding, %swap, %single, %dtc, %cpad, %csc) : !ascendc.aipp_padding_params, !ascendc.aipp_swap_params, !ascendc.aipp_single_line_params, !ascendc.aipp_dtc_params, !ascendc.aipp_cpadding_params, !ascendc.aipp_csc_params
  "ascendc.set_aipp_functions"(%g, %p) {format = 1 : i32, operandSegmentSizes = array<i32: 1, 0, 1>} : (!ascendc.global_tensor<*xi8>, !ascendc.aipp_params) -> ()
  return
}

// CHECK:__inline__ __attribute__((always_inline)) __aicore__ void unsigned_attrs(int32_t v1) {
// CHECK-NEXT:  AscendC::LocalTensor<half> v2{AscendC::TPosition::VECIN, 4294967295, 4096};
// CHECK-NEXT:  get_buf(PIPE_V, 4294967294, 1);
// CHECK-NEXT:  rls_buf(PIPE_MTE2, 3, 0);
// CHECK-NEXT:  AscendC::CrossCoreSetFlag<255, PIPE_FIX>(v1);
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @unsigned_attrs(%f: i32) {
  %t = ascendc.local_tensor_v3 vecin, -1, 4096 : !ascendc.local_tensor<1024xf16>
  ascendc.get_buf pipe_v, -2 {mode}
  ascendc.rls_buf pipe_mte2, 3
  ascendc.cross_core_set_flag %f, 255, pipe_fix : i32
  return
}

// CHECK:__inline__ __attribute__((always_inline)) __aicore__ void matmul(constexpr static MatmulConfig CFG{1,1,0,16,-1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,1,,1,1,1,1,1,1,1,255,1,0,0,0,IterateOrder::ORDER_N,,0,1,0,0,0,0,0,0,0,65536,};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::A1, CubeFormat::NZ, half, true, LayoutMode::BSNGD>, matmul::MatmulType<AscendC::TPosition::B1, CubeFormat::ND_ALIGN, bfloat16_t, false, LayoutMode::BNGS1S2>, matmul::MatmulType<AscendC::TPosition::CO1, CubeFormat::VECTOR, float, true, LayoutMode::NORMAL>, matmul::MatmulType<AscendC::TPosition::VECIN, CubeFormat::SCALAR, int32_t>, CFG> v1, TCubeTiling v2, AscendC::TPipe v3) {
// CHECK-NEXT:  v1.Init(&v2,v3);
// CHECK-NEXT:  v1.Init(&v2);
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @matmul(%m: !ascendc.matmul<a1, 1 : i32, f16, true, 2 : i32, b1, 5 : i32, bf16, false, 4 : i32, co1, 7 : i32, f32, true, 1 : i32, vecin, 6 : i32, i32, <do_norm = true, do_basic_block = true, do_multi_data_load = false, basic_m = 16 : i32, basic_n = -1 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 7 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 1 : i32, schedule_type = 5 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 9 : i32>>, %t: !ascendc.cube_tiling, %p: !ascendc.pipe) {
  ascendc.matmul.init %m, %t, %p : !ascendc.matmul<a1, 1 : i32, f16, true, 2 : i32, b1, 5 : i32, bf16, false, 4 : i32, co1, 7 : i32, f32, true, 1 : i32, vecin, 6 : i32, i32, <do_norm = true, do_basic_block = true, do_multi_data_load = false, basic_m = 16 : i32, basic_n = -1 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 7 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 1 : i32, schedule_type = 5 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 9 : i32>>, !ascendc.cube_tiling, !ascendc.pipe
  ascendc.matmul.init %m, %t : !ascendc.matmul<a1, 1 : i32, f16, true, 2 : i32, b1, 5 : i32, bf16, false, 4 : i32, co1, 7 : i32, f32, true, 1 : i32, vecin, 6 : i32, i32, <do_norm = true, do_basic_block = true, do_multi_data_load = false, basic_m = 16 : i32, basic_n = -1 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 7 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 1 : i32, schedule_type = 5 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 9 : i32>>, !ascendc.cube_tiling
  return
}

// KfcServer::InitObj keeps the separator after the pipe when no object follows (§3.5).
// CHECK:__inline__ __attribute__((always_inline)) __aicore__ void kfc(AscendC::KfcServer v1, AscendC::TPipe v2, int32_t v3) {
// CHECK-NEXT:  v1.InitObj(&v2, );
// CHECK-NEXT:  v1.InitObj(&v2, v3, v3);
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @kfc(%s: !ascendc.kfc_server, %p: !ascendc.pipe, %x: i32) {
  "ascendc.kfc_server.init_obj"(%s, %p) : (!ascendc.kfc_server, !ascendc.pipe) -> ()
  "ascendc.kfc_server.init_obj"(%s, %p, %x, %x) : (!ascendc.kfc_server, !ascendc.pipe, i32, i32) -> ()
  return
}
