// The verifier rules the op catalogue (spec/ascendc-ops.md) states for ascendc ops, one
// case each, with MLIR's wording: a typed operand or result (ODS type constraint), a
// variadic group of a typed element, a required attribute, an enum attribute's cases,
// AttrSizedOperandSegments, the operand count of the generic form and the custom form's
// type list, a TPosition type parameter.
// RUN: ascopt -split-input-file -verify-diagnostics %s

// duplicate_l2's dst is AscendC_LocalTensor (not AnyType).
func.func @typed_operand(%g: !ascendc.global_tensor<*xf32>, %x: f32, %n: i32) {
  // expected-error @+1 {{'ascendc.duplicate_l2' op operand #0 must be , but got '!ascendc.global_tensor<*xf32>'}}
  ascendc.duplicate_l2 %g, %x, %n : !ascendc.global_tensor<*xf32>, f32, i32
  return
}

// -----

// An L1 mask is Variadic<UI64>.
func.func @variadic_element(%l: !ascendc.local_tensor<*xf32>, %n: i32, %p: !ascendc.binary_repeat_params) {
  // expected-error @+1 {{'ascendc.add_l1' op operand #3 must be variadic of 64-bit unsigned integer, but got 'i32'}}
  ascendc.add_l1 %l, %l, %l, %n, %n, %n, %p : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i32, i32, !ascendc.binary_repeat_params
  return
}

// -----

func.func @required_attribute(%l: !ascendc.local_tensor<*xf32>, %n: i32) {
  // expected-error @+1 {{'ascendc.compare_l2' op requires attribute 'cmpMode'}}
  "ascendc.compare_l2"(%l, %l, %l, %n) : (!ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32) -> ()
  return
}

// -----

func.func @enum_case(%l: !ascendc.local_tensor<*xf32>, %n: i32) {
  // expected-error @+1 {{'ascendc.compare_l2' op attribute 'cmpMode' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5}}
  "ascendc.compare_l2"(%l, %l, %l, %n) {cmpMode = 9 : i32} : (!ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32) -> ()
  return
}

// -----

func.func @enum_keyword() {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'pipe'}}
  ascendc.pipe_barrier pipe_z
  return
}

// -----

// acos has AttrSizedOperandSegments: five groups, a property of five i32 values that
// segment sizes of another length cannot be converted to.
func.func @segment_count(%l: !ascendc.local_tensor<*xf32>, %n: i32, %b: i1) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 1, 1>} for op ascendc.acos: size mismatch in attribute conversion: 3 vs 5}}
  "ascendc.acos"(%l, %l, %n, %b) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i1) -> ()
  return
}

// -----

// The custom `operands` form of an op with several optional groups names no group: without
// operandSegmentSizes it is not split (MLIR's parser leaves the property at zeros), never guessed.
func.func @segment_count_custom(%d: !ascendc.local_tensor<16xf32>, %s: !ascendc.local_tensor<16xf32>, %n: i64, %b: i1) {
  // expected-error @+1 {{'ascendc.log' op operand count (4) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  ascendc.log %d, %s, %n, %b : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32>, i64, i1
  return
}

// -----

// In the attribute dictionary such sizes are dropped, as MLIR's setInherentAttr does: the
// property keeps its zeros.
func.func @segment_count_dict(%l: !ascendc.local_tensor<*xf32>, %n: i32, %b: i1) {
  // expected-error @+1 {{'ascendc.acos' op operand count (4) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "ascendc.acos"(%l, %l, %n, %b) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i1) -> ()
  return
}

// -----

func.func @segment_total(%l: !ascendc.local_tensor<*xf32>, %n: i32, %b: i1) {
  // expected-error @+1 {{'ascendc.acos' op operand count (4) does not match with the total size (5) specified in attribute 'operandSegmentSizes'}}
  "ascendc.acos"(%l, %l, %n, %b) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : (!ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i1) -> ()
  return
}

// -----

func.func @operand_count(%l: !ascendc.local_tensor<*xf32>) {
  // expected-error @+1 {{'ascendc.add_l2' op expected 4 operands, but found 3}}
  "ascendc.add_l2"(%l, %l, %l) : (!ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>) -> ()
  return
}

// -----

// `operands ... : qualified(type(operands))`: one type per operand.
func.func @custom_type_count(%a: !ascendc.local_tensor<*xf32>, %n: i32) {
  // expected-error @+1 {{4 operands present, but expected 3}}
  ascendc.add_l2 %a, %a, %a, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>
  return
}

// -----

// que_bind.alloc_tensor's result is AscendC_LocalTensor.
func.func @typed_result(%q: !ascendc.queue<vecin, 2>) {
  // expected-error @+1 {{'ascendc.que_bind.alloc_tensor' op result #0 must be , but got 'i32'}}
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 2>, i32
  return
}

// -----

// expected-error @+1 {{invalid TPosition value: bogus}}
func.func @type_parameter(%q: !ascendc.queue<bogus, 2>) {
  return
}

// -----

// set_aipp_functions' src0 is AscendC_GlobalTensor.
func.func @aipp_src(%l: !ascendc.local_tensor<*xui8>, %c: !ascendc.aipp_params) {
  // expected-error @+1 {{'ascendc.set_aipp_functions' op operand #0 must be , but got '!ascendc.local_tensor<*xui8>'}}
  ascendc.set_aipp_functions %l, %c, format = YUV400_U8 : (!ascendc.local_tensor<*xui8>, !ascendc.aipp_params) -> ()
  return
}

// -----

// fixpipe's intriParams is the catalogue's two-way union, whose summary is " or ".
func.func @fixpipe_params_union(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<8xf32>, %p: !ascendc.fixpipe_params<f32>, %c: !ascendc.fixpipe_config) {
  // expected-error @+1 {{'ascendc.fixpipe' op operand #2 must be  or , but got '!ascendc.fixpipe_params<f32>'}}
  ascendc.fixpipe %g, %l, %p, %c : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<8xf32>, !ascendc.fixpipe_params<f32>, !ascendc.fixpipe_config
  return
}
