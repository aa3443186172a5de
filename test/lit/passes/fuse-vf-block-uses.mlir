// ascendc-fuse-vf-block decides which tensors a vector function stores from every later
// use, wherever it sits: in a nested region after the group, or earlier in an enclosing
// loop body (which runs again after the group). A tensor without such a use is not
// stored, and what only it needed is not computed.

// RUN: ascopt -ascendc-fuse-vf-block %s | FileCheck %s

// %t (read by the copy at the top of the loop body, run again on the next turn) is
// stored; %u, only read inside the group, is not.
// CHECK-LABEL: func.func @use_earlier_in_loop
// CHECK:         scf.for
// CHECK-NEXT:      ascendc.data_copy_l2 %arg0, %0, %arg1
// CHECK-NEXT:      emitasc.vf_group %0, %2, %arg1
// CHECK:             ascendc.data_copy_vld_micro
// CHECK-NEXT:        ascendc.exp_micro
// CHECK-NEXT:        ascendc.abs_micro %[[R:.*]], %{{.*}}, %{{.*}} :
// CHECK-NEXT:        emitasc.ptr_offset
// CHECK-NEXT:        ascendc.data_copy_vst_micro %{{.*}}, %[[R]], %{{.*}} :
// CHECK-NEXT:      } {asc.vec_scope_loop}
// CHECK:         } {operandSegmentSizes = array<i32: 1, 1, 1>}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @use_earlier_in_loop(%g: !ascendc.global_tensor<?xf32>, %n: i32, %lb: index) {
  %t = ascendc.local_tensor_auto veccalc() : <256xf32>
  %u = ascendc.local_tensor_auto veccalc() : <256xf32>
  %w = ascendc.local_tensor_auto veccalc() : <256xf32>
  scf.for %i = %lb to %lb step %lb {
    ascendc.data_copy_l2 %g, %t, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.exp_l2 %u, %w, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.abs_l2 %t, %u, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  }
  return
}

// %u is read in an scf.if after the group: stored. %t has no later use: abs is not
// computed and %t not stored.
// CHECK-LABEL: func.func @use_in_later_region
// CHECK:         emitasc.vf_group %1, %2, %arg1
// CHECK:             ascendc.data_copy_vld_micro
// CHECK-NEXT:        ascendc.exp_micro %[[E:.*]], %{{.*}}, %{{.*}} :
// CHECK-NEXT:        emitasc.ptr_offset
// CHECK-NEXT:        ascendc.data_copy_vst_micro %{{.*}}, %[[E]], %{{.*}} :
// CHECK-NEXT:      } {asc.vec_scope_loop}
// CHECK:         scf.if %arg2 {
// CHECK-NEXT:      ascendc.data_copy_l2 %arg0, %1, %arg1
func.func @use_in_later_region(%g: !ascendc.global_tensor<?xf32>, %n: i32, %c: i1) {
  %t = ascendc.local_tensor_auto veccalc() : <256xf32>
  %u = ascendc.local_tensor_auto veccalc() : <256xf32>
  %w = ascendc.local_tensor_auto veccalc() : <256xf32>
  ascendc.exp_l2 %u, %w, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.abs_l2 %t, %u, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  scf.if %c {
    ascendc.data_copy_l2 %g, %u, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
  }
  return
}
