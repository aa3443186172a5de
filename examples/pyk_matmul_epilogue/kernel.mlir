// y = relu(A·B + bias) through the Matmul API with the epilogue on the vector unit: C's
// MatmulType sits in VECIN, so `while iterate(): get_tensor_c(ub, enSequentialWrite)`
// hands each 32×32 f32 tile to UB (row i at i·32); an L0 Add with src1's repeat stride 0
// adds the bias slice to every row, Relu follows, and a DataCopy with DataCopyParams
// (rows blocks of 4·32 bytes, dst gap (n − 32)/8 blocks) writes the tile at its place in
// y. One 64×64 block per core (m may end in a partial block, n is a multiple of 32);
// iterateOrder 0 walks the tiles down M first, tile k at (k mod mIter, k div mIter).
func.func @matmul_epilogue(%ffts: memref<?xui64, 22>, %a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %bias: memref<?xf32, 22>, %y: memref<?xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0_i8 = arith.constant 0 : i8
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c31 = arith.constant 31 : i32
  %c32 = arith.constant 32 : i32
  %c63 = arith.constant 63 : i32
  %c64 = arith.constant 64 : i32
  %c256 = arith.constant 256 : i32
  %tile_bytes = arith.constant 4096 : i32
  %false = arith.constant false
  %true = arith.constant true
  %idx = ascendc.get_block_idx : i32
  %n63 = arith.addi %n, %c63 : i32
  %blocks_n = arith.divui %n63, %c64 : i32
  %bi = arith.divui %idx, %blocks_n : i32
  %bj = arith.remui %idx, %blocks_n : i32
  %row = arith.muli %bi, %c64 : i32
  %col = arith.muli %bj, %c64 : i32
  %rest_m = arith.subi %m, %row : i32
  %rest_n = arith.subi %n, %col : i32
  %tail_m = arith.minsi %rest_m, %c64 : i32
  %tail_n = arith.minsi %rest_n, %c64 : i32
  %m_iter0 = arith.addi %tail_m, %c31 : i32
  %m_iter = arith.divui %m_iter0, %c32 : i32
  %a_off = arith.muli %row, %k : i32
  %a_off_i = arith.index_cast %a_off : i32 to index
  %col_i = arith.index_cast %col : i32 to index
  %y_row = arith.muli %row, %n : i32
  %y_off = arith.addi %y_row, %col : i32
  %y_off_i = arith.index_cast %y_off : i32 to index
  %ac = emitasc.ptr_offset %a[%a_off_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %bc = emitasc.ptr_offset %b[%col_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %biasc = emitasc.ptr_offset %bias[%col_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%y_off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %ac : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %bc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gbias = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gbias, %biasc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %cb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %cb, %tile_bytes : !ascendc.tbuf<vecin>, i32
  %lc = ascendc.tbuf.get_tensor %cb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<1024xf32>
  %ob = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob, %tile_bytes : !ascendc.tbuf<vecout>, i32
  %lo = ascendc.tbuf.get_tensor %ob : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  %bb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %bb, %c256 : !ascendc.tbuf<vecin>, i32
  %lb = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %lb, %gbias, %tail_n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  %sp = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c4, %c4, %c0) : i32, i32, i32, i32, i32, i32
  %dst_gap0 = arith.subi %n, %c32 : i32
  %dst_gap = arith.divui %dst_gap0, %c8 : i32
  %mm = ascendc.construct !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, vecin, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>()
  %tiling = emitasc.init_struct !ascendc.cube_tiling("usedCoreNum" = %c1 : i32, "M" = %m : i32, "N" = %n : i32, "Ka" = %k : i32, "Kb" = %k : i32, "singleCoreM" = %c64 : i32, "singleCoreN" = %c64 : i32, "singleCoreK" = %k : i32, "baseM" = %c32 : i32, "baseN" = %c32 : i32, "baseK" = %c32 : i32, "isBias" = %c0 : i32, "iterateOrder" = %c0 : i32)
  ascendc.matmul.init %mm, %tiling : !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, vecin, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>, !ascendc.cube_tiling
  ascendc.matmul.set_tensor_a %mm, %ga, %false : !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, vecin, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>, !ascendc.global_tensor<*xf16>, i1
  ascendc.matmul.set_tensor_b %mm, %gb, %false : !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, vecin, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>, !ascendc.global_tensor<*xf16>, i1
  ascendc.matmul.set_tail %mm, %tail_m, %tail_n, %k : !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, vecin, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>, i32, i32, i32
  %done = scf.while (%t = %c0) : (i32) -> i32 {
    %more = ascendc.matmul.iterate %mm, %false, %true : !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, vecin, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>, i1, i1, , i1
    scf.condition(%more) %t : i32
  } do {
  ^bb0(%t: i32):
    ascendc.matmul.get_tensor_c %mm, %lc, %c0_i8, %true, %true : !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, vecin, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>, !ascendc.local_tensor<1024xf32>, i8, i1, i1
    %ti = arith.remui %t, %m_iter : i32
    %tj = arith.divui %t, %m_iter : i32
    %r0 = arith.muli %ti, %c32 : i32
    %c0t = arith.muli %tj, %c32 : i32
    %left = arith.subi %tail_m, %r0 : i32
    %rows = arith.minsi %left, %c32 : i32
    %lbj = ascendc.local_tensor.subindex %lb[%c0t] : !ascendc.local_tensor<64xf32>, i32, !ascendc.local_tensor<64xf32>
    ascendc.set_flag mte3_v, %c0 : i32
    ascendc.wait_flag mte3_v, %c0 : i32
    ascendc.add_l0 %lo, %lc, %lbj, %c32, %rows, %sp {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<64xf32>, i32, i32, !ascendc.binary_repeat_params
    ascendc.pipe_barrier pipe_v
    %cnt = arith.muli %rows, %c32 : i32
    ascendc.relu_l2 %lo, %lo, %cnt : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %yr = arith.muli %r0, %n : i32
    %yo = arith.addi %yr, %c0t : i32
    %gyt = ascendc.global_tensor.subindex %gy[%yo] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %rows : i32, "blockLen" = %c4 : i32, "srcStride" = %c0 : i32, "dstStride" = %dst_gap : i32)
    ascendc.data_copy_l0 %gyt, %lo, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
    %t1 = arith.addi %t, %c1 : i32
    scf.yield %t1 : i32
  }
  ascendc.matmul.end %mm : !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, vecin, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>
  return
}
