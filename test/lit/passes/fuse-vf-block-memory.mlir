// ascendc-fuse-vf-block decides what a vector function loads, computes and stores from
// the memory the tensors name: views of one allocation are one memory, a value read by
// the group before it writes it is read again on the next turn of an enclosing loop,
// and ops whose result nobody observes are not computed.

// RUN: ascopt -ascendc-fuse-vf-block %s | FileCheck %s

// Two names of one allocation (a tensor and a cast of it) in one run: the run splits
// before the op using the second name, as a vector function loads each tensor once per
// chunk and would read the stale value.
// CHECK-LABEL: func.func @alias_splits_run
// CHECK:         %[[T:.*]] = ascendc.local_tensor_auto veccalc() : <256xf32>
// CHECK:         %[[V:.*]] = ascendc.reinterpret_cast %[[T]]
// CHECK-NEXT:    ascendc.exp_l2 %[[T]]
// CHECK-NEXT:    emitasc.vf_group
// CHECK-NOT:     exp_micro
// CHECK:         abs_micro
// CHECK:         relu_micro
// CHECK:         data_copy_vst_micro
// CHECK:         return
func.func @alias_splits_run(%n: i32, %g: !ascendc.global_tensor<?xf32>) {
  %t = ascendc.local_tensor_auto veccalc() : <256xf32>
  %u = ascendc.local_tensor_auto veccalc() : <256xf32>
  %v = ascendc.reinterpret_cast %t : !ascendc.local_tensor<256xf32> to !ascendc.local_tensor<256xf32>
  ascendc.exp_l2 %t, %u, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.abs_l2 %u, %v, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.relu_l2 %u, %u, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.data_copy_l2 %g, %u, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
  return
}

// A tensor written through a view is stored when the allocation is read afterwards under
// its own name; the tensor only the group reads is not.
// CHECK-LABEL: func.func @view_written_then_read
// CHECK:         %[[T:.*]] = ascendc.local_tensor_auto veccalc() : <256xf32>
// CHECK:         %[[U:.*]] = ascendc.local_tensor_auto veccalc() : <256xf32>
// CHECK:         %[[V:.*]] = ascendc.reinterpret_cast %[[T]]
// CHECK:         emitasc.vf_group %[[V]], %[[U]], %arg0 :
// CHECK:           %[[AU:.*]] = ascendc.local_tensor.get_phy_addr_v2 %[[U]]
// CHECK:           %[[AV:.*]] = ascendc.local_tensor.get_phy_addr_v2 %[[V]]
// CHECK:           scf.for
// CHECK:             ascendc.data_copy_vld_micro %{{.*}}, %{{.*}}
// CHECK-NEXT:        ascendc.exp_micro %[[E:.*]], %{{.*}}, %{{.*}}
// CHECK-NEXT:        %[[P:.*]] = emitasc.ptr_offset %[[AV]]
// CHECK-NEXT:        ascendc.data_copy_vst_micro %[[P]], %[[E]]
// CHECK-NEXT:      } {asc.vec_scope_loop}
// CHECK:         ascendc.data_copy_l2 %arg1, %[[T]]
func.func @view_written_then_read(%n: i32, %g: !ascendc.global_tensor<?xf32>) {
  %t = ascendc.local_tensor_auto veccalc() : <256xf32>
  %u = ascendc.local_tensor_auto veccalc() : <256xf32>
  %v = ascendc.reinterpret_cast %t : !ascendc.local_tensor<256xf32> to !ascendc.local_tensor<256xf32>
  ascendc.exp_l2 %v, %u, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.abs_l2 %u, %u, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.data_copy_l2 %g, %t, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
  return
}

// An op whose result is neither stored nor read by a computed op is dropped, with the
// loads only it needed.
// CHECK-LABEL: func.func @dead_op_dropped
// CHECK:         scf.for
// CHECK-NEXT:      arith.muli
// CHECK-NEXT:      ascendc.update_mask
// CHECK-NEXT:      emitasc.ptr_offset
// CHECK-NEXT:      ascendc.data_copy_vld_micro
// CHECK-NEXT:      ascendc.abs_micro
// CHECK-NEXT:      emitasc.ptr_offset
// CHECK-NEXT:      ascendc.data_copy_vst_micro
// CHECK-NEXT:    } {asc.vec_scope_loop}
func.func @dead_op_dropped(%n: i32, %g: !ascendc.global_tensor<?xf32>) {
  %a = ascendc.local_tensor_auto veccalc() : <256xf32>
  %b = ascendc.local_tensor_auto veccalc() : <256xf32>
  %c = ascendc.local_tensor_auto veccalc() : <256xf32>
  ascendc.exp_l2 %b, %a, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.abs_l2 %c, %a, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.data_copy_l2 %g, %c, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
  return
}

// In a loop, %a is read by the group before the group writes it: the next turn reads the
// value written in this one, so it is stored, as is %b, read earlier in the loop body.
// CHECK-LABEL: func.func @loop_carried
// CHECK:         scf.for %{{.*}} = %arg2 to %arg3 step %arg4 {
// CHECK:           emitasc.vf_group %[[B:.*]], %[[A:.*]], %arg0 :
// CHECK:             ascendc.exp_micro
// CHECK-NEXT:        ascendc.abs_micro
// CHECK-NEXT:        emitasc.ptr_offset
// CHECK-NEXT:        ascendc.data_copy_vst_micro
// CHECK-NEXT:        emitasc.ptr_offset
// CHECK-NEXT:        ascendc.data_copy_vst_micro
// CHECK-NEXT:      } {asc.vec_scope_loop}
// CHECK:         } {operandSegmentSizes = array<i32: 2, 1, 1>}
func.func @loop_carried(%n: i32, %g: !ascendc.global_tensor<?xf32>, %lb: index, %ub: index, %st: index) {
  %a = ascendc.local_tensor_auto veccalc() : <256xf32>
  %b = ascendc.local_tensor_auto veccalc() : <256xf32>
  scf.for %i = %lb to %ub step %st {
    ascendc.data_copy_l2 %g, %b, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.exp_l2 %b, %a, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.abs_l2 %a, %b, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  }
  return
}

// Runs in both regions of a while loop, over an i64 count and i32 elements, and ops with
// no micro form or another count end a run; a lone op stays.
// CHECK-LABEL: func.func @while_regions
// CHECK:         scf.while
// CHECK:           emitasc.vf_group %arg0, %arg0, %arg1 : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i64 {
// CHECK:             %[[F:.*]] = arith.index_cast %arg1 : i64 to index
// CHECK:             emitasc.variable %arg1 : i64, memref<1xui32>
// CHECK:             ascendc.add_micro
// CHECK-NEXT:        ascendc.max_micro
// CHECK:           scf.condition
// CHECK:         } do {
// CHECK:           emitasc.vf_group
// CHECK:             ascendc.and_micro
// CHECK-NEXT:        ascendc.or_micro
// CHECK:           ascendc.adds_l2
// CHECK-NEXT:      ascendc.abs_l2 %arg0, %arg0, %arg2
// CHECK-NEXT:      scf.yield
func.func @while_regions(%a: !ascendc.local_tensor<*xi32>, %n: i64, %m: i64) {
  scf.while : () -> () {
    %t = arith.constant true
    ascendc.add_l2 %a, %a, %a, %n : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i64
    ascendc.max_l2 %a, %a, %a, %n : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i64
    scf.condition(%t)
  } do {
    ascendc.and_l2 %a, %a, %a, %n : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i64
    ascendc.or_l2 %a, %a, %a, %n : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i64
    ascendc.adds_l2 %a, %a, %n, %n : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i64, i64
    ascendc.abs_l2 %a, %a, %m : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i64
    scf.yield
  }
  return
}

// sqrt and the fused abs-sub/exp-sub ops have micro forms in the dialect, but the pass
// does not fuse them (as PyAsc's): each ends a run, and the ops between them stay alone.
// CHECK-LABEL: func.func @not_fused_ops
// CHECK-NEXT:    ascendc.sqrt_l2
// CHECK-NEXT:    ascendc.abs_l2
// CHECK-NEXT:    ascendc.fused_abs_sub_l2
// CHECK-NEXT:    ascendc.fused_exp_sub_l2
// CHECK-NEXT:    return
func.func @not_fused_ops(%a: !ascendc.local_tensor<1024xf16>, %b: !ascendc.local_tensor<1024xf16>, %n: i32) {
  ascendc.sqrt_l2 %b, %a, %n : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, i32
  ascendc.abs_l2 %b, %a, %n : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, i32
  ascendc.fused_abs_sub_l2 %a, %b, %a, %n : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, i32
  ascendc.fused_exp_sub_l2 %a, %b, %a, %n : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, i32
  return
}
