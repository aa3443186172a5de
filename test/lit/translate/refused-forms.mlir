// emission.md §3.3, §3.12, §4.3: PyAsc's printers of simple_softmax and data_copy_slice
// print softmaxShapeInfo and dimValue whether or not the op has them, and abort asking
// for the name of an absent one; asc-translate refuses the op instead, at the op. With
// the operand the call is written as usual (refused-forms-present.mlir).
// RUN: asc-translate --mlir-to-ascendc --split-input-file --verify-diagnostics %s

func.func @softmax_without_shape(%t: !ascendc.local_tensor<*xf32>, %tiling: !ascendc.softmax_tiling) {
  // expected-error @+1 {{'ascendc.simple_softmax' op needs its softmaxShapeInfo operand}}
  "ascendc.simple_softmax"(%t, %t, %t, %t, %tiling) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 0>}> : (!ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.softmax_tiling) -> ()
  return
}

// -----

func.func @slice_without_dim(%d: !ascendc.local_tensor<*xf32>, %g: !ascendc.global_tensor<*xf32>, %s: !ascendc.slice_info) {
  // expected-error @+1 {{'ascendc.data_copy_slice' op needs its dimValue operand}}
  "ascendc.data_copy_slice"(%d, %g, %s, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (!ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, !ascendc.slice_info, !ascendc.slice_info) -> ()
  return
}

