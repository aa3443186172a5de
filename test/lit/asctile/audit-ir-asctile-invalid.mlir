// Verifier and parser messages of spec/asctile-ops.md not pinned in invalid.mlir: the
// tile syntax (§2.2, §2.4), enum words in custom and generic forms (§3.1, §3.3), the
// ODS order of §5.3 (required property, property constraint, optional group size,
// region shape, terminator), the parse-time type check of §5.1, and the C++ verifiers of
// dim, copy_fixpipe and concat (§6).
// RUN: ascopt -split-input-file -verify-diagnostics %s

// expected-error @+1 {{either dimension list (ranked) or '*' symbol (unranked) must be declared}}
func.func private @tile_no_x(!asctile.tile<4f32, UB>)

// -----

// expected-error @+1 {{unknown tile location 'ub', expected one of [L0A, L0B, L0C, UB, L1, FIX]}}
func.func private @tile_location_case(!asctile.tile<4xf32, ub>)

// -----

// expected-error @+1 {{expected ','}}
func.func private @tile_no_location(!asctile.tile<4xf32>)

// -----

func.func @reduce_kind_word(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+2 {{expected ::mlir::asctile::ReduceKind to be one of: sum, max, min, prod, mean, all, any, xor_sum}}
  // expected-error @+1 {{failed to parse AscTile_ReduceKindAttr parameter 'value' which is to be a `::mlir::asctile::ReduceKind`}}
  %r = asctile.reduce_as_1d <Sum> %a : !asctile.tile<64xf32, UB>, f32
  return
}

// -----

func.func @cmp_requires_mode(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.cmp' op requires attribute 'cmpMode'}}
  %m = "asctile.cmp"(%a, %a) : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi1, UB>
  return
}

// -----

func.func @cmp_mode_not_a_case(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.cmp' op attribute 'cmpMode' failed to satisfy constraint: comparsion type}}
  %m = "asctile.cmp"(%a, %a) <{cmpMode = 6 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi1, UB>
  return
}

// -----

func.func @load_two_pads(%t: !asctile.tensor<?xf32>, %i: i32, %p: f32) {
  // expected-error @+1 {{'asctile.load' op operand group starting at #2 requires 0 or 1 element, but found 2}}
  %l = "asctile.load"(%t, %i, %p, %p) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (!asctile.tensor<?xf32>, i32, f32, f32) -> !asctile.tile<4xf32, UB>
  return
}

// -----

func.func @mask_region_blocks(%n: i64) {
  // expected-error @+1 {{'asctile.count_mask' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "asctile.count_mask"(%n) ({
  }) : (i64) -> ()
  return
}

// -----

// (emitasc.yield is a terminator without a parent restriction of its own.)
func.func @mask_terminator(%n: i64) {
  // expected-error @+2 {{'asctile.bitwise_mask' op expects regions to end with 'asctile.yield', found 'emitasc.yield'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'asctile.yield'}}
  "asctile.bitwise_mask"(%n, %n) ({
    "emitasc.yield"() : () -> ()
  }) : (i64, i64) -> ()
  return
}

// -----

// get_value's base is checked while parsing; Tensor's summary is empty.
func.func @get_value_base(%x: i32, %i: i32) {
  // expected-error @+1 {{'base' must be , but got 'i32'}}
  %v = asctile.get_value %x[%i] : i32
  return
}

// -----

func.func @dim_index(%t: !asctile.tensor<?x?xf32>) {
  // expected-error @+1 {{'asctile.dim' op 'index' must not exceed the tensor rank}}
  %d = asctile.dim %t, 2 : !asctile.tensor<?x?xf32>
  return
}

// -----

func.func @copy_fixpipe_elements(%c: !asctile.tile<32x32xf32, L0C>, %i: i32) {
  // expected-error @+1 {{'asctile.copy_fixpipe' op failed to verify that all of {base, result} have same element type}}
  %h = asctile.copy_fixpipe %c[%i, %i] : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
  return
}

// -----

// With quantize the element types may differ.
func.func @copy_fixpipe_quantize(%c: !asctile.tile<32x32xf32, L0C>, %i: i32) {
  %h = asctile.copy_fixpipe %c[%i, %i] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
  return
}

// -----

func.func @concat_location(%a: !asctile.tile<8x64xf32, L1>) {
  // expected-error @+1 {{'asctile.concat' op tile operands must have UB tile location}}
  %c = asctile.concat %a, %a : !asctile.tile<8x64xf32, L1>, !asctile.tile<8x64xf32, L1> -> !asctile.tile<16x64xf32, UB>
  return
}

// -----

func.func @concat_shapes(%a: !asctile.tile<8x64xf32, UB>, %b: !asctile.tile<8x32xf32, UB>) {
  // expected-error @+1 {{'asctile.concat' op tile operands must have the same shape except their first dimension}}
  %c = asctile.concat %a, %b : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x32xf32, UB> -> !asctile.tile<16x64xf32, UB>
  return
}

// -----

func.func @concat_none() {
  // expected-error @+1 {{'asctile.concat' op expected 1 or more operands, but found 0}}
  %c = "asctile.concat"() : () -> !asctile.tile<16x64xf32, UB>
  return
}

// -----

// The result of asctile.tensor is constrained by the Tensor type itself, whose summary
// is empty (§4), like the operands holding a tensor.
func.func @tensor_result(%m: memref<*xf32, 22>) {
  // expected-error @+1 {{'asctile.tensor' op result #0 must be , but got 'i32'}}
  %r = "asctile.tensor"(%m) : (memref<*xf32, 22>) -> i32
  return
}

// -----

func.func @load_base(%m: i32, %i: i32) {
  // expected-error @+1 {{'asctile.load' op operand #0 must be , but got 'i32'}}
  %l = "asctile.load"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> !asctile.tile<4xf32, UB>
  return
}
