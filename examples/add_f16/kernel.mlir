// f16 vector add z = x + y with TQue double buffering, sizes as parameters: each core
// adds %block_len elements in %loops tiles of %tile elements. The 8-core example uses
// 2048 / 128 / 16; bench/simspeed runs 25.6 M elements on 20 cores (1280000 / 8000 / 160).
func.func @add_f16(%x: memref<?xf16, 22>, %y: memref<?xf16, 22>, %z: memref<?xf16, 22>,
                   %block_len: i32, %tile: i32, %loops: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %tile_bytes = arith.muli %tile, %c2 : i32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %block_len : i32
  %gx0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gx0, %x : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gx = ascendc.global_tensor.subindex %gx0[%base] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %gy0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gy0, %y : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gy = ascendc.global_tensor.subindex %gy0[%base] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %gz0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gz0, %z : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gz = ascendc.global_tensor.subindex %gz0[%base] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %pipe = ascendc.pipe
  %qx = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qx, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qz = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qz, %c2, %tile_bytes : !ascendc.queue<vecout, 1>, i32, i32
  scf.for %i = %c0 to %loops step %c1 : i32 {
    %off = arith.muli %i, %tile : i32
    %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    ascendc.data_copy_l2 %tx, %gxi, %tile : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    ascendc.data_copy_l2 %ty, %gyi, %tile : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %ay = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %tz = ascendc.que_bind.alloc_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
    ascendc.add_l2 %tz, %ax, %ay, %tile : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %qz, %tz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    ascendc.que_bind.free_tensor %qy, %ay : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %rz = ascendc.que_bind.deque_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
    %gzi = ascendc.global_tensor.subindex %gz[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    ascendc.data_copy_l2 %gzi, %rz, %tile : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
    ascendc.que_bind.free_tensor %qz, %rz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  }
  return
}
