// Unaligned row blocks with gaps on both sides, rows split over the cores (per each, the
// last what is left; cores past the rows do nothing):
//   x [rows, 20] f32 -> UB by DataCopyPad (blockLen 80 B, dstStride 1 block: each row
//   takes its 3 padded blocks plus a gap block in UB, 32 f32), then UB -> y [rows, 23] by
//   DataCopyPad (srcStride 1 block: the same UB layout read back, dstStride 12 B: three
//   f32 left untouched after each row);
//   h [rows, 13] f16 -> UB by DataCopyPad with right padding 3 (isPad, value -7, also set
//   by SetPadValue<half, VECIN> before it), a row's
//   16 elements in one 32-byte block; hp [rows, 16] gets the padded rows, hs [rows, 13]
//   the rows · 3 (Muls over the padded tile, DataCopyPad UB -> GM with srcStride 0 reading
//   the padded layout back, blockLen 26 B). leftPadding stays 0: where a left padding
//   puts the row is not pinned by the spec, and the simulator refuses it.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @pad_gaps(%x: memref<?xf32, 22>, %h: memref<?xf16, 22>, %y: memref<?xf32, 22>, %hp: memref<?xf16, 22>, %hs: memref<?xf16, 22>, %rows: i32, %per: i32, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c12 = arith.constant 12 : i32
    %c13 = arith.constant 13 : i32
    %c16 = arith.constant 16 : i32
    %c20 = arith.constant 20 : i32
    %c23 = arith.constant 23 : i32
    %c26 = arith.constant 26 : i32
    %c80 = arith.constant 80 : i32
    %true = arith.constant true
    %false = arith.constant false
    %m7 = arith.constant -7.0 : f16
    %z16 = arith.constant 0.0 : f16
    %z32 = arith.constant 0.0 : f32
    %three = arith.constant 3.0 : f16
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<?xf16, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %ghp = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ghp, %hp : !ascendc.global_tensor<?xf16>, memref<?xf16, 22>
    %ghs = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ghs, %hs : !ascendc.global_tensor<?xf16>, memref<?xf16, 22>
    %idx = ascendc.get_block_idx : i32
    %r0 = arith.muli %idx, %per : i32
    %left = arith.subi %rows, %r0 : i32
    %cnt = arith.minsi %left, %per : i32
    %has = arith.cmpi sgt, %cnt, %c0 : i32
    scf.if %has {
      %pipe = ascendc.pipe
      %qx = ascendc.queue : !ascendc.queue<vecin, 1>
      %xbytes = arith.constant 8192 : i32
      ascendc.pipe.init_queue %pipe, %qx, %c1, %xbytes : !ascendc.queue<vecin, 1>, i32, i32
      %qh = ascendc.queue : !ascendc.queue<vecin, 1>
      %hbytes = arith.constant 2048 : i32
      ascendc.pipe.init_queue %pipe, %qh, %c1, %hbytes : !ascendc.queue<vecin, 1>, i32, i32
      %qo = ascendc.queue : !ascendc.queue<vecout, 1>
      ascendc.pipe.init_queue %pipe, %qo, %c1, %hbytes : !ascendc.queue<vecout, 1>, i32, i32
      %xo = arith.muli %r0, %c20 : i32
      %yo = arith.muli %r0, %c23 : i32
      %ho = arith.muli %r0, %c13 : i32
      %hpo = arith.muli %r0, %c16 : i32
      %gxi = ascendc.global_tensor.subindex %gx[%xo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %gyi = ascendc.global_tensor.subindex %gy[%yo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %ghi = ascendc.global_tensor.subindex %gh[%ho] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
      %ghpi = ascendc.global_tensor.subindex %ghp[%hpo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
      %ghsi = ascendc.global_tensor.subindex %ghs[%ho] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
      // f32 rows: GM -> UB with a gap block after each row, and back with gaps in GM.
      %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
      %pin = ascendc.construct !ascendc.data_copy_ext_params(%cnt, %c80, %c0, %c1, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      %pnone = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%false, %c0, %c0, %z32) [i1, i32, ui8, f32] : i1, i32, i32, f32
      ascendc.data_copy_pad_l0_ext %tx, %gxi, %pin, %pnone : !ascendc.local_tensor<2048xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
      ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
      %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
      ascendc.set_flag mte2_mte3, %c0 : i32
      ascendc.wait_flag mte2_mte3, %c0 : i32
      %pout = ascendc.construct !ascendc.data_copy_ext_params(%cnt, %c80, %c1, %c12, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      ascendc.data_copy_pad_l2_ext %gyi, %ax, %pout : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.data_copy_ext_params
      ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
      // f16 rows: GM -> UB with left/right padding, x3, the padded and the plain rows out.
      // SetPadValue<half, VECIN>(-7), the value the copy's own DataCopyPadExtParams give.
      ascendc.set_pad_value %m7 {pos = 9 : i32} : f16
      %th = ascendc.que_bind.alloc_tensor %qh : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
      %hin = ascendc.construct !ascendc.data_copy_ext_params(%cnt, %c26, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      %hpad = ascendc.construct !ascendc.data_copy_pad_ext_params<f16>(%true, %c0, %c3, %m7) [i1, i32, ui8, f16] : i1, i32, i32, f16
      ascendc.data_copy_pad_l0_ext %th, %ghi, %hin, %hpad : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
      ascendc.que_bind.enque_tensor %qh, %th : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
      %ah = ascendc.que_bind.deque_tensor %qh : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
      %to = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
      %n16 = arith.muli %cnt, %c16 : i32
      ascendc.muls_l2 %to, %ah, %three, %n16 : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, f16, i32
      ascendc.set_flag mte2_mte3, %c0 : i32
      ascendc.wait_flag mte2_mte3, %c0 : i32
      ascendc.data_copy_l2 %ghpi, %ah, %n16 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, i32
      ascendc.que_bind.enque_tensor %qo, %to : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
      %ao = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
      %hout = ascendc.construct !ascendc.data_copy_ext_params(%cnt, %c26, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      ascendc.data_copy_pad_l2_ext %ghsi, %ao, %hout : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.data_copy_ext_params
      ascendc.que_bind.free_tensor %qo, %ao : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
      ascendc.que_bind.free_tensor %qh, %ah : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
