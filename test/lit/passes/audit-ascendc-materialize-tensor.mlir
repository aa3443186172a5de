// Audit of ascendc-materialize-tensor: the byte size given to init_queue / init_buffer is
// the element count times the element bytes, as the visible test's 64 x f32 = 256 shows,
// with no rounding of its own (7 x f32 = 28; TPipe rounds buffers up itself): i8
// temporaries, an odd f32 input; the constants are shared with the function's own.
// RUN: ascopt -ascendc-materialize-tensor %s | FileCheck %s

// CHECK-LABEL: func.func @sizes
// CHECK-DAG:     %[[C28:.*]] = arith.constant 28 : i64
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : i64
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK:         %[[P0:.*]] = ascendc.pipe
// CHECK-NEXT:    %[[B:.*]] = ascendc.tbuf : <veccalc>
// CHECK-NEXT:    ascendc.pipe.init_buffer %[[P0]], %[[B]], %[[C32]] : !ascendc.tbuf<veccalc>, i64
// CHECK-NEXT:    ascendc.tbuf.get_tensor %[[B]] : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<32xi8>
// CHECK-NEXT:    %[[P1:.*]] = ascendc.pipe
// CHECK-NEXT:    %[[Q:.*]] = ascendc.queue : <vecin, 1>
// CHECK-NEXT:    ascendc.pipe.init_queue %[[P1]], %[[Q]], %[[C1]], %[[C28]] : !ascendc.queue<vecin, 1>, i32, i64
// CHECK-NEXT:    %[[T:.*]] = ascendc.que_bind.alloc_tensor %[[Q]] : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<7xf32>
// CHECK-NEXT:    ascendc.que_bind.free_tensor %[[Q]], %[[T]]
// CHECK-NEXT:    return
func.func @sizes() {
  %c1_i32 = arith.constant 1 : i32
  %0 = ascendc.local_tensor_auto veccalc() : <32xi8>
  %1 = ascendc.local_tensor_auto vecin() input : <7xf32>
  return
}
