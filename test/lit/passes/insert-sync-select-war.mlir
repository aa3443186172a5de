// ascendc-insert-sync orders a write after the reads of the values that may be the
// written tensor: a store of `select(c, acc, x)` (canonicalize's form of an scf.if
// yielding one of two hoisted tensors) reads acc on MTE3, so the next iteration's vector
// write of acc waits for it (an MTE3 -> V pair at the end of the loop body).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @select_store
// CHECK:         scf.for
// CHECK:           ascendc.add_l2 %arg0, %arg1, %arg1
// CHECK:           ascendc.set_flag v_mte3
// CHECK:           ascendc.wait_flag v_mte3
// CHECK-NEXT:      ascendc.data_copy_l2 %arg2, %[[S:.*]], %c1024_i32
// CHECK-NEXT:      %[[P:.*]] = ascendc.pipe
// CHECK-NEXT:      %[[E:.*]] = ascendc.pipe.fetch_event_id %[[P]], mte3_v : i8
// CHECK-NEXT:      ascendc.set_flag mte3_v, %[[E]] : i8
// CHECK-NEXT:      ascendc.wait_flag mte3_v, %[[E]] : i8
// CHECK-NEXT:    }
func.func @select_store(%acc: !ascendc.local_tensor<1024xf32>, %x: !ascendc.local_tensor<1024xf32>, %g: !ascendc.global_tensor<*xf32>, %c: i1, %n: i32) {
  %c1024_i64 = arith.constant 1024 : i64
  %c1024_i32 = arith.constant 1024 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    ascendc.add_l2 %acc, %x, %x, %c1024_i64 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i64
    %s = arith.select %c, %acc, %x : !ascendc.local_tensor<1024xf32>
    ascendc.data_copy_l2 %g, %s, %c1024_i32 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, i32
  }
  return
}
