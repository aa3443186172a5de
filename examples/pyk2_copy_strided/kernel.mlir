// Strided and padded copies of row blocks, rows split over the cores (per each, the last
// core what is left):
//   x [rows, 50] f32: the first 37 columns of each row come in by DataCopyPad
//   (DataCopyExtParams blockCount = rows, blockLen 148 B, srcStride 52 B;
//   DataCopyPadExtParams isPad, rightPadding 3, paddingValue -1) through a
//   TQueBind<VECIN, VECOUT>; o1 [rows, 40] is that tile as it sits in UB (padding shown),
//   o2 [rows, 60] gets 2·x in its first 37 columns (DataCopyPad UB->GM, dstStride 92 B);
//   z [rows, 64] f32: columns 16..31 come in by DataCopy with DataCopyParams (blockLen 2,
//   srcStride 6 blocks); o3 [rows, 32] gets them + 1 in columns 0..15 (dstStride 2 blocks),
//   the rest untouched. The scratch tiles come from one TBuf by GetWithOffset.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @copy_strided(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %z: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o1: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o2: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o3: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %rows: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %per: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c6 = arith.constant 6 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c40 = arith.constant 40 : i32
    %c50 = arith.constant 50 : i32
    %c52 = arith.constant 52 : i32
    %c60 = arith.constant 60 : i32
    %c64 = arith.constant 64 : i32
    %c256 = arith.constant 256 : i32
    %c640 = arith.constant 640 : i32
    %c92 = arith.constant 92 : i32
    %c148 = arith.constant 148 : i32
    %tbytes = arith.constant 2560 : i32
    %sbytes = arith.constant 1024 : i32
    %m1 = arith.constant -1.0 : f32
    %two = arith.constant 2.0 : f32
    %one = arith.constant 1.0 : f32
    %true = arith.constant true
    %pipe = ascendc.pipe
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gz = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gz, %z : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g1 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g1, %o1 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g2 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g2, %o2 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %g3 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %g3, %o3 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %idx = ascendc.get_block_idx : i32
    %r0 = arith.muli %idx, %per : i32
    %left = arith.subi %rows, %r0 : i32
    %cnt = arith.minsi %left, %per : i32
    %has = arith.cmpi sgt, %cnt, %c0 : i32
    scf.if %has {
      %bind = ascendc.que_bind : !ascendc.que_bind<vecin, vecout, 1>
      ascendc.pipe.init_queue %pipe, %bind, %c1, %tbytes : !ascendc.que_bind<vecin, vecout, 1>, i32, i32
      %calc = ascendc.tbuf : !ascendc.tbuf<veccalc>
      %cb2 = arith.muli %tbytes, %c2 : i32
      ascendc.pipe.init_buffer %pipe, %calc, %cb2 : !ascendc.tbuf<veccalc>, i32
      %t2 = ascendc.tbuf.get_with_offset %calc, %c640, %c0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<640xf32>
      %t3 = ascendc.tbuf.get_with_offset %calc, %c256, %tbytes : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<256xf32>
      %xoff = arith.muli %r0, %c50 : i32
      %gxi = ascendc.global_tensor.subindex %gx[%xoff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %inp = ascendc.construct !ascendc.data_copy_ext_params(%cnt, %c148, %c52, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      %pad = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%true, %c0, %c3, %m1) [i1, i32, ui8, f32] : i1, i32, i32, f32
      %tx = ascendc.que_bind.alloc_tensor %bind : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<640xf32>
      ascendc.data_copy_pad_l0_ext %tx, %gxi, %inp, %pad : !ascendc.local_tensor<640xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
      %zoff = arith.muli %r0, %c64 : i32
      %gzi = ascendc.global_tensor.subindex %gz[%zoff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %gzc = ascendc.global_tensor.subindex %gzi[%c16] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %zin = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %cnt : i32, "blockLen" = %c2 : i32, "srcStride" = %c6 : i32, "dstStride" = %c0 : i32)
      ascendc.data_copy_l0 %t3, %gzc, %zin : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_params
      ascendc.que_bind.enque_tensor %bind, %tx : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<640xf32>
      %ax = ascendc.que_bind.deque_tensor %bind : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<640xf32>
      %o1off = arith.muli %r0, %c40 : i32
      %g1i = ascendc.global_tensor.subindex %g1[%o1off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %n40 = arith.muli %cnt, %c40 : i32
      ascendc.data_copy_l2 %g1i, %ax, %n40 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<640xf32>, i32
      ascendc.set_flag mte2_v, %c0 : i32
      ascendc.wait_flag mte2_v, %c0 : i32
      ascendc.muls_l2 %t2, %ax, %two, %n40 : !ascendc.local_tensor<640xf32>, !ascendc.local_tensor<640xf32>, f32, i32
      %n16 = arith.muli %cnt, %c16 : i32
      ascendc.adds_l2 %t3, %t3, %one, %n16 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
      ascendc.que_bind.free_tensor %bind, %ax : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<640xf32>
      ascendc.set_flag v_mte3, %c0 : i32
      ascendc.wait_flag v_mte3, %c0 : i32
      %o2off = arith.muli %r0, %c60 : i32
      %g2i = ascendc.global_tensor.subindex %g2[%o2off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %outp = ascendc.construct !ascendc.data_copy_ext_params(%cnt, %c148, %c0, %c92, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      ascendc.data_copy_pad_l2_ext %g2i, %t2, %outp : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<640xf32>, !ascendc.data_copy_ext_params
      %o3off = arith.muli %r0, %c32 : i32
      %g3i = ascendc.global_tensor.subindex %g3[%o3off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %zout = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %cnt : i32, "blockLen" = %c2 : i32, "srcStride" = %c0 : i32, "dstStride" = %c2 : i32)
      ascendc.data_copy_l0 %g3i, %t3, %zout : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, !ascendc.data_copy_params
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
