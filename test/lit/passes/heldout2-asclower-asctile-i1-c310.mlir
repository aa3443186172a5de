// Held-out style cases for asclower-asctile-i1 on a c310 module: integer compares are not
// cast to floats there, so i8 compares are lowered (NE on 256 elements, 32 mask bytes)
// and i32 ones compare their sources directly (GT on 2x64). Sizes are whole 256-byte
// repeats.
// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s

// CHECK-LABEL: func.func @cmp_i8_c310(%arg0: !asctile.tile<256xi8, UB>, %arg1: !asctile.tile<256xi8, UB>) -> !asctile.tile<256xi1, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<256xi8, UB> to !ascendc.local_tensor<256xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<256xi8, UB> to !ascendc.local_tensor<256xi8>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <32xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<32xi8> to !ascendc.local_tensor<32xui8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<32xui8> to !ascendc.local_tensor<32xui8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<32xui8> to !asctile.tile<256xi1, UB>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %4, %1, %0, %c0_i64, %c0_i64, %6 {cmpMode = 5 : i64} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xi8>, !ascendc.local_tensor<256xi8>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %5 : !asctile.tile<256xi1, UB>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_i32_c310(%arg0: !asctile.tile<2x64xi32, UB>, %arg1: !asctile.tile<2x64xi32, UB>) -> !asctile.tile<2x64xi1, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<2x64xi32, UB> to !ascendc.local_tensor<2x64xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<2x64xi32, UB> to !ascendc.local_tensor<2x64xi32>
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <16xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16xi8> to !ascendc.local_tensor<16xui8>
// CHECK-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<16xui8> to !ascendc.local_tensor<16xui8>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<16xui8> to !asctile.tile<2x64xi1, UB>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.compare_l0 %4, %1, %0, %c0_i64, %c0_i64, %6 {cmpMode = 1 : i64} : !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<2x64xi32>, !ascendc.local_tensor<2x64xi32>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %5 : !asctile.tile<2x64xi1, UB>
// CHECK-NEXT: }

module attributes {asc.compilation_arch = "c310"} {
  func.func @cmp_i8_c310(%a: !asctile.tile<256xi8, UB>, %b: !asctile.tile<256xi8, UB>) -> !asctile.tile<256xi1, UB> {
    %0 = asctile.cmp NE %a, %b : !asctile.tile<256xi8, UB>
    return %0 : !asctile.tile<256xi1, UB>
  }
  func.func @cmp_i32_c310(%a: !asctile.tile<2x64xi32, UB>, %b: !asctile.tile<2x64xi32, UB>) -> !asctile.tile<2x64xi1, UB> {
    %0 = asctile.cmp GT %a, %b : !asctile.tile<2x64xi32, UB>
    return %0 : !asctile.tile<2x64xi1, UB>
  }
}
