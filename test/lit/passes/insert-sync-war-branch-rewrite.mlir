// ascendc-insert-sync orders a vector write after an MTE3 store of its tensor in one
// branch of an scf.if even when the other branch rewrites the tensor on the vector pipe:
// the write-after-read search stopped at that rewrite, which does not run on the path
// through the store. Found by examples/syncfuzz_test.go (seed 2).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @store_or_rewrite
// CHECK:         scf.if %arg3 {
// CHECK-NEXT:      ascendc.data_copy_l2 %arg2, %arg0
// CHECK-NEXT:    } else {
// CHECK-NEXT:      ascendc.add_l2 %arg0, %arg1, %arg0
// CHECK-NEXT:    }
// CHECK:         ascendc.set_flag mte3_v
// CHECK-NEXT:    ascendc.wait_flag mte3_v
// CHECK-NEXT:    ascendc.exp_l2 %arg0, %arg1
func.func @store_or_rewrite(%t: !ascendc.local_tensor<64xf32>, %u: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %c: i1, %n: i32) {
  scf.if %c {
    ascendc.data_copy_l2 %g, %t, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
  } else {
    ascendc.add_l2 %t, %u, %t, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  ascendc.exp_l2 %t, %u, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}
