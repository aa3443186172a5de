// Bitwise and shift ops in the forms no earlier kernel runs, per core (4 cores):
//   oa[0:1024]    = a & b, And L1 with words (all, 0xFFFF0000FFFF0000); 5 on the other lanes
//   oa[1024:2048] = a & b, And L2 over 1000 elements; 5 after them
//   oa[2048:3072] = a | b[0:128], Or L0 count 77, src1RepStride 0; 5 elsewhere
//   oa[3072:4096] = ~a, Not L1 on the odd lanes; 5 on the even ones
//   ou[0:1024] = ~u (Not L2, uint16); ou[1024:2048] = (u | u2) >> 5 (Or L2, then ShiftRight
//   L1 in place, logical)
//   ow[0:512] = w << 7 (ShiftLeft L0, uint32, count 64: bits shifted out dropped);
//   ow[512:1024] = w >> 3 over the first 300 (ShiftRight L0 in counter mode); 9 elsewhere
//   ov[0:512] = v >> 4 (ShiftRight L2, int32, arithmetic); ov[512:1024] = v << 1 (ShiftLeft L1)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @bits(%a: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %u: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %u2: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %w: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %v: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oa: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ou: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ow: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ov: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k8 = arith.constant 8 : i32
    %k64 = arith.constant 64 : i32
    %k77 = arith.constant 77 : i32
    %k300 = arith.constant 300 : i32
    %k512 = arith.constant 512 : i32
    %k1000 = arith.constant 1000 : i32
    %k1024 = arith.constant 1024 : i32
    %k2048 = arith.constant 2048 : i32
    %k3072 = arith.constant 3072 : i32
    %k4096 = arith.constant 4096 : i32
    %k6144 = arith.constant 6144 : i32
    %k8192 = arith.constant 8192 : i32
    %k10240 = arith.constant 10240 : i32
    %k12288 = arith.constant 12288 : i32
    %k16384 = arith.constant 16384 : i32
    %k20480 = arith.constant 20480 : i32
    %five = arith.constant 5 : i16
    %nine_i = arith.constant 9 : i32
    %nine = emitc.cast %nine_i : i32 to ui32
    %wa = arith.constant -1 : i64
    %w_all = emitc.cast %wa : i64 to ui64
    %wh = arith.constant -281470681808896 : i64
    %w_hi = emitc.cast %wh : i64 to ui64
    %wo = arith.constant -6148914691236517206 : i64
    %w_odd = emitc.cast %wo : i64 to ui64
    %sh5 = emitc.cast %five : i16 to ui16
    %sh7_i = arith.constant 7 : i32
    %sh7 = emitc.cast %sh7_i : i32 to ui32
    %sh3_i = arith.constant 3 : i32
    %sh3 = emitc.cast %sh3_i : i32 to ui32
    %sh4 = arith.constant 4 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gu = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gu, %u : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %gu2 = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gu2, %u2 : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %gw = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gw, %w : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gv = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gv, %v : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %goa = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %goa, %oa : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gou = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gou, %ou : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %gow = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gow, %ow : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gov = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gov, %ov : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k12288 : !ascendc.tbuf<vecin>, i32
    %ta = ascendc.tbuf.get_with_offset %bin, %k1024, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %tb = ascendc.tbuf.get_with_offset %bin, %k1024, %k2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %tu = ascendc.tbuf.get_with_offset %bin, %k1024, %k4096 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xui16>
    %tu2 = ascendc.tbuf.get_with_offset %bin, %k1024, %k6144 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xui16>
    %tw = ascendc.tbuf.get_with_offset %bin, %k512, %k8192 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xui32>
    %tv = ascendc.tbuf.get_with_offset %bin, %k512, %k10240 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xi32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k20480 : !ascendc.tbuf<vecout>, i32
    %toa = ascendc.tbuf.get_with_offset %bout, %k4096, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<4096xi16>
    %tou = ascendc.tbuf.get_with_offset %bout, %k2048, %k8192 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<2048xui16>
    %tow = ascendc.tbuf.get_with_offset %bout, %k1024, %k12288 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xui32>
    %tov = ascendc.tbuf.get_with_offset %bout, %k1024, %k16384 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xi32>
    %off_a = arith.muli %idx, %k1024 : i32
    %gai = ascendc.global_tensor.subindex %ga[%off_a] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %ta, %gai, %k1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    %off_b = arith.muli %idx, %k1024 : i32
    %gbi = ascendc.global_tensor.subindex %gb[%off_b] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %tb, %gbi, %k1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    %off_u = arith.muli %idx, %k1024 : i32
    %gui = ascendc.global_tensor.subindex %gu[%off_u] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %tu, %gui, %k1024 : !ascendc.local_tensor<1024xui16>, !ascendc.global_tensor<?xui16>, i32
    %off_u2 = arith.muli %idx, %k1024 : i32
    %gu2i = ascendc.global_tensor.subindex %gu2[%off_u2] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %tu2, %gu2i, %k1024 : !ascendc.local_tensor<1024xui16>, !ascendc.global_tensor<?xui16>, i32
    %off_w = arith.muli %idx, %k512 : i32
    %gwi = ascendc.global_tensor.subindex %gw[%off_w] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %tw, %gwi, %k512 : !ascendc.local_tensor<512xui32>, !ascendc.global_tensor<?xui32>, i32
    %off_v = arith.muli %idx, %k512 : i32
    %gvi = ascendc.global_tensor.subindex %gv[%off_v] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %tv, %gvi, %k512 : !ascendc.local_tensor<512xi32>, !ascendc.global_tensor<?xi32>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32

    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %k1 : i32, "src0BlkStride" = %k1 : i32, "src1BlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "src0RepStride" = %k8 : i32, "src1RepStride" = %k8 : i32)
    %brow = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %k1 : i32, "src0BlkStride" = %k1 : i32, "src1BlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "src0RepStride" = %k8 : i32, "src1RepStride" = %k0 : i32)
    %up = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k1 : i32, "srcBlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "srcRepStride" = %k8 : i32)
    ascendc.duplicate_l2 %toa, %five, %k4096 : !ascendc.local_tensor<4096xi16>, i16, i32
    ascendc.duplicate_l2 %tow, %nine, %k1024 : !ascendc.local_tensor<1024xui32>, ui32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.and_l1 %toa, %ta, %tb, %w_all, %w_hi, %k8, %bp {isSetMask} : !ascendc.local_tensor<4096xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, ui64, ui64, i32, !ascendc.binary_repeat_params
    %oa1 = ascendc.local_tensor.subindex %toa[%k1024] : !ascendc.local_tensor<4096xi16>, i32, !ascendc.local_tensor<4096xi16>
    ascendc.and_l2 %oa1, %ta, %tb, %k1000 : !ascendc.local_tensor<4096xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, i32
    %oa2 = ascendc.local_tensor.subindex %toa[%k2048] : !ascendc.local_tensor<4096xi16>, i32, !ascendc.local_tensor<4096xi16>
    ascendc.or_l0 %oa2, %ta, %tb, %k77, %k8, %brow {isSetMask} : !ascendc.local_tensor<4096xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, i32, i32, !ascendc.binary_repeat_params
    %oa3 = ascendc.local_tensor.subindex %toa[%k3072] : !ascendc.local_tensor<4096xi16>, i32, !ascendc.local_tensor<4096xi16>
    ascendc.not_l1 %oa3, %ta, %w_odd, %w_odd, %k8, %up {isSetMask} : !ascendc.local_tensor<4096xi16>, !ascendc.local_tensor<1024xi16>, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.not_l2 %tou, %tu, %k1024 : !ascendc.local_tensor<2048xui16>, !ascendc.local_tensor<1024xui16>, i32
    %ou1 = ascendc.local_tensor.subindex %tou[%k1024] : !ascendc.local_tensor<2048xui16>, i32, !ascendc.local_tensor<2048xui16>
    ascendc.or_l2 %ou1, %tu, %tu2, %k1024 : !ascendc.local_tensor<2048xui16>, !ascendc.local_tensor<1024xui16>, !ascendc.local_tensor<1024xui16>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.shift_right_l1 %ou1, %ou1, %sh5, %w_all, %w_all, %k8, %up {isSetMask} : !ascendc.local_tensor<2048xui16>, !ascendc.local_tensor<2048xui16>, ui16, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.shift_left_l0 %tow, %tw, %sh7, %k64, %k8, %up {isSetMask} : !ascendc.local_tensor<1024xui32>, !ascendc.local_tensor<512xui32>, ui32, i32, i32, !ascendc.unary_repeat_params
    %ow1 = ascendc.local_tensor.subindex %tow[%k512] : !ascendc.local_tensor<1024xui32>, i32, !ascendc.local_tensor<1024xui32>
    ascendc.set_mask_count
    ascendc.shift_right_l0 %ow1, %tw, %sh3, %k300, %k1, %up {isSetMask} : !ascendc.local_tensor<1024xui32>, !ascendc.local_tensor<512xui32>, ui32, i32, i32, !ascendc.unary_repeat_params
    ascendc.set_mask_norm
    ascendc.shift_right_l2 %tov, %tv, %sh4, %k512 : !ascendc.local_tensor<1024xi32>, !ascendc.local_tensor<512xi32>, i32, i32
    %ov1 = ascendc.local_tensor.subindex %tov[%k512] : !ascendc.local_tensor<1024xi32>, i32, !ascendc.local_tensor<1024xi32>
    ascendc.shift_left_l1 %ov1, %tv, %k1, %w_all, %k8, %up {isSetMask} : !ascendc.local_tensor<1024xi32>, !ascendc.local_tensor<512xi32>, i32, ui64, i32, !ascendc.unary_repeat_params
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_oa = arith.muli %idx, %k4096 : i32
    %goai = ascendc.global_tensor.subindex %goa[%off_oa] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %goai, %toa, %k4096 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<4096xi16>, i32
    %off_ou = arith.muli %idx, %k2048 : i32
    %goui = ascendc.global_tensor.subindex %gou[%off_ou] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %goui, %tou, %k2048 : !ascendc.global_tensor<?xui16>, !ascendc.local_tensor<2048xui16>, i32
    %off_ow = arith.muli %idx, %k1024 : i32
    %gowi = ascendc.global_tensor.subindex %gow[%off_ow] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %gowi, %tow, %k1024 : !ascendc.global_tensor<?xui32>, !ascendc.local_tensor<1024xui32>, i32
    %off_ov = arith.muli %idx, %k1024 : i32
    %govi = ascendc.global_tensor.subindex %gov[%off_ov] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %govi, %tov, %k1024 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<1024xi32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
