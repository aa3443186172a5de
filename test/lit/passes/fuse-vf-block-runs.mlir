// ascendc-fuse-vf-block splits runs where the element type or the count changes: each
// part of at least two ops is a vector function of its own. Counts are equal when they
// are one value or integer constants of one type and value (the group takes the first).
// A run inside each region of a while loop is fused there; an L2 op with a scalar
// operand (adds, muls) has no micro op here and stays.

// RUN: ascopt -ascendc-fuse-vf-block %s | FileCheck %s

// CHECK-LABEL: func.func @two_groups_by_type
// CHECK:         emitasc.vf_group %arg0, %arg0, %arg2 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
// CHECK:           ascendc.add_micro {{.*}} : !ascendc.reg_tensor<f32>
// CHECK-NEXT:      ascendc.mul_micro {{.*}} : !ascendc.reg_tensor<f32>
// CHECK:         emitasc.vf_group %arg1, %arg1, %arg2 : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
// CHECK:           ascendc.add_micro {{.*}} : !ascendc.reg_tensor<f16>
// CHECK-NEXT:      ascendc.mul_micro {{.*}} : !ascendc.reg_tensor<f16>
// CHECK-NOT:     _l2
// CHECK:         return
func.func @two_groups_by_type(%a: !ascendc.local_tensor<*xf32>, %h: !ascendc.local_tensor<*xf16>, %n: i32) {
  ascendc.add_l2 %a, %a, %a, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.mul_l2 %a, %a, %a, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.add_l2 %h, %h, %h, %n : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.mul_l2 %h, %h, %h, %n : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  return
}

// CHECK-LABEL: func.func @two_groups_by_count
// CHECK:         emitasc.vf_group %arg0, %arg0, %arg1 :
// CHECK:         emitasc.vf_group %arg0, %arg0, %arg2 :
// CHECK-NOT:     emitasc.vf_group
// CHECK:         return
func.func @two_groups_by_count(%a: !ascendc.local_tensor<*xf32>, %n: i32, %m: i32) {
  ascendc.add_l2 %a, %a, %a, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.mul_l2 %a, %a, %a, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.add_l2 %a, %a, %a, %m : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.mul_l2 %a, %a, %a, %m : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  return
}

// CHECK-LABEL: func.func @equal_constant_counts
// CHECK:         %[[C:.*]] = arith.constant 256 : i32
// CHECK-NEXT:    arith.constant 256 : i32
// CHECK-NEXT:    emitasc.vf_group %arg0, %arg0, %[[C]] :
// CHECK:           ascendc.add_micro
// CHECK-NEXT:      ascendc.mul_micro
// CHECK-NOT:     _l2
// CHECK:         return
func.func @equal_constant_counts(%a: !ascendc.local_tensor<*xf32>) {
  %c1 = arith.constant 256 : i32
  %c2 = arith.constant 256 : i32
  ascendc.add_l2 %a, %a, %a, %c1 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.mul_l2 %a, %a, %a, %c2 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  return
}

// CHECK-LABEL: func.func @while_loop
// CHECK:         scf.while
// CHECK-NEXT:      emitasc.vf_group
// CHECK:             ascendc.add_micro
// CHECK-NEXT:        ascendc.exp_micro
// CHECK:           scf.condition
// CHECK-NEXT:    } do {
// CHECK-NEXT:      emitasc.vf_group
// CHECK:             ascendc.abs_micro
// CHECK-NEXT:        ascendc.relu_micro
// CHECK:           scf.yield
func.func @while_loop(%n: i32, %a: !ascendc.local_tensor<64xf32>, %c: i1) {
  scf.while : () -> () {
    ascendc.add_l2 %a, %a, %a, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.exp_l2 %a, %a, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    scf.condition(%c)
  } do {
    ascendc.abs_l2 %a, %a, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    ascendc.relu_l2 %a, %a, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @scalar_operand_ops
// CHECK-NOT:     emitasc.vf_group
// CHECK:         ascendc.adds_l2
// CHECK-NEXT:    ascendc.muls_l2
func.func @scalar_operand_ops(%n: i32, %a: !ascendc.local_tensor<64xf32>, %s: f32) {
  ascendc.adds_l2 %a, %a, %s, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.muls_l2 %a, %a, %s, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i32
  return
}
