// Two copies to GM on one pipe through the same view (overlapping destinations: a whole
// row stored, then a patch of it) need a pipe_barrier of that pipe between them on the
// 910B, whose copy pipes do not keep their own writes in order (hardware.md §4). Copies
// through different views (other offsets) get none.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @same_view
// CHECK:         ascendc.data_copy_l2 %[[V:.*]], %arg1, %arg3
// CHECK-NOT:     ascendc.data_copy_l2
// CHECK:         ascendc.pipe_barrier pipe_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %[[V]], %arg2, %arg4
func.func @same_view(%y: !ascendc.global_tensor<*xf32>, %a: !ascendc.local_tensor<64xf32>, %b: !ascendc.local_tensor<32xf32>, %n: i32, %m: i32, %off: i32) {
  %v = ascendc.global_tensor.subindex %y[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %v, %a, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.data_copy_l2 %v, %b, %m : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<32xf32>, i32
  return
}

// CHECK-LABEL: func.func @other_views
// CHECK-NOT:     pipe_barrier pipe_mte3
// CHECK:         return
func.func @other_views(%y: !ascendc.global_tensor<*xf32>, %a: !ascendc.local_tensor<64xf32>, %b: !ascendc.local_tensor<64xf32>, %n: i32, %off: i32) {
  %v = ascendc.global_tensor.subindex %y[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %o2 = arith.addi %off, %n : i32
  %w = ascendc.global_tensor.subindex %y[%o2] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %v, %a, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.data_copy_l2 %w, %b, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}
