// ascendc-insert-sync through scf.for iter-args: a vector result that initialises an
// iter-arg is ordered before the loop with the first reader of that argument in the body;
// a vector result the body yields is ordered with its reader after the loop (and, read
// again by the next iteration on the vector pipe, gets a barrier right after it).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @accumulate
// CHECK:         ascendc.duplicate_l2 %arg0, %cst, %c1024_i64
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    %[[R:.*]] = scf.for
// CHECK-NEXT:      ascendc.add_l2 %arg1, %{{.*}}, %arg2, %c1024_i64
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      scf.yield %arg1
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.reduce_sum_l2 %arg3, %[[R]], %arg4, %c1024_i64
func.func @accumulate(%init: !ascendc.local_tensor<1024xf32>, %acc: !ascendc.local_tensor<1024xf32>, %x: !ascendc.local_tensor<1024xf32>, %r: !ascendc.local_tensor<1xf32>, %tmp: !ascendc.local_tensor<16xf32>, %n: i32) {
  %cst = arith.constant 0.0 : f32
  %c1024_i64 = arith.constant 1024 : i64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  ascendc.duplicate_l2 %init, %cst, %c1024_i64 : !ascendc.local_tensor<1024xf32>, f32, i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (!ascendc.local_tensor<1024xf32>) : i32 {
    ascendc.add_l2 %acc, %a, %x, %c1024_i64 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i64
    scf.yield %acc : !ascendc.local_tensor<1024xf32>
  }
  ascendc.reduce_sum_l2 %r, %sum, %tmp, %c1024_i64 : !ascendc.local_tensor<1xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<16xf32>, i64
  return
}
