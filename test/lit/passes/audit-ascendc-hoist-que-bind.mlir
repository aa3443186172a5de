// Audit of ascendc-hoist-que-bind (passes.md: "moves queue/que_bind/tbuf declarations,
// pipe.init_queue/init_buffer and tbuf.get_tensor out of loops to the function entry"):
// a queue and a tbuf initialised in a branch outside any loop are in no loop and stay
// in the branch (before, they moved to the entry too); a queue initialised in a loop inside
// a branch moves to the entry, taking along the pipe the branch created.
// RUN: ascopt -ascendc-hoist-que-bind %s | FileCheck %s

// CHECK-LABEL: func.func @branch_outside_loops
// CHECK-NEXT:    %[[P:.*]] = ascendc.pipe
// CHECK-NEXT:    scf.if %arg2 {
// CHECK-NEXT:      %[[Q:.*]] = ascendc.queue : <vecin, 1>
// CHECK-NEXT:      ascendc.pipe.init_queue %[[P]], %[[Q]], %arg0, %arg1
// CHECK-NEXT:      %[[T:.*]] = ascendc.tbuf : <veccalc>
// CHECK-NEXT:      ascendc.pipe.init_buffer %[[P]], %[[T]], %arg1
// CHECK-NEXT:      ascendc.tbuf.get_tensor %[[T]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @branch_outside_loops(%arg0: i32, %arg1: i64, %c: i1) {
  %0 = ascendc.pipe
  scf.if %c {
    %1 = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %0, %1, %arg0, %arg1 : !ascendc.queue<vecin, 1>, i32, i64
    %2 = ascendc.tbuf : <veccalc>
    ascendc.pipe.init_buffer %0, %2, %arg1 : !ascendc.tbuf<veccalc>, i64
    %3 = ascendc.tbuf.get_tensor %2 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf32>
  }
  return
}

// CHECK-LABEL: func.func @loop_in_branch
// CHECK-NEXT:    %[[P:.*]] = ascendc.pipe
// CHECK-NEXT:    %[[Q:.*]] = ascendc.queue : <vecout, 2>
// CHECK-NEXT:    ascendc.pipe.init_queue %[[P]], %[[Q]], %arg0, %arg2
// CHECK-NEXT:    scf.if %arg3 {
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        ascendc.que_bind.alloc_tensor %[[Q]]
// CHECK-NEXT:        ascendc.que_bind.free_tensor %[[Q]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @loop_in_branch(%arg0: i32, %arg1: i32, %arg2: i64, %c: i1) {
  scf.if %c {
    %0 = ascendc.pipe
    scf.for %i = %arg0 to %arg1 step %arg0 : i32 {
      %1 = ascendc.queue : <vecout, 2>
      ascendc.pipe.init_queue %0, %1, %arg0, %arg2 : !ascendc.queue<vecout, 2>, i32, i64
      %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<16xf32>
      ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecout, 2>, !ascendc.local_tensor<16xf32>
    }
  }
  return
}
