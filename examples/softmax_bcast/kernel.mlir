// Row softmax two ways, in the form PyAsc's `asc` frontend emits (no synchronisation of its
// own; pyasc-pipeline adds it for the SoC).
//
// @softmax_bcast: one row of %cols <= 256 f32 per step (cols need not fill a 32-byte block:
// DataCopyPad pads the row in UB), rows over the cores with a tail core. The row max and
// sum stay in one-element local tensors, broadcast over the row by Duplicate with the
// tensor as its scalar (the form PyAsc's c310 lowering gives its reductions), then
// Sub/Exp/ReduceSum/Div on whole tensors.
//
// @softmax_api: the SoftMax high-level API on blocks of up to 8 rows of %cols f32 (cols a
// multiple of 8), the last block of a core partial (SoftMaxShapeInfo srcM = the rows left),
// the per-row max and sum written back too (one 32-byte block per row).
func.func @softmax_bcast(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c32 = arith.constant 32 : i32
  %c1024 = arith.constant 1024 : i32
  %zero = arith.constant 0.0 : f32
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %per0 = arith.ceildivui %rows, %num : i32
  %first = arith.muli %idx, %per0 : i32
  %left = arith.subi %rows, %first : i32
  %myrows = arith.minsi %per0, %left : i32
  %off = arith.muli %first, %cols : i32
  %off_i = arith.index_cast %off : i32 to index
  %xc = emitasc.ptr_offset %x[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c1024 : !ascendc.queue<vecin, 1>, i32, i32
  %qout = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qout, %c2, %c1024 : !ascendc.queue<vecout, 1>, i32, i32
  %bb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %bb, %c1024 : !ascendc.tbuf<veccalc>, i32
  %bc = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %eb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %eb, %c1024 : !ascendc.tbuf<veccalc>, i32
  %e = ascendc.tbuf.get_tensor %eb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %tb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tb, %c1024 : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %mb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %mb, %c32 : !ascendc.tbuf<veccalc>, i32
  %mx = ascendc.tbuf.get_tensor %mb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1xf32>
  %sb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %sb, %c32 : !ascendc.tbuf<veccalc>, i32
  %sm = ascendc.tbuf.get_tensor %sb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1xf32>
  %bytes = arith.muli %cols, %c4 : i32
  %cp = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
  %pad = emitasc.init_struct !ascendc.data_copy_pad_ext_params<f32>("isPad" = %c0 : i32, "leftPadding" = %c0 : i32, "rightPadding" = %c0 : i32, "paddingValue" = %zero : f32)
  scf.for %r = %c0 to %myrows step %c1 : i32 {
    %roff = arith.muli %r, %cols : i32
    %gxr = ascendc.global_tensor.subindex %gx[%roff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gyr = ascendc.global_tensor.subindex %gy[%roff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %t = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    ascendc.data_copy_pad_l0_ext %t, %gxr, %cp, %pad : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
    ascendc.que_bind.enque_tensor %qin, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %a = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %o = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    ascendc.reduce_max_l2 %mx, %a, %tmp, %cols, %c0 : !ascendc.local_tensor<1xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32
    ascendc.duplicate_l2 %bc, %mx, %cols : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<1xf32>, i32
    ascendc.sub_l2 %e, %a, %bc, %cols : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.exp_l2 %e, %e, %cols : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.reduce_sum_l2 %sm, %e, %tmp, %cols : !ascendc.local_tensor<1xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.duplicate_l2 %bc, %sm, %cols : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<1xf32>, i32
    ascendc.div_l2 %o, %e, %bc, %cols : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.que_bind.free_tensor %qin, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    ascendc.que_bind.enque_tensor %qout, %o : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    %ob = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    ascendc.data_copy_pad_l2_ext %gyr, %ob, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, !ascendc.data_copy_ext_params
    ascendc.que_bind.free_tensor %qout, %ob : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
  }
  return
}

func.func @softmax_api(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %ymax: memref<?xf32, 22>, %ysum: memref<?xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c32 = arith.constant 32 : i32
  %c256 = arith.constant 256 : i32
  %c8192 = arith.constant 8192 : i32
  %zero = arith.constant 0.0 : f32
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %per0 = arith.ceildivui %rows, %num : i32
  %first = arith.muli %idx, %per0 : i32
  %left = arith.subi %rows, %first : i32
  %myrows = arith.minsi %per0, %left : i32
  %off = arith.muli %first, %cols : i32
  %off_i = arith.index_cast %off : i32 to index
  %moff = arith.muli %first, %c8 : i32
  %moff_i = arith.index_cast %moff : i32 to index
  %xc = emitasc.ptr_offset %x[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %mc = emitasc.ptr_offset %ymax[%moff_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %sc = emitasc.ptr_offset %ysum[%moff_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gm = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gm, %mc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gs = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gs, %sc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c1, %c8192 : !ascendc.queue<vecin, 1>, i32, i32
  %qout = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qout, %c1, %c8192 : !ascendc.queue<vecout, 1>, i32, i32
  %qmax = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qmax, %c1, %c256 : !ascendc.queue<vecout, 1>, i32, i32
  %qsum = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qsum, %c1, %c256 : !ascendc.queue<vecout, 1>, i32, i32
  %tb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tb, %c8192 : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8192xui8>
  %tiling = ascendc.construct !ascendc.softmax_tiling()
  %rowbytes = arith.muli %cols, %c4 : i32
  %pad = emitasc.init_struct !ascendc.data_copy_pad_ext_params<f32>("isPad" = %c0 : i32, "leftPadding" = %c0 : i32, "rightPadding" = %c0 : i32, "paddingValue" = %zero : f32)
  %nblk = arith.ceildivui %myrows, %c8 : i32
  scf.for %bi = %c0 to %nblk step %c1 : i32 {
    %r0 = arith.muli %bi, %c8 : i32
    %rleft = arith.subi %myrows, %r0 : i32
    %m = arith.minsi %rleft, %c8 : i32
    %eoff = arith.muli %r0, %cols : i32
    %gxb = ascendc.global_tensor.subindex %gx[%eoff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gyb = ascendc.global_tensor.subindex %gy[%eoff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %soff = arith.muli %r0, %c8 : i32
    %gmb = ascendc.global_tensor.subindex %gm[%soff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gsb = ascendc.global_tensor.subindex %gs[%soff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %cp = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %m : i32, "blockLen" = %rowbytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
    %t = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
    ascendc.data_copy_pad_l0_ext %t, %gxb, %cp, %pad : !ascendc.local_tensor<2048xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
    ascendc.que_bind.enque_tensor %qin, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
    %a = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
    %o = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf32>
    %mo = ascendc.que_bind.alloc_tensor %qmax : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
    %so = ascendc.que_bind.alloc_tensor %qsum : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
    %shape = emitasc.init_struct !ascendc.softmax_shape_info("srcM" = %m : i32, "srcK" = %cols : i32, "oriSrcM" = %m : i32, "oriSrcK" = %cols : i32)
    ascendc.softmax %o, %so, %mo, %a, %tmp, %tiling, %shape {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<8192xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
    ascendc.que_bind.free_tensor %qin, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
    ascendc.que_bind.enque_tensor %qout, %o : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf32>
    ascendc.que_bind.enque_tensor %qmax, %mo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
    ascendc.que_bind.enque_tensor %qsum, %so : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
    %ob = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf32>
    ascendc.data_copy_pad_l2_ext %gyb, %ob, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.data_copy_ext_params
    ascendc.que_bind.free_tensor %qout, %ob : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf32>
    %mb = ascendc.que_bind.deque_tensor %qmax : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
    %sb = ascendc.que_bind.deque_tensor %qsum : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
    %n8 = arith.muli %m, %c8 : i32
    ascendc.data_copy_l2 %gmb, %mb, %n8 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.data_copy_l2 %gsb, %sb, %n8 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.que_bind.free_tensor %qmax, %mb : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
    ascendc.que_bind.free_tensor %qsum, %sb : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  }
  return
}
