// ascendc-insert-sync on a queue tensor read under the name it had before its enque: a
// view of the allocated tensor taken ahead of the load (cse merges a reshape of a loaded
// tile into the one reuse-ub made there, with reuse-ub-in-out), and a vector fill of the
// dequeued tensor's padding between the load and the vector op that reads the view. The
// fill writes the same buffer on the same pipe: a pipe_v barrier orders the read after it.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @fill_then_read_old_name
// CHECK:         %[[T:.*]] = ascendc.que_bind.alloc_tensor
// CHECK-NEXT:    %[[R:.*]] = ascendc.reinterpret_cast %[[T]]
// CHECK-NEXT:    ascendc.data_copy_l2 %[[T]], %arg0
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %[[Q:.*]], %[[T]] :
// CHECK-NEXT:    %[[D:.*]] = ascendc.que_bind.deque_tensor %[[Q]]
// CHECK-NEXT:    %[[V:.*]] = ascendc.local_tensor.subindex %[[D]]
// CHECK-NEXT:    ascendc.duplicate_l2 %[[V]]
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.abs_l2 %arg2, %[[R]]
func.func @fill_then_read_old_name(%arg0: !ascendc.global_tensor<128xf32>, %arg1: !ascendc.global_tensor<128xf32>, %o: !ascendc.local_tensor<128xf32>) {
  %c64 = arith.constant 64 : i64
  %c128 = arith.constant 128 : i64
  %cst = arith.constant 1.000000e+00 : f32
  %p = ascendc.pipe
  %q = ascendc.queue : <vecin, 1>
  %c1 = arith.constant 1 : i32
  %c512 = arith.constant 512 : i64
  ascendc.pipe.init_queue %p, %q, %c1, %c512 : !ascendc.queue<vecin, 1>, i32, i64
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2x64xf32>
  %r = ascendc.reinterpret_cast %t : !ascendc.local_tensor<2x64xf32> to !ascendc.local_tensor<128xf32>
  ascendc.data_copy_l2 %t, %arg0, %c64 : !ascendc.local_tensor<2x64xf32>, !ascendc.global_tensor<128xf32>, i64
  %v = ascendc.local_tensor.subindex %t[%c64] : !ascendc.local_tensor<2x64xf32>, i64, !ascendc.local_tensor<2x64xf32>
  ascendc.duplicate_l2 %v, %cst, %c64 : !ascendc.local_tensor<2x64xf32>, f32, i64
  ascendc.abs_l2 %o, %r, %c128 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, i64
  ascendc.data_copy_l2 %arg1, %o, %c128 : !ascendc.global_tensor<128xf32>, !ascendc.local_tensor<128xf32>, i64
  return
}
