// Dequantisation and the CMPMASK register, per core 256 int32 a, b and 128 f16 x, y:
//   dq = AddDeqRelu(a, b) with SetDeqScale(half 0.125): relu(a + b)·0.125 as f16 (L2)
//   cs = Cast<half, int32_t>(a) scaled by the same SetDeqScale (L2)
//   sr = Select in register mode (VSEL_CMPMASK_SPR): Compare-to-register (L0, GT) writes
//        CMPMASK from x > y over one repeat of 128 lanes; GetCmpMask stores the 16 bytes
//        (cm), SetCmpMask loads them back, and Select(dst, x, y) picks x where the bit is set,
//        y elsewhere, for both repeats (the mask register: SetVectorMask of 128 lanes).
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @deq_cmpmask(%a: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %x: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %dq: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %cs: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %sr: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %cm: memref<*xui8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %scale = arith.constant 0.125 : f16
    %m128 = arith.constant 128 : i64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gdq = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gdq, %dq : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gcs = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gcs, %cs : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gsr = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gsr, %sr : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gcm = ascendc.global_tensor : !ascendc.global_tensor<?xui8>
    ascendc.global_tensor.set_global_buffer %gcm, %cm : !ascendc.global_tensor<?xui8>, memref<*xui8, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    %c3072 = arith.constant 3072 : i32
    ascendc.pipe.init_buffer %pipe, %bin, %c3072 : !ascendc.tbuf<vecin>, i32
    %ta = ascendc.tbuf.get_with_offset %bin, %c256, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi32>
    %tb = ascendc.tbuf.get_with_offset %bin, %c256, %c1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi32>
    %c2048 = arith.constant 2048 : i32
    %c2560 = arith.constant 2560 : i32
    %tx = ascendc.tbuf.get_with_offset %bin, %c256, %c2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %ty = ascendc.tbuf.get_with_offset %bin, %c256, %c2560 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    %c1568 = arith.constant 1568 : i32
    ascendc.pipe.init_buffer %pipe, %bout, %c1568 : !ascendc.tbuf<vecout>, i32
    %tdq = ascendc.tbuf.get_with_offset %bout, %c256, %c0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf16>
    %tcs = ascendc.tbuf.get_with_offset %bout, %c256, %c512 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf16>
    %tsr = ascendc.tbuf.get_with_offset %bout, %c256, %c1024 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf16>
    %c1536 = arith.constant 1536 : i32
    %tcm = ascendc.tbuf.get_with_offset %bout, %c32, %c1536 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<32xui8>
    %off = arith.muli %idx, %c256 : i32
    %gai = ascendc.global_tensor.subindex %ga[%off] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    %gbi = ascendc.global_tensor.subindex %gb[%off] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ta, %gai, %c256 : !ascendc.local_tensor<256xi32>, !ascendc.global_tensor<?xi32>, i32
    ascendc.data_copy_l2 %tb, %gbi, %c256 : !ascendc.local_tensor<256xi32>, !ascendc.global_tensor<?xi32>, i32
    ascendc.data_copy_l2 %tx, %gxi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %ty, %gyi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.set_deq_scale %scale : f16
    ascendc.add_deq_relu_l2 %tdq, %ta, %tb, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, i32
    ascendc.cast_l2 %tcs, %ta, %c256 {roundMode = 0 : i32} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xi32>, i32
    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    ascendc.compare_r_l0 %tx, %ty, %c128, %bp {cmpMode = 1 : i32, isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32, !ascendc.binary_repeat_params
    ascendc.get_cmp_mask %tcm : !ascendc.local_tensor<32xui8>
    ascendc.pipe_barrier pipe_v
    ascendc.set_cmp_mask %tcm : !ascendc.local_tensor<32xui8>
    ascendc.set_vector_mask_l0 %m128 {dtype = f16, mode = 0 : i32} : i64
    ascendc.select_reg %tsr, %tx, %ty, %c2, %bp {selMode = 0 : i32} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32, !ascendc.binary_repeat_params
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %gdqi = ascendc.global_tensor.subindex %gdq[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gdqi, %tdq, %c256 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<256xf16>, i32
    %gcsi = ascendc.global_tensor.subindex %gcs[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gcsi, %tcs, %c256 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<256xf16>, i32
    %gsri = ascendc.global_tensor.subindex %gsr[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gsri, %tsr, %c256 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<256xf16>, i32
    %o32 = arith.muli %idx, %c32 : i32
    %gcmi = ascendc.global_tensor.subindex %gcm[%o32] : !ascendc.global_tensor<?xui8>, i32, !ascendc.global_tensor<?xui8>
    %p16 = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %c16 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    ascendc.data_copy_pad_l2 %gcmi, %tcm, %p16 : !ascendc.global_tensor<?xui8>, !ascendc.local_tensor<32xui8>, !ascendc.data_copy_params
    ascendc.pipe_barrier pipe_all
    return
  }
}
