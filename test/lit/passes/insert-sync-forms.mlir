// ascendc-insert-sync on the forms around its three rules: scalar accesses in a branch
// or in nested loops are wrapped once around the outermost op of the function body;
// local get/set pairs get one pair each; a function with nothing to order still ends in
// pipe_all, a declaration is left alone; accesses on one pipe are ordered by that pipe
// (a vector write after a vector read gets no event, a vector read after a vector write
// a pipe_v barrier); a TBuf loaded by MTE2, rewritten in place by V and stored by MTE3
// gets one MTE2_V and one V_MTE3 pair (the store waits for the vector op only, which
// waited for the load); a loop of queue tensors gets its enque/deque inside the body.
// Run again on its own output, the pass adds nothing: the pairs, barriers and queue
// operations in place already order what it would order.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @get_set_value_if
// CHECK:         ascendc.set_flag v_s
// CHECK-NEXT:    ascendc.wait_flag v_s
// CHECK-NEXT:    %[[V:.*]] = ascendc.global_tensor.get_value
// CHECK:         ascendc.set_flag s_v
// CHECK:         ascendc.set_flag v_s
// CHECK-NEXT:    ascendc.wait_flag v_s
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      ascendc.global_tensor.set_value %arg0, %arg3, %[[V]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[P:.*]] = ascendc.pipe
// CHECK-NEXT:    %[[E:.*]] = ascendc.pipe.fetch_event_id %[[P]], s_v : i8
// CHECK-NEXT:    ascendc.set_flag s_v, %[[E]] : i8
// CHECK-NEXT:    ascendc.wait_flag s_v, %[[E]] : i8
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return
func.func @get_set_value_if(%arg0: !ascendc.global_tensor<64xf32>, %c: i1, %arg2: i32, %arg4: ui64) {
  %0 = ascendc.global_tensor.get_value %arg0, %arg2 : !ascendc.global_tensor<64xf32>, i32, f32
  scf.if %c {
    ascendc.global_tensor.set_value %arg0, %arg4, %0 : !ascendc.global_tensor<64xf32>, ui64, f32
  }
  return
}

// CHECK-LABEL: func.func @get_set_value_nested_for
// CHECK:         ascendc.set_flag v_s
// CHECK-NEXT:    ascendc.wait_flag v_s
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        ascendc.global_tensor.get_value
// CHECK-NEXT:        ascendc.global_tensor.set_value
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    ascendc.pipe.fetch_event_id {{.*}}, s_v
// CHECK-NEXT:    ascendc.set_flag s_v
// CHECK-NEXT:    ascendc.wait_flag s_v
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
func.func @get_set_value_nested_for(%arg0: !ascendc.global_tensor<64xf32>, %arg2: i32, %arg3: i32, %arg4: ui64) {
  scf.for %i = %arg2 to %arg3 step %arg2 : i32 {
    scf.for %j = %arg2 to %arg3 step %arg2 : i32 {
      %0 = ascendc.global_tensor.get_value %arg0, %arg2 : !ascendc.global_tensor<64xf32>, i32, f32
      ascendc.global_tensor.set_value %arg0, %arg4, %0 : !ascendc.global_tensor<64xf32>, ui64, f32
    }
  }
  return
}

// CHECK-LABEL: func.func @local_get_set_value
// CHECK:         ascendc.wait_flag v_s
// CHECK-NEXT:    %[[V:.*]] = ascendc.local_tensor.get_value %arg0, %arg1
// CHECK:         ascendc.wait_flag s_v
// CHECK:         ascendc.wait_flag v_s
// CHECK-NEXT:    ascendc.local_tensor.set_value %arg0, %arg2, %[[V]]
// CHECK:         ascendc.wait_flag s_v
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
func.func @local_get_set_value(%t: !ascendc.local_tensor<64xf32>, %i: i32, %j: i32) {
  %0 = ascendc.local_tensor.get_value %t, %i : !ascendc.local_tensor<64xf32>, i32, f32
  ascendc.local_tensor.set_value %t, %j, %0 : !ascendc.local_tensor<64xf32>, i32, f32
  return
}

// CHECK-LABEL: func.func @nothing_to_order()
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return
func.func @nothing_to_order() {
  return
}

// CHECK-LABEL: func.func private @declaration(i32)
// CHECK-NOT:     pipe_barrier
// CHECK-LABEL: func.func @vector_chain
func.func private @declaration(i32)

// CHECK:         ascendc.duplicate_l2 %arg0, %arg1, %arg2
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.add_l2 %arg3, %arg0, %arg0, %arg2
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.mul_l2 %arg0, %arg3, %arg3, %arg2
// CHECK-NEXT:    ascendc.exp_l2 %arg3, %arg3, %arg2
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return
func.func @vector_chain(%a: !ascendc.local_tensor<64xf32>, %s: f32, %n: i32, %b: !ascendc.local_tensor<64xf32>) {
  ascendc.duplicate_l2 %a, %s, %n : !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.add_l2 %b, %a, %a, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.mul_l2 %a, %b, %b, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.exp_l2 %b, %b, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}

// CHECK-LABEL: func.func @tbuf_in_place
// CHECK:         ascendc.data_copy_l2 %[[T:.*]], %arg0, %arg2
// CHECK-NEXT:    %[[P1:.*]] = ascendc.pipe
// CHECK-NEXT:    %[[E1:.*]] = ascendc.pipe.fetch_event_id %[[P1]], mte2_v : i8
// CHECK-NEXT:    ascendc.set_flag mte2_v, %[[E1]] : i8
// CHECK-NEXT:    ascendc.wait_flag mte2_v, %[[E1]] : i8
// CHECK-NEXT:    ascendc.exp_l2 %[[T]], %[[T]], %arg2
// CHECK-NEXT:    %[[P2:.*]] = ascendc.pipe
// CHECK-NEXT:    %[[E2:.*]] = ascendc.pipe.fetch_event_id %[[P2]], v_mte3 : i8
// CHECK-NEXT:    ascendc.set_flag v_mte3, %[[E2]] : i8
// CHECK-NEXT:    ascendc.wait_flag v_mte3, %[[E2]] : i8
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %[[T]], %arg2
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
func.func @tbuf_in_place(%g: !ascendc.global_tensor<*xf16>, %o: !ascendc.global_tensor<*xf16>, %n: i32) {
  %p = ascendc.pipe
  %b = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b, %n : !ascendc.tbuf<veccalc>, i32
  %t = ascendc.tbuf.get_tensor %b : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<32xf16>
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.exp_l2 %t, %t, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
  return
}

// CHECK-LABEL: func.func @queue_loop
// CHECK:         scf.for
// CHECK-NEXT:      %[[IN:.*]] = ascendc.que_bind.alloc_tensor %[[QI:[0-9]+]]
// CHECK-NEXT:      ascendc.data_copy_l2 %[[IN]], %arg0, %arg2
// CHECK-NEXT:      ascendc.que_bind.enque_tensor %[[QI]], %[[IN]]
// CHECK-NEXT:      %[[OUT:.*]] = ascendc.que_bind.alloc_tensor %[[QO:[0-9]+]]
// CHECK-NEXT:      %[[DIN:.*]] = ascendc.que_bind.deque_tensor %[[QI]]
// CHECK-NEXT:      ascendc.exp_l2 %[[OUT]], %[[DIN]], %arg2
// CHECK-NEXT:      ascendc.que_bind.enque_tensor %[[QO]], %[[OUT]]
// CHECK-NEXT:      ascendc.que_bind.free_tensor %[[QI]], %[[DIN]]
// CHECK-NEXT:      %[[DOUT:.*]] = ascendc.que_bind.deque_tensor %[[QO]]
// CHECK-NEXT:      ascendc.data_copy_l2 %arg1, %[[DOUT]], %arg2
// CHECK-NEXT:      ascendc.que_bind.free_tensor %[[QO]], %[[DOUT]]
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
func.func @queue_loop(%g: !ascendc.global_tensor<*xf16>, %o: !ascendc.global_tensor<*xf16>, %n: i32, %len: i64, %lb: index, %ub: index, %st: index) {
  %p = ascendc.pipe
  %qi = ascendc.queue : <vecin, 2>
  ascendc.pipe.init_queue %p, %qi, %n, %len : !ascendc.queue<vecin, 2>, i32, i64
  %qo = ascendc.queue : <vecout, 2>
  ascendc.pipe.init_queue %p, %qo, %n, %len : !ascendc.queue<vecout, 2>, i32, i64
  scf.for %i = %lb to %ub step %st {
    %in = ascendc.que_bind.alloc_tensor %qi : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
    ascendc.data_copy_l2 %in, %g, %n : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
    %out = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<32xf16>
    ascendc.exp_l2 %out, %in, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.que_bind.free_tensor %qi, %in : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<32xf16>
    ascendc.data_copy_l2 %o, %out, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.que_bind.free_tensor %qo, %out : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<32xf16>
  }
  return
}
