// ascendc-verify-sync takes the two branches of an scf.if with an else as alternatives:
// a tensor freed (or dequeued) on both paths is freed once, a tensor freed on one path
// and again after the if is freed twice on that path, and a tensor freed on one path
// only is not reported as never freed. Loops are checked as one pass over their body.

// RUN: ascopt -ascendc-verify-sync -split-input-file -verify-diagnostics %s

func.func @free_in_both_branches(%q : !ascendc.queue<vecin, 1>, %c: i1) {
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  scf.if %c {
    ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  } else {
    ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  }
  return
}

// -----

func.func @deque_in_both_branches(%q : !ascendc.queue<vecin, 1>, %c: i1, %g: !ascendc.global_tensor<*xf16>, %n: i32) {
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  scf.if %c {
    %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    ascendc.data_copy_l2 %g, %d, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
    ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  } else {
    %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  }
  return
}

// -----

func.func @free_in_one_branch_then_again(%q : !ascendc.queue<vecin, 1>, %c: i1) {
  // expected-note@below {{tensor declared here}}
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  scf.if %c {
    ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  } else {
  }
  // expected-warning@below {{FreeTensor: tensor memory was freed before its last use}}
  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  return
}

// -----

func.func @use_after_free_in_branch(%q : !ascendc.queue<vecin, 1>, %c: i1, %g: !ascendc.global_tensor<*xf16>, %n: i32) {
  // expected-note@below {{tensor declared here}}
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  scf.if %c {
    ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32
  } else {
    ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  }
  // expected-warning@below {{FreeTensor: tensor memory was freed before its last use}}
  ascendc.data_copy_l2 %g, %t, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  return
}

// -----

func.func @loop_body(%q : !ascendc.queue<vecin, 1>, %g : !ascendc.global_tensor<*xf16>, %n: i32, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    ascendc.que_bind.free_tensor %q, %d : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  }
  return
}
