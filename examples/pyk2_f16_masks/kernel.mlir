// f16 vector calls at L1 (two mask words: lanes 0..63 all, lanes 64..127 the even ones),
// at L0 with a bias row (repeat stride 0), in counter mode (SetVectorMask<half, COUNTER>
// through the two-word form) and UB->UB Copy, per core 8 rows of 128 f16 (x > 0, y, b):
//   o[0] = exp x, o[1] = ln x, o[2] = |y|, o[3] = relu y, o[4] = sqrt x, o[5] = 1/sqrt x
//          on the masked lanes, y elsewhere (each slot starts as a copy of y: copy_l0 /
//          copy_l1 with CopyRepeatParams);
//   o[6] = max(y, b) (L0), o[7] = min(y, b) · 0.5 (L0, Muls L1 on the masked lanes only),
//   o[8] = x + y over the first n elements (counter mode; the rest 0), o[9] = y / x (L1)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @f16_masks(%x: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %n: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c1024 = arith.constant 1024 : i32
    %c2048 = arith.constant 2048 : i32
    %c20480 = arith.constant 20480 : i32
    %c10240 = arith.constant 10240 : i32
    %half = arith.constant 0.5 : f16
    %hzero = arith.constant 0.0 : f16
    %w_all_i = arith.constant -1 : i64
    %w_even_i = arith.constant 6148914691236517205 : i64
    %w_all = emitc.cast %w_all_i : i64 to ui64
    %w_even = emitc.cast %w_even_i : i64 to ui64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %go = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %go, %o : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    %inb = arith.constant 4352 : i32
    ascendc.pipe.init_buffer %pipe, %bin, %inb : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_with_offset %bin, %c1024, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %ty = ascendc.tbuf.get_with_offset %bin, %c1024, %c2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %c4096 = arith.constant 4096 : i32
    %tb = ascendc.tbuf.get_with_offset %bin, %c128, %c4096 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xf16>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %c20480 : !ascendc.tbuf<vecout>, i32
    %to = ascendc.tbuf.get_tensor %bout : !ascendc.tbuf<vecout>, !ascendc.local_tensor<10240xf16>
    %off = arith.muli %idx, %c1024 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tx, %gxi, %c1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %ty, %gyi, %c1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %tb, %gb, %c128 : !ascendc.local_tensor<128xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    %cp = ascendc.construct !ascendc.copy_repeat_params(%c1, %c1, %c8, %c8) [ui16, ui16, ui16, ui16] : i32, i32, i32, i32
    %up = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %c1 : i32, "srcBlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "srcRepStride" = %c8 : i32)
    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    %bias = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c0 : i32)
    %s1 = ascendc.local_tensor.subindex %to[%c1024] : !ascendc.local_tensor<10240xf16>, i32, !ascendc.local_tensor<10240xf16>
    %s2 = ascendc.local_tensor.subindex %to[%c2048] : !ascendc.local_tensor<10240xf16>, i32, !ascendc.local_tensor<10240xf16>
    %c3k = arith.constant 3072 : i32
    %s3 = ascendc.local_tensor.subindex %to[%c3k] : !ascendc.local_tensor<10240xf16>, i32, !ascendc.local_tensor<10240xf16>
    %s4 = ascendc.local_tensor.subindex %to[%c4096] : !ascendc.local_tensor<10240xf16>, i32, !ascendc.local_tensor<10240xf16>
    %c5k = arith.constant 5120 : i32
    %s5 = ascendc.local_tensor.subindex %to[%c5k] : !ascendc.local_tensor<10240xf16>, i32, !ascendc.local_tensor<10240xf16>
    %c6k = arith.constant 6144 : i32
    %s6 = ascendc.local_tensor.subindex %to[%c6k] : !ascendc.local_tensor<10240xf16>, i32, !ascendc.local_tensor<10240xf16>
    %c7k = arith.constant 7168 : i32
    %s7 = ascendc.local_tensor.subindex %to[%c7k] : !ascendc.local_tensor<10240xf16>, i32, !ascendc.local_tensor<10240xf16>
    %c8k = arith.constant 8192 : i32
    %s8 = ascendc.local_tensor.subindex %to[%c8k] : !ascendc.local_tensor<10240xf16>, i32, !ascendc.local_tensor<10240xf16>
    %c9k = arith.constant 9216 : i32
    %s9 = ascendc.local_tensor.subindex %to[%c9k] : !ascendc.local_tensor<10240xf16>, i32, !ascendc.local_tensor<10240xf16>
    // (a view of its own: the mask array of Copy and of Exp would both be named after
    // dst with counter 0, emission.md §1.5, and clash)
    %s0 = ascendc.local_tensor.subindex %to[%c0] : !ascendc.local_tensor<10240xf16>, i32, !ascendc.local_tensor<10240xf16>
    ascendc.copy_l0 %s0, %ty, %w_all, %w_all, %c8, %cp, %c1 : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.copy_repeat_params, i32
    ascendc.copy_l0 %s1, %ty, %w_all, %w_all, %c8, %cp, %c1 : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.copy_repeat_params, i32
    ascendc.copy_l1 %s2, %ty, %c128, %c8, %cp, %c1 : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, i32, i32, !ascendc.copy_repeat_params, i32
    ascendc.copy_l1 %s3, %ty, %c128, %c8, %cp, %c1 : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, i32, i32, !ascendc.copy_repeat_params, i32
    ascendc.copy_l1 %s4, %ty, %c128, %c8, %cp, %c1 : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, i32, i32, !ascendc.copy_repeat_params, i32
    ascendc.copy_l1 %s5, %ty, %c128, %c8, %cp, %c1 : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, i32, i32, !ascendc.copy_repeat_params, i32
    ascendc.duplicate_l2 %s8, %hzero, %c1024 : !ascendc.local_tensor<10240xf16>, f16, i32
    ascendc.pipe_barrier pipe_v
    ascendc.exp_l1 %to, %tx, %w_all, %w_even, %c8, %up {isSetMask} : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.ln_l1 %s1, %tx, %w_all, %w_even, %c8, %up {isSetMask} : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.abs_l1 %s2, %ty, %w_all, %w_even, %c8, %up {isSetMask} : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.relu_l1 %s3, %ty, %w_all, %w_even, %c8, %up : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.sqrt_l1 %s4, %tx, %w_all, %w_even, %c8, %up : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.rsqrt_l1 %s5, %tx, %w_all, %w_even, %c8, %up : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.max_l0 %s6, %ty, %tb, %c128, %c8, %bias {isSetMask} : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<128xf16>, i32, i32, !ascendc.binary_repeat_params
    ascendc.min_l0 %s7, %ty, %tb, %c128, %c8, %bias {isSetMask} : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<128xf16>, i32, i32, !ascendc.binary_repeat_params
    ascendc.div_l1 %s9, %ty, %tx, %w_all, %w_all, %c8, %bp {isSetMask} : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.muls_l1 %s7, %s7, %half, %w_all, %w_even, %c8, %up {isSetMask} : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<10240xf16>, f16, ui64, ui64, i32, !ascendc.unary_repeat_params
    %n64 = arith.extsi %n : i32 to i64
    %z64 = arith.constant 0 : i64
    ascendc.set_mask_count
    ascendc.set_vector_mask_l1 %z64, %n64 {dtype = f16, mode = 1 : i32} : i64, i64
    ascendc.add_l0 %s8, %tx, %ty, %c0, %c1, %bp : !ascendc.local_tensor<10240xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, i32, i32, !ascendc.binary_repeat_params
    ascendc.set_mask_norm
    ascendc.reset_mask
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %oo = arith.muli %idx, %c10240 : i32
    %goi = ascendc.global_tensor.subindex %go[%oo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %goi, %to, %c10240 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<10240xf16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
