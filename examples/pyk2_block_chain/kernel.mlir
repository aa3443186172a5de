// An ordered cross-core scan: core b sums its 64 f32 (ReduceSum), waits for block b−1
// (WaitPreBlock), reads the running total from GM, stores it as its exclusive prefix,
// adds its sum, writes the total back and notifies block b+1 (NotifyNextBlock). The
// tiles come from TBufs carved out of a TBufPool (InitBufPool, the pool's InitBuffer);
// the flags use event ids from FetchEventID / AllocEventID (ReleaseEventID after);
// GetSize/GetLength of the tile and GetDataBlockSizeInBytes size the copies.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @block_chain(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %acc: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %pre: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ws: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c256 = arith.constant 256 : i32
    %pool_bytes = arith.constant 1024 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gacc = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gacc, %acc : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gpre = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gpre, %pre : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gws = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gws, %ws : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %pool = ascendc.tBufPool : !ascendc.tbuf_pool<vecin, 4>
    %pool_ok = ascendc.pipe.init_buf_pool(%pipe, %pool, %pool_bytes) : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 4>, i32 -> i1
    %bx = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.tbuf_pool.init_buffer %pool, %bx, %c256 : !ascendc.tbuf_pool<vecin, 4>, !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_tensor %bx : !ascendc.tbuf<vecin>, !ascendc.local_tensor<64xf32>
    %bs = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.tbuf_pool.init_buffer %pool, %bs, %c32 : !ascendc.tbuf_pool<vecin, 4>, !ascendc.tbuf<vecin>, i32
    %ts = ascendc.tbuf.get_tensor %bs : !ascendc.tbuf<vecin>, !ascendc.local_tensor<8xf32>
    %ba = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.tbuf_pool.init_buffer %pool, %ba, %c32 : !ascendc.tbuf_pool<vecin, 4>, !ascendc.tbuf<vecin>, i32
    %ta = ascendc.tbuf.get_tensor %ba : !ascendc.tbuf<vecin>, !ascendc.local_tensor<8xf32>
    %bw = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.tbuf_pool.init_buffer %pool, %bw, %c256 : !ascendc.tbuf_pool<vecin, 4>, !ascendc.tbuf<vecin>, i32
    %tw = ascendc.tbuf.get_tensor %bw : !ascendc.tbuf<vecin>, !ascendc.local_tensor<64xi32>
    %btmp = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %btmp, %c256 : !ascendc.tbuf<veccalc>, i32
    %tmp = ascendc.tbuf.get_tensor %btmp : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
    %len = ascendc.local_tensor.get_size %tx : !ascendc.local_tensor<64xf32>, i32
    %blk = ascendc.get_data_block_size_in_bytes : i32
    %acc_len_u = ascendc.local_tensor.get_length %ta : !ascendc.local_tensor<8xf32>, ui32
    %acc_bytes = emitc.cast %acc_len_u : ui32 to i32
    %c4 = arith.constant 4 : i32
    %acc_elems = arith.divsi %acc_bytes, %c4 : i32
    %acc_cnt = arith.divsi %blk, %c4 : i32
    %xo = arith.muli %idx, %len : i32
    %gxi = ascendc.global_tensor.subindex %gx[%xo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tx, %gxi, %len : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
    %e0 = ascendc.pipe.fetch_event_id %pipe, mte2_v : i32
    ascendc.set_flag mte2_v, %e0 : i32
    ascendc.wait_flag mte2_v, %e0 : i32
    ascendc.reduce_sum_l2 %ts, %tx, %tmp, %len : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.wait_pre_block %gws, %tw : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<64xi32>
    ascendc.data_copy_l2 %ta, %gacc, %acc_cnt : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i32
    %e1 = ascendc.pipe.alloc_event_id %pipe, mte2_mte3 : i32
    ascendc.set_flag mte2_mte3, %e1 : i32
    ascendc.wait_flag mte2_mte3, %e1 : i32
    ascendc.pipe.release_event_id %pipe, %e1 {event = 20 : i32} : !ascendc.pipe, i32
    %po = arith.muli %idx, %c8 : i32
    %gpi = ascendc.global_tensor.subindex %gpre[%po] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gpi, %ta, %acc_cnt : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i32
    %e2 = ascendc.pipe.fetch_event_id %pipe, mte2_v : i32
    ascendc.set_flag mte2_v, %e2 : i32
    ascendc.wait_flag mte2_v, %e2 : i32
    %e3 = ascendc.pipe.fetch_event_id %pipe, mte3_v : i32
    ascendc.set_flag mte3_v, %e3 : i32
    ascendc.wait_flag mte3_v, %e3 : i32
    ascendc.pipe_barrier pipe_v
    ascendc.add_l2 %ta, %ta, %ts, %c1 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i32
    %e4 = ascendc.pipe.fetch_event_id %pipe, v_mte3 : i32
    ascendc.set_flag v_mte3, %e4 : i32
    ascendc.wait_flag v_mte3, %e4 : i32
    ascendc.data_copy_l2 %gacc, %ta, %acc_elems : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i32
    ascendc.notify_next_block %gws, %tw : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<64xi32>
    ascendc.pipe_barrier pipe_all
    return
  }
}
