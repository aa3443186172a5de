// The library reductions over a [16, 32] tile per core with their patterns, and Broadcast:
//   rs = ReduceSum<AR> (row sums), cm = ReduceMax<RA> (column maxima),
//   rn = ReduceMin<AR>, cp = ReduceProd<RA> (column products), hs = ReduceSum<AR> on f16,
//   e = exp(x − rowmax) with rowmax = ReduceMax<AR> broadcast [16, 1] -> [16, 32]
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @reduce_api(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %p: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %e: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %hs: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %c64 = arith.constant 64 : i32
    %c80 = arith.constant 80 : i32
    %c96 = arith.constant 96 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c2048 = arith.constant 2048 : i32
    %c8192 = arith.constant 8192 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gp = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gp, %p : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %go = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %go, %o : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %ge = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %ge, %e : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %ghs = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ghs, %hs : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %bx = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bx, %c2048 : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_tensor %bx : !ascendc.tbuf<vecin>, !ascendc.local_tensor<16x32xf32>
    %tx1 = ascendc.tbuf.get_tensor %bx : !ascendc.tbuf<vecin>, !ascendc.local_tensor<512xf32>
    %bp = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bp, %c2048 : !ascendc.tbuf<vecin>, i32
    %tp = ascendc.tbuf.get_tensor %bp : !ascendc.tbuf<vecin>, !ascendc.local_tensor<16x32xf32>
    %tp1 = ascendc.tbuf.get_tensor %bp : !ascendc.tbuf<vecin>, !ascendc.local_tensor<512xf32>
    %bh = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bh, %c1024 : !ascendc.tbuf<vecin>, i32
    %th = ascendc.tbuf.get_tensor %bh : !ascendc.tbuf<vecin>, !ascendc.local_tensor<16x32xf16>
    %th1 = ascendc.tbuf.get_tensor %bh : !ascendc.tbuf<vecin>, !ascendc.local_tensor<512xf16>
    %bo = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo, %c512 : !ascendc.tbuf<vecout>, i32
    %to = ascendc.tbuf.get_tensor %bo : !ascendc.tbuf<vecout>, !ascendc.local_tensor<128xf32>
    %o1 = ascendc.local_tensor.subindex %to[%c16] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<32xf32>
    %o2 = ascendc.local_tensor.subindex %to[%c48] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<16xf32>
    %o3 = ascendc.local_tensor.subindex %to[%c64] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<32xf32>
    %o4 = ascendc.local_tensor.subindex %to[%c96] : !ascendc.local_tensor<128xf32>, i32, !ascendc.local_tensor<32xf32>
    %bhs = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bhs, %c32 : !ascendc.tbuf<vecout>, i32
    %ths = ascendc.tbuf.get_tensor %bhs : !ascendc.tbuf<vecout>, !ascendc.local_tensor<16xf16>
    %bm = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bm, %c64 : !ascendc.tbuf<veccalc>, i32
    %tm = ascendc.tbuf.get_tensor %bm : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<16x1xf32>
    %tm1 = ascendc.tbuf.get_tensor %bm : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<16xf32>
    %bb = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bb, %c2048 : !ascendc.tbuf<veccalc>, i32
    %tb = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<16x32xf32>
    %tb1 = ascendc.tbuf.get_tensor %bb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<512xf32>
    %be = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %be, %c2048 : !ascendc.tbuf<vecout>, i32
    %te = ascendc.tbuf.get_tensor %be : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xf32>
    %btmp = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %btmp, %c8192 : !ascendc.tbuf<veccalc>, i32
    %tmp = ascendc.tbuf.get_tensor %btmp : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8192xui8>
    %off = arith.muli %idx, %c512 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gpi = ascendc.global_tensor.subindex %gp[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %ghi = ascendc.global_tensor.subindex %gh[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tx1, %gxi, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %tp1, %gpi, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %th1, %ghi, %c512 : !ascendc.local_tensor<512xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.reduce_sum %to, %tx, %tmp, %c16, %c32 {pattern = 1 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<16x32xf32>, !ascendc.local_tensor<8192xui8>, i32, i32
    ascendc.reduce_max %o1, %tx, %tmp, %c16, %c32 {pattern = 2 : i32} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<16x32xf32>, !ascendc.local_tensor<8192xui8>, i32, i32
    ascendc.reduce_min %o2, %tx, %tmp, %c16, %c32 {pattern = 1 : i32} : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16x32xf32>, !ascendc.local_tensor<8192xui8>, i32, i32
    ascendc.reduce_prod %o3, %tp, %tmp, %c16, %c32 {pattern = 2 : i32} : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<16x32xf32>, !ascendc.local_tensor<8192xui8>, i32, i32
    ascendc.reduce_sum %ths, %th, %tmp, %c16, %c32 {pattern = 1 : i32} : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16x32xf16>, !ascendc.local_tensor<8192xui8>, i32, i32
    ascendc.reduce_max %tm1, %tx, %tmp, %c16, %c32 {pattern = 1 : i32} : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16x32xf32>, !ascendc.local_tensor<8192xui8>, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.broadcast %tb, %tm, %c16, %c32, %c16, %c1 {operandSegmentSizes = array<i32: 1, 1, 2, 2>} : !ascendc.local_tensor<16x32xf32>, !ascendc.local_tensor<16x1xf32>, i32, i32, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.sub_l2 %te, %tx1, %tb1, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32
    ascendc.pipe_barrier pipe_v
    %fz = arith.constant 0.0 : f32
    ascendc.duplicate_l2 %o4, %fz, %c32 : !ascendc.local_tensor<32xf32>, f32, i32
    ascendc.exp_l2 %te, %te, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %c128 = arith.constant 128 : i32
    %oo = arith.muli %idx, %c128 : i32
    %goi = ascendc.global_tensor.subindex %go[%oo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %goi, %to, %c128 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<128xf32>, i32
    %gei = ascendc.global_tensor.subindex %ge[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gei, %te, %c512 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<512xf32>, i32
    %ho = arith.muli %idx, %c16 : i32
    %ghsi = ascendc.global_tensor.subindex %ghs[%ho] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ghsi, %ths, %c16 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<16xf16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
