// ascendc-insert-sync: a UB tile loaded by MTE2 at the top of a loop body (one statically
// placed buffer for every iteration), rewritten in place by a vector op, stored by MTE3
// and then still read by a vector reduction after the V_MTE3 set for the store. The next
// iteration's load must wait for both readers: MTE3_MTE2 orders the store, and V_MTE2 the
// reduction, which the store's synchronisation does not cover.
// A second run adds nothing.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @war_each_pipe
// CHECK:         scf.for
// CHECK:           ascendc.data_copy_l2 %[[T:.*]], %arg0, %arg1
// CHECK:           ascendc.adds_l2 %[[T]], %[[T]]
// CHECK:           ascendc.reduce_sum_l2 %{{.*}}, %[[T]]
// CHECK:           ascendc.data_copy_l2 %arg2, %[[T]], %arg1
// CHECK-DAG:       ascendc.wait_flag mte3_mte2
// CHECK-DAG:       ascendc.wait_flag v_mte2
// CHECK:         }
func.func @war_each_pipe(%g: !ascendc.global_tensor<*xf32>, %n: i32, %o: !ascendc.global_tensor<*xf32>, %len: i64, %lb: index, %ub: index, %st: index, %f: f32) {
  %p = ascendc.pipe
  %b1 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<veccalc>, i64
  %t = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  %b2 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b2, %len : !ascendc.tbuf<veccalc>, i64
  %r = ascendc.tbuf.get_tensor %b2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %b3 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b3, %len : !ascendc.tbuf<veccalc>, i64
  %wk = ascendc.tbuf.get_tensor %b3 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  scf.for %i = %lb to %ub step %st {
    ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.adds_l2 %t, %t, %f, %len : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i64
    ascendc.reduce_sum_l2 %r, %t, %wk, %len : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8xf32>, i64
    ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}
