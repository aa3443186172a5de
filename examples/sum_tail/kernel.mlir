// Sum of each core's %len f32 (len not a multiple of the 256-element tile), in the form
// PyAsc emits: set_ffts_base_addr at entry, per-core GM pointers from emitasc.ptr_offset and
// get_block_idx, one TBuf tile guarded by get_buf/rls_buf (buffer ids, as the bufid sync
// pass places them), full tiles by DataCopy and the tail by DataCopyPad with its
// DataCopyParams built by emitasc.init_struct (the padding reads as zeros), partial sums
// accumulated in a scalar loop-carried value, put in UB with SetValue and stored by a
// 4-byte DataCopyPad.
func.func @sum_tail(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %len: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c32 = arith.constant 32 : i32
  %tile = arith.constant 256 : i32
  %c1024 = arith.constant 1024 : i32
  %zero = arith.constant 0.0 : f32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %len : i32
  %base_i = arith.index_cast %base : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %idx_i = arith.index_cast %idx : i32 to index
  %yc = emitasc.ptr_offset %y[%idx_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %len : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc, %c1 : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %pipe = ascendc.pipe
  %inb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %inb, %c1024 : !ascendc.tbuf<vecin>, i32
  %t = ascendc.tbuf.get_tensor %inb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<*xf32>
  %wsb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %wsb, %c32 : !ascendc.tbuf<veccalc>, i32
  %ws = ascendc.tbuf.get_tensor %wsb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  %tmpb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tmpb, %c1024 : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tmpb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  %full = arith.divui %len, %tile : i32
  %done = arith.muli %full, %tile : i32
  %rest = arith.subi %len, %done : i32
  %acc = scf.for %i = %c0 to %full step %c1 iter_args(%a = %zero) -> (f32) : i32 {
    %off = arith.muli %i, %tile : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.get_buf pipe_mte2, 0
    ascendc.data_copy_l2 %t, %gxi, %tile : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.rls_buf pipe_mte2, 0
    ascendc.get_buf pipe_v, 0
    ascendc.reduce_sum_l2 %ws, %t, %tmp, %tile : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.rls_buf pipe_v, 0
    ascendc.set_flag v_s, %c0 : i32
    ascendc.wait_flag v_s, %c0 : i32
    %part = ascendc.local_tensor.get_value %ws, %c0 : !ascendc.local_tensor<*xf32>, i32, f32
    ascendc.set_flag s_v, %c0 : i32
    ascendc.wait_flag s_v, %c0 : i32
    %a2 = arith.addf %a, %part : f32
    scf.yield %a2 : f32
  }
  %has_tail = arith.cmpi sgt, %rest, %c0 : i32
  %total = scf.if %has_tail -> (f32) {
    %gxt = ascendc.global_tensor.subindex %gx[%done] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %bytes = arith.muli %rest, %c4 : i32
    %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    ascendc.get_buf pipe_mte2, 0
    ascendc.data_copy_pad_l2 %t, %gxt, %cp : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_params
    ascendc.rls_buf pipe_mte2, 0
    ascendc.get_buf pipe_v, 0
    ascendc.reduce_sum_l2 %ws, %t, %tmp, %rest : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.rls_buf pipe_v, 0
    ascendc.set_flag v_s, %c0 : i32
    ascendc.wait_flag v_s, %c0 : i32
    %part = ascendc.local_tensor.get_value %ws, %c0 : !ascendc.local_tensor<*xf32>, i32, f32
    %sum = arith.addf %acc, %part : f32
    scf.yield %sum : f32
  } else {
    scf.yield %acc : f32
  }
  // The last V read of ws must be done before S overwrites it (the tail's V_S covers it
  // when there is a tail; the loop's S_V/V_S pair otherwise).
  ascendc.local_tensor.set_value %ws, %c0, %total : !ascendc.local_tensor<*xf32>, i32, f32
  ascendc.set_flag s_mte3, %c0 : i32
  ascendc.wait_flag s_mte3, %c0 : i32
  %out = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %c4 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
  ascendc.data_copy_pad_l2 %gy, %ws, %out : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.data_copy_params
  return
}
