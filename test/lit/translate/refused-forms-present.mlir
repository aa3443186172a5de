// The ops of refused-forms.mlir with the operand PyAsc always prints: the call is
// written as emission.md §3.3 and §3.12 give it.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK-LABEL: void softmax_with_shape(
// CHECK-NEXT: AscendC::SimpleSoftMax<float, 0, 0, 0>(v1, v1, v1, v1, v2, v3);
func.func @softmax_with_shape(%t: !ascendc.local_tensor<*xf32>, %tiling: !ascendc.softmax_tiling, %shape: !ascendc.softmax_shape_info) {
  "ascendc.simple_softmax"(%t, %t, %t, %t, %tiling, %shape) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 1>}> : (!ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info) -> ()
  return
}


// CHECK-LABEL: void slice_with_dim(
// CHECK-NEXT: AscendC::SliceInfo v1_slice_info[] = {v3};
// CHECK-NEXT: AscendC::SliceInfo v2_slice_info[] = {v3};
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v1_slice_info, v2_slice_info, v4);
func.func @slice_with_dim(%d: !ascendc.local_tensor<*xf32>, %g: !ascendc.global_tensor<*xf32>, %s: !ascendc.slice_info, %n: ui32) {
  "ascendc.data_copy_slice"(%d, %g, %s, %s, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, !ascendc.slice_info, !ascendc.slice_info, ui32) -> ()
  return
}
