// A fixpipe result read back in parts inside a loop, each part through a view
// (global_tensor.subindex) taken in the loop: the view only names GM, so the FIX -> MTE2
// pair of ascendc-insert-sync goes around the loop, before the copy that reads, and is not
// dropped for the view (a pipe-less op) being the first op to name the tensor.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @read_back_in_loop
// CHECK:         ascendc.fixpipe %
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    %[[E:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, fix_mte2
// CHECK-NEXT:    ascendc.set_flag fix_mte2, %[[E]]
// CHECK:         ascendc.wait_flag fix_mte2, %[[E]]
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.muli
// CHECK-NEXT:      ascendc.global_tensor.subindex
// CHECK-NEXT:      ascendc.data_copy_l2
func.func @read_back_in_loop(%g: !ascendc.global_tensor<*xf32>, %l0c: !ascendc.local_tensor<256xf32>, %fp: !ascendc.fixpipe_params_v220, %cfg: !ascendc.fixpipe_config, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c64 = arith.constant 64 : i32
  %gc = ascendc.global_tensor.subindex %g[%c0] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.fixpipe %gc, %l0c, %fp, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  %ub = ascendc.local_tensor_auto veccalc() : <64xf32>
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    %o = arith.muli %i, %c64 : i32
    %gp = ascendc.global_tensor.subindex %g[%o] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %ub, %gp, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  }
  return
}
