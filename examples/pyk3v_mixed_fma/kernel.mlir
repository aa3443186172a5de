// Mixed-precision accumulation, per core 512 f16 a, b and 512 f32 c (3 cores), o = [c, c]
// (UB->UB DataCopy) then:
//   o[0:500]  += a·b           MulAddDst<float, half> L2 (f32 dst, f16 sources)
//   o[512:]   += a·b           MulAddDst<float, half> L0, mask 40, 8 repeats, src strides 4
//                              (a repeat has 64 lanes: the f16 sources fill 4 blocks)
//   o[0:256]  += a·b on the odd lanes, MulAddDst<float, half> L1, src1BlkStride 2, 4 repeats
//   o[512:]   += -1.5·b on the odd lanes, Axpy<float, half> L1 (srcRepStride 4)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @mixed_fma(%a: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %c: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k2 = arith.constant 2 : i32
    %k4 = arith.constant 4 : i32
    %k8 = arith.constant 8 : i32
    %k40 = arith.constant 40 : i32
    %k500 = arith.constant 500 : i32
    %k512 = arith.constant 512 : i32
    %k1024 = arith.constant 1024 : i32
    %k2048 = arith.constant 2048 : i32
    %k4096 = arith.constant 4096 : i32
    %wo = arith.constant -6148914691236517206 : i64
    %w_odd = emitc.cast %wo : i64 to ui64
    %sc = arith.constant -1.500000e+00 : f16
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gc = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %go = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %go, %o : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k4096 : !ascendc.tbuf<vecin>, i32
    %ta = ascendc.tbuf.get_with_offset %bin, %k512, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf16>
    %tb = ascendc.tbuf.get_with_offset %bin, %k512, %k1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf16>
    %tc = ascendc.tbuf.get_with_offset %bin, %k512, %k2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k4096 : !ascendc.tbuf<vecout>, i32
    %to = ascendc.tbuf.get_with_offset %bout, %k1024, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf32>
    %bcalc = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bcalc, %k4096 : !ascendc.tbuf<veccalc>, i32
    %tacc = ascendc.tbuf.get_with_offset %bcalc, %k1024, %k0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xf32>
    %off_a = arith.muli %idx, %k512 : i32
    %gai = ascendc.global_tensor.subindex %ga[%off_a] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ta, %gai, %k512 : !ascendc.local_tensor<512xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_b = arith.muli %idx, %k512 : i32
    %gbi = ascendc.global_tensor.subindex %gb[%off_b] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tb, %gbi, %k512 : !ascendc.local_tensor<512xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_c = arith.muli %idx, %k512 : i32
    %gci = ascendc.global_tensor.subindex %gc[%off_c] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tc, %gci, %k512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32

    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %k1 : i32, "src0BlkStride" = %k1 : i32, "src1BlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "src0RepStride" = %k4 : i32, "src1RepStride" = %k4 : i32)
    %bq = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %k1 : i32, "src0BlkStride" = %k1 : i32, "src1BlkStride" = %k2 : i32, "dstRepStride" = %k8 : i32, "src0RepStride" = %k4 : i32, "src1RepStride" = %k8 : i32)
    %up = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k1 : i32, "srcBlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "srcRepStride" = %k4 : i32)
    ascendc.data_copy_l2 %tacc, %tc, %k512 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<512xf32>, i32
    %acc2 = ascendc.local_tensor.subindex %tacc[%k512] : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>
    ascendc.data_copy_l2 %acc2, %tc, %k512 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<512xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.mul_add_dst_l2 %tacc, %ta, %tb, %k500 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, i32
    ascendc.mul_add_dst_l0 %acc2, %ta, %tb, %k40, %k8, %bp {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, i32, i32, !ascendc.binary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.mul_add_dst_l1 %tacc, %ta, %tb, %w_odd, %k4, %bq {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, ui64, i32, !ascendc.binary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.axpy_l1 %acc2, %tb, %sc, %w_odd, %k8, %up {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<512xf16>, f16, ui64, i32, !ascendc.unary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.data_copy_l2 %to, %tacc, %k1024 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_o = arith.muli %idx, %k1024 : i32
    %goi = ascendc.global_tensor.subindex %go[%off_o] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %goi, %to, %k1024 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
