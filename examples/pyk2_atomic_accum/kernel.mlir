// Cross-core accumulation in GM with atomic stores: every core copies its row in and
// stores it to one shared row under SetAtomicAdd<half> (sh), SetAtomicAdd<int32_t> (si)
// and SetAtomicMin<float> (mn, an inout row), SetAtomicNone after each; the i32 rows are
// doubled on the vector unit first (Muls), the f16 rows go straight from MTE2 to MTE3.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @atomic_accum(%xh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %xi: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %xf: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %sh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %si: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %mn: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i64
    %i = arith.trunci %idx : i64 to i32
    %gxh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gxh, %xh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gxi = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gxi, %xi : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gxf = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gxf, %xf : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gsh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gsh, %sh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gsi = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gsi, %si : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gmn = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gmn, %mn : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bh = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bh, %c512 : !ascendc.tbuf<vecin>, i32
    %th = ascendc.tbuf.get_tensor %bh : !ascendc.tbuf<vecin>, !ascendc.local_tensor<256xf16>
    %bi = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bi, %c256 : !ascendc.tbuf<vecin>, i32
    %ti = ascendc.tbuf.get_tensor %bi : !ascendc.tbuf<vecin>, !ascendc.local_tensor<64xi32>
    %bf = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bf, %c256 : !ascendc.tbuf<vecin>, i32
    %tf = ascendc.tbuf.get_tensor %bf : !ascendc.tbuf<vecin>, !ascendc.local_tensor<64xf32>
    %bo = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo, %c256 : !ascendc.tbuf<vecout>, i32
    %to = ascendc.tbuf.get_tensor %bo : !ascendc.tbuf<vecout>, !ascendc.local_tensor<64xi32>
    %oh = arith.muli %i, %c256 : i32
    %o64 = arith.muli %i, %c64 : i32
    %gxhi = ascendc.global_tensor.subindex %gxh[%oh] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %gxii = ascendc.global_tensor.subindex %gxi[%o64] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    %gxfi = ascendc.global_tensor.subindex %gxf[%o64] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %th, %gxhi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %ti, %gxii, %c64 : !ascendc.local_tensor<64xi32>, !ascendc.global_tensor<?xi32>, i32
    ascendc.data_copy_l2 %tf, %gxfi, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.muls_l2 %to, %ti, %c2, %c64 : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, i32, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    ascendc.set_flag mte2_mte3, %c0 : i32
    ascendc.wait_flag mte2_mte3, %c0 : i32
    ascendc.set_atomic_add {dtype = f16} : () -> ()
    ascendc.data_copy_l2 %gsh, %th, %c256 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<256xf16>, i32
    ascendc.set_atomic_none : () -> ()
    ascendc.set_atomic_add {dtype = i32} : () -> ()
    ascendc.data_copy_l2 %gsi, %to, %c64 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<64xi32>, i32
    ascendc.set_atomic_none : () -> ()
    ascendc.set_atomic_min {dtype = f32} : () -> ()
    ascendc.data_copy_l2 %gmn, %tf, %c64 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.set_atomic_none : () -> ()
    ascendc.pipe_barrier pipe_all
    return
  }
}
