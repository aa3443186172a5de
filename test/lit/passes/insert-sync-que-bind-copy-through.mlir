// ascendc-insert-sync on a copy-through TQueBind<VECIN, VECOUT> (copy in, EnQue, DeQue,
// copy out, as Ascend C uses it when no vector work is done on the data): the queue's
// EnQue/DeQue orders the MTE2 copy in before the MTE3 copy out (the source position's
// producer, the destination's consumer), so no flag pair is added between them. Before,
// the pass took VECOUT's ends (V -> MTE3), added an MTE2 -> V pair no op needed and left the
// MTE3 read of the MTE2 write unordered.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @copy_through
// CHECK:         ascendc.data_copy_l2 %{{.*}}, %arg0
// CHECK-NEXT:    ascendc.que_bind.enque_tensor
// CHECK-NEXT:    ascendc.que_bind.deque_tensor
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1
// CHECK-NEXT:    ascendc.que_bind.free_tensor
// CHECK-NOT:     set_flag
func.func @copy_through(%x: !ascendc.global_tensor<*xf32>, %y: !ascendc.global_tensor<*xf32>) {
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
  ascendc.data_copy_l2 %y, %u, %c256 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.que_bind.free_tensor %q, %u : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<256xf32>
  return
}

// Vector work on the dequeued tensor of a TQueBind<VECIN, VECOUT> whose EnQue/DeQue the IR
// already has: the queue's flag orders MTE2 before MTE3 only, so the vector op still needs
// an MTE2 -> V pair after the load (placed after the deque), and the store a V -> MTE3
// pair after the vector op. Before, the search for the load's readers stopped at the
// existing EnQue and the vector op read the tile before the load had written it.
// CHECK-LABEL: func.func @copy_through_vector_work
// CHECK:         ascendc.data_copy_l2 %{{.*}}, %arg0
// CHECK-NEXT:    ascendc.que_bind.enque_tensor
// CHECK-NEXT:    %[[U:.*]] = ascendc.que_bind.deque_tensor
// CHECK:         ascendc.set_flag mte2_v
// CHECK-NEXT:    ascendc.wait_flag mte2_v
// CHECK-NEXT:    ascendc.adds_l2 %[[U]], %[[U]]
// CHECK:         ascendc.set_flag v_mte3
// CHECK:         ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %[[U]]
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
