// asctile-unroll-loop{departures=true} (docs/pyasc.md §5, "Unrolled loops whose upper
// bound lies below the lower one"): with dynamic bounds, ub - lb is clamped at 0 before
// the trip count is divided unsigned, so a loop whose share starts past the end (lb > ub,
// no iteration) keeps no iteration in the main loop and in the epilogue. Without the
// option the difference goes into the unsigned division as PyAsc's utility has it.

// RUN: ascopt -asctile-unroll-loop='departures=true' %s | FileCheck %s --check-prefix=DEP
// RUN: ascopt -asctile-unroll-loop %s | FileCheck %s --check-prefix=PYASC

// DEP-LABEL: func.func @share
// DEP:         %[[D:.*]] = arith.subi %arg2, %arg1 : i32
// DEP-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// DEP-NEXT:    %[[C:.*]] = arith.maxsi %[[D]], %[[Z]] : i32
// DEP:         arith.addi %[[C]], %{{.*}} : i32
// DEP:         arith.divui
// PYASC-LABEL: func.func @share
// PYASC:       %[[D:.*]] = arith.subi %arg2, %arg1 : i32
// PYASC-NOT:   arith.maxsi
// PYASC:       arith.addi %[[D]], %{{.*}} : i32
func.func @share(%t: !asctile.tensor<?xf32>, %lb: i32, %ub: i32) {
  %c64 = arith.constant 64 : i32
  scf.for %i = %lb to %ub step %c64 : i32 {
    %p = arith.constant 0.0 : f32
    %x = asctile.load %t[%i], %p : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
    asctile.store %x, %t[%i] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 4 : index}
  return
}
