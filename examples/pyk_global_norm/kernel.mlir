// Normalisation by statistics over all cores: y = (x - max(x)) / sum(x), f32. Each core
// reduces its %n elements (one DataCopyPad tile, n not a multiple of 8) with ReduceMax and
// ReduceSum, folds them into GM with atomic max and atomic add (SetAtomicMax/SetAtomicAdd
// around a 4-byte DataCopyPad each, SetAtomicNone after), meets the others at SyncAll,
// reads both totals back (MTE2_S, GetValue) and writes its part of y. The host
// initialises %gmax to -inf and %gsum to 0.
func.func @global_norm(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %gmax: memref<?xf32, 22>, %gsum: memref<?xf32, 22>, %n: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c32 = arith.constant 32 : i32
  %tile_bytes = arith.constant 8192 : i32
  %one = arith.constant 1.0 : f32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %n : i32
  %base_i = arith.index_cast %base : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc, %n : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gm = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gm, %gmax, %c1 : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gs = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gs, %gsum, %c1 : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %pipe = ascendc.pipe
  %xb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %xb, %tile_bytes : !ascendc.tbuf<vecin>, i32
  %tx = ascendc.tbuf.get_tensor %xb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<2048xf32>
  %yb = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %yb, %tile_bytes : !ascendc.tbuf<vecout>, i32
  %ty = ascendc.tbuf.get_tensor %yb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<2048xf32>
  %tmpb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tmpb, %tile_bytes : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tmpb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<2048xf32>
  %mb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %mb, %c32 : !ascendc.tbuf<veccalc>, i32
  %wm = ascendc.tbuf.get_tensor %mb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %sb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %sb, %c32 : !ascendc.tbuf<veccalc>, i32
  %wsum = ascendc.tbuf.get_tensor %sb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %bytes = arith.muli %n, %c4 : i32
  %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
  %cp1 = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %c4 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
  ascendc.data_copy_pad_l2 %tx, %gx, %cp : !ascendc.local_tensor<2048xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_params
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.reduce_max_l2 %wm, %tx, %tmp, %n, %c0 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, i32, i32
  ascendc.reduce_sum_l2 %wsum, %tx, %tmp, %n : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.set_atomic_max {dtype = f32} : () -> ()
  ascendc.data_copy_pad_l2 %gm, %wm, %cp1 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<8xf32>, !ascendc.data_copy_params
  ascendc.pipe_barrier pipe_mte3
  ascendc.set_atomic_add {dtype = f32} : () -> ()
  ascendc.data_copy_pad_l2 %gs, %wsum, %cp1 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<8xf32>, !ascendc.data_copy_params
  ascendc.pipe_barrier pipe_mte3
  ascendc.set_atomic_none : () -> ()
  ascendc.sync_all_hard {isAIVOnly}
  ascendc.data_copy_pad_l2 %wm, %gm, %cp1 : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_params
  ascendc.data_copy_pad_l2 %wsum, %gs, %cp1 : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_params
  ascendc.set_flag mte2_s, %c0 : i32
  ascendc.wait_flag mte2_s, %c0 : i32
  %m = ascendc.local_tensor.get_value %wm, %c0 : !ascendc.local_tensor<8xf32>, i32, f32
  %s = ascendc.local_tensor.get_value %wsum, %c0 : !ascendc.local_tensor<8xf32>, i32, f32
  %negm = arith.negf %m : f32
  %inv = arith.divf %one, %s : f32
  ascendc.adds_l2 %ty, %tx, %negm, %n : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, f32, i32
  ascendc.pipe_barrier pipe_v
  ascendc.muls_l2 %ty, %ty, %inv, %n : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, f32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_pad_l2 %gy, %ty, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.data_copy_params
  return
}
