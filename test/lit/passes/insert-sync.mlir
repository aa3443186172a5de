// ascendc-insert-sync: a queue tensor written on one pipe and read on another is
// enqueued and dequeued (later uses take the dequeued tensor); same-pipe vector
// dependencies get a pipe_v barrier; other tensors get an event flag pair between the
// pipes; scalar reads are wrapped in V_S / S_V flags; pipe_all ends the function.
// ascendc-erase-sync undoes all of it.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync -ascendc-erase-sync %s | FileCheck %s --check-prefix=ERASE

// CHECK-LABEL: func.func @sync
// CHECK:         ascendc.data_copy_l2 %2, %arg0, %arg2
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
// CHECK-NEXT:    %3 = ascendc.que_bind.deque_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
// CHECK-NEXT:    ascendc.exp_l2 %3, %3, %arg2
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.abs_l2 %arg4, %3, %arg2
// CHECK-NEXT:    %4 = ascendc.pipe
// CHECK-NEXT:    %5 = ascendc.pipe.fetch_event_id %4, v_mte3 : i8
// CHECK-NEXT:    ascendc.set_flag v_mte3, %5 : i8
// CHECK-NEXT:    ascendc.wait_flag v_mte3, %5 : i8
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %arg4, %arg2
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %6 = ascendc.pipe
// CHECK-NEXT:    %7 = ascendc.pipe.fetch_event_id %6, v_s : i8
// CHECK-NEXT:    ascendc.set_flag v_s, %7 : i8
// CHECK-NEXT:    ascendc.wait_flag v_s, %7 : i8
// CHECK-NEXT:    %8 = ascendc.local_tensor.get_value %arg4, %c0_i32
// CHECK-NEXT:    %9 = ascendc.pipe
// CHECK-NEXT:    %10 = ascendc.pipe.fetch_event_id %9, s_v : i8
// CHECK-NEXT:    ascendc.set_flag s_v, %10 : i8
// CHECK-NEXT:    ascendc.wait_flag s_v, %10 : i8
// CHECK-NEXT:    ascendc.que_bind.free_tensor %1, %3
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return

// ERASE-LABEL: func.func @sync
// ERASE-NOT:     enque_tensor
// ERASE-NOT:     deque_tensor
// ERASE-NOT:     _flag
// ERASE-NOT:     pipe_barrier
// ERASE:         ascendc.exp_l2 %2, %2, %arg2
// ERASE-NEXT:    ascendc.abs_l2 %arg4, %2, %arg2
// ERASE-NEXT:    ascendc.data_copy_l2 %arg1, %arg4, %arg2
// ERASE:         ascendc.que_bind.free_tensor %1, %2
// ERASE-NEXT:    return

func.func @sync(%g: !ascendc.global_tensor<*xf16>, %o: !ascendc.global_tensor<*xf16>, %n: i32, %b: i64, %t: !ascendc.local_tensor<32xf16>) {
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecin, 1>, i32, i64
  %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.data_copy_l2 %2, %g, %n : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.exp_l2 %2, %2, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  ascendc.abs_l2 %t, %2, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
  %c0 = arith.constant 0 : i32
  %v = ascendc.local_tensor.get_value %t, %c0 : !ascendc.local_tensor<32xf16>, i32, f16
  ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  return
}
