// ascendc-materialize-tensor on the forms around the visible cases: a dynamic shape of
// several dimensions sizes its buffer by the product of its extents and the element
// bytes; a placeholder in a loop body is allocated and freed in that body; an input or
// output tensor of any position gets a queue of its own position (VECCALC ones VECIN or
// VECOUT), every other tensor a TBuf of its position; with always-buf every tensor gets
// a TBuf, and no free_tensor is left.

// RUN: ascopt -ascendc-materialize-tensor %s | FileCheck %s
// RUN: ascopt -ascendc-materialize-tensor=always-buf %s | FileCheck %s --check-prefix=BUF

// CHECK-LABEL: func.func @dynamic_2d
// CHECK:         %[[B:.*]] = arith.muli %arg0, %c4_i64 : i64
// CHECK-NEXT:    %[[P:.*]] = ascendc.pipe
// CHECK-NEXT:    %[[T:.*]] = ascendc.tbuf : <veccalc>
// CHECK-NEXT:    ascendc.pipe.init_buffer %[[P]], %[[T]], %[[B]] : !ascendc.tbuf<veccalc>, i64
// CHECK-NEXT:    ascendc.tbuf.get_tensor %[[T]] : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<?x?xi8>
func.func @dynamic_2d(%n: i64) {
  %c = arith.constant 4 : i64
  %1 = ascendc.local_tensor_auto veccalc(%c, %n) : <?x?xi8>
  return
}

// CHECK-LABEL: func.func @in_loop
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      %[[QI:.*]] = ascendc.queue : <vecin, 1>
// CHECK-NEXT:      ascendc.pipe.init_queue {{.*}}, %[[QI]], %c1_i32, %c256_i64
// CHECK-NEXT:      %[[I:.*]] = ascendc.que_bind.alloc_tensor %[[QI]]
// CHECK-NEXT:      ascendc.pipe
// CHECK-NEXT:      %[[QO:.*]] = ascendc.queue : <vecout, 1>
// CHECK-NEXT:      ascendc.pipe.init_queue {{.*}}, %[[QO]], %c1_i32, %c256_i64
// CHECK-NEXT:      %[[O:.*]] = ascendc.que_bind.alloc_tensor %[[QO]]
// CHECK-NEXT:      ascendc.data_copy_l2 %[[I]], %arg0
// CHECK-NEXT:      ascendc.exp_l2 %[[O]], %[[I]]
// CHECK-NEXT:      ascendc.data_copy_l2 %arg0, %[[O]]
// CHECK-NEXT:      ascendc.que_bind.free_tensor %[[QO]], %[[O]]
// CHECK-NEXT:      ascendc.que_bind.free_tensor %[[QI]], %[[I]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// BUF-LABEL: func.func @in_loop
// BUF-NOT:       ascendc.queue
// BUF-NOT:       free_tensor
// BUF:           return
func.func @in_loop(%arg0 : !ascendc.global_tensor<*xf32>, %lb: index, %ub: index, %st: index) {
  %c64_i32 = arith.constant 64 : i32
  scf.for %i = %lb to %ub step %st {
    %0 = ascendc.local_tensor_auto veccalc() input : <64xf32>
    %2 = ascendc.local_tensor_auto veccalc() output : <64xf32>
    ascendc.data_copy_l2 %0, %arg0, %c64_i32 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.exp_l2 %2, %0, %c64_i32 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.data_copy_l2 %arg0, %2, %c64_i32 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}

// CHECK-LABEL: func.func @cube_positions
// CHECK:         ascendc.queue : <a1, 1>
// CHECK:         ascendc.tbuf : <a2>
// CHECK:         ascendc.tbuf : <co1>
// CHECK:         ascendc.que_bind.free_tensor
// CHECK-NEXT:    return
// BUF-LABEL: func.func @cube_positions
// BUF:           ascendc.tbuf : <a1>
// BUF:           ascendc.tbuf : <a2>
// BUF:           ascendc.tbuf : <co1>
// BUF-NEXT:      ascendc.pipe.init_buffer {{.*}}, %c1024_i64
// BUF-NEXT:      ascendc.tbuf.get_tensor
// BUF-NEXT:      return
func.func @cube_positions() {
  %0 = ascendc.local_tensor_auto a1() input : <256xf16>
  %1 = ascendc.local_tensor_auto a2() : <256xf16>
  %2 = ascendc.local_tensor_auto co1() : <256xf32>
  return
}
