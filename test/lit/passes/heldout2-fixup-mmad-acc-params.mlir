// ascendc-fixup-mmad-acc-params: accumulating mmads of every kind (plain, with bias) in
// both branches of an scf.if share one flag per destination, created after the
// destination's definition; the cmatrixInitVal field is replaced in place whatever its
// position among the fields; mmads without the field are left alone.

// RUN: ascopt -ascendc-fixup-mmad-acc-params %s | FileCheck %s

// CHECK-LABEL: func.func @branches
// CHECK:         %0 = ascendc.local_tensor_auto co1() : <16x16xf32>
// CHECK-NEXT:    %[[V:.*]] = emitasc.variable true, memref<1xi1>
// CHECK-NEXT:    scf.if %arg2 {
// CHECK-NEXT:      %[[I1:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[L1:.*]] = memref.load %[[V]][%[[I1]]] : memref<1xi1>
// CHECK-NEXT:      %[[P1:.*]] = emitasc.init_struct !ascendc.mmad_params("m" = %c16_i32 : i32, "cmatrixInitVal" = %[[L1]] : i1, "n" = %c16_i32 : i32, "k" = %c16_i32 : i32)
// CHECK-NEXT:      ascendc.mmad %0, %arg0, %arg1, %[[P1]] :
// CHECK-NEXT:      %[[F1:.*]] = arith.constant false
// CHECK-NEXT:      memref.store %[[F1]], %[[V]][%[[I1]]] : memref<1xi1>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[I2:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[L2:.*]] = memref.load %[[V]][%[[I2]]] : memref<1xi1>
// CHECK-NEXT:      %[[P2:.*]] = emitasc.init_struct !ascendc.mmad_params("m" = %c16_i32 : i32, "n" = %c16_i32 : i32, "k" = %c16_i32 : i32, "cmatrixInitVal" = %[[L2]] : i1)
// CHECK-NEXT:      ascendc.mmad_with_bias %0, %arg0, %arg1, %arg3, %[[P2]] :
// CHECK-NEXT:      %[[F2:.*]] = arith.constant false
// CHECK-NEXT:      memref.store %[[F2]], %[[V]][%[[I2]]] : memref<1xi1>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[P3:.*]] = emitasc.init_struct !ascendc.mmad_params("m" = %c16_i32 : i32, "n" = %c16_i32 : i32, "k" = %c16_i32 : i32)
// CHECK-NEXT:    ascendc.mmad %0, %arg0, %arg1, %[[P3]] :
// CHECK-NEXT:    return
func.func @branches(%a: !ascendc.local_tensor<16x16xf16>, %b: !ascendc.local_tensor<16x16xf16>, %c: i1, %bias: !ascendc.local_tensor<16xf32>) {
  %c1_i32 = arith.constant 1 : i32
  %c16_i32 = arith.constant 16 : i32
  %0 = ascendc.local_tensor_auto co1() : <16x16xf32>
  scf.if %c {
    %p = emitasc.init_struct !ascendc.mmad_params("m" = %c16_i32 : i32, "cmatrixInitVal" = %c1_i32 : i32, "n" = %c16_i32 : i32, "k" = %c16_i32 : i32)
    ascendc.mmad %0, %a, %b, %p : !ascendc.local_tensor<16x16xf32>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.mmad_params
  } else {
    %p = emitasc.init_struct !ascendc.mmad_params("m" = %c16_i32 : i32, "n" = %c16_i32 : i32, "k" = %c16_i32 : i32, "cmatrixInitVal" = %c1_i32 : i32)
    ascendc.mmad_with_bias %0, %a, %b, %bias, %p : !ascendc.local_tensor<16x16xf32>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16xf32>, !ascendc.mmad_params
  }
  %p3 = emitasc.init_struct !ascendc.mmad_params("m" = %c16_i32 : i32, "n" = %c16_i32 : i32, "k" = %c16_i32 : i32)
  ascendc.mmad %0, %a, %b, %p3 : !ascendc.local_tensor<16x16xf32>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.mmad_params
  return
}
