// Per-core histogram of %n int32 labels in [0, 8) read one by one from GM on the scalar
// unit (GlobalTensor::GetValue), counted in UB (LocalTensor GetValue/SetValue after a
// Duplicate zeroed the bins: V_S), and written to GM by GlobalTensor::SetValue, followed
// by DataCacheCleanAndInvalid<ENTIRE_DATA_CACHE, CACHELINE_OUT> so the scalar writes
// leave the data cache. A second output row holds the label sum, written by MTE3 from UB
// after an S_MTE3 flag.
func.func @gm_histogram(%ffts: memref<?xui64, 22>, %lab: memref<?xi32, 22>, %hist: memref<?xi32, 22>, %sums: memref<?xi32, 22>, %n: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c32 = arith.constant 32 : i32
  %idx = ascendc.get_block_idx : i32
  %lo = arith.muli %idx, %n : i32
  %lo_i = arith.index_cast %lo : i32 to index
  %ho = arith.muli %idx, %c8 : i32
  %ho_i = arith.index_cast %ho : i32 to index
  %idx_i = arith.index_cast %idx : i32 to index
  %lc = emitasc.ptr_offset %lab[%lo_i] : memref<?xi32, 22>, memref<?xi32, 22>
  %hc = emitasc.ptr_offset %hist[%ho_i] : memref<?xi32, 22>, memref<?xi32, 22>
  %sc = emitasc.ptr_offset %sums[%idx_i] : memref<?xi32, 22>, memref<?xi32, 22>
  %gl = ascendc.global_tensor : !ascendc.global_tensor<*xi32>
  ascendc.global_tensor.set_global_buffer %gl, %lc, %n : !ascendc.global_tensor<*xi32>, memref<?xi32, 22>, i32
  %gh = ascendc.global_tensor : !ascendc.global_tensor<*xi32>
  ascendc.global_tensor.set_global_buffer %gh, %hc, %c8 : !ascendc.global_tensor<*xi32>, memref<?xi32, 22>, i32
  %gs = ascendc.global_tensor : !ascendc.global_tensor<*xi32>
  ascendc.global_tensor.set_global_buffer %gs, %sc, %c1 : !ascendc.global_tensor<*xi32>, memref<?xi32, 22>, i32
  %pipe = ascendc.pipe
  %bb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %bb, %c32 : !ascendc.tbuf<veccalc>, i32
  %bins = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xi32>
  %sb = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %sb, %c32 : !ascendc.tbuf<vecout>, i32
  %st = ascendc.tbuf.get_tensor %sb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<8xi32>
  ascendc.duplicate_l2 %bins, %c0, %c8 : !ascendc.local_tensor<8xi32>, i32, i32
  ascendc.set_flag v_s, %c0 : i32
  ascendc.wait_flag v_s, %c0 : i32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %l = ascendc.global_tensor.get_value %gl, %i : !ascendc.global_tensor<*xi32>, i32, i32
    %b = ascendc.local_tensor.get_value %bins, %l : !ascendc.local_tensor<8xi32>, i32, i32
    %b1 = arith.addi %b, %c1 : i32
    ascendc.local_tensor.set_value %bins, %l, %b1 : !ascendc.local_tensor<8xi32>, i32, i32
    %a = arith.addi %acc, %l : i32
    scf.yield %a : i32
  }
  scf.for %k = %c0 to %c8 step %c1 : i32 {
    %v = ascendc.local_tensor.get_value %bins, %k : !ascendc.local_tensor<8xi32>, i32, i32
    %k64 = arith.extui %k : i32 to i64
    %ku = emitc.cast %k64 : i64 to ui64
    ascendc.global_tensor.set_value %gh, %ku, %v : !ascendc.global_tensor<*xi32>, ui64, i32
  }
  "ascendc.data_cache_clean_invalid_global"(%gh) {entireType = 1 : i32, dcciDst = 2 : i32} : (!ascendc.global_tensor<*xi32>) -> ()
  ascendc.local_tensor.set_value %st, %c0, %sum : !ascendc.local_tensor<8xi32>, i32, i32
  ascendc.set_flag s_mte3, %c0 : i32
  ascendc.wait_flag s_mte3, %c0 : i32
  %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %c4 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
  ascendc.data_copy_pad_l2 %gs, %st, %cp : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<8xi32>, !ascendc.data_copy_params
  return
}
