module attributes {asc.kernel_type = "vector", asc.memory_consumed = {}} {
  emitc.include "kernel_operator.h"
  func.func @add_kernel(%arg0: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg1: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg2: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg3: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg4: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %arg4 : memref<?xi64, 22>
    %c4096_i64 = arith.constant 4096 : i64
    %c1024_i64 = arith.constant 1024 : i64
    %c4_i32 = arith.constant 4 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %c1024_i32 = arith.constant 1024 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %0 = ascendc.pipe
    %1 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %1, %arg0 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %2 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %2, %arg1 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %3 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %3, %arg2 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %4 = ascendc.get_block_idx : i64
    %5 = arith.trunci %4 : i64 to i32
    %6 = arith.muli %5, %c1024_i32 : i32
    %7 = ascendc.global_tensor.subindex %1[%6] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %8 = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %0, %8, %c1_i32, %c4096_i64 : !ascendc.queue<vecin, 1>, i32, i64
    %9 = ascendc.que_bind.alloc_tensor %8 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    %10 = arith.subi %arg3, %6 : i32
    %11 = arith.cmpi slt, %10, %c0_i32 : i32
    %12 = arith.select %11, %c0_i32, %10 : i32
    %13 = arith.minsi %12, %c1024_i32 : i32
    %14 = arith.muli %13, %c4_i32 : i32
    %15 = arith.subi %arg3, %13 : i32
    %16 = arith.muli %15, %c4_i32 : i32
    %17 = arith.subi %c1024_i32, %13 : i32
    %18 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %14, %16, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
    %19 = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%c1_i32, %c0_i32, %17, %cst) [i32, i32, ui8, f32] : i32, i32, i32, f32
    ascendc.data_copy_pad_l0_ext %9, %7, %18, %19 : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
    ascendc.que_bind.enque_tensor %8, %9 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    %20 = ascendc.global_tensor.subindex %2[%6] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %21 = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %0, %21, %c1_i32, %c4096_i64 : !ascendc.queue<vecin, 1>, i32, i64
    %22 = ascendc.que_bind.alloc_tensor %21 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.data_copy_pad_l0_ext %22, %20, %18, %19 : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
    ascendc.que_bind.enque_tensor %21, %22 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    %23 = ascendc.queue : <vecout, 1>
    ascendc.pipe.init_queue %0, %23, %c1_i32, %c4096_i64 : !ascendc.queue<vecout, 1>, i32, i64
    %24 = ascendc.que_bind.alloc_tensor %23 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
    %25 = ascendc.que_bind.deque_tensor %8 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    %26 = ascendc.que_bind.deque_tensor %21 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.add_l2 %24, %25, %26, %c1024_i64 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i64
    ascendc.que_bind.enque_tensor %23, %24 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
    %27 = ascendc.global_tensor.subindex %3[%6] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %28 = arith.subi %arg3, %c1024_i32 : i32
    %29 = arith.muli %28, %c4_i32 : i32
    %30 = arith.minsi %10, %c1024_i32 : i32
    %31 = arith.muli %30, %c4_i32 : i32
    %32 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %c4096_i32, %c0_i32, %29, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
    %33 = ascendc.que_bind.deque_tensor %23 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.data_copy_pad_l2_ext %27, %33, %32 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_ext_params
    ascendc.que_bind.free_tensor %23, %33 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.que_bind.free_tensor %21, %26 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.que_bind.free_tensor %8, %25 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.pipe_barrier pipe_all
    return
  }
}

