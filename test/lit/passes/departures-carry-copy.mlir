// Loop-carried tiles: asclower-expand-math alone leaves scf.for as PyAsc does, so a body
// that writes the tile it yields before its last read of the iter_arg reads the new value
// from the second iteration on (one buffer per op result). With departures=true (as
// --pyasc-pipeline runs it) such a yield gets a copy of its own (asctile.muls by 1) made
// after the reads (docs/pyasc.md §5); yields that cannot clobber a later read get none,
// and an i1 tile, which cannot be multiplied, or a tile outside UB (an L0A operand
// prefetched for the next step), which the vector unit cannot copy, is refused at the yield.

// RUN: ascopt -split-input-file -asclower-expand-math %s | FileCheck %s --check-prefix=PYASC
// RUN: not ascopt -split-input-file -asclower-expand-math=departures=true %s 2>&1 | FileCheck %s --check-prefix=DEP

// The diagnostic comes first in the output (stderr before the printed modules).
// DEP: error: 'scf.yield' op yields, as iter_arg #0, an i1 tile the loop body writes before its last read of that iter_arg
// DEP: error: 'scf.yield' op yields, as iter_arg #0, a tile in L0A the loop body writes before its last read of that iter_arg
func.func @mask_carry(%a: !asctile.tile<64xf32, UB>, %b: !asctile.tile<64xf32, UB>, %m0: !asctile.tile<64xi1, UB>, %n: i32) -> !asctile.tile<64xf32, UB> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %m0, %v = %a) -> (!asctile.tile<64xi1, UB>, !asctile.tile<64xf32, UB>) : i32 {
    %mn = asctile.cmp LT %v, %b : !asctile.tile<64xf32, UB>
    %s = asctile.select %m, %a, %b : !asctile.tile<64xf32, UB>
    scf.yield %mn, %s : !asctile.tile<64xi1, UB>, !asctile.tile<64xf32, UB>
  }
  return %r#1 : !asctile.tile<64xf32, UB>
}

// -----

// PYASC-LABEL: func.func @online_max
// PYASC-NOT:     asctile.muls
// PYASC:         scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} :
// DEP-LABEL: func.func @online_max
// DEP:         %[[N:.*]] = arith.maximumf %[[MA:.*]], %{{.*}} : !asctile.tile<4x1xf32, UB>
// DEP:         arith.subf %[[MA]], %[[N]] : !asctile.tile<4x1xf32, UB>
// DEP:         %[[KN:.*]] = arith.addi %{{.*}}, %{{.*}} : !asctile.tile<4x1xi32, UB>
// DEP-NEXT:    %[[KK:.*]] = arith.muli %{{.*}}, %[[KN]] : !asctile.tile<4x1xi32, UB>
// DEP-NEXT:    %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// DEP-NEXT:    %[[C:.*]] = asctile.muls %[[N]], %[[ONE]] : !asctile.tile<4x1xf32, UB>
// DEP-NEXT:    %[[I:.*]] = arith.constant 1 : i32
// DEP-NEXT:    %[[K:.*]] = asctile.muls %[[KN]], %[[I]] : !asctile.tile<4x1xi32, UB>
// DEP-NEXT:    scf.yield %[[C]], %{{.*}}, %[[K]], %[[KK]] :
func.func @online_max(%x: !asctile.tile<4x1xf32, UB>, %k0: !asctile.tile<4x1xi32, UB>, %n: i32) -> !asctile.tile<4x1xf32, UB> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %x, %l = %x, %k = %k0, %q = %k0) -> (!asctile.tile<4x1xf32, UB>, !asctile.tile<4x1xf32, UB>, !asctile.tile<4x1xi32, UB>, !asctile.tile<4x1xi32, UB>) : i32 {
    %mn = arith.maximumf %m, %x : !asctile.tile<4x1xf32, UB>
    %d = arith.subf %m, %mn : !asctile.tile<4x1xf32, UB>
    %ln = arith.addf %l, %d : !asctile.tile<4x1xf32, UB>
    %kn = arith.addi %k, %k0 : !asctile.tile<4x1xi32, UB>
    %kk = arith.muli %k, %kn : !asctile.tile<4x1xi32, UB>
    scf.yield %mn, %ln, %kn, %kk : !asctile.tile<4x1xf32, UB>, !asctile.tile<4x1xf32, UB>, !asctile.tile<4x1xi32, UB>, !asctile.tile<4x1xi32, UB>
  }
  return %r#0 : !asctile.tile<4x1xf32, UB>
}

// -----

// A running maximum (the iter_arg read only by the op that makes the next value) and an
// accumulator yielded as itself need no copy.
// DEP-LABEL: func.func @running_max
// DEP-NOT:     asctile.muls
// DEP:         scf.yield
func.func @running_max(%x: !asctile.tile<64xf16, UB>, %n: i32) -> !asctile.tile<64xf16, UB> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %x, %s = %x) -> (!asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>) : i32 {
    %mn = arith.maximumf %m, %x : !asctile.tile<64xf16, UB>
    scf.yield %mn, %s : !asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>
  }
  return %r#0 : !asctile.tile<64xf16, UB>
}

// -----

// scf.while: the after region's argument forwarded from before-region argument 0 is read
// after the body writes the value it yields for argument 0.
// DEP-LABEL: func.func @while_carry
// DEP:         } do {
// DEP:           %[[H:.*]] = arith.mulf %[[T:.*]], %{{.*}} : !asctile.tile<128xf32, UB>
// DEP:           arith.addf %[[T]], %[[H]] : !asctile.tile<128xf32, UB>
// DEP:           %[[C:.*]] = asctile.muls %[[H]], %{{.*}} : !asctile.tile<128xf32, UB>
// DEP-NEXT:      scf.yield %[[C]], %{{.*}} :
func.func @while_carry(%a: !asctile.tile<128xf32, UB>, %n: i32) -> !asctile.tile<128xf32, UB> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:3 = scf.while (%t = %a, %k = %c0, %s = %a) : (!asctile.tile<128xf32, UB>, i32, !asctile.tile<128xf32, UB>) -> (!asctile.tile<128xf32, UB>, i32, !asctile.tile<128xf32, UB>) {
    %go = arith.cmpi slt, %k, %n : i32
    scf.condition(%go) %t, %k, %s : !asctile.tile<128xf32, UB>, i32, !asctile.tile<128xf32, UB>
  } do {
  ^bb0(%t2: !asctile.tile<128xf32, UB>, %k2: i32, %s2: !asctile.tile<128xf32, UB>):
    %half = arith.constant dense<5.000000e-01> : !asctile.tile<128xf32, UB>
    %h = arith.mulf %t2, %half : !asctile.tile<128xf32, UB>
    %s3 = arith.addf %t2, %h : !asctile.tile<128xf32, UB>
    %k3 = arith.addi %k2, %c1 : i32
    scf.yield %h, %k3, %s3 : !asctile.tile<128xf32, UB>, i32, !asctile.tile<128xf32, UB>
  }
  return %r#2 : !asctile.tile<128xf32, UB>
}

// -----

// An L0A tile carried to prefetch the next K step, loaded over before the matmul reads it.
// PYASC-LABEL: func.func @prefetch_l0a
func.func @prefetch_l0a(%t: !asctile.tensor<32x128xf16>, %b: !asctile.tile<32x32xf16, L0B>, %a0: !asctile.tile<32x32xf16, L0A>) {
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %c96 = arith.constant 96 : i32
  %pad = arith.constant 0.000000e+00 : f16
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %r = scf.for %k = %c0 to %c96 step %c32 iter_args(%a = %a0) -> (!asctile.tile<32x32xf16, L0A>) : i32 {
    %nk = arith.addi %k, %c32 : i32
    %n = asctile.load %t[%c0, %nk], %pad : !asctile.tensor<32x128xf16>, !asctile.tile<32x32xf16, L0A>
    asctile.matmul_acc %a, %b, %acc : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
    scf.yield %n : !asctile.tile<32x32xf16, L0A>
  }
  return
}
