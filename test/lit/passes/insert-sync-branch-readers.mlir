// ascendc-insert-sync orders a load before its readers in every branch of an scf.if: the
// search went on after the first reader found (a vector op in the then block) and never
// looked at the else block, whose MTE3 store of the tensor went unordered. Found by
// examples/syncfuzz_test.go (seed 574).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @read_or_store
// CHECK:         ascendc.data_copy_l2 %arg0, %arg1
// CHECK-DAG:     ascendc.wait_flag mte2_v
// CHECK-DAG:     ascendc.wait_flag mte2_mte3
// CHECK:         scf.if %arg3 {
func.func @read_or_store(%t: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %h: !ascendc.global_tensor<?xf32>, %c: i1, %u: !ascendc.local_tensor<64xf32>, %n: i32) {
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
  scf.if %c {
    ascendc.exp_l2 %u, %t, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  } else {
    ascendc.data_copy_l2 %h, %t, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}

// A vector write, then an scf.if reloading the tensor in one branch and reading it on the
// vector pipe in the other: the search stopped at the reload (a rewrite, but only on its
// branch's path) and the vector read got no pipe_v (syncfuzz seed 1409).
// CHECK-LABEL: func.func @reload_or_read
// CHECK:         ascendc.adds_l2 %arg0
// CHECK:         ascendc.pipe_barrier pipe_v
// CHECK:         scf.if %arg3 {
func.func @reload_or_read(%t: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %f: f32, %c: i1, %u: !ascendc.local_tensor<64xf32>, %n: i32) {
  ascendc.adds_l2 %t, %u, %f, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
  scf.if %c {
    ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
  } else {
    ascendc.exp_l2 %u, %t, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}
