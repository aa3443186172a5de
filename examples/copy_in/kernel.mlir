// GM → UB streaming as in the data-copy best practice (hardware.md §8 AD-DCX): each core
// copies its share of %n f16 elements into UB in tiles of %tile elements through a TQue of
// %bufs buffers (2 for double buffering; 1 when two tiles do not fit in UB), and frees each
// tile untouched. %n must be a multiple of %tile × the block count. Rows R8 and R9 of
// docs/sim/calibration.md run it with 8 KB and 128 KB tiles on 48 cores.
func.func @copy_in(%ffts: memref<?xui64, 22>, %x: memref<?xf16, 22>, %n: i32, %tile: i32, %bufs: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %tile_bytes = arith.muli %tile, %c2 : i32
  %num = ascendc.get_block_num : i32
  %len = arith.divui %n, %num : i32
  %loops = arith.divui %len, %tile : i32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %len : i32
  %base_i = arith.index_cast %base : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %len : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i32
  %pipe = ascendc.pipe
  %qx = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qx, %bufs, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  scf.for %i = %c0 to %loops step %c1 : i32 {
    %off = arith.muli %i, %tile : i32
    %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    ascendc.data_copy_l2 %tx, %gxi, %tile : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  }
  return
}
