// ascendc-fuse-vf-block: f16 chunks are vector length / 2 elements; an index count needs
// no cast; mul_add_dst reads its destination in place; tensors stored back are those
// written and observable afterwards (here function arguments); an op without a
// micro-API form (adds) ends the run, and a single op stays as it is.

// RUN: ascopt -ascendc-fuse-vf-block %s | FileCheck %s

// CHECK-LABEL: func.func @f16
// CHECK:         emitasc.vf_group %arg0, %arg1, %arg0, %arg1, %arg2 : {{.*}}, index {
// CHECK-NEXT:      %[[A1:.*]] = ascendc.local_tensor.get_phy_addr_v2 %arg1 : !ascendc.local_tensor<128xf16>, memref<128xf16, 26>
// CHECK-NEXT:      %[[A0:.*]] = ascendc.local_tensor.get_phy_addr_v2 %arg0 : !ascendc.local_tensor<128xf16>, memref<128xf16, 26>
// CHECK-NEXT:      emitasc.vec_scope {
// CHECK-NEXT:        %[[VL:.*]] = ascendc.get_vec_len : index
// CHECK-NEXT:        %c2 = arith.constant 2 : index
// CHECK-NEXT:        %[[PER:.*]] = arith.divsi %[[VL]], %c2 : index
// CHECK-NEXT:        %[[N:.*]] = arith.ceildivsi %arg2, %[[PER]] : index
// CHECK:             %[[CNT:.*]] = emitasc.variable %arg2 : index, memref<1xui32>
// CHECK:             scf.for %[[IV:.*]] = %c0 to %[[N]] step %c1 {
// CHECK-NEXT:          %[[OFF:.*]] = arith.muli %[[IV]], %[[PER]] : index
// CHECK-NEXT:          %[[MASK:.*]] = ascendc.update_mask f16, %[[CNT]] : memref<1xui32>
// CHECK-NEXT:          %[[P1:.*]] = emitasc.ptr_offset %[[A1]][%[[OFF]]]
// CHECK-NEXT:          ascendc.data_copy_vld_micro %[[R1:.*]], %[[P1]]
// CHECK-NEXT:          %[[P0:.*]] = emitasc.ptr_offset %[[A0]][%[[OFF]]]
// CHECK-NEXT:          ascendc.data_copy_vld_micro %[[R0:.*]], %[[P0]]
// CHECK-NEXT:          ascendc.mul_add_dst_micro %[[R0]], %[[R1]], %[[R1]], %[[MASK]]
// CHECK-NEXT:          ascendc.relu_micro %[[R2:.*]], %[[R0]], %[[MASK]]
// CHECK-NEXT:          %[[S0:.*]] = emitasc.ptr_offset %[[A0]][%[[OFF]]]
// CHECK-NEXT:          ascendc.data_copy_vst_micro %[[S0]], %[[R0]], %[[MASK]]
// CHECK-NEXT:          %[[S1:.*]] = emitasc.ptr_offset %[[A1]][%[[OFF]]]
// CHECK-NEXT:          ascendc.data_copy_vst_micro %[[S1]], %[[R2]], %[[MASK]]
// CHECK-NEXT:        } {asc.vec_scope_loop}
// CHECK:         } {operandSegmentSizes = array<i32: 2, 2, 1>}
// CHECK-NEXT:    ascendc.adds_l2 %arg1, %arg0, %arg2, %arg2
// CHECK-NEXT:    ascendc.exp_l2 %arg1, %arg1, %arg2
// CHECK-NEXT:    return

func.func @f16(%a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %n: index) {
  ascendc.mul_add_dst_l2 %a, %b, %b, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, index
  ascendc.relu_l2 %b, %a, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, index
  ascendc.adds_l2 %b, %a, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, index, index
  ascendc.exp_l2 %b, %b, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, index
  return
}
