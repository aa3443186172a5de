// A tiling structure whose members have mixed sizes, so their offsets follow the C layout
// (natural alignment, numpy's align=True): an int8 flag at 0, an int64 total length at 8,
// a half scale at 16, an int32 tile length at 20, a float bias at 24, an int16 block count
// at 28, a bool at 30 (size 32). Each core takes ceil(total / blocks) half elements in
// tiles (the last core's and last tile's partial, DataCopyPad), and writes
// y = relu?(x · scale + bias) in half: Muls by the half scale, Adds of the float bias
// converted to half (the API's scalar type), Relu when the flag is nonzero; when the bool
// is set the result is also negated (Muls by -1).
!T = !emitasc.py_struct<"MixedTiling", [i8, i64, f16, i32, f32, i16, i1], ["useRelu", "totalLength", "scale", "tileLength", "bias", "blocks", "negate"]>
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  emitasc.declare_py_struct !T
  func.func @tiling_mixed(%x: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %tiling: memref<?x!T, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c2048 = arith.constant 2048 : i32
    %c0_i8 = arith.constant 0 : i8
    %m1 = arith.constant -1.000000e+00 : f16
    %t = emitasc.copy_struct %tiling : memref<?x!T, 22>, !T
    %flag = emitasc.member %t "useRelu" : !T, i8
    %total64 = emitasc.member %t "totalLength" : !T, i64
    %scale = emitasc.member %t "scale" : !T, f16
    %tile = emitasc.member %t "tileLength" : !T, i32
    %bias = emitasc.member %t "bias" : !T, f32
    %blocks16 = emitasc.member %t "blocks" : !T, i16
    %neg = emitasc.member %t "negate" : !T, i1
    %total = arith.trunci %total64 : i64 to i32
    %blocks = arith.extsi %blocks16 : i16 to i32
    %relu = arith.cmpi ne, %flag, %c0_i8 : i8
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %blk = arith.ceildivsi %total, %blocks : i32
    %base = arith.muli %idx, %blk : i32
    %rest = arith.subi %total, %base : i32
    %n = arith.minsi %rest, %blk : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %qi = ascendc.queue : !ascendc.queue<vecin, 2>
    ascendc.pipe.init_queue %pipe, %qi, %c2, %c2048 : !ascendc.queue<vecin, 2>, i32, i32
    %qo = ascendc.queue : !ascendc.queue<vecout, 2>
    ascendc.pipe.init_queue %pipe, %qo, %c2, %c2048 : !ascendc.queue<vecout, 2>, i32, i32
    %tiles = arith.ceildivsi %n, %tile : i32
    scf.for %i = %c0 to %tiles step %c1 : i32 {
      %off = arith.muli %i, %tile : i32
      %goff = arith.addi %base, %off : i32
      %left = arith.subi %n, %off : i32
      %cnt = arith.minsi %left, %tile : i32
      %bytes = arith.muli %cnt, %c2 : i32
      %cp = ascendc.construct !ascendc.data_copy_ext_params(%c1, %bytes, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      %pad = ascendc.construct !ascendc.data_copy_pad_ext_params<f16>()
      %tx = ascendc.que_bind.alloc_tensor %qi : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
      %gxi = ascendc.global_tensor.subindex %gx[%goff] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
      ascendc.data_copy_pad_l0_ext %tx, %gxi, %cp, %pad : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
      ascendc.que_bind.enque_tensor %qi, %tx : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
      %ax = ascendc.que_bind.deque_tensor %qi : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
      %ty = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<1024xf16>
      ascendc.muls_l2 %ty, %ax, %scale, %cnt : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, f16, i32
      ascendc.pipe_barrier pipe_v
      ascendc.adds_l2 %ty, %ty, %bias, %cnt : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, f32, i32
      scf.if %relu {
        ascendc.pipe_barrier pipe_v
        ascendc.relu_l2 %ty, %ty, %cnt : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, i32
      }
      scf.if %neg {
        ascendc.pipe_barrier pipe_v
        ascendc.muls_l2 %ty, %ty, %m1, %cnt : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, f16, i32
      }
      ascendc.que_bind.free_tensor %qi, %ax : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
      ascendc.que_bind.enque_tensor %qo, %ty : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<1024xf16>
      %ay = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<1024xf16>
      %gyi = ascendc.global_tensor.subindex %gy[%goff] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
      ascendc.data_copy_pad_l2_ext %gyi, %ay, %cp : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.data_copy_ext_params
      ascendc.que_bind.free_tensor %qo, %ay : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<1024xf16>
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
