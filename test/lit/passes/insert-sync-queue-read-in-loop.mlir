// A VECOUT queue tensor filled by the vector unit before a loop, then read in the loop
// first by a vector op and then stored by MTE3 on every iteration: its enque/deque goes
// before the loop (after the fill), so the in-loop stores wait for the fill. The vector
// read in the same loop does not move the enque after the loop, where the stores inside
// would have nothing ordering them after the fill (random tile kernel 807, densify).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @fill_then_loop
// CHECK:         ascendc.duplicate_l2 %[[T:.*]], %arg2
// CHECK:         ascendc.que_bind.enque_tensor %{{.*}}, %[[T]]
// CHECK:         %[[D:.*]] = ascendc.que_bind.deque_tensor
// CHECK-NEXT:    scf.for
// CHECK:           ascendc.adds_l2 %{{.*}}, %[[D]]
// CHECK:           ascendc.data_copy_l2 %arg0, %[[D]]
// CHECK:         }
// CHECK:         ascendc.que_bind.free_tensor %{{.*}}, %[[D]]
func.func @fill_then_loop(%g: !ascendc.global_tensor<?xf32>, %n: i32, %v: f32, %len: i64, %lb: index, %ub: index, %st: index) {
  %p = ascendc.pipe
  %q = ascendc.queue : <vecout, 1>
  %c1 = arith.constant 1 : i32
  ascendc.pipe.init_queue %p, %q, %c1, %len : !ascendc.queue<vecout, 1>, i32, i64
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  ascendc.duplicate_l2 %t, %v, %n : !ascendc.local_tensor<64xf32>, f32, i32
  %b = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %b, %len : !ascendc.tbuf<veccalc>, i64
  %u = ascendc.tbuf.get_tensor %b : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  scf.for %i = %lb to %ub step %st {
    ascendc.adds_l2 %u, %t, %v, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
    ascendc.data_copy_l2 %g, %t, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  return
}
