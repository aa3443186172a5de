// asclower-expand-math{departures=true}: an arith.select of whole tiles on a scalar i1
// (what canonicalize makes of an scf.if whose branches only yield tiles from outside
// it) becomes that scf.if again, which asclower-scf lowers; without the departures it
// stays (PyAsc: no lowering takes it). Selects of scalars and tile-level asctile.select
// are left alone.

// RUN: ascopt -asclower-expand-math='departures=true' %s | FileCheck %s
// RUN: ascopt -asclower-expand-math %s | FileCheck %s --check-prefix=PYASC

// CHECK-LABEL: func.func @pick
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (!asctile.tile<64xf32, UB>) {
// CHECK-NEXT:      scf.yield %arg1 : !asctile.tile<64xf32, UB>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2 : !asctile.tile<64xf32, UB>
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}} = arith.select %arg0, %arg3, %arg4 : f32
// CHECK-NEXT:    %{{.*}} = asctile.select %arg5, %[[R]], %arg2 : !asctile.tile<64xf32, UB>
// PYASC-LABEL: func.func @pick
// PYASC:         arith.select %arg0, %arg1, %arg2 : !asctile.tile<64xf32, UB>
// PYASC-NOT:     scf.if
func.func @pick(%c: i1, %a: !asctile.tile<64xf32, UB>, %b: !asctile.tile<64xf32, UB>, %x: f32, %y: f32, %m: !asctile.tile<64xi1, UB>) -> (!asctile.tile<64xf32, UB>, f32) {
  %t = arith.select %c, %a, %b : !asctile.tile<64xf32, UB>
  %s = arith.select %c, %x, %y : f32
  %u = asctile.select %m, %t, %b : !asctile.tile<64xf32, UB>
  return %u, %s : !asctile.tile<64xf32, UB>, f32
}
