// Counter-mode tails over an uneven split, the way a PyAsc kernel tiles a 1-D tensor: n
// elements over GetBlockNum() cores in chunks of ceil(n / cores) (the last cores get fewer,
// or none), tiles of 512 through TQue with DataCopyPad (byte lengths, unaligned GM), and in
// each tile SetMaskCount + SetVectorMask(count) followed by L0 calls without isSetMask
// (their mask operands are ignored, the register's count rules):
//   z = Axpy(LeakyRelu(Adds(Muls(x, 2), 1), 0.1), h, 0.5)   (Axpy<float, half>)
// then SetMaskNorm + ResetMask.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @counter48(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %z: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %n: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c4_i32 = arith.constant 4 : i32
    %c8_i32 = arith.constant 8 : i32
    %c64_i32 = arith.constant 64 : i32
    %c512_i32 = arith.constant 512 : i32
    %c1024_i64 = arith.constant 1024 : i64
    %c2048_i64 = arith.constant 2048 : i64
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %two = arith.constant 2.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %slope = arith.constant 1.000000e-01 : f32
    %fz = arith.constant 0.000000e+00 : f32
    %hz = arith.constant 0.000000e+00 : f16
    %half = arith.constant 5.000000e-01 : f16
    %false = arith.constant false
    %pipe = ascendc.pipe
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gz = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gz, %z : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %qx = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %pipe, %qx, %c2_i32, %c2048_i64 : !ascendc.queue<vecin, 1>, i32, i64
    %qh = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %pipe, %qh, %c2_i32, %c1024_i64 : !ascendc.queue<vecin, 1>, i32, i64
    %qz = ascendc.queue : <vecout, 1>
    ascendc.pipe.init_queue %pipe, %qz, %c2_i32, %c2048_i64 : !ascendc.queue<vecout, 1>, i32, i64
    %bi64 = ascendc.get_block_idx : i64
    %bi = arith.trunci %bi64 : i64 to i32
    %bn64 = ascendc.get_block_num : i64
    %bn = arith.trunci %bn64 : i64 to i32
    %chunk = arith.ceildivsi %n, %bn : i32
    %start = arith.muli %bi, %chunk : i32
    %rest = arith.subi %n, %start : i32
    %neg = arith.cmpi slt, %rest, %c0_i32 : i32
    %rest0 = arith.select %neg, %c0_i32, %rest : i32
    %len = arith.minsi %rest0, %chunk : i32
    %lenx = arith.index_cast %len : i32 to index
    %up = ascendc.construct !ascendc.unary_repeat_params(%c1_i32, %c1_i32, %c8_i32, %c8_i32) [ui16, ui16, ui8, ui8] : i32, i32, i32, i32
    %upa = ascendc.construct !ascendc.unary_repeat_params(%c1_i32, %c1_i32, %c8_i32, %c4_i32) [ui16, ui16, ui8, ui8] : i32, i32, i32, i32
    scf.for %i = %c0 to %lenx step %c512 {
      %ii = arith.index_cast %i : index to i32
      %left = arith.subi %len, %ii : i32
      %cnt = arith.minsi %left, %c512_i32 : i32
      %off = arith.addi %start, %ii : i32
      %bx = arith.muli %cnt, %c4_i32 : i32
      %bh = arith.muli %cnt, %c2_i32 : i32
      %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %px = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %bx, %c0_i32, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      %padx = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%false, %c0_i32, %c0_i32, %fz) [i1, i32, ui8, f32] : i1, i32, i32, f32
      ascendc.data_copy_pad_l0_ext %tx, %gxi, %px, %padx : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
      ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %ghi = ascendc.global_tensor.subindex %gh[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
      %th = ascendc.que_bind.alloc_tensor %qh : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf16>
      %ph = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %bh, %c0_i32, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      %padh = ascendc.construct !ascendc.data_copy_pad_ext_params<f16>(%false, %c0_i32, %c0_i32, %hz) [i1, i32, ui8, f16] : i1, i32, i32, f16
      ascendc.data_copy_pad_l0_ext %th, %ghi, %ph, %padh : !ascendc.local_tensor<512xf16>, !ascendc.global_tensor<?xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
      ascendc.que_bind.enque_tensor %qh, %th : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf16>
      %dx = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %dh = ascendc.que_bind.deque_tensor %qh : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf16>
      %tz = ascendc.que_bind.alloc_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
      %cnt64 = arith.extsi %cnt : i32 to i64
      ascendc.set_mask_count
      ascendc.set_vector_mask_l0 %cnt64 {dtype = f32, mode = 1 : i32} : i64
      ascendc.muls_l0 %tz, %dx, %two, %c64_i32, %c1_i32, %up : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, f32, i32, i32, !ascendc.unary_repeat_params
      ascendc.pipe_barrier pipe_v
      ascendc.adds_l0 %tz, %tz, %one, %c64_i32, %c1_i32, %up : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, f32, i32, i32, !ascendc.unary_repeat_params
      ascendc.pipe_barrier pipe_v
      ascendc.leaky_relu_l0 %tz, %tz, %slope, %c64_i32, %c1_i32, %up : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, f32, i32, i32, !ascendc.unary_repeat_params
      ascendc.pipe_barrier pipe_v
      ascendc.axpy_l0 %tz, %dh, %half, %c64_i32, %c1_i32, %upa : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf16>, f16, i32, i32, !ascendc.unary_repeat_params
      ascendc.set_mask_norm
      ascendc.reset_mask
      ascendc.que_bind.enque_tensor %qz, %tz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
      ascendc.que_bind.free_tensor %qx, %dx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      ascendc.que_bind.free_tensor %qh, %dh : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf16>
      %oz = ascendc.que_bind.deque_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
      %gzi = ascendc.global_tensor.subindex %gz[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_pad_l2_ext %gzi, %oz, %px : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<512xf32>, !ascendc.data_copy_ext_params
      ascendc.que_bind.free_tensor %qz, %oz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
