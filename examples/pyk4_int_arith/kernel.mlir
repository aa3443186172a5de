// Integer arithmetic and f16 forms no earlier numpy-checked kernel runs, per core (2 cores):
//   o16[0:1024]     = p + q          Add L2, int16 (modular)
//   o16[1024:2048]  = p * q          Mul L0, int16, 128 lanes x 8 repeats (modular)
//   o16[2048:3072]  = p - q          Sub L1 with mask words (all, 0xFFFF0000FFFF0000); 5 elsewhere
//   o16[3072:4096]  = max(min(p, q), -1000) + 30000   Min L2, Maxs L1, Adds L2 (modular)
//   o32[0:512]      = v + w          Add L1, int32, full mask x 8 repeats (modular)
//   o32[512:1024]   = v * w          Mul L2, int32 (low 32 bits)
//   o32[1024:1536]  = relu(max(v, w))  Max L2, Relu L2 in place, int32
//   o32[1536:2048]  = v - 7 over the first 300 (Subs L0 in counter mode); 9 elsewhere
//   oh[0:1024]      = h / g          Div L0, f16, 128 lanes x 8 repeats
//   oh[1024:2048]   = sqrt(g)        Sqrt L2
//   oh[2048:3072]   = 1 / g          Reciprocal L2
//   oh[3072:4096]   = leaky_relu(h, 0.1) - 0.5   LeakyRelu L2 (alpha half(0.1)), Subs L2
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @int_arith(%p: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %q: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %v: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %w: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %g: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o16: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o32: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %alpha: f32, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k8 = arith.constant 8 : i32
    %k128 = arith.constant 128 : i32
    %k300 = arith.constant 300 : i32
    %k512 = arith.constant 512 : i32
    %k1024 = arith.constant 1024 : i32
    %k1536 = arith.constant 1536 : i32
    %k2048 = arith.constant 2048 : i32
    %k3072 = arith.constant 3072 : i32
    %k4096 = arith.constant 4096 : i32
    %k6144 = arith.constant 6144 : i32
    %k8192 = arith.constant 8192 : i32
    %k10240 = arith.constant 10240 : i32
    %k16384 = arith.constant 16384 : i32
    %k24576 = arith.constant 24576 : i32
    %five = arith.constant 5 : i16
    %nine = arith.constant 9 : i32
    %seven = arith.constant 7 : i32
    %m1000 = arith.constant -1000 : i16
    %p30000 = arith.constant 30000 : i16
    %half = arith.constant 5.000000e-01 : f16
    %wa = arith.constant -1 : i64
    %w_all = emitc.cast %wa : i64 to ui64
    %z64 = arith.constant 0 : i64
    %w_none = emitc.cast %z64 : i64 to ui64
    %wh = arith.constant -281470681808896 : i64
    %w_hi = emitc.cast %wh : i64 to ui64
    %alpha_h = arith.truncf %alpha : f32 to f16
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gp = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gp, %p : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gq = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gq, %q : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gv = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gv, %v : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gw = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gw, %w : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gg = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gg, %g : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %go16 = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %go16, %o16 : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %go32 = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %go32, %o32 : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %goh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goh, %oh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k16384 : !ascendc.tbuf<vecin>, i32
    %tp = ascendc.tbuf.get_with_offset %bin, %k1024, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %tq = ascendc.tbuf.get_with_offset %bin, %k1024, %k2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %tv = ascendc.tbuf.get_with_offset %bin, %k512, %k4096 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xi32>
    %tw = ascendc.tbuf.get_with_offset %bin, %k512, %k6144 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xi32>
    %th = ascendc.tbuf.get_with_offset %bin, %k1024, %k8192 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %tg = ascendc.tbuf.get_with_offset %bin, %k1024, %k10240 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k24576 : !ascendc.tbuf<vecout>, i32
    %t16 = ascendc.tbuf.get_with_offset %bout, %k4096, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<4096xi16>
    %t32 = ascendc.tbuf.get_with_offset %bout, %k2048, %k8192 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<2048xi32>
    %tho = ascendc.tbuf.get_with_offset %bout, %k4096, %k16384 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<4096xf16>
    %off16 = arith.muli %idx, %k1024 : i32
    %off32 = arith.muli %idx, %k512 : i32
    %gpi = ascendc.global_tensor.subindex %gp[%off16] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %tp, %gpi, %k1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    %gqi = ascendc.global_tensor.subindex %gq[%off16] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %tq, %gqi, %k1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    %gvi = ascendc.global_tensor.subindex %gv[%off32] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %tv, %gvi, %k512 : !ascendc.local_tensor<512xi32>, !ascendc.global_tensor<?xi32>, i32
    %gwi = ascendc.global_tensor.subindex %gw[%off32] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %tw, %gwi, %k512 : !ascendc.local_tensor<512xi32>, !ascendc.global_tensor<?xi32>, i32
    %ghi = ascendc.global_tensor.subindex %gh[%off16] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %th, %ghi, %k1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    %ggi = ascendc.global_tensor.subindex %gg[%off16] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tg, %ggi, %k1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32

    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %k1 : i32, "src0BlkStride" = %k1 : i32, "src1BlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "src0RepStride" = %k8 : i32, "src1RepStride" = %k8 : i32)
    %up = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k1 : i32, "srcBlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "srcRepStride" = %k8 : i32)
    ascendc.duplicate_l2 %t16, %five, %k4096 : !ascendc.local_tensor<4096xi16>, i16, i32
    ascendc.duplicate_l2 %t32, %nine, %k2048 : !ascendc.local_tensor<2048xi32>, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.add_l2 %t16, %tp, %tq, %k1024 : !ascendc.local_tensor<4096xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, i32
    %o16b = ascendc.local_tensor.subindex %t16[%k1024] : !ascendc.local_tensor<4096xi16>, i32, !ascendc.local_tensor<4096xi16>
    ascendc.mul_l0 %o16b, %tp, %tq, %k128, %k8, %bp {isSetMask} : !ascendc.local_tensor<4096xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, i32, i32, !ascendc.binary_repeat_params
    %o16c = ascendc.local_tensor.subindex %t16[%k2048] : !ascendc.local_tensor<4096xi16>, i32, !ascendc.local_tensor<4096xi16>
    ascendc.sub_l1 %o16c, %tp, %tq, %w_all, %w_hi, %k8, %bp {isSetMask} : !ascendc.local_tensor<4096xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, ui64, ui64, i32, !ascendc.binary_repeat_params
    %o16d = ascendc.local_tensor.subindex %t16[%k3072] : !ascendc.local_tensor<4096xi16>, i32, !ascendc.local_tensor<4096xi16>
    ascendc.min_l2 %o16d, %tp, %tq, %k1024 : !ascendc.local_tensor<4096xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.maxs_l1 %o16d, %o16d, %m1000, %w_all, %w_all, %k8, %up {isSetMask} : !ascendc.local_tensor<4096xi16>, !ascendc.local_tensor<4096xi16>, i16, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l2 %o16d, %o16d, %p30000, %k1024 : !ascendc.local_tensor<4096xi16>, !ascendc.local_tensor<4096xi16>, i16, i32

    ascendc.add_l1 %t32, %tv, %tw, %w_all, %w_none, %k8, %bp {isSetMask} : !ascendc.local_tensor<2048xi32>, !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    %o32b = ascendc.local_tensor.subindex %t32[%k512] : !ascendc.local_tensor<2048xi32>, i32, !ascendc.local_tensor<2048xi32>
    ascendc.mul_l2 %o32b, %tv, %tw, %k512 : !ascendc.local_tensor<2048xi32>, !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, i32
    %o32c = ascendc.local_tensor.subindex %t32[%k1024] : !ascendc.local_tensor<2048xi32>, i32, !ascendc.local_tensor<2048xi32>
    ascendc.max_l2 %o32c, %tv, %tw, %k512 : !ascendc.local_tensor<2048xi32>, !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.relu_l2 %o32c, %o32c, %k512 : !ascendc.local_tensor<2048xi32>, !ascendc.local_tensor<2048xi32>, i32
    %o32d = ascendc.local_tensor.subindex %t32[%k1536] : !ascendc.local_tensor<2048xi32>, i32, !ascendc.local_tensor<2048xi32>
    ascendc.set_mask_count
    ascendc.subs_l0 %o32d, %tv, %seven, %k300, %k1, %up {isSetMask} : !ascendc.local_tensor<2048xi32>, !ascendc.local_tensor<512xi32>, i32, i32, i32, !ascendc.unary_repeat_params
    ascendc.set_mask_norm

    ascendc.div_l0 %tho, %th, %tg, %k128, %k8, %bp {isSetMask} : !ascendc.local_tensor<4096xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, i32, i32, !ascendc.binary_repeat_params
    %ohb = ascendc.local_tensor.subindex %tho[%k1024] : !ascendc.local_tensor<4096xf16>, i32, !ascendc.local_tensor<4096xf16>
    ascendc.sqrt_l2 %ohb, %tg, %k1024 : !ascendc.local_tensor<4096xf16>, !ascendc.local_tensor<1024xf16>, i32
    %ohc = ascendc.local_tensor.subindex %tho[%k2048] : !ascendc.local_tensor<4096xf16>, i32, !ascendc.local_tensor<4096xf16>
    ascendc.reciprocal_l2 %ohc, %tg, %k1024 : !ascendc.local_tensor<4096xf16>, !ascendc.local_tensor<1024xf16>, i32
    %ohd = ascendc.local_tensor.subindex %tho[%k3072] : !ascendc.local_tensor<4096xf16>, i32, !ascendc.local_tensor<4096xf16>
    ascendc.leaky_relu_l2 %ohd, %th, %alpha_h, %k1024 : !ascendc.local_tensor<4096xf16>, !ascendc.local_tensor<1024xf16>, f16, i32
    ascendc.pipe_barrier pipe_v
    ascendc.subs_l2 %ohd, %ohd, %half, %k1024 : !ascendc.local_tensor<4096xf16>, !ascendc.local_tensor<4096xf16>, f16, i32

    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %oo16 = arith.muli %idx, %k4096 : i32
    %go16i = ascendc.global_tensor.subindex %go16[%oo16] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %go16i, %t16, %k4096 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<4096xi16>, i32
    %oo32 = arith.muli %idx, %k2048 : i32
    %go32i = ascendc.global_tensor.subindex %go32[%oo32] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %go32i, %t32, %k2048 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<2048xi32>, i32
    %gohi = ascendc.global_tensor.subindex %goh[%oo16] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gohi, %tho, %k4096 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<4096xf16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
