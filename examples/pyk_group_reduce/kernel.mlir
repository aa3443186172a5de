// Per-repeat reductions of each core's 512 f32 (8 repeats of 64), written to one result
// row of 408 floats per core:
//   [0, 64)    BlockReduceSum L0: the sum of each 32-byte block (8 elements)
//   [64, 128)  BlockReduceMax L1 with lanes 0-3 of each block enabled (mask word
//              0x0F0F0F0F0F0F0F0F): the max of x[8i .. 8i+3]
//   [128, 384) PairReduceSum L0: x[2i] + x[2i+1]
//   [384, 392) RepeatReduceSum L0: the sum of each repeat
//   [392, 408) WholeReduceMin L0, ORDER_VALUE_INDEX: (min, index bits) per repeat
// TBufs with MTE2_V / V_MTE3 flags; a PipeBarrier<PIPE_V> is not needed between the
// reductions (they read x and write disjoint parts of the row).
func.func @group_reduce(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %c384 = arith.constant 384 : i32
  %c392 = arith.constant 392 : i32
  %c408 = arith.constant 408 : i32
  %n = arith.constant 512 : i32
  %bytes = arith.constant 2048 : i32
  %m4s = arith.constant 1085102592571150095 : i64
  %m4 = emitc.cast %m4s : i64 to ui64
  %zs = arith.constant 0 : i64
  %z = emitc.cast %zs : i64 to ui64
  %idx = ascendc.get_block_idx : i32
  %xo = arith.muli %idx, %n : i32
  %xo_i = arith.index_cast %xo : i32 to index
  %yo = arith.muli %idx, %c408 : i32
  %yo_i = arith.index_cast %yo : i32 to index
  %xc = emitasc.ptr_offset %x[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%yo_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %xb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %xb, %bytes : !ascendc.tbuf<vecin>, i32
  %tx = ascendc.tbuf.get_tensor %xb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<512xf32>
  %yb = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %yb, %bytes : !ascendc.tbuf<vecout>, i32
  %ty = ascendc.tbuf.get_tensor %yb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xf32>
  %bm = ascendc.local_tensor.subindex %ty[%c64] : !ascendc.local_tensor<512xf32>, i32, !ascendc.local_tensor<512xf32>
  %ps = ascendc.local_tensor.subindex %ty[%c128] : !ascendc.local_tensor<512xf32>, i32, !ascendc.local_tensor<512xf32>
  %rs = ascendc.local_tensor.subindex %ty[%c384] : !ascendc.local_tensor<512xf32>, i32, !ascendc.local_tensor<512xf32>
  %wm = ascendc.local_tensor.subindex %ty[%c392] : !ascendc.local_tensor<512xf32>, i32, !ascendc.local_tensor<512xf32>
  ascendc.data_copy_l2 %tx, %gx, %n : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.block_reduce_sum_l0 %ty, %tx, %c8, %c64, %c1, %c1, %c8 {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32, i32
  ascendc.block_reduce_max_l1 %bm, %tx, %c8, %m4, %z, %c1, %c1, %c8 {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, ui64, ui64, i32, i32, i32
  ascendc.pair_reduce_sum_l0 %ps, %tx, %c8, %c64, %c1, %c1, %c8 {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32, i32
  ascendc.repeat_reduce_sum_l0 %rs, %tx, %c8, %c64, %c1, %c1, %c1, %c8 {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32, i32, i32
  ascendc.whole_reduce_min_l0 %wm, %tx, %c64, %c8, %c1, %c1, %c8 {order = 0 : i32, isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %ty, %c408 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<512xf32>, i32
  return
}
