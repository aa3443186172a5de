// ascendc-erase-sync on every enque/deque form: the forms with user positions and the
// in-place deque pair up like the plain ones (erasing one side of a pair alone would
// leave a deque waiting forever or a tensor stranded in its queue); an in-place deque
// into a tensor other than the one enqueued keeps its queue's sync; flags, barriers and
// their event ids go, in loops too.

// RUN: ascopt -ascendc-erase-sync %s | FileCheck %s

// CHECK-LABEL: func.func @enque_deque_pos
// CHECK:         %[[T:.*]] = ascendc.que_bind.alloc_tensor
// CHECK-NEXT:    ascendc.data_copy_l2 %[[T]]
// CHECK-NEXT:    ascendc.add_l2 %[[T]], %[[T]], %[[T]]
// CHECK-NEXT:    ascendc.que_bind.free_tensor %{{.*}}, %[[T]]
// CHECK-NEXT:    return
func.func @enque_deque_pos(%arg0: !ascendc.global_tensor<*xf16>, %arg2: i32, %arg3: i64) {
    %0 = ascendc.pipe
    %1 = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %0, %1, %arg2, %arg3 : !ascendc.queue<vecin, 1>, i32, i64
    %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.data_copy_l2 %2, %arg0, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    %5 = ascendc.que_bind.deque_tensor_pos %1, vecin, vecout : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.add_l2 %5, %5, %5, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.que_bind.free_tensor %1, %5 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    return
}

// CHECK-LABEL: func.func @enque_pos_deque
// CHECK:         %[[T:.*]] = ascendc.que_bind.alloc_tensor
// CHECK-NEXT:    ascendc.data_copy_l2 %[[T]]
// CHECK-NEXT:    ascendc.add_l2 %[[T]], %[[T]], %[[T]]
// CHECK-NEXT:    ascendc.que_bind.free_tensor %{{.*}}, %[[T]]
// CHECK-NEXT:    return
func.func @enque_pos_deque(%arg0: !ascendc.global_tensor<*xf16>, %arg2: i32, %arg3: i64) {
    %0 = ascendc.pipe
    %1 = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %0, %1, %arg2, %arg3 : !ascendc.queue<vecin, 1>, i32, i64
    %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.data_copy_l2 %2, %arg0, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor_pos %1, %2, vecin, vecout : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    %5 = ascendc.que_bind.deque_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.add_l2 %5, %5, %5, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.que_bind.free_tensor %1, %5 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    return
}

// CHECK-LABEL: func.func @loop
// CHECK:         scf.for
// CHECK-NEXT:      %[[T:.*]] = ascendc.que_bind.alloc_tensor
// CHECK-NEXT:      ascendc.data_copy_l2 %[[T]]
// CHECK-NEXT:      ascendc.add_l2 %[[T]], %[[T]], %[[T]]
// CHECK-NEXT:      ascendc.que_bind.free_tensor %{{.*}}, %[[T]]
// CHECK-NEXT:    }
// CHECK-NOT:     fetch_event_id
func.func @loop(%arg0: !ascendc.global_tensor<*xf16>, %arg2: i32, %arg3: i64, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = ascendc.pipe
    %1 = ascendc.queue : <vecin, 2>
    ascendc.pipe.init_queue %0, %1, %arg2, %arg3 : !ascendc.queue<vecin, 2>, i32, i64
    scf.for %i = %c0 to %n step %c1 {
      %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
      ascendc.data_copy_l2 %2, %arg0, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
      ascendc.que_bind.enque_tensor %1, %2 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
      %5 = ascendc.que_bind.deque_tensor %1 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
      %e = ascendc.pipe.fetch_event_id %0, v_s : i8
      ascendc.set_flag v_s, %e : i8
      ascendc.wait_flag v_s, %e : i8
      ascendc.pipe_barrier pipe_v
      ascendc.add_l2 %5, %5, %5, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
      ascendc.que_bind.free_tensor %1, %5 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
    }
    return
}

// CHECK-LABEL: func.func @inplace_same
// CHECK:         %[[T:.*]] = ascendc.que_bind.alloc_tensor
// CHECK-NEXT:    ascendc.data_copy_l2 %[[T]]
// CHECK-NEXT:    ascendc.add_l2 %[[T]], %[[T]], %[[T]]
func.func @inplace_same(%arg0: !ascendc.global_tensor<*xf16>, %arg2: i32, %arg3: i64) {
    %0 = ascendc.pipe
    %1 = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %0, %1, %arg2, %arg3 : !ascendc.queue<vecin, 1>, i32, i64
    %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.data_copy_l2 %2, %arg0, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.que_bind.deque_tensor_in_place %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.add_l2 %2, %2, %2, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    return

// CHECK-LABEL: func.func @inplace_other
// CHECK:         ascendc.data_copy_l2
// CHECK-NEXT:    ascendc.que_bind.enque_tensor
// CHECK-NEXT:    ascendc.que_bind.deque_tensor_in_place
// CHECK-NEXT:    ascendc.add_l2
}
func.func @inplace_other(%arg0: !ascendc.global_tensor<*xf16>, %arg2: i32, %arg3: i64, %t: !ascendc.local_tensor<32xf16>) {
    %0 = ascendc.pipe
    %1 = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %0, %1, %arg2, %arg3 : !ascendc.queue<vecin, 1>, i32, i64
    %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.data_copy_l2 %2, %arg0, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.pipe_barrier pipe_all
    ascendc.que_bind.deque_tensor_in_place %1, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.add_l2 %t, %t, %t, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    return
}

// A prefetch: the deque in the loop takes, from the second iteration on, what the
// previous iteration enqueued, not the tensor enqueued before the loop; the walk's order
// pairs them only within one loop body, so the queue keeps its enques and deques (before,
// every iteration computed on the prefetched tensor).
// CHECK-LABEL: func.func @prefetch
// CHECK:         ascendc.que_bind.enque_tensor %arg0, %[[T0:.*]] :
// CHECK:         scf.for
// CHECK:           ascendc.que_bind.enque_tensor %arg0, %[[T:.*]] :
// CHECK-NEXT:      %[[D:.*]] = ascendc.que_bind.deque_tensor %arg0
// CHECK-NEXT:      ascendc.abs_l2 %[[D]], %[[D]]
func.func @prefetch(%q : !ascendc.queue<vecin, 2>, %g : !ascendc.global_tensor<*xf16>, %n: index, %c: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
  ascendc.data_copy_l2 %t0, %g, %c : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.que_bind.enque_tensor %q, %t0 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
  scf.for %i = %c0 to %n step %c1 {
    %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
    ascendc.data_copy_l2 %t, %g, %c : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
    %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
    ascendc.abs_l2 %d, %d, %c : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
  }
  return
}
