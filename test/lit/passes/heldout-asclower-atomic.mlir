// Held-out style cases for asclower-atomic beyond the visible file: Max on a 2-D f16 tile
// into a tensor made by asctile.tensor, Add on i32 (discardable attributes dropped), Min on
// bf16 inside a loop; each becomes set_atomic_<kind> {dtype}, a store and set_atomic_none.
// RUN: ascopt --asclower-atomic %s | FileCheck %s

// CHECK-LABEL: func.func @atomic_max_2d(%arg0: !asctile.tile<4x16xf16, UB>, %arg1: memref<*xf16, 22>, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: %0 = asctile.tensor %arg1() : memref<*xf16, 22>, !asctile.tensor<16x64xf16>
// CHECK-NEXT: ascendc.set_atomic_max {dtype = f16} :
// CHECK-NEXT: asctile.store %arg0, %0[%arg2, %arg3] : !asctile.tile<4x16xf16, UB>, !asctile.tensor<16x64xf16>
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @atomic_max_2d(%arg0: !asctile.tile<4x16xf16, UB>, %arg1: memref<*xf16, 22>, %arg2: i32, %arg3: i32) {
  %0 = asctile.tensor %arg1() : memref<*xf16, 22>, !asctile.tensor<16x64xf16>
  asctile.atomic_rmw<Max> %arg0, %0[%arg2, %arg3] : !asctile.tile<4x16xf16, UB>, !asctile.tensor<16x64xf16>
  return
}

// CHECK-LABEL: func.func @atomic_add_i32(%arg0: !asctile.tile<16xi32, UB>, %arg1: !asctile.tensor<?xi32>, %arg2: i32) {
// CHECK-NEXT: ascendc.set_atomic_add {dtype = i32} :
// CHECK-NEXT: asctile.store %arg0, %arg1[%arg2] : !asctile.tile<16xi32, UB>, !asctile.tensor<?xi32>
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @atomic_add_i32(%arg0: !asctile.tile<16xi32, UB>, %arg1: !asctile.tensor<?xi32>, %arg2: i32) {
  asctile.atomic_rmw<Add> %arg0, %arg1[%arg2] {keep} : !asctile.tile<16xi32, UB>, !asctile.tensor<?xi32>
  return
}

// CHECK-LABEL: func.func @atomic_min_loop(%arg0: !asctile.tile<16xbf16, UB>, %arg1: !asctile.tensor<64xbf16>, %arg2: i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: scf.for %arg3 = %c0_i32 to %arg2 step %c16_i32  : i32 {
// CHECK-NEXT: ascendc.set_atomic_min {dtype = bf16} :
// CHECK-NEXT: asctile.store %arg0, %arg1[%arg3] : !asctile.tile<16xbf16, UB>, !asctile.tensor<64xbf16>
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @atomic_min_loop(%arg0: !asctile.tile<16xbf16, UB>, %arg1: !asctile.tensor<64xbf16>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c16 = arith.constant 16 : i32
  scf.for %i = %c0 to %n step %c16 : i32 {
    asctile.atomic_rmw<Min> %arg0, %arg1[%i] : !asctile.tile<16xbf16, UB>, !asctile.tensor<64xbf16>
  }
  return
}

