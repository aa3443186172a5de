// RUN: ascopt -split-input-file -verify-diagnostics %s
// arith.select verifies in LLVM 19's order: operand constraints, AllTypesMatch, the
// BooleanConditionOrMatchingShape predicate (dimension sizes only), the Elementwise trait
// (one kind of shaped type, scalable dimensions included), each with its message.
// (mlir-opt 19 -verify-diagnostics accepts this file.)

func.func @a(%c: vector<2xi1>, %a: vector<2xi32>, %b: vector<2xi64>) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (vector<2xi1>, vector<2xi32>, vector<2xi64>) -> vector<2xi32>
  return
}

// -----

func.func @b(%c: i32, %a: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @d(%c: vector<[2]xi1>, %a: vector<2xi32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %a, %a) : (vector<[2]xi1>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  return
}

// -----

func.func @e(%c: tensor<2xi1>, %a: vector<2xi32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %a, %a) : (tensor<2xi1>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  return
}

// -----

func.func @f(%c: vector<4xi1>, %a: vector<2xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  return
}

// -----

func.func @g(%c: tensor<?xi1>, %a: tensor<2xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (tensor<?xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return
}

// -----

func.func @h(%c: vector<2x2xi1>, %a: vector<4xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<2x2xi1>, vector<4xi32>
  return
}

// -----

func.func @ok(%c: vector<[2]xi1>, %a: vector<[2]xi32>, %t: tensor<?x3xi1>, %u: tensor<?x3xf32>, %s: i1) -> (vector<[2]xi32>, tensor<?x3xf32>, tensor<?x3xf32>) {
  %0 = arith.select %c, %a, %a : vector<[2]xi1>, vector<[2]xi32>
  %1 = arith.select %t, %u, %u : tensor<?x3xi1>, tensor<?x3xf32>
  %2 = arith.select %s, %u, %u : tensor<?x3xf32>
  return %0, %1, %2 : vector<[2]xi32>, tensor<?x3xf32>, tensor<?x3xf32>
}
