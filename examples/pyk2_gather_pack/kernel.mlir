// Gather, Gatherb and GatherMask in their L0 / pattern forms, per core 256 f32 and 512 f16:
//   g1 = x[perm]        Gather L0 (mask 64, 4 repeats, dstRepStride 8), byte offsets perm·4
//   g2 = x by blocks    Gatherb (block byte offsets, GatherRepeatParams(1, 8)), 4 repeats
//   g3 = x[l % 4 == 0]  GatherMask built-in pattern 3 over 4 repeats (64 kept)
//   g4 = h kept by a u16 pattern tensor, counter mode (reduceMode true) over the first
//        n elements, pattern reused per repeat (src1RepeatStride 0); the rest of g4 zero;
//   cnt = [rsvdCnt of g3, GetGatherMaskRemainCount after g4] per core (int32)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @gather_pack(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %perm: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %boff: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %pat: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %g1: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %g2: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %g3: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %g4: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %cnt: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %n: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %false = arith.constant false
    %true = arith.constant true
    %p3 = arith.constant 3 : i8
    %hzero = arith.constant 0.0 : f16
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gp = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gp, %perm : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gb, %boff : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gpat = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gpat, %pat : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %bx = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bx, %c1024 : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_tensor %bx : !ascendc.tbuf<vecin>, !ascendc.local_tensor<256xf32>
    %bp = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bp, %c1024 : !ascendc.tbuf<vecin>, i32
    %tp = ascendc.tbuf.get_tensor %bp : !ascendc.tbuf<vecin>, !ascendc.local_tensor<256xui32>
    %bb = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bb, %c256 : !ascendc.tbuf<vecin>, i32
    %tb = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<32xui32>
    %bh = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bh, %c1024 : !ascendc.tbuf<vecin>, i32
    %th = ascendc.tbuf.get_tensor %bh : !ascendc.tbuf<vecin>, !ascendc.local_tensor<512xf16>
    %bpat = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bpat, %c32 : !ascendc.tbuf<vecin>, i32
    %tpat = ascendc.tbuf.get_tensor %bpat : !ascendc.tbuf<vecin>, !ascendc.local_tensor<16xui16>
    %b1 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %b1, %c1024 : !ascendc.tbuf<vecout>, i32
    %t1 = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xf32>
    %b2 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %b2, %c1024 : !ascendc.tbuf<vecout>, i32
    %t2 = ascendc.tbuf.get_tensor %b2 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xf32>
    %b3 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %b3, %c256 : !ascendc.tbuf<vecout>, i32
    %t3 = ascendc.tbuf.get_tensor %b3 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<64xf32>
    %b4 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %b4, %c1024 : !ascendc.tbuf<vecout>, i32
    %t4 = ascendc.tbuf.get_tensor %b4 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xf16>
    %bc = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bc, %c32 : !ascendc.tbuf<vecout>, i32
    %tc = ascendc.tbuf.get_tensor %bc : !ascendc.tbuf<vecout>, !ascendc.local_tensor<8xi32>
    %xo = arith.muli %idx, %c256 : i32
    %ho = arith.muli %idx, %c512 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%xo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %ghi = ascendc.global_tensor.subindex %gh[%ho] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tx, %gxi, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %tp, %gp, %c256 : !ascendc.local_tensor<256xui32>, !ascendc.global_tensor<?xui32>, i32
    ascendc.data_copy_l2 %tb, %gb, %c32 : !ascendc.local_tensor<32xui32>, !ascendc.global_tensor<?xui32>, i32
    ascendc.data_copy_l2 %th, %ghi, %c512 : !ascendc.local_tensor<512xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %tpat, %gpat, %c16 : !ascendc.local_tensor<16xui16>, !ascendc.global_tensor<?xui16>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.gather_l0 %t1, %tx, %tp, %c0, %c64, %c4, %c8 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xui32>, i32, i32, i32, i32
    %grp = ascendc.construct !ascendc.gather_repeat_params(%c1, %c8) [ui16, ui16] : i32, i32
    ascendc.gatherb_l0 %t2, %tx, %tb, %c4, %grp : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<32xui32>, i32, !ascendc.gather_repeat_params
    %gm3 = ascendc.construct !ascendc.gather_mask_params(%c1, %c4, %c8, %c0) [ui8, ui16, ui16, ui16] : i32, i32, i32, i32
    %k3 = ascendc.gather_mask %t3, %tx, %p3, %false, %c0, %gm3, default : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<256xf32>, i8, i1, i32, !ascendc.gather_mask_params -> ui64
    ascendc.duplicate_l2 %t4, %hzero, %c512 : !ascendc.local_tensor<512xf16>, f16, i32
    ascendc.pipe_barrier pipe_v
    %gm4 = ascendc.construct !ascendc.gather_mask_params(%c1, %c1, %c8, %c0) [ui8, ui16, ui16, ui16] : i32, i32, i32, i32
    %nu = emitc.cast %n : i32 to ui32
    %k4 = ascendc.gather_mask %t4, %th, %tpat, %true, %nu, %gm4, default : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<16xui16>, i1, ui32, !ascendc.gather_mask_params -> ui64
    %rem = ascendc.get_gather_mask_remain_count : i64
    ascendc.set_flag v_s, %c0 : i32
    ascendc.wait_flag v_s, %c0 : i32
    %k3i = emitc.cast %k3 : ui64 to i32
    %remi = arith.trunci %rem : i64 to i32
    ascendc.local_tensor.set_value %tc, %c0, %k3i : !ascendc.local_tensor<8xi32>, i32, i32
    ascendc.local_tensor.set_value %tc, %c1, %remi : !ascendc.local_tensor<8xi32>, i32, i32
    ascendc.set_flag s_mte3, %c0 : i32
    ascendc.wait_flag s_mte3, %c0 : i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %g1t = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g1t, %g1 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g1i = ascendc.global_tensor.subindex %g1t[%xo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %g1i, %t1, %c256 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    %g2t = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g2t, %g2 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g2i = ascendc.global_tensor.subindex %g2t[%xo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %g2i, %t2, %c256 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    %o64 = arith.muli %idx, %c64 : i32
    %g3t = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g3t, %g3 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g3i = ascendc.global_tensor.subindex %g3t[%o64] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %g3i, %t3, %c64 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
    %g4t = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %g4t, %g4 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %g4i = ascendc.global_tensor.subindex %g4t[%ho] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %g4i, %t4, %c512 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<512xf16>, i32
    %o2 = arith.muli %idx, %c2 : i32
    %gct = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gct, %cnt : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gci = ascendc.global_tensor.subindex %gct[%o2] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    %p8 = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %c8 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    ascendc.data_copy_pad_l2 %gci, %tc, %p8 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<8xi32>, !ascendc.data_copy_params
    ascendc.pipe_barrier pipe_all
    return
  }
}
