// Sigmoid through the Tanh API, clamped to [lo, hi] with Maxs/Mins, f32, in the form PyAsc
// emits after its 910B pipeline: set_ffts_base_addr, per-core GM pointers by
// emitasc.ptr_offset, TQue double buffering, and every tile (the last one partial) moved by
// DataCopyPad with byte lengths, so %n need not be a multiple of 8.
//   y = min(max(0.5 * tanh(0.5 * x) + 0.5, lo), hi)
func.func @sigmoid_clamp(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %n: i32, %lo: f32, %hi: f32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %tile = arith.constant 256 : i32
  %tile_bytes = arith.constant 1024 : i32
  %half = arith.constant 0.5 : f32
  %false = arith.constant false
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %n : i32
  %base_i = arith.index_cast %base : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %pipe = ascendc.pipe
  %qx = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qx, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %tile_bytes : !ascendc.queue<vecout, 1>, i32, i32
  %tmpb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tmpb, %tile_bytes : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tmpb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %nm1 = arith.addi %n, %tile : i32
  %nm2 = arith.subi %nm1, %c1 : i32
  %tiles = arith.divui %nm2, %tile : i32
  scf.for %i = %c0 to %tiles step %c1 : i32 {
    %off = arith.muli %i, %tile : i32
    %left = arith.subi %n, %off : i32
    %cnt = arith.minsi %left, %tile : i32
    %bytes = arith.muli %cnt, %c4 : i32
    %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_pad_l2 %tx, %gxi, %cp : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_params
    ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    ascendc.muls_l2 %tmp, %ax, %half, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.tanh %ty, %tmp, %cnt, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i1
    ascendc.pipe_barrier pipe_v
    ascendc.muls_l2 %ty, %ty, %half, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l2 %ty, %ty, %half, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.maxs_l2 %ty, %ty, %lo, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.mins_l2 %ty, %ty, %hi, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %ry = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_pad_l2 %gyi, %ry, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, !ascendc.data_copy_params
    ascendc.que_bind.free_tensor %qy, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
  }
  return
}
