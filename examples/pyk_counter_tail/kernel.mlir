// z = relu((x + y) · a), f32, with every vector op in counter mask mode, the Ascend C idiom
// for a tile of any length: SetMaskCount, SetVectorMask<float, COUNTER>(0, count), the L0
// ops without isSetMask (mask placeholder 0, repeat count 1: the count decides), then
// SetMaskNorm and ResetMask. Tiles of 256 by DataCopyPad with a partial last tile, so
// the count is not a multiple of 64 (or of 8) in the last tile.
func.func @counter_tail(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>, %n: i32, %a: f32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %tile = arith.constant 256 : i32
  %tile_bytes = arith.constant 1024 : i32
  %c8 = arith.constant 8 : i32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %n : i32
  %base_i = arith.index_cast %base : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %zc = emitasc.ptr_offset %z[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gz = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gz, %zc, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %bp = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c8, %c8, %c8) : i32, i32, i32, i32, i32, i32
  %up = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  %pipe = ascendc.pipe
  %qx = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qx, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qz = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qz, %c2, %tile_bytes : !ascendc.queue<vecout, 1>, i32, i32
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
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_pad_l2 %ty, %gyi, %cp : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_params
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %ay = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %tz = ascendc.que_bind.alloc_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    %zero64 = arith.constant 0 : i64
    %cnt64 = arith.extsi %cnt : i32 to i64
    ascendc.set_mask_count
    ascendc.set_vector_mask_l1 %zero64, %cnt64 {dtype = f32, mode = 1 : i32} : i64, i64
    ascendc.add_l0 %tz, %ax, %ay, %c0, %c1, %bp : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32, !ascendc.binary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.muls_l0 %tz, %tz, %a, %c0, %c1, %up : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32, i32, !ascendc.unary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.relu_l0 %tz, %tz, %c0, %c1, %up : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32, !ascendc.unary_repeat_params
    ascendc.set_mask_norm
    ascendc.reset_mask
    ascendc.que_bind.enque_tensor %qz, %tz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    ascendc.que_bind.free_tensor %qy, %ay : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %rz = ascendc.que_bind.deque_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    %gzi = ascendc.global_tensor.subindex %gz[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_pad_l2 %gzi, %rz, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, !ascendc.data_copy_params
    ascendc.que_bind.free_tensor %qz, %rz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
  }
  return
}
