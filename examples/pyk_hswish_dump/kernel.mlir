// HardSwish y = x · min(relu(x + 3), 6) / 6 in the exact form of a PyAsc dump (compare
// pyasc_dump/ascir.mlir): unranked GM memrefs marked emitasc.kernel_arg, the FFTS address
// as the last parameter (kernel_arg ffts_addr: asc-sim binds it), an i64 block index and
// count, copy parameters built by `ascendc.construct ... [field types]` (DataCopyExtParams
// and DataCopyPadExtParams<f32> with PyAsc's rightPadding of 1024 − count elements, cut
// to ui8), and a grid-stride loop: core b takes tiles b, b + blocks, ... of 1024, the last
// one partial.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.memory_consumed = {}, asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @hswish_kernel(%arg0: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg1: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg2: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg3: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %arg3 : memref<?xi64, 22>
    %c4096_i64 = arith.constant 4096 : i64
    %c1024_i64 = arith.constant 1024 : i64
    %c4_i32 = arith.constant 4 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1023_i32 = arith.constant 1023 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 3.000000e+00 : f32
    %cst_6 = arith.constant 6.000000e+00 : f32
    %cst_inv6 = arith.constant 0.166666672 : f32
    %0 = ascendc.pipe
    %1 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %1, %arg0 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %2 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %2, %arg1 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %3 = ascendc.get_block_idx : i64
    %4 = arith.trunci %3 : i64 to i32
    %5 = ascendc.get_block_num : i64
    %6 = arith.trunci %5 : i64 to i32
    %7 = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %0, %7, %c2_i32, %c4096_i64 : !ascendc.queue<vecin, 1>, i32, i64
    %8 = ascendc.queue : <vecout, 1>
    ascendc.pipe.init_queue %0, %8, %c2_i32, %c4096_i64 : !ascendc.queue<vecout, 1>, i32, i64
    %9 = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %0, %9, %c4096_i64 : !ascendc.tbuf<veccalc>, i64
    %10 = ascendc.tbuf.get_tensor %9 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
    %11 = arith.addi %arg2, %c1023_i32 : i32
    %12 = arith.divsi %11, %c1024_i32 : i32
    scf.for %arg4 = %4 to %12 step %6 : i32 {
      %13 = arith.muli %arg4, %c1024_i32 : i32
      %14 = ascendc.global_tensor.subindex %1[%13] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %15 = arith.subi %arg2, %13 : i32
      %16 = arith.cmpi slt, %15, %c0_i32 : i32
      %17 = arith.select %16, %c0_i32, %15 : i32
      %18 = arith.minsi %17, %c1024_i32 : i32
      %19 = arith.muli %18, %c4_i32 : i32
      %20 = arith.subi %c1024_i32, %18 : i32
      %21 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %19, %c0_i32, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
      %22 = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%c1_i32, %c0_i32, %20, %cst) [i32, i32, ui8, f32] : i32, i32, i32, f32
      %23 = ascendc.que_bind.alloc_tensor %7 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
      ascendc.data_copy_pad_l0_ext %23, %14, %21, %22 : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
      ascendc.que_bind.enque_tensor %7, %23 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
      %24 = ascendc.que_bind.deque_tensor %7 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
      %25 = ascendc.que_bind.alloc_tensor %8 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
      %26 = arith.extsi %18 : i32 to i64
      ascendc.adds_l2 %10, %24, %cst_3, %26 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i64
      ascendc.pipe_barrier pipe_v
      ascendc.relu_l2 %10, %10, %26 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i64
      ascendc.pipe_barrier pipe_v
      ascendc.mins_l2 %10, %10, %cst_6, %26 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i64
      ascendc.pipe_barrier pipe_v
      ascendc.mul_l2 %25, %24, %10, %26 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i64
      ascendc.pipe_barrier pipe_v
      ascendc.muls_l2 %25, %25, %cst_inv6, %26 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i64
      ascendc.que_bind.enque_tensor %8, %25 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
      ascendc.que_bind.free_tensor %7, %24 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
      %27 = ascendc.global_tensor.subindex %2[%13] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %28 = ascendc.que_bind.deque_tensor %8 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
      ascendc.data_copy_pad_l2_ext %27, %28, %21 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_ext_params
      ascendc.que_bind.free_tensor %8, %28 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
