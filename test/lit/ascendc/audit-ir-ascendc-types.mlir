// Text forms of every ascendc type (spec/ascendc-ops.md, Types): each parameterless
// type, the shaped tensor types with static, dynamic, unranked and nested shapes and
// the element types the dialect meets (bf16, i1, ui8, index, f64), every TPosition
// keyword in queue/que_bind/tbuf/tbuf_pool, the CO2Layout cases of fixpipe_params_c310,
// and a matmul type. Custom, re-printed and generic forms must all print the same.
// RUN: ascopt %s | FileCheck %s
// RUN: ascopt %s | ascopt | FileCheck %s
// RUN: ascopt -mlir-print-op-generic %s | ascopt | FileCheck %s

// CHECK-LABEL: func.func private @parameterless(
// CHECK-SAME: !ascendc.aipp_cpadding_params
// CHECK-SAME: !ascendc.aipp_csc_params
// CHECK-SAME: !ascendc.aipp_dtc_params
// CHECK-SAME: !ascendc.aipp_input_format
// CHECK-SAME: !ascendc.aipp_padding_params
// CHECK-SAME: !ascendc.aipp_params
// CHECK-SAME: !ascendc.aipp_single_line_params
// CHECK-SAME: !ascendc.aipp_swap_params
// CHECK-SAME: !ascendc.ascend_quant_config
// CHECK-SAME: !ascendc.batch_mode
// CHECK-SAME: !ascendc.batch_out_mode
// CHECK-SAME: !ascendc.binary_repeat_params
// CHECK-SAME: !ascendc.block_mode
// CHECK-SAME: !ascendc.brcb_repeat_params
// CHECK-SAME: !ascendc.buf_addr
// CHECK-SAME: !ascendc.check_local_memory_ia_param
// CHECK-SAME: !ascendc.co2_layout
// CHECK-SAME: !ascendc.copy_repeat_params
// CHECK-SAME: !ascendc.cube_tiling
// CHECK-SAME: !ascendc.data_copy_co12dst_params
// CHECK-SAME: !ascendc.data_copy_enhanced_params
// CHECK-SAME: !ascendc.data_copy_ext_params
// CHECK-SAME: !ascendc.data_copy_pad_params
// CHECK-SAME: !ascendc.data_copy_params
// CHECK-SAME: !ascendc.data_format
// CHECK-SAME: !ascendc.deq_scale
// CHECK-SAME: !ascendc.fixpipe_config
// CHECK-SAME: !ascendc.fixpipe_params_v220
// CHECK-SAME: !ascendc.fmatrix_mode
// CHECK-SAME: !ascendc.gather_mask_params
// CHECK-SAME: !ascendc.gather_repeat_params
// CHECK-SAME: !ascendc.init_const_value_params
// CHECK-SAME: !ascendc.is_reset_load_3d_config
// CHECK-SAME: !ascendc.iterate_mode
// CHECK-SAME: !ascendc.iterate_order
// CHECK-SAME: !ascendc.kfc_server
// CHECK-SAME: !ascendc.list_tensor_desc
// CHECK-SAME: !ascendc.load_data_2d_params
// CHECK-SAME: !ascendc.load_data_2d_params_v2
// CHECK-SAME: !ascendc.load_data_2d_transpose_params
// CHECK-SAME: !ascendc.load_data_2d_transpose_params_v2
// CHECK-SAME: !ascendc.load_data_3d_params_v1
// CHECK-SAME: !ascendc.load_data_3d_params_v2
// CHECK-SAME: !ascendc.load_data_3d_params_v2_pro
// CHECK-SAME: !ascendc.load_data_repeat_param
// CHECK-SAME: !ascendc.load_image_to_local_params
// CHECK-SAME: !ascendc.mask
// CHECK-SAME: !ascendc.mask_mode
// CHECK-SAME: !ascendc.mask_reg
// CHECK-SAME: !ascendc.matmul_api_static_tiling
// CHECK-SAME: !ascendc.matmul_config
// CHECK-SAME: !ascendc.matrix_offset
// CHECK-SAME: !ascendc.mmad_params
// CHECK-SAME: !ascendc.mrg_sort4_info
// CHECK-SAME: !ascendc.nd2nz_params
// CHECK-SAME: !ascendc.nz2nd_params
// CHECK-SAME: !ascendc.nz2nd_params_full
// CHECK-SAME: !ascendc.pad_t
// CHECK-SAME: !ascendc.pipe
// CHECK-SAME: !ascendc.quant_mode_t
// CHECK-SAME: !ascendc.quant_params
// CHECK-SAME: !ascendc.reduce_order
// CHECK-SAME: !ascendc.rmsnorm_tiling
// CHECK-SAME: !ascendc.schedule_type
// CHECK-SAME: !ascendc.shape_info
// CHECK-SAME: !ascendc.slice_info
// CHECK-SAME: !ascendc.softmax_shape_info
// CHECK-SAME: !ascendc.softmax_tiling
// CHECK-SAME: !ascendc.tensor_desc
// CHECK-SAME: !ascendc.trans_data_to_5hd_params
// CHECK-SAME: !ascendc.transpose_params_ext
// CHECK-SAME: !ascendc.transpose_type
// CHECK-SAME: !ascendc.unary_repeat_params
// CHECK-SAME: !ascendc.vdeq_info
func.func private @parameterless(!ascendc.aipp_cpadding_params, !ascendc.aipp_csc_params, !ascendc.aipp_dtc_params, !ascendc.aipp_input_format, !ascendc.aipp_padding_params, !ascendc.aipp_params, !ascendc.aipp_single_line_params, !ascendc.aipp_swap_params, !ascendc.ascend_quant_config, !ascendc.batch_mode, !ascendc.batch_out_mode, !ascendc.binary_repeat_params, !ascendc.block_mode, !ascendc.brcb_repeat_params, !ascendc.buf_addr, !ascendc.check_local_memory_ia_param, !ascendc.co2_layout, !ascendc.copy_repeat_params, !ascendc.cube_tiling, !ascendc.data_copy_co12dst_params, !ascendc.data_copy_enhanced_params, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_params, !ascendc.data_copy_params, !ascendc.data_format, !ascendc.deq_scale, !ascendc.fixpipe_config, !ascendc.fixpipe_params_v220, !ascendc.fmatrix_mode, !ascendc.gather_mask_params, !ascendc.gather_repeat_params, !ascendc.init_const_value_params, !ascendc.is_reset_load_3d_config, !ascendc.iterate_mode, !ascendc.iterate_order, !ascendc.kfc_server, !ascendc.list_tensor_desc, !ascendc.load_data_2d_params, !ascendc.load_data_2d_params_v2, !ascendc.load_data_2d_transpose_params, !ascendc.load_data_2d_transpose_params_v2, !ascendc.load_data_3d_params_v1, !ascendc.load_data_3d_params_v2, !ascendc.load_data_3d_params_v2_pro, !ascendc.load_data_repeat_param, !ascendc.load_image_to_local_params, !ascendc.mask, !ascendc.mask_mode, !ascendc.mask_reg, !ascendc.matmul_api_static_tiling, !ascendc.matmul_config, !ascendc.matrix_offset, !ascendc.mmad_params, !ascendc.mrg_sort4_info, !ascendc.nd2nz_params, !ascendc.nz2nd_params, !ascendc.nz2nd_params_full, !ascendc.pad_t, !ascendc.pipe, !ascendc.quant_mode_t, !ascendc.quant_params, !ascendc.reduce_order, !ascendc.rmsnorm_tiling, !ascendc.schedule_type, !ascendc.shape_info, !ascendc.slice_info, !ascendc.softmax_shape_info, !ascendc.softmax_tiling, !ascendc.tensor_desc, !ascendc.trans_data_to_5hd_params, !ascendc.transpose_params_ext, !ascendc.transpose_type, !ascendc.unary_repeat_params, !ascendc.vdeq_info)

// CHECK-LABEL: func.func private @local_tensor(
// CHECK-SAME: !ascendc.local_tensor<16xbf16>
// CHECK-SAME: !ascendc.local_tensor<?x?xi1>
// CHECK-SAME: !ascendc.local_tensor<*xui8>
// CHECK-SAME: !ascendc.local_tensor<4x?xindex>
// CHECK-SAME: !ascendc.local_tensor<*xf64>
// CHECK-SAME: !ascendc.local_tensor<0xi8>
// CHECK-SAME: !ascendc.local_tensor<1x23x45xf16>
// CHECK-SAME: !ascendc.local_tensor<58x?x78x900x?xi16>
func.func private @local_tensor(!ascendc.local_tensor<16xbf16>, !ascendc.local_tensor<?x?xi1>, !ascendc.local_tensor<*xui8>, !ascendc.local_tensor<4x?xindex>, !ascendc.local_tensor<*xf64>, !ascendc.local_tensor<0xi8>, !ascendc.local_tensor<1x23x45xf16>, !ascendc.local_tensor<58x?x78x900x?xi16>)

// CHECK-LABEL: func.func private @global_tensor(
// CHECK-SAME: !ascendc.global_tensor<16xbf16>
// CHECK-SAME: !ascendc.global_tensor<?x?xi1>
// CHECK-SAME: !ascendc.global_tensor<*xui8>
// CHECK-SAME: !ascendc.global_tensor<4x?xindex>
// CHECK-SAME: !ascendc.global_tensor<*xf64>
// CHECK-SAME: !ascendc.global_tensor<0xi8>
// CHECK-SAME: !ascendc.global_tensor<1x23x45xf16>
// CHECK-SAME: !ascendc.global_tensor<58x?x78x900x?xi16>
func.func private @global_tensor(!ascendc.global_tensor<16xbf16>, !ascendc.global_tensor<?x?xi1>, !ascendc.global_tensor<*xui8>, !ascendc.global_tensor<4x?xindex>, !ascendc.global_tensor<*xf64>, !ascendc.global_tensor<0xi8>, !ascendc.global_tensor<1x23x45xf16>, !ascendc.global_tensor<58x?x78x900x?xi16>)

// CHECK-LABEL: func.func private @base_local_tensor(
// CHECK-SAME: !ascendc.base_local_tensor<16xbf16>
// CHECK-SAME: !ascendc.base_local_tensor<?x?xi1>
// CHECK-SAME: !ascendc.base_local_tensor<*xui8>
// CHECK-SAME: !ascendc.base_local_tensor<4x?xindex>
// CHECK-SAME: !ascendc.base_local_tensor<*xf64>
// CHECK-SAME: !ascendc.base_local_tensor<0xi8>
// CHECK-SAME: !ascendc.base_local_tensor<1x23x45xf16>
// CHECK-SAME: !ascendc.base_local_tensor<58x?x78x900x?xi16>
func.func private @base_local_tensor(!ascendc.base_local_tensor<16xbf16>, !ascendc.base_local_tensor<?x?xi1>, !ascendc.base_local_tensor<*xui8>, !ascendc.base_local_tensor<4x?xindex>, !ascendc.base_local_tensor<*xf64>, !ascendc.base_local_tensor<0xi8>, !ascendc.base_local_tensor<1x23x45xf16>, !ascendc.base_local_tensor<58x?x78x900x?xi16>)

// CHECK-LABEL: func.func private @base_global_tensor(
// CHECK-SAME: !ascendc.base_global_tensor<16xbf16>
// CHECK-SAME: !ascendc.base_global_tensor<?x?xi1>
// CHECK-SAME: !ascendc.base_global_tensor<*xui8>
// CHECK-SAME: !ascendc.base_global_tensor<4x?xindex>
// CHECK-SAME: !ascendc.base_global_tensor<*xf64>
// CHECK-SAME: !ascendc.base_global_tensor<0xi8>
// CHECK-SAME: !ascendc.base_global_tensor<1x23x45xf16>
// CHECK-SAME: !ascendc.base_global_tensor<58x?x78x900x?xi16>
func.func private @base_global_tensor(!ascendc.base_global_tensor<16xbf16>, !ascendc.base_global_tensor<?x?xi1>, !ascendc.base_global_tensor<*xui8>, !ascendc.base_global_tensor<4x?xindex>, !ascendc.base_global_tensor<*xf64>, !ascendc.base_global_tensor<0xi8>, !ascendc.base_global_tensor<1x23x45xf16>, !ascendc.base_global_tensor<58x?x78x900x?xi16>)

// Tensors of tensors and of opaque C++ types.
// CHECK-LABEL: func.func private @nested_tensor(
// CHECK-SAME: !ascendc.local_tensor<4x!ascendc.local_tensor<2xf32>>
// CHECK-SAME: !ascendc.global_tensor<?x!emitc.opaque<"T">>
func.func private @nested_tensor(!ascendc.local_tensor<4x!ascendc.local_tensor<2xf32>>, !ascendc.global_tensor<?x!emitc.opaque<"T">>)

// Every TPosition keyword (lower case, as custom<PrettyTPosition> prints it).
// CHECK-LABEL: func.func private @queue_positions(
// CHECK-SAME: !ascendc.queue<gm, 0>
// CHECK-SAME: !ascendc.queue<a1, 1>
// CHECK-SAME: !ascendc.queue<a2, 2>
// CHECK-SAME: !ascendc.queue<b1, 3>
// CHECK-SAME: !ascendc.queue<b2, 4>
// CHECK-SAME: !ascendc.queue<c1, 5>
// CHECK-SAME: !ascendc.queue<c2, 6>
// CHECK-SAME: !ascendc.queue<co1, 7>
// CHECK-SAME: !ascendc.queue<co2, 8>
// CHECK-SAME: !ascendc.queue<vecin, 9>
// CHECK-SAME: !ascendc.queue<vecout, 10>
// CHECK-SAME: !ascendc.queue<veccalc, 11>
// CHECK-SAME: !ascendc.queue<max, 12>
func.func private @queue_positions(!ascendc.queue<gm, 0>, !ascendc.queue<a1, 1>, !ascendc.queue<a2, 2>, !ascendc.queue<b1, 3>, !ascendc.queue<b2, 4>, !ascendc.queue<c1, 5>, !ascendc.queue<c2, 6>, !ascendc.queue<co1, 7>, !ascendc.queue<co2, 8>, !ascendc.queue<vecin, 9>, !ascendc.queue<vecout, 10>, !ascendc.queue<veccalc, 11>, !ascendc.queue<max, 12>)

// depth is int64_t; a quoted position is accepted and printed bare.
// CHECK-LABEL: func.func private @queue_depths(
// CHECK-SAME: !ascendc.queue<vecin, -1>
// CHECK-SAME: !ascendc.queue<vecout, 9223372036854775807>
func.func private @queue_depths(!ascendc.queue<vecin,-1>, !ascendc.queue<"vecout", 9223372036854775807>)

// CHECK-LABEL: func.func private @que_bind_positions(
// CHECK-SAME: !ascendc.que_bind<gm, max, 0>
// CHECK-SAME: !ascendc.que_bind<a1, veccalc, 1>
// CHECK-SAME: !ascendc.que_bind<a2, vecout, 2>
// CHECK-SAME: !ascendc.que_bind<b1, vecin, 3>
// CHECK-SAME: !ascendc.que_bind<b2, co2, 4>
// CHECK-SAME: !ascendc.que_bind<c1, co1, 5>
// CHECK-SAME: !ascendc.que_bind<c2, c2, 6>
// CHECK-SAME: !ascendc.que_bind<co1, c1, 7>
// CHECK-SAME: !ascendc.que_bind<co2, b2, 8>
// CHECK-SAME: !ascendc.que_bind<vecin, b1, 9>
// CHECK-SAME: !ascendc.que_bind<vecout, a2, 10>
// CHECK-SAME: !ascendc.que_bind<veccalc, a1, 11>
// CHECK-SAME: !ascendc.que_bind<max, gm, 12>
func.func private @que_bind_positions(!ascendc.que_bind<gm, max, 0>, !ascendc.que_bind<a1, veccalc, 1>, !ascendc.que_bind<a2, vecout, 2>, !ascendc.que_bind<b1, vecin, 3>, !ascendc.que_bind<b2, co2, 4>, !ascendc.que_bind<c1, co1, 5>, !ascendc.que_bind<c2, c2, 6>, !ascendc.que_bind<co1, c1, 7>, !ascendc.que_bind<co2, b2, 8>, !ascendc.que_bind<vecin, b1, 9>, !ascendc.que_bind<vecout, a2, 10>, !ascendc.que_bind<veccalc, a1, 11>, !ascendc.que_bind<max, gm, 12>)

// CHECK-LABEL: func.func private @tbuf_positions(
// CHECK-SAME: !ascendc.tbuf<gm>
// CHECK-SAME: !ascendc.tbuf<a1>
// CHECK-SAME: !ascendc.tbuf<a2>
// CHECK-SAME: !ascendc.tbuf<b1>
// CHECK-SAME: !ascendc.tbuf<b2>
// CHECK-SAME: !ascendc.tbuf<c1>
// CHECK-SAME: !ascendc.tbuf<c2>
// CHECK-SAME: !ascendc.tbuf<co1>
// CHECK-SAME: !ascendc.tbuf<co2>
// CHECK-SAME: !ascendc.tbuf<vecin>
// CHECK-SAME: !ascendc.tbuf<vecout>
// CHECK-SAME: !ascendc.tbuf<veccalc>
// CHECK-SAME: !ascendc.tbuf<max>
func.func private @tbuf_positions(!ascendc.tbuf<gm>, !ascendc.tbuf<a1>, !ascendc.tbuf<a2>, !ascendc.tbuf<b1>, !ascendc.tbuf<b2>, !ascendc.tbuf<c1>, !ascendc.tbuf<c2>, !ascendc.tbuf<co1>, !ascendc.tbuf<co2>, !ascendc.tbuf<vecin>, !ascendc.tbuf<vecout>, !ascendc.tbuf<veccalc>, !ascendc.tbuf<max>)

// bufIDSize is uint32_t.
// CHECK-LABEL: func.func private @tbuf_pool_positions(
// CHECK-SAME: !ascendc.tbuf_pool<gm, 0>
// CHECK-SAME: !ascendc.tbuf_pool<a1, 1>
// CHECK-SAME: !ascendc.tbuf_pool<a2, 2>
// CHECK-SAME: !ascendc.tbuf_pool<b1, 3>
// CHECK-SAME: !ascendc.tbuf_pool<b2, 4>
// CHECK-SAME: !ascendc.tbuf_pool<c1, 5>
// CHECK-SAME: !ascendc.tbuf_pool<c2, 6>
// CHECK-SAME: !ascendc.tbuf_pool<co1, 7>
// CHECK-SAME: !ascendc.tbuf_pool<co2, 8>
// CHECK-SAME: !ascendc.tbuf_pool<vecin, 9>
// CHECK-SAME: !ascendc.tbuf_pool<vecout, 10>
// CHECK-SAME: !ascendc.tbuf_pool<veccalc, 11>
// CHECK-SAME: !ascendc.tbuf_pool<max, 12>
// CHECK-SAME: !ascendc.tbuf_pool<gm, 4294967295>
func.func private @tbuf_pool_positions(!ascendc.tbuf_pool<gm, 0>, !ascendc.tbuf_pool<a1, 1>, !ascendc.tbuf_pool<a2, 2>, !ascendc.tbuf_pool<b1, 3>, !ascendc.tbuf_pool<b2, 4>, !ascendc.tbuf_pool<c1, 5>, !ascendc.tbuf_pool<c2, 6>, !ascendc.tbuf_pool<co1, 7>, !ascendc.tbuf_pool<co2, 8>, !ascendc.tbuf_pool<vecin, 9>, !ascendc.tbuf_pool<vecout, 10>, !ascendc.tbuf_pool<veccalc, 11>, !ascendc.tbuf_pool<max, 12>, !ascendc.tbuf_pool<gm, 4294967295>)

// Type parameters print in full, builtin or dialect.
// CHECK-LABEL: func.func private @element_types(
// CHECK-SAME: !ascendc.reg_tensor<bf16>
// CHECK-SAME: !ascendc.reg_tensor<i1>
// CHECK-SAME: !ascendc.fixpipe_params<ui8>
// CHECK-SAME: !ascendc.fixpipe_params<f32>
// CHECK-SAME: !ascendc.mrg_sort_src_list<index>
// CHECK-SAME: !ascendc.data_copy_pad_ext_params<si8>
// CHECK-SAME: !ascendc.data_copy_pad_ext_params<!ascendc.local_tensor<2xf16>>
func.func private @element_types(!ascendc.reg_tensor<bf16>, !ascendc.reg_tensor<i1>, !ascendc.fixpipe_params<ui8>, !ascendc.fixpipe_params<  f32 >, !ascendc.mrg_sort_src_list<index>, !ascendc.data_copy_pad_ext_params<si8>, !ascendc.data_copy_pad_ext_params<!ascendc.local_tensor<2xf16>>)

// hardware is uint64_t (the Hardware enum's values 0..8, spelled as integers).
// CHECK-LABEL: func.func private @local_mem_allocator(
// CHECK-SAME: !ascendc.local_mem_allocator<0>
// CHECK-SAME: !ascendc.local_mem_allocator<1>
// CHECK-SAME: !ascendc.local_mem_allocator<2>
// CHECK-SAME: !ascendc.local_mem_allocator<3>
// CHECK-SAME: !ascendc.local_mem_allocator<4>
// CHECK-SAME: !ascendc.local_mem_allocator<5>
// CHECK-SAME: !ascendc.local_mem_allocator<6>
// CHECK-SAME: !ascendc.local_mem_allocator<7>
// CHECK-SAME: !ascendc.local_mem_allocator<8>
// CHECK-SAME: !ascendc.local_mem_allocator<18446744073709551615>
func.func private @local_mem_allocator(!ascendc.local_mem_allocator<0>, !ascendc.local_mem_allocator<1>, !ascendc.local_mem_allocator<2>, !ascendc.local_mem_allocator<3>, !ascendc.local_mem_allocator<4>, !ascendc.local_mem_allocator<5>, !ascendc.local_mem_allocator<6>, !ascendc.local_mem_allocator<7>, !ascendc.local_mem_allocator<8>, !ascendc.local_mem_allocator<18446744073709551615>)

// CO2LayoutAttr is an I32EnumAttr: an i32 integer attribute, printed as one.
// CHECK-LABEL: func.func private @fixpipe_params_c310(
// CHECK-SAME: !ascendc.fixpipe_params_c310<0 : i32>
// CHECK-SAME: !ascendc.fixpipe_params_c310<1 : i32>
// CHECK-SAME: !ascendc.fixpipe_params_c310<2 : i32>
func.func private @fixpipe_params_c310(!ascendc.fixpipe_params_c310<0 : i32>, !ascendc.fixpipe_params_c310<1 : i32>, !ascendc.fixpipe_params_c310<2 : i32>)

// matmul: TPosition parameters by keyword (custom<PrettyTPosition>), CubeFormat and
// LayoutMode (I32EnumAttrs) as i32 integers, bools as true/false, and the MatmulConfigAttr
// stripped of its #ascendc.matmul_config prefix; the full spelling is accepted too.
// CHECK-LABEL: func.func private @matmul(
// CHECK-SAME: !ascendc.matmul<a1, 7 : i32, bf16, true, 4 : i32, b1, 6 : i32, i8, false, 3 : i32, co1, 5 : i32, i32, true, 2 : i32, veccalc, 1 : i32, f32, <do_norm = true, do_basic_block = false,
// CHECK-SAME: shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>
// CHECK-SAME: !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true,
func.func private @matmul(!ascendc.matmul<a1, 7 : i32, bf16, true, 4 : i32, b1, 6 : i32, i8, false, 3 : i32, co1, 5 : i32, i32, true, 2 : i32, veccalc, 1 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>, !ascendc.matmul<"gm", 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, #ascendc.matmul_config<do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>)

// Integer parameters read as MLIR's parseInteger<T> for their C++ type: a literal that
// comes back unchanged from T is taken (-1 as uint32_t/uint64_t, 2^64-1 as int64_t wrap as
// in MLIR), hex is accepted, `true` is a one-bit -1.
// CHECK-LABEL: func.func private @integer_parameters(
// CHECK-SAME: !ascendc.queue<vecin, 16>, !ascendc.queue<vecin, -1>, !ascendc.queue<vecin, -1>,
// CHECK-SAME: !ascendc.tbuf_pool<vecin, 4294967295>, !ascendc.local_mem_allocator<18446744073709551615>)
func.func private @integer_parameters(!ascendc.queue<vecin, 0x10>, !ascendc.queue<vecin, 18446744073709551615>, !ascendc.queue<vecin, true>,
  !ascendc.tbuf_pool<vecin, -1>, !ascendc.local_mem_allocator<-1>)
