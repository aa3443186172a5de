// ascendc-insert-sync around scalar accesses inside loops: a loop holding only scalar
// work is wrapped once as a whole (the V_S pair before it, S_V after it); a loop whose body
// also holds vector work gets the pairs around the access itself, so the get_value of a
// reduction's result waits for the reduction of the same iteration, and the vector ops
// after it wait for the read.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @reduce_then_get_value
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.reduce_max_l2 %arg1, %arg0, %arg2, %c256_i64, %c0_i64
// CHECK-NEXT:      %[[P:.*]] = ascendc.pipe
// CHECK-NEXT:      %[[E:.*]] = ascendc.pipe.fetch_event_id %[[P]], v_s : i8
// CHECK-NEXT:      ascendc.set_flag v_s, %[[E]] : i8
// CHECK-NEXT:      ascendc.wait_flag v_s, %[[E]] : i8
// CHECK-NEXT:      %[[V:.*]] = ascendc.local_tensor.get_value %arg1, %c0_i64
// CHECK-NEXT:      %[[P2:.*]] = ascendc.pipe
// CHECK-NEXT:      %[[E2:.*]] = ascendc.pipe.fetch_event_id %[[P2]], s_v : i8
// CHECK-NEXT:      ascendc.set_flag s_v, %[[E2]] : i8
// CHECK-NEXT:      ascendc.wait_flag s_v, %[[E2]] : i8
// CHECK-NEXT:      ascendc.duplicate_l2 %arg3, %[[V]], %c256_i64
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return
func.func @reduce_then_get_value(%x: !ascendc.local_tensor<256xf32>, %r: !ascendc.local_tensor<1xf32>, %tmp: !ascendc.local_tensor<8xf32>, %y: !ascendc.local_tensor<256xf32>, %n: i32) {
  %c0_i64 = arith.constant 0 : i64
  %c256_i64 = arith.constant 256 : i64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    ascendc.reduce_max_l2 %r, %x, %tmp, %c256_i64, %c0_i64 : !ascendc.local_tensor<1xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<8xf32>, i64, i64
    %m = ascendc.local_tensor.get_value %r, %c0_i64 : !ascendc.local_tensor<1xf32>, i64, f32
    ascendc.duplicate_l2 %y, %m, %c256_i64 : !ascendc.local_tensor<256xf32>, f32, i64
  }
  return
}

// A loop nest whose inner loop holds only scalar work is wrapped at the inner loop.
// CHECK-LABEL: func.func @scalar_inner_loop
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.duplicate_l2
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      ascendc.pipe.fetch_event_id %{{.*}}, v_s : i8
// CHECK-NEXT:      ascendc.set_flag v_s
// CHECK-NEXT:      ascendc.wait_flag v_s
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        ascendc.local_tensor.set_value
// CHECK-NEXT:      }
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      ascendc.pipe.fetch_event_id %{{.*}}, s_v : i8
// CHECK-NEXT:      ascendc.set_flag s_v
// CHECK-NEXT:      ascendc.wait_flag s_v
// CHECK-NEXT:    }
func.func @scalar_inner_loop(%y: !ascendc.local_tensor<256xf32>, %n: i32, %v: f32) {
  %c256_i64 = arith.constant 256 : i64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    ascendc.duplicate_l2 %y, %v, %c256_i64 : !ascendc.local_tensor<256xf32>, f32, i64
    scf.for %j = %c0 to %n step %c1 : i32 {
      ascendc.local_tensor.set_value %y, %j, %v : !ascendc.local_tensor<256xf32>, i32, f32
    }
  }
  return
}
