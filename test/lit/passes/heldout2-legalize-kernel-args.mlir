// ascendc-legalize-kernel-args: every argument of every kernel with a body is explicit
// (attributes it has already stay); with set-ffts-addr each such kernel also gets a
// trailing ffts address argument set at its entry, once however often the pass runs (the
// option takes the boolean spellings mlir-opt takes: True, FALSE, ...);
// kernel declarations and other functions are left alone.

// RUN: ascopt -ascendc-legalize-kernel-args %s | FileCheck %s --check-prefix=ARGS
// RUN: ascopt -ascendc-legalize-kernel-args=set-ffts-addr=true %s | FileCheck %s --check-prefix=FFTS
// RUN: ascopt -ascendc-legalize-kernel-args=set-ffts-addr=true -ascendc-legalize-kernel-args=set-ffts-addr=true %s | FileCheck %s --check-prefix=FFTS
// RUN: ascopt --pass-pipeline="builtin.module(ascendc-legalize-kernel-args{set-ffts-addr=True})" %s | FileCheck %s --check-prefix=FFTS
// RUN: ascopt -ascendc-legalize-kernel-args=set-ffts-addr=FALSE %s | FileCheck %s --check-prefix=ARGS

// ARGS:      func.func @k1(%arg0: memref<?xf32, 22> {asc.foo = 1 : i32, emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg1: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}) attributes {ascendc.global} {
// ARGS-NEXT:   return
// ARGS:      func.func @k2() attributes {ascendc.global} {
// ARGS:      func.func private @kdecl(memref<?xf32, 22>) attributes {ascendc.global}
// ARGS:      func.func @helper(%arg0: i32) {

// FFTS:      func.func @k1(%arg0: memref<?xf32, 22> {asc.foo = 1 : i32, emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg1: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg2: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
// FFTS-NEXT:   ascendc.set_ffts_base_addr %arg2 : memref<?xi64, 22>
// FFTS-NEXT:   return
// FFTS:      func.func @k2(%arg0: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
// FFTS-NEXT:   ascendc.set_ffts_base_addr %arg0 : memref<?xi64, 22>
// FFTS-NEXT:   %c1_i32 = arith.constant 1 : i32
// FFTS:      func.func private @kdecl(memref<?xf32, 22>) attributes {ascendc.global}
// FFTS:      func.func @helper(%arg0: i32) {
module {
  func.func @k1(%a: memref<?xf32, 22> {asc.foo = 1 : i32}, %n: i32) attributes {ascendc.global} {
    return
  }
  func.func @k2() attributes {ascendc.global} {
    %c = arith.constant 1 : i32
    return
  }
  func.func private @kdecl(memref<?xf32, 22>) attributes {ascendc.global}
  func.func @helper(%a: i32) {
    return
  }
}
