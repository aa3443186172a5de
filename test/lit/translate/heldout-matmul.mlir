// Held-out style cases of PyAsc's Target/AscendC/matmul.mlir, expected text from
// emission.md §3.7 and Appendices A and B (not from our output): MatmulConfig with its
// fields in another order (the struct format takes any order), every value of the
// enum-like fields and values outside them (printed empty), negative and non-i32
// integers (printed signed: 65535 : ui16 is -1); the other cube formats and layouts; a
// matmul object declared in a body; and the matmul API ops not in the visible file, with
// their optional operands.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

!mm = !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_config_reordered(constexpr static MatmulConfig CFG{0,1,1,-3,128,64,1,1,1,1,2,1,2,3,4,-1,6,7,0,1,1,1,1,0,BatchMode::SINGLE_LARGE_THAN_L1,0,0,0,0,0,0,0,8,0,1,1,1,IterateOrder::ORDER_N,,1,0,1,1,1,1,1,1,1,0,};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float>, CFG> v1) {
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_config_reordered(%m: !ascendc.matmul<gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <batch_out_mode = 7 : i32, do_norm = false, do_basic_block = true, do_multi_data_load = true, basic_m = -3 : i32, basic_n = 128 : i64, basic_k = 64 : i16, intrinsics_check = true, is_n_batch = true, en_vec_nd2nz = true, do_special_basic_block = true, do_mte2_preload = 2 : i32, single_core_m = 1 : i32, single_core_n = 2 : i32, single_core_k = 3 : i32, step_m = 4 : i32, step_n = 65535 : ui16, base_mn = 6 : i32, single_core_mn = 7 : i32, en_unit_flag = false, is_per_tensor = true, has_anti_quant_offset = true, do_ib_share_norm = true, do_special_mdl = true, enable_init = false, batch_mode = 3 : i32, enable_end = false, enable_get_tensor_c = false, enable_set_org_shape = false, enable_set_bias = false, enable_set_tail = false, enable_quant_vector = false, enable_set_define_data = false, iterate_mode = 8 : i32, enable_reuse = false, enable_ub_reuse = true, enable_l1_cache_ub = true, intra_block_part_sum = true, iterate_order = 1 : i32, schedule_type = 5 : i32, enable_double_cache = true, is_bias_batch = false, enable_static_pad_zeros = true, is_partial_output = true, enable_mix_dual_master = true, is_a2b2_shared = true, is_enable_channel_split = true, enable_kdim_reorder_load = true, is_co1_shared = true, shared_co1_buffer_size = 0 : i32>>) {
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_config_enum_values(constexpr static MatmulConfig CFG{1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,1,BatchMode::BATCH_LESS_THAN_L1,1,1,1,1,1,1,1,255,1,0,0,0,IterateOrder::ORDER_M,ScheduleType::OUTER_PRODUCT,0,1,0,0,0,0,0,0,0,65536,BatchOutMode::DYNAMIC};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::A1, CubeFormat::ZN, half, true, LayoutMode::NORMAL>, matmul::MatmulType<AscendC::TPosition::B1, CubeFormat::ZZ, half, false, LayoutMode::BSNGD>, matmul::MatmulType<AscendC::TPosition::CO2, CubeFormat::NN, float, true, LayoutMode::SBNGD>, matmul::MatmulType<AscendC::TPosition::C1, CubeFormat::SCALAR, float>, CFG> v1) {
// CHECK-NEXT: constexpr static MatmulConfig CFG{1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,1,BatchMode::BATCH_LARGE_THAN_L1,1,1,1,1,1,1,1,255,1,0,0,0,,ScheduleType::INNER_PRODUCT,0,1,0,0,0,0,0,0,0,65536,BatchOutMode::MULTI_BATCH};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::VECIN, CubeFormat::VECTOR, bfloat16_t, false, LayoutMode::BNGS1S2>, matmul::MatmulType<AscendC::TPosition::VECOUT, CubeFormat::ND_ALIGN, int8_t, true, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::VECCALC, CubeFormat::NZ, int32_t, false, LayoutMode::NORMAL>, matmul::MatmulType<AscendC::TPosition::A2, CubeFormat::ND, int32_t>, CFG> v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_config_enum_values(%m: !ascendc.matmul<a1, 2 : i32, f16, true, 1 : i32, b1, 3 : i32, f16, false, 2 : i32, co2, 4 : i32, f32, true, 3 : i32, c1, 6 : i32, f32, #ascendc.matmul_config<do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 1 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 0 : i32, schedule_type = 1 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 2 : i32>>) {
  %m2 = ascendc.construct !ascendc.matmul<vecin, 7 : i32, bf16, false, 4 : i32, vecout, 5 : i32, i8, true, 0 : i32, veccalc, 1 : i32, i32, false, 1 : i32, a2, 0 : i32, i32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 2 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 9 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 1 : i32>>()
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_matmul_api(constexpr static MatmulConfig CFG{1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,1,BatchMode::NONE,1,1,1,1,1,1,1,255,1,0,0,0,IterateOrder::UNDEF,ScheduleType::INNER_PRODUCT,0,1,0,0,0,0,0,0,0,65536,BatchOutMode::SINGLE_BATCH};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float>, CFG> v1, TCubeTiling v2, AscendC::TPipe v3, __gm__ uint8_t* v4, MatmulConfig v5, int32_t v6, bool v7, AscendC::GlobalTensor<float> v8, AscendC::LocalTensor<float> v9, AscendC::LocalTensor<float> v10, __gm__ uint8_t* v11, half v12, uint32_t v13) {
// CHECK-NEXT: v1.Init(&v2,v3);
// CHECK-NEXT: using namespace AscendC;
// CHECK-NEXT: REGIST_MATMUL_OBJ(&v3, v4, v1, &v2);
// CHECK-NEXT: MatmulApiStaticTiling v14 = GetMatmulApiTiling<matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float>>(v5, v13);
// CHECK-NEXT: v1.GetTensorC<v7>(v9, v10, v7, v7);
// CHECK-NEXT: bool v15 = v1.Iterate<v7>(v7, v9);
// CHECK-NEXT: AscendC::GlobalTensor<float> v16 = v1.GetBatchTensorC<v7>(v6, v6, v7);
// CHECK-NEXT: v1.GetBatchTensorC<v7>(v9, v6, v6, v7);
// CHECK-NEXT: v1.IterateBatch(v8, v7, v7, v7, v6, v6, v6);
// CHECK-NEXT: v1.SetSelfDefineData(reinterpret_cast<uint64_t>(v11));
// CHECK-NEXT: MatrixOffset v17 = v1.GetOffsetC();
// CHECK-NEXT: v1.SetTensorA(v12);
// CHECK-NEXT: v1.SetTensorB(v12);
// CHECK-NEXT: v1.IterateBatch<v7, v7>(v8, v6, v6, v7, v6, v6, v6);
// CHECK-NEXT: v1.IterateBatch<v7, v7>(v9, v6, v6, v7, v6, v6, v6, v7);
// CHECK-NEXT: v1.IterateAll<v7>(v8);
// CHECK-NEXT: v1.IterateAll<v7>(v8, v7, v7);
// CHECK-NEXT: v1.SetWorkspace(v9);
// CHECK-NEXT: v1.SetOrgShape(v6, v6, v6, v6);
// CHECK-NEXT: v1.End();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_matmul_api(%m: !mm, %ct: !ascendc.cube_tiling, %p: !ascendc.pipe, %ws: memref<?xui8, 22>, %cfg: !ascendc.matmul_config, %n: i32, %b: i1, %g: !ascendc.global_tensor<*xf32>, %l: !ascendc.local_tensor<*xf32>, %l2: !ascendc.local_tensor<*xf32>, %ptr: memref<?xui8, 22>, %h: f16, %u: ui32) {
  ascendc.matmul.init %m, %ct, %p : !mm, !ascendc.cube_tiling, !ascendc.pipe
  ascendc.regist_matmul_obj %p, %ws, %m, %ct : !ascendc.pipe, memref<?xui8, 22>, !mm, !ascendc.cube_tiling
  %t = ascendc.get_matmul_api_tiling %cfg, %u {matmulType = !mm} : !ascendc.matmul_config, ui32
  ascendc.matmul.get_tensor_c %m, %l, %l2, %b, %b, %b : !mm, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i1, i1, i1
  %r1 = ascendc.matmul.iterate %m, %b, %b, %l : !mm, i1, i1, !ascendc.local_tensor<*xf32>, i1
  %gt = ascendc.matmul.get_batch_tensor_c %m, %n, %n, %b, %b : !mm, i32, i32, i1, i1, !ascendc.global_tensor<*xf32>
  ascendc.matmul.get_batch_tensor_c_local_mem %m, %l, %n, %n, %b, %b : !mm, !ascendc.local_tensor<*xf32>, i32, i32, i1, i1
  ascendc.matmul.iterate_batch_cube_only %m, %g, %b, %b, %b, %n, %n, %n : !mm, !ascendc.global_tensor<*xf32>, i1, i1, i1, i32, i32, i32
  ascendc.matmul.set_self_define_data %m, %ptr : !mm, memref<?xui8, 22>
  %o = ascendc.matmul.get_offset_c %m : !mm
  ascendc.matmul.set_tensor_a_scalar %m, %h : !mm, f16
  ascendc.matmul.set_tensor_b_scalar %m, %h : !mm, f16
  ascendc.matmul.iterate_batch %m, %g, %n, %n, %b, %n, %n, %n, %b, %b {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1>} : !mm, !ascendc.global_tensor<*xf32>, i32, i32, i1, i32, i32, i32, i1, i1
  ascendc.matmul.iterate_batch %m, %l, %n, %n, %b, %n, %n, %n, %b, %b, %b {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1>} : !mm, !ascendc.local_tensor<*xf32>, i32, i32, i1, i32, i32, i32, i1, i1, i1
  ascendc.matmul.iterate_all %m, %g, %b {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1>} : !mm, !ascendc.global_tensor<*xf32>, i1
  ascendc.matmul.iterate_all %m, %g, %b, %b, %b {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 0, 1>} : !mm, !ascendc.global_tensor<*xf32>, i1, i1, i1
  ascendc.matmul.set_workspace %m, %l : !mm, !ascendc.local_tensor<*xf32>
  ascendc.matmul.set_org_shape %m, %n, %n, %n, %n {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0>} : !mm, i32, i32, i32, i32
  ascendc.matmul.end %m : !mm
  return
}

