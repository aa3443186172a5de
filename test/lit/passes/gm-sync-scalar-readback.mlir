// ascendc-insert-sync on global memory a core writes and reads back on several pipes: a
// vector result stored by MTE3, read by the scalar unit (get_value), written by it
// (set_value) and loaded again by MTE2. The store is ordered before its first reader on
// each other pipe (MTE3_S before the get_value, MTE3_MTE2 before the load), not only the
// first, and the scalar write, a GM write too, gets S_MTE2 before the load.
// A second run adds nothing.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @readback
// CHECK:         ascendc.data_copy_l2 %arg0, %{{.*}}, %arg1
// CHECK:         ascendc.wait_flag mte3_s
// CHECK:         ascendc.global_tensor.get_value %arg0
// CHECK:         ascendc.global_tensor.set_value %arg0
// CHECK-DAG:     ascendc.wait_flag s_mte2
// CHECK-DAG:     ascendc.wait_flag mte3_mte2
// CHECK:         ascendc.data_copy_l2 %{{.*}}, %arg0, %arg1
// CHECK-NOT:     set_flag
// CHECK:         return
func.func @readback(%g: !ascendc.global_tensor<?xf32>, %n: i32, %len: i64, %i: i32, %j: ui64) {
  %p = ascendc.pipe
  %b1 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<veccalc>, i64
  %t1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  %b2 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b2, %len : !ascendc.tbuf<veccalc>, i64
  %t2 = ascendc.tbuf.get_tensor %b2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %g, %t1, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
  %v = ascendc.global_tensor.get_value %g, %i : !ascendc.global_tensor<?xf32>, i32, f32
  ascendc.global_tensor.set_value %g, %j, %v : !ascendc.global_tensor<?xf32>, ui64, f32
  ascendc.data_copy_l2 %t2, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
  return
}
