// Vector-scalar calls whose scalar has another type than the tensors (PyAsc passes Python
// numbers as f32 / i32 constants), per core (4 cores): the emitted calls instantiate the API
// on the element type (Adds<half, 0>(...), Axpy<float, half, 1>(...)), so C++ converts the
// scalar to that type first (half: nearest even; int16: modulo 2^16):
//   oh[0:1024]    = h + half(1.0004)       (Adds L2)
//   oh[1024:2048] = h · half(0.1)          (Muls L0, 128 lanes, 8 repeats)
//   oh[2048:3072] = LeakyRelu(h, half(0.3)) (L1, two words)
//   oh[3072:4096] = half(3.141593)         (Duplicate L0)
//   oh[4096:5120] = h / half(3.0)          (Divs L2)
//   os = max(p, int16(70000) = 4464)       (Maxs L0, i32 scalar)
//   of = c + h · half(1.00001)             (Axpy<float, half> L0, srcRepStride 4)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @scalar_args(%h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %p: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %c: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %os: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %of: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k4 = arith.constant 4 : i32
    %k8 = arith.constant 8 : i32
    %k64 = arith.constant 64 : i32
    %k128 = arith.constant 128 : i32
    %k512 = arith.constant 512 : i32
    %k1024 = arith.constant 1024 : i32
    %k2048 = arith.constant 2048 : i32
    %k3072 = arith.constant 3072 : i32
    %k4096 = arith.constant 4096 : i32
    %k5120 = arith.constant 5120 : i32
    %k6144 = arith.constant 6144 : i32
    %k10240 = arith.constant 10240 : i32
    %k12288 = arith.constant 12288 : i32
    %k14336 = arith.constant 14336 : i32
    %fs = arith.constant 1.000400e+00 : f32
    %ftenth = arith.constant 1.000000e-01 : f32
    %fslope = arith.constant 3.000000e-01 : f32
    %fdup = arith.constant 3.141593e+00 : f32
    %fdiv = arith.constant 3.000000e+00 : f32
    %faxpy = arith.constant 1.000010e+00 : f32
    %i70k = arith.constant 70000 : i32
    %wa = arith.constant -1 : i64
    %w_all = emitc.cast %wa : i64 to ui64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gp = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gp, %p : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gc = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %goh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goh, %oh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gos = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gos, %os : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gof = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gof, %of : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k6144 : !ascendc.tbuf<vecin>, i32
    %th = ascendc.tbuf.get_with_offset %bin, %k1024, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %tp = ascendc.tbuf.get_with_offset %bin, %k1024, %k2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %tc = ascendc.tbuf.get_with_offset %bin, %k512, %k4096 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k14336 : !ascendc.tbuf<vecout>, i32
    %toh = ascendc.tbuf.get_with_offset %bout, %k5120, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<5120xf16>
    %tos = ascendc.tbuf.get_with_offset %bout, %k1024, %k10240 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xi16>
    %tof = ascendc.tbuf.get_with_offset %bout, %k512, %k12288 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf32>
    %off_h = arith.muli %idx, %k1024 : i32
    %ghi = ascendc.global_tensor.subindex %gh[%off_h] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %th, %ghi, %k1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_p = arith.muli %idx, %k1024 : i32
    %gpi = ascendc.global_tensor.subindex %gp[%off_p] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %tp, %gpi, %k1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    %off_c = arith.muli %idx, %k512 : i32
    %gci = ascendc.global_tensor.subindex %gc[%off_c] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tc, %gci, %k512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32

    %up = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k1 : i32, "srcBlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "srcRepStride" = %k8 : i32)
    %upa = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %k1 : i32, "srcBlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "srcRepStride" = %k4 : i32)
    ascendc.adds_l2 %toh, %th, %fs, %k1024 : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<1024xf16>, f32, i32
    %o1 = ascendc.local_tensor.subindex %toh[%k1024] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.muls_l0 %o1, %th, %ftenth, %k128, %k8, %up {isSetMask} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<1024xf16>, f32, i32, i32, !ascendc.unary_repeat_params
    %o2 = ascendc.local_tensor.subindex %toh[%k2048] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.leaky_relu_l1 %o2, %th, %fslope, %w_all, %w_all, %k8, %up {isSetMask} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<1024xf16>, f32, ui64, ui64, i32, !ascendc.unary_repeat_params
    %o3 = ascendc.local_tensor.subindex %toh[%k3072] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.duplicate_l0 %o3, %fdup, %k128, %k8, %k1, %k8 {isSetMask} : !ascendc.local_tensor<5120xf16>, f32, i32, i32, i32, i32
    %o4 = ascendc.local_tensor.subindex %toh[%k4096] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.divs_l2 %o4, %th, %fdiv, %k1024 : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<1024xf16>, f32, i32
    ascendc.maxs_l0 %tos, %tp, %i70k, %k128, %k8, %up {isSetMask} : !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, i32, i32, i32, !ascendc.unary_repeat_params
    ascendc.data_copy_l2 %tof, %tc, %k512 : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.axpy_l0 %tof, %th, %faxpy, %k64, %k8, %upa {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<1024xf16>, f32, i32, i32, !ascendc.unary_repeat_params
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_oh = arith.muli %idx, %k5120 : i32
    %gohi = ascendc.global_tensor.subindex %goh[%off_oh] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gohi, %toh, %k5120 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<5120xf16>, i32
    %off_os = arith.muli %idx, %k1024 : i32
    %gosi = ascendc.global_tensor.subindex %gos[%off_os] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %gosi, %tos, %k1024 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<1024xi16>, i32
    %off_of = arith.muli %idx, %k512 : i32
    %gofi = ascendc.global_tensor.subindex %gof[%off_of] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gofi, %tof, %k512 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<512xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
