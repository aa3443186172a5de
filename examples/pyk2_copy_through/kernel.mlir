// A copy-through kernel (Ascend C's TQueBind<VECIN, VECOUT> use: no vector work on the
// data): per core `per` elements (the last core what is left) in tiles of 256 i32 through a
// depth-2 TQueBind — AllocTensor, DataCopyPad in, EnQue, DeQue, DataCopyPad out,
// FreeTensor — so the copy in of a tile waits only for the copy out that freed its buffer.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @copy_through(%x: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %total: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %per: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %tile = arith.constant 256 : i32
    %bytes_tile = arith.constant 1024 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %base = arith.muli %idx, %per : i32
    %rest = arith.subi %total, %base : i32
    %n = arith.minsi %rest, %per : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %q = ascendc.que_bind : !ascendc.que_bind<vecin, vecout, 2>
    ascendc.pipe.init_queue %pipe, %q, %c2, %bytes_tile : !ascendc.que_bind<vecin, vecout, 2>, i32, i32
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
      %pad = ascendc.construct !ascendc.data_copy_pad_ext_params<i32>()
      %t = ascendc.que_bind.alloc_tensor %q : !ascendc.que_bind<vecin, vecout, 2>, !ascendc.local_tensor<256xi32>
      %gxi = ascendc.global_tensor.subindex %gx[%goff] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
      ascendc.data_copy_pad_l0_ext %t, %gxi, %cp, %pad : !ascendc.local_tensor<256xi32>, !ascendc.global_tensor<?xi32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<i32>
      ascendc.que_bind.enque_tensor %q, %t : !ascendc.que_bind<vecin, vecout, 2>, !ascendc.local_tensor<256xi32>
      %u = ascendc.que_bind.deque_tensor %q : !ascendc.que_bind<vecin, vecout, 2>, !ascendc.local_tensor<256xi32>
      %gyi = ascendc.global_tensor.subindex %gy[%goff] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
      ascendc.data_copy_pad_l2_ext %gyi, %u, %cp : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<256xi32>, !ascendc.data_copy_ext_params
      ascendc.que_bind.free_tensor %q, %u : !ascendc.que_bind<vecin, vecout, 2>, !ascendc.local_tensor<256xi32>
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
