// Rows of 13 f32 (52 bytes, not a whole 32-byte block) minus their row max, %rows rows
// over the cores in blocks of ceil(rows/cores) with a shorter last block.
// One DataCopyPad (ext form) brings a core's rows into UB, each padded to 16 floats with
// DataCopyPadExtParams' paddingValue -1e30 (isPad, rightPadding 3); WholeReduceMax
// (ORDER_ONLY_VALUE, mask 16, one row per repeat, srcRepStride 2 blocks) gives the row
// maxima contiguously; Brcb spreads each into a 32-byte block; an L0 Sub with src1's
// block stride 0 subtracts it from both blocks of its row; DataCopyPad writes the 13
// elements of each row and the maxima back.
func.func @pad_rowmax(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %mx: memref<?xf32, 22>, %rows: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %c13 = arith.constant 13 : i32
  %c16 = arith.constant 16 : i32
  %c52 = arith.constant 52 : i32
  %buf = arith.constant 4096 : i32
  %small = arith.constant 256 : i32
  %padv = arith.constant -1.0e30 : f32
  %true = arith.constant true
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
    %xo = arith.muli %r0, %c13 : i32
    %xo_i = arith.index_cast %xo : i32 to index
    %r0_i = arith.index_cast %r0 : i32 to index
    %xc = emitasc.ptr_offset %x[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
    %yc = emitasc.ptr_offset %y[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
    %mc = emitasc.ptr_offset %mx[%r0_i] : memref<?xf32, 22>, memref<?xf32, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gm = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gm, %mc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %pipe = ascendc.pipe
    %xb = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %xb, %buf : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_tensor %xb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<1024xf32>
    %yb = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %yb, %buf : !ascendc.tbuf<vecout>, i32
    %ty = ascendc.tbuf.get_tensor %yb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
    %mb = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %mb, %small : !ascendc.tbuf<vecout>, i32
    %tm = ascendc.tbuf.get_tensor %mb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<64xf32>
    %bb = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bb, %buf : !ascendc.tbuf<veccalc>, i32
    %tb = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
    %cpin = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %mine : i32, "blockLen" = %c52 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
    %pad = emitasc.init_struct !ascendc.data_copy_pad_ext_params<f32>("isPad" = %true : i1, "leftPadding" = %c0 : i32, "rightPadding" = %c3 : i32, "paddingValue" = %padv : f32)
    ascendc.data_copy_pad_l0_ext %tx, %gx, %cpin, %pad : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.whole_reduce_max_l0 %tm, %tx, %c16, %mine, %c1, %c1, %c2 {order = 2 : i32, isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<1024xf32>, i32, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %br0 = arith.addi %mine, %c7 : i32
    %brep = arith.divui %br0, %c8 : i32
    %bp = emitasc.init_struct !ascendc.brcb_repeat_params("dstBlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32)
    ascendc.brcb_l0 %tb, %tm, %brep, %bp : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<64xf32>, i32, !ascendc.brcb_repeat_params
    ascendc.pipe_barrier pipe_v
    %sp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c0 : i32, "dstRepStride" = %c2 : i32, "src0RepStride" = %c2 : i32, "src1RepStride" = %c1 : i32)
    ascendc.sub_l0 %ty, %tx, %tb, %c16, %mine, %sp {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i32, !ascendc.binary_repeat_params
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %cpout = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %mine : i32, "blockLen" = %c52 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
    ascendc.data_copy_pad_l2_ext %gy, %ty, %cpout : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_ext_params
    %mbytes = arith.muli %mine, %c4 : i32
    %cpm = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %mbytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
    ascendc.data_copy_pad_l2_ext %gm, %tm, %cpm : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, !ascendc.data_copy_ext_params
  }
  return
}
