// Custom forms of the ascendc ops whose formats go beyond `operands attr-dict : types`
// (spec/ascendc-ops.md): construct's optional groups (operands, types, `constexpr`,
// `static`, trailing types), local_tensor_auto's TPosition and keyword unit attributes,
// set_aipp_functions' optional src1 and `format =` keyword with AippInputFormat cases,
// init_buf_pool's ` `,` ` groups, set_deq_scale's two optional groups (segment sizes
// inferred), matmul.iterate's absent localCmaxtrix (`i1, i1, , i1`, PyAsc's own form),
// get_phy_addr/set_global_buffer optional operands after attr-dict, and type($x)
// printing stripped for parameterised types but in full for types without parameters
// (!ascendc.mask_reg, !ascendc.tensor_desc), as MLIR's printStrippedAttrOrType falls back.
// RUN: ascopt %s | FileCheck %s
// RUN: ascopt %s | ascopt | FileCheck %s
// RUN: ascopt -mlir-print-op-generic %s | ascopt | FileCheck %s
// RUN: ascopt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN

// GEN: "ascendc.construct"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{isConstexpr, isStatic, types = [i64, i32]}> : (i64, i32) -> !emitc.opaque<"X">
// GEN: "ascendc.local_tensor_auto"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{input, output, position = 9 : i32}> : (i64, i64) -> !ascendc.local_tensor<?x?xf32>
// GEN: "ascendc.set_aipp_functions"(%arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) <{format = 4 : i32}>
// GEN: "ascendc.set_deq_scale"(%arg{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// GEN-NEXT: "ascendc.set_deq_scale"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i16) -> ()
// GEN: "ascendc.mask_reg"() : () -> !ascendc.mask_reg
// GEN: "ascendc.create_mask"() <{dtype = f16, mask = 6 : i32}> : () -> !ascendc.mask_reg

// CHECK-LABEL: func.func @formats(
// CHECK-NEXT: %{{[0-9]+}} = ascendc.construct !emitc.opaque<"X">(%arg0, %arg1) [i64, i32] constexpr static : i64, i32
// CHECK-NEXT: %{{[0-9]+}} = ascendc.construct !emitc.opaque<"X">()
// CHECK-NEXT: %{{[0-9]+}} = ascendc.construct !emitc.opaque<"X">(%arg0) static {k} : i64
// CHECK-NEXT: %{{[0-9]+}} = ascendc.local_tensor_auto vecin(%arg0, %arg0) input output : <?x?xf32>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.local_tensor_auto vecout() output : <16xf32>
// CHECK-NEXT: ascendc.set_aipp_functions %arg4, %arg5, %arg6, format = RGB888_U8 : (!ascendc.global_tensor<?xf16>, !ascendc.global_tensor<?xf16>, !ascendc.aipp_params) -> ()
// CHECK-NEXT: ascendc.set_aipp_functions %arg4, %arg6, format = YUV400_U8 : (!ascendc.global_tensor<?xf16>, !ascendc.aipp_params) -> ()
// CHECK-NEXT: %{{[0-9]+}} = ascendc.pipe.init_buf_pool(%arg2, %arg3, %arg1) : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 4>, i32 -> i1
// CHECK-NEXT: %{{[0-9]+}} = ascendc.pipe.init_buf_pool(%arg2, %arg3, %arg1) , %arg3 : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 4>, i32 , !ascendc.tbuf_pool<vecin, 4> -> i1
// CHECK-NEXT: %{{[0-9]+}} = ascendc.tbuf_pool.init_buf_pool(%arg3, %arg3, %arg1) {x} , %arg3 : <vecin, 4>, !ascendc.tbuf_pool<vecin, 4>, i32 , !ascendc.tbuf_pool<vecin, 4> -> i1
// CHECK-NEXT: ascendc.set_deq_scale %arg1 : i32
// CHECK-NEXT: ascendc.set_deq_scale %arg1, %arg12 : i32, i16
// CHECK-NEXT: ascendc.set_deq_scale %arg1, %arg12, %arg13 : i32, i16, i1
// CHECK-NEXT: %{{[0-9]+}} = ascendc.matmul.iterate %arg7, %arg13, %arg13 : !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 1 : i32, f16, true, 1 : i32, vecout, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>, i1, i1, , i1
// CHECK-NEXT: %{{[0-9]+}} = ascendc.global_tensor.get_phy_addr %arg4 : !ascendc.global_tensor<?xf16>, memref<?xf16>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.global_tensor.get_phy_addr %arg4, %arg9 : !ascendc.global_tensor<?xf16>, memref<?xf16>, ui64
// CHECK-NEXT: %{{[0-9]+}} = ascendc.local_tensor.get_phy_addr %arg8, %arg10 : !ascendc.local_tensor<16xf32>, memref<16xf32>, ui32
// CHECK-NEXT: ascendc.global_tensor.set_global_buffer %arg4, %arg11 : !ascendc.global_tensor<?xf16>, memref<?xf16>
// CHECK-NEXT: ascendc.global_tensor.set_global_buffer %arg4, %arg11, %arg1 : !ascendc.global_tensor<?xf16>, memref<?xf16>, i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @stripped(
// CHECK-NEXT: %{{[0-9]+}} = ascendc.queue : <vecin, 2>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.que_bind : <gm, vecout, 2>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.mask_reg : !ascendc.mask_reg
// CHECK-NEXT: %{{[0-9]+}} = ascendc.reg_tensor : <f16>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.tBufPool : <veccalc, 4>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.tbuf : <vecin>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.queue {a.b, extra = 1 : i32} : <vecin, 2>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.create_mask f16, VL16 : !ascendc.mask_reg
// CHECK-NEXT: %{{[0-9]+}} = ascendc.update_mask f32, %arg0 : memref<1xui32>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.local_mem_allocator.alloc %arg1, vecin, %arg2, f32 : !ascendc.local_mem_allocator<1>, i32, <16xf32>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.tensor_desc f32 : !ascendc.tensor_desc
// CHECK-NEXT: %{{[0-9]+}} = ascendc.local_tensor_v3 vecout, 0, 1024 : !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %{{[0-9]+}} = ascendc.scalar_cast %arg2 {dtype = f32, roundMode = 6 : i32} : i32 -> f32
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @formats(%i: i64, %j: i32, %p: !ascendc.pipe, %tp: !ascendc.tbuf_pool<vecin, 4>, %g: !ascendc.global_tensor<?xf16>, %g2: !ascendc.global_tensor<?xf16>, %cfg: !ascendc.aipp_params,
   %mm: !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 1 : i32, f16, true, 1 : i32, vecout, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, #ascendc.matmul_config<do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>,
   %lt: !ascendc.local_tensor<16xf32>, %u64: ui64, %u32: ui32, %m: memref<?xf16>, %s16: i16, %b: i1) {
  %0 = ascendc.construct !emitc.opaque<"X">(%i, %j) [i64, i32] constexpr static : i64, i32
  %1 = ascendc.construct !emitc.opaque<"X">()
  %2 = ascendc.construct !emitc.opaque<"X">(%i) static {k} : i64
  %3 = ascendc.local_tensor_auto vecin(%i, %i) input output : !ascendc.local_tensor<?x?xf32>
  %4 = ascendc.local_tensor_auto veccalc() : !ascendc.local_tensor<16xf32>
  %5 = ascendc.local_tensor_auto vecout() output : !ascendc.local_tensor<16xf32>
  ascendc.set_aipp_functions %g, %g2, %cfg, format = RGB888_U8 : (!ascendc.global_tensor<?xf16>, !ascendc.global_tensor<?xf16>, !ascendc.aipp_params) -> ()
  ascendc.set_aipp_functions %g, %cfg, format = YUV400_U8 : (!ascendc.global_tensor<?xf16>, !ascendc.aipp_params) -> ()
  %6 = ascendc.pipe.init_buf_pool(%p, %tp, %j) : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 4>, i32 -> i1
  %7 = ascendc.pipe.init_buf_pool(%p, %tp, %j) , %tp : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 4>, i32 , !ascendc.tbuf_pool<vecin, 4> -> i1
  %8 = ascendc.tbuf_pool.init_buf_pool(%tp, %tp, %j) {x} , %tp : !ascendc.tbuf_pool<vecin, 4>, !ascendc.tbuf_pool<vecin, 4>, i32 , !ascendc.tbuf_pool<vecin, 4> -> i1
  ascendc.set_deq_scale %j : i32
  ascendc.set_deq_scale %j, %s16 : i32, i16
  ascendc.set_deq_scale %j, %s16, %b : i32, i16, i1
  %9 = ascendc.matmul.iterate %mm, %b, %b : !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 1 : i32, f16, true, 1 : i32, vecout, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>, i1, i1, , i1
  %10 = ascendc.global_tensor.get_phy_addr %g : !ascendc.global_tensor<?xf16>, memref<?xf16>
  %11 = ascendc.global_tensor.get_phy_addr %g, %u64 : !ascendc.global_tensor<?xf16>, memref<?xf16>, ui64
  %12 = ascendc.local_tensor.get_phy_addr %lt, %u32 : !ascendc.local_tensor<16xf32>, memref<16xf32>, ui32
  ascendc.global_tensor.set_global_buffer %g, %m : !ascendc.global_tensor<?xf16>, memref<?xf16>
  ascendc.global_tensor.set_global_buffer %g, %m, %j : !ascendc.global_tensor<?xf16>, memref<?xf16>, i32
  return
}

// type($x) of a type without parameters prints (and must be written) in full.
func.func @stripped(%c: memref<1xui32>, %a: !ascendc.local_mem_allocator<1>, %n: i32) {
  %0 = ascendc.queue : <vecin, 2>
  %1 = ascendc.que_bind : !ascendc.que_bind<gm, vecout, 2>
  %2 = ascendc.mask_reg : !ascendc.mask_reg
  %3 = ascendc.reg_tensor : <f16>
  %4 = ascendc.tBufPool : <veccalc, 4>
  %5 = ascendc.tbuf : <vecin>
  %6 = ascendc.queue {a.b, extra = 1 : i32} : <vecin, 2>
  %7 = ascendc.create_mask f16, VL16 : !ascendc.mask_reg
  %8 = ascendc.update_mask f32, %c : memref<1xui32>
  %9 = ascendc.local_mem_allocator.alloc %a, vecin, %n, f32 : !ascendc.local_mem_allocator<1>, i32, <16xf32>
  %10 = ascendc.tensor_desc f32 : !ascendc.tensor_desc
  %11 = ascendc.local_tensor_v3 vecout, 0, 1024 : !ascendc.local_tensor<16xf32>
  %12 = ascendc.scalar_cast %n {dtype = f32, roundMode = 6 : i32} : i32 -> f32
  return
}
