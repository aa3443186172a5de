// ascendc-insert-sync, two forms of round-6 tile kernels.
// @carried_view: a loop's accumulator (a VECCALC tensor written by a vector op and
// yielded) read after the loop through a view of the loop's result (asctile.reshape of
// the accumulator, a reinterpret_cast) by an MTE3 store: the store waits on V_MTE3.
// @branch_round: a queue tensor allocated once above an scf.if (reuse-ub hoists it) whose
// branch loads into it with an enque/deque: a later vector write to a view of it and the
// MTE3 store of that view are ordered by flags, not by a second enque of the tensor (its
// queue round is spent on the path through the branch).
// A second run adds nothing.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @carried_view
// CHECK:         %[[R:.*]] = scf.for
// CHECK:         ascendc.set_flag v_mte3
// CHECK:         %[[V:.*]] = ascendc.reinterpret_cast %[[R]]
// CHECK:         ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg0, %[[V]]
func.func @carried_view(%o: !ascendc.global_tensor<*xf32>, %n: i32, %len: i64, %lb: index, %ub: index, %st: index) {
  %p = ascendc.pipe
  %b1 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<veccalc>, i64
  %t1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1x64xf32>
  %b2 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b2, %len : !ascendc.tbuf<veccalc>, i64
  %t2 = ascendc.tbuf.get_tensor %b2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1x64xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t1) -> (!ascendc.local_tensor<1x64xf32>) {
    ascendc.add_l2 %t2, %a, %a, %len : !ascendc.local_tensor<1x64xf32>, !ascendc.local_tensor<1x64xf32>, !ascendc.local_tensor<1x64xf32>, i64
    scf.yield %t2 : !ascendc.local_tensor<1x64xf32>
  }
  %v = ascendc.reinterpret_cast %r : !ascendc.local_tensor<1x64xf32> to !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %o, %v, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}

// CHECK-LABEL: func.func @branch_round
// CHECK:         %[[T:.*]] = ascendc.que_bind.alloc_tensor
// CHECK:         %[[V:.*]] = ascendc.reinterpret_cast %[[T]]
// CHECK:         scf.if
// CHECK:           ascendc.que_bind.enque_tensor
// CHECK:           ascendc.que_bind.deque_tensor
// CHECK:         }
// CHECK-NOT:     enque_tensor
// CHECK:         ascendc.duplicate_l2 %[[V]]
// CHECK-NOT:     enque_tensor
// CHECK:         ascendc.set_flag v_mte3
// CHECK-NOT:     enque_tensor
// CHECK:         ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %[[V]]
func.func @branch_round(%g: !ascendc.global_tensor<*xf32>, %o: !ascendc.global_tensor<*xf32>, %c: i1, %n: i32, %len: i64, %f: f32) {
  %p = ascendc.pipe
  %q = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %p, %q, %n, %len : !ascendc.queue<vecin, 1>, i32, i64
  %b1 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<veccalc>, i64
  %t1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf32>
  %v = ascendc.reinterpret_cast %t : !ascendc.local_tensor<64xf32> to !ascendc.local_tensor<8xf32>
  scf.if %c {
    ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf32>
    %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf32>
    ascendc.exp_l2 %t1, %d, %len : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
  }
  ascendc.duplicate_l2 %v, %f, %len : !ascendc.local_tensor<8xf32>, f32, i64
  ascendc.data_copy_l2 %o, %v, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<8xf32>, i32
  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf32>
  return
}
