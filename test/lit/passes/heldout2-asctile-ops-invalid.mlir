// Held-out style diagnostics of the asctile ops (asctile-ops.md §3-§6): the C++ verifiers
// (dim, tensor, concat, store_fixpipe/copy_fixpipe), the ODS constraints with their
// summary words (enum attributes given in the attribute dictionary: "comparsion type",
// "kind of atomic"; rank/length constrained tiles, memref/Tensor operands), the relation
// traits, required attributes, operand segments, region structure of the mask ops, and
// the parse-time checks: types the custom form infers (at the op name: load/splat/select
// results, cmps base, rms_norm epsilon), enum keywords, the #asctile.kind parameter,
// unknown mnemonics.
// RUN: ascopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @dim_rank(%t: !asctile.tensor<?xf32>) {
  // expected-error @+1 {{'asctile.dim' op 'index' must not exceed the tensor rank}}
  %d = asctile.dim %t, 1 : !asctile.tensor<?xf32>
  return
}

// -----

func.func @tensor_static_with_size(%m: memref<*xf32, 22>, %n: i32) {
  // expected-error @+1 {{'asctile.tensor' op must have value in 'sizes' for each dynamic dimension}}
  %t = asctile.tensor %m(%n) : memref<*xf32, 22>, !asctile.tensor<64xf32>
  return
}

// -----

func.func @tensor_of_tile(%m: !asctile.tile<4xf32, UB>) {
  // expected-error @+1 {{'asctile.tensor' op operand #0 must be ranked or unranked memref of any type values, but got '!asctile.tile<4xf32, UB>'}}
  %t = "asctile.tensor"(%m) : (!asctile.tile<4xf32, UB>) -> !asctile.tensor<4xf32>
  return
}

// -----

func.func @concat_location(%a: !asctile.tile<8x64xf32, L1>) {
  // expected-error @+1 {{'asctile.concat' op tile operands must have UB tile location}}
  %c = asctile.concat %a, %a : !asctile.tile<8x64xf32, L1>, !asctile.tile<8x64xf32, L1> -> !asctile.tile<16x64xf32, UB>
  return
}

// -----

func.func @concat_inner_shape(%a: !asctile.tile<8x64xf32, UB>, %b: !asctile.tile<8x32xf32, UB>) {
  // expected-error @+1 {{'asctile.concat' op tile operands must have the same shape except their first dimension}}
  %c = asctile.concat %a, %b : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x32xf32, UB> -> !asctile.tile<16x64xf32, UB>
  return
}

// -----

func.func @concat_result_1d(%a: !asctile.tile<8xf32, UB>, %b: !asctile.tile<24xf32, UB>) {
  // expected-error @+1 {{'asctile.concat' op result tile shape must be [32]}}
  %c = asctile.concat %a, %b : !asctile.tile<8xf32, UB>, !asctile.tile<24xf32, UB> -> !asctile.tile<30xf32, UB>
  return
}

// -----

func.func @concat_none() {
  // expected-error @+1 {{'asctile.concat' op expected 1 or more operands, but found 0}}
  %c = "asctile.concat"() : () -> !asctile.tile<16x64xf32, UB>
  return
}

// -----

func.func @concat_elements(%a: !asctile.tile<8x64xf32, UB>, %b: !asctile.tile<8x64xf16, UB>) {
  // expected-error @+1 {{'asctile.concat' op requires the same element type for all operands and results}}
  %c = asctile.concat %a, %b : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf16, UB> -> !asctile.tile<16x64xf32, UB>
  return
}

// -----

func.func @copy_fixpipe_no_quantize(%c: !asctile.tile<16x16xf32, L0C>, %n: i32) {
  // expected-error @+1 {{'asctile.copy_fixpipe' op failed to verify that all of {base, result} have same element type}}
  %r = asctile.copy_fixpipe %c[%n, %n] {relu} : !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf16, L1>
  return
}

// -----

// With quantize the element types may differ.
func.func @fixpipe_quantize(%c: !asctile.tile<16x16xf32, L0C>, %t: !asctile.tensor<?x?xf16>, %n: i32) -> !asctile.tile<16x16xf16, L1> {
  asctile.store_fixpipe %c, %t[%n, %n] {quantize} : !asctile.tile<16x16xf32, L0C>, !asctile.tensor<?x?xf16>
  %r = asctile.copy_fixpipe %c[%n, %n] {quantize, relu} : !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf16, L1>
  return %r : !asctile.tile<16x16xf16, L1>
}

// -----

func.func @cmp_mode_value(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.cmp' op attribute 'cmpMode' failed to satisfy constraint: comparsion type}}
  %m = "asctile.cmp"(%a, %a) {cmpMode = 9 : i32} : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi1, UB>
  return
}

// -----

func.func @cmps_mode_negative(%a: !asctile.tile<64xf32, UB>, %s: f32) {
  // expected-error @+1 {{'asctile.cmps' op attribute 'cmpMode' failed to satisfy constraint: comparsion type}}
  %m = "asctile.cmps"(%a, %s) {cmpMode = -1 : i32} : (!asctile.tile<64xf32, UB>, f32) -> !asctile.tile<64xi1, UB>
  return
}

// -----

func.func @cmp_no_mode(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.cmp' op requires attribute 'cmpMode'}}
  %m = "asctile.cmp"(%a, %a) : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi1, UB>
  return
}

// -----

func.func @cmp_operand_types(%a: !asctile.tile<64xf32, UB>, %b: !asctile.tile<64xf16, UB>) {
  // expected-error @+1 {{'asctile.cmp' op requires all operands to have the same type}}
  %m = "asctile.cmp"(%a, %b) <{cmpMode = 1 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf16, UB>) -> !asctile.tile<64xi1, UB>
  return
}

// -----

func.func @cmps_keyword(%a: !asctile.tile<64xf32, UB>, %s: f32) {
  // expected-error @+1 {{custom op 'asctile.cmps' expected string or keyword containing one of the following enum values for attribute 'cmpMode' [LT, GT, EQ, LE, GE, NE]}}
  %m = asctile.cmps lt %a, %s : !asctile.tile<64xf32, UB>
  return
}

// -----

func.func @adds_f64(%a: !asctile.tile<64xf64, UB>, %s: f64) {
  // expected-error @+1 {{'base' must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<64xf64, UB>'}}
  %r = asctile.adds %a, %s : !asctile.tile<64xf64, UB>
  return
}

// -----

func.func @shrs_result(%a: !asctile.tile<64xi32, UB>, %s: i32) {
  // expected-error @+1 {{'asctile.shrs' op failed to verify that all of {base, result} have same type}}
  %r = "asctile.shrs"(%a, %s) : (!asctile.tile<64xi32, UB>, i32) -> !asctile.tile<64xi32, L1>
  return
}

// -----

func.func @relu_location(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.relu' op failed to verify that all of {operand, result} have same type}}
  %r = "asctile.relu"(%a) : (!asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, L1>
  return
}

// -----

func.func @cast_shape(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.cast' op requires the same shape for all operands and results}}
  %r = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<32xf16, UB>
  return
}

// -----

func.func @reshape_element(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.reshape' op requires the same element type for all operands and results}}
  %r = asctile.reshape %a : !asctile.tile<64xf32, UB> to !asctile.tile<8x8xf16, UB>
  return
}

// -----

func.func @broadcast_element(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.broadcast' op failed to verify that all of {operand, result} have same element type}}
  %r = asctile.broadcast %a : !asctile.tile<64xf32, UB> to !asctile.tile<8x64xf16, UB>
  return
}

// -----

func.func @reduce_as_1d_length(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.reduce_as_1d' op result #0 must be 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values of length 1, but got '!asctile.tile<2xf32, UB>'}}
  %r = asctile.reduce_as_1d <sum> %a : !asctile.tile<64xf32, UB>, !asctile.tile<2xf32, UB>
  return
}

// -----

func.func @reduce_as_1d_element(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.reduce_as_1d' op failed to verify that all of {operand, result} have same element type}}
  %r = asctile.reduce_as_1d <max> %a : !asctile.tile<64xf32, UB>, f16
  return
}

// -----

func.func @reduce_kind_keyword(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+2 {{custom op 'asctile.reduce_as_1d' expected ::mlir::asctile::ReduceKind to be one of: sum, max, min, prod, mean, all, any, xor_sum}}
  // expected-error @+1 {{custom op 'asctile.reduce_as_1d' failed to parse AscTile_ReduceKindAttr parameter 'value' which is to be a `::mlir::asctile::ReduceKind`}}
  %r = asctile.reduce_as_1d <avg> %a : !asctile.tile<64xf32, UB>, f32
  return
}

// -----

func.func @reduce_kind_full(%a: !asctile.tile<8x64xf32, UB>) {
  // expected-error @+2 {{expected ::mlir::asctile::ReduceKind to be one of: sum, max, min, prod, mean, all, any, xor_sum}}
  // expected-error @+1 {{failed to parse AscTile_ReduceKindAttr parameter 'value' which is to be a `::mlir::asctile::ReduceKind`}}
  %r = asctile.reduce #asctile.kind<Sum> %a {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  return
}

// -----

func.func @reduce_kind_string(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+2 {{custom op 'asctile.reduce_as_1d' expected valid keyword}}
  // expected-error @+1 {{custom op 'asctile.reduce_as_1d' failed to parse AscTile_ReduceKindAttr parameter 'value'}}
  %r = asctile.reduce_as_1d <"sum"> %a : !asctile.tile<64xf32, UB>, f32
  return
}

// -----

func.func @reduce_kind_brackets(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{expected '<'}}
  %r = asctile.reduce_as_1d sum %a : !asctile.tile<64xf32, UB>, f32
  return
}

// -----

func.func @reduce_no_dims(%a: !asctile.tile<8x64xf32, UB>) {
  // expected-error @+1 {{'asctile.reduce' op requires attribute 'dims'}}
  %r = "asctile.reduce"(%a) <{kind = #asctile.kind<sum>}> : (!asctile.tile<8x64xf32, UB>) -> !asctile.tile<8xf32, UB>
  return
}

// -----

func.func @softmax_rank(%a: !asctile.tile<2x8x64xf32, UB>) {
  // expected-error @+1 {{'asctile.softmax' op operand #0 must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values of ranks 1/2, but got '!asctile.tile<2x8x64xf32, UB>'}}
  %r = asctile.softmax %a : !asctile.tile<2x8x64xf32, UB>
  return
}

// -----

func.func @rms_norm_int(%a: !asctile.tile<8x64xi32, UB>, %g: !asctile.tile<64xi32, UB>, %e: i32) {
  // expected-error @+1 {{'input' must be tile of 16-bit float or bfloat16 type or 32-bit float values, but got '!asctile.tile<8x64xi32, UB>'}}
  %r = asctile.rms_norm %a, %g, %e : !asctile.tile<8x64xi32, UB>, !asctile.tile<64xi32, UB>
  return
}

// -----

func.func @rms_norm_gamma(%a: !asctile.tile<8x64xf16, UB>, %g: !asctile.tile<64xf32, UB>, %e: f16) {
  // expected-error @+1 {{'asctile.rms_norm' op failed to verify that all of {input, gamma} have same element type}}
  %r = asctile.rms_norm %a, %g, %e : !asctile.tile<8x64xf16, UB>, !asctile.tile<64xf32, UB>
  return
}

// -----

func.func @matmul_elements(%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xbf16, L0B>) {
  // expected-error @+1 {{'asctile.matmul' op failed to verify that all of {matrixA, matrixB} have same element type}}
  %r = asctile.matmul %a, %b : <32x16xf16, L0A>, <16x32xbf16, L0B> -> <32x32xf32, L0C>
  return
}

// -----

func.func @matmul_result(%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>) {
  // expected-error @+1 {{'asctile.matmul' op result #0 must be tile of 32-bit float values of ranks 2, but got '!asctile.tile<32x32xf16, L0C>'}}
  %r = asctile.matmul %a, %b : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf16, L0C>
  return
}

// -----

func.func @matmul_rank(%a: !asctile.tile<16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>) {
  // expected-error @+1 {{'asctile.matmul' op operand #0 must be tile of 16-bit float or bfloat16 type or 32-bit float values of ranks 2, but got '!asctile.tile<16xf16, L0A>'}}
  %r = asctile.matmul %a, %b : <16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
  return
}

// -----

func.func @matmul_int(%a: !asctile.tile<32x16xi8, L0A>, %b: !asctile.tile<16x32xi8, L0B>) {
  // expected-error @+1 {{'asctile.matmul' op operand #0 must be tile of 16-bit float or bfloat16 type or 32-bit float values of ranks 2, but got '!asctile.tile<32x16xi8, L0A>'}}
  %r = asctile.matmul %a, %b : <32x16xi8, L0A>, <16x32xi8, L0B> -> <32x32xf32, L0C>
  return
}

// -----

func.func @matmul_acc_f16(%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>, %c: !asctile.tile<32x32xf16, L0C>) {
  // expected-error @+1 {{'asctile.matmul_acc' op operand #2 must be tile of 32-bit float values of ranks 2, but got '!asctile.tile<32x32xf16, L0C>'}}
  asctile.matmul_acc %a, %b, %c : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf16, L0C>
  return
}

// -----

func.func @load_pad_type(%t: !asctile.tensor<?xf32>, %n: i32, %p: f16) {
  // expected-error @+1 {{'asctile.load' op failed to verify that type of 'padValue' matches element type of 'result'}}
  %l = "asctile.load"(%t, %n, %p) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!asctile.tensor<?xf32>, i32, f16) -> !asctile.tile<64xf32, UB>
  return
}

// -----

func.func @load_two_pads(%t: !asctile.tensor<?xf32>, %n: i32, %p: f32) {
  // expected-error @+1 {{'asctile.load' op operand group starting at #2 requires 0 or 1 element, but found 2}}
  %l = "asctile.load"(%t, %n, %p, %p) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (!asctile.tensor<?xf32>, i32, f32, f32) -> !asctile.tile<64xf32, UB>
  return
}

// -----

func.func @load_element(%t: !asctile.tensor<?xf16>, %n: i32) {
  // expected-error @+1 {{'asctile.load' op failed to verify that all of {base, result} have same element type}}
  %l = asctile.load %t[%n] : !asctile.tensor<?xf16>, !asctile.tile<64xf32, L1>
  return
}

// -----

func.func @store_element(%t: !asctile.tensor<?xf16>, %n: i32, %v: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.store' op failed to verify that all of {base, value} have same element type}}
  asctile.store %v, %t[%n] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf16>
  return
}

// -----

func.func @set_value_length(%t: !asctile.tensor<?xf32>, %n: i32, %v: !asctile.tile<2xf32, UB>) {
  // expected-error @+1 {{'asctile.set_value' op operand #0 must be 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values of length 1, but got '!asctile.tile<2xf32, UB>'}}
  asctile.set_value %v, %t[%n] : !asctile.tile<2xf32, UB>, !asctile.tensor<?xf32>
  return
}

// -----

func.func @set_value_element(%t: !asctile.tensor<?xf32>, %n: i32, %v: f16) {
  // expected-error @+1 {{'asctile.set_value' op failed to verify that all of {base, value} have same element type}}
  asctile.set_value %v, %t[%n] : f16, !asctile.tensor<?xf32>
  return
}

// -----

func.func @get_value_of_tile(%t: !asctile.tile<64xf32, UB>, %n: i32) {
  // expected-error @+1 {{'base' must be , but got '!asctile.tile<64xf32, UB>'}}
  %v = asctile.get_value %t[%n] : !asctile.tile<64xf32, UB>
  return
}

// -----

func.func @atomic_kind_value(%t: !asctile.tensor<?xf32>, %n: i32, %v: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{'asctile.atomic_rmw' op attribute 'kind' failed to satisfy constraint: kind of atomic}}
  "asctile.atomic_rmw"(%v, %t, %n) {kind = 3 : i32} : (!asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>, i32) -> ()
  return
}

// -----

func.func @atomic_kind_keyword(%t: !asctile.tensor<?xf32>, %n: i32, %v: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{custom op 'asctile.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [Add, Max, Min]}}
  asctile.atomic_rmw<Sub> %v, %t[%n] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  return
}

// -----

func.func @atomic_kind_string(%t: !asctile.tensor<?xf32>, %n: i32, %v: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{invalid kind attribute specification: "add"}}
  asctile.atomic_rmw<"add"> %v, %t[%n] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  return
}

// -----

func.func @count_mask_terminator(%n: i64) {
  // expected-error @+2 {{'asctile.count_mask' op expects regions to end with 'asctile.yield', found 'test.op'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'asctile.yield'}}
  "asctile.count_mask"(%n) ({
    "test.op"() : () -> ()
  }) : (i64) -> ()
  return
}

// -----

func.func @bitwise_mask_blocks(%n: i64) {
  // expected-error @+1 {{'asctile.bitwise_mask' op expects region #0 to have 0 or 1 blocks}}
  "asctile.bitwise_mask"(%n, %n) ({
  ^bb0:
    asctile.yield
  ^bb1:
    asctile.yield
  }) : (i64, i64) -> ()
  return
}

// -----

func.func @count_mask_other(%n: i64, %o: f64) {
  // expected-error @+1 {{'asctile.count_mask' op operand #1 must be 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer, but got 'f64'}}
  asctile.count_mask %n, %o : f64 {
  }
  return
}

// -----

func.func @count_mask_count(%n: i32) {
  // expected-error @+1 {{'asctile.count_mask' op operand #0 must be 64-bit signless integer, but got 'i32'}}
  "asctile.count_mask"(%n) ({
    asctile.yield
  }) : (i32) -> ()
  return
}

// -----

func.func @splat_type(%s: f32) {
  // expected-error @+1 {{'asctile.splat' op failed to verify that type of 'value' matches element type of 'result'}}
  %z = "asctile.splat"(%s) : (f32) -> !asctile.tile<128xf16, UB>
  return
}

// -----

func.func @accumulator_i1() {
  // expected-error @+1 {{'asctile.accumulator' op result #0 must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<64x64xi1, L0C>'}}
  %acc = asctile.accumulator : !asctile.tile<64x64xi1, L0C>
  return
}

// -----

// expected-error @+1 {{unknown  type `foo` in dialect `asctile`}}
func.func @unknown_type(%a: !asctile.foo<64xf32>) {
  return
}

// -----

func.func @unknown_attr(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{unknown attribute `foo` in dialect `asctile`}}
  %r = asctile.reduce_as_1d #asctile.foo<sum> %a : !asctile.tile<64xf32, UB>, f32
  return
}

// -----

func.func @load_result_i1(%t: !asctile.tensor<?xi1>, %n: i32) {
  // expected-error @+1 {{'result' must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<64xi1, UB>'}}
  %l = asctile.load %t[%n] : !asctile.tensor<?xi1>, !asctile.tile<64xi1, UB>
  return
}

// -----

func.func @splat_f64(%s: f64) {
  // expected-error @+1 {{'result' must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<8xf64, UB>'}}
  %z = asctile.splat %s : !asctile.tile<8xf64, UB>
  return
}

// -----

func.func @select_i1(%m: !asctile.tile<8xi1, UB>, %a: !asctile.tile<8xi1, UB>) {
  // expected-error @+1 {{'result' must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<8xi1, UB>'}}
  %r = asctile.select %m, %a, %a : !asctile.tile<8xi1, UB>
  return
}

// -----

func.func @cmps_f64(%a: !asctile.tile<8xf64, UB>, %s: f64) {
  // expected-error @+1 {{'base' must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<8xf64, UB>'}}
  %r = asctile.cmps LT %a, %s : !asctile.tile<8xf64, UB>
  return
}

// -----

func.func @get_value_f64(%t: !asctile.tensor<?xf64>, %n: i32) {
  // expected-error @+1 {{'asctile.get_value' op result #0 must be 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer, but got 'f64'}}
  %v = asctile.get_value %t[%n] : !asctile.tensor<?xf64>
  return
}

// -----

// The epsilon type is inferred from the input's element type.
func.func @rms_norm_epsilon(%a: !asctile.tile<8xf16, UB>, %g: !asctile.tile<8xf16, UB>, %e: f32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%e' expects different type than prior uses: 'f16' vs 'f32'}}
  %r = asctile.rms_norm %a, %g, %e : !asctile.tile<8xf16, UB>, !asctile.tile<8xf16, UB>
  return
}
