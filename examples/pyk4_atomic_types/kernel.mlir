// GM atomics in the types earlier numpy-checked kernels did not run, 4 cores each combining
// its own 128-element row into one shared row (given initial values, inout):
//   ab: SetAtomicAdd<bfloat16_t> (integers in [-30, 30]: every partial sum exact)
//   as: SetAtomicAdd<int16_t>;  a8: SetAtomicAdd<int8_t> (sums in range)
//   mh: SetAtomicMax<half>;  mb: SetAtomicMin<bfloat16_t>;  ms: SetAtomicMin<int16_t>
//   ap: SetAtomicAdd<int16_t> through DataCopyPad: 3 rows of 13 elements (26 bytes each)
//       added into a [3, 13] region, the bytes after each row untouched
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @atomic_types(%xb: memref<*xbf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %xs: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %x8: memref<*xi8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %xh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ab: memref<*xbf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %as: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %a8: memref<*xi8, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %mh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %mb: memref<*xbf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ms: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ap: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    %c26 = arith.constant 26 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c768 = arith.constant 768 : i32
    %c1024 = arith.constant 1024 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gxb = ascendc.global_tensor : !ascendc.global_tensor<?xbf16>
    ascendc.global_tensor.set_global_buffer %gxb, %xb : !ascendc.global_tensor<?xbf16>, memref<*xbf16, 22>
    %gxs = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gxs, %xs : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gx8 = ascendc.global_tensor : !ascendc.global_tensor<?xi8>
    ascendc.global_tensor.set_global_buffer %gx8, %x8 : !ascendc.global_tensor<?xi8>, memref<*xi8, 22>
    %gxh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gxh, %xh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gab = ascendc.global_tensor : !ascendc.global_tensor<?xbf16>
    ascendc.global_tensor.set_global_buffer %gab, %ab : !ascendc.global_tensor<?xbf16>, memref<*xbf16, 22>
    %gas = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gas, %as : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %ga8 = ascendc.global_tensor : !ascendc.global_tensor<?xi8>
    ascendc.global_tensor.set_global_buffer %ga8, %a8 : !ascendc.global_tensor<?xi8>, memref<*xi8, 22>
    %gmh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gmh, %mh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gmb = ascendc.global_tensor : !ascendc.global_tensor<?xbf16>
    ascendc.global_tensor.set_global_buffer %gmb, %mb : !ascendc.global_tensor<?xbf16>, memref<*xbf16, 22>
    %gms = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gms, %ms : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gap = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gap, %ap : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    %inbytes = arith.constant 1152 : i32
    ascendc.pipe.init_buffer %pipe, %bin, %inbytes : !ascendc.tbuf<vecin>, i32
    %tb = ascendc.tbuf.get_with_offset %bin, %c128, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xbf16>
    %ts = ascendc.tbuf.get_with_offset %bin, %c128, %c256 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xi16>
    %th = ascendc.tbuf.get_with_offset %bin, %c128, %c512 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xf16>
    %t8 = ascendc.tbuf.get_with_offset %bin, %c128, %c768 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xi8>
    %c896 = arith.constant 896 : i32
    %tsp = ascendc.tbuf.get_with_offset %bin, %c128, %c896 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xi16>
    %off = arith.muli %idx, %c128 : i32
    %gxbi = ascendc.global_tensor.subindex %gxb[%off] : !ascendc.global_tensor<?xbf16>, i32, !ascendc.global_tensor<?xbf16>
    ascendc.data_copy_l2 %tb, %gxbi, %c128 : !ascendc.local_tensor<128xbf16>, !ascendc.global_tensor<?xbf16>, i32
    %gxsi = ascendc.global_tensor.subindex %gxs[%off] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %ts, %gxsi, %c128 : !ascendc.local_tensor<128xi16>, !ascendc.global_tensor<?xi16>, i32
    %gxhi = ascendc.global_tensor.subindex %gxh[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %th, %gxhi, %c128 : !ascendc.local_tensor<128xf16>, !ascendc.global_tensor<?xf16>, i32
    %gx8i = ascendc.global_tensor.subindex %gx8[%off] : !ascendc.global_tensor<?xi8>, i32, !ascendc.global_tensor<?xi8>
    ascendc.data_copy_l2 %t8, %gx8i, %c128 : !ascendc.local_tensor<128xi8>, !ascendc.global_tensor<?xi8>, i32
    ascendc.data_copy_l2 %tsp, %gxsi, %c128 : !ascendc.local_tensor<128xi16>, !ascendc.global_tensor<?xi16>, i32
    ascendc.set_flag mte2_mte3, %c0 : i32
    ascendc.wait_flag mte2_mte3, %c0 : i32
    ascendc.set_atomic_add {dtype = bf16} : () -> ()
    ascendc.data_copy_l2 %gab, %tb, %c128 : !ascendc.global_tensor<?xbf16>, !ascendc.local_tensor<128xbf16>, i32
    ascendc.set_atomic_none : () -> ()
    ascendc.set_atomic_add {dtype = i16} : () -> ()
    ascendc.data_copy_l2 %gas, %ts, %c128 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<128xi16>, i32
    ascendc.set_atomic_none : () -> ()
    ascendc.set_atomic_add {dtype = i8} : () -> ()
    ascendc.data_copy_l2 %ga8, %t8, %c128 : !ascendc.global_tensor<?xi8>, !ascendc.local_tensor<128xi8>, i32
    ascendc.set_atomic_none : () -> ()
    ascendc.set_atomic_max {dtype = f16} : () -> ()
    ascendc.data_copy_l2 %gmh, %th, %c128 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<128xf16>, i32
    ascendc.set_atomic_none : () -> ()
    ascendc.set_atomic_min {dtype = bf16} : () -> ()
    ascendc.data_copy_l2 %gmb, %tb, %c128 : !ascendc.global_tensor<?xbf16>, !ascendc.local_tensor<128xbf16>, i32
    ascendc.set_atomic_none : () -> ()
    ascendc.set_atomic_min {dtype = i16} : () -> ()
    ascendc.data_copy_l2 %gms, %ts, %c128 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<128xi16>, i32
    ascendc.set_atomic_none : () -> ()
    %cp = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c3 : i32, "blockLen" = %c26 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
    ascendc.set_atomic_add {dtype = i16} : () -> ()
    ascendc.data_copy_pad_l2_ext %gap, %tsp, %cp : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<128xi16>, !ascendc.data_copy_ext_params
    ascendc.set_atomic_none : () -> ()
    ascendc.pipe_barrier pipe_all
    return
  }
}
