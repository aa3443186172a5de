// ascendc-insert-sync: a vector write before an outer loop whose body holds an unrolled
// inner loop and its epilogue, both reading the tensor on the vector pipe, the main loop
// after an MTE3 store (so the first pipe_v barrier goes inside the main loop's body). The
// main loop may run no iteration at all (fewer columns than one unrolled step), and the
// epilogue then reads the tensor with no barrier run since the write: it gets one of its
// own, right after the main loop. (asc-sim reported the V-V race for TestTileRandom seed
// 42741 under reuse-ub-in-out with static allocation, which hoists the constant tile's
// Duplicate out of both loops.)
// A second run adds nothing.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @epilogue_barrier
// CHECK:         ascendc.duplicate_l2 %[[T:[0-9]+]]
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             ascendc.data_copy_l2 %arg0, %[[T]]
// CHECK:             ascendc.pipe_barrier pipe_v
// CHECK-NEXT:        ascendc.reduce_sum_l2 %{{.*}}, %[[T]]
// CHECK:           }
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      scf.for
// CHECK-NOT:         pipe_barrier
// CHECK:             ascendc.reduce_sum_l2 %{{.*}}, %[[T]]
// CHECK:           }
// CHECK:         }
func.func @epilogue_barrier(%o: !ascendc.global_tensor<*xf32>, %n: i32, %len: i64, %f: f32, %lb: index, %mid: index, %ub: index, %st: index) {
  %p = ascendc.pipe
  %b1 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b1, %len : !ascendc.tbuf<veccalc>, i64
  %t = ascendc.tbuf.get_tensor %b1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  %b2 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b2, %len : !ascendc.tbuf<veccalc>, i64
  %r = ascendc.tbuf.get_tensor %b2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %b3 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b3, %len : !ascendc.tbuf<veccalc>, i64
  %wk = ascendc.tbuf.get_tensor %b3 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %b4 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b4, %len : !ascendc.tbuf<veccalc>, i64
  %r2 = ascendc.tbuf.get_tensor %b4 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %b5 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b5, %len : !ascendc.tbuf<veccalc>, i64
  %wk2 = ascendc.tbuf.get_tensor %b5 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  ascendc.duplicate_l2 %t, %f, %len : !ascendc.local_tensor<64xf32>, f32, i64
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %lb to %mid step %st {
      ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
      ascendc.reduce_sum_l2 %r, %t, %wk, %len : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8xf32>, i64
    }
    scf.for %j = %mid to %ub step %st {
      ascendc.reduce_sum_l2 %r2, %t, %wk2, %len : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8xf32>, i64
    }
  }
  return
}
