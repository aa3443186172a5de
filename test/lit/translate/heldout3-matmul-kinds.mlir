// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): the
// tensor kinds of the matmul object's BaseTensorTypeInterface operands no test translated
// before (a local, base local or base global tensor where the visible tests pass global
// ones), its scalar setters with integers, and Fixpipe into a local tensor. The rows print
// the operands by name (Appendix A rows 106-122, §3.15: Fixpipe<{E(dst)}, {E(src)},
// fixpipeConfig>); sync and waitIterateBatch are template arguments by name. Expected text
// by hand.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

!mm = !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>

// CHECK-LABEL: void matmul_tensor_kinds(
// CHECK-SAME: AscendC::LocalTensor<float> v2, AscendC::BaseLocalTensor<float> v3, AscendC::BaseGlobalTensor<float> v4, bool v5, int32_t v6, AscendC::GlobalTensor<float> v7, AscendC::LocalTensor<half> v8, AscendC::FixpipeParamsV220 v9, AscendC::FixpipeConfig v10) {
// CHECK-NEXT: v1.SetTensorA(v2, v5);
// CHECK-NEXT: v1.SetTensorA(v3, v5);
// CHECK-NEXT: v1.SetTensorA(v4, v5);
// CHECK-NEXT: v1.SetTensorB(v2, v5);
// CHECK-NEXT: v1.SetTensorB(v3, v5);
// CHECK-NEXT: v1.SetTensorB(v4, v5);
// CHECK-NEXT: v1.SetBias(v2);
// CHECK-NEXT: v1.SetBias(v3);
// CHECK-NEXT: v1.SetBias(v4);
// CHECK-NEXT: v1.SetTensorA(v6);
// CHECK-NEXT: v1.SetTensorB(v6);
// CHECK-NEXT: v1.IterateAll<v5>(v3);
// CHECK-NEXT: v1.IterateAll<v5>(v4);
// CHECK-NEXT: v1.IterateBatch<v5, v5>(v3, v6, v6, v5, v6, v6, v6);
// CHECK-NEXT: v1.IterateBatch<v5, v5>(v4, v6, v6, v5, v6, v6, v6);
// CHECK-NEXT: v1.IterateBatch(v2, v5, v5, v5, v6, v6, v6);
// CHECK-NEXT: v1.IterateBatch(v3, v5, v5, v5, v6, v6, v6);
// CHECK-NEXT: v1.IterateBatch(v4, v5, v5, v5, v6, v6, v6);
// CHECK-NEXT: v1.GetTensorC<v5>(v3, v4, v5, v5);
// CHECK-NEXT: v1.GetTensorC<v5>(v4, v3, v5, v5);
// CHECK-NEXT: v1.GetTensorC<v5>(v3, v7, v5, v5);
// CHECK-NEXT: AscendC::Fixpipe<float, half, v10>(v2, v8, v9);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @matmul_tensor_kinds(%m: !mm, %l: !ascendc.local_tensor<*xf32>, %bl: !ascendc.base_local_tensor<*xf32>, %bg: !ascendc.base_global_tensor<*xf32>, %b: i1, %n: i32, %g: !ascendc.global_tensor<*xf32>, %src: !ascendc.local_tensor<*xf16>, %p: !ascendc.fixpipe_params_v220, %cfg: !ascendc.fixpipe_config) {
  ascendc.matmul.set_tensor_a %m, %l, %b : !mm, !ascendc.local_tensor<*xf32>, i1
  ascendc.matmul.set_tensor_a %m, %bl, %b : !mm, !ascendc.base_local_tensor<*xf32>, i1
  ascendc.matmul.set_tensor_a %m, %bg, %b : !mm, !ascendc.base_global_tensor<*xf32>, i1
  ascendc.matmul.set_tensor_b %m, %l, %b : !mm, !ascendc.local_tensor<*xf32>, i1
  ascendc.matmul.set_tensor_b %m, %bl, %b : !mm, !ascendc.base_local_tensor<*xf32>, i1
  ascendc.matmul.set_tensor_b %m, %bg, %b : !mm, !ascendc.base_global_tensor<*xf32>, i1
  ascendc.matmul.set_bias %m, %l : !mm, !ascendc.local_tensor<*xf32>
  ascendc.matmul.set_bias %m, %bl : !mm, !ascendc.base_local_tensor<*xf32>
  ascendc.matmul.set_bias %m, %bg : !mm, !ascendc.base_global_tensor<*xf32>
  ascendc.matmul.set_tensor_a_scalar %m, %n : !mm, i32
  ascendc.matmul.set_tensor_b_scalar %m, %n : !mm, i32
  ascendc.matmul.iterate_all %m, %bl, %b {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1>} : !mm, !ascendc.base_local_tensor<*xf32>, i1
  ascendc.matmul.iterate_all %m, %bg, %b {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1>} : !mm, !ascendc.base_global_tensor<*xf32>, i1
  ascendc.matmul.iterate_batch %m, %bl, %n, %n, %b, %n, %n, %n, %b, %b {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1>} : !mm, !ascendc.base_local_tensor<*xf32>, i32, i32, i1, i32, i32, i32, i1, i1
  ascendc.matmul.iterate_batch %m, %bg, %n, %n, %b, %n, %n, %n, %b, %b {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1>} : !mm, !ascendc.base_global_tensor<*xf32>, i32, i32, i1, i32, i32, i32, i1, i1
  ascendc.matmul.iterate_batch_cube_only %m, %l, %b, %b, %b, %n, %n, %n : !mm, !ascendc.local_tensor<*xf32>, i1, i1, i1, i32, i32, i32
  ascendc.matmul.iterate_batch_cube_only %m, %bl, %b, %b, %b, %n, %n, %n : !mm, !ascendc.base_local_tensor<*xf32>, i1, i1, i1, i32, i32, i32
  ascendc.matmul.iterate_batch_cube_only %m, %bg, %b, %b, %b, %n, %n, %n : !mm, !ascendc.base_global_tensor<*xf32>, i1, i1, i1, i32, i32, i32
  ascendc.matmul.get_tensor_c %m, %bl, %bg, %b, %b, %b : !mm, !ascendc.base_local_tensor<*xf32>, !ascendc.base_global_tensor<*xf32>, i1, i1, i1
  ascendc.matmul.get_tensor_c %m, %bg, %bl, %b, %b, %b : !mm, !ascendc.base_global_tensor<*xf32>, !ascendc.base_local_tensor<*xf32>, i1, i1, i1
  ascendc.matmul.get_tensor_c %m, %bl, %g, %b, %b, %b : !mm, !ascendc.base_local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i1, i1, i1
  ascendc.fixpipe %l, %src, %p, %cfg : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf16>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  return
}
