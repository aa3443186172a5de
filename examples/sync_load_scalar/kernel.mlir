// A queue tensor freshly loaded from GM whose first reader is the scalar unit
// (local_tensor.get_value), then a vector op reading it, in the form PyAsc's `asc`
// frontend emits (GM pointers offset per core with emitasc.ptr_offset, TQue in and out,
// no synchronisation of its own). ascendc-insert-sync once inserted nothing between the
// MTE2 load and the get_value, nor between the load and the vector op (issues 13/15).
// The loaded tile is also stored straight back by MTE3 (to %xo), which neither the VECIN
// queue's EnQue/DeQue (MTE2 -> V) nor its FreeTensor (V -> MTE2) orders.
// Each core takes 512 f32 of %x in 4 tiles of 128; per tile, with s = x[5] of the tile:
//   xo = x                      (MTE3 store of the VECIN tile after the get_value)
//   y  = x * s                  (Muls with the scalar read back from UB)
// and y leaves for %y; s itself leaves through a vector Duplicate into %s (8 per tile).
func.func @sync_load_scalar(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %s: memref<?xf32, 22>, %xo: memref<?xf32, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c8 = arith.constant 8 : i32
  %c32 = arith.constant 32 : i32
  %c128 = arith.constant 128 : i32
  %c512 = arith.constant 512 : i32
  %idx = ascendc.get_block_idx : i32
  %off = arith.muli %idx, %c512 : i32
  %off_i = arith.index_cast %off : i32 to index
  %soff = arith.muli %idx, %c32 : i32
  %soff_i = arith.index_cast %soff : i32 to index
  %xc = emitasc.ptr_offset %x[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %sc = emitasc.ptr_offset %s[%soff_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %xoc = emitasc.ptr_offset %xo[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gxo = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gxo, %xoc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gs = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gs, %sc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c512 : !ascendc.queue<vecin, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %c512 : !ascendc.queue<vecout, 1>, i32, i32
  %qs = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qs, %c2, %c32 : !ascendc.queue<vecout, 1>, i32, i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    %e = arith.muli %i, %c128 : i32
    %gxt = ascendc.global_tensor.subindex %gx[%e] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %tx = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    ascendc.data_copy_l2 %tx, %gxt, %c128 : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
    %v = ascendc.local_tensor.get_value %tx, %c5 : !ascendc.local_tensor<128xf32>, i32, f32
    %gxot = ascendc.global_tensor.subindex %gxo[%e] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %gxot, %tx, %c128 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    ascendc.muls_l2 %ty, %tx, %v, %c128 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i32
    ascendc.que_bind.free_tensor %qin, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<128xf32>
    %gyt = ascendc.global_tensor.subindex %gy[%e] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %gyt, %ty, %c128 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
    ascendc.que_bind.free_tensor %qy, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<128xf32>
    %ts = ascendc.que_bind.alloc_tensor %qs : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<8xf32>
    ascendc.duplicate_l2 %ts, %v, %c8 : !ascendc.local_tensor<8xf32>, f32, i32
    %so = arith.muli %i, %c8 : i32
    %gst = ascendc.global_tensor.subindex %gs[%so] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %gst, %ts, %c8 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<8xf32>, i32
    ascendc.que_bind.free_tensor %qs, %ts : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<8xf32>
  }
  return
}
