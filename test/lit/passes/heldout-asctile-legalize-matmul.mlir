// Held-out style cases for asctile-legalize-matmul: a matmul_acc whose acc is not an
// asctile.accumulator result (function argument, scf.for iter-arg, copy result) is an
// error, and so is every later matmul_acc of the same function (sticky flag, walk order:
// ops nested in a loop come before the ops after it); accumulators defined outside a loop, plain matmuls and functions without matmul_acc
// are left alone.

// RUN: ascopt -asctile-legalize-matmul %s -split-input-file -verify-diagnostics
// RUN: not ascopt -asctile-legalize-matmul %s -split-input-file 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @ok(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32  : i32 {
// CHECK-NEXT: asctile.matmul_acc %arg0, %arg1, %0 : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = asctile.matmul %arg0, %arg1 : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
// CHECK-NEXT: asctile.matmul_acc %arg0, %arg1, %0 : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
// CHECK-NEXT: return
func.func @ok(%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  scf.for %k = %c0 to %n step %c1 : i32 {
    asctile.matmul_acc %a, %b, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  }
  %m = asctile.matmul %a, %b : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  return
}

// -----

// CHECK-LABEL: func.func @no_matmul(
// CHECK-NEXT: return
func.func @no_matmul(%x: f32) {
  return
}

// -----

func.func @iter_arg(%a: !asctile.tile<32x16xbf16, L0A>, %b: !asctile.tile<16x32xbf16, L0B>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%x = %acc) -> (!asctile.tile<32x32xf32, L0C>) : i32 {
    // expected-error @+1 {{Incorrect use of accumulator in matmul operation.}}
    asctile.matmul_acc %a, %b, %x : <32x16xbf16, L0A>, <16x32xbf16, L0B>, <32x32xf32, L0C>
    scf.yield %x : !asctile.tile<32x32xf32, L0C>
  }
  // expected-error @+1 {{Incorrect use of accumulator in matmul operation.}}
  asctile.matmul_acc %a, %b, %acc : <32x16xbf16, L0A>, <16x32xbf16, L0B>, <32x32xf32, L0C>
  return
}

// -----

func.func @copy_acc(%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>, %i: i32) {
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  %c = asctile.copy %acc[%i, %i] : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf32, L0C>
  // expected-error @+1 {{Incorrect use of accumulator in matmul operation.}}
  asctile.matmul_acc %a, %b, %c : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  return
}

// -----

func.func @bad_after_good(%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>, %c: !asctile.tile<32x32xf32, L0C>) {
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  // expected-error @+1 {{Incorrect use of accumulator in matmul operation.}}
  asctile.matmul_acc %a, %b, %c : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  return
}
