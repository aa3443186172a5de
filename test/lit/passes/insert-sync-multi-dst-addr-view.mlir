// ascendc-insert-sync orders every tensor an op writes, and sees memory a tensor names
// through SetAddrWithOffset. Extract writes two destinations (the sorted values and
// their indices): both stores wait for it (only a `dst` operand was followed, so neither
// store got its V_MTE3 pair). A tensor pointed into another by SetAddrWithOffset is that
// tensor's memory: a vector write through it gets a barrier after the vector write of
// the whole and the store of the whole waits for it (found by running the pass after
// ascendc-erase-sync on examples/pyk_topk and examples/static_alloc).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @extract
// CHECK:         ascendc.extract %[[V:[^,]*]], %[[I:[^,]*]],
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    ascendc.pipe.fetch_event_id %{{.*}}, v_mte3
// CHECK-NEXT:    ascendc.set_flag v_mte3
// CHECK-NEXT:    ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %{{.*}}, %[[V]],
// CHECK-NEXT:    ascendc.data_copy_l2 %{{.*}}, %[[I]],
func.func @extract(%gv: !ascendc.global_tensor<*xf32>, %gi: !ascendc.global_tensor<*xui32>, %len: i32) {
  %c4 = arith.constant 4 : i32
  %c16 = arith.constant 16 : i32
  %pipe = ascendc.pipe
  %sb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %sb, %len : !ascendc.tbuf<veccalc>, i32
  %ts = ascendc.tbuf.get_tensor %sb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %vb = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %vb, %len : !ascendc.tbuf<vecout>, i32
  %tv = ascendc.tbuf.get_tensor %vb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<128xf32>
  %ob = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob, %len : !ascendc.tbuf<vecout>, i32
  %to = ascendc.tbuf.get_tensor %ob : !ascendc.tbuf<vecout>, !ascendc.local_tensor<128xui32>
  ascendc.extract %tv, %to, %ts, %c4 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.data_copy_l2 %gv, %tv, %c16 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.data_copy_l2 %gi, %to, %c16 : !ascendc.global_tensor<*xui32>, !ascendc.local_tensor<128xui32>, i32
  return
}

// CHECK-LABEL: func.func @addr_view
// CHECK:         ascendc.add_l2 %[[Z:[^,]*]],
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK:         ascendc.local_tensor.set_addr_with_offset %[[S:[^,]*]], %[[Z]],
// CHECK-NEXT:    ascendc.muls_l2 %[[S]], %[[S]],
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    ascendc.pipe.fetch_event_id %{{.*}}, v_mte3
// CHECK-NEXT:    ascendc.set_flag v_mte3
// CHECK-NEXT:    ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %{{.*}}, %[[Z]],
func.func @addr_view(%gz: !ascendc.global_tensor<*xf32>, %n: i32, %half: i32, %ub: i64) {
  %two = arith.constant 2.0 : f32
  %a = ascendc.local_mem_allocator %ub : i64, !ascendc.local_mem_allocator<1>
  %tx = ascendc.local_mem_allocator.alloc_dynamic %a, vecin, %n, f32 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf32>
  %tz = ascendc.local_mem_allocator.alloc_dynamic %a, vecout, %n, f32 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf32>
  ascendc.add_l2 %tz, %tx, %tx, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  %h = emitc.cast %half : i32 to ui32
  %second = ascendc.local_tensor : !ascendc.local_tensor<*xf32>
  ascendc.local_tensor.set_addr_with_offset %second, %tz, %h : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, ui32
  ascendc.muls_l2 %second, %second, %two, %half : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
  ascendc.data_copy_l2 %gz, %tz, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  return
}
