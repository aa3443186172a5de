// Held-out style cases for asclower-realize-conversion-cast: local->local casts of equal
// memory size become reinterpret_cast (2-D to 1-D, element size changes, dynamic to
// dynamic, i8 to ui8 through an i1 tile); unequal sizes, static to dynamic, global tensors
// and multi-operand casts stay; a three-cast chain back to the start type folds away;
// identity and unused casts vanish.
// RUN: ascopt -asclower-realize-conversion-cast %s | FileCheck %s

// CHECK-LABEL: func.func @dyn(%arg0: !ascendc.local_tensor<?xf32>, %arg1: !ascendc.local_tensor<16xf32>) -> (!ascendc.local_tensor<?xf16>, !ascendc.local_tensor<?xf32>, !ascendc.local_tensor<16xf32>) {
// CHECK-NEXT: %0 = ascendc.reinterpret_cast %arg0 : !ascendc.local_tensor<?xf32> to !ascendc.local_tensor<?xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<?xf32>
// CHECK-NEXT: return %0, %1, %arg1 : !ascendc.local_tensor<?xf16>, !ascendc.local_tensor<?xf32>, !ascendc.local_tensor<16xf32>
// CHECK-NEXT: }
func.func @dyn(%a: !ascendc.local_tensor<?xf32>, %b: !ascendc.local_tensor<16xf32>) -> (!ascendc.local_tensor<?xf16>, !ascendc.local_tensor<?xf32>, !ascendc.local_tensor<16xf32>) {
  %0 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<?xf32> to !ascendc.local_tensor<?xf16>
  %1 = builtin.unrealized_conversion_cast %b : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<?xf32>
  %2 = builtin.unrealized_conversion_cast %b : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<16xf32>
  return %0, %1, %2 : !ascendc.local_tensor<?xf16>, !ascendc.local_tensor<?xf32>, !ascendc.local_tensor<16xf32>
}

// CHECK-LABEL: func.func @multi(%arg0: !ascendc.local_tensor<16xf32>, %arg1: !ascendc.local_tensor<16xf32>) -> (!ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi8>) {
// CHECK-NEXT: %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi8>
// CHECK-NEXT: return %0#0, %0#1 : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi8>
// CHECK-NEXT: }
func.func @multi(%a: !ascendc.local_tensor<16xf32>, %b: !ascendc.local_tensor<16xf32>) -> (!ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi8>) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi8>
  return %0#0, %0#1 : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi8>
}

// CHECK-LABEL: func.func @global(%arg0: !ascendc.global_tensor<16xf32>) -> !ascendc.global_tensor<64xi8> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !ascendc.global_tensor<16xf32> to !ascendc.global_tensor<64xi8>
// CHECK-NEXT: return %0 : !ascendc.global_tensor<64xi8>
// CHECK-NEXT: }
func.func @global(%a: !ascendc.global_tensor<16xf32>) -> !ascendc.global_tensor<64xi8> {
  %0 = builtin.unrealized_conversion_cast %a : !ascendc.global_tensor<16xf32> to !ascendc.global_tensor<64xi8>
  return %0 : !ascendc.global_tensor<64xi8>
}

// CHECK-LABEL: func.func @chain3(%arg0: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
// CHECK-NEXT: return %arg0 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @chain3(%t: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
  %0 = builtin.unrealized_conversion_cast %t : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
  %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<64xi8>
  %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<64xi8> to !asctile.tile<16xf32, UB>
  return %2 : !asctile.tile<16xf32, UB>
}

// CHECK-LABEL: func.func @i1pack(%arg0: !ascendc.local_tensor<2xi8>) -> !ascendc.local_tensor<2xui8> {
// CHECK-NEXT: %0 = ascendc.reinterpret_cast %arg0 : !ascendc.local_tensor<2xi8> to !ascendc.local_tensor<2xui8>
// CHECK-NEXT: return %0 : !ascendc.local_tensor<2xui8>
// CHECK-NEXT: }
func.func @i1pack(%a: !ascendc.local_tensor<2xi8>) -> !ascendc.local_tensor<2xui8> {
  %0 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<2xi8> to !asctile.tile<16xi1, UB>
  %1 = builtin.unrealized_conversion_cast %0 : !asctile.tile<16xi1, UB> to !ascendc.local_tensor<2xui8>
  return %1 : !ascendc.local_tensor<2xui8>
}

// CHECK-LABEL: func.func @twod(%arg0: !ascendc.local_tensor<4x8xf16>) -> (!ascendc.local_tensor<32xf16>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<8xf32>) {
// CHECK-NEXT: %0 = ascendc.reinterpret_cast %arg0 : !ascendc.local_tensor<4x8xf16> to !ascendc.local_tensor<32xf16>
// CHECK-NEXT: %1 = ascendc.reinterpret_cast %arg0 : !ascendc.local_tensor<4x8xf16> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !ascendc.local_tensor<4x8xf16> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT: return %0, %1, %2 : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<8xf32>
// CHECK-NEXT: }
func.func @twod(%a: !ascendc.local_tensor<4x8xf16>) -> (!ascendc.local_tensor<32xf16>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<8xf32>) {
  %0 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<4x8xf16> to !ascendc.local_tensor<32xf16>
  %1 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<4x8xf16> to !ascendc.local_tensor<16xf32>
  %2 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<4x8xf16> to !ascendc.local_tensor<8xf32>
  return %0, %1, %2 : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<8xf32>
}

// CHECK-LABEL: func.func @unused(%arg0: !ascendc.local_tensor<16xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unused(%a: !ascendc.local_tensor<16xf32>) {
  %0 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<64xi8>
  return
}

