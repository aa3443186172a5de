// ascendc-unify-pipe keeps the first pipe of a function, moved to the entry, and makes
// every use of the others (init_queue, init_buffer, in nested scf regions too) use it;
// a function without pipe is left alone, each function has its own pipe.

// RUN: ascopt -ascendc-unify-pipe %s | FileCheck %s

// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NOT:     = ascendc.pipe{{$}}
// CHECK:         ascendc.pipe.init_queue %0, %1, %c1_i32, %c256_i64 : !ascendc.queue<vecin, 1>, i32, i64
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      %[[B:.*]] = ascendc.tbuf : <veccalc>
// CHECK-NEXT:      ascendc.pipe.init_buffer %0, %[[B]], %c256_i64 : !ascendc.tbuf<veccalc>, i64
// CHECK:         scf.for
// CHECK-NEXT:      %[[Q:.*]] = ascendc.queue : <vecout, 2>
// CHECK-NEXT:      ascendc.pipe.init_queue %0, %[[Q]], %c1_i32, %c256_i64 : !ascendc.queue<vecout, 2>, i32, i64
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @nested(%c: i1) {
  %c1_i32 = arith.constant 1 : i32
  %c256_i64 = arith.constant 256 : i64
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %c1_i32, %c256_i64 : !ascendc.queue<vecin, 1>, i32, i64
  scf.if %c {
    %2 = ascendc.pipe
    %3 = ascendc.tbuf : <veccalc>
    ascendc.pipe.init_buffer %2, %3, %c256_i64 : !ascendc.tbuf<veccalc>, i64
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %cs = arith.constant 1 : index
  scf.for %i = %c0 to %c4 step %cs {
    %4 = ascendc.pipe
    %5 = ascendc.queue : <vecout, 2>
    ascendc.pipe.init_queue %4, %5, %c1_i32, %c256_i64 : !ascendc.queue<vecout, 2>, i32, i64
  }
  return
}

// CHECK-LABEL: func.func @no_pipe
// CHECK-NEXT:    return
func.func @no_pipe() {
  return
}

// CHECK-LABEL: func.func @late_pipe
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NOT:     = ascendc.pipe{{$}}
// CHECK:         return
func.func @late_pipe(%n: i32) {
  %c1_i32 = arith.constant 1 : i32
  %c256_i64 = arith.constant 256 : i64
  %q = ascendc.queue : <vecin, 2>
  %0 = ascendc.pipe
  ascendc.pipe.init_queue %0, %q, %c1_i32, %c256_i64 : !ascendc.queue<vecin, 2>, i32, i64
  %1 = ascendc.pipe
  %t = ascendc.tbuf : <vecout>
  ascendc.pipe.init_buffer %1, %t, %c256_i64 : !ascendc.tbuf<vecout>, i64
  return
}
