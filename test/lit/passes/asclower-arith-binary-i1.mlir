// asclower-arith-binary on masks: andi/ori of two i1 tiles work on their packed bytes
// (ceil(N/8) i8, no recast: the converted element is already i8; a result used only by
// converted ops needs no cast back), with PyAsc's calCount 1
// for fill-asc-operands to correct; an xori of masks has no pattern and stays.

// RUN: ascopt --asclower-arith-binary %s | FileCheck %s

// CHECK-LABEL: func.func @mask_and_or
// CHECK:         %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<64xi1, UB> to !ascendc.local_tensor<8xi8>
// CHECK-NEXT:    %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xi1, UB> to !ascendc.local_tensor<8xi8>
// CHECK:         %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <8xi8>
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    ascendc.and_l2 %[[D]], %[[A]], %[[B]], %[[C1]] : !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>, i64
// CHECK:         %[[O:.*]] = ascendc.local_tensor_auto veccalc() : <8xi8>
// CHECK-NEXT:    %[[OT:.*]] = builtin.unrealized_conversion_cast %[[O]] : !ascendc.local_tensor<8xi8> to !asctile.tile<64xi1, UB>
// CHECK:         ascendc.or_l2 %[[O]], %[[D]], %[[A]], %{{.*}} : !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>, !ascendc.local_tensor<8xi8>, i64
// CHECK-NEXT:    arith.xori %[[OT]], %arg1 : !asctile.tile<64xi1, UB>
func.func @mask_and_or(%m1: !asctile.tile<64xi1, UB>, %m2: !asctile.tile<64xi1, UB>) -> (!asctile.tile<64xi1, UB>, !asctile.tile<64xi1, UB>) {
  %0 = arith.andi %m1, %m2 : !asctile.tile<64xi1, UB>
  %1 = arith.ori %0, %m1 : !asctile.tile<64xi1, UB>
  %2 = arith.xori %1, %m2 : !asctile.tile<64xi1, UB>
  return %1, %2 : !asctile.tile<64xi1, UB>, !asctile.tile<64xi1, UB>
}
