// An operandSegmentSizes segment of a required (non-variadic, non-optional) operand must
// hold exactly one value. MLIR 19's generated verifiers check only the optional groups
// (0 or 1) and the total, and its accessors then read past a group of 0 or 2; here the op
// is refused with the optional-group message's wording. (Found by the mutation campaign of
// test/hostile: a params segment of 0 crashed the translator.)

// RUN: ascopt %s -split-input-file -verify-diagnostics

func.func @doubled(%m: memref<8xf32>) {
  // expected-error @+1 {{'memref.subview' op operand group starting at #0 requires 1 element, but found 2}}
  %0 = "memref.subview"(%m, %m) <{operandSegmentSizes = array<i32: 2, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>, memref<8xf32>) -> memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @missing_params(%a: ui64) {
  // expected-error @+1 {{'ascendc.trans_data_to_5hd_uint_list' op operand group starting at #2 requires 1 element, but found 0}}
  "ascendc.trans_data_to_5hd_uint_list"(%a, %a) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (ui64, ui64) -> ()
  return
}

// -----

func.func @load_two_tensors(%t: !asctile.tensor<?xf32>, %i: i32, %pad: f32) {
  // expected-error @+1 {{'asctile.load' op operand group starting at #0 requires 1 element, but found 2}}
  %0 = "asctile.load"(%t, %t, %i, %pad) <{operandSegmentSizes = array<i32: 2, 1, 1>}> : (!asctile.tensor<?xf32>, !asctile.tensor<?xf32>, i32, f32) -> !asctile.tile<8xf32, UB>
  return
}

// -----

// The forms MLIR accepts stay accepted: an optional group of 0 or 1, a variadic of any size.
func.func @ok(%t: !asctile.tensor<?xf32>, %i: i32, %pad: f32) {
  %0 = "asctile.load"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!asctile.tensor<?xf32>, i32) -> !asctile.tile<8xf32, UB>
  %1 = "asctile.load"(%t, %i, %pad) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!asctile.tensor<?xf32>, i32, f32) -> !asctile.tile<8xf32, UB>
  return
}
