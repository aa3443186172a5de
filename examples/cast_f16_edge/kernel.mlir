// Cast chain f32 -> f16 (CAST_RINT) -> f32 (CAST_NONE) around the f16 saturation edge, in
// the form PyAsc emits: set_ffts_base_addr at entry, per-core GM pointers from
// emitasc.ptr_offset and get_block_idx, TQue enque/deque between the pipes. Both the f16
// intermediate (%h) and the f32 round trip (%y) are stored, so a wrong rounding and a wrong
// overflow rule show up separately.
func.func @cast_f16_edge(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %h: memref<?xf16, 22>, %y: memref<?xf32, 22>, %len: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c2 = arith.constant 2 : i32
  %c512 = arith.constant 512 : i32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %len : i32
  %base_i = arith.index_cast %base : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %hc = emitasc.ptr_offset %h[%base_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %yc = emitasc.ptr_offset %y[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %len : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gh = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gh, %hc, %len : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc, %len : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c512 : !ascendc.queue<vecin, 1>, i32, i32
  %qh = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qh, %c2, %c512 : !ascendc.queue<vecout, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %c512 : !ascendc.queue<vecout, 1>, i32, i32
  %tx = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  ascendc.data_copy_l2 %tx, %gx, %len : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qin, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  %ax = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  %th = ascendc.que_bind.alloc_tensor %qh : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.cast_l2 %th, %ax, %len {roundMode = 1 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, i32
  ascendc.pipe_barrier pipe_v
  %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  ascendc.cast_l2 %ty, %th, %len {roundMode = 0 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf16>, i32
  ascendc.que_bind.free_tensor %qin, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  ascendc.que_bind.enque_tensor %qh, %th : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  %rh = ascendc.que_bind.deque_tensor %qh : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.data_copy_l2 %gh, %rh, %len : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  %ry = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  ascendc.data_copy_l2 %gy, %ry, %len : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.free_tensor %qh, %rh : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.free_tensor %qy, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  return
}
