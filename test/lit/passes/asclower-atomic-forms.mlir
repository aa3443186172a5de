// asclower-atomic: Max on a 2-D f16 tile and Add on an i32 tile: set the atomic mode with
// the element type, store, reset.

// RUN: ascopt --asclower-atomic %s | FileCheck %s

// CHECK-LABEL: func.func @lower_atomic_max_2d(%arg0: memref<*xf16, 22>, %arg1: !asctile.tile<8x16xf16, UB>, %arg2: i32, %arg3: i32) {
// CHECK:      %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<32x32xf16>
// CHECK-NEXT: ascendc.set_atomic_max {dtype = f16} :
// CHECK-NEXT: asctile.store %arg1, %0[%arg2, %arg3] : !asctile.tile<8x16xf16, UB>, !asctile.tensor<32x32xf16>
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: return
func.func @lower_atomic_max_2d(%arg0: memref<*xf16, 22>, %v: !asctile.tile<8x16xf16, UB>, %i: i32, %j: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<32x32xf16>
  asctile.atomic_rmw<Max> %v, %0[%i, %j] : !asctile.tile<8x16xf16, UB>, !asctile.tensor<32x32xf16>
  return
}

// CHECK-LABEL: func.func @lower_atomic_add_i32(%arg0: memref<*xi32, 22>, %arg1: i32, %arg2: !asctile.tile<64xi32, UB>, %arg3: i32) {
// CHECK:      %0 = asctile.tensor %arg0(%arg1) : memref<*xi32, 22>, !asctile.tensor<?xi32>
// CHECK-NEXT: ascendc.set_atomic_add {dtype = i32} :
// CHECK-NEXT: asctile.store %arg2, %0[%arg3] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: return
func.func @lower_atomic_add_i32(%arg0: memref<*xi32, 22>, %n: i32, %v: !asctile.tile<64xi32, UB>, %i: i32) {
  %0 = asctile.tensor %arg0(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
  asctile.atomic_rmw<Add> %v, %0[%i] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
  return
}

