// ascendc-insert-sync orders a write in a loop before the reads of the next iteration
// (the ops of the body up to the write, the write itself included when it reads the
// tensor too), which the forward search after the write does not see: a vector
// accumulator (`add acc, acc, x` in a loop; before, nothing between iterations) gets a
// pipe_v barrier at the end of the body, a store at the top of the body of what a vector
// op at its bottom writes gets V_MTE3 flags there, and so on out through nested loops. In
// an scf.while, a write of the before region is ordered before the reads of the after
// region (a barrier at its start). A tensor the body writes before reading gets nothing
// at the back edge. A second run adds nothing.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @acc_mem
// CHECK:         ascendc.duplicate_l2 %arg0
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      ascendc.add_l2 %arg0, %arg0, %arg1, %arg2
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.pipe
// CHECK-NEXT:    ascendc.pipe.fetch_event_id %{{.*}}, v_mte3
// CHECK-NEXT:    ascendc.set_flag v_mte3
// CHECK-NEXT:    ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg4, %arg0, %arg2
func.func @acc_mem(%acc: !ascendc.local_tensor<64xf32>, %x: !ascendc.local_tensor<64xf32>, %k: i32, %n: index, %g: !ascendc.global_tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  ascendc.duplicate_l2 %acc, %z, %k : !ascendc.local_tensor<64xf32>, f32, i32
  scf.for %i = %c0 to %n step %c1 {
    ascendc.add_l2 %acc, %acc, %x, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  ascendc.data_copy_l2 %g, %acc, %k : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}

// CHECK-LABEL: func.func @acc_mem2
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.data_copy_l2 %arg1, %arg4, %arg2
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      ascendc.pipe.fetch_event_id %{{.*}}, mte2_v
// CHECK-NEXT:      ascendc.set_flag mte2_v
// CHECK-NEXT:      ascendc.wait_flag mte2_v
// CHECK-NEXT:      ascendc.add_l2 %arg0, %arg0, %arg1, %arg2
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      ascendc.pipe.fetch_event_id %{{.*}}, v_mte2
// CHECK-NEXT:      ascendc.set_flag v_mte2
// CHECK-NEXT:      ascendc.wait_flag v_mte2
// CHECK-NEXT:    }
func.func @acc_mem2(%acc: !ascendc.local_tensor<64xf32>, %x: !ascendc.local_tensor<64xf32>, %k: i32, %n: index, %g: !ascendc.global_tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    ascendc.data_copy_l2 %x, %g, %k : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.add_l2 %acc, %acc, %x, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}

// CHECK-LABEL: func.func @store_top
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.data_copy_l2 %arg4, %arg0, %arg2
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      ascendc.pipe.fetch_event_id %{{.*}}, mte3_v
// CHECK-NEXT:      ascendc.set_flag mte3_v
// CHECK-NEXT:      ascendc.wait_flag mte3_v
// CHECK-NEXT:      ascendc.abs_l2 %arg0, %arg1, %arg2
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      ascendc.pipe.fetch_event_id %{{.*}}, v_mte3
// CHECK-NEXT:      ascendc.set_flag v_mte3
// CHECK-NEXT:      ascendc.wait_flag v_mte3
// CHECK-NEXT:    }
func.func @store_top(%acc: !ascendc.local_tensor<64xf32>, %x: !ascendc.local_tensor<64xf32>, %k: i32, %n: index, %g: !ascendc.global_tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    ascendc.data_copy_l2 %g, %acc, %k : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.abs_l2 %acc, %x, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}

// CHECK-LABEL: func.func @nested
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.data_copy_l2 %arg4, %arg0, %arg2
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      ascendc.pipe.fetch_event_id %{{.*}}, mte3_v
// CHECK-NEXT:      ascendc.set_flag mte3_v
// CHECK-NEXT:      ascendc.wait_flag mte3_v
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        ascendc.mul_l2 %arg0, %arg0, %arg1, %arg2
// CHECK-NEXT:        ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      }
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      ascendc.pipe.fetch_event_id %{{.*}}, v_mte3
// CHECK-NEXT:      ascendc.set_flag v_mte3
// CHECK-NEXT:      ascendc.wait_flag v_mte3
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    }

// CHECK-LABEL: func.func @while_loop
// CHECK:         scf.while
// CHECK-NEXT:      ascendc.abs_l2 %arg1, %arg0, %arg2
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      scf.condition
// CHECK-NEXT:    } do {
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      ascendc.exp_l2 %arg0, %arg1, %arg2
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }

// CHECK-LABEL: func.func @write_first
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.exp_l2 %arg0, %arg1, %arg2
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      ascendc.pipe.fetch_event_id %{{.*}}, v_mte3
// CHECK-NEXT:      ascendc.set_flag v_mte3
// CHECK-NEXT:      ascendc.wait_flag v_mte3
// CHECK-NEXT:      ascendc.data_copy_l2 %arg4, %arg0, %arg2
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      ascendc.pipe.fetch_event_id %{{.*}}, mte3_v
// CHECK-NEXT:      ascendc.set_flag mte3_v
// CHECK-NEXT:      ascendc.wait_flag mte3_v
// CHECK-NEXT:    }
func.func @nested(%acc: !ascendc.local_tensor<64xf32>, %x: !ascendc.local_tensor<64xf32>, %k: i32, %n: index, %g: !ascendc.global_tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    ascendc.data_copy_l2 %g, %acc, %k : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
    scf.for %j = %c0 to %n step %c1 {
      ascendc.mul_l2 %acc, %acc, %x, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    }
  }
  return
}
func.func @while_loop(%acc: !ascendc.local_tensor<64xf32>, %x: !ascendc.local_tensor<64xf32>, %k: i32, %c: i1) {
  scf.while : () -> () {
    ascendc.abs_l2 %x, %acc, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    scf.condition(%c)
  } do {
    ascendc.exp_l2 %acc, %x, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    scf.yield
  }
  return
}
func.func @write_first(%tmp: !ascendc.local_tensor<64xf32>, %x: !ascendc.local_tensor<64xf32>, %k: i32, %n: index, %g: !ascendc.global_tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    ascendc.exp_l2 %tmp, %x, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.data_copy_l2 %g, %tmp, %k : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}

// An op that reads its destination as well (mul_add_dst: dst = a*b + dst) is a reader of
// the next iteration although it names the tensor once.
// CHECK-LABEL: func.func @mul_add_dst
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.mul_add_dst_l2 %arg0, %arg1, %arg1, %arg2
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    }
func.func @mul_add_dst(%acc: !ascendc.local_tensor<64xf32>, %x: !ascendc.local_tensor<64xf32>, %k: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    ascendc.mul_add_dst_l2 %acc, %x, %x, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}
