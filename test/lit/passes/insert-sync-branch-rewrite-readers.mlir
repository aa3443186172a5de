// ascendc-insert-sync orders a load before the readers after an scf.if whose branch
// loads the tensor again: the search for the load's readers stopped at that second load,
// which does not run when the branch is not taken. Found by examples/syncfuzz_test.go
// (seed 5: a get_value after the scf.if read the first load unordered; the MTE2_S pair
// now goes before the scf.if).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @load_maybe_reload
// CHECK:         ascendc.data_copy_l2 %arg0, %arg1
// CHECK:         ascendc.set_flag mte2_s
// CHECK:         ascendc.wait_flag mte2_s
// CHECK-NEXT:    scf.if %arg3 {
// CHECK-NEXT:      ascendc.data_copy_l2 %arg0, %arg2
func.func @load_maybe_reload(%t: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %h: !ascendc.global_tensor<?xf32>, %c: i1, %n: i32) -> f32 {
  %c0 = arith.constant 0 : i32
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
  scf.if %c {
    ascendc.data_copy_l2 %t, %h, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
    %w = ascendc.local_tensor.get_value %t, %c0 : !ascendc.local_tensor<64xf32>, i32, f32
    ascendc.local_tensor.set_value %t, %c0, %w : !ascendc.local_tensor<64xf32>, i32, f32
  }
  %v = ascendc.local_tensor.get_value %t, %c0 : !ascendc.local_tensor<64xf32>, i32, f32
  return %v : f32
}
