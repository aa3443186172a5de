// Rows of 20 f16 (40 bytes) out of a [rows, 33] f16 matrix, per core `per` rows (the last
// core what is left): DataCopyPad GM -> UB with DataCopyParams (blockCount rows, blockLen
// 40 B, srcStride 26 B) and DataCopyPadParams (isPad, rightPadding 12 elements, value 7)
// puts each row in two 32-byte blocks with a one-block gap after it (dstStride 1): row r at
// UB block 3r. A UB -> UB DataCopy with DataCopyParams (blockLen 2, srcStride 1, dstStride
// 0) packs the rows, Muls(·2) runs over them (32 each, the padding included), and
// DataCopyPad UB -> GM (blockLen 40 B, srcStride 0 blocks, dstStride 6 B) writes the first
// 20 of each row into a [rows, 23] f16 output, columns 20..22 untouched.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @pad_rows(%x: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %z: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %rows: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %per: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c6 = arith.constant 6 : i32
    %c12 = arith.constant 12 : i32
    %c23 = arith.constant 23 : i32
    %c26 = arith.constant 26 : i32
    %c32 = arith.constant 32 : i32
    %c33 = arith.constant 33 : i32
    %c40 = arith.constant 40 : i32
    %c48 = arith.constant 48 : i32
    %c4096 = arith.constant 4096 : i32
    %two = arith.constant 2.0 : f16
    %true = arith.constant true
    %seven = arith.constant 7 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %r0 = arith.muli %idx, %per : i32
    %left = arith.subi %rows, %r0 : i32
    %cnt = arith.minsi %left, %per : i32
    %has = arith.cmpi sgt, %cnt, %c0 : i32
    scf.if %has {
      %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
      ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
      %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
      ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
      %gz = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
      ascendc.global_tensor.set_global_buffer %gz, %z : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
      %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
      ascendc.pipe.init_buffer %pipe, %bin, %c4096 : !ascendc.tbuf<vecin>, i32
      %tin = ascendc.tbuf.get_tensor %bin : !ascendc.tbuf<vecin>, !ascendc.local_tensor<2048xf16>
      %bpk = ascendc.tbuf : !ascendc.tbuf<veccalc>
      ascendc.pipe.init_buffer %pipe, %bpk, %c4096 : !ascendc.tbuf<veccalc>, i32
      %tpk = ascendc.tbuf.get_tensor %bpk : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<2048xf16>
      %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
      ascendc.pipe.init_buffer %pipe, %bout, %c4096 : !ascendc.tbuf<vecout>, i32
      %tout = ascendc.tbuf.get_tensor %bout : !ascendc.tbuf<vecout>, !ascendc.local_tensor<2048xf16>
      %xo = arith.muli %r0, %c33 : i32
      %gxi = ascendc.global_tensor.subindex %gx[%xo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
      %cin = ascendc.construct !ascendc.data_copy_params(%cnt, %c40, %c26, %c1) [ui16, ui16, ui16, ui16] : i32, i32, i32, i32
      %pad = ascendc.construct !ascendc.data_copy_pad_params(%true, %c0, %c12, %seven) [i1, ui8, ui8, ui64] : i1, i32, i32, i32
      ascendc.data_copy_pad_l0 %tin, %gxi, %cin, %pad : !ascendc.local_tensor<2048xf16>, !ascendc.global_tensor<?xf16>, !ascendc.data_copy_params, !ascendc.data_copy_pad_params
      ascendc.set_flag mte2_v, %c0 : i32
      ascendc.wait_flag mte2_v, %c0 : i32
      %cpk = ascendc.construct !ascendc.data_copy_params(%cnt, %c2, %c1, %c0) [ui16, ui16, ui16, ui16] : i32, i32, i32, i32
      ascendc.data_copy_l0 %tpk, %tin, %cpk : !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.data_copy_params
      ascendc.pipe_barrier pipe_v
      %n32 = arith.muli %cnt, %c32 : i32
      ascendc.muls_l2 %tout, %tpk, %two, %n32 : !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, f16, i32
      ascendc.set_flag v_mte3, %c0 : i32
      ascendc.wait_flag v_mte3, %c0 : i32
      %yo = arith.muli %r0, %c32 : i32
      %gyi = ascendc.global_tensor.subindex %gy[%yo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
      ascendc.data_copy_l2 %gyi, %tout, %n32 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<2048xf16>, i32
      %zo = arith.muli %r0, %c23 : i32
      %gzi = ascendc.global_tensor.subindex %gz[%zo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
      %cout = ascendc.construct !ascendc.data_copy_params(%cnt, %c40, %c0, %c6) [ui16, ui16, ui16, ui16] : i32, i32, i32, i32
      ascendc.data_copy_pad_l2 %gzi, %tout, %cout : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.data_copy_params
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
