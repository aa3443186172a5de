// ascendc-insert-sync: the sum tensor of a SoftMax and the sharedTmpBuffer of a reduction
// are written by the vector pipe like a dst. With reuse-ub-in-out,
// ascendc-reuse-ub-allocation may place either in the buffer of an output whose MTE3
// store is still reading it (the queue frees the buffer only later), so the library call
// must wait for the store: an MTE3_V pair goes right before each.
// A second run adds nothing.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @war_softmax_sum
// CHECK:         ascendc.data_copy_l2 %arg0
// CHECK:         ascendc.set_flag mte3_v
// CHECK-NEXT:    ascendc.wait_flag mte3_v
// CHECK-NEXT:    ascendc.softmax
// CHECK-NOT:     mte3_v
// CHECK:         return
func.func @war_softmax_sum(%o: !ascendc.global_tensor<*xf32>, %n: i32, %len: i64, %f: f32, %c1: i32) {
  %p = ascendc.pipe
  %q = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %p, %q, %c1, %len : !ascendc.queue<vecout, 1>, i32, i64
  %b1 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<veccalc>, i64
  %src = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  %b2 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b2, %len : !ascendc.tbuf<veccalc>, i64
  %dst = ascendc.tbuf.get_tensor %b2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  %b3 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b3, %len : !ascendc.tbuf<veccalc>, i64
  %mx = ascendc.tbuf.get_tensor %b3 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %b4 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b4, %len : !ascendc.tbuf<veccalc>, i64
  %tmp = ascendc.tbuf.get_tensor %b4 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<512xui8>
  %tiling = ascendc.construct !ascendc.softmax_tiling()
  %a = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  %sum = ascendc.reinterpret_cast %a : !ascendc.local_tensor<64xf32> to !ascendc.local_tensor<8xf32>
  ascendc.adds_l2 %a, %src, %f, %len : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i64
  ascendc.que_bind.enque_tensor %q, %a : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %o, %d, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.softmax %dst, %sum, %mx, %src, %tmp, %tiling {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<512xui8>, !ascendc.softmax_tiling
  ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  return
}

// CHECK-LABEL: func.func @war_reduce_tmp
// CHECK:         ascendc.data_copy_l2 %arg0
// CHECK:         ascendc.set_flag mte3_v
// CHECK-NEXT:    ascendc.wait_flag mte3_v
// CHECK-NEXT:    ascendc.reduce_sum_l2
func.func @war_reduce_tmp(%o: !ascendc.global_tensor<*xf32>, %n: i32, %len: i64, %f: f32, %c1: i32) {
  %p = ascendc.pipe
  %q = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %p, %q, %c1, %len : !ascendc.queue<vecout, 1>, i32, i64
  %b1 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<veccalc>, i64
  %src = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  %b2 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b2, %len : !ascendc.tbuf<veccalc>, i64
  %r = ascendc.tbuf.get_tensor %b2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %a = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  %wk = ascendc.reinterpret_cast %a : !ascendc.local_tensor<64xf32> to !ascendc.local_tensor<8xf32>
  ascendc.adds_l2 %a, %src, %f, %len : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i64
  ascendc.que_bind.enque_tensor %q, %a : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %o, %d, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.reduce_sum_l2 %r, %src, %wk, %len : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8xf32>, i64
  ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  return
}
