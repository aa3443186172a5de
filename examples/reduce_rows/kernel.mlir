// Row sums and row maxima of a %rows × %cols f32 matrix (cols a multiple of 8, at most 128)
// with the per-repeat reductions, in the form PyAsc's `asc` frontend emits (GM pointers
// offset per core with emitasc.ptr_offset, TQue in and out, DataCopyExtParams by
// emitasc.init_struct, no synchronisation of its own). Rows go over the cores in blocks of
// ceil(rows / cores), so the last core may get fewer or none; each core walks its rows 8
// at a time, the last tile partial. One repeat reduces one row: WholeReduceSum (L0, mask =
// lanes) and WholeReduceMax (L1, mask word with the lane bits, ORDER_ONLY_VALUE) over the
// first min(cols, 64) lanes, with source repeat stride cols/8 blocks; a row longer than 64
// reduces its tail the same way from element 64 and combines it with Add / Max. The 1 to 8
// results of a tile leave through DataCopyPad (not a whole 32-byte block).
func.func @reduce_rows(%x: memref<?xf32, 22>, %sum: memref<?xf32, 22>, %mx: memref<?xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %c4096 = arith.constant 4096 : i32
  %ones = arith.constant -1 : i64
  %c64_64 = arith.constant 64 : i64
  %zero = arith.constant 0 : i64
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %per = arith.ceildivui %rows, %num : i32
  %first = arith.muli %idx, %per : i32
  %left0 = arith.subi %rows, %first : i32
  %left = arith.maxsi %left0, %c0 : i32
  %myrows = arith.minsi %per, %left : i32
  %xoff = arith.muli %first, %cols : i32
  %xoff_i = arith.index_cast %xoff : i32 to index
  %roff_i = arith.index_cast %first : i32 to index
  %xc = emitasc.ptr_offset %x[%xoff_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %sc = emitasc.ptr_offset %sum[%roff_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %mc = emitasc.ptr_offset %mx[%roff_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gs = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gs, %sc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gm = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gm, %mc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c4096 : !ascendc.queue<vecin, 1>, i32, i32
  %qs = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qs, %c2, %c32 : !ascendc.queue<vecout, 1>, i32, i32
  %qm = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qm, %c2, %c32 : !ascendc.queue<vecout, 1>, i32, i32
  %tsb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tsb, %c32 : !ascendc.tbuf<veccalc>, i32
  %ts = ascendc.tbuf.get_tensor %tsb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %tmb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tmb, %c32 : !ascendc.tbuf<veccalc>, i32
  %tm = ascendc.tbuf.get_tensor %tmb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %main = arith.minsi %cols, %c64 : i32
  %tail = arith.subi %cols, %main : i32
  %has_tail = arith.cmpi sgt, %tail, %c0 : i32
  %srs = arith.divui %cols, %c8 : i32
  %main64 = arith.extsi %main : i32 to i64
  %sh_main = arith.subi %c64_64, %main64 : i64
  %mw_main = arith.shrui %ones, %sh_main : i64
  %mask_main = emitc.cast %mw_main : i64 to ui64
  %tail64 = arith.extsi %tail : i32 to i64
  %sh_tail = arith.subi %c64_64, %tail64 : i64
  %mw_tail = arith.shrui %ones, %sh_tail : i64
  %mask_tail = emitc.cast %mw_tail : i64 to ui64
  %mask_hi = emitc.cast %zero : i64 to ui64
  %ntiles = arith.ceildivui %myrows, %c8 : i32
  scf.for %ti = %c0 to %ntiles step %c1 : i32 {
    %r0 = arith.muli %ti, %c8 : i32
    %rl = arith.subi %myrows, %r0 : i32
    %nr = arith.minsi %rl, %c8 : i32
    %eoff = arith.muli %r0, %cols : i32
    %cnt = arith.muli %nr, %cols : i32
    %gxt = ascendc.global_tensor.subindex %gx[%eoff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %t = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.data_copy_l2 %t, %gxt, %cnt : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qin, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    %a = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    %os = ascendc.que_bind.alloc_tensor %qs : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<8xf32>
    %om = ascendc.que_bind.alloc_tensor %qm : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<8xf32>
    ascendc.whole_reduce_sum_l0 %os, %a, %main, %nr, %c1, %c1, %srs : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<1024xf32>, i32, i32, i32, i32, i32
    ascendc.whole_reduce_max_l1 %om, %a, %mask_main, %mask_hi, %nr, %c1, %c1, %srs {order = 2 : i32} : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<1024xf32>, ui64, ui64, i32, i32, i32, i32
    scf.if %has_tail {
      %at = ascendc.local_tensor.subindex %a[%c64] : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>
      ascendc.whole_reduce_sum_l0 %ts, %at, %tail, %nr, %c1, %c1, %srs : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<1024xf32>, i32, i32, i32, i32, i32
      ascendc.add_l2 %os, %os, %ts, %nr : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i32
      ascendc.whole_reduce_max_l1 %tm, %at, %mask_tail, %mask_hi, %nr, %c1, %c1, %srs {order = 2 : i32} : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<1024xf32>, ui64, ui64, i32, i32, i32, i32
      ascendc.max_l2 %om, %om, %tm, %nr : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i32
    }
    ascendc.que_bind.free_tensor %qin, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.que_bind.enque_tensor %qs, %os : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<8xf32>
    ascendc.que_bind.enque_tensor %qm, %om : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<8xf32>
    %bytes = arith.muli %nr, %c4 : i32
    %cp = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
    %gst = ascendc.global_tensor.subindex %gs[%r0] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gmt = ascendc.global_tensor.subindex %gm[%r0] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %rs = ascendc.que_bind.deque_tensor %qs : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<8xf32>
    ascendc.data_copy_pad_l2_ext %gst, %rs, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<8xf32>, !ascendc.data_copy_ext_params
    ascendc.que_bind.free_tensor %qs, %rs : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<8xf32>
    %rm = ascendc.que_bind.deque_tensor %qm : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<8xf32>
    ascendc.data_copy_pad_l2_ext %gmt, %rm, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<8xf32>, !ascendc.data_copy_ext_params
    ascendc.que_bind.free_tensor %qm, %rm : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<8xf32>
  }
  return
}
