// ascendc-insert-bufid-sync on IR that keeps its EnQue/DeQue (the pass run on its own, not
// after ascendc-erase-sync): the dequeued tensor is the buffer that was enqueued, so an
// access under either name takes the same buffer id. A TQueBind<VECIN, VECOUT>'s flag
// orders the MTE2 load before the MTE3 store only; the vector op on the dequeued tile is
// ordered after the load by the shared id. Before, the dequeued name took an id of its
// own and the vector op read the tile before the load had written it.

// RUN: ascopt -ascendc-insert-bufid-sync %s | FileCheck %s

// CHECK-LABEL: func.func @copy_through_vector_work
// CHECK:         ascendc.get_buf pipe_mte2, 0
// CHECK-NEXT:    ascendc.data_copy_l2
// CHECK-NEXT:    ascendc.rls_buf pipe_mte2, 0
// CHECK:         ascendc.get_buf pipe_v, 0
// CHECK-NEXT:    ascendc.adds_l2
// CHECK-NEXT:    ascendc.rls_buf pipe_v, 0
// CHECK:         ascendc.get_buf pipe_mte3, 0
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1
// CHECK-NEXT:    ascendc.rls_buf pipe_mte3, 0
func.func @copy_through_vector_work(%x: !ascendc.global_tensor<*xf32>, %y: !ascendc.global_tensor<*xf32>, %s: f32) {
  %c1 = arith.constant 1 : i32
  %c256 = arith.constant 256 : i32
  %c1024 = arith.constant 1024 : i32
  %pipe = ascendc.pipe
  %q = ascendc.que_bind : !ascendc.que_bind<vecin, vecout, 1>
  ascendc.pipe.init_queue %pipe, %q, %c1, %c1024 : !ascendc.que_bind<vecin, vecout, 1>, i32, i32
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<256xf32>
  ascendc.data_copy_l2 %t, %x, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<256xf32>
  %u = ascendc.que_bind.deque_tensor %q : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<256xf32>
  ascendc.adds_l2 %u, %u, %s, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
  ascendc.data_copy_l2 %y, %u, %c256 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.que_bind.free_tensor %q, %u : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<256xf32>
  return
}
