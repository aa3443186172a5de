// ascendc-privatize-func: functions without ascendc.global become private whatever their
// visibility (nested ones included), kernels with a body become public (other attributes,
// arguments and results kept), a kernel declaration keeps its visibility.

// RUN: ascopt -ascendc-privatize-func %s | FileCheck %s -match-full-lines
// RUN: ascopt -ascendc-privatize-func -ascendc-privatize-func %s | FileCheck %s -match-full-lines

// CHECK-LABEL: func.func private @public_helper(%arg0: i32) -> i32 {
func.func @public_helper(%x: i32) -> i32 {
  return %x : i32
}

// CHECK-LABEL: func.func private @nested_helper() {
func.func nested @nested_helper() {
  return
}

// CHECK-LABEL: func.func private @already_private() {
func.func private @already_private() {
  return
}

// CHECK-LABEL: func.func @nested_kernel(%arg0: i32) attributes {ascendc.global} {
func.func nested @nested_kernel(%n: i32) attributes {ascendc.global} {
  return
}

// CHECK-LABEL: func.func @kernel_with_attrs(%arg0: i32) -> i32 attributes {asc.x = 1 : i32, ascendc.global} {
func.func private @kernel_with_attrs(%x: i32) -> i32 attributes {asc.x = 1 : i32, ascendc.global} {
  return %x : i32
}

// CHECK-LABEL: func.func nested @nested_kernel_decl() attributes {ascendc.global}
func.func nested @nested_kernel_decl() attributes {ascendc.global}

// CHECK-LABEL: func.func private @decl_with_types(i32, f16) -> i64
func.func private @decl_with_types(i32, f16) -> i64
