// Canonicalization cases for the cf dialect: each chunk is compared with mlir-opt 19
// (TestCanonicalizeAgainstMLIR) and with the golden files.

// A branch to a block with a single predecessor merges the blocks.
func.func @br_folding() -> i32 {
  %c0_i32 = arith.constant 0 : i32
  cf.br ^bb1(%c0_i32 : i32)
^bb1(%x : i32):
  return %x : i32
}

// -----

// Branch chain with arguments merges completely.
func.func @br_chain(%a: i32, %b: i64) -> (i32, i64) {
  cf.br ^bb1(%a, %b : i32, i64)
^bb1(%x: i32, %y: i64):
  %s = arith.addi %x, %x : i32
  cf.br ^bb2(%s : i32)
^bb2(%z: i32):
  return %z, %y : i32, i64
}

// -----

// Pass-through blocks are skipped; the argument is remapped.
func.func @br_passthrough(%arg0 : i32, %arg1 : i32) -> (i32, i32) {
  "foo.switch"() [^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.br ^bb2(%arg0 : i32)
^bb2(%arg2 : i32):
  cf.br ^bb3(%arg2, %arg1 : i32, i32)
^bb3(%arg4 : i32, %arg5 : i32):
  return %arg4, %arg5 : i32, i32
}

// -----

// A dead pass-through block goes away.
func.func @br_dead_passthrough() {
  cf.br ^bb1
^bb2:
  cf.br ^bb1
^bb1:
  return
}

// -----

// Not a pass-through: the block argument has another user.
func.func @br_passthrough_arg_used(%a: i32) -> i32 {
  "foo.switch"() [^bb1, ^bb2] : () -> ()
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  return %y : i32
}

// -----

// Not a pass-through: the block holds another op.
func.func @br_not_passthrough_has_op(%a: i32) {
  "foo.switch"() [^bb1, ^bb2] : () -> ()
^bb1:
  cf.br ^bb2
^bb2:
  "foo.op"() : () -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

// An infinite loop is left alone.
func.func @br_self_loop() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}

// -----

// A loop with a pass-through header.
func.func @br_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  "foo.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb3
^bb3:
  return
}

// -----

// cf.cond_br on a constant.
func.func @cond_br_folding(%cond : i1, %a : i32) {
  %false_cond = arith.constant false
  %true_cond = arith.constant true
  cf.cond_br %cond, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.cond_br %true_cond, ^bb3, ^bb2(%a : i32)
^bb2(%x : i32):
  cf.cond_br %false_cond, ^bb2(%x : i32), ^bb3
^bb3:
  return
}

// -----

func.func @cond_br_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "foo.t"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "foo.f"(%y) : (i32) -> ()
  return %y : i32
}

// -----

func.func @cond_br_false(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "foo.t"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "foo.f"(%y) : (i32) -> ()
  return %y : i32
}

// -----

// Both edges to the same block with the same operands.
func.func @cond_br_same_successor(%cond : i1, %a : i32) {
  cf.cond_br %cond, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%result : i32):
  return
}

// -----

// Both edges to the same block with different operands: selects.
func.func @cond_br_same_successor_insert_select(
      %cond : i1, %a : i32, %b : i32, %c : tensor<2xi32>, %d : tensor<2xi32>
    ) -> (i32, tensor<2xi32>)  {
  cf.cond_br %cond, ^bb1(%a, %c : i32, tensor<2xi32>), ^bb1(%b, %d : i32, tensor<2xi32>)
^bb1(%result : i32, %result2 : tensor<2xi32>):
  return %result, %result2 : i32, tensor<2xi32>
}

// -----

// Differing operands, but the block has another predecessor: no select.
func.func @cond_br_same_successor_other_pred(%cond : i1, %c2: i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c2, ^bb2, ^bb3
^bb2:
  "foo.x"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb3:
  cf.cond_br %cond, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%result : i32):
  return %result : i32
}

// -----

// Pass-through successors of a conditional branch.
func.func @cond_br_passthrough(%arg0 : i32, %arg1 : i32, %arg2 : i32, %cond : i1) -> (i32, i32) {
  cf.cond_br %cond, ^bb1(%arg0 : i32), ^bb2(%arg2, %arg2 : i32, i32)
^bb1(%arg3: i32):
  cf.br ^bb2(%arg3, %arg1 : i32, i32)
^bb2(%arg4: i32, %arg5: i32):
  return %arg4, %arg5 : i32, i32
}

// -----

// Not a pass-through: the argument is used in the block.
func.func @cond_br_pass_through_fail(%cond : i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  "foo.op"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}

// -----

// A block entered only from a branch on the same condition.
func.func @cond_br_from_cond_br_with_same_condition(%cond : i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.cond_br %cond, ^bb3, ^bb2
^bb2:
  "foo.terminator"() : () -> ()
^bb3:
  return
}

// -----

// The false edge.
func.func @cond_br_from_cond_br_same_condition_false(%cond : i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  "foo.a"() : () -> ()
  return
^bb2:
  "foo.b"() : () -> ()
  cf.cond_br %cond, ^bb3, ^bb4
^bb3:
  "foo.c"() : () -> ()
  return
^bb4:
  "foo.d"() : () -> ()
  return
}

// -----

// Different conditions: nothing to fold.
func.func @cond_br_from_cond_br_other_condition(%c1 : i1, %c2 : i1) {
  cf.cond_br %c1, ^bb1, ^bb2
^bb1:
  cf.cond_br %c2, ^bb3, ^bb2
^bb2:
  "foo.terminator"() : () -> ()
^bb3:
  return
}

// -----

// Two predecessors: nothing is known about the condition.
func.func @cond_br_same_condition_two_preds(%c1 : i1, %c2 : i1) {
  cf.cond_br %c2, ^bb1, ^bb5
^bb5:
  "foo.x"() : () -> ()
  cf.cond_br %c1, ^bb1, ^bb2
^bb1:
  "foo.y"() : () -> ()
  cf.cond_br %c1, ^bb3, ^bb2
^bb2:
  "foo.terminator"() : () -> ()
^bb3:
  return
}

// -----

// The condition is known in the successors.
func.func @cond_br_truth_propagation(%arg0 : i1) {
  cf.cond_br %arg0, ^trueB, ^falseB
^trueB:
  "test.consumer1"(%arg0) : (i1) -> ()
  "test.consumer2"(%arg0) : (i1) -> ()
  return
^falseB:
  "test.consumer3"(%arg0) : (i1) -> ()
  "test.consumer4"(%arg0) : (i1) -> ()
  return
}

// -----

// A successor with another predecessor learns nothing; nested uses stay.
func.func @cond_br_truth_propagation_partial(%arg0 : i1, %arg1 : i1) {
  cf.cond_br %arg1, ^trueB, ^bb0
^bb0:
  "foo.x"() : () -> ()
  cf.cond_br %arg0, ^trueB, ^falseB
^trueB:
  "test.consumer1"(%arg0) : (i1) -> ()
  return
^falseB:
  "test.consumer2"(%arg0) : (i1) -> ()
  scf.if %arg0 {
    "test.consumer3"(%arg0) : (i1) -> ()
  }
  return
}

// -----

// cf.assert of true is erased; of false or unknown it stays.
func.func @erase_assert(%arg : i1) {
  %true = arith.constant true
  %false = arith.constant false
  cf.assert %true, "Computer says no"
  cf.assert %false, "Always fails"
  cf.assert %arg, "Maybe"
  return
}

// -----

// A switch with only a default.
func.func @switch_only_default(%flag : i32, %caseOperand0 : f32) {
  "foo.pred"() [^bb1, ^bb2] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%caseOperand0 : f32)
  ]
^bb2(%bb2Arg : f32):
  "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
}

// -----

// Cases going where the default goes, with its operands, are dropped.
func.func @switch_case_matching_default(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%caseOperand0 : f32),
    42: ^bb2(%caseOperand0 : f32),
    10: ^bb3(%caseOperand1 : f32),
    17: ^bb2(%caseOperand0 : f32)
  ]
^bb2(%bb2Arg : f32):
  "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
^bb3(%bb3Arg : f32):
  "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
}

// -----

// Same destination but other operands: the case stays.
func.func @switch_case_default_dest_other_operands(%flag : i32, %a : f32, %b : f32) {
  "foo.pred"() [^bb1, ^bb2] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%a : f32),
    42: ^bb2(%b : f32)
  ]
^bb2(%bb2Arg : f32):
  "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
}

// -----

// Every case matches the default: the switch becomes a branch.
func.func @switch_all_cases_match_default(%flag : i8, %a : f32) {
  "foo.pred"() [^bb1, ^bb2] : () -> ()
^bb1:
  cf.switch %flag : i8, [
    default: ^bb2(%a : f32),
    1: ^bb2(%a : f32),
    -1: ^bb2(%a : f32)
  ]
^bb2(%bb2Arg : f32):
  "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
}

// -----

// A constant flag matching no case goes to the default.
func.func @switch_on_const_no_match(%caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
^bb1:
  %c0_i32 = arith.constant 0 : i32
  cf.switch %c0_i32 : i32, [
    default: ^bb2(%caseOperand0 : f32),
    -1: ^bb3(%caseOperand1 : f32),
    1: ^bb4(%caseOperand2 : f32)
  ]
^bb2(%bb2Arg : f32):
  "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
^bb3(%bb3Arg : f32):
  "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
^bb4(%bb4Arg : f32):
  "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
}

// -----

// A constant flag matching a case.
func.func @switch_on_const_with_match(%caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
^bb1:
  %c0_i32 = arith.constant 1 : i32
  cf.switch %c0_i32 : i32, [
    default: ^bb2(%caseOperand0 : f32),
    -1: ^bb3(%caseOperand1 : f32),
    1: ^bb4(%caseOperand2 : f32)
  ]
^bb2(%bb2Arg : f32):
  "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
^bb3(%bb3Arg : f32):
  "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
^bb4(%bb4Arg : f32):
  "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
}

// -----

// Constant -1 in i8 matches the case written 255; duplicates take the first.
func.func @switch_on_const_wrapped(%a : f32, %b : f32, %c : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
^bb1:
  %m1 = arith.constant -1 : i8
  cf.switch %m1 : i8, [
    default: ^bb2(%a : f32),
    255: ^bb3(%b : f32),
    -1: ^bb4(%c : f32)
  ]
^bb2(%bb2Arg : f32):
  "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
^bb3(%bb3Arg : f32):
  "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
^bb4(%bb4Arg : f32):
  "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
}

// -----

// Pass-through destinations of a switch.
func.func @switch_passthrough(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32, %caseOperand3 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%caseOperand0 : f32),
    43: ^bb3(%caseOperand1 : f32),
    44: ^bb4(%caseOperand2 : f32)
  ]
^bb2(%bb2Arg : f32):
  cf.br ^bb5(%bb2Arg : f32)
^bb3(%bb3Arg : f32):
  cf.br ^bb6(%bb3Arg : f32)
^bb4(%bb4Arg : f32):
  "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
^bb5(%bb5Arg : f32):
  "foo.bb5Terminator"(%bb5Arg) : (f32) -> ()
^bb6(%bb6Arg : f32):
  "foo.bb6Terminator"(%bb6Arg) : (f32) -> ()
}

// -----

// A block entered through a case of a switch on the same flag.
func.func @switch_from_switch_with_same_value_with_match(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "foo.bb1Terminator"() : () -> ()
^bb2:
  cf.switch %flag : i32, [
    default: ^bb3(%caseOperand0 : f32),
    42: ^bb4(%caseOperand1 : f32)
  ]
^bb3(%bb3Arg : f32):
  "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
^bb4(%bb4Arg : f32):
  "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
}

// -----

func.func @switch_from_switch_with_same_value_no_match(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "foo.bb1Terminator"() : () -> ()
^bb2:
  "foo.op"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3(%caseOperand0 : f32),
    0: ^bb4(%caseOperand1 : f32),
    43: ^bb5(%caseOperand2 : f32)
  ]
^bb3(%bb3Arg : f32):
  "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
^bb4(%bb4Arg : f32):
  "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
^bb5(%bb5Arg : f32):
  "foo.bb5Terminator"(%bb5Arg) : (f32) -> ()
}

// -----

// A block entered through the default of a switch on the same flag.
func.func @switch_from_switch_default_with_same_value(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "foo.op"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3(%caseOperand0 : f32),
    42: ^bb4(%caseOperand1 : f32),
    43: ^bb5(%caseOperand2 : f32)
  ]
^bb2:
  "foo.bb2Terminator"() : () -> ()
^bb3(%bb3Arg : f32):
  "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
^bb4(%bb4Arg : f32):
  "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
^bb5(%bb5Arg : f32):
  "foo.bb5Terminator"(%bb5Arg) : (f32) -> ()
}

// -----

// Another flag: nothing is known.
func.func @switch_from_switch_other_flag(%flag : i32, %other : i32, %a : f32, %b : f32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "foo.bb1Terminator"() : () -> ()
^bb2:
  "foo.op"() : () -> ()
  cf.switch %other : i32, [
    default: ^bb3(%a : f32),
    42: ^bb4(%b : f32)
  ]
^bb3(%bb3Arg : f32):
  "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
^bb4(%bb4Arg : f32):
  "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
}

// -----

// Unused successor arguments are erased (region DCE), used ones kept.
func.func @dead_block_args(%c : i1, %a : i32, %b : i64) -> i64 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i64), ^bb2
^bb2:
  "foo.op"() : () -> ()
  cf.br ^bb1(%a, %b : i32, i64)
^bb1(%x : i32, %y : i64):
  return %y : i64
}

// -----

// A value circulating through a loop and used nowhere else dies.
func.func @dead_loop_value(%n : i32, %c : i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i : i32):
  %next = arith.addi %i, %c1 : i32
  "foo.body"() : () -> ()
  %cond = "foo.cond"() : () -> i1
  cf.cond_br %cond, ^bb1(%next : i32), ^bb2
^bb2:
  return
}

// -----

// A live loop counter.
func.func @live_loop_value(%n : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i : i32):
  %next = arith.addi %i, %c1 : i32
  %cond = arith.cmpi slt, %next, %n : i32
  cf.cond_br %cond, ^bb1(%next : i32), ^bb2(%next : i32)
^bb2(%r : i32):
  return %r : i32
}

// -----

// Identical blocks (merged only with region-simplify=aggressive).
func.func @identical_blocks(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.op"(%a) : (i32) -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "foo.op"(%b) : (i32) -> ()
  cf.br ^bb3(%a : i32)
^bb3(%x : i32):
  return %x : i32
}

// -----

// Blocks that differ in an op are not merged.
func.func @different_blocks(%c : i1, %a : i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.op1"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "foo.op2"(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

// Returning blocks with equal bodies.
func.func @identical_return_blocks(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
^bb2:
  %y = arith.addi %b, %b : i32
  "foo.use"(%y) : (i32) -> ()
  return %y : i32
}

// -----

// An argument that receives one value from every predecessor.
func.func @redundant_arg(%c : i1, %a : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "foo.y"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%v : i32):
  "foo.z"(%v) : (i32) -> ()
  return %v : i32
}

// -----

// Only the last block's change counts in LLVM 19: the branch on %true is left.
func.func @redundant_arg_not_last(%c: i1) {
  %true = arith.constant true
  cf.cond_br %c, ^bb1(%true : i1), ^bb2
^bb2:
  "foo.a"() : () -> ()
  cf.br ^bb1(%true : i1)
^bb1(%x: i1):
  cf.cond_br %x, ^bb3, ^bb4
^bb3:
  "foo.b"() : () -> ()
  return
^bb4:
  "foo.c"() : () -> ()
  return
}

// -----

// Erasing only a block argument does not count as a change in LLVM 19.
func.func @arg_only_change(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %d, ^bb1(%a : i32), ^bb2
^bb2:
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  "foo.op"() : () -> ()
  return
}

// -----

// Unreachable blocks and their uses go.
func.func @unreachable(%a : i32) -> i32 {
  return %a : i32
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb2(%x : i32)
^bb2(%y : i32):
  "foo.use"(%y) : (i32) -> ()
  cf.br ^bb1
}

// -----

// cf inside an scf region.
func.func @cf_in_execute_region(%c : i1, %a : i32, %b : i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
  ^bb1(%x : i32):
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// An unregistered branch keeps its operands; unused arguments of its targets go.
func.func @unregistered_branch(%a: i32, %b: i64) {
  "foo.jump"(%a, %b)[^bb1] : (i32, i64) -> ()
^bb1(%x: i32, %y: i64):
  "foo.use"(%y) : (i64) -> ()
  return
}

// -----

// Nested conditions on the same value.
func.func @nested_same_condition(%c : i1, %a : i32, %b : i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  "foo.x"() : () -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb3(%b : i32)
^bb2(%x : i32):
  "foo.y"(%x) : (i32) -> ()
  cf.br ^bb4
^bb3(%y : i32):
  "foo.z"(%y) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return %a : i32
}

// -----

// The condition is a block argument fed a constant.
func.func @cond_from_block_arg(%a : i32) -> i32 {
  %t = arith.constant true
  "foo.pred"() [^bb1] : () -> ()
^bb1:
  cf.br ^bb2(%t : i1)
^bb2(%c : i1):
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  return %a : i32
^bb4:
  %z = arith.constant 0 : i32
  return %z : i32
}

// -----

// A switch whose cases all pass through to one block.
func.func @switch_passthrough_to_same(%flag : i32, %a : i32, %b : i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%b : i32),
    2: ^bb1(%a : i32)
  ]
^bb1(%x : i32):
  cf.br ^bb3(%x : i32)
^bb2(%y : i32):
  cf.br ^bb3(%y : i32)
^bb3(%z : i32):
  return %z : i32
}

// -----

// A switch inside a loop.
func.func @switch_loop(%flag : i32, %n : index) {
  cf.br ^bb1
^bb1:
  "foo.body"() : () -> ()
  %v = "foo.flag"() : () -> i32
  cf.switch %v : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb1
  ]
^bb2:
  return
}
