// ascendc-erase-sync runs on one function at a time: a queue filled in a helper and
// drained by its caller (PyAsc's copy_in/compute split, pyk_swiglu_f16) keeps its enque
// and deque on both sides; erasing the helper's enque alone left the caller's deque
// waiting forever. A queue wholly inside one function still loses its pair.

// RUN: ascopt -ascendc-erase-sync %s | FileCheck %s

// CHECK-LABEL: func.func private @copy_in
// CHECK:         ascendc.que_bind.alloc_tensor
// CHECK-NEXT:    ascendc.data_copy_l2
// CHECK-NEXT:    ascendc.que_bind.enque_tensor
// CHECK-NOT:     ascendc.set_flag
// CHECK:         return
func.func private @copy_in(%q: !ascendc.queue<vecin, 2>, %g: !ascendc.global_tensor<*xf16>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  return
}

// CHECK-LABEL: func.func @caller
// CHECK:         call @copy_in
// CHECK-NEXT:    %[[X:.*]] = ascendc.que_bind.deque_tensor %[[Q:.*]] :
// CHECK-NEXT:    ascendc.abs_l2 %{{.*}}, %[[X]]
// CHECK-NEXT:    ascendc.que_bind.free_tensor %[[Q]], %[[X]]
// CHECK:         %[[T:.*]] = ascendc.que_bind.alloc_tensor %[[L:.*]] :
// CHECK-NEXT:    ascendc.data_copy_l2 %[[T]]
// CHECK-NEXT:    ascendc.abs_l2 %{{.*}}, %[[T]]
// CHECK-NEXT:    ascendc.que_bind.free_tensor %[[L]], %[[T]]
// CHECK-NEXT:    return
func.func @caller(%g: !ascendc.global_tensor<*xf16>, %n: i32, %len: i32, %bytes: i64) attributes {ascendc.global} {
  %pipe = ascendc.pipe
  %q = ascendc.queue : <vecin, 2>
  ascendc.pipe.init_queue %pipe, %q, %len, %bytes : !ascendc.queue<vecin, 2>, i32, i64
  %ql = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %pipe, %ql, %len, %bytes : !ascendc.queue<vecin, 1>, i32, i64
  %tb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tb, %len : !ascendc.tbuf<veccalc>, i32
  %y = ascendc.tbuf.get_tensor %tb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf16>
  func.call @copy_in(%q, %g, %n) : (!ascendc.queue<vecin, 2>, !ascendc.global_tensor<*xf16>, i32) -> ()
  %x = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
  ascendc.abs_l2 %y, %x, %n : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
  ascendc.que_bind.free_tensor %q, %x : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
  %t = ascendc.que_bind.alloc_tensor %ql : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf16>
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.que_bind.enque_tensor %ql, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf16>
  %u = ascendc.que_bind.deque_tensor %ql : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf16>
  ascendc.abs_l2 %y, %u, %n : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
  ascendc.que_bind.free_tensor %ql, %u : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf16>
  return
}
