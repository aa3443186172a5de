// Audit of ascendc-verify-sync (passes.md: "warns about unpaired alloc/free, double free,
// enque without deque, deque without enque, and uses between enque and deque") on queues
// made by ascendc.queue and que_bind ops inside loops and branches: each warning at the
// offending op with PyAsc's text; the note names the allocation or the queue op.
// RUN: ascopt -ascendc-verify-sync -split-input-file -verify-diagnostics %s

func.func @alloc_in_loop_not_freed(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = ascendc.pipe
  %q = ascendc.queue : <vecin, 1>
  scf.for %i = %c0 to %n step %c1 : i32 {
    // expected-warning@below {{AllocTensor: there is no corresponding call to FreeTensor for this tensor}}
    %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  }
  return
}

// -----

func.func @deque_in_branch_without_enque(%c: i1) {
  // expected-note@below {{queue declared here}}
  %q = ascendc.queue : <vecout, 1>
  scf.if %c {
    // expected-warning@below {{DeQue: there is no corresponding call to EnQue}}
    %t = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  }
  return
}

// -----

func.func @use_in_loop_while_queued(%g: !ascendc.global_tensor<*xf16>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %q = ascendc.queue : <vecin, 1>
  // expected-note@below {{tensor declared here}}
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  scf.for %i = %c0 to %n step %c1 : i32 {
    // expected-warning@below {{unexpected use of tensor between EnQue and DeQue}}
    ascendc.data_copy_l2 %g, %t, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  }
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  return
}

// -----

func.func @double_free_after_deque(%g: !ascendc.global_tensor<*xf16>) {
  %q = ascendc.queue : <vecout, 1>
  // expected-note@below {{tensor declared here}}
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  // expected-warning@below {{FreeTensor: tensor memory was freed before its last use}}
  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  return
}

// -----

func.func @enque_in_loop_never_dequeued(%n: i32, %lt: !ascendc.local_tensor<*xf16>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-note@below {{queue declared here}}
  %q = ascendc.queue : <vecout, 1>
  scf.for %i = %c0 to %n step %c1 : i32 {
    // expected-warning@below {{EnQue: there is no corresponding call to DeQue for this tensor}}
    ascendc.que_bind.enque_tensor %q, %lt : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  }
  return
}
