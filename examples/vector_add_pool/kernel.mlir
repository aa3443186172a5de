// Vector add z = x + y with the queues carved out of a TBufPool (TPipe::InitBufPool, then
// TBufPool::InitBuffer for each queue, Reset at the end): 8 cores × 2048 f32, tiles of 128, two
// buffers per queue. The copy-in uses AllocTensor(LocalTensor&) and EnQue<VECIN, VECIN>, the
// compute DeQue(LocalTensor&) and DeQue<VECIN, VECIN>; the output tile's buffer carries the
// tile index as its user tag; the Add counts %tile elements only if the tag reads back.
//   asc-sim run examples/vector_add_pool/kernel.mlir --entry vector_add_pool --block-dim 8 \
//     --arg in:x.npy --arg in:y.npy --arg out:z.npy:f32:16384
func.func @vector_add_pool(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c16 = arith.constant 16 : i32
  %tile = arith.constant 128 : i32
  %tile_bytes = arith.constant 512 : i32
  %block_len = arith.constant 2048 : i32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %block_len : i32
  %gx0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx0, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gx = ascendc.global_tensor.subindex %gx0[%base] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %gy0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy0, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor.subindex %gy0[%base] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %gz0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gz0, %z : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gz = ascendc.global_tensor.subindex %gz0[%base] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %pipe = ascendc.pipe
  %pool_bytes = arith.constant 3072 : i32
  %pool = ascendc.tBufPool : !ascendc.tbuf_pool<vecin, 6>
  %pool_ok = ascendc.pipe.init_buf_pool(%pipe, %pool, %pool_bytes) : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 6>, i32 -> i1
  %qx = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.tbuf_pool.init_queue %pool, %qx, %c2, %tile_bytes : !ascendc.tbuf_pool<vecin, 6>, !ascendc.queue<vecin, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.tbuf_pool.init_queue %pool, %qy, %c2, %tile_bytes : !ascendc.tbuf_pool<vecin, 6>, !ascendc.queue<vecin, 1>, i32, i32
  %qz = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.tbuf_pool.init_queue %pool, %qz, %c2, %tile_bytes : !ascendc.tbuf_pool<vecin, 6>, !ascendc.queue<vecout, 1>, i32, i32
  scf.for %i = %c0 to %c16 step %c1 : i32 {
    %off = arith.muli %i, %tile : i32
    // copy in
    %tx = ascendc.local_tensor : !ascendc.local_tensor<128xf32>
    ascendc.que_bind.alloc_tensor_in_place %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %tx, %gxi, %tile : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor_pos %qx, %tx, vecin, vecin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %ty, %gyi, %tile : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    // compute
    %ax = ascendc.local_tensor : !ascendc.local_tensor<128xf32>
    ascendc.que_bind.deque_tensor_in_place %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %ay = ascendc.que_bind.deque_tensor_pos %qy, vecin, vecin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %tz = ascendc.que_bind.alloc_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    ascendc.local_tensor.set_user_tag %tz, %i : !ascendc.local_tensor<128xf32>, i32
    %tag = ascendc.local_tensor.get_user_tag %tz : !ascendc.local_tensor<128xf32>, i32
    %tag_ok = arith.cmpi eq, %tag, %i : i32
    %count = arith.select %tag_ok, %tile, %c0 : i32
    ascendc.add_l2 %tz, %ax, %ay, %count : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, i32
    ascendc.que_bind.enque_tensor %qz, %tz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    ascendc.que_bind.free_tensor %qy, %ay : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    // copy out
    %rz = ascendc.que_bind.deque_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    %gzi = ascendc.global_tensor.subindex %gz[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %gzi, %rz, %tile : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
    ascendc.que_bind.free_tensor %qz, %rz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  }
  ascendc.tbuf_pool.reset %pool : !ascendc.tbuf_pool<vecin, 6>
  return
}
