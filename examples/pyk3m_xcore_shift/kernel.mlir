// y = x + sum(x) over all n f32, one pass per core with a cross-core flag as the barrier
// (per elements each, a multiple of 8, the last core what is left): each core sums its
// slice (ReduceSum), stores the partial as the first of 8 floats of partials[core], then
// CrossCoreSetFlag<0, PIPE_MTE3>(5) (after its MTE3 store) and CrossCoreWaitFlag<0,
// PIPE_MTE2>(5): mode 0 lets every core's MTE2 go on only once all cores set the flag,
// i.e. once every partial is in GM.
// Each core then reads all GetBlockNum()·8 floats back, sums them and adds the total to
// its slice. Integer-valued inputs keep every sum exact in f32.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @xcore_shift(%x: memref<?xf32, 22>, %partials: memref<?xf32, 22>, %y: memref<?xf32, 22>, %n: i32, %per: i32, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    %c0 = arith.constant 0 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c4096 = arith.constant 4096 : i32
    %c512 = arith.constant 512 : i32
    %zero = arith.constant 0.0 : f32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gp = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gp, %partials : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %idx = ascendc.get_block_idx : i32
    %num = ascendc.get_block_num : i32
    %off = arith.muli %idx, %per : i32
    %left = arith.subi %n, %off : i32
    %cnt0 = arith.minsi %left, %per : i32
    %cnt = arith.maxsi %cnt0, %c0 : i32
    %pipe = ascendc.pipe
    %bx = ascendc.tbuf : !ascendc.tbuf<vecin>
    %xbytes = arith.constant 16384 : i32
    ascendc.pipe.init_buffer %pipe, %bx, %xbytes : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_tensor %bx : !ascendc.tbuf<vecin>, !ascendc.local_tensor<4096xf32>
    %bw = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bw, %xbytes : !ascendc.tbuf<veccalc>, i32
    %work = ascendc.tbuf.get_tensor %bw : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<4096xf32>
    %bs = ascendc.tbuf : !ascendc.tbuf<vecout>
    %sbytes = arith.constant 2048 : i32
    ascendc.pipe.init_buffer %pipe, %bs, %sbytes : !ascendc.tbuf<vecout>, i32
    %ts = ascendc.tbuf.get_tensor %bs : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xf32>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %poff = arith.muli %idx, %c8 : i32
    %gpi = ascendc.global_tensor.subindex %gp[%poff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    // Phase 1: the partial sum of this core's slice (0 for a core without one).
    ascendc.duplicate_l2 %ts, %zero, %c8 : !ascendc.local_tensor<512xf32>, f32, i32
    ascendc.data_copy_l2 %tx, %gxi, %cnt : !ascendc.local_tensor<4096xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.pipe_barrier pipe_v
    %has = arith.cmpi sgt, %cnt, %c0 : i32
    scf.if %has {
      ascendc.reduce_sum_l2 %ts, %tx, %work, %cnt : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<4096xf32>, i32
    }
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    ascendc.data_copy_l2 %gpi, %ts, %c8 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<512xf32>, i32
    // Every core's partial is in GM once all cores set flag 5 (mode 0).
    ascendc.cross_core_set_flag %c5, 0, pipe_mte3 : i32
    ascendc.cross_core_wait_flag %c5, 0, pipe_mte2 : i32
    // Phase 2: the total, added to the slice.
    %np = arith.muli %num, %c8 : i32
    ascendc.data_copy_l2 %work, %gp, %np : !ascendc.local_tensor<4096xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.pipe_barrier pipe_v
    ascendc.reduce_sum_l2 %ts, %work, %work, %np : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<4096xf32>, i32
    ascendc.set_flag v_s, %c0 : i32
    ascendc.wait_flag v_s, %c0 : i32
    %total = ascendc.local_tensor.get_value %ts, %c0 : !ascendc.local_tensor<512xf32>, i32, f32
    ascendc.set_flag s_v, %c0 : i32
    ascendc.wait_flag s_v, %c0 : i32
    scf.if %has {
      ascendc.adds_l2 %tx, %tx, %total, %cnt : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<4096xf32>, f32, i32
      ascendc.set_flag v_mte3, %c0 : i32
      ascendc.wait_flag v_mte3, %c0 : i32
      ascendc.data_copy_l2 %gyi, %tx, %cnt : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<4096xf32>, i32
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
