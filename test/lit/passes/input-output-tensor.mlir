// ascendc-input-output-tensor marks placeholders loaded from GM `input` and stored to GM
// `output` (through views too); a tensor both loaded and stored gets an output twin
// filled by a UB copy before the store. ascendc-materialize-tensor then gives
// input/output tensors queues (VECCALC becomes VECIN/VECOUT) freed at the end in reverse
// order, and temporaries TBufs; with always-buf every tensor is a TBuf tensor.

// RUN: ascopt -ascendc-input-output-tensor %s | FileCheck %s
// RUN: ascopt -ascendc-input-output-tensor -ascendc-materialize-tensor %s | FileCheck %s --check-prefix=MAT
// RUN: ascopt -ascendc-input-output-tensor -ascendc-materialize-tensor=always-buf %s | FileCheck %s --check-prefix=BUF

// CHECK-LABEL: func.func @io
// CHECK:         %0 = ascendc.local_tensor_auto veccalc() input : <64xf32>
// CHECK-NEXT:    %1 = ascendc.local_tensor_auto veccalc() output : <64xf32>
// CHECK-NEXT:    ascendc.data_copy_l2 %0, %arg0, %c64_i32
// CHECK-NEXT:    %2 = ascendc.local_tensor_auto veccalc() output : <64xf32>
// CHECK-NEXT:    ascendc.exp_l2 %2, %0, %c64_i32
// CHECK-NEXT:    ascendc.data_copy_l2 %1, %0, %c64_i32 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %1, %c64_i32
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %2, %c64_i32
// CHECK-NEXT:    %3 = ascendc.local_tensor_auto vecin() input : <64xf32>

// MAT-LABEL: func.func @io
// MAT:         %0 = ascendc.pipe
// MAT-NEXT:    %1 = ascendc.queue : <vecin, 1>
// MAT-NEXT:    ascendc.pipe.init_queue %0, %1, %c1_i32, %c256_i64 : !ascendc.queue<vecin, 1>, i32, i64
// MAT-NEXT:    %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf32>
// MAT-NEXT:    %3 = ascendc.pipe
// MAT-NEXT:    %4 = ascendc.queue : <vecout, 1>
// MAT:         ascendc.exp_l2 %8, %2, %c64_i32
// MAT:         %12 = ascendc.local_tensor.subindex %11[%c64_i32]
// MAT-NEXT:    ascendc.data_copy_l2 %12, %arg0, %c64_i32
// MAT-NEXT:    ascendc.que_bind.free_tensor %10, %11
// MAT-NEXT:    ascendc.que_bind.free_tensor %7, %8
// MAT-NEXT:    ascendc.que_bind.free_tensor %4, %5
// MAT-NEXT:    ascendc.que_bind.free_tensor %1, %2
// MAT-NEXT:    return

// BUF-LABEL: func.func @io
// BUF-NOT:     ascendc.queue
// BUF:         %1 = ascendc.tbuf : <veccalc>
// BUF-NEXT:    ascendc.pipe.init_buffer %0, %1, %c256_i64 : !ascendc.tbuf<veccalc>, i64
// BUF-NEXT:    %2 = ascendc.tbuf.get_tensor %1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
// BUF-NOT:     free_tensor

func.func @io(%g0: !ascendc.global_tensor<*xf32>, %g1: !ascendc.global_tensor<*xf32>) {
  %c64 = arith.constant 64 : i32
  %0 = ascendc.local_tensor_auto veccalc() : <64xf32>
  ascendc.data_copy_l2 %0, %g0, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  %1 = ascendc.local_tensor_auto veccalc() : <64xf32>
  ascendc.exp_l2 %1, %0, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.data_copy_l2 %g1, %0, %c64 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.data_copy_l2 %g1, %1, %c64 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  %2 = ascendc.local_tensor_auto vecin() : <64xf32>
  %3 = ascendc.local_tensor.subindex %2[%c64] : !ascendc.local_tensor<64xf32>, i32, !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %3, %g0, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  return
}
