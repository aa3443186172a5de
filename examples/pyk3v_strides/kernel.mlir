// L0/L1 calls with overlapping, re-read and gapped blocks and repeats, per core (9 cores):
//   o1 f16  Add L0 (128 lanes, 4 repeats): dstRepStride 16 (gapped), src0RepStride 4 (repeats
//           overlap), src1BlkStride 2 / RepStride 16; 0 elsewhere
//   o2 f32  Mul L0 (mask 50, 6 repeats): dstBlkStride 2 / RepStride 16, src0RepStride 0 (one
//           row re-read), src1 contiguous; -1 elsewhere
//   o3 i16  Maxs L0 (scalar 100), srcRepStride 4        o4 i32  Mins L1 (words 0xFFFF0000FFFF0000, 0); 7 elsewhere
//   o5 f32  Abs L0 with srcBlkStride 0 (every block of a repeat reads the repeat's first block)
//   o6 f16  Relu L1 dstBlkStride 2 / RepStride 16        o7 i32  Sub L0 of q minus q's first row (src1RepStride 0)
//   o8 f32  LeakyRelu L1 (0.25, odd lanes), srcRepStride 4; 0 elsewhere
//   o9 f16  FusedMulAdd L0 (dst = a·dst + b, dst = 1), mask 96, src0RepStride 16, src1RepStride 4
//   o10 f32 Duplicate L1 (3.0 on lanes 0..31), dstBlkStride 2, dstRepStride 16; 0 elsewhere
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @strides(%a: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %p: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %q: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o1: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o2: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o3: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o4: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o5: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o6: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o7: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o8: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o9: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o10: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k2 = arith.constant 2 : i32
    %k4 = arith.constant 4 : i32
    %k6 = arith.constant 6 : i32
    %k8 = arith.constant 8 : i32
    %k16 = arith.constant 16 : i32
    %k50 = arith.constant 50 : i32
    %k64 = arith.constant 64 : i32
    %k96 = arith.constant 96 : i32
    %k128 = arith.constant 128 : i32
    %k256 = arith.constant 256 : i32
    %k512 = arith.constant 512 : i32
    %k768 = arith.constant 768 : i32
    %k1024 = arith.constant 1024 : i32
    %k2048 = arith.constant 2048 : i32
    %k4096 = arith.constant 4096 : i32
    %k5120 = arith.constant 5120 : i32
    %k7168 = arith.constant 7168 : i32
    %k8192 = arith.constant 8192 : i32
    %k9216 = arith.constant 9216 : i32
    %k10240 = arith.constant 10240 : i32
    %k11264 = arith.constant 11264 : i32
    %k12288 = arith.constant 12288 : i32
    %k13312 = arith.constant 13312 : i32
    %k13824 = arith.constant 13824 : i32
    %k15872 = arith.constant 15872 : i32
    %k16384 = arith.constant 16384 : i32
    %k20480 = arith.constant 20480 : i32
    %k24576 = arith.constant 24576 : i32
    %hz = arith.constant 0.000000e+00 : f16
    %h1 = arith.constant 1.000000e+00 : f16
    %fz = arith.constant 0.000000e+00 : f32
    %fm1 = arith.constant -1.000000e+00 : f32
    %f3 = arith.constant 3.000000e+00 : f32
    %slope = arith.constant 2.500000e-01 : f32
    %s7 = arith.constant 7 : i32
    %s100 = arith.constant 100 : i16
    %wa = arith.constant -1 : i64
    %w_all = emitc.cast %wa : i64 to ui64
    %wz = arith.constant 0 : i64
    %w_zero = emitc.cast %wz : i64 to ui64
    %whh = arith.constant -281470681808896 : i64
    %w_hh = emitc.cast %whh : i64 to ui64
    %wo = arith.constant -6148914691236517206 : i64
    %w_odd = emitc.cast %wo : i64 to ui64
    %wl = arith.constant 4294967295 : i64
    %w_low = emitc.cast %wl : i64 to ui64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gp = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gp, %p : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gq = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gq, %q : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %go1 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %go1, %o1 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %go2 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %go2, %o2 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %go3 = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %go3, %o3 : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %go4 = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %go4, %o4 : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %go5 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %go5, %o5 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %go6 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %go6, %o6 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %go7 = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %go7, %o7 : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %go8 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %go8, %o8 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %go9 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %go9, %o9 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %go10 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %go10, %o10 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k24576 : !ascendc.tbuf<vecin>, i32
    %ta = ascendc.tbuf.get_with_offset %bin, %k2048, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<2048xf16>
    %tb = ascendc.tbuf.get_with_offset %bin, %k2048, %k4096 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<2048xf16>
    %tx = ascendc.tbuf.get_with_offset %bin, %k1024, %k8192 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf32>
    %ty = ascendc.tbuf.get_with_offset %bin, %k1024, %k12288 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf32>
    %tp = ascendc.tbuf.get_with_offset %bin, %k2048, %k16384 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<2048xi16>
    %tq = ascendc.tbuf.get_with_offset %bin, %k1024, %k20480 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k15872 : !ascendc.tbuf<vecout>, i32
    %to1 = ascendc.tbuf.get_with_offset %bout, %k1024, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf16>
    %to2 = ascendc.tbuf.get_with_offset %bout, %k768, %k2048 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<768xf32>
    %to3 = ascendc.tbuf.get_with_offset %bout, %k1024, %k5120 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xi16>
    %to4 = ascendc.tbuf.get_with_offset %bout, %k512, %k7168 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xi32>
    %to5 = ascendc.tbuf.get_with_offset %bout, %k256, %k9216 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf32>
    %to6 = ascendc.tbuf.get_with_offset %bout, %k512, %k10240 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf16>
    %to7 = ascendc.tbuf.get_with_offset %bout, %k256, %k11264 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xi32>
    %to8 = ascendc.tbuf.get_with_offset %bout, %k256, %k12288 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf32>
    %to9 = ascendc.tbuf.get_with_offset %bout, %k256, %k13312 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf16>
    %to10 = ascendc.tbuf.get_with_offset %bout, %k512, %k13824 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf32>
    %off_a = arith.muli %idx, %k2048 : i32
    %gai = ascendc.global_tensor.subindex %ga[%off_a] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ta, %gai, %k2048 : !ascendc.local_tensor<2048xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_b = arith.muli %idx, %k2048 : i32
    %gbi = ascendc.global_tensor.subindex %gb[%off_b] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tb, %gbi, %k2048 : !ascendc.local_tensor<2048xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_x = arith.muli %idx, %k1024 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off_x] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tx, %gxi, %k1024 : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<?xf32>, i32
    %off_y = arith.muli %idx, %k1024 : i32
    %gyi = ascendc.global_tensor.subindex %gy[%off_y] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %ty, %gyi, %k1024 : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<?xf32>, i32
    %off_p = arith.muli %idx, %k2048 : i32
    %gpi = ascendc.global_tensor.subindex %gp[%off_p] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %tp, %gpi, %k2048 : !ascendc.local_tensor<2048xi16>, !ascendc.global_tensor<?xi16>, i32
    %off_q = arith.muli %idx, %k1024 : i32
    %gqi = ascendc.global_tensor.subindex %gq[%off_q] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %tq, %gqi, %k1024 : !ascendc.local_tensor<1024xi32>, !ascendc.global_tensor<?xi32>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32
    ascendc.duplicate_l2 %to1, %hz, %k1024 : !ascendc.local_tensor<1024xf16>, f16, i32
    ascendc.duplicate_l2 %to2, %fm1, %k768 : !ascendc.local_tensor<768xf32>, f32, i32
    ascendc.duplicate_l2 %to4, %s7, %k512 : !ascendc.local_tensor<512xi32>, i32, i32
    ascendc.duplicate_l2 %to6, %hz, %k512 : !ascendc.local_tensor<512xf16>, f16, i32
    ascendc.duplicate_l2 %to8, %fz, %k256 : !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.duplicate_l2 %to9, %h1, %k256 : !ascendc.local_tensor<256xf16>, f16, i32
    ascendc.duplicate_l2 %to10, %fz, %k512 : !ascendc.local_tensor<512xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    %p1 = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %k1 : i32, "src0BlkStride" = %k1 : i32, "src1BlkStride" = %k2 : i32, "dstRepStride" = %k16 : i32, "src0RepStride" = %k4 : i32, "src1RepStride" = %k16 : i32)
    ascendc.add_l0 %to1, %ta, %tb, %k128, %k4, %p1 {isSetMask} : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, i32, i32, !ascendc.binary_repeat_params
    %p2 = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %k2 : i32, "src0BlkStride" = %k1 : i32, "src1BlkStride" = %k1 : i32, "dstRepStride" = %k16 : i32, "src0RepStride" = %k0 : i32, "src1RepStride" = %k8 : i32)
    ascendc.mul_l0 %to2, %tx, %ty, %k50, %k6, %p2 {isSetMask} : !ascendc.local_tensor<768xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i32, !ascendc.binary_repeat_params
    %u3 = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k1 : i32, "srcBlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "srcRepStride" = %k4 : i32)
    ascendc.maxs_l0 %to3, %tp, %s100, %k128, %k8, %u3 {isSetMask} : !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<2048xi16>, i16, i32, i32, !ascendc.unary_repeat_params
    %u4 = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k1 : i32, "srcBlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "srcRepStride" = %k8 : i32)
    ascendc.mins_l1 %to4, %tq, %s7, %w_hh, %w_zero, %k8, %u4 {isSetMask} : !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<1024xi32>, i32, ui64, ui64, i32, !ascendc.unary_repeat_params
    %u5 = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k1 : i32, "srcBlkStride" = %k0 : i32, "dstRepStride" = %k8 : i32, "srcRepStride" = %k8 : i32)
    ascendc.abs_l0 %to5, %tx, %k64, %k4, %u5 {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<1024xf32>, i32, i32, !ascendc.unary_repeat_params
    %u6 = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k2 : i32, "srcBlkStride" = %k1 : i32, "dstRepStride" = %k16 : i32, "srcRepStride" = %k8 : i32)
    ascendc.relu_l1 %to6, %ta, %w_all, %w_all, %k2, %u6 {isSetMask} : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<2048xf16>, ui64, ui64, i32, !ascendc.unary_repeat_params
    %p7 = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %k1 : i32, "src0BlkStride" = %k1 : i32, "src1BlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "src0RepStride" = %k8 : i32, "src1RepStride" = %k0 : i32)
    ascendc.sub_l0 %to7, %tq, %tq, %k64, %k4, %p7 {isSetMask} : !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<1024xi32>, !ascendc.local_tensor<1024xi32>, i32, i32, !ascendc.binary_repeat_params
    %u8 = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k1 : i32, "srcBlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "srcRepStride" = %k4 : i32)
    ascendc.leaky_relu_l1 %to8, %ty, %slope, %w_odd, %w_zero, %k4, %u8 {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<1024xf32>, f32, ui64, ui64, i32, !ascendc.unary_repeat_params
    %p9 = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %k1 : i32, "src0BlkStride" = %k1 : i32, "src1BlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "src0RepStride" = %k16 : i32, "src1RepStride" = %k4 : i32)
    ascendc.fused_mul_add_l0 %to9, %ta, %tb, %k96, %k2, %p9 {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, i32, i32, !ascendc.binary_repeat_params
    ascendc.duplicate_l1 %to10, %f3, %w_low, %w_zero, %k4, %k2, %k16 {isSetMask} : !ascendc.local_tensor<512xf32>, f32, ui64, ui64, i32, i32, i32
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_o1 = arith.muli %idx, %k1024 : i32
    %go1i = ascendc.global_tensor.subindex %go1[%off_o1] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %go1i, %to1, %k1024 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, i32
    %off_o2 = arith.muli %idx, %k768 : i32
    %go2i = ascendc.global_tensor.subindex %go2[%off_o2] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %go2i, %to2, %k768 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<768xf32>, i32
    %off_o3 = arith.muli %idx, %k1024 : i32
    %go3i = ascendc.global_tensor.subindex %go3[%off_o3] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %go3i, %to3, %k1024 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<1024xi16>, i32
    %off_o4 = arith.muli %idx, %k512 : i32
    %go4i = ascendc.global_tensor.subindex %go4[%off_o4] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %go4i, %to4, %k512 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<512xi32>, i32
    %off_o5 = arith.muli %idx, %k256 : i32
    %go5i = ascendc.global_tensor.subindex %go5[%off_o5] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %go5i, %to5, %k256 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    %off_o6 = arith.muli %idx, %k512 : i32
    %go6i = ascendc.global_tensor.subindex %go6[%off_o6] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %go6i, %to6, %k512 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<512xf16>, i32
    %off_o7 = arith.muli %idx, %k256 : i32
    %go7i = ascendc.global_tensor.subindex %go7[%off_o7] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %go7i, %to7, %k256 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<256xi32>, i32
    %off_o8 = arith.muli %idx, %k256 : i32
    %go8i = ascendc.global_tensor.subindex %go8[%off_o8] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %go8i, %to8, %k256 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    %off_o9 = arith.muli %idx, %k256 : i32
    %go9i = ascendc.global_tensor.subindex %go9[%off_o9] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %go9i, %to9, %k256 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<256xf16>, i32
    %off_o10 = arith.muli %idx, %k512 : i32
    %go10i = ascendc.global_tensor.subindex %go10[%off_o10] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %go10i, %to10, %k512 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<512xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
