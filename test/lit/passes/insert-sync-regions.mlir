// ascendc-insert-sync across regions: a producer inside a branch or loop whose consumer
// comes after the enclosing op is synchronised after that op (an enque or set_flag inside
// a branch not taken would leave the wait hanging). ascendc-erase-sync keeps the enques
// and deques of a queue when a deque's tensor cannot be named where the deque is.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-erase-sync %s | FileCheck %s --check-prefix=ERASE

// CHECK-LABEL: func.func @branch_producer
// CHECK:         scf.if %arg4 {
// CHECK-NEXT:      ascendc.data_copy_l2 %2, %arg0, %arg2
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %1, %2
// CHECK-NEXT:    %3 = ascendc.que_bind.deque_tensor %1
// CHECK-NEXT:    ascendc.exp_l2 %3, %3, %arg2
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.abs_l2 %4, %3, %arg2
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    }
// CHECK-NEXT:    %5 = ascendc.pipe
// CHECK-NEXT:    %6 = ascendc.pipe.fetch_event_id %5, v_mte3 : i8
// CHECK-NEXT:    ascendc.set_flag v_mte3, %6 : i8
// CHECK-NEXT:    ascendc.wait_flag v_mte3, %6 : i8
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %4, %arg2
// CHECK-NEXT:    ascendc.que_bind.free_tensor %1, %3
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return

// ERASE-LABEL: func.func @deque_after_loop
// ERASE:         scf.for
// ERASE-NEXT:      %3 = ascendc.que_bind.alloc_tensor %1
// ERASE-NEXT:      ascendc.que_bind.enque_tensor %1, %3
// ERASE-NEXT:    }
// ERASE-NEXT:    %2 = ascendc.que_bind.deque_tensor %1
// ERASE-NEXT:    ascendc.exp_l2 %2, %2, %arg0
// ERASE-NEXT:    return
func.func @branch_producer(%g: !ascendc.global_tensor<*xf16>, %o: !ascendc.global_tensor<*xf16>, %n: i32, %len: i64, %c: i1) {
  %p = ascendc.pipe
  %q = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %p, %q, %n, %len : !ascendc.queue<vecin, 1>, i32, i64
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  scf.if %c {
    ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
  }
  ascendc.exp_l2 %t, %t, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  %u = ascendc.local_tensor_auto veccalc() : <32xf16>
  scf.for %i = %n to %n step %n : i32 {
    ascendc.abs_l2 %u, %t, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  }
  ascendc.data_copy_l2 %o, %u, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  return
}
func.func @deque_after_loop(%n: i32, %len: i64, %g: !ascendc.global_tensor<*xf16>) {
  %p = ascendc.pipe
  %q = ascendc.queue : <vecin, 1>
  scf.for %i = %n to %n step %n : i32 {
    %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  }
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.exp_l2 %d, %d, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  return
}
