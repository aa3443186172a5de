// ascendc-unify-pipe keeps one pipe, first in the entry block, for pipes created anywhere
// in the function (loops included); functions without pipes are unchanged.

// RUN: ascopt -ascendc-unify-pipe %s | FileCheck %s
// RUN: ascopt -ascendc-noop -ascendc-unify-pipe -ascendc-noop %s | FileCheck %s

// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %0 = ascendc.pipe
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK:         scf.for
// CHECK-NEXT:      %[[Q:.*]] = ascendc.queue : <vecin, 1>
// CHECK-NEXT:      ascendc.pipe.init_queue %0, %[[Q]]
// CHECK-NOT:     ascendc.pipe{{$}}
// CHECK-LABEL: func.func @none
// CHECK-NEXT:    return
func.func @nested(%n: index, %len: i64, %num: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %p = ascendc.pipe
    %q = ascendc.queue : <vecin, 1>
    ascendc.pipe.init_queue %p, %q, %num, %len : !ascendc.queue<vecin, 1>, i32, i64
  }
  %p2 = ascendc.pipe
  %q2 = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %p2, %q2, %num, %len : !ascendc.queue<vecout, 1>, i32, i64
  return
}
func.func @none() {
  return
}
