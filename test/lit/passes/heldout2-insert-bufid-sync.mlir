// ascendc-insert-bufid-sync on cube code: each op takes the buffers it uses on its own
// pipe (MTE2 copy, MTE1 load_data, M mmad, FIX fixpipe), destination first, released in
// reverse; a tensor keeps its id across pipes. ascendc-fuse-bufid-sync keeps a buffer
// held between two consecutive mmads (same pipe, same id) and only there.

// RUN: ascopt -ascendc-insert-bufid-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-bufid-sync -ascendc-fuse-bufid-sync %s | FileCheck %s --check-prefix=FUSE

// CHECK-LABEL: func.func @cube
// CHECK-NEXT:    ascendc.get_buf pipe_mte2, 0
// CHECK-NEXT:    ascendc.data_copy_l2 %arg0, %arg6, %arg7
// CHECK-NEXT:    ascendc.rls_buf pipe_mte2, 0
// CHECK-NEXT:    ascendc.get_buf pipe_mte1, 1
// CHECK-NEXT:    ascendc.get_buf pipe_mte1, 0
// CHECK-NEXT:    ascendc.load_data %arg1, %arg0, %arg4
// CHECK-NEXT:    ascendc.rls_buf pipe_mte1, 0
// CHECK-NEXT:    ascendc.rls_buf pipe_mte1, 1
// CHECK-NEXT:    ascendc.get_buf pipe_m, 2
// CHECK-NEXT:    ascendc.get_buf pipe_m, 1
// CHECK-NEXT:    ascendc.get_buf pipe_m, 3
// CHECK-NEXT:    ascendc.mmad %arg3, %arg1, %arg2, %arg5
// CHECK-NEXT:    ascendc.rls_buf pipe_m, 3
// CHECK-NEXT:    ascendc.rls_buf pipe_m, 1
// CHECK-NEXT:    ascendc.rls_buf pipe_m, 2
// CHECK-NEXT:    ascendc.get_buf pipe_m, 2
// CHECK-NEXT:    ascendc.get_buf pipe_m, 1
// CHECK-NEXT:    ascendc.get_buf pipe_m, 3
// CHECK-NEXT:    ascendc.mmad %arg3, %arg1, %arg2, %arg5
// CHECK-NEXT:    ascendc.rls_buf pipe_m, 3
// CHECK-NEXT:    ascendc.rls_buf pipe_m, 1
// CHECK-NEXT:    ascendc.rls_buf pipe_m, 2
// CHECK-NEXT:    ascendc.get_buf pipe_fix, 2
// CHECK-NEXT:    ascendc.fixpipe %arg10, %arg3
// CHECK-NEXT:    ascendc.rls_buf pipe_fix, 2
// CHECK-NEXT:    return

// FUSE-LABEL: func.func @cube
// FUSE:         ascendc.get_buf pipe_m, 2
// FUSE-NEXT:    ascendc.get_buf pipe_m, 1
// FUSE-NEXT:    ascendc.get_buf pipe_m, 3
// FUSE-NEXT:    ascendc.mmad %arg3, %arg1, %arg2, %arg5
// FUSE-NEXT:    ascendc.mmad %arg3, %arg1, %arg2, %arg5
// FUSE-NEXT:    ascendc.rls_buf pipe_m, 3
// FUSE-NEXT:    ascendc.rls_buf pipe_m, 1
// FUSE-NEXT:    ascendc.rls_buf pipe_m, 2
// FUSE-NEXT:    ascendc.get_buf pipe_fix, 2
// FUSE-NEXT:    ascendc.fixpipe %arg10, %arg3
// FUSE-NEXT:    ascendc.rls_buf pipe_fix, 2
// FUSE-NEXT:    return
func.func @cube(%a1: !ascendc.local_tensor<256xf16>, %a2: !ascendc.local_tensor<256xf16>, %b2: !ascendc.local_tensor<256xf16>, %c: !ascendc.local_tensor<256xf32>, %lp: !ascendc.load_data_2d_params, %p: !ascendc.mmad_params, %g: !ascendc.global_tensor<*xf16>, %n: i32, %fp: !ascendc.fixpipe_params_c310<ROW_MAJOR>, %cf: !ascendc.fixpipe_config, %go: !ascendc.global_tensor<*xf32>) {
  ascendc.data_copy_l2 %a1, %g, %n : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.load_data %a2, %a1, %lp : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  ascendc.mmad %c, %a2, %b2, %p : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.mmad_params
  ascendc.mmad %c, %a2, %b2, %p : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.mmad_params
  ascendc.fixpipe %go, %c, %fp, %cf : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, !ascendc.fixpipe_params_c310<ROW_MAJOR>, !ascendc.fixpipe_config
  return
}
