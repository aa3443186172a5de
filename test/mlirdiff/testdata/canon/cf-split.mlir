// cf probes, one pattern or edge case per chunk.

func.func @br_const_arg() -> i32 {
  %c = arith.constant 7 : i32
  cf.br ^bb1(%c : i32)
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @br_to_block_with_other_preds(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x : i32):
  return %x : i32
}

// -----

func.func @cond_br_true(%a : i32, %b : i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @cond_br_false_args(%a : i32, %b : i64) -> i64 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i64)
^bb1(%x : i32):
  %y = arith.extsi %x : i32 to i64
  return %y : i64
^bb2(%z : i64):
  return %z : i64
}

// -----

func.func @cond_br_same_dest_different_args(%c : i1, %a : i32, %b : i32, %v : vector<4xf32>, %w : vector<4xf32>) -> (i32, vector<4xf32>) {
  cf.cond_br %c, ^bb1(%a, %v : i32, vector<4xf32>), ^bb1(%b, %w : i32, vector<4xf32>)
^bb1(%x : i32, %y : vector<4xf32>):
  return %x, %y : i32, vector<4xf32>
}

// -----

func.func @cond_br_same_dest_memref(%c : i1, %a : memref<4xf32>, %b : memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%b : memref<4xf32>)
^bb1(%x : memref<4xf32>):
  return %x : memref<4xf32>
}

// -----

func.func @cond_br_same_dest_one_differs(%c : i1, %a : i32, %b : i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%a, %b : i32, i32)
^bb1(%x : i32, %y : i32):
  return %x, %y : i32, i32
}

// -----

func.func @cond_br_not_condition(%c : i1, %a : i32, %b : i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  cf.cond_br %n, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x : i32):
  "foo.a"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y : i32):
  "foo.b"(%y) : (i32) -> ()
  return %y : i32
}

// -----

func.func @cond_br_passthrough_both(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x : i32):
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
}

// -----

func.func @cond_br_passthrough_uses_own_arg(%c : i1, %a : i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%p : i32):
  cf.br ^bb2
^bb2:
  return %a : i32
}

// -----

func.func @cond_br_from_same_cond(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "foo.x"() : () -> ()
  return
^bb3:
  "foo.y"() : () -> ()
  return
^bb4:
  "foo.z"() : () -> ()
  return
}

// -----

func.func @cond_br_from_same_cond_false(%c : i1) {
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "foo.x"() : () -> ()
  return
^bb3:
  "foo.y"() : () -> ()
  return
^bb4:
  "foo.z"() : () -> ()
  return
}

// -----

func.func @cond_prop_in_successors(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.t"(%c) : (i1) -> ()
  cf.br ^bb3
^bb2:
  "foo.f"(%c) : (i1) -> ()
  cf.br ^bb3
^bb3:
  "foo.j"(%c) : (i1) -> ()
  return
}

// -----

func.func @cond_prop_same_dest(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  "foo.t"(%c) : (i1) -> ()
  return
}

// -----

func.func @cond_prop_multi_pred(%c : i1, %d : i1) {
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "foo.t"(%c) : (i1) -> ()
  return
^bb3:
  "foo.f"(%c) : (i1) -> ()
  return
}

// -----

func.func @assert_true(%m : i1) {
  %t = arith.constant true
  cf.assert %t, "never"
  cf.assert %m, "maybe"
  return
}

// -----

func.func @assert_false() {
  %f = arith.constant false
  cf.assert %f, "always fails"
  return
}

// -----

func.func @switch_default_only(%f : i32, %a : f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32)
  ]
^bb1(%x : f32):
  return %x : f32
}

// -----

func.func @switch_cases_like_default(%f : i32, %a : f32, %b : f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    10: ^bb1(%a : f32),
    20: ^bb2(%b : f32),
    30: ^bb1(%a : f32)
  ]
^bb1(%x : f32):
  "foo.a"(%x) : (f32) -> ()
  return %x : f32
^bb2(%y : f32):
  "foo.b"(%y) : (f32) -> ()
  return %y : f32
}

// -----

func.func @switch_const_match(%a : f32, %b : f32) -> f32 {
  %c = arith.constant 20 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : f32),
    10: ^bb1(%b : f32),
    20: ^bb2(%b : f32)
  ]
^bb1(%x : f32):
  "foo.a"(%x) : (f32) -> ()
  return %x : f32
^bb2(%y : f32):
  "foo.b"(%y) : (f32) -> ()
  return %y : f32
}

// -----

func.func @switch_const_no_match(%a : f32, %b : f32) -> f32 {
  %c = arith.constant 5 : i64
  cf.switch %c : i64, [
    default: ^bb1(%a : f32),
    10: ^bb2(%b : f32)
  ]
^bb1(%x : f32):
  "foo.a"(%x) : (f32) -> ()
  return %x : f32
^bb2(%y : f32):
  "foo.b"(%y) : (f32) -> ()
  return %y : f32
}

// -----

func.func @switch_negative_case(%a : f32, %b : f32) -> f32 {
  %c = arith.constant -3 : i8
  cf.switch %c : i8, [
    default: ^bb1(%a : f32),
    -3: ^bb2(%b : f32)
  ]
^bb1(%x : f32):
  "foo.a"(%x) : (f32) -> ()
  return %x : f32
^bb2(%y : f32):
  "foo.b"(%y) : (f32) -> ()
  return %y : f32
}

// -----

func.func @switch_passthrough(%f : i32, %a : f32, %b : f32, %c : f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    1: ^bb2(%b : f32),
    2: ^bb3(%c : f32)
  ]
^bb1(%x : f32):
  cf.br ^bb4(%x : f32)
^bb2(%y : f32):
  cf.br ^bb4(%y : f32)
^bb3(%z : f32):
  "foo.c"(%z) : (f32) -> ()
  cf.br ^bb4(%z : f32)
^bb4(%r : f32):
  return %r : f32
}

// -----

func.func @switch_in_switch_same_flag_match(%f : i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    4: ^bb2
  ]
^bb1:
  "foo.d"() : () -> ()
  return
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    4: ^bb4,
    5: ^bb5
  ]
^bb3:
  "foo.x"() : () -> ()
  return
^bb4:
  "foo.y"() : () -> ()
  return
^bb5:
  "foo.z"() : () -> ()
  return
}

// -----

func.func @switch_in_switch_same_flag_nomatch(%f : i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    7: ^bb2
  ]
^bb1:
  "foo.d"() : () -> ()
  return
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    4: ^bb4
  ]
^bb3:
  "foo.x"() : () -> ()
  return
^bb4:
  "foo.y"() : () -> ()
  return
}

// -----

func.func @switch_in_switch_default(%f : i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb6,
    2: ^bb5
  ]
^bb2:
  "foo.a"() : () -> ()
  return
^bb3:
  "foo.b"() : () -> ()
  return
^bb4:
  "foo.c"() : () -> ()
  return
^bb5:
  "foo.d"() : () -> ()
  return
^bb6:
  "foo.e"() : () -> ()
  return
}

// -----

func.func @dead_block_removed(%a : i32) -> i32 {
  cf.br ^bb2
^bb1:
  "foo.dead"() : () -> ()
  cf.br ^bb2
^bb2:
  return %a : i32
}

// -----

func.func @loop_back_edge(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i : index):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  "foo.body"(%i) : (index) -> ()
  %n1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%n1 : index)
^bb3:
  return
}

// -----

func.func @merge_identical_blocks(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.op"(%a) : (i32) -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "foo.op"(%b) : (i32) -> ()
  cf.br ^bb3(%b : i32)
^bb3(%x : i32):
  return %x : i32
}

// -----

func.func @merge_identical_return_blocks(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}

// -----

func.func @redundant_block_args(%c : i1, %a : i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb2
^bb1(%x : i32, %y : i32):
  cf.br ^bb3(%x, %y : i32, i32)
^bb2:
  "foo.op"() : () -> ()
  cf.br ^bb3(%a, %a : i32, i32)
^bb3(%p : i32, %q : i32):
  return %p, %q : i32, i32
}

// -----

func.func @same_value_all_preds(%c : i1, %a : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.one"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "foo.two"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%x : i32):
  return %x : i32
}

// -----

func.func @self_loop_arg(%a : i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb1(%x : i32)
}

// -----

func.func @unused_block_arg_kept(%c : i1, %a : i32, %b : i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x : i32):
  "foo.noarg"() : () -> ()
  return
}

// -----

func.func @cond_br_const_to_loop(%a : i32) {
  %t = arith.constant true
  cf.br ^bb1
^bb1:
  "foo.w"() : () -> ()
  cf.cond_br %t, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @switch_i1(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.switch %c : i1, [
    default: ^bb1(%a : i32),
    0: ^bb2(%b : i32)
  ]
^bb1(%x : i32):
  "foo.a"() : () -> ()
  return %x : i32
^bb2(%y : i32):
  "foo.b"() : () -> ()
  return %y : i32
}

// -----

func.func @switch_passthrough_default_with_args(%f : i32, %a : f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%a : f32)
  ]
^bb1:
  cf.br ^bb3(%a : f32)
^bb2(%y : f32):
  "foo.c"(%y) : (f32) -> ()
  cf.br ^bb3(%y : f32)
^bb3(%r : f32):
  return %r : f32
}

// -----

func.func @trivial_br_chain(%a : i32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  return %a : i32
}

// -----

func.func @cond_br_passthrough_cycle(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  return
}

// -----

func.func @merge_blocks_diff_operands(%c : i1, %d : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  cf.cond_br %d, ^bb3(%x : i32), ^bb4
^bb2:
  %y = arith.addi %b, %b : i32
  cf.cond_br %d, ^bb3(%y : i32), ^bb4
^bb3(%r : i32):
  return %r : i32
^bb4:
  return %a : i32
}

// -----

func.func @merge_blocks_with_args(%c : i1, %a : i32, %b : i64) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x : i32):
  "test.op"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y : i32):
  "test.op"(%y) : (i32) -> ()
  return %y : i32
}

// -----

func.func @no_merge_different_types(%c : i1, %a : i32, %b : i64) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.op"(%a) : (i32) -> ()
  return
^bb2:
  "test.op"(%b) : (i64) -> ()
  return
}

// -----

func.func @merge_three(%f : i32, %a : i32, %b : i32, %c : i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "test.op"(%a) : (i32) -> ()
  return %a : i32
^bb2:
  "test.op"(%b) : (i32) -> ()
  return %b : i32
^bb3:
  "test.op"(%c) : (i32) -> ()
  return %c : i32
}

// -----

func.func @merge_in_loop(%c : i1, %a : i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %y = arith.addi %x, %x : i32
  cf.br ^bb1(%y : i32)
^bb3:
  %z = arith.addi %x, %x : i32
  cf.br ^bb1(%z : i32)
}

// -----

func.func @merge_uses_outside(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.muli %a, %a : i32
  cf.br ^bb3
^bb2:
  %y = arith.muli %b, %b : i32
  cf.br ^bb3
^bb3:
  return %a : i32
}

// -----

func.func @merge_then_forward(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x : i32):
  %s = arith.addi %x, %a : i32
  return %s : i32
}

// -----

func.func @arg_dedup(%c : i1, %a : i32, %b : i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %b : i32, i32)
^bb1(%x : i32, %y : i32):
  return %x, %y : i32, i32
}

// -----

func.func @loop_invariant_arg(%n : index, %a : i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %a : index, i32)
^bb1(%i : index, %v : i32):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %n1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%n1, %v : index, i32)
^bb3:
  return %v : i32
}

// -----

func.func @region_op_blocks(%c : i1) {
  "test.region"() ({
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.x"() : () -> ()
    "test.end"() : () -> ()
  ^bb2:
    "test.x"() : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @unreachable_cycle() {
  return
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// -----

func.func @cond_br_const_from_block_arg(%a : i32) -> i32 {
  %t = arith.constant true
  cf.br ^bb1(%t : i1)
^bb1(%c : i1):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "test.a"() : () -> ()
  return %a : i32
^bb3:
  "test.b"() : () -> ()
  return %a : i32
}

// -----

func.func @switch_arg_forwarding(%f : i32, %a : i32, %b : i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    5: ^bb1(%b : i32)
  ]
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @switch_i64_large(%a : f32, %b : f32) -> f32 {
  %c = arith.constant 4294967296 : i64
  cf.switch %c : i64, [
    default: ^bb1(%a : f32),
    4294967296: ^bb2(%b : f32)
  ]
^bb1(%x : f32):
  "test.a"() : () -> ()
  return %x : f32
^bb2(%y : f32):
  "test.b"() : () -> ()
  return %y : f32
}

// -----

func.func @switch_printing(%f : i32, %a : f32) {
  cf.switch %f : i32, [
    default: ^bb1,
    -1: ^bb2(%a : f32),
    7: ^bb1
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2(%y : f32):
  "test.b"(%y) : (f32) -> ()
  return
}

// -----

func.func @assert_messages(%c : i1) {
  cf.assert %c, "with \"quotes\" and \\ backslash"
  cf.assert %c, "with \"quotes\" and \\ backslash"
  return
}

// -----

func.func @cond_br_xor_not_const(%c : i1, %d : i1) {
  %n = arith.xori %c, %d : i1
  cf.cond_br %n, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

func.func @cond_br_vector_select(%c : i1, %a : vector<4xi32>, %b : vector<4xi32>, %m : memref<2xf32>, %n : memref<2xf32>) -> (vector<4xi32>, memref<2xf32>) {
  cf.cond_br %c, ^bb1(%a, %m : vector<4xi32>, memref<2xf32>), ^bb1(%b, %n : vector<4xi32>, memref<2xf32>)
^bb1(%x : vector<4xi32>, %y : memref<2xf32>):
  return %x, %y : vector<4xi32>, memref<2xf32>
}

// -----

func.func @cond_br_same_succ_index(%c : i1, %a : index, %b : index) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb1(%b : index)
^bb1(%x : index):
  return %x : index
}

// -----

func.func @return_blocks() {
  "test.foo"() : () -> ()
  "test.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  return
^bb2:
  return
}

// -----

func.func @matching_arguments() -> i32 {
  %0 = "test.cond_val"() : () -> i1
  %1 = "test.val"() : () -> i32
  %2 = "test.val2"() : () -> i32
  cf.cond_br %0, ^bb1(%1 : i32), ^bb2(%2 : i32)
^bb1(%arg0 : i32):
  cf.br ^bb3(%arg0 : i32)
^bb2(%arg1 : i32):
  cf.br ^bb3(%arg1 : i32)
^bb3(%arg2 : i32):
  return %arg2 : i32
}

// -----

func.func @mismatch_unknown_terminator(%arg0 : i32, %arg1 : i32) -> i32 {
  "test.foo"() : () -> ()
  "test.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "test.unknown"(%arg0)[^bb3] : (i32) -> ()
^bb2:
  "test.unknown"(%arg1)[^bb3] : (i32) -> ()
^bb3:
  return %arg0 : i32
}

// -----

func.func @mismatch_operands(%cond : i1, %arg0 : i32, %arg1 : i32) -> i32 {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  return %arg0 : i32
^bb2:
  return %arg1 : i32
}

// -----

func.func @mismatch_operand_types(%arg0 : i1, %arg1 : memref<i32>, %arg2 : memref<i1>) {
  %c0_i32 = arith.constant 0 : i32
  %true = arith.constant true
  cf.br ^bb1
^bb1:
  cf.cond_br %arg0, ^bb2, ^bb3
^bb2:
  memref.store %c0_i32, %arg1[] : memref<i32>
  cf.br ^bb1
^bb3:
  memref.store %true, %arg2[] : memref<i1>
  cf.br ^bb1
}

// -----

func.func @mismatch_argument_uses(%arg0 : i32, %arg1 : i32) -> (i32, i32) {
  "test.foo"() : () -> ()
  "test.cond"()[^bb1, ^bb2] : () -> ()
^bb1(%arg2 : i32):
  return %arg0, %arg2 : i32, i32
^bb2(%arg3 : i32):
  return %arg3, %arg1 : i32, i32
}

// -----

func.func @mismatch_argument_types() {
  "test.foo"() : () -> ()
  "test.cond"()[^bb1, ^bb2] : () -> ()
^bb1(%arg0 : i32):
  "test.foo"(%arg0) : (i32) -> ()
  return
^bb2(%arg1 : i16):
  "test.foo"(%arg1) : (i16) -> ()
  return
}

// -----

func.func @mismatch_argument_count() {
  "test.foo"() : () -> ()
  "test.cond"()[^bb1, ^bb2] : () -> ()
^bb1(%arg0 : i32):
  "test.foo"(%arg0) : (i32) -> ()
  return
^bb2:
  "test.foo"() : () -> ()
  return
}

// -----

func.func @mismatch_operations_outside_of_block(%arg0 : i32) {
  "test.foo"() : () -> ()
  "test.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "test.foo"() : () -> ()
  return
^bb2:
  "test.bar"() : () -> ()
  return
}

// -----

func.func @mismatch_loop(%arg0 : i1, %arg1 : i1) {
  "test.foo"() : () -> ()
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.cond_br %arg1, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @mismatch_dominance() -> i32 {
  %0 = "test.foo"() : () -> i1
  cf.cond_br %0, ^bb1, ^bb2
^bb1:
  %1 = "test.bar"() : () -> i32
  cf.br ^bb3(%1 : i32)
^bb2:
  %2 = "test.baz"() : () -> i32
  cf.br ^bb3(%2 : i32)
^bb3(%3 : i32):
  cf.br ^bb4(%3 : i32)
^bb4(%4 : i32):
  return %4 : i32
}

// -----

func.func @nested_region_merge(%arg0 : i1) {
  "test.region"() ({
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:
    "test.x"() : () -> ()
    "test.end"() : () -> ()
  ^bb2:
    "test.x"() : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @blocks_with_regions(%arg0 : i1) {
  "test.foo"() : () -> ()
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  "test.region"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  return
^bb2:
  "test.region"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @blocks_with_different_regions(%arg0 : i1) {
  "test.foo"() : () -> ()
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  "test.region"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  return
^bb2:
  "test.region"() ({
    "test.other"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @merge_with_different_attrs(%arg0 : i1) {
  "test.foo"() : () -> ()
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  "test.x"() {a = 1} : () -> ()
  return
^bb2:
  "test.x"() {a = 2} : () -> ()
  return
}

// -----

func.func @dce_block_arg_unused(%arg0 : i1, %a : i32) {
  cf.cond_br %arg0, ^bb1(%a : i32), ^bb2
^bb1(%x : i32):
  "test.x"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}

// -----

func.func @dce_dead_ops_in_unreachable(%a : f32) {
  return
^bb1:
  %0 = arith.addf %a, %a : f32
  "test.x"(%0) : (f32) -> ()
  cf.br ^bb1
}

// -----

func.func @graph_like_dead_cycle(%a : i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  %y = arith.addi %x, %x : i32
  %c = "test.cond"() : () -> i1
  cf.cond_br %c, ^bb1(%y : i32), ^bb2
^bb2:
  return %a : i32
}

// -----

func.func @merge_successor_operands(%c : i1, %d : i1, %a : i32, %b : i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.p"() : () -> ()
  cf.cond_br %d, ^bb3(%a : i32), ^bb4
^bb2:
  "test.p"() : () -> ()
  cf.cond_br %d, ^bb3(%b : i32), ^bb4
^bb3(%x : i32):
  "test.q"(%x) : (i32) -> ()
  return
^bb4:
  return
}
