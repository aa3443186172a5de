// The math library on half, per core 256 elements, each op writing its own 256-element slot
// of oh (f16): asin, tan, atanh, cosh on x in (-0.95, 0.95); sin, cos, tanh, erf, sign,
// frac, round, trunc, floor, ClampMin(-1.25), ClampMax(2.5) on y in (-6, 6) (with ±0 and
// halves); log, lgamma on z in (0.25, 4); Power tensor-tensor z^e, tensor-scalar z^1.5 and
// scalar-tensor 2^e (e in (-2, 2)); and Xor on uint16. The forms: with and without
// calCount, with and without a sharedTmpBuffer (PyAsc's optional arguments).
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @math_f16(%x: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %z: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %e: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %u: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ou: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c1536 = arith.constant 1536 : i32
    %c2048 = arith.constant 2048 : i32
    %c2560 = arith.constant 2560 : i32
    %c3072 = arith.constant 3072 : i32
    %c5120 = arith.constant 5120 : i32
    %c8192 = arith.constant 8192 : i32
    %c10240 = arith.constant 10240 : i32
    %false = arith.constant false
    %p15 = arith.constant 1.5 : f16
    %two = arith.constant 2.0 : f16
    %lo = arith.constant -1.25 : f16
    %hi = arith.constant 2.5 : f16
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gz = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gz, %z : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %ge = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ge, %e : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gu = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gu, %u : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %goh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goh, %oh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gou = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gou, %ou : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %c3072 : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_with_offset %bin, %c256, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %ty = ascendc.tbuf.get_with_offset %bin, %c256, %c512 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %tz = ascendc.tbuf.get_with_offset %bin, %c256, %c1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %te = ascendc.tbuf.get_with_offset %bin, %c256, %c1536 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %tu = ascendc.tbuf.get_with_offset %bin, %c256, %c2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xui16>
    %tu2 = ascendc.tbuf.get_with_offset %bin, %c256, %c2560 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xui16>
    %bo = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo, %c10240 : !ascendc.tbuf<vecout>, i32
    %to = ascendc.tbuf.get_tensor %bo : !ascendc.tbuf<vecout>, !ascendc.local_tensor<5120xf16>
    %bou = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bou, %c512 : !ascendc.tbuf<vecout>, i32
    %tou = ascendc.tbuf.get_tensor %bou : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xui16>
    %btmp = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %btmp, %c8192 : !ascendc.tbuf<veccalc>, i32
    %tmp = ascendc.tbuf.get_tensor %btmp : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8192xui8>
    %off = arith.muli %idx, %c256 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tx, %gxi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ty, %gyi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %gzi = ascendc.global_tensor.subindex %gz[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tz, %gzi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %gei = ascendc.global_tensor.subindex %ge[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %te, %gei, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %off2 = arith.muli %idx, %c512 : i32
    %gui = ascendc.global_tensor.subindex %gu[%off2] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %tu, %gui, %c256 : !ascendc.local_tensor<256xui16>, !ascendc.global_tensor<?xui16>, i32
    %off3 = arith.addi %off2, %c256 : i32
    %gui2 = ascendc.global_tensor.subindex %gu[%off3] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %tu2, %gui2, %c256 : !ascendc.local_tensor<256xui16>, !ascendc.global_tensor<?xui16>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.xor %tou, %tu, %tu2, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<256xui16>, !ascendc.local_tensor<256xui16>, !ascendc.local_tensor<256xui16>, !ascendc.local_tensor<8192xui8>, i32, i1
    ascendc.pipe_barrier pipe_v
    %s0 = ascendc.local_tensor.subindex %to[%c0] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.asin %s0, %tx, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    ascendc.pipe_barrier pipe_v
    %s1 = ascendc.local_tensor.subindex %to[%c256] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.sin %s1, %ty, %tmp, %false {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<8192xui8>, i1
    ascendc.pipe_barrier pipe_v
    %s2 = ascendc.local_tensor.subindex %to[%c512] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.cos %s2, %ty, %false {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, i1
    ascendc.pipe_barrier pipe_v
    %k3 = arith.constant 768 : i32
    %s3 = ascendc.local_tensor.subindex %to[%k3] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.tan %s3, %tx, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<8192xui8>, i32, i1
    ascendc.pipe_barrier pipe_v
    %s4 = ascendc.local_tensor.subindex %to[%c1024] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.tanh %s4, %ty, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    ascendc.pipe_barrier pipe_v
    %k5 = arith.constant 1280 : i32
    %s5 = ascendc.local_tensor.subindex %to[%k5] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.log %s5, %tz, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    ascendc.pipe_barrier pipe_v
    %s6 = ascendc.local_tensor.subindex %to[%c1536] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.erf %s6, %ty, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<8192xui8>, i32, i1
    ascendc.pipe_barrier pipe_v
    %k7 = arith.constant 1792 : i32
    %s7 = ascendc.local_tensor.subindex %to[%k7] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.sign %s7, %ty, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    ascendc.pipe_barrier pipe_v
    %s8 = ascendc.local_tensor.subindex %to[%c2048] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.frac %s8, %ty, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    ascendc.pipe_barrier pipe_v
    %k9 = arith.constant 2304 : i32
    %s9 = ascendc.local_tensor.subindex %to[%k9] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.round %s9, %ty, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    ascendc.pipe_barrier pipe_v
    %s10 = ascendc.local_tensor.subindex %to[%c2560] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.trunc %s10, %ty, %false {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, i1
    ascendc.pipe_barrier pipe_v
    %k11 = arith.constant 2816 : i32
    %s11 = ascendc.local_tensor.subindex %to[%k11] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.floor %s11, %ty, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    ascendc.pipe_barrier pipe_v
    %s12 = ascendc.local_tensor.subindex %to[%c3072] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.power %s12, %tz, %te, %false {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i1
    ascendc.pipe_barrier pipe_v
    %k13 = arith.constant 3328 : i32
    %s13 = ascendc.local_tensor.subindex %to[%k13] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.power %s13, %tz, %p15, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, f16, !ascendc.local_tensor<8192xui8>, i32, i1
    ascendc.pipe_barrier pipe_v
    %k14 = arith.constant 3584 : i32
    %s14 = ascendc.local_tensor.subindex %to[%k14] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.clamp_min %s14, %ty, %lo, %c256, %false : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, f16, i32, i1
    ascendc.pipe_barrier pipe_v
    %k15 = arith.constant 3840 : i32
    %s15 = ascendc.local_tensor.subindex %to[%k15] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.clamp_max %s15, %ty, %tmp, %hi, %c256, %false : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<8192xui8>, f16, i32, i1
    ascendc.pipe_barrier pipe_v
    %k16 = arith.constant 4096 : i32
    %s16 = ascendc.local_tensor.subindex %to[%k16] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.atanh %s16, %tx, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    ascendc.pipe_barrier pipe_v
    %k17 = arith.constant 4352 : i32
    %s17 = ascendc.local_tensor.subindex %to[%k17] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.cosh %s17, %tx, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<8192xui8>, i32, i1
    ascendc.pipe_barrier pipe_v
    %k18 = arith.constant 4608 : i32
    %s18 = ascendc.local_tensor.subindex %to[%k18] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.power %s18, %two, %te, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>} : !ascendc.local_tensor<5120xf16>, f16, !ascendc.local_tensor<256xf16>, i32, i1
    ascendc.pipe_barrier pipe_v
    %k19 = arith.constant 4864 : i32
    %s19 = ascendc.local_tensor.subindex %to[%k19] : !ascendc.local_tensor<5120xf16>, i32, !ascendc.local_tensor<5120xf16>
    ascendc.lgamma %s19, %tz, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<5120xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<8192xui8>, i32, i1
    ascendc.pipe_barrier pipe_v
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %oo = arith.muli %idx, %c5120 : i32
    %gohi = ascendc.global_tensor.subindex %goh[%oo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gohi, %to, %c5120 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<5120xf16>, i32
    %goui = ascendc.global_tensor.subindex %gou[%off] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %goui, %tou, %c256 : !ascendc.global_tensor<?xui16>, !ascendc.local_tensor<256xui16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
