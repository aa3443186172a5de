// Held-out style refusals from the coverage matrix (target/ascendc/matrix_test.go): forms
// PyAsc aborts on (emission.md §4.3) or that asc-translate refuses on purpose
// (docs/translator-extensions.md), none of which a test had the translator see before:
// TPosition MAX in the hand-written position printers (local_tensor_v2/v3, the que_bind
// *_pos ops), matmul.iterate_batch without waitIterateBatch (a template argument by
// name), a tensor-list TransDataTo5HD without a source list (its array is named after
// the first source tensor, §3.11), a dynamically sized memref.alloca, and an scf.parallel
// that reduces. Each is an error at the op, never text.
// RUN: asc-translate --mlir-to-ascendc --split-input-file --verify-diagnostics %s

func.func @tensor_v2_max(%n: ui32) {
  // expected-error @+1 {{'ascendc.local_tensor_v2' op attribute 'pos': TPosition MAX has no Ascend C spelling}}
  %t = ascendc.local_tensor_v2 max, %n, %n : !ascendc.local_tensor<*xf16>
  return
}

// -----

func.func @tensor_v3_max() {
  // expected-error @+1 {{'ascendc.local_tensor_v3' op attribute 'pos': TPosition MAX has no Ascend C spelling}}
  %t = ascendc.local_tensor_v3 max, 0, 512 : !ascendc.local_tensor<*xf32>
  return
}

// -----

func.func @enque_src_max(%qb: !ascendc.que_bind<vecin, vecout, 1>, %t: !ascendc.local_tensor<*xf16>) {
  // expected-error @+1 {{'ascendc.que_bind.enque_tensor_pos' op attribute 'srcUserPos': TPosition MAX has no Ascend C spelling}}
  ascendc.que_bind.enque_tensor_pos %qb, %t, max, vecout : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  return
}

// -----

func.func @enque_dst_max(%qb: !ascendc.que_bind<vecin, vecout, 1>, %t: !ascendc.local_tensor<*xf16>) {
  // expected-error @+1 {{'ascendc.que_bind.enque_tensor_pos' op attribute 'dstUserPos': TPosition MAX has no Ascend C spelling}}
  ascendc.que_bind.enque_tensor_pos %qb, %t, vecin, max : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  return
}

// -----

func.func @deque_src_max(%qb: !ascendc.que_bind<vecin, vecout, 1>) {
  // expected-error @+1 {{'ascendc.que_bind.deque_tensor_pos' op attribute 'srcUserPos': TPosition MAX has no Ascend C spelling}}
  %t = ascendc.que_bind.deque_tensor_pos %qb, max, vecout : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  return
}

// -----

func.func @deque_dst_max(%qb: !ascendc.que_bind<vecin, vecout, 1>) {
  // expected-error @+1 {{'ascendc.que_bind.deque_tensor_pos' op attribute 'dstUserPos': TPosition MAX has no Ascend C spelling}}
  %t = ascendc.que_bind.deque_tensor_pos %qb, vecin, max : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<*xf16>
  return
}

// -----

func.func @tensor_list_without_src(%a: !ascendc.local_tensor<64xf16>, %b: !ascendc.local_tensor<64xf16>, %p: !ascendc.trans_data_to_5hd_params) {
  // expected-error @+1 {{'ascendc.trans_data_to_5hd_tensor_list' op expects a source tensor list}}
  ascendc.trans_data_to_5hd_tensor_list %a, %b, %p {operandSegmentSizes = array<i32: 2, 0, 1>} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.trans_data_to_5hd_params
  return
}

// -----

func.func @dynamic_alloca(%n: index) {
  // expected-error @+1 {{'memref.alloca' op dynamically sized alloca cannot be translated to Ascend C}}
  %0 = memref.alloca(%n) : memref<4x?xf32>
  return
}

// -----

func.func @parallel_reduce(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.parallel' op parallel loops with reductions cannot be translated to Ascend C}}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      scf.reduce.return %c : f32
    }
  }
  return
}

// -----

!mm = !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>

func.func @iterate_batch_without_wait(%m: !mm, %g: !ascendc.global_tensor<*xf32>, %n: i32, %b: i1) {
  // expected-error @+1 {{'ascendc.matmul.iterate_batch' op needs its waitIterateBatch operand: IterateBatch takes it as a template argument}}
  ascendc.matmul.iterate_batch %m, %g, %n, %n, %b, %n, %n, %n, %b, %b, %b {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0>} : !mm, !ascendc.global_tensor<*xf32>, i32, i32, i1, i32, i32, i32, i1, i1, i1
  return
}

// -----

// An i1 is a C++ bool: the extended ops' formulas (docs/translator-extensions.md) need an
// integer type of twice the width (int2_t does not exist) or wrap the sum (true + true is
// true as a bool), so asc-translate refuses them rather than print wrong text.
func.func @mul_extended_i1(%a: i1, %b: i1) {
  // expected-error @+1 {{'arith.mulsi_extended' op extended multiplication of i1 cannot be translated to Ascend C}}
  %lo, %hi = arith.mulsi_extended %a, %b : i1
  return
}

// -----

func.func @mului_extended_i1(%a: i1, %b: i1) {
  // expected-error @+1 {{'arith.mului_extended' op extended multiplication of i1 cannot be translated to Ascend C}}
  %lo, %hi = arith.mului_extended %a, %b : i1
  return
}

// -----

func.func @addui_extended_i1(%a: i1, %b: i1) {
  // expected-error @+1 {{'arith.addui_extended' op extended addition of i1 cannot be translated to Ascend C}}
  %s, %c = arith.addui_extended %a, %b : i1, i1
  return
}

// -----

func.func @mulsi_extended_index(%a: index, %b: index) {
  // expected-error @+1 {{'arith.mulsi_extended' op extended multiplication of index cannot be translated to Ascend C}}
  %lo, %hi = arith.mulsi_extended %a, %b : index
  return
}

// -----

func.func @mului_extended_i64(%a: i64, %b: i64) {
  // expected-error @+1 {{'arith.mului_extended' op extended multiplication of i64 cannot be translated to Ascend C}}
  %lo, %hi = arith.mului_extended %a, %b : i64
  return
}

// -----

func.func @mulsi_extended_i64(%a: i64, %b: i64) {
  // expected-error @+1 {{'arith.mulsi_extended' op extended multiplication of i64 cannot be translated to Ascend C}}
  %lo, %hi = arith.mulsi_extended %a, %b : i64
  return
}

// -----

func.func @mului_extended_index(%a: index, %b: index) {
  // expected-error @+1 {{'arith.mului_extended' op extended multiplication of index cannot be translated to Ascend C}}
  %lo, %hi = arith.mului_extended %a, %b : index
  return
}

// -----

// Every optional part absent: data_copy_slice still needs its dimValue (§4.3).
func.func @slice_without_anything(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<*xf16>) {
  // expected-error @+1 {{'ascendc.data_copy_slice' op needs its dimValue operand}}
  ascendc.data_copy_slice %g, %l {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>} : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>
  return
}

// -----

!mm = !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>

func.func @iterate_batch_without_options(%m: !mm, %g: !ascendc.global_tensor<*xf32>, %n: i32, %b: i1) {
  // expected-error @+1 {{'ascendc.matmul.iterate_batch' op needs its waitIterateBatch operand: IterateBatch takes it as a template argument}}
  ascendc.matmul.iterate_batch %m, %g, %n, %n, %b, %n, %n, %n, %b {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 0>} : !mm, !ascendc.global_tensor<*xf32>, i32, i32, i1, i32, i32, i32, i1
  return
}

// -----

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @dynamic_alloca_with_symbols(%n: index) {
  // expected-error @+1 {{'memref.alloca' op dynamically sized alloca cannot be translated to Ascend C}}
  %0 = memref.alloca(%n)[%n] : memref<?xf32, #map>
  return
}
