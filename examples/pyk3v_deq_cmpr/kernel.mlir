// AddDeqRelu at L0 and L1 (counter mode) and f32 Compare-to-register at L1 feeding
// register-mode Select, per core 256 int32 a, b and 256 f32 x, y (7 cores):
//   dq[0:256]   = AddDeqRelu L0 (SetDeqScale(half 0.0625)), count mask 50, 3 repeats,
//                 dstRepStride 4 (64 f16 per repeat): lanes 0..49 of repeats 0..2; 0 elsewhere
//   dq[256:512] = AddDeqRelu L1 in counter mode (SetMaskCount, one word = 150): the first
//                 150 elements; 0 elsewhere
//   sr[0:256]   = CompareR L1 (GE, one word, 64 lanes) of x[0:64], y[0:64] into CMPMASK,
//                 then Select VSEL_CMPMASK_SPR over 4 repeats: bit l picks x, else y
//   sr[256:512] = the same CMPMASK with the mask register at lanes (l mod 16) < 8 and
//                 src1RepStride 0 (y's first 64 reused); 7 on the disabled lanes
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @deq_cmpr(%a: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %dq: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %sr: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c50 = arith.constant 50 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c2048 = arith.constant 2048 : i32
    %c3072 = arith.constant 3072 : i32
    %c4096 = arith.constant 4096 : i32
    %scale = arith.constant 0.0625 : f16
    %hz = arith.constant 0.0 : f16
    %f7 = arith.constant 7.0 : f32
    %w_all_i = arith.constant -1 : i64
    %w_all = emitc.cast %w_all_i : i64 to ui64
    %w_zero_i = arith.constant 0 : i64
    %w_zero = emitc.cast %w_zero_i : i64 to ui64
    %n150_i = arith.constant 150 : i64
    %n150 = emitc.cast %n150_i : i64 to ui64
    %m_half = arith.constant 71777214294589695 : i64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gdq = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gdq, %dq : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gsr = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gsr, %sr : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %c4096 : !ascendc.tbuf<vecin>, i32
    %ta = ascendc.tbuf.get_with_offset %bin, %c256, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi32>
    %tb = ascendc.tbuf.get_with_offset %bin, %c256, %c1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi32>
    %tx = ascendc.tbuf.get_with_offset %bin, %c256, %c2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %ty = ascendc.tbuf.get_with_offset %bin, %c256, %c3072 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %c3072 : !ascendc.tbuf<vecout>, i32
    %tdq = ascendc.tbuf.get_with_offset %bout, %c512, %c0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf16>
    %tsr = ascendc.tbuf.get_with_offset %bout, %c512, %c1024 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf32>
    %off = arith.muli %idx, %c256 : i32
    %gai = ascendc.global_tensor.subindex %ga[%off] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    %gbi = ascendc.global_tensor.subindex %gb[%off] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %ta, %gai, %c256 : !ascendc.local_tensor<256xi32>, !ascendc.global_tensor<?xi32>, i32
    ascendc.data_copy_l2 %tb, %gbi, %c256 : !ascendc.local_tensor<256xi32>, !ascendc.global_tensor<?xi32>, i32
    ascendc.data_copy_l2 %tx, %gxi, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %ty, %gyi, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.duplicate_l2 %tdq, %hz, %c512 : !ascendc.local_tensor<512xf16>, f16, i32
    %sr2 = ascendc.local_tensor.subindex %tsr[%c256] : !ascendc.local_tensor<512xf32>, i32, !ascendc.local_tensor<512xf32>
    ascendc.duplicate_l2 %sr2, %f7, %c256 : !ascendc.local_tensor<512xf32>, f32, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.pipe_barrier pipe_v
    ascendc.set_deq_scale %scale : f16
    %bq = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c4 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    ascendc.add_deq_relu_l0 %tdq, %ta, %tb, %c50, %c3, %bq {isSetMask} : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, i32, i32, !ascendc.binary_repeat_params
    %dq2 = ascendc.local_tensor.subindex %tdq[%c256] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    ascendc.set_mask_count
    ascendc.add_deq_relu_l1 %dq2, %ta, %tb, %n150, %c1, %bq {isSetMask} : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, ui64, i32, !ascendc.binary_repeat_params
    ascendc.set_mask_norm
    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    ascendc.compare_r_l1 %tx, %ty, %w_all, %w_zero, %bp {cmpMode = 4 : i32} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, !ascendc.binary_repeat_params
    ascendc.set_vector_mask_l1 %w_zero_i, %w_all_i {dtype = f32, mode = 0 : i32} : i64, i64
    ascendc.select_reg %tsr, %tx, %ty, %c4, %bp {selMode = 0 : i32} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, !ascendc.binary_repeat_params
    %brow = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c0 : i32)
    ascendc.set_vector_mask_l1 %w_zero_i, %m_half {dtype = f32, mode = 0 : i32} : i64, i64
    ascendc.select_reg %sr2, %tx, %ty, %c4, %brow {selMode = 0 : i32} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, !ascendc.binary_repeat_params
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %o2 = arith.muli %off, %c2 : i32
    %gdqi = ascendc.global_tensor.subindex %gdq[%o2] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gdqi, %tdq, %c512 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<512xf16>, i32
    %gsri = ascendc.global_tensor.subindex %gsr[%o2] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gsri, %tsr, %c512 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<512xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
