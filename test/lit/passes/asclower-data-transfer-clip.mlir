// asclower-asctile-data-transfer in a module that names its architecture (as pyasc-pipeline
// makes it): UB loads and stores clip at the tensor edge (docs/pyasc.md §5). A load copies
// the rows that exist, keeps them at the tile row length in UB (gap in 32-byte blocks) and
// fills with the pad value what DataCopyPad leaves (the columns past the 32-byte block after
// the copied ones, then the missing rows); a store writes the rows and columns that exist at
// the tensor row stride.

// RUN: ascopt -asclower-asctile-data-transfer=departures=true -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @load_clip_1d
// CHECK:       %[[M:.*]] = arith.minsi %{{.*}}, %c256_i32 : i32
// CHECK:       ascendc.data_copy_pad_l0_ext %[[D:.*]], %{{.*}}, %{{.*}}, %{{.*}} :
// CHECK-NEXT:  %[[A:.*]] = arith.addi %[[M]], %c7_i32 : i32
// CHECK-NEXT:  %[[B:.*]] = arith.divsi %[[A]], %c8_i32 : i32
// CHECK-NEXT:  %[[C:.*]] = arith.muli %[[B]], %c8_i32 : i32
// CHECK-NEXT:  %[[P:.*]] = arith.cmpi slt, %[[C]], %c256_i32 : i32
// CHECK-NEXT:  scf.if %[[P]] {
// CHECK-NEXT:    %[[N:.*]] = arith.subi %c256_i32, %[[C]] : i32
// CHECK-NEXT:    %[[S:.*]] = ascendc.local_tensor.subindex %[[D]][%[[C]]] : !ascendc.local_tensor<256xf32>, i32, !ascendc.local_tensor<256xf32>
// CHECK-NEXT:    ascendc.duplicate_l2 %[[S]], %cst, %[[N]] : !ascendc.local_tensor<256xf32>, f32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return

// CHECK-LABEL: func.func @load_clip_2d
// CHECK:       %[[M:.*]] = arith.minsi %{{.*}}, %c64_i32 : i32
// CHECK-NEXT:  %[[BL:.*]] = arith.muli %[[M]], %c4_i32 : i32
// CHECK:       %[[R:.*]] = arith.minsi %{{.*}}, %c8_i32 : i32
// CHECK-NEXT:  %[[T:.*]] = arith.addi %[[BL]], %c31_i32 : i32
// CHECK-NEXT:  %[[U:.*]] = arith.divsi %[[T]], %c32_i32 : i32
// CHECK-NEXT:  %[[G:.*]] = arith.subi %c8_i32, %[[U]] : i32
// CHECK-NEXT:  %{{.*}} = ascendc.construct !ascendc.data_copy_ext_params(%[[R]], %[[BL]], %{{.*}}, %[[G]], %c0_i32)
// CHECK:       ascendc.data_copy_pad_l0_ext %[[D:.*]], %{{.*}}, %{{.*}}, %{{.*}} :
// CHECK:       scf.if
// CHECK:         scf.for %[[I:.*]] = %c0_i32 to %[[R]] step %c1_i32  : i32 {
// CHECK:           ascendc.duplicate_l2
// CHECK:         } {asctile.parallel}
// CHECK:       %[[Q:.*]] = arith.cmpi slt, %[[R]], %c8_i32 : i32
// CHECK-NEXT:  scf.if %[[Q]] {
// CHECK-NEXT:    %[[O:.*]] = arith.muli %[[R]], %c64_i32 : i32
// CHECK-NEXT:    %[[N:.*]] = arith.subi %c512_i32, %[[O]] : i32
// CHECK-NEXT:    %[[S:.*]] = ascendc.local_tensor.subindex %[[D]][%[[O]]]
// CHECK-NEXT:    ascendc.duplicate_l2 %[[S]], %cst, %[[N]]

// CHECK-LABEL: func.func @store_clip_2d
// CHECK:       %[[M:.*]] = arith.minsi %{{.*}}, %c64_i32 : i32
// CHECK-NEXT:  %[[W:.*]] = arith.subi %arg3, %[[M]] : i32
// CHECK-NEXT:  %[[DS:.*]] = arith.muli %[[W]], %c2_i32 : i32
// CHECK-NEXT:  %[[BL:.*]] = arith.muli %[[M]], %c2_i32 : i32
// CHECK:       %[[R:.*]] = arith.minsi %{{.*}}, %c8_i32 : i32
// CHECK-NEXT:  %[[T:.*]] = arith.addi %[[BL]], %c31_i32 : i32
// CHECK-NEXT:  %[[U:.*]] = arith.divsi %[[T]], %c32_i32 : i32
// CHECK-NEXT:  %[[G:.*]] = arith.subi %c4_i32, %[[U]] : i32
// CHECK-NEXT:  %{{.*}} = ascendc.construct !ascendc.data_copy_ext_params(%[[R]], %[[BL]], %[[G]], %[[DS]], %c0_i32)

module attributes {asc.compilation_arch = "c310"} {
  func.func @load_clip_1d(%arg0: memref<*xf32, 22>, %n: i32, %off: i32) -> !asctile.tile<256xf32, UB> {
    %0 = asctile.tensor %arg0(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %cst = arith.constant 0xFF800000 : f32
    %1 = asctile.load %0[%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
    return %1 : !asctile.tile<256xf32, UB>
  }
  func.func @load_clip_2d(%arg0: memref<*xf32, 22>, %r: i32, %c: i32, %o0: i32, %o1: i32) -> !asctile.tile<8x64xf32, UB> {
    %0 = asctile.tensor %arg0(%r, %c) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %cst = arith.constant 0.0 : f32
    %1 = asctile.load %0[%o0, %o1], %cst : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
    return %1 : !asctile.tile<8x64xf32, UB>
  }
  func.func @store_clip_2d(%arg0: memref<*xf16, 22>, %v: !asctile.tile<8x64xf16, UB>, %r: i32, %c: i32, %o0: i32, %o1: i32) {
    %0 = asctile.tensor %arg0(%r, %c) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    asctile.store %v, %0[%o0, %o1] : !asctile.tile<8x64xf16, UB>, !asctile.tensor<?x?xf16>
    return
  }
}
