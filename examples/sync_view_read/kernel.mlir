// A vector write through a local_tensor.subindex view of a queue tensor, then a vector
// op reading the whole tensor, then the MTE3 copy of the tensor to GM, in the form PyAsc's
// `asc` frontend emits (GM pointers offset per core with emitasc.ptr_offset, TQue in and
// out, no synchronisation of its own). ascendc-insert-sync once gave this only pipe_v
// barriers, leaving the copy of %y racing with the vector writes (issues 13/15).
// Each core takes 512 f32 of %x in 4 tiles of 128; per tile:
//   y[0, 64)   = 2 * x          (Muls on the whole tile; the second half is overwritten)
//   y[64, 128) = x + 1          (Adds through views of both tiles at element 64)
//   z          = y + x          (Add reading y on the vector pipe)
// and y, z leave for %y, %z.
func.func @sync_view_read(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %c512 = arith.constant 512 : i32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %idx = ascendc.get_block_idx : i32
  %off = arith.muli %idx, %c512 : i32
  %off_i = arith.index_cast %off : i32 to index
  %xc = emitasc.ptr_offset %x[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %zc = emitasc.ptr_offset %z[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gz = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gz, %zc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c512 : !ascendc.queue<vecin, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %c512 : !ascendc.queue<vecout, 1>, i32, i32
  %qz = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qz, %c2, %c512 : !ascendc.queue<vecout, 1>, i32, i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    %e = arith.muli %i, %c128 : i32
    %gxt = ascendc.global_tensor.subindex %gx[%e] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %tx = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    ascendc.data_copy_l2 %tx, %gxt, %c128 : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    ascendc.muls_l2 %ty, %tx, %two, %c128 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
    %yh = ascendc.local_tensor.subindex %ty[%c64] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<64xf32>
    %xh = ascendc.local_tensor.subindex %tx[%c64] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<64xf32>
    ascendc.adds_l2 %yh, %xh, %one, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
    %tz = ascendc.que_bind.alloc_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    ascendc.add_l2 %tz, %ty, %tx, %c128 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, i32
    ascendc.que_bind.free_tensor %qin, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %gyt = ascendc.global_tensor.subindex %gy[%e] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %gyt, %ty, %c128 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
    ascendc.que_bind.free_tensor %qy, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    %gzt = ascendc.global_tensor.subindex %gz[%e] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %gzt, %tz, %c128 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
    ascendc.que_bind.free_tensor %qz, %tz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
  }
  return
}
