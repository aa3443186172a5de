// ascendc-hoist-ub-allocation on the shapes its visible test does not show: a placeholder
// in an scf.if inside a loop, in both regions of an scf.while, one with dynamic dimensions
// computed before the loop (hoisted) or from the induction variable (stays), one in an
// scf.if outside any loop (stays); with exclude-in-out the input stays in the loop.

// RUN: ascopt -ascendc-hoist-ub-allocation %s | FileCheck %s
// RUN: ascopt -ascendc-hoist-ub-allocation=exclude-in-out %s | FileCheck %s --check-prefix=EXCL

// CHECK-LABEL: func.func @cases
// CHECK-NEXT:    %[[IN:.*]] = ascendc.local_tensor_auto vecin() input : <64xf32>
// CHECK-NEXT:    %[[T:.*]] = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT:    %[[D:.*]] = ascendc.local_tensor_auto veccalc(%arg3) : <?xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        ascendc.add_l2 %[[T]], %[[IN]], %[[T]]
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[K:.*]] = arith.extsi
// CHECK-NEXT:      %[[V:.*]] = ascendc.local_tensor_auto veccalc(%[[K]]) : <?xf32>
// CHECK-NEXT:      ascendc.add_l2 %[[V]], %[[D]], %[[D]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[W1:.*]] = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT:    %[[W2:.*]] = ascendc.local_tensor_auto veccalc() : <64xf32>
// CHECK-NEXT:    scf.while
// CHECK-NEXT:      ascendc.add_l2 %[[W1]], %[[W1]], %[[W1]]
// CHECK:         } do {
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      ascendc.add_l2 %[[W2]], %[[W2]], %[[W2]]
// CHECK:         scf.if
// CHECK-NEXT:      ascendc.local_tensor_auto veccalc() : <64xf32>
// EXCL-LABEL:  func.func @cases
// EXCL-NEXT:     ascendc.local_tensor_auto veccalc() : <64xf32>
// EXCL-NEXT:     ascendc.local_tensor_auto veccalc(%arg3) : <?xf32>
// EXCL-NEXT:     scf.for
// EXCL-NEXT:       ascendc.local_tensor_auto vecin() input : <64xf32>
func.func @cases(%arg0 : i32, %arg1: i32, %c: i1, %m: i64) {
    scf.for %arg3 = %arg0 to %arg1 step %arg0 : i32 {
        %1 = ascendc.local_tensor_auto vecin() input : <64xf32>
        scf.if %c {
          %2 = ascendc.local_tensor_auto veccalc() : <64xf32>
          ascendc.add_l2 %2, %1, %2, %arg1 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
        }
        %k = arith.extsi %arg3 : i32 to i64
        %3 = ascendc.local_tensor_auto veccalc(%k) : <?xf32>
        %4 = ascendc.local_tensor_auto veccalc(%m) : <?xf32>
        ascendc.add_l2 %3, %4, %4, %arg1 : !ascendc.local_tensor<?xf32>, !ascendc.local_tensor<?xf32>, !ascendc.local_tensor<?xf32>, i32
    }
    %r = scf.while (%x = %arg0) : (i32) -> i32 {
        %5 = ascendc.local_tensor_auto veccalc() : <64xf32>
        ascendc.add_l2 %5, %5, %5, %arg1 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
        scf.condition(%c) %x : i32
    } do {
    ^bb0(%y: i32):
        %6 = ascendc.local_tensor_auto veccalc() : <64xf32>
        ascendc.add_l2 %6, %6, %6, %arg1 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
        scf.yield %y : i32
    }
    scf.if %c {
        %7 = ascendc.local_tensor_auto veccalc() : <64xf32>
        ascendc.add_l2 %7, %7, %7, %arg1 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
    }
    return
}
