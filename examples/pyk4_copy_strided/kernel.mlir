// Strided DataCopy (DataCopyParams: blockCount, blockLen, srcStride, dstStride in 32-byte
// blocks) on int8, bfloat16 and int32, per core (2 cores):
//   o8:  int8 rows of 64 bytes, GM -> UB taking the first 32 bytes of each (8 x 1 block,
//        srcStride 1), UB -> GM writing them back 64 bytes apart (dstStride 1): the gaps
//        keep the output's zeros
//   ob:  bfloat16, GM -> UB blocks 0-1, 4-5, 8-9, 12-13 (4 x 2 blocks, srcStride 2) placed
//        with a 1-block gap (dstStride 1), then UB -> GM compacted (srcStride 1)
//   o32: int32, GM -> UB 16 blocks, UB -> UB (VECIN -> VECOUT) of blocks 0-3 and 8-11
//        (2 x 4 blocks, srcStride 4), UB -> GM
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @copy_strided(%x8: memref<*xi8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %xb: memref<*xbf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %x32: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o8: memref<*xi8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ob: memref<*xbf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o32: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c176 = arith.constant 176 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx8 = ascendc.global_tensor : !ascendc.global_tensor<?xi8>
    ascendc.global_tensor.set_global_buffer %gx8, %x8 : !ascendc.global_tensor<?xi8>, memref<*xi8, 22>
    %gxb = ascendc.global_tensor : !ascendc.global_tensor<?xbf16>
    ascendc.global_tensor.set_global_buffer %gxb, %xb : !ascendc.global_tensor<?xbf16>, memref<*xbf16, 22>
    %gx32 = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gx32, %x32 : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %go8 = ascendc.global_tensor : !ascendc.global_tensor<?xi8>
    ascendc.global_tensor.set_global_buffer %go8, %o8 : !ascendc.global_tensor<?xi8>, memref<*xi8, 22>
    %gob = ascendc.global_tensor : !ascendc.global_tensor<?xbf16>
    ascendc.global_tensor.set_global_buffer %gob, %ob : !ascendc.global_tensor<?xbf16>, memref<*xbf16, 22>
    %go32 = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %go32, %o32 : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    %inb = arith.constant 1120 : i32
    ascendc.pipe.init_buffer %pipe, %bin, %inb : !ascendc.tbuf<vecin>, i32
    %t8 = ascendc.tbuf.get_with_offset %bin, %c256, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi8>
    %tb = ascendc.tbuf.get_with_offset %bin, %c176, %c256 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<176xbf16>
    %o608 = arith.constant 608 : i32
    %t32 = ascendc.tbuf.get_with_offset %bin, %c128, %o608 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xi32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %c256 : !ascendc.tbuf<vecout>, i32
    %u32 = ascendc.tbuf.get_tensor %bout : !ascendc.tbuf<vecout>, !ascendc.local_tensor<64xi32>

    %off8 = arith.muli %idx, %c512 : i32
    %gx8i = ascendc.global_tensor.subindex %gx8[%off8] : !ascendc.global_tensor<?xi8>, i32, !ascendc.global_tensor<?xi8>
    %in8 = ascendc.construct !ascendc.data_copy_params(%c8, %c1, %c1, %c0) [ui16, ui16, ui16, ui16] : i32, i32, i32, i32
    ascendc.data_copy_l0 %t8, %gx8i, %in8 : !ascendc.local_tensor<256xi8>, !ascendc.global_tensor<?xi8>, !ascendc.data_copy_params
    %gxbi = ascendc.global_tensor.subindex %gxb[%off8] : !ascendc.global_tensor<?xbf16>, i32, !ascendc.global_tensor<?xbf16>
    %inb16 = ascendc.construct !ascendc.data_copy_params(%c4, %c2, %c2, %c1) [ui16, ui16, ui16, ui16] : i32, i32, i32, i32
    ascendc.data_copy_l0 %tb, %gxbi, %inb16 : !ascendc.local_tensor<176xbf16>, !ascendc.global_tensor<?xbf16>, !ascendc.data_copy_params
    %off32 = arith.muli %idx, %c128 : i32
    %gx32i = ascendc.global_tensor.subindex %gx32[%off32] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %t32, %gx32i, %c128 : !ascendc.local_tensor<128xi32>, !ascendc.global_tensor<?xi32>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    %ul = ascendc.construct !ascendc.data_copy_params(%c2, %c4, %c4, %c0) [ui16, ui16, ui16, ui16] : i32, i32, i32, i32
    ascendc.data_copy_l0 %u32, %t32, %ul : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<128xi32>, !ascendc.data_copy_params
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %go8i = ascendc.global_tensor.subindex %go8[%off8] : !ascendc.global_tensor<?xi8>, i32, !ascendc.global_tensor<?xi8>
    %out8 = ascendc.construct !ascendc.data_copy_params(%c8, %c1, %c0, %c1) [ui16, ui16, ui16, ui16] : i32, i32, i32, i32
    ascendc.data_copy_l0 %go8i, %t8, %out8 : !ascendc.global_tensor<?xi8>, !ascendc.local_tensor<256xi8>, !ascendc.data_copy_params
    %offb = arith.muli %idx, %c128 : i32
    %gobi = ascendc.global_tensor.subindex %gob[%offb] : !ascendc.global_tensor<?xbf16>, i32, !ascendc.global_tensor<?xbf16>
    %outb = ascendc.construct !ascendc.data_copy_params(%c4, %c2, %c1, %c0) [ui16, ui16, ui16, ui16] : i32, i32, i32, i32
    ascendc.data_copy_l0 %gobi, %tb, %outb : !ascendc.global_tensor<?xbf16>, !ascendc.local_tensor<176xbf16>, !ascendc.data_copy_params
    %off64 = arith.muli %idx, %c64 : i32
    %go32i = ascendc.global_tensor.subindex %go32[%off64] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %go32i, %u32, %c64 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<64xi32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
