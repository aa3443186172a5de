// Reductions with indices and per-block/pair/repeat forms, per core 1024 f16 h and 512 f32 x
// (6 cores), results in rh (256 f16) and rx (128 f32), 0 where nothing is written:
//   rh[0:2]   = ReduceMax L0 with calIndex over h (128 lanes, 8 repeats): max, index bits
//   rx[0:2]   = ReduceMin L1 with calIndex over the even lanes of x (one word, 8 repeats)
//   rx[2]     = ReduceMax L0 without index, mask 37, 3 repeats
//   rh[8:24]  = WholeReduceMax L1 (lanes 0..71), ORDER_VALUE_INDEX, per repeat (value, index)
//   rx[8:16]  = WholeReduceMin L0 (mask 50), ORDER_ONLY_INDEX: the index per repeat
//   rh[32:96] = BlockReduceMax L1 (the low 8 lanes of each 16-lane block), 4 repeats, dstRepStride 2
//   rx[16:48] = BlockReduceSum L0 over 4 repeats of every other block (srcBlkStride 2, srcRepStride 16)
//   rh[96:224]= PairReduceSum L1 over 2 repeats, srcRepStride 16 (repeat 1 reads h[256:384])
//   rx[64:80] = RepeatReduceSum L0, mask 48, 8 repeats, dstRepStride 2
//   rh[224]   = ReduceSum L2 over the first 1000 of h
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @reduce_idx(%h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %rh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %rx: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k2 = arith.constant 2 : i32
    %k3 = arith.constant 3 : i32
    %k4 = arith.constant 4 : i32
    %k8 = arith.constant 8 : i32
    %k16 = arith.constant 16 : i32
    %k32 = arith.constant 32 : i32
    %k37 = arith.constant 37 : i32
    %k48 = arith.constant 48 : i32
    %k50 = arith.constant 50 : i32
    %k64 = arith.constant 64 : i32
    %k96 = arith.constant 96 : i32
    %k128 = arith.constant 128 : i32
    %k224 = arith.constant 224 : i32
    %k256 = arith.constant 256 : i32
    %k512 = arith.constant 512 : i32
    %k1000 = arith.constant 1000 : i32
    %k1024 = arith.constant 1024 : i32
    %k2048 = arith.constant 2048 : i32
    %k4096 = arith.constant 4096 : i32
    %k8192 = arith.constant 8192 : i32
    %k12288 = arith.constant 12288 : i32
    %hz = arith.constant 0.0 : f16
    %fz = arith.constant 0.0 : f32
    %wa = arith.constant -1 : i64
    %w_all = emitc.cast %wa : i64 to ui64
    %wz = arith.constant 0 : i64
    %w_zero = emitc.cast %wz : i64 to ui64
    %we = arith.constant 6148914691236517205 : i64
    %w_even = emitc.cast %we : i64 to ui64
    %wf = arith.constant 255 : i64
    %w_ff = emitc.cast %wf : i64 to ui64
    %wb = arith.constant 71777214294589695 : i64
    %w_blk = emitc.cast %wb : i64 to ui64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %grh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %grh, %rh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %grx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %grx, %rx : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k4096 : !ascendc.tbuf<vecin>, i32
    %th = ascendc.tbuf.get_with_offset %bin, %k1024, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %tx = ascendc.tbuf.get_with_offset %bin, %k512, %k2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k1024 : !ascendc.tbuf<vecout>, i32
    %trh = ascendc.tbuf.get_with_offset %bout, %k256, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf16>
    %trx = ascendc.tbuf.get_with_offset %bout, %k128, %k512 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<128xf32>
    %bcalc = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bcalc, %k12288 : !ascendc.tbuf<veccalc>, i32
    %ttmp = ascendc.tbuf.get_with_offset %bcalc, %k1024, %k0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xf32>
    %ttmp2 = ascendc.tbuf.get_with_offset %bcalc, %k1024, %k4096 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xf32>
    %ttmp3 = ascendc.tbuf.get_with_offset %bcalc, %k1024, %k8192 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xf32>
    %off_h = arith.muli %idx, %k1024 : i32
    %ghi = ascendc.global_tensor.subindex %gh[%off_h] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %th, %ghi, %k1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_x = arith.muli %idx, %k512 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off_x] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tx, %gxi, %k512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32

    ascendc.duplicate_l2 %trh, %hz, %k256 : !ascendc.local_tensor<256xf16>, f16, i32
    ascendc.duplicate_l2 %trx, %fz, %k128 : !ascendc.local_tensor<128xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.reduce_max_l0 %trh, %th, %ttmp, %k128, %k8, %k8, %k1 : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf32>, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.reduce_min_l1 %trx, %tx, %ttmp, %w_even, %w_zero, %k8, %k8, %k1 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<1024xf32>, ui64, ui64, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %rx2 = ascendc.local_tensor.subindex %trx[%k2] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    ascendc.reduce_max_l0 %rx2, %tx, %ttmp2, %k37, %k3, %k8, %k0 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<1024xf32>, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %rh8 = ascendc.local_tensor.subindex %trh[%k8] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<256xf16>
    ascendc.whole_reduce_max_l1 %rh8, %th, %w_all, %w_ff, %k8, %k1, %k1, %k8 {order = 0 : i32} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %rx8 = ascendc.local_tensor.subindex %trx[%k8] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    ascendc.whole_reduce_min_l0 %rx8, %tx, %k50, %k8, %k1, %k1, %k8 {order = 3 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %rh32 = ascendc.local_tensor.subindex %trh[%k32] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<256xf16>
    ascendc.block_reduce_max_l1 %rh32, %th, %k4, %w_blk, %w_all, %k2, %k1, %k8 : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<1024xf16>, i32, ui64, ui64, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %rx16 = ascendc.local_tensor.subindex %trx[%k16] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    ascendc.block_reduce_sum_l0 %rx16, %tx, %k4, %k64, %k1, %k2, %k16 {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %rh96 = ascendc.local_tensor.subindex %trh[%k96] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<256xf16>
    ascendc.pair_reduce_sum_l1 %rh96, %th, %k2, %w_all, %w_all, %k1, %k1, %k16 {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<1024xf16>, i32, ui64, ui64, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %rx64 = ascendc.local_tensor.subindex %trx[%k64] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    ascendc.repeat_reduce_sum_l0 %rx64, %tx, %k8, %k48, %k1, %k1, %k2, %k8 {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %rh224 = ascendc.local_tensor.subindex %trh[%k224] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<256xf16>
    ascendc.reduce_sum_l2 %rh224, %th, %ttmp3, %k1000 : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_rh = arith.muli %idx, %k256 : i32
    %grhi = ascendc.global_tensor.subindex %grh[%off_rh] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %grhi, %trh, %k256 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<256xf16>, i32
    %off_rx = arith.muli %idx, %k128 : i32
    %grxi = ascendc.global_tensor.subindex %grx[%off_rx] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %grxi, %trx, %k128 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<128xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
