// The math library's unary functions PyAsc exposes, per core 256 elements, each written to
// its own 256-element slot of o (f32) or oh (f16): acos, asin, atan on x in (-1, 1);
// acosh on 1 + |x|·4; asinh, atanh, cosh, sinh, tan, trunc, ceil on x; log, log2 on
// 0.5 + |x|; erfc, lgamma, digamma on 0.5 + |x|·3 (calCount forms, some with a
// sharedTmpBuffer); Exp (library, taylorExpandLevel 0) and Axpy (library) on x; f16:
// tanh-free set acos, atan, sinh, log2, erfc, ceil, Exp; and Xor on int16.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @mathlib2(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %a: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ox: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %false = arith.constant false
    %one = arith.constant 1.0 : f32
    %half = arith.constant 0.5 : f32
    %three = arith.constant 3.0 : f32
    %four = arith.constant 4.0 : f32
    %k = arith.constant 0.75 : f32
    %hhalf = arith.constant 0.5 : f16
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %go = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %go, %o : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %goh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goh, %oh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gox = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gox, %ox : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    %inb = arith.constant 6144 : i32
    ascendc.pipe.init_buffer %pipe, %bin, %inb : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_with_offset %bin, %c256, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %t1 = ascendc.tbuf.get_with_offset %bin, %c256, %c1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %c2048 = arith.constant 2048 : i32
    %c3072 = arith.constant 3072 : i32
    %c4096 = arith.constant 4096 : i32
    %c5120 = arith.constant 5120 : i32
    %t2 = ascendc.tbuf.get_with_offset %bin, %c256, %c2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %t3 = ascendc.tbuf.get_with_offset %bin, %c256, %c3072 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf32>
    %th = ascendc.tbuf.get_with_offset %bin, %c256, %c4096 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %ta = ascendc.tbuf.get_with_offset %bin, %c256, %c5120 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi16>
    %c5632 = arith.constant 5632 : i32
    %thp = ascendc.tbuf.get_with_offset %bin, %c256, %c5632 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %bo = ascendc.tbuf : !ascendc.tbuf<vecout>
    %ob = arith.constant 18432 : i32
    ascendc.pipe.init_buffer %pipe, %bo, %ob : !ascendc.tbuf<vecout>, i32
    %to = ascendc.tbuf.get_tensor %bo : !ascendc.tbuf<vecout>, !ascendc.local_tensor<4608xf32>
    %boh = ascendc.tbuf : !ascendc.tbuf<vecout>
    %ohb = arith.constant 3584 : i32
    ascendc.pipe.init_buffer %pipe, %boh, %ohb : !ascendc.tbuf<vecout>, i32
    %toh = ascendc.tbuf.get_tensor %boh : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1792xf16>
    %box = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %box, %c512 : !ascendc.tbuf<vecout>, i32
    %tox = ascendc.tbuf.get_tensor %box : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xi16>
    %btmp = ascendc.tbuf : !ascendc.tbuf<veccalc>
    %tb = arith.constant 8192 : i32
    ascendc.pipe.init_buffer %pipe, %btmp, %tb : !ascendc.tbuf<veccalc>, i32
    %tmp = ascendc.tbuf.get_tensor %btmp : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8192xui8>
    %off = arith.muli %idx, %c256 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %ghi = ascendc.global_tensor.subindex %gh[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %gai = ascendc.global_tensor.subindex %ga[%off] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %tx, %gxi, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %th, %ghi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %ta, %gai, %c256 : !ascendc.local_tensor<256xi16>, !ascendc.global_tensor<?xi16>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.abs_l2 %t1, %tx, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.abs_l2 %thp, %th, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.muls_l2 %t2, %t1, %four, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.muls_l2 %t3, %t1, %three, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.adds_l2 %t1, %t1, %half, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.adds_l2 %thp, %thp, %hhalf, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, f16, i32
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l2 %t2, %t2, %one, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.adds_l2 %t3, %t3, %half, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    %s0 = ascendc.local_tensor.subindex %to[%c0] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.acos %s0, %tx, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<8192xui8>, i32, i1
    %s1 = ascendc.local_tensor.subindex %to[%c256] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.asin %s1, %tx, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, i32, i1
    %s2 = ascendc.local_tensor.subindex %to[%c512] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.atan %s2, %tx, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<8192xui8>, i32, i1
    %s3o = arith.constant 768 : i32
    %s3 = ascendc.local_tensor.subindex %to[%s3o] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.acosh %s3, %t2, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, i32, i1
    %s4 = ascendc.local_tensor.subindex %to[%c1024] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.asinh %s4, %tx, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<8192xui8>, i32, i1
    %s5o = arith.constant 1280 : i32
    %s5 = ascendc.local_tensor.subindex %to[%s5o] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.atanh %s5, %tx, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, i32, i1
    %s6o = arith.constant 1536 : i32
    %s6 = ascendc.local_tensor.subindex %to[%s6o] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.cosh %s6, %tx, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<8192xui8>, i32, i1
    %s7o = arith.constant 1792 : i32
    %s7 = ascendc.local_tensor.subindex %to[%s7o] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.sinh %s7, %tx, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, i32, i1
    %s8 = ascendc.local_tensor.subindex %to[%c2048] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.tan %s8, %tx, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<8192xui8>, i32, i1
    %s9o = arith.constant 2304 : i32
    %s9 = ascendc.local_tensor.subindex %to[%s9o] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.trunc %s9, %tx, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, i32, i1
    %s10o = arith.constant 2560 : i32
    %s10 = ascendc.local_tensor.subindex %to[%s10o] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.ceil %s10, %tx, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<8192xui8>, i32, i1
    %s11o = arith.constant 2816 : i32
    %s11 = ascendc.local_tensor.subindex %to[%s11o] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.log %s11, %t1, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, i32, i1
    %s12 = ascendc.local_tensor.subindex %to[%c3072] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.log2 %s12, %t1, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<8192xui8>, i32, i1
    %s13o = arith.constant 3328 : i32
    %s13 = ascendc.local_tensor.subindex %to[%s13o] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.erfc %s13, %t3, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, i32, i1
    %s14 = ascendc.local_tensor.subindex %to[%ohb] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.lgamma %s14, %t3, %tmp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<8192xui8>, i32, i1
    %s15o = arith.constant 3840 : i32
    %s15 = ascendc.local_tensor.subindex %to[%s15o] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.digamma %s15, %t3, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, i32, i1
    %s16 = ascendc.local_tensor.subindex %to[%c4096] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.exp %s16, %tx, %c256, %c0, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, i32, i32, i1
    %s17o = arith.constant 4352 : i32
    %s17 = ascendc.local_tensor.subindex %to[%s17o] : !ascendc.local_tensor<4608xf32>, i32, !ascendc.local_tensor<4608xf32>
    ascendc.duplicate_l2 %s17, %one, %c256 : !ascendc.local_tensor<4608xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.axpy %s17, %tx, %k, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>} : !ascendc.local_tensor<4608xf32>, !ascendc.local_tensor<256xf32>, f32, i32, i1
    %h0 = ascendc.local_tensor.subindex %toh[%c0] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.acos %h0, %th, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    %h1 = ascendc.local_tensor.subindex %toh[%c256] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.atan %h1, %th, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    %h2 = ascendc.local_tensor.subindex %toh[%c512] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.sinh %h2, %th, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    %h3 = ascendc.local_tensor.subindex %toh[%s3o] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.log2 %h3, %thp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    %h4 = ascendc.local_tensor.subindex %toh[%c1024] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.erfc %h4, %thp, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    %h5 = ascendc.local_tensor.subindex %toh[%s5o] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.ceil %h5, %th, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf16>, i32, i1
    %h6 = ascendc.local_tensor.subindex %toh[%s6o] : !ascendc.local_tensor<1792xf16>, i32, !ascendc.local_tensor<1792xf16>
    ascendc.exp %h6, %th, %c256, %c0, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1>} : !ascendc.local_tensor<1792xf16>, !ascendc.local_tensor<256xf16>, i32, i32, i1
    %ta2 = ascendc.local_tensor.subindex %ta[%c0] : !ascendc.local_tensor<256xi16>, i32, !ascendc.local_tensor<256xi16>
    ascendc.xor %tox, %ta, %ta2, %c256, %false {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>} : !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, i32, i1
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %c4608 = arith.constant 4608 : i32
    %oo = arith.muli %idx, %c4608 : i32
    %goi = ascendc.global_tensor.subindex %go[%oo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %goi, %to, %c4608 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<4608xf32>, i32
    %ooh = arith.muli %idx, %s7o : i32
    %gohi = ascendc.global_tensor.subindex %goh[%ooh] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gohi, %toh, %s7o : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1792xf16>, i32
    %goxi = ascendc.global_tensor.subindex %gox[%off] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %goxi, %tox, %c256 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<256xi16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
