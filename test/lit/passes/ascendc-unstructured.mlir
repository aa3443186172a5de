// The ascendc passes on function bodies of several blocks (cf branches). Their analyses
// follow scf regions; a tensor also used in another block of the body is taken as live
// there: reuse-ub-allocation gives it its own memory, fuse-vf-block stores it after the
// vector function. hoist-ub-allocation moves a placeholder out of a loop of a later
// block to the end of the entry block, which dominates the body. What a pass cannot
// order or place across blocks is an error at the op: insert-sync needs structured
// control flow, materialize-tensor cannot free a queue tensor used in another block.

// RUN: ascopt -ascendc-reuse-ub-allocation %s | FileCheck %s --check-prefix=REUSE
// RUN: ascopt -ascendc-fuse-vf-block %s | FileCheck %s --check-prefix=VF
// RUN: ascopt -ascendc-hoist-ub-allocation %s | FileCheck %s --check-prefix=HOIST
// RUN: not ascopt -ascendc-insert-sync %s 2>&1 | FileCheck %s --check-prefix=SYNC
// RUN: not ascopt -ascendc-materialize-tensor %s 2>&1 | FileCheck %s --check-prefix=MAT

// SYNC: :[[@LINE+12]]:3: error: 'ascendc.data_copy_l2' op ascendc-insert-sync needs structured control flow: the function body has 2 blocks
// REUSE-LABEL: func.func @live_in_successor
// REUSE-NOT:     reinterpret_cast
// REUSE:         return
func.func @live_in_successor(%g: !ascendc.global_tensor<?xf32>) {
  %c8_i64 = arith.constant 8 : i64
  %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
  ascendc.data_copy_l2 %0, %g, %c8_i64 : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
  ascendc.data_copy_l2 %1, %g, %c8_i64 : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  cf.br ^bb1
^bb1:
  ascendc.data_copy_l2 %g, %0, %c8_i64 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i64
  return
}

// VF-LABEL: func.func @stored_for_successor
// VF:         emitasc.vf_group
// VF:           ascendc.exp_micro
// VF-NEXT:      ascendc.abs_micro
// VF-NEXT:      emitasc.ptr_offset
// VF-NEXT:      ascendc.data_copy_vst_micro
// VF:         cf.br ^bb1
func.func @stored_for_successor(%n: i32, %a: !ascendc.local_tensor<64xf32>, %g: !ascendc.global_tensor<*xf32>) {
  %t = ascendc.local_tensor_auto veccalc() : <64xf32>
  ascendc.exp_l2 %t, %a, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.abs_l2 %t, %t, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  cf.br ^bb1
^bb1:
  ascendc.data_copy_l2 %g, %t, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}

// HOIST-LABEL: func.func @loop_in_later_block
// HOIST:         %[[T:.*]] = ascendc.local_tensor_auto veccalc() : <64xf32>
// HOIST-NEXT:    cf.cond_br
// HOIST:       ^bb1:
// HOIST-NEXT:    scf.for
// HOIST-NEXT:      ascendc.exp_l2 %[[T]], %[[T]]
func.func @loop_in_later_block(%c: i1, %n: i32, %lb: index, %ub: index, %st: index) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  scf.for %i = %lb to %ub step %st {
    %t = ascendc.local_tensor_auto veccalc() : <64xf32>
    ascendc.exp_l2 %t, %t, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  cf.br ^bb2
^bb2:
  return
}

// MAT: error: 'ascendc.local_tensor_auto' op cannot place the free_tensor of a queue tensor used in another block
// MAT: note: used here
func.func @queue_tensor_in_two_blocks(%c: i1, %g: !ascendc.global_tensor<?xf32>) {
  %c8_i64 = arith.constant 8 : i64
  %0 = ascendc.local_tensor_auto vecin() input : <8xf32>
  ascendc.data_copy_l2 %0, %g, %c8_i64 : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ascendc.data_copy_l2 %g, %0, %c8_i64 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i64
  return
^bb2:
  return
}
