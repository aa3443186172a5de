// Forms of the adv ops the spec does not give valid C++ for, refused at the op:
// Broadcast sizes both shape arrays by the source rank (emission.md §3.4; only a debug
// build of PyAsc asserts that the ranks agree), so shapes of different ranks would give
// an array with more initialisers than elements. A CubeFormat, LayoutMode or CO2Layout
// value that is no case of its enum has no enumerator to print (PyAsc aborts, §4.3).
// RUN: asc-translate --mlir-to-ascendc --split-input-file --verify-diagnostics %s

func.func @broadcast_ranks_differ(%d: !ascendc.local_tensor<*xf16>, %a: i32) {
  // expected-error @+1 {{'ascendc.broadcast' op dstShape has 2 values and srcShape 1: Broadcast needs shapes of the same rank}}
  ascendc.broadcast %d, %d, %a, %a, %a {operandSegmentSizes = array<i32: 1, 1, 2, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i32, i32
  return
}

// -----

func.func @broadcast_src_rank_higher(%d: !ascendc.local_tensor<*xf32>, %a: i32) {
  // expected-error @+1 {{'ascendc.broadcast' op dstShape has 1 values and srcShape 3: Broadcast needs shapes of the same rank}}
  ascendc.broadcast %d, %d, %a, %a, %a, %a {operandSegmentSizes = array<i32: 1, 1, 1, 3>} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i32, i32, i32
  return
}

// -----

// expected-error @+1 {{no CubeFormat value 9}}
func.func @cube_format_unknown(%m: !ascendc.matmul<gm, 9 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>) {
  return
}

// -----

func.func @layout_mode_unknown() {
  // expected-error @+1 {{no LayoutMode value 7}}
  %m = ascendc.construct !ascendc.matmul<gm, 0 : i32, f16, false, 7 : i32, gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>()
  return
}

// -----

func.func @tiling_cube_format_unknown(%c: !ascendc.matmul_config, %n: i32) {
  // expected-error @+1 {{'ascendc.get_matmul_api_tiling' op cannot emit type}}
  %t = ascendc.get_matmul_api_tiling %c, %n {matmulType = !ascendc.matmul<gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 11 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>} : !ascendc.matmul_config, i32
  return
}

// -----

// expected-error @+1 {{no CO2Layout value 5}}
func.func @co2_layout_unknown(%p: !ascendc.fixpipe_params_c310<5>) {
  return
}
