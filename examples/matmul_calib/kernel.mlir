// C (f32, M×N) = A (f16, M×K) · B (f16, K×N) through the high-level Matmul API, as PyAsc
// emits a mix-mode kernel: the KFC server calls of the AIC side first (no-ops in the
// model), then each core takes one %bm × %bn block of C on a grid of %gridn block columns
// (block b: row b / %gridn, column b % %gridn) over the whole K. Row R10 of
// docs/sim/calibration.md runs it for §11's 20-core Matmul at N = 2560 (512 × 640 blocks on
// a 5 × 4 grid).
!mmt = !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>
func.func @matmul_api(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %c: memref<?xf32, 22>, %ws: memref<?xi8, 22>, %cM: i32, %cN: i32, %cK: i32, %bm: i32, %bn: i32, %gridn: i32) attributes {ascendc.global} {
  %c0_i8 = arith.constant 0 : i8
  %false = arith.constant false
  %true = arith.constant true
  %pipe = ascendc.pipe
  %srv = ascendc.construct !ascendc.kfc_server()
  ascendc.kfc_server.init %srv, %ws : !ascendc.kfc_server, memref<?xi8, 22>
  %mm = ascendc.construct !mmt()
  %tiling = ascendc.construct !ascendc.cube_tiling()
  ascendc.regist_matmul_obj %pipe, %ws, %mm, %tiling : !ascendc.pipe, memref<?xi8, 22>, !mmt, !ascendc.cube_tiling
  ascendc.kfc_server.init_obj %srv, %pipe, %mm : !ascendc.kfc_server, !ascendc.pipe, !mmt
  %run = ascendc.kfc_server.is_run %srv : i8
  ascendc.kfc_server.run %srv, %mm : !ascendc.kfc_server, !mmt
  ascendc.kfc_server.quit %srv : !ascendc.kfc_server
  %idx = ascendc.get_block_idx : i32
  %bi = arith.divsi %idx, %gridn : i32
  %bj = arith.remsi %idx, %gridn : i32
  %om = arith.muli %bi, %bm : i32
  %on = arith.muli %bj, %bn : i32
  %aoff = arith.muli %om, %cK : i32
  %crow = arith.muli %om, %cN : i32
  %coff = arith.addi %crow, %on : i32
  %ga0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga0, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb0, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gc0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gc0, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %ga = ascendc.global_tensor.subindex %ga0[%aoff] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %gb = ascendc.global_tensor.subindex %gb0[%on] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %gc = ascendc.global_tensor.subindex %gc0[%coff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.matmul.init %mm, %tiling : !mmt, !ascendc.cube_tiling
  ascendc.matmul.set_org_shape %mm, %cM, %cN, %cK {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>} : !mmt, i32, i32, i32
  ascendc.matmul.set_single_shape %mm, %bm, %bn, %cK : !mmt, i32, i32, i32
  ascendc.matmul.set_tensor_a %mm, %ga, %false : !mmt, !ascendc.global_tensor<*xf16>, i1
  ascendc.matmul.set_tensor_b %mm, %gb, %false : !mmt, !ascendc.global_tensor<*xf16>, i1
  ascendc.matmul.disable_bias %mm : !mmt
  ascendc.matmul.iterate_all %mm, %gc, %c0_i8, %false, %false, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>} : !mmt, !ascendc.global_tensor<*xf32>, i8, i1, i1, i1
  ascendc.matmul.wait_iterate_all %mm : !mmt
  ascendc.matmul.end %mm : !mmt
  return
}
