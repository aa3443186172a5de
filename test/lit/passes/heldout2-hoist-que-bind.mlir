// ascendc-hoist-que-bind: queues, tbufs with their init_queue/init_buffer and the
// tbuf.get_tensor move from loops (and regions inside loops) to the entry after the pipe,
// each one placed right after the pipe (so the later ones come first); alloc_tensor and
// free_tensor stay where they are.

// RUN: ascopt -ascendc-hoist-que-bind %s | FileCheck %s

// CHECK-LABEL: func.func @mixed
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %1 = ascendc.queue : <vecout, 1>
// CHECK-NEXT:    ascendc.pipe.init_queue %0, %1, %arg0, %arg2 : !ascendc.queue<vecout, 1>, i32, i64
// CHECK-NEXT:    %2 = ascendc.tbuf : <veccalc>
// CHECK-NEXT:    ascendc.pipe.init_buffer %0, %2, %arg2 : !ascendc.tbuf<veccalc>, i64
// CHECK-NEXT:    %3 = ascendc.tbuf.get_tensor %2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
// CHECK-NEXT:    %4 = ascendc.queue : <vecin, 2>
// CHECK-NEXT:    ascendc.pipe.init_queue %0, %4, %arg0, %arg2 : !ascendc.queue<vecin, 2>, i32, i64
// CHECK-NEXT:    scf.for %arg4 = %arg0 to %arg1 step %arg0 : i32 {
// CHECK-NEXT:      scf.if %arg3 {
// CHECK-NEXT:        %6 = ascendc.que_bind.alloc_tensor %1
// CHECK-NEXT:        ascendc.que_bind.free_tensor %1, %6
// CHECK-NEXT:      }
// CHECK-NEXT:      %5 = ascendc.que_bind.alloc_tensor %4
// CHECK-NEXT:      ascendc.que_bind.free_tensor %4, %5
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @mixed(%arg0 : i32, %arg1: i32, %arg2: i64, %c: i1) {
  %0 = ascendc.pipe
  scf.for %i = %arg0 to %arg1 step %arg0 : i32 {
    %1 = ascendc.queue : <vecin, 2>
    ascendc.pipe.init_queue %0, %1, %arg0, %arg2 : !ascendc.queue<vecin, 2>, i32, i64
    %t = ascendc.tbuf : <veccalc>
    ascendc.pipe.init_buffer %0, %t, %arg2 : !ascendc.tbuf<veccalc>, i64
    %x = ascendc.tbuf.get_tensor %t : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
    scf.if %c {
      %3 = ascendc.queue : <vecout, 1>
      ascendc.pipe.init_queue %0, %3, %arg0, %arg2 : !ascendc.queue<vecout, 1>, i32, i64
      %4 = ascendc.que_bind.alloc_tensor %3 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
      ascendc.que_bind.free_tensor %3, %4 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
    }
    %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<64xf32>
    ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<64xf32>
  }
  return
}

// Both regions of an scf.while; the queue of the later region ends up first.
// CHECK-LABEL: func.func @hoist_que_bind_while
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %1 = ascendc.queue : <vecout, 1>
// CHECK-NEXT:    ascendc.pipe.init_queue %0, %1, %arg0, %arg2 : !ascendc.queue<vecout, 1>, i32, i64
// CHECK-NEXT:    %2 = ascendc.queue : <vecin, 1>
// CHECK-NEXT:    ascendc.pipe.init_queue %0, %2, %arg0, %arg2 : !ascendc.queue<vecin, 1>, i32, i64
// CHECK-NEXT:    scf.while : () -> () {
// CHECK-NEXT:      %3 = ascendc.que_bind.alloc_tensor %2
// CHECK:         } do {
// CHECK-NEXT:      %3 = ascendc.que_bind.alloc_tensor %1

// Each tbuf is followed by its init_buffer and then its get_tensor.
// CHECK-LABEL: func.func @hoist_que_bind_tbuf_for
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %1 = ascendc.tbuf : <veccalc>
// CHECK-NEXT:    ascendc.pipe.init_buffer %0, %1, %arg2 : !ascendc.tbuf<veccalc>, i64
// CHECK-NEXT:    %2 = ascendc.tbuf.get_tensor %1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
// CHECK-NEXT:    %3 = ascendc.tbuf : <veccalc>
// CHECK-NEXT:    ascendc.pipe.init_buffer %0, %3, %arg2 : !ascendc.tbuf<veccalc>, i64
// CHECK-NEXT:    %4 = ascendc.tbuf.get_tensor %3 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      ascendc.add_l2 %2, %4, %4, %arg0
// CHECK-NEXT:    }
func.func @hoist_que_bind_while(%arg0 : i32, %arg1: i32, %arg2: i64) {
    %0 = ascendc.pipe
    scf.while : () -> () {
        %1 = ascendc.queue : <vecin, 1>
        ascendc.pipe.init_queue %0, %1, %arg0, %arg2 : !ascendc.queue<vecin, 1>, i32, i64
        %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf32>
        ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf32>
        %c = arith.cmpi slt, %arg0, %arg1 : i32
        scf.condition(%c)
    } do {
        %3 = ascendc.queue : <vecout, 1>
        ascendc.pipe.init_queue %0, %3, %arg0, %arg2 : !ascendc.queue<vecout, 1>, i32, i64
        %4 = ascendc.que_bind.alloc_tensor %3 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
        ascendc.que_bind.free_tensor %3, %4 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<64xf32>
        scf.yield
    }
    return
}
func.func @hoist_que_bind_tbuf_for(%arg0 : i32, %arg1: i32, %arg2: i64) {
    %0 = ascendc.pipe
    scf.for %arg3 = %arg0 to %arg1 step %arg0 : i32 {
        %1 = ascendc.tbuf : <veccalc>
        ascendc.pipe.init_buffer %0, %1, %arg2 : !ascendc.tbuf<veccalc>, i64
        %2 = ascendc.tbuf.get_tensor %1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
        %3 = ascendc.tbuf : <veccalc>
        ascendc.pipe.init_buffer %0, %3, %arg2 : !ascendc.tbuf<veccalc>, i64
        %4 = ascendc.tbuf.get_tensor %3 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
        ascendc.add_l2 %4, %2, %2, %arg0 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    }
    return
}
