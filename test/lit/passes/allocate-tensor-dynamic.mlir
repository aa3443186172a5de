// ascendc-allocate-tensor needs static shapes.

// RUN: not ascopt -ascendc-allocate-tensor %s 2>&1 | FileCheck %s

// CHECK: error: 'ascendc.local_tensor_auto' op cannot allocate a tensor of dynamic shape !ascendc.local_tensor<*xf32>
func.func @dynamic(%n: i64) {
  %0 = ascendc.local_tensor_auto vecin(%n) : <*xf32>
  return
}
