// ascendc-materialize-tensor: sizes from dynamic dimensions multiply the run-time values
// by the constant factor; tensors in a loop body are freed at the end of that body.

// RUN: ascopt -ascendc-materialize-tensor %s | FileCheck %s

// CHECK-LABEL: func.func @dynamic
// CHECK:         %0 = arith.muli %arg0, %arg1 : i64
// CHECK-NEXT:    %1 = arith.muli %0, %c8_i64 : i64
// CHECK-NEXT:    %2 = ascendc.pipe
// CHECK-NEXT:    %3 = ascendc.tbuf : <veccalc>
// CHECK-NEXT:    ascendc.pipe.init_buffer %2, %3, %1 : !ascendc.tbuf<veccalc>, i64
// CHECK-NEXT:    %4 = ascendc.tbuf.get_tensor %3 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<?x4x?xf16>
func.func @dynamic(%n: i64, %m: i64) -> !ascendc.local_tensor<?x4x?xf16> {
  %c4 = arith.constant 4 : i64
  %0 = ascendc.local_tensor_auto veccalc(%n, %c4, %m) : <?x4x?xf16>
  return %0 : !ascendc.local_tensor<?x4x?xf16>
}

// CHECK-LABEL: func.func @loop
// CHECK:         scf.for
// CHECK:           %[[T:.*]] = ascendc.que_bind.alloc_tensor %[[Q:.*]] : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<32xf16>
// CHECK-NEXT:      ascendc.data_copy_l2 %arg1, %[[T]], %arg0
// CHECK-NEXT:      ascendc.que_bind.free_tensor %[[Q]], %[[T]] : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<32xf16>
// CHECK-NEXT:    }
func.func @loop(%n: index, %g: !ascendc.global_tensor<*xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = ascendc.local_tensor_auto vecout() output : <32xf16>
    ascendc.data_copy_l2 %g, %0, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, index
  }
  return
}
