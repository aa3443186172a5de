// Audit of ascendc-insert-sync (passes.md): "ends the function with pipe_barrier
// pipe_all" (an empty function too); "wraps get_value/set_value in V_S / S_V event pairs"
// (local tensors too; a nest of loops or a branch holding only scalar work is wrapped once,
// as the visible test wraps its loop); "after each op writing a queue tensor inserts
// enque_tensor ... before its first user a deque_tensor" (the first user inside a loop:
// the deque stays before the loop, which would otherwise take a tensor out of the queue
// once per iteration after a single enque). The barrier and the enque go right after the
// writing op, ahead of unrelated work; the deque right before the first user.
// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @empty()
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return
func.func @empty() {
  return
}

// CHECK-LABEL: func.func @scalar_nested_loops
// CHECK-NEXT:    %[[P0:.*]] = ascendc.pipe
// CHECK-NEXT:    %[[E0:.*]] = ascendc.pipe.fetch_event_id %[[P0]], v_s : i8
// CHECK-NEXT:    ascendc.set_flag v_s, %[[E0]] : i8
// CHECK-NEXT:    ascendc.wait_flag v_s, %[[E0]] : i8
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        %[[V:.*]] = ascendc.local_tensor.get_value %arg0, %arg1
// CHECK-NEXT:        ascendc.local_tensor.get_value %arg0, %arg2
// CHECK-NEXT:        ascendc.local_tensor.set_value %arg0, %arg3, %[[V]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[P1:.*]] = ascendc.pipe
// CHECK-NEXT:    %[[E1:.*]] = ascendc.pipe.fetch_event_id %[[P1]], s_v : i8
// CHECK-NEXT:    ascendc.set_flag s_v, %[[E1]] : i8
// CHECK-NEXT:    ascendc.wait_flag s_v, %[[E1]] : i8
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return
func.func @scalar_nested_loops(%lt: !ascendc.local_tensor<64xf32>, %arg2: i32, %arg3: i32, %arg4: ui64) {
  scf.for %i = %arg2 to %arg3 step %arg2 : i32 {
    scf.for %j = %arg2 to %arg3 step %arg2 : i32 {
      %0 = ascendc.local_tensor.get_value %lt, %arg2 : !ascendc.local_tensor<64xf32>, i32, f32
      %1 = ascendc.local_tensor.get_value %lt, %arg3 : !ascendc.local_tensor<64xf32>, i32, f32
      ascendc.local_tensor.set_value %lt, %arg4, %0 : !ascendc.local_tensor<64xf32>, ui64, f32
    }
  }
  return
}

// CHECK-LABEL: func.func @scalar_in_branch
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    ascendc.pipe.fetch_event_id %{{.*}}, v_s : i8
// CHECK-NEXT:    ascendc.set_flag v_s
// CHECK-NEXT:    ascendc.wait_flag v_s
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      ascendc.global_tensor.get_value %arg0, %arg2
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    ascendc.pipe.fetch_event_id %{{.*}}, s_v : i8
// CHECK-NEXT:    ascendc.set_flag s_v
// CHECK-NEXT:    ascendc.wait_flag s_v
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return
func.func @scalar_in_branch(%gt: !ascendc.global_tensor<64xf32>, %c: i1, %arg2: i32) {
  scf.if %c {
    %0 = ascendc.global_tensor.get_value %gt, %arg2 : !ascendc.global_tensor<64xf32>, i32, f32
  }
  return
}

// CHECK-LABEL: func.func @deque_before_loop
// CHECK:         %[[A:.*]] = ascendc.que_bind.alloc_tensor %[[Q:.*]] : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
// CHECK-NEXT:    ascendc.data_copy_l2 %[[A]], %arg0, %arg1
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %[[Q]], %[[A]]
// CHECK-NEXT:    %[[D:.*]] = ascendc.que_bind.deque_tensor %[[Q]]
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      ascendc.add_l2 %{{.*}}, %[[D]], %[[D]], %arg1
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.que_bind.free_tensor %[[Q]], %[[D]]
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return
func.func @deque_before_loop(%arg0: !ascendc.global_tensor<*xf16>, %arg2: i32, %arg3: i64, %lb: index, %ub: index, %t: !ascendc.local_tensor<32xf16>) {
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %arg2, %arg3 : !ascendc.queue<vecin, 1>, i32, i64
  %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.data_copy_l2 %2, %arg0, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
  scf.for %i = %lb to %ub step %lb {
    ascendc.add_l2 %t, %2, %2, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  }
  ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  return
}

// CHECK-LABEL: func.func @barrier_after_writer
// CHECK-NEXT:    ascendc.duplicate_l2 %arg0, %arg1, %arg2
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    ascendc.duplicate_l2 %arg4
// CHECK-NEXT:    ascendc.add_l2 %arg3, %arg0, %arg0, %arg2
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return
func.func @barrier_after_writer(%arg0: !ascendc.local_tensor<64xf32>, %arg1: f32, %arg2: i32, %arg3: !ascendc.local_tensor<64xf32>, %arg4: !ascendc.local_tensor<64xf32>) {
  ascendc.duplicate_l2 %arg0, %arg1, %arg2 : !ascendc.local_tensor<64xf32>, f32, i32
  %x = arith.addi %arg2, %arg2 : i32
  ascendc.duplicate_l2 %arg4, %arg1, %x : !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.add_l2 %arg3, %arg0, %arg0, %arg2 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}

// CHECK-LABEL: func.func @enque_after_writer
// CHECK:         ascendc.data_copy_l2 %[[A:.*]], %arg0, %arg2
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %[[Q:.*]], %[[A]]
// CHECK-NEXT:    arith.addi
// CHECK:         %[[D:.*]] = ascendc.que_bind.deque_tensor %[[Q]]
// CHECK-NEXT:    ascendc.add_l2 %arg4, %[[D]], %[[D]], %arg2
func.func @enque_after_writer(%arg0: !ascendc.global_tensor<*xf16>, %arg1: !ascendc.global_tensor<*xf16>, %arg2: i32, %arg3: i64, %o: !ascendc.local_tensor<32xf16>, %f: f16) {
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %arg2, %arg3 : !ascendc.queue<vecin, 1>, i32, i64
  %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.data_copy_l2 %2, %arg0, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
  %x = arith.addi %arg2, %arg2 : i32
  ascendc.duplicate_l2 %o, %f, %x : !ascendc.local_tensor<32xf16>, f16, i32
  ascendc.add_l2 %o, %2, %2, %arg2 : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  return
}
