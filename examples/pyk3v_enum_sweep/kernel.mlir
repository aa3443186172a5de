// Every enum value of the vector compare, cast and whole-reduce calls, per core 256 each of
// f32 x, y, f16 h, g and int32 i, j (2 cores):
//   cm (bits, LSB first): Compare L2 CMPMODE LT, GT, EQ, LE, GE, NE on (x, y) and on (h, g);
//      CompareScalar L2 on i (EQ 7, NE 7), h (LE -1.5), x (GE 0.5); Compare L2 on (i, j) LT, EQ
//   ci = Cast f32 -> s32, cf = Cast f32 -> f32 (integral), c8 = Cast f16 -> s8, each with
//        CAST_RINT, FLOOR, CEIL, ROUND, TRUNC; ch = Cast f32 -> f16 with NONE..ODD (7 modes);
//        cb = Cast f32 -> bf16 with NONE..TRUNC (6 modes; bf16 as raw u16)
//   wr = WholeReduceMax L0 (mask 64) and WholeReduceMin L1 (odd lanes), 4 repeats, with
//        ORDER_VALUE_INDEX, INDEX_VALUE, ONLY_VALUE, ONLY_INDEX (16 slots each, 0 elsewhere)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @enum_sweep(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %g: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %i: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %j: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %cm: memref<*xui8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ci: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %cf: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %c8: memref<*xi8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ch: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %cb: memref<*xbf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %wr: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k4 = arith.constant 4 : i32
    %k8 = arith.constant 8 : i32
    %k16 = arith.constant 16 : i32
    %k32 = arith.constant 32 : i32
    %k48 = arith.constant 48 : i32
    %k64 = arith.constant 64 : i32
    %k80 = arith.constant 80 : i32
    %k96 = arith.constant 96 : i32
    %k112 = arith.constant 112 : i32
    %k128 = arith.constant 128 : i32
    %k160 = arith.constant 160 : i32
    %k192 = arith.constant 192 : i32
    %k224 = arith.constant 224 : i32
    %k256 = arith.constant 256 : i32
    %k288 = arith.constant 288 : i32
    %k320 = arith.constant 320 : i32
    %k352 = arith.constant 352 : i32
    %k384 = arith.constant 384 : i32
    %k416 = arith.constant 416 : i32
    %k448 = arith.constant 448 : i32
    %k480 = arith.constant 480 : i32
    %k512 = arith.constant 512 : i32
    %k544 = arith.constant 544 : i32
    %k576 = arith.constant 576 : i32
    %k768 = arith.constant 768 : i32
    %k1024 = arith.constant 1024 : i32
    %k1280 = arith.constant 1280 : i32
    %k1536 = arith.constant 1536 : i32
    %k1792 = arith.constant 1792 : i32
    %k2048 = arith.constant 2048 : i32
    %k2560 = arith.constant 2560 : i32
    %k3072 = arith.constant 3072 : i32
    %k4096 = arith.constant 4096 : i32
    %k5120 = arith.constant 5120 : i32
    %k5696 = arith.constant 5696 : i32
    %k10816 = arith.constant 10816 : i32
    %k12096 = arith.constant 12096 : i32
    %k15680 = arith.constant 15680 : i32
    %k18752 = arith.constant 18752 : i32
    %k19264 = arith.constant 19264 : i32
    %fz = arith.constant 0.000000e+00 : f32
    %fs = arith.constant 5.000000e-01 : f32
    %hs = arith.constant -1.500000e+00 : f16
    %s7 = arith.constant 7 : i32
    %wo = arith.constant -6148914691236517206 : i64
    %w_odd = emitc.cast %wo : i64 to ui64
    %wz = arith.constant 0 : i64
    %w_zero = emitc.cast %wz : i64 to ui64
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
    %gi = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gi, %i : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gj = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gj, %j : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gcm = ascendc.global_tensor : !ascendc.global_tensor<?xui8>
    ascendc.global_tensor.set_global_buffer %gcm, %cm : !ascendc.global_tensor<?xui8>, memref<*xui8, 22>
    %gci = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gci, %ci : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gcf = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gcf, %cf : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gc8 = ascendc.global_tensor : !ascendc.global_tensor<?xi8>
    ascendc.global_tensor.set_global_buffer %gc8, %c8 : !ascendc.global_tensor<?xi8>, memref<*xi8, 22>
    %gch = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gch, %ch : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gcb = ascendc.global_tensor : !ascendc.global_tensor<?xbf16>
    ascendc.global_tensor.set_global_buffer %gcb, %cb : !ascendc.global_tensor<?xbf16>, memref<*xbf16, 22>
    %gwr = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gwr, %wr : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k5120 : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_with_offset %bin, %k256, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %ty = ascendc.tbuf.get_with_offset %bin, %k256, %k1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %th = ascendc.tbuf.get_with_offset %bin, %k256, %k2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %tg = ascendc.tbuf.get_with_offset %bin, %k256, %k2560 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %ti = ascendc.tbuf.get_with_offset %bin, %k256, %k3072 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi32>
    %tj = ascendc.tbuf.get_with_offset %bin, %k256, %k4096 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k19264 : !ascendc.tbuf<vecout>, i32
    %tcm = ascendc.tbuf.get_with_offset %bout, %k576, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<576xui8>
    %tci = ascendc.tbuf.get_with_offset %bout, %k1280, %k576 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1280xi32>
    %tcf = ascendc.tbuf.get_with_offset %bout, %k1280, %k5696 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1280xf32>
    %tc8 = ascendc.tbuf.get_with_offset %bout, %k1280, %k10816 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1280xi8>
    %tch = ascendc.tbuf.get_with_offset %bout, %k1792, %k12096 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1792xf16>
    %tcb = ascendc.tbuf.get_with_offset %bout, %k1536, %k15680 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1536xbf16>
    %twr = ascendc.tbuf.get_with_offset %bout, %k128, %k18752 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<128xf32>
    %off_x = arith.muli %idx, %k256 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off_x] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tx, %gxi, %k256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    %off_y = arith.muli %idx, %k256 : i32
    %gyi = ascendc.global_tensor.subindex %gy[%off_y] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %ty, %gyi, %k256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    %off_h = arith.muli %idx, %k256 : i32
    %ghi = ascendc.global_tensor.subindex %gh[%off_h] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %th, %ghi, %k256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_g = arith.muli %idx, %k256 : i32
    %ggi = ascendc.global_tensor.subindex %gg[%off_g] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tg, %ggi, %k256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_i = arith.muli %idx, %k256 : i32
    %gii = ascendc.global_tensor.subindex %gi[%off_i] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %ti, %gii, %k256 : !ascendc.local_tensor<256xi32>, !ascendc.global_tensor<?xi32>, i32
    %off_j = arith.muli %idx, %k256 : i32
    %gji = ascendc.global_tensor.subindex %gj[%off_j] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %tj, %gji, %k256 : !ascendc.local_tensor<256xi32>, !ascendc.global_tensor<?xi32>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32
    %cmf0 = ascendc.local_tensor.subindex %tcm[%k0] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    %cmh0 = ascendc.local_tensor.subindex %tcm[%k192] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_l2 %cmf0, %tx, %ty, %k256 {cmpMode = 0 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.compare_l2 %cmh0, %th, %tg, %k256 {cmpMode = 0 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    %cmf1 = ascendc.local_tensor.subindex %tcm[%k32] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    %cmh1 = ascendc.local_tensor.subindex %tcm[%k224] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_l2 %cmf1, %tx, %ty, %k256 {cmpMode = 1 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.compare_l2 %cmh1, %th, %tg, %k256 {cmpMode = 1 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    %cmf2 = ascendc.local_tensor.subindex %tcm[%k64] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    %cmh2 = ascendc.local_tensor.subindex %tcm[%k256] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_l2 %cmf2, %tx, %ty, %k256 {cmpMode = 2 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.compare_l2 %cmh2, %th, %tg, %k256 {cmpMode = 2 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    %cmf3 = ascendc.local_tensor.subindex %tcm[%k96] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    %cmh3 = ascendc.local_tensor.subindex %tcm[%k288] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_l2 %cmf3, %tx, %ty, %k256 {cmpMode = 3 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.compare_l2 %cmh3, %th, %tg, %k256 {cmpMode = 3 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    %cmf4 = ascendc.local_tensor.subindex %tcm[%k128] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    %cmh4 = ascendc.local_tensor.subindex %tcm[%k320] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_l2 %cmf4, %tx, %ty, %k256 {cmpMode = 4 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.compare_l2 %cmh4, %th, %tg, %k256 {cmpMode = 4 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    %cmf5 = ascendc.local_tensor.subindex %tcm[%k160] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    %cmh5 = ascendc.local_tensor.subindex %tcm[%k352] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_l2 %cmf5, %tx, %ty, %k256 {cmpMode = 5 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.compare_l2 %cmh5, %th, %tg, %k256 {cmpMode = 5 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    %cmi2 = ascendc.local_tensor.subindex %tcm[%k384] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_scalar_l2 %cmi2, %ti, %s7, %k256 {cmpMode = 2 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xi32>, i32, i32
    %cmi5 = ascendc.local_tensor.subindex %tcm[%k416] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_scalar_l2 %cmi5, %ti, %s7, %k256 {cmpMode = 5 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xi32>, i32, i32
    %cms = ascendc.local_tensor.subindex %tcm[%k448] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_scalar_l2 %cms, %th, %hs, %k256 {cmpMode = 3 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf16>, f16, i32
    %cmt = ascendc.local_tensor.subindex %tcm[%k480] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_scalar_l2 %cmt, %tx, %fs, %k256 {cmpMode = 4 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xf32>, f32, i32
    %cmu = ascendc.local_tensor.subindex %tcm[%k512] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_l2 %cmu, %ti, %tj, %k256 {cmpMode = 0 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, i32
    %cmv = ascendc.local_tensor.subindex %tcm[%k544] : !ascendc.local_tensor<576xui8>, i32, !ascendc.local_tensor<576xui8>
    ascendc.compare_l2 %cmv, %ti, %tj, %k256 {cmpMode = 2 : i32} : !ascendc.local_tensor<576xui8>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, i32
    %ci1 = ascendc.local_tensor.subindex %tci[%k0] : !ascendc.local_tensor<1280xi32>, i32, !ascendc.local_tensor<1280xi32>
    ascendc.cast_l2 %ci1, %tx, %k256 {roundMode = 1 : i32} : !ascendc.local_tensor<1280xi32>, !ascendc.local_tensor<256xf32>, i32
    %c81 = ascendc.local_tensor.subindex %tc8[%k0] : !ascendc.local_tensor<1280xi8>, i32, !ascendc.local_tensor<1280xi8>
    ascendc.cast_l2 %c81, %th, %k256 {roundMode = 1 : i32} : !ascendc.local_tensor<1280xi8>, !ascendc.local_tensor<256xf16>, i32
    %cf1 = ascendc.local_tensor.subindex %tcf[%k0] : !ascendc.local_tensor<1280xf32>, i32, !ascendc.local_tensor<1280xf32>
    ascendc.cast_l2 %cf1, %tx, %k256 {roundMode = 1 : i32} : !ascendc.local_tensor<1280xf32>, !ascendc.local_tensor<256xf32>, i32
    %ci2 = ascendc.local_tensor.subindex %tci[%k256] : !ascendc.local_tensor<1280xi32>, i32, !ascendc.local_tensor<1280xi32>
    ascendc.cast_l2 %ci2, %tx, %k256 {roundMode = 2 : i32} : !ascendc.local_tensor<1280xi32>, !ascendc.local_tensor<256xf32>, i32
    %c82 = ascendc.local_tensor.subindex %tc8[%k256] : !ascendc.local_tensor<1280xi8>, i32, !ascendc.local_tensor<1280xi8>
    ascendc.cast_l2 %c82, %th, %k256 {roundMode = 2 : i32} : !ascendc.local_tensor<1280xi8>, !ascendc.local_tensor<256xf16>, i32
    %cf2 = ascendc.local_tensor.subindex %tcf[%k256] : !ascendc.local_tensor<1280xf32>, i32, !ascendc.local_tensor<1280xf32>
    ascendc.cast_l2 %cf2, %tx, %k256 {roundMode = 2 : i32} : !ascendc.local_tensor<1280xf32>, !ascendc.local_tensor<256xf32>, i32
    %ci3 = ascendc.local_tensor.subindex %tci[%k512] : !ascendc.local_tensor<1280xi32>, i32, !ascendc.local_tensor<1280xi32>
    ascendc.cast_l2 %ci3, %tx, %k256 {roundMode = 3 : i32} : !ascendc.local_tensor<1280xi32>, !ascendc.local_tensor<256xf32>, i32
    %c83 = ascendc.local_tensor.subindex %tc8[%k512] : !ascendc.local_tensor<1280xi8>, i32, !ascendc.local_tensor<1280xi8>
    ascendc.cast_l2 %c83, %th, %k256 {roundMode = 3 : i32} : !ascendc.local_tensor<1280xi8>, !ascendc.local_tensor<256xf16>, i32
    %cf3 = ascendc.local_tensor.subindex %tcf[%k512] : !ascendc.local_tensor<1280xf32>, i32, !ascendc.local_tensor<1280xf32>
    ascendc.cast_l2 %cf3, %tx, %k256 {roundMode = 3 : i32} : !ascendc.local_tensor<1280xf32>, !ascendc.local_tensor<256xf32>, i32
    %ci4 = ascendc.local_tensor.subindex %tci[%k768] : !ascendc.local_tensor<1280xi32>, i32, !ascendc.local_tensor<1280xi32>
    ascendc.cast_l2 %ci4, %tx, %k256 {roundMode = 4 : i32} : !ascendc.local_tensor<1280xi32>, !ascendc.local_tensor<256xf32>, i32
    %c84 = ascendc.local_tensor.subindex %tc8[%k768] : !ascendc.local_tensor<1280xi8>, i32, !ascendc.local_tensor<1280xi8>
    ascendc.cast_l2 %c84, %th, %k256 {roundMode = 4 : i32} : !ascendc.local_tensor<1280xi8>, !ascendc.local_tensor<256xf16>, i32
    %cf4 = ascendc.local_tensor.subindex %tcf[%k768] : !ascendc.local_tensor<1280xf32>, i32, !ascendc.local_tensor<1280xf32>
    ascendc.cast_l2 %cf4, %tx, %k256 {roundMode = 4 : i32} : !ascendc.local_tensor<1280xf32>, !ascendc.local_tensor<256xf32>, i32
    %ci5 = ascendc.local_tensor.subindex %tci[%k1024] : !ascendc.local_tensor<1280xi32>, i32, !ascendc.local_tensor<1280xi32>
    ascendc.cast_l2 %ci5, %tx, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<1280xi32>, !ascendc.local_tensor<256xf32>, i32
    %c85 = ascendc.local_tensor.subindex %tc8[%k1024] : !ascendc.local_tensor<1280xi8>, i32, !ascendc.local_tensor<1280xi8>
    ascendc.cast_l2 %c85, %th, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<1280xi8>, !ascendc.local_tensor<256xf16>, i32
    %cf5 = ascendc.local_tensor.subindex %tcf[%k1024] : !ascendc.local_tensor<1280xf32>, i32, !ascendc.local_tensor<1280xf32>
    ascendc.cast_l2 %cf5, %tx, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<1280xf32>, !ascendc.local_tensor<256xf32>, i32
    %ch0 = ascendc.local_tensor.subindex %tch[%k0] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.cast_l2 %ch0, %tx, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf32>, i32
    %ch1 = ascendc.local_tensor.subindex %tch[%k256] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.cast_l2 %ch1, %tx, %k256 {roundMode = 1 : i32} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf32>, i32
    %ch2 = ascendc.local_tensor.subindex %tch[%k512] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.cast_l2 %ch2, %tx, %k256 {roundMode = 2 : i32} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf32>, i32
    %ch3 = ascendc.local_tensor.subindex %tch[%k768] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.cast_l2 %ch3, %tx, %k256 {roundMode = 3 : i32} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf32>, i32
    %ch4 = ascendc.local_tensor.subindex %tch[%k1024] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.cast_l2 %ch4, %tx, %k256 {roundMode = 4 : i32} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf32>, i32
    %ch5 = ascendc.local_tensor.subindex %tch[%k1280] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.cast_l2 %ch5, %tx, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf32>, i32
    %ch6 = ascendc.local_tensor.subindex %tch[%k1536] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.cast_l2 %ch6, %tx, %k256 {roundMode = 6 : i32} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf32>, i32
    %cb0 = ascendc.local_tensor.subindex %tcb[%k0] : !ascendc.local_tensor<1536xbf16>, i32, !ascendc.local_tensor<1536xbf16>
    ascendc.cast_l2 %cb0, %tx, %k256 {roundMode = 0 : i32} : !ascendc.local_tensor<1536xbf16>, !ascendc.local_tensor<256xf32>, i32
    %cb1 = ascendc.local_tensor.subindex %tcb[%k256] : !ascendc.local_tensor<1536xbf16>, i32, !ascendc.local_tensor<1536xbf16>
    ascendc.cast_l2 %cb1, %tx, %k256 {roundMode = 1 : i32} : !ascendc.local_tensor<1536xbf16>, !ascendc.local_tensor<256xf32>, i32
    %cb2 = ascendc.local_tensor.subindex %tcb[%k512] : !ascendc.local_tensor<1536xbf16>, i32, !ascendc.local_tensor<1536xbf16>
    ascendc.cast_l2 %cb2, %tx, %k256 {roundMode = 2 : i32} : !ascendc.local_tensor<1536xbf16>, !ascendc.local_tensor<256xf32>, i32
    %cb3 = ascendc.local_tensor.subindex %tcb[%k768] : !ascendc.local_tensor<1536xbf16>, i32, !ascendc.local_tensor<1536xbf16>
    ascendc.cast_l2 %cb3, %tx, %k256 {roundMode = 3 : i32} : !ascendc.local_tensor<1536xbf16>, !ascendc.local_tensor<256xf32>, i32
    %cb4 = ascendc.local_tensor.subindex %tcb[%k1024] : !ascendc.local_tensor<1536xbf16>, i32, !ascendc.local_tensor<1536xbf16>
    ascendc.cast_l2 %cb4, %tx, %k256 {roundMode = 4 : i32} : !ascendc.local_tensor<1536xbf16>, !ascendc.local_tensor<256xf32>, i32
    %cb5 = ascendc.local_tensor.subindex %tcb[%k1280] : !ascendc.local_tensor<1536xbf16>, i32, !ascendc.local_tensor<1536xbf16>
    ascendc.cast_l2 %cb5, %tx, %k256 {roundMode = 5 : i32} : !ascendc.local_tensor<1536xbf16>, !ascendc.local_tensor<256xf32>, i32
    ascendc.duplicate_l2 %twr, %fz, %k128 : !ascendc.local_tensor<128xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    %wa0 = ascendc.local_tensor.subindex %twr[%k0] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    %wb0 = ascendc.local_tensor.subindex %twr[%k64] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    ascendc.whole_reduce_max_l0 %wa0, %tx, %k64, %k4, %k1, %k1, %k8 {order = 0 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<256xf32>, i32, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.whole_reduce_min_l1 %wb0, %tx, %w_odd, %w_zero, %k4, %k1, %k1, %k8 {order = 0 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %wa1 = ascendc.local_tensor.subindex %twr[%k16] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    %wb1 = ascendc.local_tensor.subindex %twr[%k80] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    ascendc.whole_reduce_max_l0 %wa1, %tx, %k64, %k4, %k1, %k1, %k8 {order = 1 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<256xf32>, i32, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.whole_reduce_min_l1 %wb1, %tx, %w_odd, %w_zero, %k4, %k1, %k1, %k8 {order = 1 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %wa2 = ascendc.local_tensor.subindex %twr[%k32] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    %wb2 = ascendc.local_tensor.subindex %twr[%k96] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    ascendc.whole_reduce_max_l0 %wa2, %tx, %k64, %k4, %k1, %k1, %k8 {order = 2 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<256xf32>, i32, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.whole_reduce_min_l1 %wb2, %tx, %w_odd, %w_zero, %k4, %k1, %k1, %k8 {order = 2 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    %wa3 = ascendc.local_tensor.subindex %twr[%k48] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    %wb3 = ascendc.local_tensor.subindex %twr[%k112] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<128xf32>
    ascendc.whole_reduce_max_l0 %wa3, %tx, %k64, %k4, %k1, %k1, %k8 {order = 3 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<256xf32>, i32, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.whole_reduce_min_l1 %wb3, %tx, %w_odd, %w_zero, %k4, %k1, %k1, %k8 {order = 3 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_cm = arith.muli %idx, %k576 : i32
    %gcmi = ascendc.global_tensor.subindex %gcm[%off_cm] : !ascendc.global_tensor<?xui8>, i32, !ascendc.global_tensor<?xui8>
    ascendc.data_copy_l2 %gcmi, %tcm, %k576 : !ascendc.global_tensor<?xui8>, !ascendc.local_tensor<576xui8>, i32
    %off_ci = arith.muli %idx, %k1280 : i32
    %gcii = ascendc.global_tensor.subindex %gci[%off_ci] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %gcii, %tci, %k1280 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<1280xi32>, i32
    %off_cf = arith.muli %idx, %k1280 : i32
    %gcfi = ascendc.global_tensor.subindex %gcf[%off_cf] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gcfi, %tcf, %k1280 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1280xf32>, i32
    %off_c8 = arith.muli %idx, %k1280 : i32
    %gc8i = ascendc.global_tensor.subindex %gc8[%off_c8] : !ascendc.global_tensor<?xi8>, i32, !ascendc.global_tensor<?xi8>
    ascendc.data_copy_l2 %gc8i, %tc8, %k1280 : !ascendc.global_tensor<?xi8>, !ascendc.local_tensor<1280xi8>, i32
    %off_ch = arith.muli %idx, %k1792 : i32
    %gchi = ascendc.global_tensor.subindex %gch[%off_ch] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gchi, %tch, %k1792 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1792xf16>, i32
    %off_cb = arith.muli %idx, %k1536 : i32
    %gcbi = ascendc.global_tensor.subindex %gcb[%off_cb] : !ascendc.global_tensor<?xbf16>, i32, !ascendc.global_tensor<?xbf16>
    ascendc.data_copy_l2 %gcbi, %tcb, %k1536 : !ascendc.global_tensor<?xbf16>, !ascendc.local_tensor<1536xbf16>, i32
    %off_wr = arith.muli %idx, %k128 : i32
    %gwri = ascendc.global_tensor.subindex %gwr[%off_wr] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gwri, %twr, %k128 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<128xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
