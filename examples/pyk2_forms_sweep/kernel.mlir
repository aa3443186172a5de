// A sweep of vector forms no other pyk kernel uses, f32, per core x, y of 256 (4 repeats
// of 64 lanes): each result goes to its own 256-element slot of o (slot k at 256·k), the
// tile zeroed first. L0 count masks (64), L1 mask words (all, 0), L2 counts, L3 operators.
//   0 AddRelu L0   1 SubRelu L1   2 Axpy L0 (dst y)   3 Axpy L1 (dst y)
//   4 FusedMulAdd L0 (dst y: x·y + y)   5 FusedMulAdd L1   6 MulAddDst L1 (x·y + y)
//   7 Mins L0 .25  8 Mins L1 .25  9 Subs L1 .25  10 Divs L0 .25  11 Max L1  12 Min L1
//   13 Sub L1  14 FusedAbsSub L2  15 FusedExpSub L2  16 Add/Sub/Mul/Div L3 chain (on 256-element tensors: a
//   view's size is what is left of its parent, and L3 wants equal sizes), copied in
//   17 Compare L1 (GE) + Select L1 (tensor-tensor)  18 CompareScalar L0 (LT .25) +
//   Select(scalar) L0  19 ReduceSum L0, ReduceMax L1 + index, ReduceMin L2 + index,
//   ReduceSum L1 (elements 0..7)  20 WholeReduceSum L1 (4 sums), WholeReduceMin L1
//   VALUE_INDEX (4 pairs, at 8)  21 BlockReduceMax L0 (32)  22 BlockReduceMin L1 (32)
//   (and at 16..79 of slot 19, FusedMulAddRelu L2 over zeros: relu(y[0:64]))
//   23 Rsqrt L2 of 1+|x| (0..127), Ln L2 of 1+|x| (128..255)  24 FusedMulAddRelu L1 (dst y)
//   25 PRelu L2 (x >= 0 ? x : x·y)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @forms_sweep(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c1024 = arith.constant 1024 : i32
    %c8192 = arith.constant 8192 : i32
    %c32 = arith.constant 32 : i32
    %c32768 = arith.constant 32768 : i32
    %q = arith.constant 0.25 : f32
    %h = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %w_all_i = arith.constant -1 : i64
    %w_zero_i = arith.constant 0 : i64
    %w_all = emitc.cast %w_all_i : i64 to ui64
    %w_zero = emitc.cast %w_zero_i : i64 to ui64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %go = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %go, %o : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    %inb = arith.constant 3072 : i32
    ascendc.pipe.init_buffer %pipe, %bin, %inb : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_with_offset %bin, %c256, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %ty = ascendc.tbuf.get_with_offset %bin, %c256, %c1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %c2048 = arith.constant 2048 : i32
    %ta = ascendc.tbuf.get_with_offset %bin, %c256, %c2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %bo = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo, %c32768 : !ascendc.tbuf<vecout>, i32
    %to = ascendc.tbuf.get_tensor %bo : !ascendc.tbuf<vecout>, !ascendc.local_tensor<8192xf32>
    %bm = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bm, %c64 : !ascendc.tbuf<veccalc>, i32
    %m1 = ascendc.tbuf.get_with_offset %bm, %c32, %c0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<32xui8>
    %m2 = ascendc.tbuf.get_with_offset %bm, %c32, %c32 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<32xui8>
    %btmp = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %btmp, %c1024 : !ascendc.tbuf<veccalc>, i32
    %tmp = ascendc.tbuf.get_tensor %btmp : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
    %b3 = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %b3, %c1024 : !ascendc.tbuf<veccalc>, i32
    %t3 = ascendc.tbuf.get_tensor %b3 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
    %off = arith.muli %idx, %c256 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tx, %gxi, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %ty, %gyi, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.duplicate_l2 %to, %zero, %c8192 : !ascendc.local_tensor<8192xf32>, f32, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    %up = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %c1 : i32, "srcBlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "srcRepStride" = %c8 : i32)
    ascendc.abs_l2 %ta, %tx, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l2 %ta, %ta, %one, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    %s0 = ascendc.local_tensor.subindex %to[%c0] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %s1 = ascendc.local_tensor.subindex %to[%c256] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k2o = arith.constant 512 : i32
    %s2 = ascendc.local_tensor.subindex %to[%k2o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k3o = arith.constant 768 : i32
    %s3 = ascendc.local_tensor.subindex %to[%k3o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %s4 = ascendc.local_tensor.subindex %to[%c1024] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k5o = arith.constant 1280 : i32
    %s5 = ascendc.local_tensor.subindex %to[%k5o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k6o = arith.constant 1536 : i32
    %s6 = ascendc.local_tensor.subindex %to[%k6o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k7o = arith.constant 1792 : i32
    %s7 = ascendc.local_tensor.subindex %to[%k7o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %s8 = ascendc.local_tensor.subindex %to[%c2048] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k9o = arith.constant 2304 : i32
    %s9 = ascendc.local_tensor.subindex %to[%k9o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k10o = arith.constant 2560 : i32
    %s10 = ascendc.local_tensor.subindex %to[%k10o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k11o = arith.constant 2816 : i32
    %s11 = ascendc.local_tensor.subindex %to[%k11o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %s12 = ascendc.local_tensor.subindex %to[%inb] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k13o = arith.constant 3328 : i32
    %s13 = ascendc.local_tensor.subindex %to[%k13o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k14o = arith.constant 3584 : i32
    %s14 = ascendc.local_tensor.subindex %to[%k14o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k15o = arith.constant 3840 : i32
    %s15 = ascendc.local_tensor.subindex %to[%k15o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k16o = arith.constant 4096 : i32
    %s16 = ascendc.local_tensor.subindex %to[%k16o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k17o = arith.constant 4352 : i32
    %s17 = ascendc.local_tensor.subindex %to[%k17o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k18o = arith.constant 4608 : i32
    %s18 = ascendc.local_tensor.subindex %to[%k18o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k19o = arith.constant 4864 : i32
    %s19 = ascendc.local_tensor.subindex %to[%k19o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k20o = arith.constant 5120 : i32
    %s20 = ascendc.local_tensor.subindex %to[%k20o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k21o = arith.constant 5376 : i32
    %s21 = ascendc.local_tensor.subindex %to[%k21o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k22o = arith.constant 5632 : i32
    %s22 = ascendc.local_tensor.subindex %to[%k22o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k23o = arith.constant 5888 : i32
    %s23 = ascendc.local_tensor.subindex %to[%k23o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k24o = arith.constant 6144 : i32
    %s24 = ascendc.local_tensor.subindex %to[%k24o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %k25o = arith.constant 6400 : i32
    %s25 = ascendc.local_tensor.subindex %to[%k25o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l2 %s2, %ty, %zero, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.adds_l2 %s3, %ty, %zero, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.adds_l2 %s4, %ty, %zero, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.adds_l2 %s5, %ty, %zero, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.adds_l2 %s6, %ty, %zero, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.adds_l2 %s24, %ty, %zero, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.add_relu_l0 %s0, %tx, %ty, %c64, %c4, %bp {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32, !ascendc.binary_repeat_params
    ascendc.sub_relu_l1 %s1, %tx, %ty, %w_all, %w_zero, %c4, %bp {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.axpy_l0 %s2, %tx, %h, %c64, %c4, %up {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32, i32, !ascendc.unary_repeat_params
    ascendc.axpy_l1 %s3, %tx, %h, %w_all, %w_zero, %c4, %up {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.fused_mul_add_l0 %s4, %tx, %ty, %c64, %c4, %bp {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32, !ascendc.binary_repeat_params
    ascendc.fused_mul_add_l1 %s5, %tx, %ty, %w_all, %w_zero, %c4, %bp {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.mul_add_dst_l1 %s6, %tx, %ty, %w_all, %w_zero, %c4, %bp {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.mins_l0 %s7, %tx, %q, %c64, %c4, %up {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32, i32, !ascendc.unary_repeat_params
    ascendc.mins_l1 %s8, %tx, %q, %w_all, %w_zero, %c4, %up {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.subs_l1 %s9, %tx, %q, %w_all, %w_zero, %c4, %up {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, ui64, ui64, i32, !ascendc.unary_repeat_params
    ascendc.divs_l0 %s10, %tx, %q, %c64, %c4, %up {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32, i32, !ascendc.unary_repeat_params
    ascendc.max_l1 %s11, %tx, %ty, %w_all, %w_zero, %c4, %bp {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.min_l1 %s12, %tx, %ty, %w_all, %w_zero, %c4, %bp {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.sub_l1 %s13, %tx, %ty, %w_all, %w_zero, %c4, %bp {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.fused_abs_sub_l2 %s14, %tx, %ty, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.fused_exp_sub_l2 %s15, %tx, %ty, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.add_l3 %t3, %tx, %ty : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>
    ascendc.compare_l1 %m1, %tx, %ty, %w_all, %w_zero, %c4, %bp {cmpMode = 4 : i32} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.compare_scalar_l0 %m2, %tx, %q, %c64, %c4, %up {cmpMode = 0 : i32} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, f32, i32, i32, !ascendc.unary_repeat_params
    ascendc.reduce_sum_l0 %s19, %tx, %tmp, %c64, %c4, %c8 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32, i32
    ascendc.whole_reduce_sum_l1 %s20, %tx, %w_all, %w_zero, %c4, %c1, %c1, %c8 {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, i32, i32, i32
    ascendc.block_reduce_max_l0 %s21, %tx, %c4, %c64, %c1, %c1, %c8 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32, i32, i32, i32
    ascendc.block_reduce_min_l1 %s22, %tx, %c4, %w_all, %w_zero, %c1, %c1, %c8 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, ui64, ui64, i32, i32, i32
    ascendc.rsqrt_l2 %s23, %ta, %c128 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.fused_mul_add_relu_l1 %s24, %tx, %ty, %w_all, %w_zero, %c4, %bp {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.prelu_l2 %s25, %tx, %ty, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    %r1o = arith.constant 4872 : i32
    %r1 = ascendc.local_tensor.subindex %to[%r1o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %r2o = arith.constant 4874 : i32
    %r2 = ascendc.local_tensor.subindex %to[%r2o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %r3o = arith.constant 4876 : i32
    %r3 = ascendc.local_tensor.subindex %to[%r3o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    ascendc.reduce_max_l1 %r1, %tx, %tmp, %w_all, %w_zero, %c4, %c8, %c1 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.reduce_min_l2 %r2, %tx, %tmp, %c256, %c1 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.reduce_sum_l1 %r3, %tx, %tmp, %w_all, %w_zero, %c4, %c8 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, i32
    %w2o = arith.constant 5128 : i32
    %w2 = ascendc.local_tensor.subindex %to[%w2o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    ascendc.pipe_barrier pipe_v
    ascendc.whole_reduce_min_l1 %w2, %tx, %w_all, %w_zero, %c4, %c1, %c1, %c8 {order = 0 : i32, isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, i32, i32, i32
    %l2o = arith.constant 6016 : i32
    %l2 = ascendc.local_tensor.subindex %to[%l2o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    %ta2 = ascendc.local_tensor.subindex %ta[%c128] : !ascendc.local_tensor<256xf32>, i32, !ascendc.local_tensor<256xf32>
    ascendc.ln_l2 %l2, %ta2, %c128 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    %f2o = arith.constant 4880 : i32
    %f2 = ascendc.local_tensor.subindex %to[%f2o] : !ascendc.local_tensor<8192xf32>, i32, !ascendc.local_tensor<256xf32>
    ascendc.pipe_barrier pipe_v
    ascendc.fused_mul_add_relu_l2 %f2, %tx, %ty, %c64 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.sub_l3 %t3, %t3, %ty : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>
    ascendc.select_l1 %s17, %m1, %tx, %ty, %w_all, %w_zero, %c4, %bp {selMode = 2 : i32} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.select_scalar_l0 %s18, %m2, %tx, %h, %c64, %c4, %bp {selMode = 1 : i32} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, f32, i32, i32, !ascendc.binary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.mul_l3 %t3, %t3, %ty : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>
    ascendc.pipe_barrier pipe_v
    ascendc.div_l3 %t3, %t3, %ty : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l2 %s16, %t3, %zero, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %c6656 = arith.constant 6656 : i32
    %oo = arith.muli %idx, %c6656 : i32
    %goi = ascendc.global_tensor.subindex %go[%oo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %goi, %to, %c6656 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8192xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
