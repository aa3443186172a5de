// Held-out style cases for asclower-scf, round 2: scf.if yielding UB tiles, scf.for
// carrying an i1 tile (packed local tensor of ceil(16/8) bytes) and a tensor (global
// tensor), and memrefs in memory space 26 (local tensor) and the default space (global
// tensor), each with casts in and out.
// RUN: ascopt --asclower-scf %s | FileCheck %s



// CHECK-LABEL: func.func @if_tile(%arg0: i1, %arg1: !asctile.tile<16xf32, UB>, %arg2: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (!ascendc.local_tensor<16xf32>) {
// CHECK-NEXT: scf.yield %1 : !ascendc.local_tensor<16xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : !ascendc.local_tensor<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: return %3 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @if_tile(%c: i1, %a: !asctile.tile<16xf32, UB>, %b: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
  %0 = scf.if %c -> (!asctile.tile<16xf32, UB>) {
    scf.yield %a : !asctile.tile<16xf32, UB>
  } else {
    scf.yield %b : !asctile.tile<16xf32, UB>
  }
  return %0 : !asctile.tile<16xf32, UB>
}

// CHECK-LABEL: func.func @for_mixed(%arg0: index, %arg1: index, %arg2: index, %arg3: !asctile.tile<4x4xi1, UB>, %arg4: !asctile.tensor<?xf16>) -> (!asctile.tile<4x4xi1, UB>, !asctile.tensor<?xf16>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : !asctile.tensor<?xf16> to !ascendc.global_tensor<?xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : !asctile.tile<4x4xi1, UB> to !ascendc.local_tensor<2xi8>
// CHECK-NEXT: %2:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %1, %arg7 = %0) -> (!ascendc.local_tensor<2xi8>, !ascendc.global_tensor<?xf16>) {
// CHECK-NEXT: scf.yield %arg6, %arg7 : !ascendc.local_tensor<2xi8>, !ascendc.global_tensor<?xf16>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2#1 : !ascendc.global_tensor<?xf16> to !asctile.tensor<?xf16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %2#0 : !ascendc.local_tensor<2xi8> to !asctile.tile<4x4xi1, UB>
// CHECK-NEXT: return %4, %3 : !asctile.tile<4x4xi1, UB>, !asctile.tensor<?xf16>
// CHECK-NEXT: }
func.func @for_mixed(%lb: index, %ub: index, %st: index, %a: !asctile.tile<4x4xi1, UB>, %t: !asctile.tensor<?xf16>) -> (!asctile.tile<4x4xi1, UB>, !asctile.tensor<?xf16>) {
  %0:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %t) -> (!asctile.tile<4x4xi1, UB>, !asctile.tensor<?xf16>) {
    scf.yield %x, %y : !asctile.tile<4x4xi1, UB>, !asctile.tensor<?xf16>
  }
  return %0#0, %0#1 : !asctile.tile<4x4xi1, UB>, !asctile.tensor<?xf16>
}

// CHECK-LABEL: func.func @for_memref(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<16xf32, 26>, %arg4: memref<16xf32>) -> (memref<16xf32, 26>, memref<16xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : memref<16xf32> to !ascendc.global_tensor<16xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : memref<16xf32, 26> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %2:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %1, %arg7 = %0) -> (!ascendc.local_tensor<16xf32>, !ascendc.global_tensor<16xf32>) {
// CHECK-NEXT: scf.yield %arg6, %arg7 : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2#1 : !ascendc.global_tensor<16xf32> to memref<16xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %2#0 : !ascendc.local_tensor<16xf32> to memref<16xf32, 26>
// CHECK-NEXT: return %4, %3 : memref<16xf32, 26>, memref<16xf32>
// CHECK-NEXT: }
func.func @for_memref(%lb: index, %ub: index, %st: index, %m: memref<16xf32, 26>, %g: memref<16xf32>) -> (memref<16xf32, 26>, memref<16xf32>) {
  %0:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %m, %y = %g) -> (memref<16xf32, 26>, memref<16xf32>) {
    scf.yield %x, %y : memref<16xf32, 26>, memref<16xf32>
  }
  return %0#0, %0#1 : memref<16xf32, 26>, memref<16xf32>
}

