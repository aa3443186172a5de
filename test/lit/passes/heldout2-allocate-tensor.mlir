// ascendc-allocate-tensor: one address counter per physical buffer, in program order
// (nested regions included): vecin/vecout/veccalc share the unified buffer (position
// veccalc), b1 shares L1 with a1 (position a1), a2, b2 and co1 have their own; each
// tensor starts at the previous end rounded up to 256 bytes; the tile size is the
// element count; input/output marks do not matter.

// RUN: ascopt -ascendc-allocate-tensor %s | FileCheck %s

// CHECK-LABEL: func.func @positions
// CHECK-NEXT:    %0 = ascendc.local_tensor_v3 veccalc, 0, 8 : !ascendc.local_tensor<8xf32>
// CHECK-NEXT:    %1 = ascendc.local_tensor_v3 veccalc, 256, 100 : !ascendc.local_tensor<100xf16>
// CHECK-NEXT:    %2 = ascendc.local_tensor_v3 veccalc, 512, 64 : !ascendc.local_tensor<64xi8>
// CHECK-NEXT:    %3 = ascendc.local_tensor_v3 a1, 0, 256 : !ascendc.local_tensor<16x16xf16>
// CHECK-NEXT:    %4 = ascendc.local_tensor_v3 a1, 512, 256 : !ascendc.local_tensor<16x16xf16>
// CHECK-NEXT:    %5 = ascendc.local_tensor_v3 a2, 0, 256 : !ascendc.local_tensor<16x16xf16>
// CHECK-NEXT:    %6 = ascendc.local_tensor_v3 b2, 0, 256 : !ascendc.local_tensor<16x16xf16>
// CHECK-NEXT:    %7 = ascendc.local_tensor_v3 co1, 0, 256 : !ascendc.local_tensor<16x16xf32>
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      %9 = ascendc.local_tensor_v3 veccalc, 768, 300 : !ascendc.local_tensor<300xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %8 = ascendc.local_tensor_v3 veccalc, 2048, 8 : !ascendc.local_tensor<8xi64>
// CHECK-NEXT:    return
func.func @positions(%c: i1) {
  %0 = ascendc.local_tensor_auto vecin() : <8xf32>
  %1 = ascendc.local_tensor_auto vecout() : <100xf16>
  %2 = ascendc.local_tensor_auto veccalc() : <64xi8>
  %3 = ascendc.local_tensor_auto a1() : <16x16xf16>
  %4 = ascendc.local_tensor_auto b1() : <16x16xf16>
  %5 = ascendc.local_tensor_auto a2() : <16x16xf16>
  %6 = ascendc.local_tensor_auto b2() : <16x16xf16>
  %7 = ascendc.local_tensor_auto co1() : <16x16xf32>
  scf.if %c {
    %8 = ascendc.local_tensor_auto veccalc() : <300xf32>
  }
  %9 = ascendc.local_tensor_auto veccalc() input : <8xi64>
  return
}

// CHECK-LABEL: func.func @per_function
// CHECK-NEXT:    %0 = ascendc.local_tensor_v3 veccalc, 0, 16 : !ascendc.local_tensor<16xf16>
func.func @per_function() {
  %0 = ascendc.local_tensor_auto veccalc() : <16xf16>
  return
}
