// ascendc-detect-kernel-type: cube for mmad/matmul, vector for vector ops, mixed for both;
// ascendc-detect-enable-debug leaves modules without printing alone.

// RUN: ascopt -ascendc-detect-kernel-type -split-input-file %s | FileCheck %s
// RUN: ascopt -ascendc-detect-enable-debug -split-input-file %s | FileCheck %s --check-prefix=DEBUG

// CHECK: module attributes {asc.kernel_type = "cube"}
// DEBUG-NOT: enable_debug
func.func @cube(%a: !ascendc.local_tensor<16x16xf16>, %b: !ascendc.local_tensor<16x16xf16>, %c: !ascendc.local_tensor<16x16xf32>, %p: !ascendc.mmad_params) {
  ascendc.mmad %c, %a, %b, %p : !ascendc.local_tensor<16x16xf32>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.mmad_params
  return
}

// -----

// CHECK: module attributes {asc.kernel_type = "mixed"}
func.func @mixed(%a: !ascendc.local_tensor<16x16xf16>, %b: !ascendc.local_tensor<16x16xf16>, %c: !ascendc.local_tensor<16x16xf32>, %p: !ascendc.mmad_params, %n: i32) {
  ascendc.mmad %c, %a, %b, %p : !ascendc.local_tensor<16x16xf32>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.mmad_params
  ascendc.add_l2 %a, %a, %b, %n : !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, i32
  return
}

// -----

// CHECK: module attributes {asc.kernel_type = "vector"}
func.func @empty() {
  return
}
