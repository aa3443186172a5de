// ascendc-insert-sync wraps scalar accesses in V_S / S_V pairs (the vector unit reads next,
// as PyAsc assumes); a tensor the scalar unit writes (set_value: asclower-displace-concat's
// shifted copy of 16-byte parts) and MTE3 stores next also gets an S_MTE3 pair, after the
// loop of writes and before the store. A second run adds nothing.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @set_then_store
// CHECK:         scf.for
// CHECK:           ascendc.local_tensor.set_value %arg0
// CHECK:         }
// CHECK:         ascendc.set_flag s_v
// CHECK-NEXT:    ascendc.wait_flag s_v
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    %[[ID:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, s_mte3
// CHECK-NEXT:    ascendc.set_flag s_mte3, %[[ID]]
// CHECK-NEXT:    ascendc.wait_flag s_mte3, %[[ID]]
// CHECK-NEXT:    ascendc.data_copy_l2 %arg2, %arg0, %arg3
// CHECK-NOT:     s_mte3
// CHECK:         return
func.func @set_then_store(%d: !ascendc.local_tensor<8xf32>, %s: !ascendc.local_tensor<4xf32>, %g: !ascendc.global_tensor<*xf32>, %k: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    %v = ascendc.local_tensor.get_value %s, %i : !ascendc.local_tensor<4xf32>, i32, f32
    ascendc.local_tensor.set_value %d, %i, %v : !ascendc.local_tensor<8xf32>, i32, f32
  }
  ascendc.data_copy_l2 %g, %d, %k : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<8xf32>, i32
  return
}
