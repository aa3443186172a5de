// Matmul object and KFC server calls (emission.md §3.5, §3.7, Appendix A rows 97-127) in
// the forms their definitions allow: each subset of the optional operands of IterateAll,
// IterateBatch, GetTensorC, SetOrgShape, SetWorkspace, Iterate, Init and
// REGIST_MATMUL_OBJ; global and local tensors where the base tensor interface is
// accepted; sync flags as constants (template arguments by name); results declared.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

!mm = !ascendc.matmul<a1, 1 : i32, f16, true, 1 : i32, b1, 2 : i32, f16, false, 0 : i32, vecout, 0 : i32, f32, false, 2 : i32, veccalc, 0 : i32, f32, <do_norm = false, do_basic_block = true, do_multi_data_load = false, basic_m = 128 : i32, basic_n = 256 : i32, basic_k = 64 : i32, intrinsics_check = false, is_n_batch = true, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 1 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 2 : i32, step_n = 2 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = false, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 2 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = false, enable_set_tail = true, enable_quant_vector = false, enable_set_define_data = true, iterate_mode = 1 : i32, enable_reuse = false, enable_ub_reuse = true, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 1 : i32, schedule_type = 1 : i32, enable_double_cache = false, is_bias_batch = false, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 32768 : i32, batch_out_mode = 2 : i32>>

// Init with and without the pipe (no space after the comma, §3.7); REGIST_MATMUL_OBJ with
// and without the tiling; IterateAll with each subset of its optional operands, into a
// global and a local tensor; Iterate with and without the local matrix; GetTensorC with
// and without tensor2; SetOrgShape with orgkb, with orgkc alone (trait default: present
// operands only); IterateBatch with and without its optional flags. The sync flags are
// constants, named c<N>_i1 (§1.4), passed as template arguments by name (Appendix A).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void matmul_calls(AscendC::GlobalTensor<float> v1, AscendC::LocalTensor<float> v2, bool v3, int32_t v4, TCubeTiling v5, __gm__ uint8_t* v6) {
// CHECK-NEXT: constexpr bool cm1_i1 = true;
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: constexpr static MatmulConfig CFG{0,1,0,128,256,64,0,1,0,0,1,0,0,0,2,2,0,0,0,0,0,0,0,1,BatchMode::BATCH_LARGE_THAN_L1,1,1,1,0,1,0,1,1,0,1,0,0,IterateOrder::ORDER_N,ScheduleType::OUTER_PRODUCT,0,0,0,0,0,0,0,0,0,32768,BatchOutMode::DYNAMIC};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::A1, CubeFormat::NZ, half, true, LayoutMode::NORMAL>, matmul::MatmulType<AscendC::TPosition::B1, CubeFormat::ZN, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::VECOUT, CubeFormat::ND, float, false, LayoutMode::BSNGD>, matmul::MatmulType<AscendC::TPosition::VECCALC, CubeFormat::ND, float>, CFG> v7;
// CHECK-NEXT: AscendC::TPipe v8;
// CHECK-NEXT: v7.Init(&v5);
// CHECK-NEXT: v7.Init(&v5,v8);
// CHECK-NEXT: using namespace AscendC;
// CHECK-NEXT: REGIST_MATMUL_OBJ(&v8, v6, v7);
// CHECK-NEXT: using namespace AscendC;
// CHECK-NEXT: REGIST_MATMUL_OBJ(&v8, v6, v7, &v5);
// CHECK-NEXT: v7.IterateAll<cm1_i1>(v1);
// CHECK-NEXT: v7.IterateAll<cm1_i1>(v1, v4);
// CHECK-NEXT: v7.IterateAll<cm1_i1>(v1, v3, v3, v3);
// CHECK-NEXT: v7.IterateAll<c0_i1>(v2, v4, v3, v3, v3);
// CHECK-NEXT: bool v9 = v7.Iterate<cm1_i1>(v3);
// CHECK-NEXT: bool v10 = v7.Iterate<c0_i1>(v3, v2);
// CHECK-NEXT: v7.GetTensorC<cm1_i1>(v1, v3, v3);
// CHECK-NEXT: v7.GetTensorC<cm1_i1>(v1, v2, v3, v3);
// CHECK-NEXT: v7.SetOrgShape(v4, v4, v4);
// CHECK-NEXT: v7.SetOrgShape(v4, v4, v4, v4);
// CHECK-NEXT: v7.SetOrgShape(v4, v4, v4, v4);
// CHECK-NEXT: v7.SetWorkspace(v1);
// CHECK-NEXT: v7.SetWorkspace(v2, v4);
// CHECK-NEXT: v7.SetTensorA(v1, c0_i1);
// CHECK-NEXT: v7.SetTensorB(v2, v3);
// CHECK-NEXT: v7.IterateBatch<cm1_i1, c0_i1>(v1, v4, v4, v3, v4, v4, v4);
// CHECK-NEXT: v7.IterateBatch<cm1_i1, c0_i1>(v1, v4, v4, v3, v4, v4, v4, v3);
// CHECK-NEXT: v7.IterateBatch<c0_i1, cm1_i1>(v2, v4, v4, v3, v4, v4, v4, v3, v3);
// CHECK-NEXT: v7.End();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @matmul_calls(%g: !ascendc.global_tensor<*xf32>, %l: !ascendc.local_tensor<*xf32>, %b: i1, %i: i32, %tl: !ascendc.cube_tiling, %w: memref<?xui8, 22>) {
  %true = arith.constant true
  %false = arith.constant false
  %m = ascendc.construct !mm()
  %p = ascendc.pipe
  ascendc.matmul.init %m, %tl : !mm, !ascendc.cube_tiling
  ascendc.matmul.init %m, %tl, %p : !mm, !ascendc.cube_tiling, !ascendc.pipe
  ascendc.regist_matmul_obj %p, %w, %m : !ascendc.pipe, memref<?xui8, 22>, !mm
  ascendc.regist_matmul_obj %p, %w, %m, %tl : !ascendc.pipe, memref<?xui8, 22>, !mm, !ascendc.cube_tiling
  ascendc.matmul.iterate_all %m, %g, %true {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1>} : !mm, !ascendc.global_tensor<*xf32>, i1
  ascendc.matmul.iterate_all %m, %g, %i, %true {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 1>} : !mm, !ascendc.global_tensor<*xf32>, i32, i1
  ascendc.matmul.iterate_all %m, %g, %b, %b, %b, %true {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1, 1>} : !mm, !ascendc.global_tensor<*xf32>, i1, i1, i1, i1
  ascendc.matmul.iterate_all %m, %l, %i, %b, %b, %b, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !mm, !ascendc.local_tensor<*xf32>, i32, i1, i1, i1, i1
  %r = "ascendc.matmul.iterate"(%m, %b, %true) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!mm, i1, i1) -> i1
  %r2 = ascendc.matmul.iterate %m, %b, %false, %l : !mm, i1, i1, !ascendc.local_tensor<*xf32>, i1
  ascendc.matmul.get_tensor_c %m, %g, %b, %b, %true {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1>} : !mm, !ascendc.global_tensor<*xf32>, i1, i1, i1
  ascendc.matmul.get_tensor_c %m, %g, %l, %b, %b, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>} : !mm, !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i1, i1, i1
  ascendc.matmul.set_org_shape %m, %i, %i, %i {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>} : !mm, i32, i32, i32
  ascendc.matmul.set_org_shape %m, %i, %i, %i, %i {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0>} : !mm, i32, i32, i32, i32
  ascendc.matmul.set_org_shape %m, %i, %i, %i, %i {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1>} : !mm, i32, i32, i32, i32
  ascendc.matmul.set_workspace %m, %g : !mm, !ascendc.global_tensor<*xf32>
  ascendc.matmul.set_workspace %m, %l, %i : !mm, !ascendc.local_tensor<*xf32>, i32
  ascendc.matmul.set_tensor_a %m, %g, %false : !mm, !ascendc.global_tensor<*xf32>, i1
  ascendc.matmul.set_tensor_b %m, %l, %b : !mm, !ascendc.local_tensor<*xf32>, i1
  ascendc.matmul.iterate_batch %m, %g, %i, %i, %b, %i, %i, %i, %true, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1>} : !mm, !ascendc.global_tensor<*xf32>, i32, i32, i1, i32, i32, i32, i1, i1
  ascendc.matmul.iterate_batch %m, %g, %i, %i, %b, %i, %i, %i, %b, %true, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1>} : !mm, !ascendc.global_tensor<*xf32>, i32, i32, i1, i32, i32, i32, i1, i1, i1
  ascendc.matmul.iterate_batch %m, %l, %i, %i, %b, %i, %i, %i, %b, %b, %false, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1>} : !mm, !ascendc.local_tensor<*xf32>, i32, i32, i1, i32, i32, i32, i1, i1, i1, i1
  ascendc.matmul.end %m : !mm
  return
}

// The other member calls of the matmul object, trait default and generated (Appendix A
// rows 97-127): results declared with their types (a GlobalTensor, MatrixOffset), run-time
// scalars as arguments, pointers through reinterpret_cast<uint64_t> (p = -2).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void matmul_members(AscendC::GlobalTensor<float> v1, AscendC::GlobalTensor<int32_t> v2, AscendC::LocalTensor<half> v3, bool v4, int32_t v5, uint32_t v6, float v7, __gm__ uint8_t* v8, int32_t* v9) {
// CHECK-NEXT: constexpr bool cm1_i1 = true;
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: constexpr static MatmulConfig CFG{0,1,0,128,256,64,0,1,0,0,1,0,0,0,2,2,0,0,0,0,0,0,0,1,BatchMode::BATCH_LARGE_THAN_L1,1,1,1,0,1,0,1,1,0,1,0,0,IterateOrder::ORDER_N,ScheduleType::OUTER_PRODUCT,0,0,0,0,0,0,0,0,0,32768,BatchOutMode::DYNAMIC};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::A1, CubeFormat::NZ, half, true, LayoutMode::NORMAL>, matmul::MatmulType<AscendC::TPosition::B1, CubeFormat::ZN, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::VECOUT, CubeFormat::ND, float, false, LayoutMode::BSNGD>, matmul::MatmulType<AscendC::TPosition::VECCALC, CubeFormat::ND, float>, CFG> v10;
// CHECK-NEXT: v10.SetBias(v1);
// CHECK-NEXT: v10.SetBias(v3);
// CHECK-NEXT: v10.DisableBias();
// CHECK-NEXT: v10.SetTensorA(v7);
// CHECK-NEXT: v10.SetTensorB(v5);
// CHECK-NEXT: v10.SetTail(v5, v6, v5);
// CHECK-NEXT: v10.SetBatchNum(v6, v6);
// CHECK-NEXT: v10.SetHF32(v4, v5);
// CHECK-NEXT: v10.SetSparseIndex(v2);
// CHECK-NEXT: v10.SetUserDefInfo(reinterpret_cast<uint64_t>(v8));
// CHECK-NEXT: v10.SetSelfDefineData(reinterpret_cast<uint64_t>(v9));
// CHECK-NEXT: AscendC::GlobalTensor<float> v11 = v10.GetTensorC<cm1_i1>(v4, v4);
// CHECK-NEXT: AscendC::GlobalTensor<float> v12 = v10.GetBatchTensorC<c0_i1>(v6, v6, v4);
// CHECK-NEXT: v10.GetBatchTensorC<cm1_i1>(v3, v6, v6, v4);
// CHECK-NEXT: v10.IterateNBatch<c0_i1, cm1_i1>(v6, v6, v6, v4, v5, v5, v5);
// CHECK-NEXT: v10.IterateBatch(v1, v4, v4, v4, v5, v5, v5);
// CHECK-NEXT: v10.AsyncGetTensorC(v3);
// CHECK-NEXT: MatrixOffset v13 = v10.GetOffsetC();
// CHECK-NEXT: v10.WaitGetTensorC();
// CHECK-NEXT: v10.WaitIterateAll();
// CHECK-NEXT: v10.WaitIterateBatch();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @matmul_members(%g: !ascendc.global_tensor<*xf32>, %gi: !ascendc.global_tensor<*xi32>, %l: !ascendc.local_tensor<*xf16>, %b: i1, %i: i32, %u: ui32, %x: f32, %ptr: memref<?xui8, 22>, %d: memref<?xi32>) {
  %true = arith.constant true
  %false = arith.constant false
  %m = ascendc.construct !mm()
  ascendc.matmul.set_bias %m, %g : !mm, !ascendc.global_tensor<*xf32>
  ascendc.matmul.set_bias %m, %l : !mm, !ascendc.local_tensor<*xf16>
  ascendc.matmul.disable_bias %m : !mm
  ascendc.matmul.set_tensor_a_scalar %m, %x : !mm, f32
  ascendc.matmul.set_tensor_b_scalar %m, %i : !mm, i32
  ascendc.matmul.set_tail %m, %i, %u, %i : !mm, i32, ui32, i32
  ascendc.matmul.set_batch_num %m, %u, %u : !mm, ui32, ui32
  ascendc.matmul.set_hf32 %m, %b, %i : !mm, i1, i32
  ascendc.matmul.set_sparse_index %m, %gi : !mm, !ascendc.global_tensor<*xi32>
  ascendc.matmul.set_user_def_info %m, %ptr : !mm, memref<?xui8, 22>
  ascendc.matmul.set_self_define_data %m, %d : !mm, memref<?xi32>
  %c = ascendc.matmul.get_tensor_c_return %m, %b, %b, %true : !mm, i1, i1, i1, !ascendc.global_tensor<*xf32>
  %bc = ascendc.matmul.get_batch_tensor_c %m, %u, %u, %b, %false : !mm, ui32, ui32, i1, i1, !ascendc.global_tensor<*xf32>
  ascendc.matmul.get_batch_tensor_c_local_mem %m, %l, %u, %u, %b, %true : !mm, !ascendc.local_tensor<*xf16>, ui32, ui32, i1, i1
  ascendc.matmul.iterate_n_batch %m, %u, %u, %u, %b, %i, %i, %i, %false, %true : !mm, ui32, ui32, ui32, i1, i32, i32, i32, i1, i1
  ascendc.matmul.iterate_batch_cube_only %m, %g, %b, %b, %b, %i, %i, %i : !mm, !ascendc.global_tensor<*xf32>, i1, i1, i1, i32, i32, i32
  ascendc.matmul.async_get_tensor_c %m, %l : !mm, !ascendc.local_tensor<*xf16>
  %off = ascendc.matmul.get_offset_c %m : !mm
  ascendc.matmul.wait_get_tensor_c %m : !mm
  ascendc.matmul.wait_iterate_all %m : !mm
  ascendc.matmul.wait_iterate_batch %m : !mm
  return
}

// The KFC server: InitObj with one and two objects (with none it keeps its separator,
// §3.5, which is not C++: spec-3-ascendc.mlir pins it); isRun's result as a condition.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void kfc(AscendC::KfcServer v1, AscendC::TPipe v2, __gm__ uint8_t* v3, int32_t v4, int64_t v5) {
// CHECK-NEXT: constexpr static MatmulConfig CFG{0,1,0,128,256,64,0,1,0,0,1,0,0,0,2,2,0,0,0,0,0,0,0,1,BatchMode::BATCH_LARGE_THAN_L1,1,1,1,0,1,0,1,1,0,1,0,0,IterateOrder::ORDER_N,ScheduleType::OUTER_PRODUCT,0,0,0,0,0,0,0,0,0,32768,BatchOutMode::DYNAMIC};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::A1, CubeFormat::NZ, half, true, LayoutMode::NORMAL>, matmul::MatmulType<AscendC::TPosition::B1, CubeFormat::ZN, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::VECOUT, CubeFormat::ND, float, false, LayoutMode::BSNGD>, matmul::MatmulType<AscendC::TPosition::VECCALC, CubeFormat::ND, float>, CFG> v6;
// CHECK-NEXT: v1.Init(v3);
// CHECK-NEXT: v1.InitObj(&v2, v4);
// CHECK-NEXT: v1.InitObj(&v2, v4, v5);
// CHECK-NEXT: bool v7 = v1.isRun();
// CHECK-NEXT: if (v7) {
// CHECK-NEXT: v1.Run(v6);
// CHECK-NEXT: }
// CHECK-NEXT: v1.Quit();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @kfc(%s: !ascendc.kfc_server, %p: !ascendc.pipe, %w: memref<?xui8, 22>, %a: i32, %b: i64) {
  %m = ascendc.construct !mm()
  ascendc.kfc_server.init %s, %w : !ascendc.kfc_server, memref<?xui8, 22>
  ascendc.kfc_server.init_obj %s, %p, %a : !ascendc.kfc_server, !ascendc.pipe, i32
  ascendc.kfc_server.init_obj %s, %p, %a, %b : !ascendc.kfc_server, !ascendc.pipe, i32, i64
  %r = ascendc.kfc_server.is_run %s : i1
  scf.if %r {
    ascendc.kfc_server.run %s, %m : !ascendc.kfc_server, !mm
  }
  ascendc.kfc_server.quit %s : !ascendc.kfc_server
  return
}
