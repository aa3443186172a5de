// ascendc-insert-bufid-sync wraps each op using local tensors in get_buf/rls_buf of its
// pipe and buffer ids, and ends every scf.for body with MTE3->MTE2 and MTE3->MTE1 flags
// on event id 0 (not loops marked asctile.parallel, whose mark it drops, nor the chunk
// loops of vector functions);
// ascendc-fuse-bufid-sync drops the release/acquire pairs between consecutive ops of one
// pipe on one buffer.

// RUN: ascopt -ascendc-insert-bufid-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-bufid-sync -ascendc-fuse-bufid-sync %s | FileCheck %s --check-prefix=FUSE

// CHECK-LABEL: func.func @bufid
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.get_buf pipe_mte2, 0
// CHECK-NEXT:      ascendc.data_copy_l2 %arg3, %arg0, %arg2
// CHECK-NEXT:      ascendc.rls_buf pipe_mte2, 0
// CHECK-NEXT:      ascendc.get_buf pipe_v, 1
// CHECK-NEXT:      ascendc.get_buf pipe_v, 0
// CHECK-NEXT:      ascendc.exp_l2 %arg4, %arg3, %arg2
// CHECK-NEXT:      ascendc.rls_buf pipe_v, 0
// CHECK-NEXT:      ascendc.rls_buf pipe_v, 1
// CHECK-NEXT:      ascendc.get_buf pipe_v, 1
// CHECK-NEXT:      ascendc.abs_l2 %arg4, %arg4, %arg2
// CHECK-NEXT:      ascendc.rls_buf pipe_v, 1
// CHECK-NEXT:      ascendc.get_buf pipe_mte3, 1
// CHECK-NEXT:      ascendc.data_copy_l2 %arg1, %arg4, %arg2
// CHECK-NEXT:      ascendc.rls_buf pipe_mte3, 1
// CHECK-NEXT:      ascendc.set_flag mte3_mte2, %c0_i32 : i32
// CHECK-NEXT:      ascendc.set_flag mte3_mte1, %c0_i32 : i32
// CHECK-NEXT:      ascendc.wait_flag mte3_mte2, %c0_i32 : i32
// CHECK-NEXT:      ascendc.wait_flag mte3_mte1, %c0_i32 : i32
// CHECK-NEXT:    }

// CHECK-LABEL: func.func @loops
// CHECK:         scf.for
// CHECK-NEXT:      scf.for
// CHECK-NEXT:      } {asc.vec_scope_loop}
// CHECK-NEXT:      ascendc.set_flag mte3_mte2, %c0_i32 : i32
// CHECK-NEXT:      ascendc.set_flag mte3_mte1, %c0_i32 : i32
// CHECK-NEXT:      ascendc.wait_flag mte3_mte2, %c0_i32 : i32
// CHECK-NEXT:      ascendc.wait_flag mte3_mte1, %c0_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for
// CHECK-NEXT:    }
// CHECK-NOT:     asctile.parallel
// CHECK-NEXT:    scf.while
// CHECK-NOT:     set_flag
// CHECK:         return

// FUSE:        ascendc.exp_l2 %arg4, %arg3, %arg2
// FUSE-NEXT:   ascendc.rls_buf pipe_v, 0
// FUSE-NEXT:   ascendc.abs_l2 %arg4, %arg4, %arg2
// FUSE-NEXT:   ascendc.rls_buf pipe_v, 1
// FUSE-NOT:    buf_id

func.func @bufid(%g: !ascendc.global_tensor<*xf16>, %o: !ascendc.global_tensor<*xf16>, %n: i32, %a: !ascendc.local_tensor<32xf16>, %b: !ascendc.local_tensor<32xf16>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    ascendc.data_copy_l2 %a, %g, %n : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.exp_l2 %b, %a, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.abs_l2 %b, %b, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.data_copy_l2 %o, %b, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
  }
  return
}

func.func @loops(%lb: index, %ub: index, %c: i1) {
  scf.for %i = %lb to %ub step %lb {
    scf.for %j = %lb to %ub step %lb {
    } {asc.vec_scope_loop}
  }
  scf.for %i = %lb to %ub step %lb {
  } {asctile.parallel}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// Each tensor's defining op carries the ids it was given (ascendc.buf_id, an i32 array)
// until ascendc-fuse-bufid-sync removes the marks.
// CHECK-LABEL: func.func @marks
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto vecin() {ascendc.buf_id = [0 : i32]} : <32xf16>
// CHECK-NEXT:    %1 = ascendc.local_tensor_auto vecout() {ascendc.buf_id = [1 : i32]} : <32xf16>
// FUSE-LABEL:  func.func @marks
// FUSE-NEXT:     %0 = ascendc.local_tensor_auto vecin() : <32xf16>
// FUSE-NEXT:     %1 = ascendc.local_tensor_auto vecout() : <32xf16>
// FUSE-NOT:      buf_id
func.func @marks(%g: !ascendc.global_tensor<*xf16>, %n: i32) {
  %a = ascendc.local_tensor_auto vecin() : <32xf16>
  %b = ascendc.local_tensor_auto vecout() : <32xf16>
  ascendc.data_copy_l2 %a, %g, %n : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.exp_l2 %b, %a, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  ascendc.data_copy_l2 %g, %b, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
  return
}
