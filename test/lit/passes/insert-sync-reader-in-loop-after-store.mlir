// ascendc-insert-sync: a vector write before a loop whose body first stores the tensor
// (MTE3) and then reads it on the vector pipe. The enque/deque hands the tensor to MTE3
// before the loop; the search for further readers goes on from the deque, into the loop
// body, so the vector reader there gets a pipe_v barrier after the deque (the search
// went on only after the loop, and the Adds raced with the Duplicate: a constant tile
// stored and read in a loop, found by the random tile kernels of TestTileRandom). A
// tensor of no queue gets a V_MTE3 flag pair for the store and a pipe_v barrier for the
// vector reader after it in the loop.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync -ascendc-verify-sync %s 2>&1 >/dev/null | FileCheck %s --check-prefix=VERIFY --allow-empty
// VERIFY-NOT: warning

// CHECK-LABEL: func.func @store_then_vector_read_in_loop
// CHECK:         ascendc.duplicate_l2 %[[T:.*]], %arg4, %arg2
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %{{.*}}, %[[T]]
// CHECK-NEXT:    %[[D:.*]] = ascendc.que_bind.deque_tensor
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      ascendc.data_copy_l2 %arg0, %[[D]], %arg2
// CHECK-NEXT:      ascendc.adds_l2 %{{.*}}, %[[D]], %arg4, %arg2
func.func @store_then_vector_read_in_loop(%o: !ascendc.global_tensor<*xf32>, %o2: !ascendc.global_tensor<*xf32>, %n: i32, %b: i64, %s: f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %0, %1, %c1, %b : !ascendc.queue<vecout, 1>, i32, i64
  %2 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %0, %2, %b : !ascendc.tbuf<veccalc>, i64
  %u = ascendc.tbuf.get_tensor %2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  %t = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  ascendc.duplicate_l2 %t, %s, %n : !ascendc.local_tensor<64xf32>, f32, i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.adds_l2 %u, %t, %s, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
  }
  ascendc.que_bind.free_tensor %1, %t : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
  return
}

// CHECK-LABEL: func.func @buffer_store_then_vector_read_in_loop
// CHECK:         ascendc.duplicate_l2 %[[T:.*]], %arg4, %arg2
// CHECK:         scf.for
// CHECK:           ascendc.data_copy_l2 %arg0, %[[T]], %arg2
// CHECK:           ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      ascendc.adds_l2 %{{.*}}, %[[T]], %arg4, %arg2
func.func @buffer_store_then_vector_read_in_loop(%o: !ascendc.global_tensor<*xf32>, %o2: !ascendc.global_tensor<*xf32>, %n: i32, %b: i64, %s: f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = ascendc.pipe
  %2 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %0, %2, %b : !ascendc.tbuf<veccalc>, i64
  %u = ascendc.tbuf.get_tensor %2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  %3 = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %0, %3, %b : !ascendc.tbuf<veccalc>, i64
  %t = ascendc.tbuf.get_tensor %3 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  ascendc.duplicate_l2 %t, %s, %n : !ascendc.local_tensor<64xf32>, f32, i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.adds_l2 %u, %t, %s, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
  }
  return
}
