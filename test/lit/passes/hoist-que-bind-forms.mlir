// ascendc-hoist-que-bind moves declarations with their initialisation out of while
// loops and branches in loops as out of for loops, takes along a pipe and constants
// created in the loop, and hoists que_bind declarations and tbuf tensors. An
// initialisation whose size the loop computes stays in the loop (its declaration moves).

// RUN: ascopt -ascendc-hoist-que-bind %s | FileCheck %s
// RUN: ascopt -ascendc-hoist-que-bind %s | ascopt -ascendc-hoist-que-bind | FileCheck %s

// CHECK-LABEL: func.func @tbuf_in_while
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %1 = ascendc.tbuf : <veccalc>
// CHECK-NEXT:    ascendc.pipe.init_buffer %0, %1, %arg1
// CHECK-NEXT:    %2 = ascendc.tbuf.get_tensor %1
// CHECK-NEXT:    scf.while
func.func @tbuf_in_while(%arg0 : i32, %arg2: i64, %c: i1) {
  %0 = ascendc.pipe
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    %1 = ascendc.tbuf : <veccalc>
    ascendc.pipe.init_buffer %0, %1, %arg2 : !ascendc.tbuf<veccalc>, i64
    %2 = ascendc.tbuf.get_tensor %1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @if_in_for
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %1 = ascendc.queue : <vecin, 2>
// CHECK-NEXT:    ascendc.pipe.init_queue %0, %1, %arg0, %arg2
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        ascendc.que_bind.alloc_tensor %1
func.func @if_in_for(%arg0 : i32, %arg1: i32, %arg2: i64, %c: i1) {
  %0 = ascendc.pipe
  scf.for %arg3 = %arg0 to %arg1 step %arg0 : i32 {
    scf.if %c {
      %1 = ascendc.queue : <vecin, 2>
      ascendc.pipe.init_queue %0, %1, %arg0, %arg2 : !ascendc.queue<vecin, 2>, i32, i64
      %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<64xf32>
      ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<64xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @pipe_in_loop
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT:    %1 = ascendc.queue : <vecout, 2>
// CHECK-NEXT:    ascendc.pipe.init_queue %0, %1, %c2_i32, %c64_i64
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      ascendc.que_bind.alloc_tensor %1
func.func @pipe_in_loop(%arg0 : i32, %arg1: i32) {
  scf.for %arg3 = %arg0 to %arg1 step %arg0 : i32 {
    %c64 = arith.constant 64 : i64
    %c2 = arith.constant 2 : i32
    %0 = ascendc.pipe
    %1 = ascendc.queue : <vecout, 2>
    ascendc.pipe.init_queue %0, %1, %c2, %c64 : !ascendc.queue<vecout, 2>, i32, i64
    %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<16xf32>
    ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<16xf32>
  }
  return
}

// CHECK-LABEL: func.func @size_from_loop
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %1 = ascendc.queue : <vecout, 2>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.extsi
// CHECK-NEXT:      ascendc.pipe.init_queue %0, %1
func.func @size_from_loop(%arg0 : i32, %arg1: i32) {
  %0 = ascendc.pipe
  scf.for %arg3 = %arg0 to %arg1 step %arg0 : i32 {
    %n = arith.extsi %arg3 : i32 to i64
    %1 = ascendc.queue : <vecout, 2>
    ascendc.pipe.init_queue %0, %1, %arg0, %n : !ascendc.queue<vecout, 2>, i32, i64
  }
  return
}

// CHECK-LABEL: func.func @que_bind_decl
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %1 = ascendc.que_bind : <vecin, vecout, 1>
// CHECK-NEXT:    ascendc.pipe.init_queue %0, %1, %arg0, %arg2
// CHECK-NEXT:    scf.for
func.func @que_bind_decl(%arg0 : i32, %arg1: i32, %arg2: i64) {
  %0 = ascendc.pipe
  scf.for %arg3 = %arg0 to %arg1 step %arg0 : i32 {
    %1 = ascendc.que_bind : <vecin, vecout, 1>
    ascendc.pipe.init_queue %0, %1, %arg0, %arg2 : !ascendc.que_bind<vecin, vecout, 1>, i32, i64
  }
  return
}
