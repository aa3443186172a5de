// The fused relu/cast family at L0 and L1, per core (5 cores, slices back to back):
//   of  = AddRelu L1 f32, bit mask lo 0x0F0F.. (lanes l%8 < 4) over 8 repeats; -1 elsewhere
//   oh[0:512]     = SubRelu L0 f16, count mask 100, 4 repeats, src0RepStride 4 (repeats
//                   overlap), src1RepStride 16 (gapped), 0 elsewhere
//   oh[1024:1536] = AddReluCast L1 f32 -> f16 (one word, 64 lanes), dstRepStride 4
//   oh[1536:2048] = SubReluCast L0 f32 -> f16 with the mask register (SetVectorMask 37,
//                   no isSetMask), src1RepStride 0 (a bias row), 0 elsewhere
//   ob = SubReluCast L0 s16 -> s8 (count 128, dstRepStride 4), saturating
//   ou = MulCast L1 f16 -> u8 (two words, all lanes), saturating
//   oc = SubReluCast L1 f16 -> s8 (two words: all lanes, then the even ones), saturating; 0 elsewhere
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @relu_cast(%xa: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %xb: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ha: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %hb: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %sa: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %sb: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %of: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ob: memref<*xi8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ou: memref<*xui8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oc: memref<*xi8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c37 = arith.constant 37 : i32
    %c64 = arith.constant 64 : i32
    %c100 = arith.constant 100 : i32
    %c128 = arith.constant 128 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c1536 = arith.constant 1536 : i32
    %c2048 = arith.constant 2048 : i32
    %c4096 = arith.constant 4096 : i32
    %c6144 = arith.constant 6144 : i32
    %c8192 = arith.constant 8192 : i32
    %c37_64 = arith.constant 37 : i64
    %fm1 = arith.constant -1.0 : f32
    %hz = arith.constant 0.0 : f16
    %w_all_i = arith.constant -1 : i64
    %w_lo_i = arith.constant 1085102592571150095 : i64
    %w_zero_i = arith.constant 0 : i64
    %w_all = emitc.cast %w_all_i : i64 to ui64
    %w_lo = emitc.cast %w_lo_i : i64 to ui64
    %w_zero = emitc.cast %w_zero_i : i64 to ui64
    %w_even_i = arith.constant 6148914691236517205 : i64
    %w_even = emitc.cast %w_even_i : i64 to ui64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gxa = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gxa, %xa : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gxb = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gxb, %xb : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gha = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gha, %ha : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %ghb = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ghb, %hb : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gsa = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gsa, %sa : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gsb = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gsb, %sb : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gof = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gof, %of : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %goh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goh, %oh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gob = ascendc.global_tensor : !ascendc.global_tensor<?xi8>
    ascendc.global_tensor.set_global_buffer %gob, %ob : !ascendc.global_tensor<?xi8>, memref<*xi8, 22>
    %gou = ascendc.global_tensor : !ascendc.global_tensor<?xui8>
    ascendc.global_tensor.set_global_buffer %gou, %ou : !ascendc.global_tensor<?xui8>, memref<*xui8, 22>
    %goc = ascendc.global_tensor : !ascendc.global_tensor<?xi8>
    ascendc.global_tensor.set_global_buffer %goc, %oc : !ascendc.global_tensor<?xi8>, memref<*xi8, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    %inb = arith.constant 12288 : i32
    ascendc.pipe.init_buffer %pipe, %bin, %inb : !ascendc.tbuf<vecin>, i32
    %txa = ascendc.tbuf.get_with_offset %bin, %c512, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf32>
    %txb = ascendc.tbuf.get_with_offset %bin, %c512, %c2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf32>
    %tha = ascendc.tbuf.get_with_offset %bin, %c1024, %c4096 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %thb = ascendc.tbuf.get_with_offset %bin, %c1024, %c6144 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %tsa = ascendc.tbuf.get_with_offset %bin, %c1024, %c8192 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %o10k = arith.constant 10240 : i32
    %tsb = ascendc.tbuf.get_with_offset %bin, %c1024, %o10k : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    %outb = arith.constant 9216 : i32
    ascendc.pipe.init_buffer %pipe, %bout, %outb : !ascendc.tbuf<vecout>, i32
    %tof = ascendc.tbuf.get_with_offset %bout, %c512, %c0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf32>
    %toh = ascendc.tbuf.get_with_offset %bout, %c2048, %c2048 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<2048xf16>
    %tob = ascendc.tbuf.get_with_offset %bout, %c1024, %c6144 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xi8>
    %o7k = arith.constant 7168 : i32
    %tou = ascendc.tbuf.get_with_offset %bout, %c1024, %o7k : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xui8>
    %toc = ascendc.tbuf.get_with_offset %bout, %c1024, %c8192 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xi8>
    %fo = arith.muli %idx, %c512 : i32
    %ho = arith.muli %idx, %c1024 : i32
    %gxai = ascendc.global_tensor.subindex %gxa[%fo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gxbi = ascendc.global_tensor.subindex %gxb[%fo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %ghai = ascendc.global_tensor.subindex %gha[%ho] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %ghbi = ascendc.global_tensor.subindex %ghb[%ho] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %gsai = ascendc.global_tensor.subindex %gsa[%ho] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    %gsbi = ascendc.global_tensor.subindex %gsb[%ho] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %txa, %gxai, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %txb, %gxbi, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %tha, %ghai, %c1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %thb, %ghbi, %c1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %tsa, %gsai, %c1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    ascendc.data_copy_l2 %tsb, %gsbi, %c1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    ascendc.duplicate_l2 %tof, %fm1, %c512 : !ascendc.local_tensor<512xf32>, f32, i32
    ascendc.duplicate_l2 %toh, %hz, %c2048 : !ascendc.local_tensor<2048xf16>, f16, i32
    %bz = arith.constant 0 : i8
    ascendc.duplicate_l2 %toc, %bz, %c1024 : !ascendc.local_tensor<1024xi8>, i8, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.pipe_barrier pipe_v
    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    ascendc.add_relu_l1 %tof, %txa, %txb, %w_lo, %w_zero, %c8, %bp {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    %bov = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c4 : i32, "src1RepStride" = %c16 : i32)
    ascendc.pipe_barrier pipe_v
    ascendc.sub_relu_l0 %toh, %tha, %thb, %c100, %c4, %bov {isSetMask} : !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, i32, i32, !ascendc.binary_repeat_params
    %bnarrow = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c4 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    %ohb = ascendc.local_tensor.subindex %toh[%c1024] : !ascendc.local_tensor<2048xf16>, i32, !ascendc.local_tensor<2048xf16>
    ascendc.add_relu_cast_l1 %ohb, %txa, %txb, %w_all, %c8, %bnarrow {isSetMask} : !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, ui64, i32, !ascendc.binary_repeat_params
    %ohc = ascendc.local_tensor.subindex %toh[%c1536] : !ascendc.local_tensor<2048xf16>, i32, !ascendc.local_tensor<2048xf16>
    %bbias = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c4 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c0 : i32)
    ascendc.set_vector_mask_l0 %c37_64 {dtype = f32, mode = 0 : i32} : i64
    ascendc.sub_relu_cast_l0 %ohc, %txa, %txb, %c64, %c8, %bbias : !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.binary_repeat_params
    ascendc.sub_relu_cast_l0 %tob, %tsa, %tsb, %c128, %c8, %bnarrow {isSetMask} : !ascendc.local_tensor<1024xi8>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, i32, i32, !ascendc.binary_repeat_params
    ascendc.mul_cast_l1 %tou, %tha, %thb, %w_all, %w_all, %c8, %bnarrow : !ascendc.local_tensor<1024xui8>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.sub_relu_cast_l1 %toc, %tha, %thb, %w_all, %w_even, %c8, %bnarrow {isSetMask} : !ascendc.local_tensor<1024xi8>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %gofi = ascendc.global_tensor.subindex %gof[%fo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gofi, %tof, %c512 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<512xf32>, i32
    %hoo = arith.muli %idx, %c2048 : i32
    %gohi = ascendc.global_tensor.subindex %goh[%hoo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gohi, %toh, %c2048 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<2048xf16>, i32
    %gobi = ascendc.global_tensor.subindex %gob[%ho] : !ascendc.global_tensor<?xi8>, i32, !ascendc.global_tensor<?xi8>
    ascendc.data_copy_l2 %gobi, %tob, %c1024 : !ascendc.global_tensor<?xi8>, !ascendc.local_tensor<1024xi8>, i32
    %goui = ascendc.global_tensor.subindex %gou[%ho] : !ascendc.global_tensor<?xui8>, i32, !ascendc.global_tensor<?xui8>
    ascendc.data_copy_l2 %goui, %tou, %c1024 : !ascendc.global_tensor<?xui8>, !ascendc.local_tensor<1024xui8>, i32
    %goci = ascendc.global_tensor.subindex %goc[%ho] : !ascendc.global_tensor<?xi8>, i32, !ascendc.global_tensor<?xi8>
    ascendc.data_copy_l2 %goci, %toc, %c1024 : !ascendc.global_tensor<?xi8>, !ascendc.local_tensor<1024xi8>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
