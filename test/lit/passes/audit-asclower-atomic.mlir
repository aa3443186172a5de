// Audit of asclower-atomic (passes-asc2.md §2): Max on a 2-D i32 tile into a ?x16 tensor,
// Add with constant offsets, Min on f16 (dtype from the tile element).
// RUN: ascopt --asclower-atomic %s | FileCheck %s

// CHECK-LABEL: func.func @amax(%arg0: !asctile.tile<4x16xi32, UB>, %arg1: !asctile.tensor<?x16xi32>, %arg2: i32, %arg3: i32) {
// CHECK: ascendc.set_atomic_max {dtype = i32} :
// CHECK-NEXT: asctile.store %arg0, %arg1[%arg2, %arg3] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x16xi32>
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.set_atomic_add {dtype = i32} :
// CHECK-NEXT: asctile.store %arg0, %arg1[%c0_i32, %c0_i32] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x16xi32>
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @amax(%arg0: !asctile.tile<4x16xi32, UB>, %arg1: !asctile.tensor<?x16xi32>, %a: i32, %b: i32) {
  asctile.atomic_rmw <Max> %arg0, %arg1 [%a, %b] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x16xi32>
  %c = arith.constant 0 : i32
  asctile.atomic_rmw <Add> %arg0, %arg1 [%c, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x16xi32>
  return
}
// CHECK-LABEL: func.func @ahalf(%arg0: !asctile.tile<16xf16, UB>, %arg1: !asctile.tensor<64xf16>, %arg2: i32) {
// CHECK: ascendc.set_atomic_min {dtype = f16} :
// CHECK-NEXT: asctile.store %arg0, %arg1[%arg2] : !asctile.tile<16xf16, UB>, !asctile.tensor<64xf16>
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ahalf(%arg0: !asctile.tile<16xf16, UB>, %arg1: !asctile.tensor<64xf16>, %a: i32) {
  asctile.atomic_rmw <Min> %arg0, %arg1 [%a] : !asctile.tile<16xf16, UB>, !asctile.tensor<64xf16>
  return
}
