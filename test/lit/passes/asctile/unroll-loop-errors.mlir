// asctile-unroll-loop copies the body factor-1 times whatever the trip count, so a factor
// whose copies would exceed 65536 ops is refused at the loop (a mistyped factor would
// otherwise build IR until memory runs out); a factor within the bound, a factor of 1 and
// an empty body are unrolled (or left) as before.

// RUN: ascopt -asctile-unroll-loop %s -split-input-file -verify-diagnostics | FileCheck %s

func.func @huge(%t: !asctile.tensor<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  %pad = arith.constant 0.0 : f32
  // expected-error @+1 {{asctile.unroll_factor = 9223372036854775807 : index would copy the loop body (2 ops) that many times less one: more than the 65536 ops an unrolling may add}}
  scf.for %i = %c0 to %n step %c8 : i32 {
    %x = asctile.load %t[%i], %pad : !asctile.tensor<?xf32>, !asctile.tile<8xf32, UB>
    asctile.store %x, %t[%i] : !asctile.tile<8xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 9223372036854775807 : index}
  return
}

// -----

func.func @wide(%t: !asctile.tensor<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  %pad = arith.constant 0.0 : f32
  // expected-error @+1 {{asctile.unroll_factor = 32770 : index would copy the loop body (2 ops)}}
  scf.for %i = %c0 to %n step %c8 : i32 {
    %x = asctile.load %t[%i], %pad : !asctile.tensor<?xf32>, !asctile.tile<8xf32, UB>
    asctile.store %x, %t[%i] : !asctile.tile<8xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 32770 : index}
  return
}

// -----

func.func @big_int(%t: !asctile.tensor<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  %pad = arith.constant 0.0 : f32
  // expected-error @+1 {{asctile.unroll_factor = 170141183460469231731687303715884105727 : i128 would copy}}
  scf.for %i = %c0 to %n step %c8 : i32 {
    %x = asctile.load %t[%i], %pad : !asctile.tensor<?xf32>, !asctile.tile<8xf32, UB>
    asctile.store %x, %t[%i] : !asctile.tile<8xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 170141183460469231731687303715884105727 : i128}
  return
}

// -----

// A factor within the bound unrolls as before (the bound itself, 65536 ops added, is
// checked by TestUnrollSizeBound: a lit case that size would slow every sweep of the corpus).
// CHECK-LABEL: func.func @within
// CHECK-COUNT-4: asctile.store
// CHECK-NOT: asctile.unroll_factor
func.func @within(%t: !asctile.tensor<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c8 : i32 {
    %x = asctile.load %t[%i], %pad : !asctile.tensor<?xf32>, !asctile.tile<8xf32, UB>
    asctile.store %x, %t[%i] : !asctile.tile<8xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = 4 : index}
  return
}

// -----

// An empty body is left as it is, whatever the factor.
// CHECK-LABEL: func.func @empty
// CHECK: scf.for
// CHECK-NOT: asctile.unroll_factor
func.func @empty(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %n step %c8 : i32 {
  } {asctile.unroll_factor = 9223372036854775807 : index}
  return
}
