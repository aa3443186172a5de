// A global tensor stored in a loop and read in the loop on another pipe is read in the next
// iteration after the store: a slice loaded, updated and stored back in every iteration
// (y[s] += x[r, s], the view taken outside the loop) or the previous iteration's result read
// back (y[t] = x[t] + y[t-1]). ascendc-insert-sync ends the loop body with an MTE3 -> MTE2
// pair. A read through the store's own view taken in the loop (x[i] = f(x[i]), new memory
// each time) needs none.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @carried
// CHECK:         scf.for
// CHECK:           ascendc.data_copy_l2 %[[UB:.*]], %[[V:.*]], %arg2
// CHECK:           ascendc.data_copy_l2 %[[V]], %{{.*}}, %arg2
// CHECK:           ascendc.pipe
// CHECK-NEXT:      %[[E:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, mte3_mte2
// CHECK-NEXT:      ascendc.set_flag mte3_mte2, %[[E]]
// CHECK-NEXT:      ascendc.wait_flag mte3_mte2, %[[E]]
// CHECK:         }
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
func.func @carried(%y: !ascendc.global_tensor<*xf32>, %s: i32, %n: i32, %rows: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %v = ascendc.global_tensor.subindex %y[%s] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  scf.for %r = %c0 to %rows step %c1 : i32 {
    %ub = ascendc.local_tensor_auto veccalc() : <256xf32>
    ascendc.data_copy_l2 %ub, %v, %n : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
    %o = ascendc.local_tensor_auto veccalc() : <256xf32>
    ascendc.adds_l2 %o, %ub, %c1, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32
    ascendc.data_copy_l2 %v, %o, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
  }
  return
}

// CHECK-LABEL: func.func @previous
// CHECK:         scf.for
// CHECK:           ascendc.data_copy_l2 %{{.*}}, %[[P:.*]], %arg1
// CHECK:           ascendc.data_copy_l2 %[[V:.*]], %{{.*}}, %arg1
// CHECK:           ascendc.pipe
// CHECK-NEXT:      %[[E:.*]] = ascendc.pipe.fetch_event_id %{{.*}}, mte3_mte2
// CHECK-NEXT:      ascendc.set_flag mte3_mte2, %[[E]]
// CHECK-NEXT:      ascendc.wait_flag mte3_mte2, %[[E]]
// CHECK:         }
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
func.func @previous(%y: !ascendc.global_tensor<*xf32>, %n: i32, %rows: i32) {
  %c1 = arith.constant 1 : i32
  scf.for %r = %c1 to %rows step %c1 : i32 {
    %off = arith.muli %r, %n : i32
    %prev = arith.subi %off, %n : i32
    %p = ascendc.global_tensor.subindex %y[%prev] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %ub = ascendc.local_tensor_auto veccalc() : <256xf32>
    ascendc.data_copy_l2 %ub, %p, %n : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
    %o = ascendc.local_tensor_auto veccalc() : <256xf32>
    ascendc.adds_l2 %o, %ub, %c1, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32
    %v = ascendc.global_tensor.subindex %y[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.data_copy_l2 %v, %o, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
  }
  return
}

// CHECK-LABEL: func.func @streamed
// CHECK-NOT:     mte3_mte2
// CHECK:         return
func.func @streamed(%x: !ascendc.global_tensor<*xf32>, %n: i32, %rows: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %r = %c0 to %rows step %c1 : i32 {
    %off = arith.muli %r, %n : i32
    %v = ascendc.global_tensor.subindex %x[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %ub = ascendc.local_tensor_auto veccalc() : <256xf32>
    ascendc.data_copy_l2 %ub, %v, %n : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
    %o = ascendc.local_tensor_auto veccalc() : <256xf32>
    ascendc.adds_l2 %o, %ub, %c1, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32
    ascendc.data_copy_l2 %v, %o, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
  }
  return
}
