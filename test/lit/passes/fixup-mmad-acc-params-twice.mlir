// ascendc-fixup-mmad-acc-params leaves alone an mmad whose cmatrixInitVal it set already
// (a load of an emitasc.variable): a second run on lowered IR, whose accumulator was
// allocated once before the loop over output tiles, put a new flag after that allocation,
// true only for the kernel's first mmad, and every later tile accumulated onto the
// previous one's result (the tile matmul kernels under this pass after pyasc-pipeline).

// RUN: ascopt -ascendc-fixup-mmad-acc-params %s | FileCheck %s
// RUN: ascopt -ascendc-fixup-mmad-acc-params -ascendc-fixup-mmad-acc-params %s | FileCheck %s

// CHECK-LABEL: func.func @tiles
// CHECK-NOT:     emitasc.variable
// CHECK:         scf.for
// CHECK-NEXT:      %[[V:.*]] = emitasc.variable true, memref<1xi1>
// CHECK-NEXT:      scf.for
// CHECK-NOT:         emitasc.variable
// CHECK:             %[[L:.*]] = memref.load %[[V]]
// CHECK-NEXT:        %[[P:.*]] = emitasc.init_struct !ascendc.mmad_params({{.*}}"cmatrixInitVal" = %[[L]] : i1
// CHECK-NEXT:        ascendc.mmad %{{.*}}, %{{.*}}, %{{.*}}, %[[P]] :
func.func @tiles(%a: !ascendc.local_tensor<16x16xf16>, %b: !ascendc.local_tensor<16x16xf16>, %acc: !ascendc.local_tensor<16x16xf32>, %tiles: index, %ks: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16_i32 = arith.constant 16 : i32
  scf.for %t = %c0 to %tiles step %c1 {
    %v = emitasc.variable true, memref<1xi1>
    scf.for %k = %c0 to %ks step %c1 {
      %i = arith.constant 0 : index
      %l = memref.load %v[%i] : memref<1xi1>
      %p = emitasc.init_struct !ascendc.mmad_params("m" = %c16_i32 : i32, "n" = %c16_i32 : i32, "k" = %c16_i32 : i32, "cmatrixInitVal" = %l : i1)
      ascendc.mmad %acc, %a, %b, %p : !ascendc.local_tensor<16x16xf32>, !ascendc.local_tensor<16x16xf16>, !ascendc.local_tensor<16x16xf16>, !ascendc.mmad_params
      %f = arith.constant false
      memref.store %f, %v[%i] : memref<1xi1>
    }
  }
  return
}
