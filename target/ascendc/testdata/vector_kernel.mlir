// A double-buffered vector kernel: x * 2 + y on tiles, with an explicit L0 call, a mask
// array, a calc buffer and event synchronisation.
func.func @axpy_kernel(%x: memref<?xf16, 22>, %y: memref<?xf16, 22>, %z: memref<?xf16, 22>, %len: i32) attributes {ascendc.aicore, ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %tile = arith.constant 256 : i32
  %two = arith.constant 2.0 : f16
  %mh = "emitc.constant"() <{value = 18446744073709551615 : ui64}> : () -> ui64
  %ml = "emitc.constant"() <{value = 0 : ui64}> : () -> ui64
  %bytes = arith.muli %tile, %c2 : i32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %len : i32
  %gx0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gx0, %x : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gx = ascendc.global_tensor.subindex %gx0[%base] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %gy0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gy0, %y, %len : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i32
  %gz0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gz0, %z : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %pipe = ascendc.pipe
  %qx = ascendc.queue : !ascendc.queue<vecin, 2>
  ascendc.pipe.init_queue %pipe, %qx, %c2, %bytes : !ascendc.queue<vecin, 2>, i32, i32
  %qz = ascendc.queue : !ascendc.queue<vecout, 2>
  ascendc.pipe.init_queue %pipe, %qz, %c2, %bytes : !ascendc.queue<vecout, 2>, i32, i32
  %calc = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %calc, %bytes : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_with_offset %calc, %tile, %c0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<*xf16>
  %loops = arith.divsi %len, %tile : i32
  scf.for %i = %c0 to %loops step %c1 : i32 {
    %off = arith.muli %i, %tile : i32
    %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<*xf16>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    ascendc.data_copy_l2 %tx, %gxi, %tile : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<*xf16>
    %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<*xf16>
    %tz = ascendc.que_bind.alloc_tensor %qz : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<*xf16>
    ascendc.muls_l2 %tmp, %ax, %two, %tile : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, f16, i32
    %params = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c2, %c2, %c2) [ui8, ui8, ui8, ui8, ui8, ui8] : i32, i32, i32, i32, i32, i32
    ascendc.add_l1 %tz, %tmp, %ax, %mh, %ml, %c1, %params : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.que_bind.enque_tensor %qz, %tz : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<*xf16>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<*xf16>
    %rz = ascendc.que_bind.deque_tensor %qz : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<*xf16>
    %gzi = ascendc.global_tensor.subindex %gz0[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    ascendc.data_copy_l2 %gzi, %rz, %tile : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
    ascendc.que_bind.free_tensor %qz, %rz : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<*xf16>
  }
  %ev = ascendc.pipe.fetch_event_id %pipe, mte3_s : i32
  ascendc.set_flag mte3_s, %ev : i32
  ascendc.wait_flag mte3_s, %ev : i32
  return
}
