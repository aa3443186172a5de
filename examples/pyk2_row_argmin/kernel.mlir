// Per-row and per-core reductions with their indices, 8 rows per core:
//   ho: WholeReduceMin f16 rows of 128, ORDER_INDEX_VALUE (index bits, value) pairs
//   hm: WholeReduceMax f16 with a two-word mask (i64 operands), ORDER_ONLY_VALUE
//   fo: ReduceMax L2 with calIndex over the core's 512 f32: (max, index bits)
//   fm: ReduceMin L0 (mask 64, 8 repeats, srcRepStride 8) with calIndex
//   fb: BlockReduceMin L0, 8 block minima per f32 row of 64
//   fs: BlockReduceSum L1, lanes 0..3 of each block (mask 0x0F0F...)
//   fp: PairReduceSum L1, 32 pair sums per row;  fr: RepeatReduceSum L0, row sums
//   fw: WholeReduceMax f32 ORDER_ONLY_INDEX (index bits)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @row_argmin(%h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %f: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ho: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %hm: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %fo: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %fm: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %fb: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %fs: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %fp: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %fr: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %fw: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c2048 = arith.constant 2048 : i32
    %m_all_i = arith.constant -1 : i64
    %m_lo4_i = arith.constant 1085102592571150095 : i64
    %m_zero_i = arith.constant 0 : i64
    %m_all = emitc.cast %m_all_i : i64 to ui64
    %m_lo4 = emitc.cast %m_lo4_i : i64 to ui64
    %m_zero = emitc.cast %m_zero_i : i64 to ui64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gf = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gf, %f : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %c2048 : !ascendc.tbuf<vecin>, i32
    %th = ascendc.tbuf.get_tensor %bin : !ascendc.tbuf<vecin>, !ascendc.local_tensor<1024xf16>
    %bfin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bfin, %c2048 : !ascendc.tbuf<vecin>, i32
    %tf = ascendc.tbuf.get_tensor %bfin : !ascendc.tbuf<vecin>, !ascendc.local_tensor<512xf32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %c2048 : !ascendc.tbuf<vecout>, i32
    %tho = ascendc.tbuf.get_tensor %bout : !ascendc.tbuf<vecout>, !ascendc.local_tensor<16xf16>
    %bout2 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout2, %c64 : !ascendc.tbuf<vecout>, i32
    %thm = ascendc.tbuf.get_tensor %bout2 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<16xf16>
    %bo3 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo3, %c64 : !ascendc.tbuf<vecout>, i32
    %tfo = ascendc.tbuf.get_tensor %bo3 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<8xf32>
    %bo4 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo4, %c64 : !ascendc.tbuf<vecout>, i32
    %tfm = ascendc.tbuf.get_tensor %bo4 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<8xf32>
    %bo5 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo5, %c256 : !ascendc.tbuf<vecout>, i32
    %tfb = ascendc.tbuf.get_tensor %bo5 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<64xf32>
    %bo6 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo6, %c256 : !ascendc.tbuf<vecout>, i32
    %tfs = ascendc.tbuf.get_tensor %bo6 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<64xf32>
    %bo7 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo7, %c1024 : !ascendc.tbuf<vecout>, i32
    %tfp = ascendc.tbuf.get_tensor %bo7 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xf32>
    %bo8 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo8, %c64 : !ascendc.tbuf<vecout>, i32
    %tfr = ascendc.tbuf.get_tensor %bo8 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<8xf32>
    %bo9 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo9, %c64 : !ascendc.tbuf<vecout>, i32
    %tfw = ascendc.tbuf.get_tensor %bo9 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<8xf32>
    %btmp = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %btmp, %c2048 : !ascendc.tbuf<veccalc>, i32
    %tmp = ascendc.tbuf.get_tensor %btmp : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<512xf32>
    %hoff = arith.muli %idx, %c1024 : i32
    %foff = arith.muli %idx, %c512 : i32
    %ghi = ascendc.global_tensor.subindex %gh[%hoff] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %gfi = ascendc.global_tensor.subindex %gf[%foff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %th, %ghi, %c1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %tf, %gfi, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.whole_reduce_min_l0 %tho, %th, %c128, %c8, %c1, %c1, %c8 {order = 1 : i32} : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<1024xf16>, i32, i32, i32, i32, i32
    ascendc.whole_reduce_max_l1 %thm, %th, %m_all, %m_all, %c8, %c1, %c1, %c8 {order = 2 : i32} : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, i32, i32, i32
    ascendc.reduce_max_l2 %tfo, %tf, %tmp, %c512, %c1 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32
    ascendc.reduce_min_l0 %tfm, %tf, %tmp, %c64, %c8, %c8, %c1 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32
    ascendc.block_reduce_min_l0 %tfb, %tf, %c8, %c64, %c1, %c1, %c8 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32, i32
    ascendc.block_reduce_sum_l1 %tfs, %tf, %c8, %m_lo4, %m_zero, %c1, %c1, %c8 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<512xf32>, i32, ui64, ui64, i32, i32, i32
    ascendc.pair_reduce_sum_l1 %tfp, %tf, %c8, %m_all, %m_zero, %c1, %c1, %c8 {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<512xf32>, i32, ui64, ui64, i32, i32, i32
    ascendc.repeat_reduce_sum_l0 %tfr, %tf, %c8, %c64, %c1, %c1, %c1, %c8 {isSetMask} : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32, i32, i32
    ascendc.whole_reduce_max_l0 %tfw, %tf, %c64, %c8, %c1, %c1, %c8 {order = 3 : i32} : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<512xf32>, i32, i32, i32, i32, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %o16 = arith.muli %idx, %c16 : i32
    %o8 = arith.muli %idx, %c8 : i32
    %o2 = arith.muli %idx, %c2 : i32
    %o64 = arith.muli %idx, %c64 : i32
    %o256 = arith.muli %idx, %c256 : i32
    %p16 = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %c16 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    %p8 = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %c8 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    %p32 = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %c32 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    %gho = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gho, %ho : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %ghoi = ascendc.global_tensor.subindex %gho[%o16] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ghoi, %tho, %c16 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<16xf16>, i32
    %ghm = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ghm, %hm : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %ghmi = ascendc.global_tensor.subindex %ghm[%o8] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_pad_l2 %ghmi, %thm, %p16 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<16xf16>, !ascendc.data_copy_params
    %gfo = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gfo, %fo : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gfoi = ascendc.global_tensor.subindex %gfo[%o2] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_pad_l2 %gfoi, %tfo, %p8 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, !ascendc.data_copy_params
    %gfm = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gfm, %fm : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gfmi = ascendc.global_tensor.subindex %gfm[%o2] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_pad_l2 %gfmi, %tfm, %p8 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, !ascendc.data_copy_params
    %gfb = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gfb, %fb : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gfbi = ascendc.global_tensor.subindex %gfb[%o64] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gfbi, %tfb, %c64 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
    %gfs = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gfs, %fs : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gfsi = ascendc.global_tensor.subindex %gfs[%o64] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gfsi, %tfs, %c64 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
    %gfp = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gfp, %fp : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gfpi = ascendc.global_tensor.subindex %gfp[%o256] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gfpi, %tfp, %c256 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    %gfr = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gfr, %fr : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gfri = ascendc.global_tensor.subindex %gfr[%o8] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gfri, %tfr, %c8 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i32
    %gfw = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gfw, %fw : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gfwi = ascendc.global_tensor.subindex %gfw[%o8] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_pad_l2 %gfwi, %tfw, %p32 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, !ascendc.data_copy_params
    ascendc.pipe_barrier pipe_all
    return
  }
}
