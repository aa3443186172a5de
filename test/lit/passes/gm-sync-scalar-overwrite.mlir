// Global memory a core writes on two pipes and never reads back: a tile copied out by
// MTE3, then its first element overwritten by the scalar unit (asctile.set_value of a
// reduction after the tile's store). Nothing else orders the two writes, so the copy
// could land after the scalar write: ascendc-insert-sync puts MTE3_S between them, and
// ascendc-insert-bufid-sync gives both accesses the tensor's buffer id. A kernel that only
// streams GM out (one write per tensor) gets neither.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s
// RUN: ascopt -ascendc-insert-bufid-sync %s | FileCheck %s --check-prefix=BUFID

// CHECK-LABEL: func.func @overwrite
// CHECK:         ascendc.data_copy_l2 %arg0, %{{.*}}, %arg1
// CHECK:         ascendc.wait_flag mte3_s
// CHECK:         ascendc.global_tensor.set_value %arg0
// CHECK:         return
// BUFID-LABEL: func.func @overwrite
// BUFID:         ascendc.get_buf pipe_mte3, 0
// BUFID-NEXT:    ascendc.get_buf pipe_mte3, [[ID:[1-9][0-9]*]]
// BUFID-NEXT:    ascendc.data_copy_l2 %arg0
// BUFID:         ascendc.get_buf pipe_s, [[ID]]
// BUFID:         ascendc.global_tensor.set_value %arg0
func.func @overwrite(%g: !ascendc.global_tensor<?xf32>, %n: i32, %len: i64, %j: ui64, %v: f32) {
  %p = ascendc.pipe
  %b1 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<veccalc>, i64
  %t1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %g, %t1, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.global_tensor.set_value %g, %j, %v : !ascendc.global_tensor<?xf32>, ui64, f32
  return
}

// CHECK-LABEL: func.func @stream_out
// CHECK-NOT:     mte3_s
// CHECK:         return
// BUFID-LABEL: func.func @stream_out
// BUFID:         ascendc.get_buf pipe_mte3, 0
// BUFID-NEXT:    ascendc.data_copy_l2 %arg0
func.func @stream_out(%g: !ascendc.global_tensor<?xf32>, %n: i32, %len: i64) {
  %p = ascendc.pipe
  %b1 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<veccalc>, i64
  %t1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %g, %t1, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}
