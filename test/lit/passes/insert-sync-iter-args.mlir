// ascendc-insert-sync through scf.for iter-args: a vector result that initialises an
// iter-arg is ordered before the loop with the first reader of that argument in the body;
// a vector result the body yields is ordered with its reader after the loop (and, read
// again by the next iteration on the vector pipe, gets a barrier right after it).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @accumulate
// CHECK:         ascendc.duplicate_l2 %arg0, %cst, %c1024_i64
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    %[[R:.*]] = scf.for
// CHECK-NEXT:      ascendc.add_l2 %arg1, %{{.*}}, %arg2, %c1024_i64
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      scf.yield %arg1
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.reduce_sum_l2 %arg3, %[[R]], %arg4, %c1024_i64
func.func @accumulate(%init: !ascendc.local_tensor<1024xf32>, %acc: !ascendc.local_tensor<1024xf32>, %x: !ascendc.local_tensor<1024xf32>, %r: !ascendc.local_tensor<1xf32>, %tmp: !ascendc.local_tensor<16xf32>, %n: i32) {
  %cst = arith.constant 0.0 : f32
  %c1024_i64 = arith.constant 1024 : i64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  ascendc.duplicate_l2 %init, %cst, %c1024_i64 : !ascendc.local_tensor<1024xf32>, f32, i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (!ascendc.local_tensor<1024xf32>) : i32 {
    ascendc.add_l2 %acc, %a, %x, %c1024_i64 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i64
    scf.yield %acc : !ascendc.local_tensor<1024xf32>
  }
  ascendc.reduce_sum_l2 %r, %sum, %tmp, %c1024_i64 : !ascendc.local_tensor<1xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<16xf32>, i64
  return
}

// A yielded vector result that initialises the next loop (an unrolled loop's epilogue)
// whose body stores it: the V -> MTE3 flag is set after the first loop and waited for
// before the second.
// CHECK-LABEL: func.func @into_epilogue
// CHECK:         %[[A:.*]] = scf.for
// CHECK:           ascendc.add_l2
// CHECK:         }
// CHECK-NEXT:    %[[P:.*]] = ascendc.pipe
// CHECK-NEXT:    %[[E:.*]] = ascendc.pipe.fetch_event_id %[[P]], v_mte3 : i8
// CHECK-NEXT:    ascendc.set_flag v_mte3, %[[E]] : i8
// CHECK-NEXT:    ascendc.wait_flag v_mte3, %[[E]] : i8
// CHECK-NEXT:    scf.for {{.*}} iter_args(%{{.*}} = %[[A]])
// CHECK-NEXT:      ascendc.data_copy_l2 %arg3
func.func @into_epilogue(%acc: !ascendc.local_tensor<1024xf32>, %x: !ascendc.local_tensor<1024xf32>, %init: !ascendc.local_tensor<1024xf32>, %g: !ascendc.global_tensor<*xf32>, %n: i32) {
  %c1024_i64 = arith.constant 1024 : i64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = scf.for %i = %c0 to %n step %c1 iter_args(%v = %init) -> (!ascendc.local_tensor<1024xf32>) : i32 {
    ascendc.add_l2 %acc, %v, %x, %c1024_i64 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i64
    scf.yield %acc : !ascendc.local_tensor<1024xf32>
  }
  %b = scf.for %i = %c0 to %n step %c1 iter_args(%v = %a) -> (!ascendc.local_tensor<1024xf32>) : i32 {
    ascendc.data_copy_l2 %g, %v, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, i32
    scf.yield %v : !ascendc.local_tensor<1024xf32>
  }
  return
}

// A queue tensor the body writes on the vector pipe and yields (a recurrence whose carried
// tile is scaled at the top of the body, as asctile-promote-pure-ops leaves it): the next
// iteration's vector read of the region argument comes before the write in the body, so
// the forward scan does not see it and the queue's enque/deque order only MTE3; a barrier
// at the end of the iteration orders it.
// CHECK-LABEL: func.func @queue_recurrence
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.muls_l2 %arg1, %arg5
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      %[[O:.*]] = ascendc.que_bind.alloc_tensor
// CHECK-NEXT:      ascendc.add_l2 %[[O]]
// CHECK-NEXT:      ascendc.que_bind.enque_tensor %{{.*}}, %[[O]]
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      %[[D:.*]] = ascendc.que_bind.deque_tensor
// CHECK-NEXT:      ascendc.data_copy_l2 %arg0, %[[D]]
// CHECK-NEXT:      ascendc.que_bind.free_tensor
// CHECK-NEXT:      scf.yield %[[D]]
func.func @queue_recurrence(%g: !ascendc.global_tensor<?xf16>, %tmp: !ascendc.local_tensor<160xf16>, %init: !ascendc.local_tensor<160xf16>, %n: i32) {
  %cst = arith.constant 5.000000e-01 : f16
  %c160_i64 = arith.constant 160 : i64
  %c320_i64 = arith.constant 320 : i64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = ascendc.pipe
  %q = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %p, %q, %c1, %c320_i64 : !ascendc.queue<vecout, 1>, i32, i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %init) -> (!ascendc.local_tensor<160xf16>) : i32 {
    ascendc.muls_l2 %tmp, %prev, %cst, %c160_i64 : !ascendc.local_tensor<160xf16>, !ascendc.local_tensor<160xf16>, f16, i64
    %o = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<160xf16>
    ascendc.add_l2 %o, %tmp, %tmp, %c160_i64 : !ascendc.local_tensor<160xf16>, !ascendc.local_tensor<160xf16>, !ascendc.local_tensor<160xf16>, i64
    ascendc.data_copy_l2 %g, %o, %c160_i64 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<160xf16>, i64
    ascendc.que_bind.free_tensor %q, %o : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<160xf16>
    scf.yield %o : !ascendc.local_tensor<160xf16>
  }
  return
}
