// ascendc-fixup-mmad-acc-params with a block-argument accumulator (the flag goes to the
// entry) and one parameter structure shared by two mmads (each gets its own copy).

// RUN: ascopt -ascendc-fixup-mmad-acc-params %s | FileCheck %s

// CHECK-LABEL: func.func @arg_dst
// CHECK-NEXT:    %[[FLAG:.*]] = emitasc.variable true, memref<1xi1>
// CHECK:         %[[V1:.*]] = memref.load %[[FLAG]][%[[I1:.*]]] : memref<1xi1>
// CHECK-NEXT:    %[[P1:.*]] = emitasc.init_struct !ascendc.mmad_params("m" = %arg3 : i32, "cmatrixInitVal" = %[[V1]] : i1)
// CHECK-NEXT:    ascendc.mmad %arg0, %arg1, %arg2, %[[P1]]
// CHECK-NEXT:    %[[F1:.*]] = arith.constant false
// CHECK-NEXT:    memref.store %[[F1]], %[[FLAG]][%[[I1]]] : memref<1xi1>
// CHECK:         %[[V2:.*]] = memref.load %[[FLAG]]
// CHECK-NEXT:    %[[P2:.*]] = emitasc.init_struct !ascendc.mmad_params("m" = %arg3 : i32, "cmatrixInitVal" = %[[V2]] : i1)
// CHECK-NEXT:    ascendc.mmad %arg0, %arg1, %arg2, %[[P2]]
// CHECK-NOT:     emitasc.variable

func.func @arg_dst(%c: !ascendc.local_tensor<16x16xf32>, %a: !ascendc.local_tensor<16x16xf16>, %b: !ascendc.local_tensor<16x16xf16>, %n: i32) {
  %true = arith.constant true
  %p = emitasc.init_struct !ascendc.mmad_params("m" = %n : i32, "cmatrixInitVal" = %true : i1)
  ascendc.mmad %c, %a, %b, %p : !ascendc.local_tensor<16x16xf32>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.mmad_params
  ascendc.mmad %c, %a, %b, %p : !ascendc.local_tensor<16x16xf32>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.mmad_params
  return
}
