// Vector add z = x + y as in PyAsc's tutorial: 8 cores × 2048 f32 each, tiles of 128,
// TQue double buffering (two buffers per queue), 16 iterations of copy-in, compute,
// copy-out per core. Synchronisation is the queues' EnQue/DeQue and Alloc/Free.
//   asc-sim run examples/vector_add/kernel.mlir --entry vector_add --block-dim 8 \
//     --arg in:x.npy --arg in:y.npy --arg out:z.npy:f32:16384
func.func @vector_add(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>) attributes {ascendc.global} {
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
  %qx = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qx, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qz = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qz, %c2, %tile_bytes : !ascendc.queue<vecout, 1>, i32, i32
  scf.for %i = %c0 to %c16 step %c1 : i32 {
    %off = arith.muli %i, %tile : i32
    // copy in
    %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %tx, %gxi, %tile : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %ty, %gyi, %tile : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    // compute
    %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %ay = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %tz = ascendc.que_bind.alloc_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    ascendc.add_l2 %tz, %ax, %ay, %tile : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, i32
    ascendc.que_bind.enque_tensor %qz, %tz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    ascendc.que_bind.free_tensor %qy, %ay : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    // copy out
    %rz = ascendc.que_bind.deque_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    %gzi = ascendc.global_tensor.subindex %gz[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %gzi, %rz, %tile : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
    ascendc.que_bind.free_tensor %qz, %rz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  }
  return
}
