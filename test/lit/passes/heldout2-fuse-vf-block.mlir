// ascendc-fuse-vf-block: runs of integer ops (and_l2, not_l2 on i16: 2-byte elements, so
// the vector length in bytes is divided by 2; the count may be i64) fuse like the float
// ones, kernel-argument tensors written by the group are stored; a run in the
// before region of an scf.while fuses there.

// RUN: ascopt -ascendc-fuse-vf-block %s | FileCheck %s

// CHECK-LABEL: func.func @i16
// CHECK-NEXT:    emitasc.vf_group %arg0, %arg1, %arg0, %arg1, %arg2 :
// CHECK-NEXT:      %[[A:.*]] = ascendc.local_tensor.get_phy_addr_v2 %arg0 : !ascendc.local_tensor<128xi16>, memref<128xi16, 26>
// CHECK-NEXT:      %[[B:.*]] = ascendc.local_tensor.get_phy_addr_v2 %arg1 : !ascendc.local_tensor<128xi16>, memref<128xi16, 26>
// CHECK-NEXT:      emitasc.vec_scope {
// CHECK-NEXT:        %[[VL:.*]] = ascendc.get_vec_len : index
// CHECK-NEXT:        %c2 = arith.constant 2 : index
// CHECK-NEXT:        %[[PER:.*]] = arith.divsi %[[VL]], %c2 : index
// CHECK-NEXT:        %[[N:.*]] = arith.index_cast %arg2 : i64 to index
// CHECK:             scf.for
// CHECK:               ascendc.update_mask i16
// CHECK:               ascendc.data_copy_vld_micro
// CHECK:               ascendc.data_copy_vld_micro
// CHECK-NEXT:          ascendc.and_micro %[[R:[0-9]+]], {{.*}} : !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
// CHECK-NEXT:          ascendc.not_micro %[[S:[0-9]+]], %[[R]], {{.*}} : !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
// CHECK-NEXT:          emitasc.ptr_offset %[[A]]
// CHECK-NEXT:          ascendc.data_copy_vst_micro {{.*}}, %[[R]], {{.*}} : memref<128xi16, 26>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
// CHECK-NEXT:          emitasc.ptr_offset %[[B]]
// CHECK-NEXT:          ascendc.data_copy_vst_micro {{.*}}, %[[S]], {{.*}} : memref<128xi16, 26>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
// CHECK-NEXT:        } {asc.vec_scope_loop}
// CHECK:         } {operandSegmentSizes = array<i32: 2, 2, 1>}

// CHECK-LABEL: func.func @while
// CHECK-NEXT:    scf.while : () -> () {
// CHECK-NEXT:      emitasc.vf_group %arg0, %arg0, %arg1
// CHECK:             ascendc.exp_micro
// CHECK-NEXT:        ascendc.exp_micro
// CHECK:           scf.condition(%arg2)
// CHECK-NEXT:    } do {
// CHECK-NEXT:      scf.yield
func.func @i16(%a: !ascendc.local_tensor<128xi16>, %b: !ascendc.local_tensor<128xi16>, %c: i64) {
  ascendc.and_l2 %a, %a, %b, %c : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i64
  ascendc.not_l2 %b, %a, %c : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i64
  return
}
func.func @while(%a: !ascendc.local_tensor<*xf32>, %c: i32, %k: i1) {
  scf.while : () -> () {
    ascendc.exp_l2 %a, %a, %c : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.exp_l2 %a, %a, %c : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    scf.condition(%k)
  } do {
    scf.yield
  }
  return
}
