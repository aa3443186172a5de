// The ops of an asc2.mask region compute only the lanes of its mask (the others take
// `other`): canonicalize must not fold them to values from outside the region (min(x, x)
// to x, (a + x) - x to a) or to constants (x - x to 0, whose splat would fill every
// lane), nor hoist or merge the region's constants out of it, and CSE must not replace an
// op of the region by the same op outside it. Outside the region the same ops fold.
// The regions are kept so once asctile-keep-mask-regions marked them (a departure the
// pyasc-pipeline takes); unmarked, they fold as PyAsc's canonicalize folds them.

// RUN: ascopt --asctile-keep-mask-regions --canonicalize %s | FileCheck %s
// RUN: ascopt --asctile-keep-mask-regions --cse %s | FileCheck %s --check-prefix=CSE
// RUN: ascopt --canonicalize %s | FileCheck %s --check-prefix=PYASC

// CHECK-LABEL: func.func @masked
// CHECK:         %[[O:.*]] = arith.minsi %arg0, %arg1
// CHECK:         asctile.count_mask %arg3, %{{.*}} : i16 {
// CHECK-NEXT:      %[[C:.*]] = arith.constant dense<3>
// CHECK-NEXT:      %[[M:.*]] = arith.minsi %arg0, %arg0
// CHECK-NEXT:      %[[A:.*]] = arith.addi %[[M]], %arg0
// CHECK-NEXT:      %[[S:.*]] = arith.subi %[[A]], %arg0
// CHECK-NEXT:      %[[Z:.*]] = arith.subi %arg0, %arg0
// CHECK-NEXT:      %[[D:.*]] = arith.addi %[[S]], %[[C]]
// CHECK-NEXT:      %[[E:.*]] = arith.addi %[[D]], %[[Z]]
// CHECK-NEXT:      %[[F:.*]] = arith.minsi %arg0, %arg1
// CHECK-NEXT:      %[[G:.*]] = arith.addi %[[E]], %[[F]]
// CHECK-NEXT:      asctile.store %[[G]], %arg2[%{{.*}}]
// CHECK-NEXT:    }
// CHECK:         asctile.store %arg0, %arg2
// CSE-LABEL: func.func @masked
// CSE:           %[[O:.*]] = arith.minsi %arg0, %arg1
// CSE:           asctile.count_mask
// CSE:             arith.minsi %arg0, %arg1
// PYASC-LABEL: func.func @masked
// PYASC:         %[[C:.*]] = arith.constant dense<3>
// PYASC:         asctile.count_mask %arg3, %{{.*}} : i16 {
// PYASC-NEXT:      %[[A:.*]] = arith.addi %arg0, %[[C]]
// PYASC-NEXT:      %[[M:.*]] = arith.minsi %arg0, %arg1
// PYASC-NEXT:      arith.addi %[[A]], %[[M]]
// PYASC-NEXT:      asctile.store
// PYASC-NEXT:    }{{$}}
func.func @masked(%x: !asctile.tile<48xi16, UB>, %y: !asctile.tile<48xi16, UB>, %t: !asctile.tensor<?xi16>, %k: i64) {
  %c0 = arith.constant 0 : i32
  %o = arith.constant 2 : i16
  %out = arith.minsi %x, %y : !asctile.tile<48xi16, UB>
  asctile.store %out, %t[%c0] : !asctile.tile<48xi16, UB>, !asctile.tensor<?xi16>
  asctile.count_mask %k, %o : i16 {
    %m = arith.minsi %x, %x : !asctile.tile<48xi16, UB>
    %a = arith.addi %m, %x : !asctile.tile<48xi16, UB>
    %s = arith.subi %a, %x : !asctile.tile<48xi16, UB>
    %z = arith.subi %x, %x : !asctile.tile<48xi16, UB>
    %c = arith.constant dense<3> : !asctile.tile<48xi16, UB>
    %d = arith.addi %s, %c : !asctile.tile<48xi16, UB>
    %e = arith.addi %d, %z : !asctile.tile<48xi16, UB>
    %same = arith.minsi %x, %y : !asctile.tile<48xi16, UB>
    %f = arith.addi %e, %same : !asctile.tile<48xi16, UB>
    asctile.store %f, %t[%c0] : !asctile.tile<48xi16, UB>, !asctile.tensor<?xi16>
  }
  %m2 = arith.minsi %x, %x : !asctile.tile<48xi16, UB>
  asctile.store %m2, %t[%c0] : !asctile.tile<48xi16, UB>, !asctile.tensor<?xi16>
  return
}
