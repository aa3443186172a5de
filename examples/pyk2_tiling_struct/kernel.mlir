// A tiling structure the host writes to GM, as PyAsc passes one: a py_struct parameter
// (total length, tile length, block length, a scale and a bias), copied into the kernel
// with copy_struct (declare_py_struct declares it), its members read with member: each
// core handles blockLen elements in tiles of tileLen (the last tile partial) and writes
// y = x · scale + bias (Muls then Adds, L2), the element count per core from the struct.
!T = !emitasc.py_struct<"AffineTiling", [i32, i32, i32, f32, f32], ["totalLength", "tileLength", "blockLength", "scale", "bias"]>
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  emitasc.declare_py_struct !T
  func.func @tiling_struct(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %tiling: memref<?x!T, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c2048 = arith.constant 2048 : i32
    %t = emitasc.copy_struct %tiling : memref<?x!T, 22>, !T
    %total = emitasc.member %t "totalLength" : !T, i32
    %tile = emitasc.member %t "tileLength" : !T, i32
    %blk = emitasc.member %t "blockLength" : !T, i32
    %scale = emitasc.member %t "scale" : !T, f32
    %bias = emitasc.member %t "bias" : !T, f32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %base = arith.muli %idx, %blk : i32
    %rest = arith.subi %total, %base : i32
    %n = arith.minsi %rest, %blk : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %qi = ascendc.queue : !ascendc.queue<vecin, 2>
    ascendc.pipe.init_queue %pipe, %qi, %c2, %c2048 : !ascendc.queue<vecin, 2>, i32, i32
    %qo = ascendc.queue : !ascendc.queue<vecout, 2>
    ascendc.pipe.init_queue %pipe, %qo, %c2, %c2048 : !ascendc.queue<vecout, 2>, i32, i32
    %t1 = arith.addi %n, %tile : i32
    %t2 = arith.subi %t1, %c1 : i32
    %tiles = arith.divsi %t2, %tile : i32
    scf.for %i = %c0 to %tiles step %c1 : i32 {
      %off = arith.muli %i, %tile : i32
      %goff = arith.addi %base, %off : i32
      %left = arith.subi %n, %off : i32
      %cnt = arith.minsi %left, %tile : i32
      %bytes = arith.muli %cnt, %c4 : i32
      %cp = ascendc.construct !ascendc.data_copy_ext_params(%c1, %bytes, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      %pad = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>()
      %tx = ascendc.que_bind.alloc_tensor %qi : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<512xf32>
      %gxi = ascendc.global_tensor.subindex %gx[%goff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_pad_l0_ext %tx, %gxi, %cp, %pad : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
      ascendc.que_bind.enque_tensor %qi, %tx : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<512xf32>
      %ax = ascendc.que_bind.deque_tensor %qi : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<512xf32>
      %ty = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<512xf32>
      ascendc.muls_l2 %ty, %ax, %scale, %cnt : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, f32, i32
      ascendc.pipe_barrier pipe_v
      ascendc.adds_l2 %ty, %ty, %bias, %cnt : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, f32, i32
      ascendc.que_bind.free_tensor %qi, %ax : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<512xf32>
      ascendc.que_bind.enque_tensor %qo, %ty : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<512xf32>
      %ay = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<512xf32>
      %gyi = ascendc.global_tensor.subindex %gy[%goff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_pad_l2_ext %gyi, %ay, %cp : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<512xf32>, !ascendc.data_copy_ext_params
      ascendc.que_bind.free_tensor %qo, %ay : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<512xf32>
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
