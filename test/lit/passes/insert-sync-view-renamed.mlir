// ascendc-insert-sync on a queue tensor written through views taken before its
// enque/deque (the form asclower-displace-concat gives a concatenated tile): the load
// into the first half gets the queue's enque/deque, and the vector write into the second
// half, which comes after that deque, is a write of the dequeued tensor the store reads:
// a v_mte3 pair orders the store after it (the store is ordered after the load through
// the deque and the vector pipe).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @concat_halves
// CHECK:         ascendc.data_copy_l2 %[[LO:.*]], %arg0
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %[[Q:.*]], %[[T:.*]] :
// CHECK-NEXT:    %[[D:.*]] = ascendc.que_bind.deque_tensor %[[Q]]
// CHECK:         ascendc.exp_l2 %[[HI:.*]], %arg2
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    %[[E:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, v_mte3
// CHECK-NEXT:    ascendc.set_flag v_mte3, %[[E]]
// CHECK-NEXT:    ascendc.wait_flag v_mte3, %[[E]]
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %[[D]]
func.func @concat_halves(%arg0: !ascendc.global_tensor<512xf32>, %arg1: !ascendc.global_tensor<1024xf32>, %arg2: !ascendc.local_tensor<512xf32>) {
  %c0 = arith.constant 0 : i64
  %c512 = arith.constant 512 : i64
  %c1024 = arith.constant 1024 : i64
  %p = ascendc.pipe
  %q = ascendc.queue : <vecin, 1>
  %c1 = arith.constant 1 : i32
  %c4096 = arith.constant 4096 : i64
  ascendc.pipe.init_queue %p, %q, %c1, %c4096 : !ascendc.queue<vecin, 1>, i32, i64
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
  %lo = ascendc.local_tensor.subindex %t[%c0] : !ascendc.local_tensor<1024xf32>, i64, !ascendc.local_tensor<512xf32>
  %hi = ascendc.local_tensor.subindex %t[%c512] : !ascendc.local_tensor<1024xf32>, i64, !ascendc.local_tensor<512xf32>
  ascendc.data_copy_l2 %lo, %arg0, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<512xf32>, i64
  ascendc.exp_l2 %hi, %arg2, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i64
  ascendc.data_copy_l2 %arg1, %t, %c1024 : !ascendc.global_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i64
  return
}
