// Bit tricks on float data through ReinterpretCast views, per core (5 cores):
//   oa = |h| for f16 h: And L2 of h's uint16 view with 0x7FFF (a Duplicate'd mask tensor)
//   os = the sign of x as 0 / -1: ShiftRight L2 by 31 of x's int32 view (arithmetic)
//   on = ~x's bits (uint32): Not L2 of x's uint16 view (512 halves of 256 floats)
//   oe = x with the sign bit set (-|x|): Or L1 of x's uint16 view with a row of 0x8000 on the
//        high halves, all lanes (src1RepStride 0 reuses the row; Or with 0 keeps the low halves)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @bitcast(%h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %m2: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oa: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %os: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %on: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oe: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k4 = arith.constant 4 : i32
    %k8 = arith.constant 8 : i32
    %k31 = arith.constant 31 : i32
    %k128 = arith.constant 128 : i32
    %k256 = arith.constant 256 : i32
    %k512 = arith.constant 512 : i32
    %k1024 = arith.constant 1024 : i32
    %k2048 = arith.constant 2048 : i32
    %k2304 = arith.constant 2304 : i32
    %k3072 = arith.constant 3072 : i32
    %k4096 = arith.constant 4096 : i32
    %m7fff_i = arith.constant 32767 : i16
    %m7fff = emitc.cast %m7fff_i : i16 to ui16
    %wh = arith.constant -1 : i64
    %w_hi = emitc.cast %wh : i64 to ui64
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gm2 = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gm2, %m2 : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %goa = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goa, %oa : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gos = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gos, %os : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gon = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gon, %on : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %goe = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %goe, %oe : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k2304 : !ascendc.tbuf<vecin>, i32
    %th = ascendc.tbuf.get_with_offset %bin, %k512, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf16>
    %tx = ascendc.tbuf.get_with_offset %bin, %k256, %k1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %tm2 = ascendc.tbuf.get_with_offset %bin, %k128, %k2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xui16>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k4096 : !ascendc.tbuf<vecout>, i32
    %toa = ascendc.tbuf.get_with_offset %bout, %k512, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf16>
    %tos = ascendc.tbuf.get_with_offset %bout, %k256, %k1024 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xi32>
    %ton = ascendc.tbuf.get_with_offset %bout, %k256, %k2048 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xui32>
    %toe = ascendc.tbuf.get_with_offset %bout, %k256, %k3072 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf32>
    %bcalc = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bcalc, %k1024 : !ascendc.tbuf<veccalc>, i32
    %tm = ascendc.tbuf.get_with_offset %bcalc, %k512, %k0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<512xui16>
    %off_h = arith.muli %idx, %k512 : i32
    %ghi = ascendc.global_tensor.subindex %gh[%off_h] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %th, %ghi, %k512 : !ascendc.local_tensor<512xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_x = arith.muli %idx, %k256 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off_x] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tx, %gxi, %k256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    %off_m2 = arith.muli %idx, %k128 : i32
    %gm2i = ascendc.global_tensor.subindex %gm2[%off_m2] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %tm2, %gm2i, %k128 : !ascendc.local_tensor<128xui16>, !ascendc.global_tensor<?xui16>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32

    %hu = ascendc.reinterpret_cast %th : !ascendc.local_tensor<512xf16> to !ascendc.local_tensor<512xui16>
    %ohu = ascendc.reinterpret_cast %toa : !ascendc.local_tensor<512xf16> to !ascendc.local_tensor<512xui16>
    ascendc.duplicate_l2 %tm, %m7fff, %k512 : !ascendc.local_tensor<512xui16>, ui16, i32
    ascendc.pipe_barrier pipe_v
    ascendc.and_l2 %ohu, %hu, %tm, %k512 : !ascendc.local_tensor<512xui16>, !ascendc.local_tensor<512xui16>, !ascendc.local_tensor<512xui16>, i32
    %xi = ascendc.reinterpret_cast %tx : !ascendc.local_tensor<256xf32> to !ascendc.local_tensor<256xi32>
    ascendc.shift_right_l2 %tos, %xi, %k31, %k256 : !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, i32, i32
    %xu = ascendc.reinterpret_cast %tx : !ascendc.local_tensor<256xf32> to !ascendc.local_tensor<512xui16>
    %onu = ascendc.reinterpret_cast %ton : !ascendc.local_tensor<256xui32> to !ascendc.local_tensor<512xui16>
    ascendc.not_l2 %onu, %xu, %k512 : !ascendc.local_tensor<512xui16>, !ascendc.local_tensor<512xui16>, i32
    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %k1 : i32, "src0BlkStride" = %k1 : i32, "src1BlkStride" = %k1 : i32, "dstRepStride" = %k8 : i32, "src0RepStride" = %k8 : i32, "src1RepStride" = %k0 : i32)
    %oeu = ascendc.reinterpret_cast %toe : !ascendc.local_tensor<256xf32> to !ascendc.local_tensor<512xui16>
    ascendc.or_l1 %oeu, %xu, %tm2, %w_hi, %w_hi, %k4, %bp {isSetMask} : !ascendc.local_tensor<512xui16>, !ascendc.local_tensor<512xui16>, !ascendc.local_tensor<128xui16>, ui64, ui64, i32, !ascendc.binary_repeat_params
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_oa = arith.muli %idx, %k512 : i32
    %goai = ascendc.global_tensor.subindex %goa[%off_oa] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %goai, %toa, %k512 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<512xf16>, i32
    %off_os = arith.muli %idx, %k256 : i32
    %gosi = ascendc.global_tensor.subindex %gos[%off_os] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %gosi, %tos, %k256 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<256xi32>, i32
    %off_on = arith.muli %idx, %k256 : i32
    %goni = ascendc.global_tensor.subindex %gon[%off_on] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %goni, %ton, %k256 : !ascendc.global_tensor<?xui32>, !ascendc.local_tensor<256xui32>, i32
    %off_oe = arith.muli %idx, %k256 : i32
    %goei = ascendc.global_tensor.subindex %goe[%off_oe] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %goei, %toe, %k256 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
