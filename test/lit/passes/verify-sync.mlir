// ascendc-verify-sync reports queue protocol problems as warnings: checked with
// -verify-diagnostics, and without it printed to stderr while the IR is still printed
// and ascopt succeeds.

// RUN: ascopt -ascendc-verify-sync -split-input-file -verify-diagnostics %s
// RUN: ascopt -ascendc-verify-sync -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STDERR
// RUN: ascopt -ascendc-verify-sync -split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=OUT

// STDERR: {{.*}}verify-sync.mlir:1 offset :[[# @LINE + 8]]:{{[0-9]+}}: warning: FreeTensor: tensor memory was freed before its last use
// STDERR: note: tensor declared here
// OUT: func.func @use_after_free
func.func @use_after_free(%q: !ascendc.queue<vecin, 1>, %g: !ascendc.global_tensor<*xf16>, %n: i32) {
  // expected-note@below {{tensor declared here}}
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  // expected-warning@below {{FreeTensor: tensor memory was freed before its last use}}
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32
  return
}

// -----

// Views share the buffer of their tensor; the subindex result is used inside the queue.
func.func @view_in_queue(%q: !ascendc.queue<vecin, 1>, %g: !ascendc.global_tensor<*xf16>, %n: i32) {
  // expected-note@below {{tensor declared here}}
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  %v = ascendc.local_tensor.subindex %t[%n] : !ascendc.local_tensor<*xf16>, i32, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  // expected-warning@below {{unexpected use of tensor between EnQue and DeQue}}
  ascendc.data_copy_l2 %v, %g, %n : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  return
}

// -----

// A correct pipeline of two queues in a loop.
func.func @correct_loop(%qi: !ascendc.queue<vecin, 1>, %qo: !ascendc.queue<vecout, 1>, %g: !ascendc.global_tensor<*xf16>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %a = ascendc.que_bind.alloc_tensor %qi : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    ascendc.data_copy_l2 %a, %g, %n : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %qi, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %x = ascendc.que_bind.deque_tensor %qi : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %b = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
    ascendc.exp_l2 %b, %x, %n : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %qo, %b : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
    ascendc.que_bind.free_tensor %qi, %x : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %y = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
    ascendc.data_copy_l2 %g, %y, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
    ascendc.que_bind.free_tensor %qo, %y : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  }
  return
}
