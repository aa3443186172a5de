// More cf canonicalization probes: branches that forward through several blocks,
// switches on integers of several widths, conditions used inside their successors,
// identical blocks with operations, loops, and ops with regions around the blocks.

func.func @chain_of_passthrough(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb4(%a : i32)
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4(%a : i32)
^bb4(%x: i32):
  return %x : i32
}

// -----

func.func @passthrough_into_loop(%a: i32, %n: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %c = arith.cmpi slt, %x, %n : i32
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %y = arith.addi %x, %x : i32
  cf.br ^bb1(%y : i32)
^bb3:
  return %x : i32
}

// -----

func.func @infinite_self_loop(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  return
}

// -----

func.func @passthrough_block_arg_forwarded(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x, %x : i32, i32)
^bb2(%p: i32, %q: i32):
  %s = arith.addi %p, %q : i32
  return %s : i32
}

// -----

func.func @cond_br_same_dest_three_args(%c: i1, %a: i32, %b: f32, %d: index) -> (i32, f32, index) {
  %k = arith.constant 3 : i32
  cf.cond_br %c, ^bb1(%a, %b, %d : i32, f32, index), ^bb1(%k, %b, %d : i32, f32, index)
^bb1(%x: i32, %y: f32, %z: index):
  return %x, %y, %z : i32, f32, index
}

// -----

func.func @cond_br_same_dest_vector_args(%c: i1, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  cf.cond_br %c, ^bb1(%a : vector<4xf32>), ^bb1(%b : vector<4xf32>)
^bb1(%x: vector<4xf32>):
  return %x : vector<4xf32>
}

// -----

func.func @cond_br_same_dest_tensor_args(%c: i1, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  cf.cond_br %c, ^bb1(%a : tensor<?xf32>), ^bb1(%b : tensor<?xf32>)
^bb1(%x: tensor<?xf32>):
  return %x : tensor<?xf32>
}

// -----

func.func @cond_br_const_true_with_weights(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32) {branch_weights = array<i32: 90, 10>}
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %z = arith.muli %y, %y : i32
  return %z : i32
}

// -----

func.func @cond_br_on_poison_like_unknown(%a: i32) -> i32 {
  %c = "test.cond"() : () -> i1
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return %a : i32
}

// -----

func.func @cond_in_successor_used(%c: i1, %a: i32, %b: i32) -> (i1, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = arith.select %c, %a, %b : i32
  return %c, %s : i1, i32
^bb2:
  %t = arith.select %c, %a, %b : i32
  return %c, %t : i1, i32
}

// -----

func.func @cond_in_shared_successor(%c: i1, %d: i1) -> i1 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb3, ^bb2
^bb2:
  return %c : i1
^bb3:
  return %c : i1
}

// -----

func.func @nested_cond_same_condition_chain(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3(%a : i32), ^bb3(%b : i32)
^bb2:
  cf.cond_br %c, ^bb3(%b : i32), ^bb3(%d : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

func.func @switch_i8_negative_cases(%f: i8, %a: i32, %b: i32) -> i32 {
  %c = arith.constant -3 : i8
  cf.switch %c : i8, [
    default: ^bb1(%a : i32),
    -3: ^bb2(%b : i32),
    5: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

func.func @switch_all_cases_default(%f: i16, %a: i32) -> i32 {
  cf.switch %f : i16, [
    default: ^bb1(%a : i32),
    0: ^bb1(%a : i32),
    7: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

func.func @switch_cases_same_block_different_args(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%b : i32),
    2: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

func.func @switch_passthrough_cases(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    10: ^bb2,
    20: ^bb3(%b : i32)
  ]
^bb1:
  cf.br ^bb4(%a : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%y: i32):
  cf.br ^bb4(%y : i32)
^bb4(%x: i32):
  return %x : i32
}

// -----

func.func @switch_in_default_of_switch(%f: i32, %a: i32, %b: i32, %d: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%a : i32),
    2: ^bb2(%b : i32)
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb2(%d : i32),
    1: ^bb3,
    3: ^bb2(%a : i32)
  ]
^bb2(%x: i32):
  return %x : i32
^bb3:
  %z = arith.constant 0 : i32
  return %z : i32
}

// -----

func.func @switch_in_case_of_switch(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb2(%a : i32),
    4: ^bb1
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb2(%a : i32),
    4: ^bb2(%b : i32),
    5: ^bb3
  ]
^bb2(%x: i32):
  return %x : i32
^bb3:
  return %b : i32
}

// -----

func.func @switch_const_i64_wide(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 4294967296 : i64
  cf.switch %c : i64, [
    default: ^bb1(%a : i32),
    0: ^bb1(%b : i32),
    4294967296: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %b : i32
}

// -----

func.func @switch_no_cases_with_args(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

func.func @switch_on_block_arg_const_pred(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c1 : i32)
^bb1(%f: i32):
  cf.switch %f : i32, [
    default: ^bb2(%a : i32),
    1: ^bb2(%b : i32)
  ]
^bb2(%x: i32):
  return %x : i32
}

// -----

func.func @assert_const_chain(%a: i1) {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "never fires"
  cf.assert %a, "may fire"
  %x = arith.andi %a, %t : i1
  cf.assert %x, "same as above"
  return
}

// -----

func.func @identical_blocks_with_ops(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  %z = arith.muli %y, %x : i32
  return %z : i32
^bb2(%p: i32):
  %q = arith.addi %p, %p : i32
  %r = arith.muli %q, %p : i32
  return %r : i32
}

// -----

func.func @identical_blocks_different_attrs(%c: i1, %a: f32, %b: f32) -> f32 {
  cf.cond_br %c, ^bb1(%a : f32), ^bb2(%b : f32)
^bb1(%x: f32):
  %y = arith.addf %x, %x fastmath<fast> : f32
  return %y : f32
^bb2(%p: f32):
  %q = arith.addf %p, %p : f32
  return %q : f32
}

// -----

func.func @identical_blocks_use_outside_value(%c: i1, %a: i32, %b: i32) -> i32 {
  %k = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %k : i32
  return %y : i32
^bb2(%p: i32):
  %q = arith.addi %p, %k : i32
  return %q : i32
}

// -----

func.func @identical_blocks_internal_value_escapes(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.addi %a, %b : i32
  cf.br ^bb3(%y : i32)
^bb2:
  %q = arith.addi %a, %b : i32
  cf.br ^bb3(%q : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

func.func @identical_blocks_three_preds_mixed(%f: i32, %a: i32, %b: i32, %d: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "test.sink"(%a) : (i32) -> ()
  return %a : i32
^bb2:
  "test.sink"(%b) : (i32) -> ()
  return %b : i32
^bb3:
  "test.sink"(%d) : (i32) -> ()
  return %b : i32
}

// -----

func.func @identical_loop_bodies(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^bb1(%c0 : index), ^bb3(%c0 : index)
^bb1(%i: index):
  %d = arith.cmpi slt, %i, %n : index
  cf.cond_br %d, ^bb2, ^bb5
^bb2:
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j : index)
^bb3(%k: index):
  %e = arith.cmpi slt, %k, %n : index
  cf.cond_br %e, ^bb4, ^bb5
^bb4:
  %l = arith.addi %k, %c1 : index
  cf.br ^bb3(%l : index)
^bb5:
  return
}

// -----

func.func @block_arg_same_from_all_preds(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  cf.br ^bb3(%a, %a : i32, i32)
^bb2:
  "test.bar"() : () -> ()
  cf.br ^bb3(%a, %a : i32, i32)
^bb3(%x: i32, %y: i32):
  %s = arith.addi %x, %y : i32
  return %s : i32
}

// -----

func.func @block_arg_const_from_all_preds(%c: i1) -> i32 {
  %k = arith.constant 42 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  cf.br ^bb3(%k : i32)
^bb2:
  "test.bar"() : () -> ()
  cf.br ^bb3(%k : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

func.func @block_arg_self_loop_invariant(%a: i32, %n: i32) -> i32 {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %inv: i32):
  %c = arith.cmpi slt, %x, %n : i32
  %y = arith.addi %x, %inv : i32
  cf.cond_br %c, ^bb1(%y, %inv : i32, i32), ^bb2
^bb2:
  return %x : i32
}

// -----

func.func @unused_block_args_dropped(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, f32), ^bb2
^bb1(%x: i32, %y: f32):
  "test.foo"() : () -> ()
  return %x : i32
^bb2:
  "test.bar"() : () -> ()
  return %a : i32
}

// -----

func.func @dead_blocks_with_uses(%a: i32) -> i32 {
  return %a : i32
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^bb2(%y : i32)
^bb2(%z: i32):
  cf.br ^bb1(%z : i32)
}

// -----

func.func @branches_in_scf_region(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
  ^bb1(%x: i32):
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @branches_in_unregistered_region(%c: i1, %a: i32) {
  "test.region"() ({
    %t = arith.constant true
    cf.cond_br %t, ^bb1, ^bb2
  ^bb1:
    "test.foo"(%a) : (i32) -> ()
    cf.br ^bb2
  ^bb2:
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @cond_br_false_const_loop(%a: i32) -> i32 {
  %f = arith.constant false
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.cond_br %f, ^bb1(%y : i32), ^bb2(%y : i32)
^bb2(%z: i32):
  return %z : i32
}

// -----

func.func @cond_br_dest_with_other_pred_and_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  %k = arith.addi %a, %b : i32
  cf.br ^bb1(%k : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

func.func @switch_flag_from_cond_br(%c: i1, %f: i32, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  cf.switch %f : i32, [
    default: ^bb2(%a : i32),
    0: ^bb2(%b : i32)
  ]
^bb2(%x: i32):
  return %x : i32
}

// -----

func.func @cond_br_to_same_block_one_side_extra_op(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  %n = arith.subi %a, %a : i32
  cf.br ^bb3(%n : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

// Case literals of flags wider than 64 bits: LLVM 19 reads an int64 and zero-extends its
// bits, so -1 on an i128 flag is 2^64-1 (the same case as the literal 18446744073709551615).
func.func @switch_i128_negative_literal(%x: i128, %a: i32) -> i32 {
  cf.switch %x : i128, [
    default: ^bb1(%a : i32),
    -1: ^bb2,
    -3: ^bb3,
    18446744073709551615: ^bb3,
    0x7F: ^bb2
  ]
^bb1(%v: i32):
  return %v : i32
^bb2:
  %c = arith.constant 2 : i32
  return %c : i32
^bb3:
  %d = arith.constant 3 : i32
  return %d : i32
}

// -----

func.func @switch_i128_const_flag_matches_extended(%a: i32) -> i32 {
  %x = arith.constant 18446744073709551615 : i128
  cf.switch %x : i128, [
    default: ^bb1(%a : i32),
    -1: ^bb2,
    5: ^bb1(%a : i32)
  ]
^bb1(%v: i32):
  return %v : i32
^bb2:
  %c = arith.constant 2 : i32
  return %c : i32
}

// -----

func.func @switch_i65_all_ones_flag_misses(%a: i32) -> i32 {
  %x = arith.constant -1 : i65
  cf.switch %x : i65, [
    default: ^bb1(%a : i32),
    -1: ^bb2
  ]
^bb1(%v: i32):
  return %v : i32
^bb2:
  %c = arith.constant 2 : i32
  return %c : i32
}
