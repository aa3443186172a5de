// RUN: ascopt -split-input-file -verify-diagnostics %s
// The verifier reports an op's first failure in MLIR's order: counts, parent and other
// structural traits, constraints, terminator, the op's checks, then its nested blocks,
// then its region checks.

func.func @parent_before_terminator(%a: f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
  }
  return
}

// -----

func.func @parent_before_operand_types(%a: f32) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  "scf.condition"(%a) : (f32) -> ()
  return
}

// -----

func.func @counts_before_parent(%a: f32) {
  // expected-error@+1 {{'scf.condition' op expected 1 or more operands, but found 0}}
  "scf.condition"() : () -> ()
  return
}

// -----

func.func @parent_one_of() {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
  return
}

// -----

func.func @terminator_before_op_checks(%a: f32) {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"(%a) : (f32) -> ()
  return
}

// -----

func.func @zero_successors() {
  // expected-error@+1 {{'func.return' op requires 0 successors but found 1}}
  "func.return"() [^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @empty_block_before_region_checks(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0) step (%arg0) init (%zero) -> f32 {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
    }
  }
  return
}

// -----

func.func @sized_region(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0) step (%arg0) init (%zero) -> f32 {
    // expected-error@+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    "scf.reduce"(%arg1) ({}) : (f32) -> ()
  }
  return
}

// -----

func.func @parallel_count(%arg0: index, %arg1: index, %arg2: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i0) = (%arg0) to (%arg1, %arg2) step () {
  }
  return
}
