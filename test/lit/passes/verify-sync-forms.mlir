// ascendc-verify-sync follows the _pos and _in_place forms of the queue ops as the plain
// ones, through loops and branches.

// RUN: ascopt -ascendc-verify-sync -split-input-file -verify-diagnostics %s

func.func @pos_forms(%n: i32) {
  %q = ascendc.queue : <vecin, 1>
  scf.for %i = %n to %n step %n : i32 {
    %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.que_bind.enque_tensor_pos %q, %t, vecin, veccalc : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    %d = ascendc.que_bind.deque_tensor_pos %q, vecin, veccalc : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
    ascendc.exp_l2 %d, %d, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  }
  return
}

// -----

func.func @use_between_pos_forms(%n: i32) {
  %q = ascendc.queue : <vecin, 1>
  %c = arith.constant true
  // expected-note@below {{tensor declared here}}
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.que_bind.enque_tensor_pos %q, %t, vecin, veccalc : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  scf.if %c {
    // expected-warning@below {{unexpected use of tensor between EnQue and DeQue}}
    ascendc.exp_l2 %t, %t, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  }
  %d = ascendc.que_bind.deque_tensor_pos %q, vecin, veccalc : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  return
}

// -----

func.func @in_place(%n: i32, %u: !ascendc.local_tensor<32xf16>) {
  // expected-note@below {{queue declared here}}
  %q = ascendc.queue : <vecin, 1>
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.que_bind.deque_tensor_in_place %q, %u : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.que_bind.free_tensor %q, %u : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  // expected-warning@below {{DeQue: there is no corresponding call to EnQue}}
  ascendc.que_bind.deque_tensor_in_place %q, %u : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  return
}
