// Row max and argmax, f32 rows of %w elements (not a multiple of 8), %rows rows split over
// the cores in blocks of ceil(rows/cores) with a shorter (possibly empty) last block.
// Per row: DataCopyPad in, ReduceMax with calIndex (value in dst[0], the index's uint32
// bits in dst[1], read through ReinterpretCast), scalar GetValue/SetValue into per-core
// result tiles (V_S / S_V flags as PyAsc's pipeline places them), one DataCopyPad of each
// result tile at the end (S_MTE3).
func.func @row_argmax(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %mx: memref<?xf32, 22>, %ix: memref<?xi32, 22>, %rows: i32, %w: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c32 = arith.constant 32 : i32
  %row_bytes = arith.constant 4096 : i32
  %res_bytes = arith.constant 256 : i32
  %idx = ascendc.get_block_idx : i32
  %nb = ascendc.get_block_num : i32
  %rpc0 = arith.addi %rows, %nb : i32
  %rpc1 = arith.subi %rpc0, %c1 : i32
  %per = arith.divui %rpc1, %nb : i32
  %r0 = arith.muli %idx, %per : i32
  %left = arith.subi %rows, %r0 : i32
  %left0 = arith.maxsi %left, %c0 : i32
  %mine = arith.minsi %left0, %per : i32
  %has = arith.cmpi sgt, %mine, %c0 : i32
  scf.if %has {
    %xoff = arith.muli %r0, %w : i32
    %xoff_i = arith.index_cast %xoff : i32 to index
    %r0_i = arith.index_cast %r0 : i32 to index
    %xc = emitasc.ptr_offset %x[%xoff_i] : memref<?xf32, 22>, memref<?xf32, 22>
    %mxc = emitasc.ptr_offset %mx[%r0_i] : memref<?xf32, 22>, memref<?xf32, 22>
    %ixc = emitasc.ptr_offset %ix[%r0_i] : memref<?xi32, 22>, memref<?xi32, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gm = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gm, %mxc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gi = ascendc.global_tensor : !ascendc.global_tensor<*xi32>
    ascendc.global_tensor.set_global_buffer %gi, %ixc : !ascendc.global_tensor<*xi32>, memref<?xi32, 22>
    %pipe = ascendc.pipe
    %qx = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qx, %c2, %row_bytes : !ascendc.queue<vecin, 1>, i32, i32
    %wsb = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %wsb, %c32 : !ascendc.tbuf<veccalc>, i32
    %ws = ascendc.tbuf.get_tensor %wsb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
    %wsi = ascendc.reinterpret_cast %ws : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xi32>
    %tmpb = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %tmpb, %row_bytes : !ascendc.tbuf<veccalc>, i32
    %tmp = ascendc.tbuf.get_tensor %tmpb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
    %omb = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %omb, %res_bytes : !ascendc.tbuf<vecout>, i32
    %om = ascendc.tbuf.get_tensor %omb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<64xf32>
    %oib = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %oib, %res_bytes : !ascendc.tbuf<vecout>, i32
    %oi = ascendc.tbuf.get_tensor %oib : !ascendc.tbuf<vecout>, !ascendc.local_tensor<64xi32>
    %bytes = arith.muli %w, %c4 : i32
    %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    scf.for %r = %c0 to %mine step %c1 : i32 {
      %off = arith.muli %r, %w : i32
      %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
      %gxr = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
      ascendc.data_copy_pad_l2 %tx, %gxr, %cp : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_params
      ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
      %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
      ascendc.reduce_max_l2 %ws, %ax, %tmp, %w, %c1 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i32
      ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
      ascendc.set_flag v_s, %c0 : i32
      ascendc.wait_flag v_s, %c0 : i32
      %m = ascendc.local_tensor.get_value %ws, %c0 : !ascendc.local_tensor<8xf32>, i32, f32
      %i = ascendc.local_tensor.get_value %wsi, %c1 : !ascendc.local_tensor<8xi32>, i32, i32
      ascendc.local_tensor.set_value %om, %r, %m : !ascendc.local_tensor<64xf32>, i32, f32
      ascendc.local_tensor.set_value %oi, %r, %i : !ascendc.local_tensor<64xi32>, i32, i32
      ascendc.set_flag s_v, %c0 : i32
      ascendc.wait_flag s_v, %c0 : i32
    }
    ascendc.set_flag s_mte3, %c0 : i32
    ascendc.wait_flag s_mte3, %c0 : i32
    %obytes = arith.muli %mine, %c4 : i32
    %ocp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %obytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    ascendc.data_copy_pad_l2 %gm, %om, %ocp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, !ascendc.data_copy_params
    ascendc.data_copy_pad_l2 %gi, %oi, %ocp : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<64xi32>, !ascendc.data_copy_params
  }
  return
}
