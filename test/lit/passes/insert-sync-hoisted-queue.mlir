// ascendc-insert-sync on queue tensors allocated once before a loop (what
// ascendc-reuse-ub-allocation and materialize-tensor leave when they hoist shared
// placeholders): an enque/deque in the body would enque a dequeued tensor again in the
// second iteration, and no FreeTensor/AllocTensor would order the next iteration's load
// after this one's reads. Such a tensor is ordered by flags: MTE2_V after the load, V_MTE3
// before the store, and at the end of the body V_MTE2 and MTE3_V for the next iteration.
// A second run adds nothing.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @hoisted
// CHECK:         %[[IN:.*]] = ascendc.que_bind.alloc_tensor
// CHECK:         %[[OUT:.*]] = ascendc.que_bind.alloc_tensor
// CHECK:         scf.for
// CHECK-NOT:       enque_tensor
// CHECK-NOT:       deque_tensor
// CHECK:           ascendc.data_copy_l2 %[[IN]], %arg0, %arg2
// CHECK:           ascendc.set_flag mte2_v
// CHECK:           ascendc.wait_flag mte2_v
// CHECK-NEXT:      ascendc.exp_l2 %[[OUT]], %[[IN]], %arg2
// CHECK:           ascendc.set_flag v_mte3
// CHECK:           ascendc.wait_flag v_mte3
// CHECK-NEXT:      ascendc.data_copy_l2 %arg1, %[[OUT]], %arg2
// CHECK-DAG:       ascendc.set_flag v_mte2
// CHECK-DAG:       ascendc.set_flag mte3_v
// CHECK:         }
// CHECK-NOT:     enque_tensor
// CHECK:         ascendc.que_bind.free_tensor
// CHECK:         ascendc.que_bind.free_tensor
func.func @hoisted(%g: !ascendc.global_tensor<*xf16>, %o: !ascendc.global_tensor<*xf16>, %n: i32, %len: i64, %lb: index, %ub: index, %st: index) {
  %p = ascendc.pipe
  %qi = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %p, %qi, %n, %len : !ascendc.queue<vecin, 1>, i32, i64
  %qo = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %p, %qo, %n, %len : !ascendc.queue<vecout, 1>, i32, i64
  %in = ascendc.que_bind.alloc_tensor %qi : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  %out = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<32xf16>
  scf.for %i = %lb to %ub step %st {
    ascendc.data_copy_l2 %in, %g, %n : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.exp_l2 %out, %in, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
    ascendc.data_copy_l2 %o, %out, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
  }
  ascendc.que_bind.free_tensor %qo, %out : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<32xf16>
  ascendc.que_bind.free_tensor %qi, %in : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  return
}
