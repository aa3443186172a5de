// A matmul object of other positions, formats, transposition, layouts and enum-like
// configuration values (Appendix B), with Init taking a pipe, the optional operands of
// IterateAll absent and REGIST_MATMUL_OBJ with a tiling.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// A matmul object whose operands sit in other positions and formats, transposed, with
// a bias in VECCALC and a configuration that sets the enum-like fields to other values.
!mm = !ascendc.matmul<a1, 1 : i32, f16, true, 1 : i32, b1, 2 : i32, f16, false, 0 : i32, vecout, 0 : i32, f32, false, 2 : i32, veccalc, 0 : i32, f32, <do_norm = false, do_basic_block = true, do_multi_data_load = false, basic_m = 128 : i32, basic_n = 256 : i32, basic_k = 64 : i32, intrinsics_check = false, is_n_batch = true, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 1 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 2 : i32, step_n = 2 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = false, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 2 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = false, enable_set_tail = true, enable_quant_vector = false, enable_set_define_data = true, iterate_mode = 1 : i32, enable_reuse = false, enable_ub_reuse = true, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 1 : i32, schedule_type = 1 : i32, enable_double_cache = false, is_bias_batch = false, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 32768 : i32, batch_out_mode = 2 : i32>>

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void matmul_object(TCubeTiling v1, AscendC::GlobalTensor<half> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5, __gm__ uint8_t* v6, AscendC::GlobalTensor<uint64_t> v7, uint64_t v8) {
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: constexpr static MatmulConfig CFG{0,1,0,128,256,64,0,1,0,0,1,0,0,0,2,2,0,0,0,0,0,0,0,1,BatchMode::BATCH_LARGE_THAN_L1,1,1,1,0,1,0,1,1,0,1,0,0,IterateOrder::ORDER_N,ScheduleType::OUTER_PRODUCT,0,0,0,0,0,0,0,0,0,32768,BatchOutMode::DYNAMIC};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::A1, CubeFormat::NZ, half, true, LayoutMode::NORMAL>, matmul::MatmulType<AscendC::TPosition::B1, CubeFormat::ZN, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::VECOUT, CubeFormat::ND, float, false, LayoutMode::BSNGD>, matmul::MatmulType<AscendC::TPosition::VECCALC, CubeFormat::ND, float>, CFG> v9;
// CHECK-NEXT: AscendC::TPipe v10;
// CHECK-NEXT: v9.Init(&v1,v10);
// CHECK-NEXT: v9.SetOrgShape(v4, v4, v5);
// CHECK-NEXT: v9.SetSingleShape(v4, v4, v5);
// CHECK-NEXT: v9.SetTensorA(v2, c0_i1);
// CHECK-NEXT: v9.SetQuantVector(v7);
// CHECK-NEXT: v9.SetQuantScalar(v8);
// CHECK-NEXT: v9.IterateAll<c0_i1>(v3);
// CHECK-NEXT: v9.End();
// CHECK-NEXT: using namespace AscendC;
// CHECK-NEXT: REGIST_MATMUL_OBJ(&v10, v6, v9, &v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @matmul_object(%tiling: !ascendc.cube_tiling, %a: !ascendc.global_tensor<*xf16>, %c: !ascendc.local_tensor<*xf32>, %m: i32, %k: i32, %ws: memref<1024xui8, 22>, %qv: !ascendc.global_tensor<*xui64>, %s: ui64) {
  %false0 = arith.constant false
  %mm = ascendc.construct !mm()
  %pipe = ascendc.pipe
  ascendc.matmul.init %mm, %tiling, %pipe : !mm, !ascendc.cube_tiling, !ascendc.pipe
  ascendc.matmul.set_org_shape %mm, %m, %m, %k {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>} : !mm, i32, i32, i32
  ascendc.matmul.set_single_shape %mm, %m, %m, %k : !mm, i32, i32, i32
  ascendc.matmul.set_tensor_a %mm, %a, %false0 : !mm, !ascendc.global_tensor<*xf16>, i1
  ascendc.matmul.set_quant_vector %mm, %qv : !mm, !ascendc.global_tensor<*xui64>
  ascendc.matmul.set_quant_scalar %mm, %s : !mm, ui64
  ascendc.matmul.iterate_all %mm, %c, %false0 {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1>} : !mm, !ascendc.local_tensor<*xf32>, i1
  ascendc.matmul.end %mm : !mm
  ascendc.regist_matmul_obj %pipe, %ws, %mm, %tiling : !ascendc.pipe, memref<1024xui8, 22>, !mm, !ascendc.cube_tiling
  return
}
