// Cases of the diagnostics differential (diag_mutate_test.go) whose columns or full
// message text matter beyond what test/lit/ascopt/diag-mutants.mlir's -verify-diagnostics
// pins (it matches lines and substrings): compared here with mlir-opt 19 in full.

func.func @cmpi_parse_type(%a: vector<8xf32>) {
  %0 = arith.cmpi slt, %a, %a : vector<8xf32>
  return
}

// -----

func.func @conditional_operands(%c: i1, %a: i32) {
  %0 = emitc.conditional %c, %a : i32
  return
}

// -----

func.func @nested_dialect_type(%p: !emitc.ptr<!emitc.array<-1xi32>>) {
  return
}

// -----

func.func @no_terminator_multiline(%a: i1) {
  "scf.if"(%a) ({
    "scf.if"(%a) ({
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @logical_not_no_type(%a: i32) {
  %0 = emitc.logical_not :
  return
}

// -----

func.func @dominance_order(%c: i1, %a: i32) {
  scf.if %c {
    %y = arith.addi %x, %x : i32
  }
  scf.if %c {
    %y = arith.addi %w, %w : i32
  }
  %x = arith.addi %a, %a : i32
  %w = arith.addi %a, %a : i32
  return
}

// -----

// The inferred-type mismatch of a SameOperandsAndResultType op is emitted at the op's
// location without the "see current operation" note; the failure to infer that follows
// it has one.
func.func @inferred_type_note(%a: tensor<8x8xi64>) {
  %0 = "arith.remsi"(%a, %a) : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<?x8xi64>
  return
}
