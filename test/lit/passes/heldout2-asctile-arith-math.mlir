// Held-out style cases of arith and math on tiles (asctile-ops.md §2.5): !asctile.tile has
// value semantics, so the upstream constraints accept it: arith.cmpf gives an i1 tile in
// the same location, int/float casts keep the shape (the location is not part of cast
// compatibility), splat and non-splat dense constants of tile type print back; the
// element-type constraints still apply (addi on f32, exp on i32), a dense literal must
// match the tile's shape, and a tensor (no value semantics) is no operand of arith.
// RUN: ascopt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @ok(
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : !asctile.tile<2xf32, L1>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : !asctile.tile<2x2xi16, UB>
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %arg0 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: %1 = arith.fptosi %arg1 : !asctile.tile<8xf32, L1> to !asctile.tile<8xi32, L1>
// CHECK-NEXT: %2 = arith.sitofp %1 : !asctile.tile<8xi32, L1> to !asctile.tile<8xf32, UB>
// CHECK-NEXT: %3 = math.tanh %2 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: %4 = arith.negf %3 : !asctile.tile<8xf32, UB>
// CHECK-NEXT: return %cst, %cst_0, %0, %4 : !asctile.tile<2xf32, L1>, !asctile.tile<2x2xi16, UB>, !asctile.tile<8xi1, UB>, !asctile.tile<8xf32, UB>
func.func @ok(%a: !asctile.tile<8xf32, UB>, %b: !asctile.tile<8xf32, L1>) -> (!asctile.tile<2xf32, L1>, !asctile.tile<2x2xi16, UB>, !asctile.tile<8xi1, UB>, !asctile.tile<8xf32, UB>) {
  %c = arith.constant dense<[1.0, 2.0]> : !asctile.tile<2xf32, L1>
  %z = arith.constant dense<[[0, 0], [0, 0]]> : !asctile.tile<2x2xi16, UB>
  %0 = arith.cmpf olt, %a, %a : !asctile.tile<8xf32, UB>
  %1 = arith.fptosi %b : !asctile.tile<8xf32, L1> to !asctile.tile<8xi32, L1>
  %2 = arith.sitofp %1 : !asctile.tile<8xi32, L1> to !asctile.tile<8xf32, UB>
  %3 = math.tanh %2 : !asctile.tile<8xf32, UB>
  %4 = arith.negf %3 : !asctile.tile<8xf32, UB>
  return %c, %z, %0, %4 : !asctile.tile<2xf32, L1>, !asctile.tile<2x2xi16, UB>, !asctile.tile<8xi1, UB>, !asctile.tile<8xf32, UB>
}

// -----

func.func @addi_float(%a: !asctile.tile<8xf32, UB>) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got '!asctile.tile<8xf32, UB>'}}
  %0 = arith.addi %a, %a : !asctile.tile<8xf32, UB>
  return
}

// -----

func.func @exp_int(%a: !asctile.tile<8xi32, UB>) {
  // expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got '!asctile.tile<8xi32, UB>'}}
  %0 = math.exp %a : !asctile.tile<8xi32, UB>
  return
}

// -----

func.func @literal_shape() {
  // expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
  %0 = arith.constant dense<[1.0, 2.0]> : !asctile.tile<3xf32, UB>
  return
}

// -----

func.func @tensor_operand(%a: !asctile.tensor<8xf32>) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got '!asctile.tensor<8xf32>'}}
  %0 = arith.addf %a, %a : !asctile.tensor<8xf32>
  return
}

// -----

func.func @mixed_locations(%a: !asctile.tile<8xf32, UB>, %b: !asctile.tile<8xf32, L1>) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: '!asctile.tile<8xf32, UB>' vs '!asctile.tile<8xf32, L1>'}}
  %0 = arith.addf %a, %b : !asctile.tile<8xf32, UB>
  return
}
