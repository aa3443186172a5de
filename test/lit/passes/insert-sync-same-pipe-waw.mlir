// ascendc-insert-sync orders two writes of one local tensor on one pipe with nothing on
// another pipe between them (hardware.md §4: a pipe does not keep two writes of
// overlapping destinations in order without a PipeBarrier; the simulator's sanitizer
// reports the write-after-write): a vector op alone in a loop body rewrites its
// destination in the next iteration (pipe_v after it), and a second load into a buffer
// not read since the first (pipe_mte2 before it). Found by examples/syncfuzz_test.go
// (seed 12: an adds_l2 alone in an scf.for).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @vector_write_in_loop
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.adds_l2 %arg0, %arg1
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    }
func.func @vector_write_in_loop(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %f: f32, %n: i32, %hi: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %hi step %c1 : i32 {
    ascendc.adds_l2 %d, %s, %f, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
  }
  return
}

// CHECK-LABEL: func.func @load_twice
// CHECK:         ascendc.data_copy_l2 %arg0, %arg1
// CHECK-NEXT:    ascendc.pipe_barrier pipe_mte2
// CHECK-NEXT:    ascendc.data_copy_l2 %arg0, %arg2
func.func @load_twice(%t: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %h: !ascendc.global_tensor<?xf32>, %n: i32) {
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
  ascendc.data_copy_l2 %t, %h, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
  return
}

// A load in a loop whose tensor a vector op reads after it in the body: the MTE2_V and
// V_MTE2 flags order the next iteration's load, and no pipe_mte2 is added.
// CHECK-LABEL: func.func @load_read_in_loop
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.data_copy_l2 %arg0, %arg2
// CHECK-NOT:       pipe_mte2
// CHECK:         return
func.func @load_read_in_loop(%t: !ascendc.local_tensor<64xf32>, %u: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %n: i32, %hi: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %hi step %c1 : i32 {
    ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.exp_l2 %u, %t, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}

// A load in one branch of an scf.if in a loop, a store of the tensor in the other: when
// the load's branch runs twice in a row nothing on another pipe lies between the two
// loads, so the next iteration's load needs the pipe_mte2 (syncfuzz seed 223).
// CHECK-LABEL: func.func @load_or_store_in_loop
// CHECK:         scf.for
// CHECK:           } else {
// CHECK-NEXT:        ascendc.data_copy_l2 %arg0, %arg1
// CHECK-NEXT:      }
// CHECK:           ascendc.pipe_barrier pipe_mte2
// CHECK:         }
func.func @load_or_store_in_loop(%t: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %h: !ascendc.global_tensor<?xf32>, %c: i1, %n: i32, %hi: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %hi step %c1 : i32 {
    scf.if %c {
      ascendc.data_copy_l2 %h, %t, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
    } else {
      ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
    }
  }
  return
}

// A load, then an scf.if reading the tensor on the vector pipe in one branch and loading
// it again in the other: the second load needs the pipe_mte2 (syncfuzz seed 1704).
// CHECK-LABEL: func.func @read_or_reload
// CHECK:         ascendc.data_copy_l2 %arg0, %arg1
// CHECK:         ascendc.pipe_barrier pipe_mte2
// CHECK:         scf.if %arg3 {
func.func @read_or_reload(%t: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<?xf32>, %h: !ascendc.global_tensor<?xf32>, %c: i1, %u: !ascendc.local_tensor<64xf32>, %n: i32) {
  ascendc.data_copy_l2 %t, %g, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
  scf.if %c {
    ascendc.exp_l2 %u, %t, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  } else {
    ascendc.data_copy_l2 %t, %h, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
  }
  return
}
