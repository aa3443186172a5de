// ascendc-insert-sync orders a write with every later reader up to the first one on
// another pipe, not only with the first reader: readers on the writer's pipe (a pipe_v
// barrier after the write) and scalar readers of a vector write (ordered by their V_S
// pair) do not end the search, and a scalar reader of a load is a reader on another pipe.
// Without this, the MTE3 store of a tensor also read by a vector op, and a get_value of a
// freshly loaded tensor (and the vector ops after it), raced with the write on 910B.
// verify-sync finds no use between an enque and its deque.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync -ascendc-verify-sync %s 2>&1 >/dev/null | FileCheck %s --check-prefix=VERIFY --allow-empty
// VERIFY-NOT: warning

// A vector write through a subindex view, read next by another vector op: the pipe_v
// barrier does not end the search; the MTE3 copy of the tensor (its next reader on another
// pipe) is dequeued, with the enque after the last vector reader.
// CHECK-LABEL: func.func @view_write_then_vector_read
// CHECK:         ascendc.duplicate_l2 %3, %arg5, %arg3
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    %5 = ascendc.local_tensor.subindex %3[%c64_i32]
// CHECK-NEXT:    ascendc.adds_l2 %5, %5, %arg5, %arg3
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.muls_l2 %4, %3, %arg5, %arg3
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %2, %4
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %1, %3
// CHECK-NEXT:    %6 = ascendc.que_bind.deque_tensor %1
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %6, %arg3
// CHECK-NEXT:    %7 = ascendc.que_bind.deque_tensor %2
// CHECK-NEXT:    ascendc.data_copy_l2 %arg2, %7, %arg3
// CHECK-NEXT:    ascendc.que_bind.free_tensor %1, %6
// CHECK-NEXT:    ascendc.que_bind.free_tensor %2, %7
func.func @view_write_then_vector_read(%g: !ascendc.global_tensor<*xf32>, %o: !ascendc.global_tensor<*xf32>, %o2: !ascendc.global_tensor<*xf32>, %n: i32, %b: i64, %s: f32) {
  %c64 = arith.constant 64 : i32
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecout, 1>, i32, i64
  %2 = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %0, %2, %n, %b : !ascendc.queue<vecout, 1>, i32, i64
  %t = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  %u = ascendc.que_bind.alloc_tensor %2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  ascendc.duplicate_l2 %t, %s, %n : !ascendc.local_tensor<128xf32>, f32, i32
  %v = ascendc.local_tensor.subindex %t[%c64] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<64xf32>
  ascendc.adds_l2 %v, %v, %s, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.muls_l2 %u, %t, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.data_copy_l2 %o2, %u, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.que_bind.free_tensor %1, %t : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  ascendc.que_bind.free_tensor %2, %u : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  return
}

// A scalar read of a vector write is ordered by its V_S pair; the MTE3 copy after it
// still gets the enque/deque.
// CHECK-LABEL: func.func @scalar_then_store
// CHECK:         ascendc.duplicate_l2 %2, %arg3, %arg1
// CHECK-NEXT:    %3 = ascendc.pipe
// CHECK-NEXT:    %4 = ascendc.pipe.fetch_event_id %3, v_s : i8
// CHECK:         %5 = ascendc.local_tensor.get_value %2, %c3_i32
// CHECK:         ascendc.wait_flag s_v, %7 : i8
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %1, %2
// CHECK-NEXT:    %8 = ascendc.que_bind.deque_tensor %1
// CHECK-NEXT:    ascendc.data_copy_l2 %arg0, %8, %arg1
// CHECK-NEXT:    ascendc.que_bind.free_tensor %1, %8
func.func @scalar_then_store(%o: !ascendc.global_tensor<*xf32>, %n: i32, %b: i64, %s: f32) -> f32 {
  %c3 = arith.constant 3 : i32
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecout, 1>, i32, i64
  %t = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  ascendc.duplicate_l2 %t, %s, %n : !ascendc.local_tensor<128xf32>, f32, i32
  %x = ascendc.local_tensor.get_value %t, %c3 : !ascendc.local_tensor<128xf32>, i32, f32
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.que_bind.free_tensor %1, %t : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  return %x : f32
}

// The same for a tensor of no queue: a pipe_v barrier for the vector reader and a V_MTE3
// flag pair for the store.
// CHECK-LABEL: func.func @tbuf_vector_read_then_store
// CHECK:         ascendc.duplicate_l2 %arg1, %arg4, %arg3
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %1 = ascendc.pipe.fetch_event_id %0, v_mte3 : i8
// CHECK-NEXT:    ascendc.set_flag v_mte3, %1 : i8
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.muls_l2 %arg2, %arg1, %arg4, %arg3
// CHECK-NEXT:    ascendc.wait_flag v_mte3, %1 : i8
// CHECK-NEXT:    ascendc.data_copy_l2 %arg0, %arg1, %arg3
func.func @tbuf_vector_read_then_store(%o: !ascendc.global_tensor<*xf32>, %t: !ascendc.local_tensor<128xf32>, %u: !ascendc.local_tensor<128xf32>, %n: i32, %s: f32) {
  ascendc.duplicate_l2 %t, %s, %n : !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.muls_l2 %u, %t, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  return
}

// A loaded queue tensor read first by get_value: enque/deque before the V_S pair (the
// deque's wait on V precedes the V_S set_flag on V), and the vector op after it reads
// the dequeued tensor.
// CHECK-LABEL: func.func @load_then_get_value
// CHECK:         ascendc.data_copy_l2 %3, %arg0, %arg2
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %1, %3 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
// CHECK-NEXT:    %4 = ascendc.que_bind.deque_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
// CHECK-NEXT:    %5 = ascendc.pipe
// CHECK-NEXT:    %6 = ascendc.pipe.fetch_event_id %5, v_s : i8
// CHECK-NEXT:    ascendc.set_flag v_s, %6 : i8
// CHECK-NEXT:    ascendc.wait_flag v_s, %6 : i8
// CHECK-NEXT:    %7 = ascendc.local_tensor.get_value %4, %c5_i32
// CHECK:         ascendc.adds_l2 %10, %4, %7, %arg2
// CHECK:         ascendc.que_bind.free_tensor %1, %4
func.func @load_then_get_value(%g: !ascendc.global_tensor<*xf32>, %o: !ascendc.global_tensor<*xf32>, %n: i32, %b: i64) {
  %c5 = arith.constant 5 : i32
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecin, 1>, i32, i64
  %2 = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %0, %2, %n, %b : !ascendc.queue<vecout, 1>, i32, i64
  %x = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  ascendc.data_copy_l2 %x, %g, %n : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
  %s = ascendc.local_tensor.get_value %x, %c5 : !ascendc.local_tensor<128xf32>, i32, f32
  %y = ascendc.que_bind.alloc_tensor %2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  ascendc.adds_l2 %y, %x, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.data_copy_l2 %o, %y, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.que_bind.free_tensor %2, %y : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  ascendc.que_bind.free_tensor %1, %x : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  return
}

// The same inside a loop body.
// CHECK-LABEL: func.func @load_then_get_value_loop
// CHECK:         scf.for
// CHECK-NEXT:      %3 = ascendc.que_bind.alloc_tensor %1
// CHECK-NEXT:      ascendc.data_copy_l2 %3, %arg0, %arg1
// CHECK-NEXT:      ascendc.que_bind.enque_tensor %1, %3
// CHECK-NEXT:      %4 = ascendc.que_bind.deque_tensor %1
// CHECK-NEXT:      %5 = ascendc.pipe
// CHECK-NEXT:      %6 = ascendc.pipe.fetch_event_id %5, v_s : i8
// CHECK:           %7 = ascendc.local_tensor.get_value %4, %c5_i32
// CHECK:           ascendc.que_bind.free_tensor %1, %4
func.func @load_then_get_value_loop(%g: !ascendc.global_tensor<*xf32>, %n: i32, %b: i64, %lo: index, %hi: index, %st: index) -> f32 {
  %c5 = arith.constant 5 : i32
  %z = arith.constant 0.0 : f32
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecin, 1>, i32, i64
  %r = scf.for %i = %lo to %hi step %st iter_args(%acc = %z) -> (f32) {
    %x = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    ascendc.data_copy_l2 %x, %g, %n : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
    %s = ascendc.local_tensor.get_value %x, %c5 : !ascendc.local_tensor<128xf32>, i32, f32
    ascendc.que_bind.free_tensor %1, %x : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %a = arith.addf %acc, %s : f32
    scf.yield %a : f32
  }
  return %r : f32
}

// A loaded tensor of no queue read first by get_value: an MTE2_S flag pair; the S_V pair
// after the get_value then orders the vector reader after the load too.
// CHECK-LABEL: func.func @tbuf_load_then_get_value
// CHECK:         ascendc.data_copy_l2 %arg1, %arg0, %arg3
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %1 = ascendc.pipe.fetch_event_id %0, mte2_s : i8
// CHECK-NEXT:    ascendc.set_flag mte2_s, %1 : i8
// CHECK-NEXT:    ascendc.wait_flag mte2_s, %1 : i8
// CHECK-NEXT:    %2 = ascendc.pipe
// CHECK-NEXT:    %3 = ascendc.pipe.fetch_event_id %2, v_s : i8
// CHECK-NEXT:    ascendc.set_flag v_s, %3 : i8
// CHECK-NEXT:    ascendc.wait_flag v_s, %3 : i8
// CHECK-NEXT:    %4 = ascendc.local_tensor.get_value %arg1, %c5_i32
// CHECK:         ascendc.wait_flag s_v, %6 : i8
// CHECK-NEXT:    ascendc.adds_l2 %arg2, %arg1, %4, %arg3
func.func @tbuf_load_then_get_value(%g: !ascendc.global_tensor<*xf32>, %t: !ascendc.local_tensor<128xf32>, %u: !ascendc.local_tensor<128xf32>, %n: i32) {
  %c5 = arith.constant 5 : i32
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
  %s = ascendc.local_tensor.get_value %t, %c5 : !ascendc.local_tensor<128xf32>, i32, f32
  ascendc.adds_l2 %u, %t, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  return
}

// A VECIN tensor stored straight back to GM: its queue's flag runs MTE2 -> V, which does
// not order the MTE3 store, so an MTE2_MTE3 pair goes around the enque/deque's wait too.
// CHECK-LABEL: func.func @vecin_stored
// CHECK:         ascendc.data_copy_l2 %2, %arg0, %arg2
// CHECK-NEXT:    %3 = ascendc.pipe
// CHECK-NEXT:    %4 = ascendc.pipe.fetch_event_id %3, mte2_mte3 : i8
// CHECK-NEXT:    ascendc.set_flag mte2_mte3, %4 : i8
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %1, %2
// CHECK-NEXT:    ascendc.wait_flag mte2_mte3, %4 : i8
// CHECK-NEXT:    %5 = ascendc.que_bind.deque_tensor %1
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %5, %arg2
// Its free_tensor's flag (V -> MTE2) does not cover the MTE3 read either: an MTE3_MTE2
// pair goes before it, so that a next load into the buffer waits for the store.
// CHECK-NEXT:    %6 = ascendc.pipe
// CHECK-NEXT:    %7 = ascendc.pipe.fetch_event_id %6, mte3_mte2 : i8
// CHECK-NEXT:    ascendc.set_flag mte3_mte2, %7 : i8
// CHECK-NEXT:    ascendc.wait_flag mte3_mte2, %7 : i8
// CHECK-NEXT:    ascendc.que_bind.free_tensor %1, %5
func.func @vecin_stored(%g: !ascendc.global_tensor<*xf32>, %o: !ascendc.global_tensor<*xf32>, %n: i32, %b: i64) {
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecin, 1>, i32, i64
  %x = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  ascendc.data_copy_l2 %x, %g, %n : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.data_copy_l2 %o, %x, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.que_bind.free_tensor %1, %x : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  return
}

// The search goes on past the get_value of a load: its enque/deque orders V and S after
// MTE2, not the MTE3 store after it, which gets an MTE2_MTE3 pair of its own.
// CHECK-LABEL: func.func @load_get_value_store
// CHECK:         ascendc.data_copy_l2 %2, %arg0, %arg2
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %1, %2
// CHECK-NEXT:    %3 = ascendc.que_bind.deque_tensor %1
// CHECK:         %6 = ascendc.local_tensor.get_value %3, %c5_i32
// CHECK:         ascendc.wait_flag s_v, %8 : i8
// CHECK-NEXT:    %9 = ascendc.pipe
// CHECK-NEXT:    %10 = ascendc.pipe.fetch_event_id %9, mte2_mte3 : i8
// CHECK-NEXT:    ascendc.set_flag mte2_mte3, %10 : i8
// CHECK-NEXT:    ascendc.wait_flag mte2_mte3, %10 : i8
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %3, %arg2
// CHECK:         ascendc.set_flag mte3_mte2, %12 : i8
// CHECK-NEXT:    ascendc.wait_flag mte3_mte2, %12 : i8
// CHECK-NEXT:    ascendc.que_bind.free_tensor %1, %3
func.func @load_get_value_store(%g: !ascendc.global_tensor<*xf32>, %o: !ascendc.global_tensor<*xf32>, %n: i32, %b: i64) -> f32 {
  %c5 = arith.constant 5 : i32
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecin, 1>, i32, i64
  %x = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  ascendc.data_copy_l2 %x, %g, %n : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
  %s = ascendc.local_tensor.get_value %x, %c5 : !ascendc.local_tensor<128xf32>, i32, f32
  ascendc.data_copy_l2 %o, %x, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.que_bind.free_tensor %1, %x : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  return %s : f32
}

// The same buffer under the allocation's name: ascendc-reuse-ub-allocation let an output
// share an input's queue buffer through a reinterpret_cast taken right after the
// allocation, so the vector op writes and the MTE3 store reads the cast, not the dequeued
// tensor the free names. The free still needs the MTE3_MTE2 pair (without it the next
// iteration's load overwrote the buffer the store was still reading).
// CHECK-LABEL: func.func @vecin_shared_with_output
// CHECK:         ascendc.data_copy_l2 %arg1, %3, %arg2
// CHECK-NEXT:    %{{.*}} = ascendc.pipe
// CHECK-NEXT:    %[[E:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, mte3_mte2 : i8
// CHECK-NEXT:    ascendc.set_flag mte3_mte2, %[[E]] : i8
// CHECK-NEXT:    ascendc.wait_flag mte3_mte2, %[[E]] : i8
// CHECK-NEXT:    ascendc.que_bind.free_tensor %1, %{{.*}}
func.func @vecin_shared_with_output(%g: !ascendc.global_tensor<*xf32>, %o: !ascendc.global_tensor<*xf32>, %n: i32, %b: i64) {
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecin, 1>, i32, i64
  %x = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  %y = ascendc.reinterpret_cast %x : !ascendc.local_tensor<128xf32> to !ascendc.local_tensor<128xf32>
  ascendc.data_copy_l2 %x, %g, %n : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %1, %x : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  %d = ascendc.que_bind.deque_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  ascendc.add_l2 %y, %d, %d, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.data_copy_l2 %o, %y, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.que_bind.free_tensor %1, %d : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  return
}

// A padded load stored straight back: the vector fill of the tail writes the dequeued
// tensor (its queue round is spent), so the MTE3 store after it is ordered by a V_MTE3
// pair, not by a second enque/deque of the tensor, which AscendC does not allow.
// CHECK-LABEL: func.func @vecin_filled_stored
// CHECK:         ascendc.que_bind.enque_tensor %1, %2
// CHECK-NEXT:    %[[D:.*]] = ascendc.que_bind.deque_tensor %1
// CHECK-NEXT:    %[[V:.*]] = ascendc.local_tensor.subindex %[[D]]
// CHECK-NEXT:    ascendc.duplicate_l2 %[[V]]
// CHECK-NOT:     enque_tensor
// CHECK:         ascendc.set_flag v_mte3
// CHECK-NOT:     enque_tensor
// CHECK:         ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %[[D]], %arg2
func.func @vecin_filled_stored(%g: !ascendc.global_tensor<*xf32>, %o: !ascendc.global_tensor<*xf32>, %n: i32, %b: i64, %f: f32) {
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecin, 1>, i32, i64
  %x = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  ascendc.data_copy_l2 %x, %g, %n : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
  %t = ascendc.local_tensor.subindex %x[%n] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
  ascendc.duplicate_l2 %t, %f, %n : !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.data_copy_l2 %o, %x, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.que_bind.free_tensor %1, %x : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
  return
}

// A vector result stored by MTE3 and then read by another vector op: the queue orders
// the store, and the vector reader after it still needs a pipe_v barrier between it and
// the write (without it the second vector op read the tensor before the first had
// written it).
// CHECK-LABEL: func.func @vecout_stored_then_read
// CHECK:         ascendc.adds_l2 %2, %arg2, %arg4, %arg3
// CHECK:         ascendc.data_copy_l2 %arg0, %[[D:.*]], %arg3
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.muls_l2 %arg2, %[[D]], %arg4, %arg3
func.func @vecout_stored_then_read(%o: !ascendc.global_tensor<*xf32>, %b: i64, %t: !ascendc.local_tensor<128xf32>, %n: i32, %s: f32) {
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecout, 1>, i32, i64
  %y = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  ascendc.adds_l2 %y, %t, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.data_copy_l2 %o, %y, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.muls_l2 %t, %y, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.que_bind.free_tensor %1, %y : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  return
}

// Two outputs sharing one VECOUT buffer (ascendc-reuse-ub-allocation groups outputs): the
// second vector write, through the cast of the allocation, must wait for the MTE3 store
// of the first, which the queue does not order within its round: an MTE3_V pair.
// CHECK-LABEL: func.func @vecout_shared_outputs
// CHECK:         ascendc.data_copy_l2 %arg0, %[[D:.*]], %arg3
// CHECK:         ascendc.set_flag mte3_v
// CHECK-NEXT:    ascendc.wait_flag mte3_v
// CHECK-NEXT:    ascendc.muls_l2 %3, %arg2, %arg4, %arg3
func.func @vecout_shared_outputs(%o: !ascendc.global_tensor<*xf32>, %b: i64, %t: !ascendc.local_tensor<128xf32>, %n: i32, %s: f32) {
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecout, 1>, i32, i64
  %y = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  %z = ascendc.reinterpret_cast %y : !ascendc.local_tensor<128xf32> to !ascendc.local_tensor<128xf32>
  ascendc.adds_l2 %y, %t, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.data_copy_l2 %o, %y, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.muls_l2 %z, %t, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.data_copy_l2 %o, %z, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.que_bind.free_tensor %1, %y : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  return
}

// A vector write after an MTE3 store and a vector read of the tensor: the last access is
// on the writer's pipe, but the store before it is not ordered with the write, which
// gets an MTE3_V pair (the order went by the last access only, and the write raced with
// the store).
// CHECK-LABEL: func.func @store_read_then_write
// CHECK:         ascendc.data_copy_l2 %arg0, %arg1, %arg3
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.muls_l2 %arg2, %arg1, %arg4, %arg3
// CHECK:         ascendc.set_flag mte3_v
// CHECK-NEXT:    ascendc.wait_flag mte3_v
// CHECK-NEXT:    ascendc.adds_l2 %arg1, %arg2, %arg4, %arg3
func.func @store_read_then_write(%o: !ascendc.global_tensor<*xf32>, %t: !ascendc.local_tensor<128xf32>, %u: !ascendc.local_tensor<128xf32>, %n: i32, %s: f32) {
  ascendc.muls_l2 %t, %u, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.muls_l2 %u, %t, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.adds_l2 %t, %u, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  return
}

// A scalar write (set_value) after an MTE3 store of the tensor: the V_S pair every scalar
// access gets does not order the store, so an MTE3_S pair goes before the write (with
// reuse-ub-in-out two outputs shared a buffer and the second one's set_value raced with
// the first one's store).
// CHECK-LABEL: func.func @store_then_set_value
// CHECK:         ascendc.data_copy_l2 %arg0, %arg1, %arg2
// CHECK-NEXT:    %{{.*}} = ascendc.pipe
// CHECK-NEXT:    %[[E:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, mte3_s : i8
// CHECK-NEXT:    ascendc.set_flag mte3_s, %[[E]] : i8
// CHECK-NEXT:    ascendc.wait_flag mte3_s, %[[E]] : i8
// CHECK:         ascendc.local_tensor.set_value %arg1, %arg2, %arg3
func.func @store_then_set_value(%o: !ascendc.global_tensor<*xf32>, %t: !ascendc.local_tensor<128xf32>, %n: i32, %s: f32) {
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.local_tensor.set_value %t, %n, %s : !ascendc.local_tensor<128xf32>, i32, f32
  return
}

// A load into a tensor whose earlier contents a get_value read: the S_V pair after the
// scalar access orders the vector pipe only, so the load waits on an S_MTE2 pair (with
// static-alloc the tensor of a loop body keeps its address and the next iteration's load
// raced with this iteration's get_value).
// CHECK-LABEL: func.func @get_value_then_load
// CHECK:         ascendc.local_tensor.get_value %arg1, %arg2
// CHECK:         ascendc.set_flag s_mte2
// CHECK-NEXT:    ascendc.wait_flag s_mte2
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %arg0, %arg2
func.func @get_value_then_load(%g: !ascendc.global_tensor<*xf32>, %t: !ascendc.local_tensor<128xf32>, %n: i32, %u: !ascendc.local_tensor<128xf32>) {
  %s = ascendc.local_tensor.get_value %t, %n : !ascendc.local_tensor<128xf32>, i32, f32
  ascendc.adds_l2 %u, %u, %s, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
  return
}
