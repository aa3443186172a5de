// The verifier rules emitasc-ops.md states, one case each, with MLIR's wording.
// RUN: ascopt -split-input-file -verify-diagnostics %s

func.func @mask_result(%a: i64) {
  // expected-error @+1 {{'emitasc.mask' op result #0 must be , but got 'i64'}}
  %m = "emitasc.mask"(%a, %a) : (i64, i64) -> i64
  return
}

// -----

func.func @mask_halves(%a: i32) {
  // expected-error @+1 {{'emitasc.mask' op operand #0 must be 64-bit signless integer, but got 'i32'}}
  %m = "emitasc.mask"(%a, %a) : (i32, i32) -> !emitasc.mask
  return
}

// -----

func.func @offset_index(%p: memref<?xf32, 22>, %o: i32) {
  // expected-error @+1 {{'emitasc.ptr_offset' op operand #1 must be index, but got 'i32'}}
  %r = "emitasc.ptr_offset"(%p, %o) : (memref<?xf32, 22>, i32) -> memref<?xf32, 22>
  return
}

// -----

func.func @member_ptr_base(%p: i32) {
  // expected-error @+1 {{'emitasc.member_ptr' op operand #0 must be memref of any type values, but got 'i32'}}
  %r = emitasc.member_ptr %p[0] : i32, memref<?xf32>
  return
}

// -----

func.func @member_ptr_field(%p: memref<?xf32>) {
  // expected-error @+1 {{'emitasc.member_ptr' op attribute 'field' failed to satisfy constraint: string attribute}}
  %r = "emitasc.member_ptr"(%p) {index = 0 : index, field = 1 : i32} : (memref<?xf32>) -> memref<?xf32>
  return
}

// -----

func.func @member_ptr_index(%p: memref<?xf32>) {
  // expected-error @+1 {{'emitasc.member_ptr' op requires attribute 'index'}}
  %r = "emitasc.member_ptr"(%p) : (memref<?xf32>) -> memref<?xf32>
  return
}

// -----

func.func @variable_rank() {
  // expected-error @+1 {{'emitasc.variable' op result #0 must be non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %r = "emitasc.variable"() {staticInit = 0 : i32} : () -> memref<f32>
  return
}

// -----

func.func @callee_string(%a: i64) {
  // expected-error @+1 {{'emitasc.call_opaque' op attribute 'callee' failed to satisfy constraint: string attribute}}
  %r = "emitasc.call_opaque"(%a) {callee = 3 : i32} : (i64) -> i32
  return
}

// -----

func.func @single_block() {
  // expected-error @+1 {{'emitasc.vec_scope' op expects region #0 to have 0 or 1 blocks}}
  emitasc.vec_scope {
    cf.br ^bb1
  ^bb1:
    emitasc.yield
  }
  return
}

// -----

func.func @yield_last() {
  emitasc.vec_scope {
    // expected-error @+1 {{'emitasc.yield' op must be the last operation in the parent block}}
    emitasc.yield
    %c = arith.constant 1 : i32
  }
  return
}

// -----

// ptr_offset takes exactly one offset: without one its custom form would print `[ ]`,
// which does not parse; with both the static one would be lost.
func.func @ptr_offset_none(%a: memref<?xf32, 22>) -> memref<?xf32, 22> {
  // expected-error @below {{'emitasc.ptr_offset' op requires a static or a dynamic offset}}
  %0 = "emitasc.ptr_offset"(%a) : (memref<?xf32, 22>) -> memref<?xf32, 22>
  return %0 : memref<?xf32, 22>
}

// -----

func.func @ptr_offset_both(%a: memref<?xf32, 22>, %i: index) -> memref<?xf32, 22> {
  // expected-error @below {{'emitasc.ptr_offset' op takes a static or a dynamic offset, not both}}
  %0 = "emitasc.ptr_offset"(%a, %i) <{staticOffset = 4 : index}> : (memref<?xf32, 22>, index) -> memref<?xf32, 22>
  return %0 : memref<?xf32, 22>
}
