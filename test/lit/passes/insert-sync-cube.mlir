// ascendc-insert-sync on cube code: a write through a view (an L1 fractal row, an L0B
// block) orders the tensor viewed, so its consumer is found through the views and the
// deque is taken before the first view of the queue tensor; two producers on one pipe
// feeding one consumer share one flag pair (set after the later, wait before the
// consumer: FetchEventID would give both the same id); a TBuf written on one pipe
// after a read on another (L0A/L0B reloaded while mmad read them) gets an event pair
// before the write, or before the end of the loop body when the read is one of the
// previous iteration (also when the K step's loads and Mmad sit in one branch of an
// scf.if: the previous iteration's Mmad read follows the loads inside that op; and in the
// after region of an scf.while, the loop body).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @l1_through_view
// CHECK:         ascendc.data_copy_l2 %2, %arg0, %arg1
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %1, %2
// CHECK-NEXT:    %[[D:.*]] = ascendc.que_bind.deque_tensor %1
// CHECK-NEXT:    %[[V:.*]] = ascendc.local_tensor.subindex %[[D]][%c0_i32]
// CHECK-NEXT:    ascendc.load_data_g2l %arg3, %[[V]], %arg4
// CHECK-NEXT:    ascendc.que_bind.free_tensor %1, %[[D]]
func.func @l1_through_view(%g: !ascendc.global_tensor<*xf16>, %nd: !ascendc.nd2nz_params, %n: i32, %a2: !ascendc.local_tensor<256xf16>, %ld: !ascendc.load_data_2d_params) {
  %c0_i32 = arith.constant 0 : i32
  %c512 = arith.constant 512 : i64
  %p = ascendc.pipe
  %q = ascendc.queue : <a1, 1>
  ascendc.pipe.init_queue %p, %q, %n, %c512 : !ascendc.queue<a1, 1>, i32, i64
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<a1, 1>, !ascendc.local_tensor<256xf16>
  ascendc.data_copy_l2 %t, %g, %nd : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  %v = ascendc.local_tensor.subindex %t[%c0_i32] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<256xf16>
  ascendc.load_data_g2l %a2, %v, %ld : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<a1, 1>, !ascendc.local_tensor<256xf16>
  return
}

// CHECK-LABEL: func.func @tbuf_loop
// CHECK:         scf.for
// CHECK:           ascendc.load_data_g2l %{{.*}}, %[[L1:.*]], %arg2
// CHECK:           scf.for
// CHECK:             ascendc.load_data_g2l %{{.*}}, %[[L1]], %arg2
// CHECK-NEXT:      }
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      %[[E1:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, mte1_m
// CHECK-NEXT:      ascendc.set_flag mte1_m, %[[E1]]
// CHECK-NEXT:      ascendc.wait_flag mte1_m, %[[E1]]
// CHECK-NEXT:      ascendc.mmad %arg4, %{{.*}}, %{{.*}}, %arg3
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      %[[E2:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, m_mte1
// CHECK-NEXT:      ascendc.set_flag m_mte1, %[[E2]]
// CHECK-NEXT:      ascendc.wait_flag m_mte1, %[[E2]]
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    ascendc.pipe.fetch_event_id %{{.*}}, m_fix
// CHECK-NEXT:    ascendc.set_flag m_fix
// CHECK-NEXT:    ascendc.wait_flag m_fix
// CHECK-NEXT:    ascendc.fixpipe
// CHECK-NOT:     m_mte1
// CHECK:         return
func.func @tbuf_loop(%n: i32, %len: i64, %ld: !ascendc.load_data_2d_params, %mp: !ascendc.mmad_params, %c: !ascendc.local_tensor<1024xf32>, %gc: !ascendc.global_tensor<*xf32>, %fp: !ascendc.fixpipe_params_v220, %cfg: !ascendc.fixpipe_config) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c256 = arith.constant 256 : i32
  %p = ascendc.pipe
  %b1 = ascendc.tbuf : <a1>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<a1>, i64
  %l1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<a1>, !ascendc.local_tensor<1024xf16>
  %ba = ascendc.tbuf : <a2>
  ascendc.pipe.init_buffer %p, %ba, %len : !ascendc.tbuf<a2>, i64
  %a = ascendc.tbuf.get_tensor %ba : !ascendc.tbuf<a2>, !ascendc.local_tensor<1024xf16>
  %bb = ascendc.tbuf : <b2>
  ascendc.pipe.init_buffer %p, %bb, %len : !ascendc.tbuf<b2>, i64
  %b = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<b2>, !ascendc.local_tensor<1024xf16>
  scf.for %i = %c0 to %n step %c1 : i32 {
    ascendc.load_data_g2l %a, %l1, %ld : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.load_data_2d_params
    scf.for %j = %c0 to %c4 step %c1 : i32 {
      %o = arith.muli %j, %c256 : i32
      %bj = ascendc.local_tensor.subindex %b[%o] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<256xf16>
      ascendc.load_data_g2l %bj, %l1, %ld : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.load_data_2d_params
    }
    ascendc.mmad %c, %a, %b, %mp : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.mmad_params
  }
  ascendc.fixpipe %gc, %c, %fp, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  return
}

// CHECK-LABEL: func.func @unrolled
// CHECK:         ascendc.load_data_g2l
// CHECK-NEXT:    ascendc.load_data_g2l
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    %[[F:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, mte1_m
// CHECK-NEXT:    ascendc.set_flag mte1_m, %[[F]]
// CHECK-NEXT:    ascendc.wait_flag mte1_m, %[[F]]
// CHECK-NEXT:    ascendc.mmad %arg2, %{{.*}}, %{{.*}}, %arg1
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    %[[E:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, m_mte1
// CHECK-NEXT:    ascendc.set_flag m_mte1, %[[E]]
// CHECK-NEXT:    ascendc.wait_flag m_mte1, %[[E]]
// CHECK-NEXT:    ascendc.load_data_g2l
func.func @unrolled(%ld: !ascendc.load_data_2d_params, %mp: !ascendc.mmad_params, %c: !ascendc.local_tensor<256xf32>, %len: i64) {
  %p = ascendc.pipe
  %b1 = ascendc.tbuf : <a1>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<a1>, i64
  %l1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<a1>, !ascendc.local_tensor<256xf16>
  %ba = ascendc.tbuf : <a2>
  ascendc.pipe.init_buffer %p, %ba, %len : !ascendc.tbuf<a2>, i64
  %a = ascendc.tbuf.get_tensor %ba : !ascendc.tbuf<a2>, !ascendc.local_tensor<256xf16>
  %bb = ascendc.tbuf : <b2>
  ascendc.pipe.init_buffer %p, %bb, %len : !ascendc.tbuf<b2>, i64
  %b = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<b2>, !ascendc.local_tensor<256xf16>
  ascendc.load_data_g2l %a, %l1, %ld : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_g2l %b, %l1, %ld : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  ascendc.mmad %c, %a, %b, %mp : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.mmad_params
  ascendc.load_data_g2l %a, %l1, %ld : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  return
}

// CHECK-LABEL: func.func @tbuf_loop_if
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK:             ascendc.load_data_g2l
// CHECK:             ascendc.mmad
// CHECK-NEXT:      }
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      %[[E:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, m_mte1
// CHECK-NEXT:      ascendc.set_flag m_mte1, %[[E]]
// CHECK-NEXT:      ascendc.wait_flag m_mte1, %[[E]]
// CHECK-NEXT:    }
func.func @tbuf_loop_if(%n: i32, %skip: i1, %len: i64, %ld: !ascendc.load_data_2d_params, %mp: !ascendc.mmad_params, %c: !ascendc.local_tensor<1024xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = ascendc.pipe
  %b1 = ascendc.tbuf : <a1>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<a1>, i64
  %l1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<a1>, !ascendc.local_tensor<1024xf16>
  %ba = ascendc.tbuf : <a2>
  ascendc.pipe.init_buffer %p, %ba, %len : !ascendc.tbuf<a2>, i64
  %a = ascendc.tbuf.get_tensor %ba : !ascendc.tbuf<a2>, !ascendc.local_tensor<1024xf16>
  %bb = ascendc.tbuf : <b2>
  ascendc.pipe.init_buffer %p, %bb, %len : !ascendc.tbuf<b2>, i64
  %b = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<b2>, !ascendc.local_tensor<1024xf16>
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.if %skip {
    } else {
      ascendc.load_data_g2l %a, %l1, %ld : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.load_data_2d_params
      ascendc.load_data_g2l %b, %l1, %ld : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.load_data_2d_params
      ascendc.mmad %c, %a, %b, %mp : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.mmad_params
    }
  }
  return
}

// CHECK-LABEL: func.func @tbuf_while
// CHECK:         scf.while
// CHECK:           scf.condition
// CHECK:         } do {
// CHECK:           ascendc.mmad
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      %[[E:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, m_mte1
// CHECK-NEXT:      ascendc.set_flag m_mte1, %[[E]]
// CHECK-NEXT:      ascendc.wait_flag m_mte1, %[[E]]
// CHECK-NEXT:      scf.yield
func.func @tbuf_while(%n: i32, %len: i64, %ld: !ascendc.load_data_2d_params, %mp: !ascendc.mmad_params, %c: !ascendc.local_tensor<1024xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = ascendc.pipe
  %b1 = ascendc.tbuf : <a1>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<a1>, i64
  %l1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<a1>, !ascendc.local_tensor<1024xf16>
  %ba = ascendc.tbuf : <a2>
  ascendc.pipe.init_buffer %p, %ba, %len : !ascendc.tbuf<a2>, i64
  %a = ascendc.tbuf.get_tensor %ba : !ascendc.tbuf<a2>, !ascendc.local_tensor<1024xf16>
  %bb = ascendc.tbuf : <b2>
  ascendc.pipe.init_buffer %p, %bb, %len : !ascendc.tbuf<b2>, i64
  %b = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<b2>, !ascendc.local_tensor<1024xf16>
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    ascendc.load_data_g2l %a, %l1, %ld : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.load_data_2d_params
    ascendc.load_data_g2l %b, %l1, %ld : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.load_data_2d_params
    ascendc.mmad %c, %a, %b, %mp : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.mmad_params
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  return
}
