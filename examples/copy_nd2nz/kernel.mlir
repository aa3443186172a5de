// GM → L1 with ND→NZ conversion as in the data-copy best practice (hardware.md §8 AD-DCX,
// "GM→L1 ND2NZ"): each core converts its %rows_per_core rows of a %rows × %cols f16 matrix
// into L1 in tiles of %tr rows × %tc columns through a TQue on A1 of two buffers, and frees
// each tile untouched. Row R11/R12 of docs/sim/calibration.md run it with 8 KB (16 × 256)
// and 32 KB (64 × 256) tiles on 24 cores.
func.func @copy_nd2nz(%ffts: memref<?xui64, 22>, %x: memref<?xf16, 22>, %rows: i32, %cols: i32, %tr: i32, %tc: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %tile_elems = arith.muli %tr, %tc : i32
  %tile_bytes = arith.muli %tile_elems, %c2 : i32
  %num = ascendc.get_block_num : i32
  %rpc = arith.divui %rows, %num : i32
  %idx = ascendc.get_block_idx : i32
  %row0 = arith.muli %idx, %rpc : i32
  %base = arith.muli %row0, %cols : i32
  %base_i = arith.index_cast %base : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %len = arith.muli %rpc, %cols : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %len : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i32
  %nd = ascendc.construct !ascendc.nd2nz_params(%c1, %tr, %tc, %c0, %cols, %tr, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32
  %pipe = ascendc.pipe
  %q = ascendc.queue : !ascendc.queue<a1, 1>
  ascendc.pipe.init_queue %pipe, %q, %c2, %tile_bytes : !ascendc.queue<a1, 1>, i32, i32
  scf.for %r = %c0 to %rpc step %tr : i32 {
    %roff = arith.muli %r, %cols : i32
    scf.for %col = %c0 to %cols step %tc : i32 {
      %off = arith.addi %roff, %col : i32
      %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<a1, 1>, !ascendc.local_tensor<*xf16>
      %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
      ascendc.data_copy_nd2nz %t, %gxi, %nd : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
      ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<a1, 1>, !ascendc.local_tensor<*xf16>
      %a = ascendc.que_bind.deque_tensor %q : !ascendc.queue<a1, 1>, !ascendc.local_tensor<*xf16>
      ascendc.que_bind.free_tensor %q, %a : !ascendc.queue<a1, 1>, !ascendc.local_tensor<*xf16>
    }
  }
  return
}
