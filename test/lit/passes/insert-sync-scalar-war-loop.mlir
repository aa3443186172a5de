// ascendc-insert-sync orders a set_value in a loop after the MTE3 store of its tensor
// later in the previous iteration's body (an MTE3_S pair at the end of the body): the
// V_S pair before every scalar access orders the vector pipe only. Found by
// examples/syncfuzz_test.go (seed 97).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @set_then_store
// CHECK:         scf.for
// CHECK:           ascendc.local_tensor.set_value %arg0
// CHECK:           ascendc.data_copy_l2 %arg1, %arg0
// CHECK-NEXT:      %[[P:.*]] = ascendc.pipe
// CHECK-NEXT:      %[[E:.*]] = ascendc.pipe.fetch_event_id %[[P]], mte3_s
// CHECK-NEXT:      ascendc.set_flag mte3_s, %[[E]]
// CHECK-NEXT:      ascendc.wait_flag mte3_s, %[[E]]
// CHECK-NEXT:    }
func.func @set_then_store(%t: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %f: f32, %n: i32, %hi: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %hi step %c1 : i32 {
    ascendc.local_tensor.set_value %t, %c0, %f : !ascendc.local_tensor<64xf32>, i32, f32
    ascendc.data_copy_l2 %g, %t, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}

// The read-after-write the other way round: the next iteration's MTE3 store at the top
// of the body reads what this iteration's set_value wrote (an S_MTE3 pair at the end of
// the body; syncfuzz seed 1525).
// CHECK-LABEL: func.func @store_then_set
// CHECK:         scf.for
// CHECK:           ascendc.local_tensor.set_value %arg0
// CHECK:           ascendc.set_flag s_mte3
// CHECK-NEXT:      ascendc.wait_flag s_mte3
// CHECK-NEXT:    }
func.func @store_then_set(%t: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %f: f32, %n: i32, %hi: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %hi step %c1 : i32 {
    ascendc.data_copy_l2 %g, %t, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.local_tensor.set_value %t, %c0, %f : !ascendc.local_tensor<64xf32>, i32, f32
  }
  return
}
