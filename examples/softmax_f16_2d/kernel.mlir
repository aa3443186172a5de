// Row softmax of a %rows × 64 f16 sub-matrix whose rows lie %ld elements apart (ld a
// multiple of 16, at least 64), computed in f32, in the form PyAsc's `asc` frontend emits
// (GM pointers offset per core with emitasc.ptr_offset, TQue in and out, parameter
// structures by emitasc.init_struct, no synchronisation of its own). Rows go over the
// cores with a tail (the first rows % cores cores take one more), 16 at a time:
//   - DataCopy with DataCopyParams gathers the tile's rows (blockLen 4 blocks, source gap
//     (ld - 64)/16 blocks) and scatters the result back the same way;
//   - Cast f16 -> f32 (CAST_NONE) and f32 -> f16 (CAST_RINT);
//   - WholeReduceMax/Sum give one value per row (one repeat = one 64-lane row), Brcb
//     spreads each over a 32-byte block, and Sub/Div at L0 read that block for every
//     block of the row (src1 block stride 0, repeat stride 1).
func.func @softmax_f16_2d(%x: memref<?xf16, 22>, %y: memref<?xf16, 22>, %rows: i32, %ld: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %c64 = arith.constant 64 : i32
  %c2048 = arith.constant 2048 : i32
  %c4096 = arith.constant 4096 : i32
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %q = arith.divui %rows, %num : i32
  %rem = arith.remui %rows, %num : i32
  %extra = arith.cmpi ult, %idx, %rem : i32
  %q1 = arith.addi %q, %c1 : i32
  %myrows = arith.select %extra, %q1, %q : i32
  %lead = arith.minui %idx, %rem : i32
  %skip = arith.muli %idx, %q : i32
  %first = arith.addi %skip, %lead : i32
  %off = arith.muli %first, %ld : i32
  %off_i = arith.index_cast %off : i32 to index
  %xc = emitasc.ptr_offset %x[%off_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %yc = emitasc.ptr_offset %y[%off_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c2048 : !ascendc.queue<vecin, 1>, i32, i32
  %qout = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qout, %c2, %c2048 : !ascendc.queue<vecout, 1>, i32, i32
  %fb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %fb, %c4096 : !ascendc.tbuf<veccalc>, i32
  %xf = ascendc.tbuf.get_tensor %fb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
  %eb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %eb, %c4096 : !ascendc.tbuf<veccalc>, i32
  %e = ascendc.tbuf.get_tensor %eb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
  %rb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %rb, %c64 : !ascendc.tbuf<veccalc>, i32
  %red = ascendc.tbuf.get_tensor %rb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<16xf32>
  %bb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %bb, %c2048 : !ascendc.tbuf<veccalc>, i32
  %bc = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<128xf32>
  %ldm = arith.subi %ld, %c64 : i32
  %gap = arith.divui %ldm, %c16 : i32
  %bp = emitasc.init_struct !ascendc.brcb_repeat_params("dstBlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32)
  %sp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c0 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c1 : i32)
  %ntiles = arith.ceildivui %myrows, %c16 : i32
  scf.for %ti = %c0 to %ntiles step %c1 : i32 {
    %r0 = arith.muli %ti, %c16 : i32
    %rl = arith.subi %myrows, %r0 : i32
    %nr = arith.minsi %rl, %c16 : i32
    %n = arith.muli %nr, %c64 : i32
    %nr7 = arith.addi %nr, %c7 : i32
    %brep = arith.divui %nr7, %c8 : i32
    %eoff = arith.muli %r0, %ld : i32
    %gxt = ascendc.global_tensor.subindex %gx[%eoff] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    %gyt = ascendc.global_tensor.subindex %gy[%eoff] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    %cpin = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %nr : i32, "blockLen" = %c4 : i32, "srcStride" = %gap : i32, "dstStride" = %c0 : i32)
    %t = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
    ascendc.data_copy_l0 %t, %gxt, %cpin : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params
    ascendc.que_bind.enque_tensor %qin, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
    %a = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
    ascendc.cast_l2 %xf, %a, %n {roundMode = 0 : i32} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf16>, i32
    ascendc.que_bind.free_tensor %qin, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
    ascendc.whole_reduce_max_l0 %red, %xf, %c64, %nr, %c1, %c1, %c8 {order = 2 : i32} : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<1024xf32>, i32, i32, i32, i32, i32
    ascendc.brcb_l0 %bc, %red, %brep, %bp : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<16xf32>, i32, !ascendc.brcb_repeat_params
    ascendc.sub_l0 %e, %xf, %bc, %c64, %nr, %sp {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<128xf32>, i32, i32, !ascendc.binary_repeat_params
    ascendc.exp_l2 %e, %e, %n : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.whole_reduce_sum_l0 %red, %e, %c64, %nr, %c1, %c1, %c8 : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<1024xf32>, i32, i32, i32, i32, i32
    ascendc.brcb_l0 %bc, %red, %brep, %bp : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<16xf32>, i32, !ascendc.brcb_repeat_params
    ascendc.div_l0 %e, %e, %bc, %c64, %nr, %sp {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<128xf32>, i32, i32, !ascendc.binary_repeat_params
    %o = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
    ascendc.cast_l2 %o, %e, %n {roundMode = 1 : i32} : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.que_bind.enque_tensor %qout, %o : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
    %ob = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
    %cpout = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %nr : i32, "blockLen" = %c4 : i32, "srcStride" = %c0 : i32, "dstStride" = %gap : i32)
    ascendc.data_copy_l0 %gyt, %ob, %cpout : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.data_copy_params
    ascendc.que_bind.free_tensor %qout, %ob : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  }
  return
}
