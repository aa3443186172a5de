// Module-level ascendc passes: visibility, kernel classification, debug detection,
// boilerplate, cube-only define, kernel arguments.

// RUN: ascopt -ascendc-privatize-func %s | FileCheck %s --check-prefix=PRIV
// RUN: ascopt -ascendc-detect-enable-debug %s | FileCheck %s --check-prefix=DEBUG
// RUN: ascopt -ascendc-detect-kernel-type %s | FileCheck %s --check-prefix=KTYPE
// RUN: ascopt -ascendc-generate-boilerplate %s | FileCheck %s --check-prefix=BOIL
// RUN: ascopt -ascendc-generate-boilerplate -ascendc-generate-boilerplate %s | FileCheck %s --check-prefix=BOIL
// RUN: ascopt -ascendc-define-cube-only %s | FileCheck %s --check-prefix=CUBE
// RUN: ascopt -ascendc-legalize-kernel-args %s | FileCheck %s --check-prefix=ARGS
// RUN: ascopt -ascendc-legalize-kernel-args=set-ffts-addr %s | FileCheck %s --check-prefix=FFTS
// RUN: ascopt --pass-pipeline='builtin.module(ascendc-legalize-kernel-args{set-ffts-addr=true})' %s | FileCheck %s --check-prefix=FFTS

// PRIV-LABEL: module {
// PRIV:       func.func @kernel(
// PRIV:       func.func private @helper()
// PRIV:       func.func private @decl()

// DEBUG: module attributes {asc.enable_debug}

// KTYPE: module attributes {asc.kernel_type = "vector"}

// BOIL:      module {
// BOIL-NEXT:   emitc.include "kernel_operator.h"
// BOIL-NOT:    emitc.include
// BOIL:        func.func @kernel

// CUBE:      module attributes {asc.matmul_cube_only} {
// CUBE-NEXT:   emitc.verbatim "#define ASCENDC_CUBE_ONLY"
// CUBE-NEXT:   func.func @kernel

// ARGS:      func.func @kernel(%arg0: memref<?xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg1: !ascendc.local_tensor<64xf32> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg2: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}) attributes {ascendc.global} {
// ARGS-NEXT:   ascendc.exp_l2
// ARGS:      func.func @helper() {

// FFTS:      func.func @kernel({{.*}}, %arg3: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
// FFTS-NEXT:   ascendc.set_ffts_base_addr %arg3 : memref<?xi64, 22>
// FFTS-NEXT:   ascendc.exp_l2

module {
  func.func @kernel(%arg0: memref<?xf32, 22>, %arg1: !ascendc.local_tensor<64xf32>, %arg2: i32) attributes {ascendc.global} {
    ascendc.exp_l2 %arg1, %arg1, %arg2 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.dump_tensor %arg1, %arg2, %arg2 : !ascendc.local_tensor<64xf32>, i32, i32
    return
  }
  func.func @helper() {
    return
  }
  func.func private @decl()
}
