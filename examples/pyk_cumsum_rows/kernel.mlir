// Cumulative sum along rows of %w f32 (w not a multiple of 8) by a scalar GetValue /
// SetValue loop in UB, the rows split over the cores with a shorter last block. One TBuf
// per core; the pipe handoffs are the flags PyAsc's 910B pipeline places: MTE2_S after
// the row arrives, S_MTE3 before it leaves, MTE3_MTE2 before the next row overwrites it.
func.func @cumsum_rows(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %rows: i32, %w: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %buf_bytes = arith.constant 2048 : i32
  %zero = arith.constant 0.0 : f32
  %idx = ascendc.get_block_idx : i32
  %nb = ascendc.get_block_num : i32
  %rpc0 = arith.addi %rows, %nb : i32
  %rpc1 = arith.subi %rpc0, %c1 : i32
  %per = arith.divui %rpc1, %nb : i32
  %r0 = arith.muli %idx, %per : i32
  %left = arith.subi %rows, %r0 : i32
  %left0 = arith.maxsi %left, %c0 : i32
  %mine = arith.minsi %left0, %per : i32
  %off0 = arith.muli %r0, %w : i32
  %off0_i = arith.index_cast %off0 : i32 to index
  %xc = emitasc.ptr_offset %x[%off0_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%off0_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %tb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %tb, %buf_bytes : !ascendc.tbuf<vecin>, i32
  %t = ascendc.tbuf.get_tensor %tb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<512xf32>
  %bytes = arith.muli %w, %c4 : i32
  %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
  scf.for %r = %c0 to %mine step %c1 : i32 {
    %off = arith.muli %r, %w : i32
    %gxr = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gyr = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_pad_l2 %t, %gxr, %cp : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_params
    ascendc.set_flag mte2_s, %c0 : i32
    ascendc.wait_flag mte2_s, %c0 : i32
    %s = scf.for %j = %c0 to %w step %c1 iter_args(%acc = %zero) -> (f32) : i32 {
      %v = ascendc.local_tensor.get_value %t, %j : !ascendc.local_tensor<512xf32>, i32, f32
      %a = arith.addf %acc, %v : f32
      ascendc.local_tensor.set_value %t, %j, %a : !ascendc.local_tensor<512xf32>, i32, f32
      scf.yield %a : f32
    }
    ascendc.set_flag s_mte3, %c0 : i32
    ascendc.wait_flag s_mte3, %c0 : i32
    ascendc.data_copy_pad_l2 %gyr, %t, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<512xf32>, !ascendc.data_copy_params
    ascendc.set_flag mte3_mte2, %c0 : i32
    ascendc.wait_flag mte3_mte2, %c0 : i32
  }
  return
}
