// cf probes from LLVM 19's registered canonicalizers (assert, br, cond_br, switch).

func.func @assert_true() {
  %t = arith.constant true
  cf.assert %t, "never"
  return
}

// -----

func.func @assert_false() {
  %f = arith.constant false
  cf.assert %f, "always"
  return
}

// -----

func.func @assert_dup(%c : i1) {
  cf.assert %c, "a"
  cf.assert %c, "a"
  return
}

// -----

func.func @br_passthrough_chain(%a : i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  cf.br ^bb2(%x : i32)
^bb2(%y : i32):
  return %y : i32
}

// -----

func.func @br_passthrough_multi_pred(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x : i32):
  return %x : i32
}

// -----

func.func @br_passthrough_loop(%a : i32) {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}

// -----

func.func @br_self_loop_args(%a : i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  %y = "test.f"(%x) : (i32) -> i32
  cf.br ^bb1(%y : i32)
}

// -----

func.func @cond_br_same_dest_same_args(%c : i1, %a : i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @cond_br_same_dest_diff_args(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @cond_br_same_dest_diff_args_f32(%c : i1, %a : f32, %b : f32, %d : index, %e : index) -> (f32, index) {
  cf.cond_br %c, ^bb1(%a, %d : f32, index), ^bb1(%b, %e : f32, index)
^bb1(%x : f32, %y : index):
  return %x, %y : f32, index
}

// -----

func.func @cond_br_same_dest_memref(%c : i1, %a : memref<4xf32>, %b : memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%b : memref<4xf32>)
^bb1(%x : memref<4xf32>):
  return %x : memref<4xf32>
}

// -----

func.func @cond_br_const_true(%a : i32, %b : i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x : i32):
  return %x : i32
^bb2(%y : i32):
  %z = "test.f"(%y) : (i32) -> i32
  return %z : i32
}

// -----

func.func @cond_br_const_false(%a : i32, %b : i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x : i32):
  return %x : i32
^bb2(%y : i32):
  %z = "test.f"(%y) : (i32) -> i32
  return %z : i32
}

// -----

func.func @cond_br_not(%c : i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  cf.cond_br %n, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

func.func @cond_br_not_lhs(%c : i1) {
  %t = arith.constant true
  %n = arith.xori %t, %c : i1
  cf.cond_br %n, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

func.func @cond_br_passthrough(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x : i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%y : i32):
  return %y : i32
}

// -----

func.func @cond_br_dominating(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}

// -----

func.func @cond_br_dominating_false(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}

// -----

func.func @cond_br_dominating_two_preds(%c : i1, %d : i1) {
  cf.cond_br %d, ^bb1, ^bb5
^bb5:
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}

// -----

func.func @cond_br_cond_in_successor(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  return
^bb2:
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

func.func @cond_br_cond_in_shared_successor(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

func.func @cond_br_cond_as_arg(%c : i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2(%c : i1)
^bb1(%x : i1):
  "test.use"(%x) : (i1) -> ()
  return
^bb2(%y : i1):
  "test.use"(%y) : (i1) -> ()
  return
}

// -----

func.func @cond_br_cond_select(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x : i32):
  return %x : i32
}

// -----

func.func @switch_only_default(%f : i32, %a : i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @switch_case_eq_default(%f : i32, %a : i32, %b : i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb1(%b : i32),
    3: ^bb2
  ]
^bb1(%x : i32):
  return %x : i32
^bb2:
  %z = "test.z"() : () -> i32
  return %z : i32
}

// -----

func.func @switch_const(%a : i32, %b : i32) -> i32 {
  %f = arith.constant 2 : i32
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%b : i32),
    2: ^bb2
  ]
^bb1(%x : i32):
  return %x : i32
^bb2:
  %z = "test.z"() : () -> i32
  return %z : i32
}

// -----

func.func @switch_const_default(%a : i32, %b : i32) -> i32 {
  %f = arith.constant 7 : i32
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%b : i32),
    2: ^bb2
  ]
^bb1(%x : i32):
  return %x : i32
^bb2:
  %z = "test.z"() : () -> i32
  return %z : i32
}

// -----

func.func @switch_i8_const_neg(%a : i32, %b : i32) -> i32 {
  %f = arith.constant -1 : i8
  cf.switch %f : i8, [
    default: ^bb1(%a : i32),
    255: ^bb1(%b : i32),
    -2: ^bb2
  ]
^bb1(%x : i32):
  return %x : i32
^bb2:
  %z = "test.z"() : () -> i32
  return %z : i32
}

// -----

func.func @switch_passthrough(%f : i32, %a : i32, %b : i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2,
    2: ^bb3
  ]
^bb1(%x : i32):
  cf.br ^bb4(%x : i32)
^bb2:
  cf.br ^bb4(%b : i32)
^bb3:
  cf.br ^bb1(%b : i32)
^bb4(%y : i32):
  return %y : i32
}

// -----

func.func @switch_dominated_by_case(%f : i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    5: ^bb4,
    6: ^bb5
  ]
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

// -----

func.func @switch_dominated_by_default(%f : i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    5: ^bb2,
    6: ^bb2
  ]
^bb2:
  "test.a"() : () -> ()
  return
^bb1:
  cf.switch %f : i32, [
    default: ^bb3,
    5: ^bb4,
    6: ^bb5,
    7: ^bb6
  ]
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
^bb5:
  "test.e"() : () -> ()
  return
^bb6:
  "test.f"() : () -> ()
  return
}

// -----

func.func @switch_dominated_multi_pred(%f : i32, %c : i1) {
  cf.cond_br %c, ^bb0a, ^bb2
^bb0a:
  cf.switch %f : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    5: ^bb4
  ]
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}

// -----

func.func @switch_same_dest_twice(%f : i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    5: ^bb2,
    5: ^bb3
  ]
^bb1:
  return
^bb2:
  "test.a"() : () -> ()
  return
^bb3:
  "test.b"() : () -> ()
  return
}

// -----

func.func @switch_no_cases_list(%f : i64, %a : i64) -> i64 {
  cf.switch %f : i64, [
    default: ^bb1(%f : i64)
  ]
^bb1(%x : i64):
  return %x : i64
}

// -----

func.func @switch_all_cases_same_as_default_args_differ(%f : i32, %a : i32, %b : i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%b : i32)
  ]
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @block_merge_identical(%c : i1, %a : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %a, %a : i32
  cf.br ^bb3(%y : i32)
^bb3(%z : i32):
  return %z : i32
}

// -----

func.func @block_merge_diff_operand(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  return %x : i32
^bb2:
  %y = arith.addi %b, %b : i32
  return %y : i32
}

// -----

func.func @block_merge_side_effect(%c : i1, %a : i32, %b : i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.se"(%a) : (i32) -> ()
  return
^bb2:
  "test.se"(%b) : (i32) -> ()
  return
}

// -----

func.func @unreachable_block(%a : i32) -> i32 {
  return %a : i32
^bb1:
  %x = "test.f"() : () -> i32
  cf.br ^bb2(%x : i32)
^bb2(%y : i32):
  return %y : i32
}

// -----

func.func @dead_block_arg(%c : i1, %a : i32, %b : i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x : i32):
  "test.use"() : () -> ()
  return
}

// -----

func.func @block_arg_same_value(%c : i1, %a : i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @loop_header_args(%n : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i : i32, %s : i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %i2 = arith.addi %i, %c1 : i32
  %s2 = arith.addi %s, %i : i32
  cf.br ^head(%i2, %s2 : i32, i32)
^exit:
  return %s : i32
}

// -----

func.func @cse_across_blocks(%c : i1, %a : i32) -> (i32, i32) {
  %x = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.addi %a, %a : i32
  return %x, %y : i32, i32
^bb2:
  %z = arith.addi %a, %a : i32
  cf.br ^bb3(%z : i32)
^bb3(%w : i32):
  %v = arith.addi %a, %a : i32
  return %w, %v : i32, i32
}

// -----

func.func @cse_not_dominating(%c : i1, %a : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.muli %a, %a : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %v = arith.muli %a, %a : i32
  return %v : i32
}
