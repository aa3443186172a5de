// Mixed-precision conversions, per core 256 f32 x, y and 256 f16 h, g:
//   io[0..5] (i32): Cast f32 -> s32 FLOOR (L0), CEIL (L1), ROUND, TRUNC, RINT (L2), and
//                   Cast s32 -> f32 of the ROUND result, bit-cast as i32 (L2)
//   od (f16): Cast f32 -> f16 CAST_ODD at L0 (f16 dst repeat stride 4 blocks)
//   hw (f32): Cast f16 -> f32 at L0 (src repeat stride 4 blocks)
//   arc (f16): AddReluCast f32 -> f16 at L0;  src (f16): SubReluCast f32 -> f16 at L2
//   mc (i8): MulCast f16 · f16 -> s8 at L0 (128 lanes, the f16 ones)
//   q (i8): AscendQuant h · 2 + 0 -> s8 (per tensor)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @cast_chain(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %g: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %io: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %of: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ob: memref<*xi8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c768 = arith.constant 768 : i32
    %c1024 = arith.constant 1024 : i32
    %c1280 = arith.constant 1280 : i32
    %c1536 = arith.constant 1536 : i32
    %c6144 = arith.constant 6144 : i32
    %scale = arith.constant 2.0 : f32
    %offset = arith.constant 0.0 : f32
    %w_i = arith.constant -1 : i64
    %w = emitc.cast %w_i : i64 to ui64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gg = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gg, %g : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gio = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gio, %io : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %goh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goh, %oh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gof = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gof, %of : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gob = ascendc.global_tensor : !ascendc.global_tensor<?xi8>
    ascendc.global_tensor.set_global_buffer %gob, %ob : !ascendc.global_tensor<?xi8>, memref<*xi8, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    %inbytes = arith.constant 3072 : i32
    ascendc.pipe.init_buffer %pipe, %bin, %inbytes : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_with_offset %bin, %c256, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %ty = ascendc.tbuf.get_with_offset %bin, %c256, %c1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %c2048 = arith.constant 2048 : i32
    %c2560 = arith.constant 2560 : i32
    %th = ascendc.tbuf.get_with_offset %bin, %c256, %c2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %tg = ascendc.tbuf.get_with_offset %bin, %c256, %c2560 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %bio = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bio, %c6144 : !ascendc.tbuf<vecout>, i32
    %tio = ascendc.tbuf.get_tensor %bio : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1536xi32>
    %boh = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %boh, %c1536 : !ascendc.tbuf<vecout>, i32
    %toh = ascendc.tbuf.get_tensor %boh : !ascendc.tbuf<vecout>, !ascendc.local_tensor<768xf16>
    %bof = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bof, %c1024 : !ascendc.tbuf<vecout>, i32
    %tof = ascendc.tbuf.get_tensor %bof : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xf32>
    %bob = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bob, %c512 : !ascendc.tbuf<vecout>, i32
    %tob = ascendc.tbuf.get_tensor %bob : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xi8>
    %btmp = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %btmp, %c1024 : !ascendc.tbuf<veccalc>, i32
    %tmp = ascendc.tbuf.get_tensor %btmp : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xui8>
    %o256 = arith.muli %idx, %c256 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%o256] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%o256] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %ghi = ascendc.global_tensor.subindex %gh[%o256] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %ggi = ascendc.global_tensor.subindex %gg[%o256] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tx, %gxi, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %ty, %gyi, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %th, %ghi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %tg, %ggi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    %same = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %c1 : i32, "srcBlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "srcRepStride" = %c8 : i32)
    %narrow = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %c1 : i32, "srcBlkStride" = %c1 : i32, "dstRepStride" = %c4 : i32, "srcRepStride" = %c8 : i32)
    %widen = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %c1 : i32, "srcBlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "srcRepStride" = %c4 : i32)
    %bnarrow = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c4 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    %b8 = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c4 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    ascendc.cast_l0 %tio, %tx, %c64, %c4, %same {roundMode = 2 : i32, isSetMask} : !ascendc.local_tensor<1536xi32>, !ascendc.local_tensor<256xf32>, i32, i32, !ascendc.unary_repeat_params
    %i1 = ascendc.local_tensor.subindex %tio[%c256] : !ascendc.local_tensor<1536xi32>, i32, !ascendc.local_tensor<1536xi32>
    ascendc.cast_l1 %i1, %tx, %w, %c4, %same {roundMode = 3 : i32, isSetMask} : !ascendc.local_tensor<1536xi32>, !ascendc.local_tensor<256xf32>, ui64, i32, !ascendc.unary_repeat_params
    %i2 = ascendc.local_tensor.subindex %tio[%c512] : !ascendc.local_tensor<1536xi32>, i32, !ascendc.local_tensor<1536xi32>
    ascendc.cast_l2 %i2, %tx, %c256 {roundMode = 4 : i32} : !ascendc.local_tensor<1536xi32>, !ascendc.local_tensor<256xf32>, i32
    %i3 = ascendc.local_tensor.subindex %tio[%c768] : !ascendc.local_tensor<1536xi32>, i32, !ascendc.local_tensor<1536xi32>
    ascendc.cast_l2 %i3, %tx, %c256 {roundMode = 5 : i32} : !ascendc.local_tensor<1536xi32>, !ascendc.local_tensor<256xf32>, i32
    %i4 = ascendc.local_tensor.subindex %tio[%c1024] : !ascendc.local_tensor<1536xi32>, i32, !ascendc.local_tensor<1536xi32>
    ascendc.cast_l2 %i4, %tx, %c256 {roundMode = 1 : i32} : !ascendc.local_tensor<1536xi32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_v
    %i5 = ascendc.local_tensor.subindex %tio[%c1280] : !ascendc.local_tensor<1536xi32>, i32, !ascendc.local_tensor<1536xi32>
    %f5 = ascendc.reinterpret_cast %i5 : !ascendc.local_tensor<1536xi32> to !ascendc.local_tensor<1536xf32>
    ascendc.cast_l2 %f5, %i2, %c256 {roundMode = 0 : i32} : !ascendc.local_tensor<1536xf32>, !ascendc.local_tensor<1536xi32>, i32
    ascendc.cast_l0 %toh, %tx, %c64, %c4, %narrow {roundMode = 6 : i32, isSetMask} : !ascendc.local_tensor<768xf16>, !ascendc.local_tensor<256xf32>, i32, i32, !ascendc.unary_repeat_params
    ascendc.cast_l0 %tof, %th, %c64, %c4, %widen {roundMode = 0 : i32, isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, i32, i32, !ascendc.unary_repeat_params
    %h1 = ascendc.local_tensor.subindex %toh[%c256] : !ascendc.local_tensor<768xf16>, i32, !ascendc.local_tensor<768xf16>
    ascendc.add_relu_cast_l0 %h1, %tx, %ty, %c64, %c4, %bnarrow {isSetMask} : !ascendc.local_tensor<768xf16>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32, !ascendc.binary_repeat_params
    %h2 = ascendc.local_tensor.subindex %toh[%c512] : !ascendc.local_tensor<768xf16>, i32, !ascendc.local_tensor<768xf16>
    ascendc.sub_relu_cast_l2 %h2, %tx, %ty, %c256 : !ascendc.local_tensor<768xf16>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.mul_cast_l0 %tob, %th, %tg, %c128, %c2, %b8 : !ascendc.local_tensor<512xi8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32, i32, !ascendc.binary_repeat_params
    %q = ascendc.local_tensor.subindex %tob[%c256] : !ascendc.local_tensor<512xi8>, i32, !ascendc.local_tensor<512xi8>
    ascendc.quant %q, %th, %scale, %offset, %c256, %tmp {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>} : !ascendc.local_tensor<512xi8>, !ascendc.local_tensor<256xf16>, f32, f32, i32, !ascendc.local_tensor<1024xui8>
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %o1536 = arith.muli %idx, %c1536 : i32
    %gioi = ascendc.global_tensor.subindex %gio[%o1536] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %gioi, %tio, %c1536 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<1536xi32>, i32
    %o768 = arith.muli %idx, %c768 : i32
    %gohi = ascendc.global_tensor.subindex %goh[%o768] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gohi, %toh, %c768 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<768xf16>, i32
    %gofi = ascendc.global_tensor.subindex %gof[%o256] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gofi, %tof, %c256 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    %o512 = arith.muli %idx, %c512 : i32
    %gobi = ascendc.global_tensor.subindex %gob[%o512] : !ascendc.global_tensor<?xi8>, i32, !ascendc.global_tensor<?xi8>
    ascendc.data_copy_l2 %gobi, %tob, %c512 : !ascendc.global_tensor<?xi8>, !ascendc.local_tensor<512xi8>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
