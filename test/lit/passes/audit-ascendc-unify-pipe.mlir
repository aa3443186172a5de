// Audit of ascendc-unify-pipe (passes.md: "replaces all ascendc.pipe ops by one at the
// function entry"): pipes created in the before region of an scf.while, in a case of an
// scf.index_switch in its after region and after the loop all become the one pipe, first
// in the entry block (ahead of the constant and queue defined before any pipe).
// RUN: ascopt -ascendc-unify-pipe %s | FileCheck %s

// CHECK-LABEL: func.func @regions
// CHECK-NEXT:    %[[P:.*]] = ascendc.pipe
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %[[Q0:.*]] = ascendc.queue : <vecin, 1>
// CHECK-NEXT:    scf.while
// CHECK-NEXT:      ascendc.pipe.init_queue %[[P]], %[[Q0]], %arg1, %arg4
// CHECK:         case 1 {
// CHECK-NEXT:      %[[T:.*]] = ascendc.tbuf : <veccalc>
// CHECK-NEXT:      ascendc.pipe.init_buffer %[[P]], %[[T]], %arg4
// CHECK:         %[[Q1:.*]] = ascendc.queue : <vecout, 1>
// CHECK-NEXT:    ascendc.pipe.init_queue %[[P]], %[[Q1]], %arg1, %arg4
// CHECK-NEXT:    return
// CHECK-NOT:     ascendc.pipe{{$}}
func.func @regions(%g: !ascendc.global_tensor<*xf32>, %n: i32, %c: i1, %idx: index, %len: i64) {
  %c0 = arith.constant 0 : index
  %q0 = ascendc.queue : <vecin, 1>
  %r = scf.while (%a = %c0) : (index) -> index {
    %p1 = ascendc.pipe
    ascendc.pipe.init_queue %p1, %q0, %n, %len : !ascendc.queue<vecin, 1>, i32, i64
    %cond = arith.cmpi slt, %a, %idx : index
    scf.condition(%cond) %a : index
  } do {
  ^bb0(%b: index):
    %s = scf.index_switch %b -> index
    case 1 {
      %p2 = ascendc.pipe
      %t = ascendc.tbuf : <veccalc>
      ascendc.pipe.init_buffer %p2, %t, %len : !ascendc.tbuf<veccalc>, i64
      scf.yield %b : index
    }
    default {
      scf.yield %c0 : index
    }
    scf.yield %s : index
  }
  %p3 = ascendc.pipe
  %q1 = ascendc.queue : <vecout, 1>
  ascendc.pipe.init_queue %p3, %q1, %n, %len : !ascendc.queue<vecout, 1>, i32, i64
  return
}
