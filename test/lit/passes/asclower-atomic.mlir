// asclower-atomic: each kind sets its atomic mode around a plain store of the same operands.

// RUN: ascopt -asclower-atomic %s | FileCheck %s

// CHECK-LABEL: func.func @kinds
// CHECK-NEXT:    ascendc.set_atomic_max {dtype = f16} :
// CHECK-NEXT:    asctile.store %arg0, %arg1[%arg2, %arg3] : !asctile.tile<4x16xf16, UB>, !asctile.tensor<?x64xf16>
// CHECK-NEXT:    ascendc.set_atomic_none :
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    ascendc.set_atomic_add {dtype = f16} :
// CHECK-NEXT:    asctile.store %arg0, %arg1[%c0_i32, %arg3] : !asctile.tile<4x16xf16, UB>, !asctile.tensor<?x64xf16>
// CHECK-NEXT:    ascendc.set_atomic_none :
// CHECK-NEXT:    ascendc.set_atomic_min {dtype = i32} :
// CHECK-NEXT:    asctile.store %arg4, %arg5[%arg2] : !asctile.tile<8xi32, UB>, !asctile.tensor<8xi32>
// CHECK-NEXT:    ascendc.set_atomic_none :
// CHECK-NEXT:    return
func.func @kinds(%v: !asctile.tile<4x16xf16, UB>, %g: !asctile.tensor<?x64xf16>, %i: i32, %j: i32, %w: !asctile.tile<8xi32, UB>, %h: !asctile.tensor<8xi32>) {
  asctile.atomic_rmw <Max> %v, %g [%i, %j] : !asctile.tile<4x16xf16, UB>, !asctile.tensor<?x64xf16>
  %c0 = arith.constant 0 : i32
  asctile.atomic_rmw <Add> %v, %g [%c0, %j] : !asctile.tile<4x16xf16, UB>, !asctile.tensor<?x64xf16>
  asctile.atomic_rmw <Min> %w, %h [%i] : !asctile.tile<8xi32, UB>, !asctile.tensor<8xi32>
  return
}
