// Block-strided L0/L1 vector forms on rows of 128 f32 (16 blocks), rows split over the
// cores with a short last core (per rows each, the last one what is left):
//   z1[r, 8j+e] = max(x[r, 16j+e], x[r, 16j+8+e])       max_l0, src block stride 2
//   z2[r, :]    = min(x[r, 64:128], b)                    min_l0, src1 repeat stride 0
//   z3[r, :]    = y·x on even lanes, y on odd lanes       mul_l1, bit mask 0x5555...
//   z4[r, blocks 2k, 2k+1] = (x - y)[r, blocks k, 8+k]    sub_l0, dst block stride 2
//   z5[r, 8j+e] = x[r, 16j+e] / s, minus t on lanes < 32  divs_l1 (block stride 2), subs_l0
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @block_pool(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %z1: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %z2: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %z3: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %z4: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %z5: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %nrows: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %per: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %s: f32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %t: f32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %buf = arith.constant 8192 : i32
    %even_i = arith.constant 6148914691236517205 : i64
    %even = emitc.cast %even_i : i64 to ui64
    %pipe = ascendc.pipe
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g1 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g1, %z1 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g2 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g2, %z2 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g3 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g3, %z3 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g4 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g4, %z4 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g5 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g5, %z5 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %idx = ascendc.get_block_idx : i32
    %r0 = arith.muli %idx, %per : i32
    %left = arith.subi %nrows, %r0 : i32
    %cnt = arith.minsi %left, %per : i32
    %has = arith.cmpi sgt, %cnt, %c0 : i32
    scf.if %has {
      %bx = ascendc.tbuf : !ascendc.tbuf<vecin>
      ascendc.pipe.init_buffer %pipe, %bx, %buf : !ascendc.tbuf<vecin>, i32
      %tx = ascendc.tbuf.get_tensor %bx : !ascendc.tbuf<vecin>, !ascendc.local_tensor<2048xf32>
      %by = ascendc.tbuf : !ascendc.tbuf<vecin>
      ascendc.pipe.init_buffer %pipe, %by, %buf : !ascendc.tbuf<vecin>, i32
      %ty = ascendc.tbuf.get_tensor %by : !ascendc.tbuf<vecin>, !ascendc.local_tensor<2048xf32>
      %bb = ascendc.tbuf : !ascendc.tbuf<vecin>
      ascendc.pipe.init_buffer %pipe, %bb, %buf : !ascendc.tbuf<vecin>, i32
      %tb = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<64xf32>
      %b1 = ascendc.tbuf : !ascendc.tbuf<vecout>
      ascendc.pipe.init_buffer %pipe, %b1, %buf : !ascendc.tbuf<vecout>, i32
      %t1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
      %b2 = ascendc.tbuf : !ascendc.tbuf<vecout>
      ascendc.pipe.init_buffer %pipe, %b2, %buf : !ascendc.tbuf<vecout>, i32
      %t2 = ascendc.tbuf.get_tensor %b2 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
      %b4 = ascendc.tbuf : !ascendc.tbuf<vecout>
      ascendc.pipe.init_buffer %pipe, %b4, %buf : !ascendc.tbuf<vecout>, i32
      %t4 = ascendc.tbuf.get_tensor %b4 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<2048xf32>
      %b5 = ascendc.tbuf : !ascendc.tbuf<vecout>
      ascendc.pipe.init_buffer %pipe, %b5, %buf : !ascendc.tbuf<vecout>, i32
      %t5 = ascendc.tbuf.get_tensor %b5 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
      %wide = arith.muli %cnt, %c128 : i32
      %half = arith.muli %cnt, %c64 : i32
      %o128 = arith.muli %r0, %c128 : i32
      %o64 = arith.muli %r0, %c64 : i32
      %gxo = ascendc.global_tensor.subindex %gx[%o128] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %gyo = ascendc.global_tensor.subindex %gy[%o128] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_l2 %tx, %gxo, %wide : !ascendc.local_tensor<2048xf32>, !ascendc.global_tensor<?xf32>, i32
      ascendc.data_copy_l2 %ty, %gyo, %wide : !ascendc.local_tensor<2048xf32>, !ascendc.global_tensor<?xf32>, i32
      ascendc.data_copy_l2 %tb, %gb, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
      ascendc.set_flag mte2_v, %c0 : i32
      ascendc.wait_flag mte2_v, %c0 : i32
      %pool = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c2 : i32, "src1BlkStride" = %c2 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c16 : i32, "src1RepStride" = %c16 : i32)
      %xo8 = ascendc.local_tensor.subindex %tx[%c8] : !ascendc.local_tensor<2048xf32>, i32, !ascendc.local_tensor<2048xf32>
      ascendc.max_l0 %t1, %tx, %xo8, %c64, %cnt, %pool {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, i32, i32, !ascendc.binary_repeat_params
      %bias = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c16 : i32, "src1RepStride" = %c0 : i32)
      %xo64 = ascendc.local_tensor.subindex %tx[%c64] : !ascendc.local_tensor<2048xf32>, i32, !ascendc.local_tensor<2048xf32>
      ascendc.min_l0 %t2, %xo64, %tb, %c64, %cnt, %bias {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<64xf32>, i32, i32, !ascendc.binary_repeat_params
      %dense = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
      %rep2 = arith.muli %cnt, %c2 : i32
      %zero64_i = arith.constant 0 : i64
      %zero64 = emitc.cast %zero64_i : i64 to ui64
      %inter = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c2 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c16 : i32, "src0RepStride" = %c16 : i32, "src1RepStride" = %c16 : i32)
      ascendc.sub_l0 %t4, %tx, %ty, %c64, %cnt, %inter {isSetMask} : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, i32, i32, !ascendc.binary_repeat_params
      %t4o = ascendc.local_tensor.subindex %t4[%c8] : !ascendc.local_tensor<2048xf32>, i32, !ascendc.local_tensor<2048xf32>
      %yo64 = ascendc.local_tensor.subindex %ty[%c64] : !ascendc.local_tensor<2048xf32>, i32, !ascendc.local_tensor<2048xf32>
      ascendc.sub_l0 %t4o, %xo64, %yo64, %c64, %cnt, %inter {isSetMask} : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, i32, i32, !ascendc.binary_repeat_params
      %sel = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %c1 : i32, "srcBlkStride" = %c2 : i32, "dstRepStride" = %c8 : i32, "srcRepStride" = %c16 : i32)
      %all_i = arith.constant -1 : i64
      %all = emitc.cast %all_i : i64 to ui64
      ascendc.divs_l1 %t5, %tx, %s, %all, %cnt, %sel {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<2048xf32>, f32, ui64, i32, !ascendc.unary_repeat_params
      ascendc.pipe_barrier pipe_v
      %same = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %c1 : i32, "srcBlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "srcRepStride" = %c8 : i32)
      ascendc.subs_l0 %t5, %t5, %t, %c32, %cnt, %same {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i32, i32, !ascendc.unary_repeat_params
      ascendc.mul_l1 %ty, %ty, %tx, %even, %zero64, %rep2, %dense {isSetMask} : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<2048xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
      ascendc.set_flag v_mte3, %c0 : i32
      ascendc.wait_flag v_mte3, %c0 : i32
      %g1o = ascendc.global_tensor.subindex %g1[%o64] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_l2 %g1o, %t1, %half : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
      %g2o = ascendc.global_tensor.subindex %g2[%o64] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_l2 %g2o, %t2, %half : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
      %g3o = ascendc.global_tensor.subindex %g3[%o128] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_l2 %g3o, %ty, %wide : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<2048xf32>, i32
      %g4o = ascendc.global_tensor.subindex %g4[%o128] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_l2 %g4o, %t4, %wide : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<2048xf32>, i32
      %g5o = ascendc.global_tensor.subindex %g5[%o64] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_l2 %g5o, %t5, %half : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
