// ascendc-generate-boilerplate: kernel_operator.h always, the list-tensor header when a
// list tensor op occurs, the matmul header when a matmul object op occurs (nested in
// regions too), each once; includes already present are not added again; the headers go
// after a cube-only define at the module start (the define configures them: before, a
// define put first by ascendc-define-cube-only ended up after the includes).

// RUN: ascopt -ascendc-generate-boilerplate -split-input-file %s | FileCheck %s
// RUN: ascopt -ascendc-define-cube-only -ascendc-generate-boilerplate %s -split-input-file | FileCheck %s --check-prefix=CUBE

// CHECK:      module {
// CHECK-NEXT:   emitc.include "kernel_operator.h"
// CHECK-NEXT:   emitc.include "kernel_operator_list_tensor_intf.h"
// CHECK-NEXT:   func.func @list
// CUBE:       module attributes {asc.matmul_cube_only} {
// CUBE-NEXT:    emitc.verbatim "#define ASCENDC_CUBE_ONLY"
// CUBE-NEXT:    emitc.include "kernel_operator.h"
// CUBE-NEXT:    emitc.include "kernel_operator_list_tensor_intf.h"
// CUBE-NEXT:    func.func @list
func.func @list(%p: memref<?xi8, 22>, %n: ui32, %c: i1) attributes {ascendc.global} {
  scf.if %c {
    %l = ascendc.list_tensor_desc_v2 %p, %n, %n : !ascendc.list_tensor_desc, memref<?xi8, 22>, ui32, ui32
  }
  return
}

// -----

!mm = !ascendc.matmul<a1, 1 : i32, f16, true, 1 : i32, b1, 2 : i32, f16, false, 0 : i32, vecout, 0 : i32, f32, false, 2 : i32, veccalc, 0 : i32, f32, <do_norm = false, do_basic_block = true, do_multi_data_load = false, basic_m = 128 : i32, basic_n = 256 : i32, basic_k = 64 : i32, intrinsics_check = false, is_n_batch = true, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 1 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 2 : i32, step_n = 2 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = false, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 2 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = false, enable_set_tail = true, enable_quant_vector = false, enable_set_define_data = true, iterate_mode = 1 : i32, enable_reuse = false, enable_ub_reuse = true, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 1 : i32, schedule_type = 1 : i32, enable_double_cache = false, is_bias_batch = false, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 32768 : i32, batch_out_mode = 2 : i32>>

// CHECK:      module {
// CHECK-NEXT:   emitc.include "kernel_operator.h"
// CHECK-NEXT:   emitc.include "lib/matmul_intf.h"
// CHECK-NEXT:   func.func @matmul
// CHECK-NOT:    emitc.include
// CUBE:       module attributes {asc.matmul_cube_only} {
// CUBE-NEXT:    emitc.verbatim "#define ASCENDC_CUBE_ONLY"
// CUBE-NEXT:    emitc.include "kernel_operator.h"
// CUBE-NEXT:    emitc.include "lib/matmul_intf.h"
// CUBE-NEXT:    func.func @matmul
func.func @matmul(%tiling: !ascendc.cube_tiling, %ws: memref<1024xui8, 22>) attributes {ascendc.global} {
  %mm = ascendc.construct !mm()
  %pipe = ascendc.pipe
  ascendc.matmul.init %mm, %tiling, %pipe : !mm, !ascendc.cube_tiling, !ascendc.pipe
  ascendc.regist_matmul_obj %pipe, %ws, %mm, %tiling : !ascendc.pipe, memref<1024xui8, 22>, !mm, !ascendc.cube_tiling
  return
}

// -----

// CHECK:      module {
// CHECK-NEXT:   emitc.include "kernel_operator.h"
// CHECK-NEXT:   func.func @present
// CHECK-NOT:    emitc.include
emitc.include "kernel_operator.h"
func.func @present() attributes {ascendc.global} {
  return
}
