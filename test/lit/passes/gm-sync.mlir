// Global memory a kernel writes and reads back (a cube tile stored by the fixpipe, then
// loaded into UB) is ordered like a local buffer: ascendc-insert-sync puts a FIX -> MTE2
// flag pair between the write and the read, ascendc-insert-bufid-sync gives the global
// tensor a buffer id both ops acquire. A global tensor only read, only written, or read
// and then written in place takes no part.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-bufid-sync %s | FileCheck %s --check-prefix=BUFID

// CHECK-LABEL: func.func @round_trip
// CHECK:         ascendc.fixpipe %[[C:.*]], %arg1, %arg2, %arg3
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    %[[E:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, fix_mte2
// CHECK-NEXT:    ascendc.set_flag fix_mte2, %[[E]]
// CHECK:         ascendc.wait_flag fix_mte2, %[[E]]
// CHECK-NEXT:    ascendc.data_copy_l2 %{{.*}}, %[[C]], %arg4
// BUFID-LABEL: func.func @round_trip
// BUFID:         ascendc.get_buf pipe_fix, [[L:[0-9]+]]
// BUFID-NEXT:    ascendc.get_buf pipe_fix, [[G:[0-9]+]]
// BUFID-NEXT:    ascendc.fixpipe
// BUFID-NEXT:    ascendc.rls_buf pipe_fix, [[G]]
// BUFID-NEXT:    ascendc.rls_buf pipe_fix, [[L]]
// BUFID:         ascendc.get_buf pipe_mte2, {{[0-9]+}}
// BUFID-NEXT:    ascendc.get_buf pipe_mte2, [[G]]
// BUFID-NEXT:    ascendc.data_copy_l2
func.func @round_trip(%g: !ascendc.global_tensor<*xf32>, %l0c: !ascendc.local_tensor<256xf32>, %fp: !ascendc.fixpipe_params_v220, %cfg: !ascendc.fixpipe_config, %n: i32) {
  %c0 = arith.constant 0 : i32
  %gc = ascendc.global_tensor.subindex %g[%c0] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.fixpipe %gc, %l0c, %fp, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  %ub = ascendc.local_tensor_auto veccalc() : <256xf32>
  ascendc.data_copy_l2 %ub, %gc, %n : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
  return
}

// CHECK-LABEL: func.func @stream
// CHECK-NOT:     fix_mte2
// CHECK-NOT:     mte3_mte2
// CHECK:         return
// BUFID-LABEL: func.func @stream
// BUFID:         ascendc.get_buf pipe_mte2, 0
// BUFID-NEXT:    ascendc.data_copy_l2
// BUFID-NEXT:    ascendc.rls_buf pipe_mte2, 0
// BUFID:         ascendc.get_buf pipe_mte3, 0
// BUFID-NEXT:    ascendc.data_copy_l2
// BUFID-NEXT:    ascendc.rls_buf pipe_mte3, 0
func.func @stream(%x: !ascendc.global_tensor<*xf32>, %y: !ascendc.global_tensor<*xf32>, %n: i32) {
  %ub = ascendc.local_tensor_auto veccalc() : <256xf32>
  ascendc.data_copy_l2 %ub, %x, %n : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.data_copy_l2 %y, %ub, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
  return
}

// CHECK-LABEL: func.func @in_place
// CHECK-NOT:     mte3_mte2
// CHECK:         return
// BUFID-LABEL: func.func @in_place
// BUFID:         ascendc.get_buf pipe_mte2, 0
// BUFID-NEXT:    ascendc.data_copy_l2
// BUFID-NEXT:    ascendc.rls_buf pipe_mte2, 0
// BUFID:         ascendc.get_buf pipe_mte3, 0
// BUFID-NEXT:    ascendc.data_copy_l2
// BUFID-NEXT:    ascendc.rls_buf pipe_mte3, 0
func.func @in_place(%x: !ascendc.global_tensor<*xf32>, %n: i32) {
  %ub = ascendc.local_tensor_auto veccalc() : <256xf32>
  ascendc.data_copy_l2 %ub, %x, %n : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.data_copy_l2 %x, %ub, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
  return
}
