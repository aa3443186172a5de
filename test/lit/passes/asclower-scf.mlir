// asclower-scf: scf.while (both regions), scf.for with several iter_args (a tile and an
// asctile tensor, which becomes a global tensor) and scf ops without tiles untouched.

// RUN: ascopt -allow-unregistered-dialect -asclower-scf %s | FileCheck %s

// CHECK-LABEL: func.func @w
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tensor<?x16xf32> to !ascendc.global_tensor<?x16xf32>
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT:    %2:2 = scf.while (%arg3 = %1, %arg4 = %arg1) : (!ascendc.local_tensor<16xf32>, i32) -> (!ascendc.local_tensor<16xf32>, i32) {
// CHECK-NEXT:      %6 = arith.cmpi slt, %arg4, %arg1 : i32
// CHECK-NEXT:      scf.condition(%6) %arg3, %arg4 : !ascendc.local_tensor<16xf32>, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg3: !ascendc.local_tensor<16xf32>, %arg4: i32):
// CHECK-NEXT:      %6 = builtin.unrealized_conversion_cast %arg3 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT:      %7 = arith.addf %6, %6 : !asctile.tile<16xf32, UB>
// CHECK-NEXT:      %8 = builtin.unrealized_conversion_cast %7 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT:      scf.yield %8, %arg4 : !ascendc.local_tensor<16xf32>, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %3:2 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %2#0, %arg5 = %0) -> (!ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?x16xf32>) {
// CHECK-NEXT:      scf.yield %arg4, %arg5 : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?x16xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %4 = builtin.unrealized_conversion_cast %3#0 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// CHECK-NEXT:    %5 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %2#1) -> (i32) {
// CHECK-NEXT:      %6 = arith.cmpi slt, %arg4, %arg1 : i32
// CHECK-NEXT:      %7 = scf.if %6 -> (i32) {
// CHECK-NEXT:        scf.yield %arg4 : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %arg1 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %7 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %4 : !asctile.tile<16xf32, UB>
func.func @w(%a: !asctile.tile<16xf32, UB>, %n: i32, %g: !asctile.tensor<?x16xf32>) -> !asctile.tile<16xf32, UB> {
  %r:2 = scf.while (%x = %a, %i = %n) : (!asctile.tile<16xf32, UB>, i32) -> (!asctile.tile<16xf32, UB>, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %x, %i : !asctile.tile<16xf32, UB>, i32
  } do {
  ^bb0(%y: !asctile.tile<16xf32, UB>, %j: i32):
    %z = arith.addf %y, %y : !asctile.tile<16xf32, UB>
    scf.yield %z, %j : !asctile.tile<16xf32, UB>, i32
  }
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %f:2 = scf.for %iv = %lb to %ub step %st iter_args(%p = %r#0, %q = %g) -> (!asctile.tile<16xf32, UB>, !asctile.tensor<?x16xf32>) {
    scf.yield %p, %q : !asctile.tile<16xf32, UB>, !asctile.tensor<?x16xf32>
  }
  %m = scf.for %iv = %lb to %ub step %st iter_args(%p = %r#1) -> (i32) {
    %cond = arith.cmpi slt, %p, %n : i32
    %k = scf.if %cond -> (i32) {
      scf.yield %p : i32
    } else {
      scf.yield %n : i32
    }
    scf.yield %k : i32
  }
  return %f#0 : !asctile.tile<16xf32, UB>
}

// Two converted arguments of one block get their casts in reverse order (each goes to the
// start of the block), as MLIR's signature conversion places them; a memref in a local
// memory space becomes a local tensor.
// CHECK-LABEL: func.func @two
// CHECK:         scf.for %{{.*}} iter_args(%arg4 = %{{.*}}, %arg5 = %{{.*}}) -> (!ascendc.local_tensor<8xf16>, !ascendc.local_tensor<4xf32>) {
// CHECK-NEXT:      %[[M:.*]] = builtin.unrealized_conversion_cast %arg5 : !ascendc.local_tensor<4xf32> to memref<4xf32, 3>
// CHECK-NEXT:      %[[T:.*]] = builtin.unrealized_conversion_cast %arg4 : !ascendc.local_tensor<8xf16> to !asctile.tile<8xf16, UB>
// CHECK-NEXT:      "test.use"(%[[T]], %[[M]])
func.func @two(%t: !asctile.tile<8xf16, UB>, %m: memref<4xf32, 3>, %n: index) -> memref<4xf32, 3> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %m) -> (!asctile.tile<8xf16, UB>, memref<4xf32, 3>) {
    "test.use"(%a, %b) : (!asctile.tile<8xf16, UB>, memref<4xf32, 3>) -> ()
    scf.yield %a, %b : !asctile.tile<8xf16, UB>, memref<4xf32, 3>
  }
  return %r#1 : memref<4xf32, 3>
}
