// Audit of emission.md §4 and §1.14 (written from the spec): the translation stops at the
// first failure, so a later untranslatable op reports nothing; every emitc op other than
// include, verbatim, constant, variable and cast has no printer; emitc.array and the
// other types without a spelling; a memory space that is no address space (an error
// of ours where PyAsc fails without a message, docs/translator-extensions.md).
// RUN: asc-translate --mlir-to-ascendc --split-input-file --verify-diagnostics %s

func.func @first(%a: f32) {
  // expected-error @+1 {{'arith.remf' op unable to find printer for op}}
  %b = arith.remf %a, %a : f32
  return
}
func.func @second(%a: f32) {
  %b = math.tanh %a : f32
  return
}

// -----

// expected-error @+1 {{cannot emit integer type 'i4'}}
func.func @first_type(%a: i4) {
  return
}
func.func @second_type(%a: f80) {
  return
}

// -----

func.func @apply(%a: i32) {
  // expected-error @+1 {{'emitc.apply' op unable to find printer for op}}
  %b = emitc.apply "&"(%a) : (i32) -> !emitc.ptr<i32>
  return
}

// -----

func.func @assign(%a: i32) {
  %v = "emitc.variable"() {value = 0 : i32} : () -> i32
  // expected-error @+1 {{'emitc.assign' op unable to find printer for op}}
  emitc.assign %a : i32 to %v : i32
  return
}

// -----

func.func @literal() {
  // expected-error @+1 {{'emitc.literal' op unable to find printer for op}}
  %l = emitc.literal "X" : i32
  return
}

// -----

func.func @expression(%a: i32) {
  // expected-error @+1 {{'emitc.expression' op unable to find printer for op}}
  %e = emitc.expression : i32 {
    %x = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %x : i32
  }
  return
}

// -----

func.func @call_opaque(%a: i32) {
  // expected-error @+1 {{'emitc.call_opaque' op unable to find printer for op}}
  %c = emitc.call_opaque "f"(%a) : (i32) -> i32
  return
}

// -----

func.func @emitc_if(%t: i1) {
  // expected-error @+1 {{'emitc.if' op unable to find printer for op}}
  emitc.if %t {
  }
  return
}

// -----

func.func @cmp(%a: i32) {
  // expected-error @+1 {{'emitc.cmp' op unable to find printer for op}}
  %c = emitc.cmp eq, %a, %a : (i32, i32) -> i1
  return
}

// -----

func.func @array() {
  // expected-error @+1 {{cannot emit type '!emitc.array<4xi32>'}}
  %p = "emitc.variable"() {value = #emitc.opaque<"{0}">} : () -> !emitc.array<4xi32>
  return
}

// -----

// expected-error @+1 {{cannot emit type 'tuple<i32>'}}
func.func @tuple(%a: tuple<i32>) {
  return
}

// -----

// expected-error @+1 {{cannot emit type 'none'}}
func.func @none(%a: none) {
  return
}

// -----

// expected-error @+1 {{memory space 5 has no Ascend C qualifier}}
func.func @space(%a: memref<?xf32, 5 : i8>) {
  return
}

// -----

func.func @alloc() {
  // expected-error @+1 {{'memref.alloc' op unable to find printer for op}}
  %b = memref.alloc() : memref<4xf32>
  return
}

// -----

func.func @cmpf(%a: f32) {
  // expected-error @+1 {{'arith.cmpf' op predicate 'ord' cannot be translated to Ascend C}}
  %b = arith.cmpf ord, %a, %a : f32
  return
}

// -----

func.func @subview(%m: memref<8xf32>) {
  // expected-error @+1 {{'memref.subview' op unable to find printer for op}}
  %s = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  return
}

// -----

// expected-error @+1 {{'memref.global' op unable to find printer for op}}
memref.global "private" @g : memref<4xf32> = dense<0.0>

// -----

func.func @dim(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'memref.dim' op unable to find printer for op}}
  %d = memref.dim %m, %c0 : memref<?xf32>
  return
}

// -----

func.func @forall() {
  // expected-error @+1 {{'scf.forall' op unable to find printer for op}}
  scf.forall (%i) in (4) {
  }
  return
}

// -----

func.func @assert(%c: i1) {
  // expected-error @+1 {{'cf.assert' op unable to find printer for op}}
  cf.assert %c, "x"
  return
}

// -----

func.func @emitc_member(%o: !emitc.opaque<"T">) {
  // expected-error @+1 {{'emitc.member' op unable to find printer for op}}
  %m = "emitc.member"(%o) {member = "x"} : (!emitc.opaque<"T">) -> i32
  return
}
