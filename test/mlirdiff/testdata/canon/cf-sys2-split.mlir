// cf probes: shaped block arguments, loops through passthrough blocks, condition propagation.

func.func @cond_br_same_succ_shaped(%c : i1, %a : tensor<2xi32>, %b : tensor<2xi32>, %x : vector<4xf32>, %y : vector<4xf32>, %m : memref<?xf32>, %n : memref<?xf32>) -> (tensor<2xi32>, vector<4xf32>, memref<?xf32>) {
  cf.cond_br %c, ^bb1(%a, %x, %m : tensor<2xi32>, vector<4xf32>, memref<?xf32>), ^bb1(%b, %y, %n : tensor<2xi32>, vector<4xf32>, memref<?xf32>)
^bb1(%p : tensor<2xi32>, %q : vector<4xf32>, %r : memref<?xf32>):
  return %p, %q, %r : tensor<2xi32>, vector<4xf32>, memref<?xf32>
}

// -----

func.func @cond_br_same_succ_mixed(%c : i1, %a : i32, %b : i32, %d : i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a, %d : i32, i32), ^bb1(%b, %d : i32, i32)
^bb1(%p : i32, %q : i32):
  return %p, %q : i32, i32
}

// -----

func.func @cond_br_same_succ_unregistered_type(%c : i1, %a : !t.x, %b : !t.x) -> !t.x {
  cf.cond_br %c, ^bb1(%a : !t.x), ^bb1(%b : !t.x)
^bb1(%p : !t.x):
  return %p : !t.x
}

// -----

func.func @cond_br_same_succ_index(%c : i1, %a : index, %b : index) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb1(%b : index)
^bb1(%p : index):
  return %p : index
}

// -----

func.func @cond_br_same_succ_i1(%c : i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  cf.cond_br %c, ^bb1(%t : i1), ^bb1(%f : i1)
^bb1(%p : i1):
  return %p : i1
}

// -----

func.func @cond_br_same_succ_not_c(%c : i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  cf.cond_br %c, ^bb1(%f : i1), ^bb1(%t : i1)
^bb1(%p : i1):
  return %p : i1
}

// -----

func.func @br_passthrough_to_entry_like(%a : i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  %c = "test.c"(%x) : (i32) -> i1
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %y = "test.f"(%x) : (i32) -> i32
  cf.br ^bb1(%y : i32)
^bb3:
  return %x : i32
}

// -----

func.func @passthrough_with_args_used(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x : i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2(%y : i32):
  cf.br ^bb3(%a, %y : i32, i32)
^bb3(%p : i32, %q : i32):
  %s = arith.addi %p, %q : i32
  return %s : i32
}

// -----

func.func @switch_passthrough_args(%f : i32, %a : i32, %b : i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%b : i32),
    2: ^bb3
  ]
^bb1(%x : i32):
  cf.br ^bb4(%x : i32)
^bb2(%y : i32):
  cf.br ^bb4(%y : i32)
^bb3:
  %z = "test.z"() : () -> i32
  cf.br ^bb4(%z : i32)
^bb4(%r : i32):
  return %r : i32
}

// -----

func.func @cond_prop_nested(%c : i1, %d : i1) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  "test.use"(%c, %d) : (i1, i1) -> ()
  return
^bb3:
  "test.use"(%c, %d) : (i1, i1) -> ()
  return
^bb4:
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

func.func @cond_prop_in_region(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  }
  "test.a"() : () -> ()
  return
^bb2:
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

func.func @cond_prop_const_cond_in_succ(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.select %c, %c, %c : i1
  "test.use"(%x) : (i1) -> ()
  return
^bb2:
  return
}

// -----

func.func @switch_i1(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.switch %c : i1, [
    default: ^bb1(%a : i32),
    0: ^bb1(%b : i32)
  ]
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @switch_i64_big(%a : i32, %b : i32) -> i32 {
  %f = arith.constant -9223372036854775808 : i64
  cf.switch %f : i64, [
    default: ^bb1(%a : i32),
    -9223372036854775808: ^bb1(%b : i32)
  ]
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @switch_dominating_with_args(%f : i32, %a : i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    3: ^bb2(%a : i32)
  ]
^bb1:
  %z = "test.z"() : () -> i32
  return %z : i32
^bb2(%x : i32):
  cf.switch %f : i32, [
    default: ^bb3(%x : i32),
    3: ^bb4(%x : i32)
  ]
^bb3(%p : i32):
  return %p : i32
^bb4(%q : i32):
  %w = "test.w"(%q) : (i32) -> i32
  return %w : i32
}

// -----

func.func @block_args_all_same_from_preds(%c : i1, %a : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.x"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "test.y"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%p : i32):
  return %p : i32
}

// -----

func.func @merge_blocks_diff_args(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "test.f"(%a) : (i32) -> i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = "test.f"(%b) : (i32) -> i32
  cf.br ^bb3(%y : i32)
^bb3(%p : i32):
  return %p : i32
}

// -----

func.func @merge_blocks_with_args(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x : i32):
  %u = arith.addi %x, %x : i32
  return %u : i32
^bb2(%y : i32):
  %v = arith.addi %y, %y : i32
  return %v : i32
}

// -----

func.func @loop_two_latches(%n : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i : i32):
  %d = arith.cmpi slt, %i, %n : i32
  cf.cond_br %d, ^body, ^exit
^body:
  %e = "test.c"(%i) : (i32) -> i1
  cf.cond_br %e, ^l1, ^l2
^l1:
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^head(%i1 : i32)
^l2:
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^head(%i2 : i32)
^exit:
  return %i : i32
}

// -----

// Case values wider than 64 bits (only the generic form can spell them): rebuilt case
// lists keep them, a constant flag picks its case, and the custom form prints each as
// APInt::getLimitedValue (clamped to the largest uint64).
func.func @switch_wide_cases(%f : i128, %a : i32, %b : i32) -> i32 {
  "cf.switch"(%f, %a, %a, %b) [^bb1, ^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 0, 1>, case_values = dense<[18446744073709551616, 36893488147419103232, 0]> : vector<3xi128>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i128, i32, i32, i32) -> ()
^bb1(%x : i32):
  return %x : i32
^bb2:
  %z = "test.z"() : () -> i32
  return %z : i32
}

// -----

func.func @switch_wide_const(%a : i32, %b : i32) -> (i32, i32) {
  %f = arith.constant 0 : i128
  "cf.switch"(%f, %a, %b) [^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[18446744073709551616, 0]> : vector<2xi128>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i128, i32, i32) -> ()
^bb1(%x : i32):
  %g = arith.constant 18446744073709551616 : i128
  "cf.switch"(%g, %a, %b) [^bb3, ^bb3, ^bb4] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[18446744073709551616, 0]> : vector<2xi128>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i128, i32, i32) -> ()
^bb2:
  %z = "test.z"() : () -> i32
  return %z, %z : i32, i32
^bb3(%y : i32):
  return %x, %y : i32, i32
^bb4:
  return %x, %x : i32, i32
}

// -----

func.func @switch_wide_from_default(%f : i128) {
  "cf.switch"(%f) [^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<18446744073709551616> : vector<1xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
^bb2:
  "test.a"() : () -> ()
  return
^bb1:
  "cf.switch"(%f) [^bb3, ^bb4, ^bb5] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[0, 18446744073709551616]> : vector<2xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
^bb5:
  "test.e"() : () -> ()
  return
}
