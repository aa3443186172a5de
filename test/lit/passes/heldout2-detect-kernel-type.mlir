// ascendc-detect-kernel-type classifies by the mmad family and matmul object
// registration (cube) and the ops with the vector interface (vector): L1/L0 loads and
// fixpipe alone do not make a kernel cube, data copies and scalar code make it vector,
// ops nested in regions of any function count, and a kernel_type already set is replaced.

// RUN: ascopt -ascendc-detect-kernel-type -split-input-file %s | FileCheck %s

// CHECK: module attributes {asc.kernel_type = "vector"}
func.func @loads_only(%a: !ascendc.local_tensor<256xf16>, %b: !ascendc.local_tensor<256xf16>, %lp: !ascendc.load_data_2d_params) {
  ascendc.load_data %a, %b, %lp : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  return
}

// -----

// CHECK: module attributes {asc.kernel_type = "vector"}
func.func @loads_and_vector(%a: !ascendc.local_tensor<256xf16>, %b: !ascendc.local_tensor<256xf16>, %lp: !ascendc.load_data_2d_params, %n: i32) {
  ascendc.load_data %a, %b, %lp : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  ascendc.exp_l2 %a, %b, %n : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
  return
}

// -----

// CHECK: module attributes {asc.kernel_type = "vector"}
func.func @fixpipe_only(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<8xf32>, %p: !ascendc.fixpipe_params_c310<ROW_MAJOR>, %c: !ascendc.fixpipe_config) {
  ascendc.fixpipe %g, %l, %p, %c : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<8xf32>, !ascendc.fixpipe_params_c310<ROW_MAJOR>, !ascendc.fixpipe_config
  return
}

// -----

// CHECK: module attributes {asc.kernel_type = "vector"}
func.func @copies(%g: !ascendc.global_tensor<*xf32>, %l: !ascendc.local_tensor<64xf32>, %n: i32) {
  ascendc.data_copy_l2 %l, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.data_copy_l2 %g, %l, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}

// -----

// CHECK: module attributes {asc.kernel_type = "cube"}
func.func @mmad_in_loop(%a: !ascendc.local_tensor<16x16xf16>, %b: !ascendc.local_tensor<16x16xf16>, %c: !ascendc.local_tensor<16x16xf32>, %p: !ascendc.mmad_params, %lp: !ascendc.load_data_2d_params, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    ascendc.load_data %a, %b, %lp : !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.load_data_2d_params
    ascendc.mmad %c, %a, %b, %p : !ascendc.local_tensor<16x16xf32>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.mmad_params
  }
  return
}

// -----

// CHECK: module attributes {asc.kernel_type = "mixed"}
module attributes {asc.kernel_type = "cube"} {
  func.func @cube_part(%a: !ascendc.local_tensor<16x16xf16>, %b: !ascendc.local_tensor<16x16xf16>, %c: !ascendc.local_tensor<16x16xf32>, %p: !ascendc.mmad_params) {
    ascendc.mmad %c, %a, %b, %p : !ascendc.local_tensor<16x16xf32>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.mmad_params
    return
  }
  func.func @vector_part(%x: !ascendc.local_tensor<64xf32>, %n: i32, %cond: i1) {
    scf.if %cond {
      ascendc.abs_l2 %x, %x, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    }
    return
  }
}
