// Transposes, per core: a [32, 32] f16 matrix by 16×16 tiles (DataCopy with DataCopyParams
// gathering a tile's 16 rows of one block, row gap 1 block; Transpose; DataCopy out to
// the mirrored tile with a dst gap of 1 block) into t; the same matrix's first 16×16 tile
// by TransDataTo5HD with two lists of 16 LocalTensors (one 32-byte block each) into d;
// and a C×H×W = 4×2×8 f32 tensor to H×W×C by Transpose with TransposeParamsExt
// (TRANSPOSE_NCHW2NHWC, a uint8 scratch tensor) into e.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @transpose(%a: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %f: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %t: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %d: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %e: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c11 = arith.constant 11 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c2048 = arith.constant 2048 : i32
    %false = arith.constant false
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gf = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gf, %f : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gt = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gt, %t : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gd = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gd, %d : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %ge = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %ge, %e : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %aoff = arith.muli %idx, %c1024 : i32
    %gai = ascendc.global_tensor.subindex %ga[%aoff] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %gti = ascendc.global_tensor.subindex %gt[%aoff] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %c2048 : !ascendc.tbuf<vecin>, i32
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %c2048 : !ascendc.tbuf<vecout>, i32
    %tin = ascendc.tbuf.get_tensor %bin : !ascendc.tbuf<vecin>, !ascendc.local_tensor<1024xf16>
    %tout = ascendc.tbuf.get_tensor %bout : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf16>
    %pin = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c16 : i32, "blockLen" = %c1 : i32, "srcStride" = %c1 : i32, "dstStride" = %c0 : i32)
    %pout = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c16 : i32, "blockLen" = %c1 : i32, "srcStride" = %c0 : i32, "dstStride" = %c1 : i32)
    %gs0 = ascendc.global_tensor.subindex %gai[%c0] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %ls0 = ascendc.local_tensor.subindex %tin[%c0] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<1024xf16>
    ascendc.data_copy_l0 %ls0, %gs0, %pin : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, !ascendc.data_copy_params
    %gs1 = ascendc.global_tensor.subindex %gai[%c16] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %ls1 = ascendc.local_tensor.subindex %tin[%c256] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<1024xf16>
    ascendc.data_copy_l0 %ls1, %gs1, %pin : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, !ascendc.data_copy_params
    %gs2 = ascendc.global_tensor.subindex %gai[%c512] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %ls2 = ascendc.local_tensor.subindex %tin[%c512] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<1024xf16>
    ascendc.data_copy_l0 %ls2, %gs2, %pin : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, !ascendc.data_copy_params
    %so3 = arith.constant 528 : i32
    %lo3 = arith.constant 768 : i32
    %gs3 = ascendc.global_tensor.subindex %gai[%so3] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %ls3 = ascendc.local_tensor.subindex %tin[%lo3] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<1024xf16>
    ascendc.data_copy_l0 %ls3, %gs3, %pin : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, !ascendc.data_copy_params
    %bf = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bf, %c256 : !ascendc.tbuf<vecin>, i32
    %tf = ascendc.tbuf.get_tensor %bf : !ascendc.tbuf<vecin>, !ascendc.local_tensor<64xf32>
    %foff = arith.muli %idx, %c64 : i32
    %gfi = ascendc.global_tensor.subindex %gf[%foff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tf, %gfi, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    %lt0 = ascendc.local_tensor.subindex %tout[%c0] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<1024xf16>
    ascendc.transpose %lt0, %ls0 : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>
    %lt1 = ascendc.local_tensor.subindex %tout[%c256] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<1024xf16>
    ascendc.transpose %lt1, %ls1 : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>
    %lt2 = ascendc.local_tensor.subindex %tout[%c512] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<1024xf16>
    ascendc.transpose %lt2, %ls2 : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>
    %lt3 = ascendc.local_tensor.subindex %tout[%lo3] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<1024xf16>
    ascendc.transpose %lt3, %ls3 : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>
    %bd = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bd, %c512 : !ascendc.tbuf<vecout>, i32
    %td = ascendc.tbuf.get_tensor %bd : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xf16>
    %s5_0 = ascendc.local_tensor.subindex %tin[%c0] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_0 = ascendc.local_tensor.subindex %td[%c0] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %s5_1 = ascendc.local_tensor.subindex %tin[%c16] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_1 = ascendc.local_tensor.subindex %td[%c16] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r2 = arith.constant 32 : i32
    %s5_2 = ascendc.local_tensor.subindex %tin[%r2] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_2 = ascendc.local_tensor.subindex %td[%r2] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r3 = arith.constant 48 : i32
    %s5_3 = ascendc.local_tensor.subindex %tin[%r3] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_3 = ascendc.local_tensor.subindex %td[%r3] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %s5_4 = ascendc.local_tensor.subindex %tin[%c64] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_4 = ascendc.local_tensor.subindex %td[%c64] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r5 = arith.constant 80 : i32
    %s5_5 = ascendc.local_tensor.subindex %tin[%r5] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_5 = ascendc.local_tensor.subindex %td[%r5] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r6 = arith.constant 96 : i32
    %s5_6 = ascendc.local_tensor.subindex %tin[%r6] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_6 = ascendc.local_tensor.subindex %td[%r6] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r7 = arith.constant 112 : i32
    %s5_7 = ascendc.local_tensor.subindex %tin[%r7] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_7 = ascendc.local_tensor.subindex %td[%r7] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r8 = arith.constant 128 : i32
    %s5_8 = ascendc.local_tensor.subindex %tin[%r8] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_8 = ascendc.local_tensor.subindex %td[%r8] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r9 = arith.constant 144 : i32
    %s5_9 = ascendc.local_tensor.subindex %tin[%r9] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_9 = ascendc.local_tensor.subindex %td[%r9] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r10 = arith.constant 160 : i32
    %s5_10 = ascendc.local_tensor.subindex %tin[%r10] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_10 = ascendc.local_tensor.subindex %td[%r10] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r11 = arith.constant 176 : i32
    %s5_11 = ascendc.local_tensor.subindex %tin[%r11] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_11 = ascendc.local_tensor.subindex %td[%r11] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r12 = arith.constant 192 : i32
    %s5_12 = ascendc.local_tensor.subindex %tin[%r12] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_12 = ascendc.local_tensor.subindex %td[%r12] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r13 = arith.constant 208 : i32
    %s5_13 = ascendc.local_tensor.subindex %tin[%r13] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_13 = ascendc.local_tensor.subindex %td[%r13] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r14 = arith.constant 224 : i32
    %s5_14 = ascendc.local_tensor.subindex %tin[%r14] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_14 = ascendc.local_tensor.subindex %td[%r14] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %r15 = arith.constant 240 : i32
    %s5_15 = ascendc.local_tensor.subindex %tin[%r15] : !ascendc.local_tensor<1024xf16>, i32, !ascendc.local_tensor<16xf16>
    %d5_15 = ascendc.local_tensor.subindex %td[%r15] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<16xf16>
    %tp = ascendc.construct !ascendc.trans_data_to_5hd_params(%false, %false, %c1, %c0, %c0) [i1, i1, ui8, ui16, ui16] : i1, i1, i32, i32, i32
    ascendc.trans_data_to_5hd_tensor_list %d5_0, %d5_1, %d5_2, %d5_3, %d5_4, %d5_5, %d5_6, %d5_7, %d5_8, %d5_9, %d5_10, %d5_11, %d5_12, %d5_13, %d5_14, %d5_15, %s5_0, %s5_1, %s5_2, %s5_3, %s5_4, %s5_5, %s5_6, %s5_7, %s5_8, %s5_9, %s5_10, %s5_11, %s5_12, %s5_13, %s5_14, %s5_15, %tp {operandSegmentSizes = array<i32: 16, 16, 1>} : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.trans_data_to_5hd_params
    %be = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %be, %c256 : !ascendc.tbuf<vecout>, i32
    %te = ascendc.tbuf.get_tensor %be : !ascendc.tbuf<vecout>, !ascendc.local_tensor<64xf32>
    %btmp = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %btmp, %c1024 : !ascendc.tbuf<veccalc>, i32
    %tmp = ascendc.tbuf.get_tensor %btmp : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xui8>
    %xp = ascendc.construct !ascendc.transpose_params_ext(%c1, %c4, %c2, %c8, %c11) [ui16, ui16, ui16, ui16, !ascendc.transpose_type] : i32, i32, i32, i32, i32
    ascendc.transpose_ext %te, %tf, %tmp, %xp : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<1024xui8>, !ascendc.transpose_params_ext
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %go0 = ascendc.global_tensor.subindex %gti[%c0] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l0 %go0, %lt0, %pout : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.data_copy_params
    %go1 = ascendc.global_tensor.subindex %gti[%c512] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l0 %go1, %lt1, %pout : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.data_copy_params
    %go2 = ascendc.global_tensor.subindex %gti[%c16] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l0 %go2, %lt2, %pout : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.data_copy_params
    %go3 = ascendc.global_tensor.subindex %gti[%so3] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l0 %go3, %lt3, %pout : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.data_copy_params
    %doff = arith.muli %idx, %c256 : i32
    %gdi = ascendc.global_tensor.subindex %gd[%doff] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gdi, %td, %c256 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<256xf16>, i32
    %gei = ascendc.global_tensor.subindex %ge[%foff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gei, %te, %c64 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
