// Cast pairs no earlier numpy-checked kernel runs, per core 256 elements per slot (2 cores):
//   o32: f16 -> s32 RINT (L0: 64 lanes of the wider type, 4 repeats), FLOOR, CEIL, ROUND,
//        TRUNC; bf16 -> s32 RINT..TRUNC (3e9 saturates); s64 -> s32 (NONE, saturating)
//   o16: f16 -> s16 RINT, FLOOR, ROUND (±40000 saturate); f32 -> s16 RINT, TRUNC;
//        s32 -> s16 (saturating); s8 -> s16; u8 -> s16
//   ou8: f16 -> u8 RINT, TRUNC (negatives and 300 saturate); s16 -> u8;  os8: s16 -> s8
//   of:  s32 -> f32 NONE, FLOOR, CEIL, TRUNC (values above 2^24 inexact); s16 -> f32
//   oh:  s16 -> f16 NONE, FLOOR, CEIL (values above 2048 inexact); s8 -> f16; u8 -> f16
//   o64: f32 -> s64 RINT, TRUNC; s32 -> s64
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @cast_pairs(%h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %bh: memref<*xbf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %s: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xi8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ub: memref<*xui8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %v: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %l: memref<*xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o32: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o16: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ou8: memref<*xui8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %os8: memref<*xi8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %of: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o64: memref<*xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k4 = arith.constant 4 : i32
    %k8 = arith.constant 8 : i32
    %k64 = arith.constant 64 : i32
    %k256 = arith.constant 256 : i32
    %k512 = arith.constant 512 : i32
    %k768 = arith.constant 768 : i32
    %k1024 = arith.constant 1024 : i32
    %k1280 = arith.constant 1280 : i32
    %k1536 = arith.constant 1536 : i32
    %k1792 = arith.constant 1792 : i32
    %k2048 = arith.constant 2048 : i32
    %k2304 = arith.constant 2304 : i32
    %k2560 = arith.constant 2560 : i32
    %k2816 = arith.constant 2816 : i32
    %k3072 = arith.constant 3072 : i32
    %k4096 = arith.constant 4096 : i32
    %k5120 = arith.constant 5120 : i32
    %k6144 = arith.constant 6144 : i32
    %k11264 = arith.constant 11264 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %off = arith.muli %idx, %k256 : i32
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k6144 : !ascendc.tbuf<vecin>, i32
    %widen = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k1 : i32, "srcBlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "srcRepStride" = %k4 : i32)
    %th = ascendc.tbuf.get_with_offset %bin, %k256, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %tbh = ascendc.tbuf.get_with_offset %bin, %k256, %k512 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xbf16>
    %tx = ascendc.tbuf.get_with_offset %bin, %k256, %k1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %ts = ascendc.tbuf.get_with_offset %bin, %k256, %k2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi16>
    %tb = ascendc.tbuf.get_with_offset %bin, %k256, %k2560 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi8>
    %tub = ascendc.tbuf.get_with_offset %bin, %k256, %k2816 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xui8>
    %tv = ascendc.tbuf.get_with_offset %bin, %k256, %k3072 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi32>
    %tl = ascendc.tbuf.get_with_offset %bin, %k256, %k4096 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi64>
    %bo32 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo32, %k11264 : !ascendc.tbuf<vecout>, i32
    %to32 = ascendc.tbuf.get_tensor %bo32 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<2816xi32>
    %bo16 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo16, %k4096 : !ascendc.tbuf<vecout>, i32
    %to16 = ascendc.tbuf.get_tensor %bo16 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<2048xi16>
    %bou8 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bou8, %k768 : !ascendc.tbuf<vecout>, i32
    %tou8 = ascendc.tbuf.get_tensor %bou8 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<768xui8>
    %bos8 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bos8, %k256 : !ascendc.tbuf<vecout>, i32
    %tos8 = ascendc.tbuf.get_tensor %bos8 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xi8>
    %bof = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bof, %k5120 : !ascendc.tbuf<vecout>, i32
    %tof = ascendc.tbuf.get_tensor %bof : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1280xf32>
    %boh = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %boh, %k2560 : !ascendc.tbuf<vecout>, i32
    %toh = ascendc.tbuf.get_tensor %boh : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1280xf16>
    %bo64 = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo64, %k6144 : !ascendc.tbuf<vecout>, i32
    %to64 = ascendc.tbuf.get_tensor %bo64 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<768xi64>
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %ghi = ascendc.global_tensor.subindex %gh[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %th, %ghi, %k256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %gbh = ascendc.global_tensor : !ascendc.global_tensor<?xbf16>
    ascendc.global_tensor.set_global_buffer %gbh, %bh : !ascendc.global_tensor<?xbf16>, memref<*xbf16, 22>
    %gbhi = ascendc.global_tensor.subindex %gbh[%off] : !ascendc.global_tensor<?xbf16>, i32, !ascendc.global_tensor<?xbf16>
    ascendc.data_copy_l2 %tbh, %gbhi, %k256 : !ascendc.local_tensor<256xbf16>, !ascendc.global_tensor<?xbf16>, i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tx, %gxi, %k256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    %gs = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gs, %s : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gsi = ascendc.global_tensor.subindex %gs[%off] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %ts, %gsi, %k256 : !ascendc.local_tensor<256xi16>, !ascendc.global_tensor<?xi16>, i32
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xi8>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xi8>, memref<*xi8, 22>
    %gbi = ascendc.global_tensor.subindex %gb[%off] : !ascendc.global_tensor<?xi8>, i32, !ascendc.global_tensor<?xi8>
    ascendc.data_copy_l2 %tb, %gbi, %k256 : !ascendc.local_tensor<256xi8>, !ascendc.global_tensor<?xi8>, i32
    %gub = ascendc.global_tensor : !ascendc.global_tensor<?xui8>
    ascendc.global_tensor.set_global_buffer %gub, %ub : !ascendc.global_tensor<?xui8>, memref<*xui8, 22>
    %gubi = ascendc.global_tensor.subindex %gub[%off] : !ascendc.global_tensor<?xui8>, i32, !ascendc.global_tensor<?xui8>
    ascendc.data_copy_l2 %tub, %gubi, %k256 : !ascendc.local_tensor<256xui8>, !ascendc.global_tensor<?xui8>, i32
    %gv = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gv, %v : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gvi = ascendc.global_tensor.subindex %gv[%off] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %tv, %gvi, %k256 : !ascendc.local_tensor<256xi32>, !ascendc.global_tensor<?xi32>, i32
    %gl = ascendc.global_tensor : !ascendc.global_tensor<?xi64>
    ascendc.global_tensor.set_global_buffer %gl, %l : !ascendc.global_tensor<?xi64>, memref<*xi64, 22>
    %gli = ascendc.global_tensor.subindex %gl[%off] : !ascendc.global_tensor<?xi64>, i32, !ascendc.global_tensor<?xi64>
    ascendc.data_copy_l2 %tl, %gli, %k256 : !ascendc.local_tensor<256xi64>, !ascendc.global_tensor<?xi64>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32
    %o32_0 = ascendc.local_tensor.subindex %to32[%k0] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l0 %o32_0, %th, %k64, %k4, %widen {roundMode = 1 : i32, isSetMask} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xf16>, i32, i32, !ascendc.unary_repeat_params
    %o32_1 = ascendc.local_tensor.subindex %to32[%k256] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l2 %o32_1, %th, %k256 {roundMode = 2 : i32} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xf16>, i32
    %o32_2 = ascendc.local_tensor.subindex %to32[%k512] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l2 %o32_2, %th, %k256 {roundMode = 3 : i32} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xf16>, i32
    %o32_3 = ascendc.local_tensor.subindex %to32[%k768] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l2 %o32_3, %th, %k256 {roundMode = 4 : i32} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xf16>, i32
    %o32_4 = ascendc.local_tensor.subindex %to32[%k1024] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l2 %o32_4, %th, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xf16>, i32
    %o32_5 = ascendc.local_tensor.subindex %to32[%k1280] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l2 %o32_5, %tbh, %k256 {roundMode = 1 : i32} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xbf16>, i32
    %o32_6 = ascendc.local_tensor.subindex %to32[%k1536] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l2 %o32_6, %tbh, %k256 {roundMode = 2 : i32} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xbf16>, i32
    %o32_7 = ascendc.local_tensor.subindex %to32[%k1792] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l2 %o32_7, %tbh, %k256 {roundMode = 3 : i32} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xbf16>, i32
    %o32_8 = ascendc.local_tensor.subindex %to32[%k2048] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l2 %o32_8, %tbh, %k256 {roundMode = 4 : i32} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xbf16>, i32
    %o32_9 = ascendc.local_tensor.subindex %to32[%k2304] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l2 %o32_9, %tbh, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xbf16>, i32
    %o32_10 = ascendc.local_tensor.subindex %to32[%k2560] : !ascendc.local_tensor<2816xi32>, i32, !ascendc.local_tensor<2816xi32>
    ascendc.cast_l2 %o32_10, %tl, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<2816xi32>, !ascendc.local_tensor<256xi64>, i32
    %o16_0 = ascendc.local_tensor.subindex %to16[%k0] : !ascendc.local_tensor<2048xi16>, i32, !ascendc.local_tensor<2048xi16>
    ascendc.cast_l2 %o16_0, %th, %k256 {roundMode = 1 : i32} : !ascendc.local_tensor<2048xi16>, !ascendc.local_tensor<256xf16>, i32
    %o16_1 = ascendc.local_tensor.subindex %to16[%k256] : !ascendc.local_tensor<2048xi16>, i32, !ascendc.local_tensor<2048xi16>
    ascendc.cast_l2 %o16_1, %th, %k256 {roundMode = 2 : i32} : !ascendc.local_tensor<2048xi16>, !ascendc.local_tensor<256xf16>, i32
    %o16_2 = ascendc.local_tensor.subindex %to16[%k512] : !ascendc.local_tensor<2048xi16>, i32, !ascendc.local_tensor<2048xi16>
    ascendc.cast_l2 %o16_2, %th, %k256 {roundMode = 4 : i32} : !ascendc.local_tensor<2048xi16>, !ascendc.local_tensor<256xf16>, i32
    %o16_3 = ascendc.local_tensor.subindex %to16[%k768] : !ascendc.local_tensor<2048xi16>, i32, !ascendc.local_tensor<2048xi16>
    ascendc.cast_l2 %o16_3, %tx, %k256 {roundMode = 1 : i32} : !ascendc.local_tensor<2048xi16>, !ascendc.local_tensor<256xf32>, i32
    %o16_4 = ascendc.local_tensor.subindex %to16[%k1024] : !ascendc.local_tensor<2048xi16>, i32, !ascendc.local_tensor<2048xi16>
    ascendc.cast_l2 %o16_4, %tx, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<2048xi16>, !ascendc.local_tensor<256xf32>, i32
    %o16_5 = ascendc.local_tensor.subindex %to16[%k1280] : !ascendc.local_tensor<2048xi16>, i32, !ascendc.local_tensor<2048xi16>
    ascendc.cast_l2 %o16_5, %tv, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<2048xi16>, !ascendc.local_tensor<256xi32>, i32
    %o16_6 = ascendc.local_tensor.subindex %to16[%k1536] : !ascendc.local_tensor<2048xi16>, i32, !ascendc.local_tensor<2048xi16>
    ascendc.cast_l2 %o16_6, %tb, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<2048xi16>, !ascendc.local_tensor<256xi8>, i32
    %o16_7 = ascendc.local_tensor.subindex %to16[%k1792] : !ascendc.local_tensor<2048xi16>, i32, !ascendc.local_tensor<2048xi16>
    ascendc.cast_l2 %o16_7, %tub, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<2048xi16>, !ascendc.local_tensor<256xui8>, i32
    %ou8_0 = ascendc.local_tensor.subindex %tou8[%k0] : !ascendc.local_tensor<768xui8>, i32, !ascendc.local_tensor<768xui8>
    ascendc.cast_l2 %ou8_0, %th, %k256 {roundMode = 1 : i32} : !ascendc.local_tensor<768xui8>, !ascendc.local_tensor<256xf16>, i32
    %ou8_1 = ascendc.local_tensor.subindex %tou8[%k256] : !ascendc.local_tensor<768xui8>, i32, !ascendc.local_tensor<768xui8>
    ascendc.cast_l2 %ou8_1, %th, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<768xui8>, !ascendc.local_tensor<256xf16>, i32
    %ou8_2 = ascendc.local_tensor.subindex %tou8[%k512] : !ascendc.local_tensor<768xui8>, i32, !ascendc.local_tensor<768xui8>
    ascendc.cast_l2 %ou8_2, %ts, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<768xui8>, !ascendc.local_tensor<256xi16>, i32
    %os8_0 = ascendc.local_tensor.subindex %tos8[%k0] : !ascendc.local_tensor<256xi8>, i32, !ascendc.local_tensor<256xi8>
    ascendc.cast_l2 %os8_0, %ts, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<256xi8>, !ascendc.local_tensor<256xi16>, i32
    %of_0 = ascendc.local_tensor.subindex %tof[%k0] : !ascendc.local_tensor<1280xf32>, i32, !ascendc.local_tensor<1280xf32>
    ascendc.cast_l2 %of_0, %tv, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<1280xf32>, !ascendc.local_tensor<256xi32>, i32
    %of_1 = ascendc.local_tensor.subindex %tof[%k256] : !ascendc.local_tensor<1280xf32>, i32, !ascendc.local_tensor<1280xf32>
    ascendc.cast_l2 %of_1, %tv, %k256 {roundMode = 2 : i32} : !ascendc.local_tensor<1280xf32>, !ascendc.local_tensor<256xi32>, i32
    %of_2 = ascendc.local_tensor.subindex %tof[%k512] : !ascendc.local_tensor<1280xf32>, i32, !ascendc.local_tensor<1280xf32>
    ascendc.cast_l2 %of_2, %tv, %k256 {roundMode = 3 : i32} : !ascendc.local_tensor<1280xf32>, !ascendc.local_tensor<256xi32>, i32
    %of_3 = ascendc.local_tensor.subindex %tof[%k768] : !ascendc.local_tensor<1280xf32>, i32, !ascendc.local_tensor<1280xf32>
    ascendc.cast_l2 %of_3, %tv, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<1280xf32>, !ascendc.local_tensor<256xi32>, i32
    %of_4 = ascendc.local_tensor.subindex %tof[%k1024] : !ascendc.local_tensor<1280xf32>, i32, !ascendc.local_tensor<1280xf32>
    ascendc.cast_l2 %of_4, %ts, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<1280xf32>, !ascendc.local_tensor<256xi16>, i32
    %oh_0 = ascendc.local_tensor.subindex %toh[%k0] : !ascendc.local_tensor<1280xf16>, i32, !ascendc.local_tensor<1280xf16>
    ascendc.cast_l2 %oh_0, %ts, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<1280xf16>, !ascendc.local_tensor<256xi16>, i32
    %oh_1 = ascendc.local_tensor.subindex %toh[%k256] : !ascendc.local_tensor<1280xf16>, i32, !ascendc.local_tensor<1280xf16>
    ascendc.cast_l2 %oh_1, %ts, %k256 {roundMode = 2 : i32} : !ascendc.local_tensor<1280xf16>, !ascendc.local_tensor<256xi16>, i32
    %oh_2 = ascendc.local_tensor.subindex %toh[%k512] : !ascendc.local_tensor<1280xf16>, i32, !ascendc.local_tensor<1280xf16>
    ascendc.cast_l2 %oh_2, %ts, %k256 {roundMode = 3 : i32} : !ascendc.local_tensor<1280xf16>, !ascendc.local_tensor<256xi16>, i32
    %oh_3 = ascendc.local_tensor.subindex %toh[%k768] : !ascendc.local_tensor<1280xf16>, i32, !ascendc.local_tensor<1280xf16>
    ascendc.cast_l2 %oh_3, %tb, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<1280xf16>, !ascendc.local_tensor<256xi8>, i32
    %oh_4 = ascendc.local_tensor.subindex %toh[%k1024] : !ascendc.local_tensor<1280xf16>, i32, !ascendc.local_tensor<1280xf16>
    ascendc.cast_l2 %oh_4, %tub, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<1280xf16>, !ascendc.local_tensor<256xui8>, i32
    %o64_0 = ascendc.local_tensor.subindex %to64[%k0] : !ascendc.local_tensor<768xi64>, i32, !ascendc.local_tensor<768xi64>
    ascendc.cast_l2 %o64_0, %tx, %k256 {roundMode = 1 : i32} : !ascendc.local_tensor<768xi64>, !ascendc.local_tensor<256xf32>, i32
    %o64_1 = ascendc.local_tensor.subindex %to64[%k256] : !ascendc.local_tensor<768xi64>, i32, !ascendc.local_tensor<768xi64>
    ascendc.cast_l2 %o64_1, %tx, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<768xi64>, !ascendc.local_tensor<256xf32>, i32
    %o64_2 = ascendc.local_tensor.subindex %to64[%k512] : !ascendc.local_tensor<768xi64>, i32, !ascendc.local_tensor<768xi64>
    ascendc.cast_l2 %o64_2, %tv, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<768xi64>, !ascendc.local_tensor<256xi32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %ooo32 = arith.muli %idx, %k2816 : i32
    %go32 = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %go32, %o32 : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %go32i = ascendc.global_tensor.subindex %go32[%ooo32] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %go32i, %to32, %k2816 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<2816xi32>, i32
    %ooo16 = arith.muli %idx, %k2048 : i32
    %go16 = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %go16, %o16 : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %go16i = ascendc.global_tensor.subindex %go16[%ooo16] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %go16i, %to16, %k2048 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<2048xi16>, i32
    %ooou8 = arith.muli %idx, %k768 : i32
    %gou8 = ascendc.global_tensor : !ascendc.global_tensor<?xui8>
    ascendc.global_tensor.set_global_buffer %gou8, %ou8 : !ascendc.global_tensor<?xui8>, memref<*xui8, 22>
    %gou8i = ascendc.global_tensor.subindex %gou8[%ooou8] : !ascendc.global_tensor<?xui8>, i32, !ascendc.global_tensor<?xui8>
    ascendc.data_copy_l2 %gou8i, %tou8, %k768 : !ascendc.global_tensor<?xui8>, !ascendc.local_tensor<768xui8>, i32
    %ooos8 = arith.muli %idx, %k256 : i32
    %gos8 = ascendc.global_tensor : !ascendc.global_tensor<?xi8>
    ascendc.global_tensor.set_global_buffer %gos8, %os8 : !ascendc.global_tensor<?xi8>, memref<*xi8, 22>
    %gos8i = ascendc.global_tensor.subindex %gos8[%ooos8] : !ascendc.global_tensor<?xi8>, i32, !ascendc.global_tensor<?xi8>
    ascendc.data_copy_l2 %gos8i, %tos8, %k256 : !ascendc.global_tensor<?xi8>, !ascendc.local_tensor<256xi8>, i32
    %ooof = arith.muli %idx, %k1280 : i32
    %gof = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gof, %of : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gofi = ascendc.global_tensor.subindex %gof[%ooof] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gofi, %tof, %k1280 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1280xf32>, i32
    %oooh = arith.muli %idx, %k1280 : i32
    %goh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goh, %oh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gohi = ascendc.global_tensor.subindex %goh[%oooh] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gohi, %toh, %k1280 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1280xf16>, i32
    %ooo64 = arith.muli %idx, %k768 : i32
    %go64 = ascendc.global_tensor : !ascendc.global_tensor<?xi64>
    ascendc.global_tensor.set_global_buffer %go64, %o64 : !ascendc.global_tensor<?xi64>, memref<*xi64, 22>
    %go64i = ascendc.global_tensor.subindex %go64[%ooo64] : !ascendc.global_tensor<?xi64>, i32, !ascendc.global_tensor<?xi64>
    ascendc.data_copy_l2 %go64i, %to64, %k768 : !ascendc.global_tensor<?xi64>, !ascendc.local_tensor<768xi64>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
