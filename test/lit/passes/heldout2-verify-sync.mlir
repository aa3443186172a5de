// ascendc-verify-sync: a deque without enque on a queue made by ascendc.queue points its
// note at that op; a view taken of a tensor between its enque and deque is itself a use,
// and so is each use of that view.

// RUN: ascopt -ascendc-verify-sync -split-input-file -verify-diagnostics %s

func.func @queue_op(%g: !ascendc.global_tensor<*xf16>, %n: i32) {
  // expected-note@below {{queue declared here}}
  %q = ascendc.queue : <vecin, 1>
  // expected-warning@below {{DeQue: there is no corresponding call to EnQue}}
  %t = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  return
}

// -----

func.func @alloc_in_loop(%q: !ascendc.queue<vecout, 2>, %g: !ascendc.global_tensor<*xf16>, %n: i32) {
  scf.for %i = %n to %n step %n : i32 {
    %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<32xf16>
    ascendc.exp_l2 %t, %t, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<32xf16>
    %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<32xf16>
    ascendc.data_copy_l2 %g, %d, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<32xf16>
  }
  return
}

// -----

func.func @view_between(%q: !ascendc.queue<vecout, 2>, %g: !ascendc.global_tensor<*xf16>, %n: i32) {
  // expected-note@below {{tensor declared here}}
  // expected-note@below {{tensor declared here}}
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<32xf16>
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<32xf16>
  // expected-warning@below {{unexpected use of tensor between EnQue and DeQue}}
  %v = ascendc.local_tensor.subindex %t[%n] : !ascendc.local_tensor<32xf16>, i32, !ascendc.local_tensor<16xf16>
  // expected-warning@below {{unexpected use of tensor between EnQue and DeQue}}
  ascendc.data_copy_l2 %g, %v, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<16xf16>, i32
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<32xf16>
  ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<32xf16>
  return
}
