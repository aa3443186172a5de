// Masks by compare and select, f32 (no dropout: deterministic masks), 910B pipeline form:
//   z1 = x > y ? x : s        (Compare GT into a bit mask, Select scalar mode 1)
//   z2 = x < 0 ? y : x        (CompareScalar LT against 0, Select tensor mode 2)
// Each core takes %n elements (a whole number of 64-element repeats, as the L2 Compare
// requires), in tiles of 256 with a shorter last tile.
func.func @where_cmp(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z1: memref<?xf32, 22>, %z2: memref<?xf32, 22>, %n: i32, %s: f32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c32 = arith.constant 32 : i32
  %tile = arith.constant 256 : i32
  %tile_bytes = arith.constant 1024 : i32
  %zero = arith.constant 0.0 : f32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %n : i32
  %base_i = arith.index_cast %base : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %z1c = emitasc.ptr_offset %z1[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %z2c = emitasc.ptr_offset %z2[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gz1 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gz1, %z1c, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gz2 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gz2, %z2c, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %pipe = ascendc.pipe
  %qx = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qx, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qz1 = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qz1, %c2, %tile_bytes : !ascendc.queue<vecout, 1>, i32, i32
  %qz2 = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qz2, %c2, %tile_bytes : !ascendc.queue<vecout, 1>, i32, i32
  %mb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %mb, %c32 : !ascendc.tbuf<veccalc>, i32
  %m = ascendc.tbuf.get_tensor %mb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<32xui8>
  %mb2 = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %mb2, %c32 : !ascendc.tbuf<veccalc>, i32
  %m2 = ascendc.tbuf.get_tensor %mb2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<32xui8>
  %nm1 = arith.addi %n, %tile : i32
  %nm2 = arith.subi %nm1, %c1 : i32
  %tiles = arith.divui %nm2, %tile : i32
  scf.for %i = %c0 to %tiles step %c1 : i32 {
    %off = arith.muli %i, %tile : i32
    %left = arith.subi %n, %off : i32
    %cnt = arith.minsi %left, %tile : i32
    %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %tx, %gxi, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %ty, %gyi, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %ay = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %o1 = ascendc.que_bind.alloc_tensor %qz1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    %o2 = ascendc.que_bind.alloc_tensor %qz2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    ascendc.compare_l2 %m, %ax, %ay, %cnt {cmpMode = 1 : i32} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.compare_scalar_l2 %m2, %ax, %zero, %cnt {cmpMode = 0 : i32} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.select_scalar_l2 %o1, %m, %ax, %s, %cnt {selMode = 1 : i32} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.select_l2 %o2, %m2, %ay, %ax, %cnt {selMode = 2 : i32} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.que_bind.enque_tensor %qz1, %o1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    ascendc.que_bind.enque_tensor %qz2, %o2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    ascendc.que_bind.free_tensor %qy, %ay : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %r1 = ascendc.que_bind.deque_tensor %qz1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    %gz1i = ascendc.global_tensor.subindex %gz1[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %gz1i, %r1, %cnt : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.que_bind.free_tensor %qz1, %r1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    %r2 = ascendc.que_bind.deque_tensor %qz2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    %gz2i = ascendc.global_tensor.subindex %gz2[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %gz2i, %r2, %cnt : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.que_bind.free_tensor %qz2, %r2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
  }
  return
}
