// Compare/Select at L0/L1 and bitwise int16/uint16 ops, per core 8 rows of 64 f32 and
// 1024 int16/uint16:
//   o1 = x <= y ? x : y     Compare L0 (LE) + Select L0 VSEL_TENSOR_TENSOR_MODE
//   o2 = x > s ? x : t      CompareScalar L1 (GT) + Select(scalar) L1 VSEL_TENSOR_SCALAR_MODE
//   o3: s in the even blocks (Duplicate L0, dstBlkStride 2, dstRepStride 16), 0 elsewhere
//   o4: Brcb of x[0:16] into blocks 0..7 and 16..23 (BrcbRepeatParams(1, 16)), 0 elsewhere
//   b1 = a & b (And L0); b2 = a | b on the lanes of mask (0xFFFF..., 0xAAAA...), 7 elsewhere
//   (Duplicate, then Or L1); b3 = ~a (Not L0); b4 = a >> 3 (ShiftRight L0, arithmetic);
//   b5 = u << 2 (ShiftLeft L1, uint16, bits shifted out dropped)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @select_bits(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %a: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %u: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %of: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ob: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ou: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %s: f32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %t: f32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c2048 = arith.constant 2048 : i32
    %c8192 = arith.constant 8192 : i32
    %fzero = arith.constant 0.0 : f32
    %sh3 = arith.constant 3 : i16
    %sh2_i = arith.constant 2 : i16
    %sh2 = emitc.cast %sh2_i : i16 to ui16
    %seven = arith.constant 7 : i16
    %w_all_i = arith.constant -1 : i64
    %w_odd_i = arith.constant -6148914691236517206 : i64
    %w_all = emitc.cast %w_all_i : i64 to ui64
    %w_odd = emitc.cast %w_odd_i : i64 to ui64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gu = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gu, %u : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %gof = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gof, %of : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gob = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gob, %ob : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gou = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gou, %ou : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %c8192 : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_with_offset %bin, %c512, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf32>
    %ty = ascendc.tbuf.get_with_offset %bin, %c512, %c2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf32>
    %o4k = arith.constant 4096 : i32
    %o6k = arith.constant 6144 : i32
    %ta = ascendc.tbuf.get_with_offset %bin, %c1024, %o4k : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %tb = ascendc.tbuf.get_with_offset %bin, %c1024, %o6k : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %bu = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bu, %c2048 : !ascendc.tbuf<vecin>, i32
    %tu = ascendc.tbuf.get_tensor %bu : !ascendc.tbuf<vecin>, !ascendc.local_tensor<1024xui16>
    %bm = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bm, %c128 : !ascendc.tbuf<veccalc>, i32
    %m1 = ascendc.tbuf.get_with_offset %bm, %c64, %c0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<64xui8>
    %m2 = ascendc.tbuf.get_with_offset %bm, %c64, %c64 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<64xui8>
    %bof = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bof, %c8192 : !ascendc.tbuf<vecout>, i32
    %tof = ascendc.tbuf.get_tensor %bof : !ascendc.tbuf<vecout>, !ascendc.local_tensor<2048xf32>
    %bob = ascendc.tbuf : !ascendc.tbuf<vecout>
    %c10240 = arith.constant 10240 : i32
    ascendc.pipe.init_buffer %pipe, %bob, %c10240 : !ascendc.tbuf<vecout>, i32
    %tob = ascendc.tbuf.get_tensor %bob : !ascendc.tbuf<vecout>, !ascendc.local_tensor<5120xi16>
    %fo = arith.muli %idx, %c512 : i32
    %io = arith.muli %idx, %c1024 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%fo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%fo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gai = ascendc.global_tensor.subindex %ga[%io] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    %gbi = ascendc.global_tensor.subindex %gb[%io] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    %gui = ascendc.global_tensor.subindex %gu[%io] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %tx, %gxi, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %ty, %gyi, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %ta, %gai, %c1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    ascendc.data_copy_l2 %tb, %gbi, %c1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    ascendc.data_copy_l2 %tu, %gui, %c1024 : !ascendc.local_tensor<1024xui16>, !ascendc.global_tensor<?xui16>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    %up = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %c1 : i32, "srcBlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "srcRepStride" = %c8 : i32)
    ascendc.compare_l0 %m1, %tx, %ty, %c64, %c8, %bp {cmpMode = 3 : i32} : !ascendc.local_tensor<64xui8>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.binary_repeat_params
    ascendc.compare_scalar_l1 %m2, %tx, %s, %w_all, %c8, %up {cmpMode = 1 : i32} : !ascendc.local_tensor<64xui8>, !ascendc.local_tensor<512xf32>, f32, ui64, i32, !ascendc.unary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.select_l0 %tof, %m1, %tx, %ty, %c64, %c8, %bp {selMode = 2 : i32} : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<64xui8>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.binary_repeat_params
    %o2 = ascendc.local_tensor.subindex %tof[%c512] : !ascendc.local_tensor<2048xf32>, i32, !ascendc.local_tensor<2048xf32>
    ascendc.select_scalar_l1 %o2, %m2, %tx, %t, %w_all, %c8, %bp {selMode = 1 : i32} : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<64xui8>, !ascendc.local_tensor<512xf32>, f32, ui64, i32, !ascendc.binary_repeat_params
    %p3 = arith.muli %c512, %c2 : i32
    %o3 = ascendc.local_tensor.subindex %tof[%p3] : !ascendc.local_tensor<2048xf32>, i32, !ascendc.local_tensor<2048xf32>
    ascendc.duplicate_l2 %o3, %fzero, %c1024 : !ascendc.local_tensor<2048xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.duplicate_l0 %o3, %s, %c64, %c4, %c2, %c16 {isSetMask} : !ascendc.local_tensor<2048xf32>, f32, i32, i32, i32, i32
    %p4 = arith.addi %p3, %c512 : i32
    %o4 = ascendc.local_tensor.subindex %tof[%p4] : !ascendc.local_tensor<2048xf32>, i32, !ascendc.local_tensor<2048xf32>
    %brp = emitasc.init_struct !ascendc.brcb_repeat_params("dstBlkStride" = %c1 : i32, "dstRepStride" = %c16 : i32)
    ascendc.brcb_l0 %o4, %tx, %c2, %brp : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<512xf32>, i32, !ascendc.brcb_repeat_params
    ascendc.and_l0 %tob, %ta, %tb, %c128, %c8, %bp {isSetMask} : !ascendc.local_tensor<5120xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, i32, i32, !ascendc.binary_repeat_params
    %b2 = ascendc.local_tensor.subindex %tob[%c1024] : !ascendc.local_tensor<5120xi16>, i32, !ascendc.local_tensor<5120xi16>
    ascendc.duplicate_l0 %b2, %seven, %c128, %c8, %c1, %c8 {isSetMask} : !ascendc.local_tensor<5120xi16>, i16, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.or_l1 %b2, %ta, %tb, %w_all, %w_odd, %c8, %bp {isSetMask} : !ascendc.local_tensor<5120xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, ui64, ui64, i32, !ascendc.binary_repeat_params
    %q3 = arith.muli %c1024, %c2 : i32
    %b3 = ascendc.local_tensor.subindex %tob[%q3] : !ascendc.local_tensor<5120xi16>, i32, !ascendc.local_tensor<5120xi16>
    ascendc.not_l0 %b3, %ta, %c128, %c8, %up {isSetMask} : !ascendc.local_tensor<5120xi16>, !ascendc.local_tensor<1024xi16>, i32, i32, !ascendc.unary_repeat_params
    %q4 = arith.addi %q3, %c1024 : i32
    %b4 = ascendc.local_tensor.subindex %tob[%q4] : !ascendc.local_tensor<5120xi16>, i32, !ascendc.local_tensor<5120xi16>
    ascendc.shift_right_l0 %b4, %ta, %sh3, %c128, %c8, %up {isSetMask} : !ascendc.local_tensor<5120xi16>, !ascendc.local_tensor<1024xi16>, i16, i32, i32, !ascendc.unary_repeat_params
    ascendc.shift_left_l1 %tu, %tu, %sh2, %w_all, %w_all, %c8, %up {isSetMask} : !ascendc.local_tensor<1024xui16>, !ascendc.local_tensor<1024xui16>, ui16, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %fo4 = arith.muli %fo, %c4 : i32
    %gofi = ascendc.global_tensor.subindex %gof[%fo4] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gofi, %tof, %c2048 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<2048xf32>, i32
    %io4 = arith.muli %io, %c4 : i32
    %gobi = ascendc.global_tensor.subindex %gob[%io4] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %gobi, %tob, %o4k : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<5120xi16>, i32
    %goui = ascendc.global_tensor.subindex %gou[%io] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %goui, %tu, %c1024 : !ascendc.global_tensor<?xui16>, !ascendc.local_tensor<1024xui16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
