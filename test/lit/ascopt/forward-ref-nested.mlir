// A forward reference among an op's operands that a definition inside the op's own
// regions resolves: the use takes that definition and is reported as not dominated by it
// (mlir-opt 19 crashes while building the op; this parser once left the placeholder in
// the operand list and the verifier crashed on it). Found by test/hostile's campaign.

// RUN: ascopt %s -split-input-file -verify-diagnostics

func.func @iter_arg(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{operand #3 does not dominate this use}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {
    // expected-note @+1 {{operand defined here (op in a child region)}}
    %z = arith.constant 0.0 : f32
    scf.yield %a : f32
  }
  return
}

// -----

// The generic form resolves its operands after its regions, when the region's names are
// gone: the name is undeclared, as mlir-opt reports it.
func.func @generic(%c: i1) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "scf.if"(%v) ({
    %v = "arith.constant"() <{value = true}> : () -> i1
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

// A forward reference the enclosing region resolves later is still fine where regions
// are graph regions, and still reported where they are not.
func.func @later(%c: i1) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  scf.if %v {
  }
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %v = arith.constant true
  return
}
