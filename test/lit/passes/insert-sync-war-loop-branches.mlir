// ascendc-insert-sync orders a write in one branch of an scf.if in a loop after the
// accesses in the other branch of the previous iteration: a vector write of the tensor in
// the then block, a load into it in the else block (a V_MTE2 pair at the end of the
// body). Only accesses after the write were looked at. Found by
// examples/syncfuzz_test.go (seed 823).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @write_or_load_in_loop
// CHECK:         scf.for
// CHECK:           } else {
// CHECK-NEXT:        ascendc.data_copy_l2 %arg0, %arg1
// CHECK-NEXT:      }
// CHECK:           ascendc.set_flag v_mte2
// CHECK-NEXT:      ascendc.wait_flag v_mte2
// CHECK-NEXT:    }
func.func @write_or_load_in_loop(%t: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %u: !ascendc.local_tensor<64xf32>, %c: i1, %f: f32, %n: i32, %hi: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %hi step %c1 : i32 {
    scf.if %c {
      ascendc.adds_l2 %t, %u, %f, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
    } else {
      ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
    }
  }
  return
}

// The read-after-write across the back edge: a vector write in the then block, an MTE3
// store of the tensor in the else block the next iteration may take (a V_MTE3 pair at
// the end of the body; syncfuzz seed 3849).
// CHECK-LABEL: func.func @write_or_store_in_loop
// CHECK:         scf.for
// CHECK:           } else {
// CHECK-NEXT:        ascendc.data_copy_l2 %arg1, %arg0
// CHECK-NEXT:      }
// CHECK:           ascendc.set_flag v_mte3
// CHECK-NEXT:      ascendc.wait_flag v_mte3
func.func @write_or_store_in_loop(%t: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %c: i1, %f: f32, %n: i32, %hi: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %hi step %c1 : i32 {
    scf.if %c {
      ascendc.duplicate_l2 %t, %f, %n : !ascendc.local_tensor<64xf32>, f32, i32
    } else {
      ascendc.data_copy_l2 %g, %t, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
    }
  }
  return
}
