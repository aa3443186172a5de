// Canonicalization probes for the cf dialect (see memref.mlir).

func.func @br_folding() -> i32 {
  %c0_i32 = arith.constant 0 : i32
  cf.br ^bb1(%c0_i32 : i32)
^bb1(%x : i32):
  return %x : i32
}
func.func @br_passthrough(%arg0 : i32, %arg1 : i32) -> (i32, i32) {
  "foo.switch"() [^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.br ^bb2(%arg0 : i32)
^bb2(%arg2 : i32):
  cf.br ^bb3(%arg2, %arg1 : i32, i32)
^bb3(%arg4 : i32, %arg5 : i32):
  return %arg4, %arg5 : i32, i32
}
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
func.func @cond_br_same_successor(%cond : i1, %a : i32) {
  cf.cond_br %cond, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%result : i32):
  return
}
func.func @cond_br_same_successor_insert_select(%cond : i1, %a : i32, %b : i32, %c : tensor<2xi32>, %d : tensor<2xi32>) -> (i32, tensor<2xi32>)  {
  cf.cond_br %cond, ^bb1(%a, %c : i32, tensor<2xi32>), ^bb1(%b, %d : i32, tensor<2xi32>)
^bb1(%result : i32, %result2 : tensor<2xi32>):
  return %result, %result2 : i32, tensor<2xi32>
}
func.func @cond_br_and_br_folding(%a : i32) {
  %false_cond = arith.constant false
  %true_cond = arith.constant true
  cf.cond_br %true_cond, ^bb2, ^bb1(%a : i32)
^bb1(%x : i32):
  cf.cond_br %false_cond, ^bb1(%x : i32), ^bb2
^bb2:
  return
}
func.func @cond_br_passthrough(%arg0 : i32, %arg1 : i32, %arg2 : i32, %cond : i1) -> (i32, i32) {
  cf.cond_br %cond, ^bb1(%arg0 : i32), ^bb2(%arg2, %arg2 : i32, i32)
^bb1(%arg3: i32):
  cf.br ^bb2(%arg3, %arg1 : i32, i32)
^bb2(%arg4: i32, %arg5: i32):
  return %arg4, %arg5 : i32, i32
}
func.func @cond_br_pass_through_fail(%cond : i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  "foo.op"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}
func.func @switch_only_default(%flag : i32, %caseOperand0 : f32) {
  "foo.pred"() [^bb1, ^bb2] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2(%caseOperand0 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
}
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
func.func @switch_from_switch_with_same_value_with_match(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb4, ^bb5] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2,
      42: ^bb3
    ]
  ^bb2:
    "foo.bb2Terminator"() : () -> ()
  ^bb3:
    "foo.bb3Terminator"() : () -> ()
    cf.switch %flag : i32, [
      default: ^bb4(%caseOperand0 : f32),
      42: ^bb5(%caseOperand1 : f32)
    ]
  ^bb4(%bb4Arg : f32):
    "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
  ^bb5(%bb5Arg : f32):
    "foo.bb5Terminator"(%bb5Arg) : (f32) -> ()
}
func.func @switch_from_switch_with_same_value_no_match(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2,
      42: ^bb3
    ]
  ^bb2:
    "foo.bb2Terminator"() : () -> ()
  ^bb3:
    "foo.bb3Terminator"() : () -> ()
    cf.switch %flag : i32, [
      default: ^bb4(%caseOperand0 : f32),
      0: ^bb5(%caseOperand1 : f32),
      43: ^bb6(%caseOperand2 : f32)
    ]
  ^bb4(%bb4Arg : f32):
    "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
  ^bb5(%bb5Arg : f32):
    "foo.bb5Terminator"(%bb5Arg) : (f32) -> ()
  ^bb6(%bb6Arg : f32):
    "foo.bb6Terminator"(%bb6Arg) : (f32) -> ()
}
func.func @switch_from_switch_default_with_same_value(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb3,
      42: ^bb2
    ]
  ^bb2:
    "foo.bb2Terminator"() : () -> ()
  ^bb3:
    "foo.bb3Terminator"() : () -> ()
    cf.switch %flag : i32, [
      default: ^bb4(%caseOperand0 : f32),
      42: ^bb5(%caseOperand1 : f32),
      43: ^bb6(%caseOperand2 : f32),
      44: ^bb4(%caseOperand0 : f32)
    ]
  ^bb4(%bb4Arg : f32):
    "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
  ^bb5(%bb5Arg : f32):
    "foo.bb5Terminator"(%bb5Arg) : (f32) -> ()
  ^bb6(%bb6Arg : f32):
    "foo.bb6Terminator"(%bb6Arg) : (f32) -> ()
}
func.func @cond_br_from_cond_br_with_same_condition(%cond : i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.cond_br %cond, ^bb3, ^bb2
^bb2:
  "foo.terminator"() : () -> ()
^bb3:
  "foo.terminator"() : () -> ()
}
func.func @branchCondProp(%arg0: i1) {
  cf.cond_br %arg0, ^trueB, ^falseB
^trueB:
  "test.consumer1"(%arg0) : (i1) -> ()
  cf.br ^exit
^falseB:
  "test.consumer2"(%arg0) : (i1) -> ()
  cf.br ^exit
^exit:
  "test.consumer3"(%arg0) : (i1) -> ()
  return
}
func.func @assert_true() {
  %t = arith.constant true
  cf.assert %t, "nope"
  return
}
func.func @assert_false() {
  %t = arith.constant false
  cf.assert %t, "nope"
  return
}
func.func @cond_br_arg_forward(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  %r = arith.addi %b, %b : i32
  return %r : i32
}
func.func @cond_br_const_args(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%a: i32):
  return %a : i32
}
func.func @cond_br_not(%c: i1, %x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  cf.cond_br %n, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  return %y : i32
}
func.func @switch_i1(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.switch %c : i1, [
    default: ^bb1,
    0: ^bb2
  ]
^bb1:
  return %x : i32
^bb2:
  return %y : i32
}
func.func @switch_i64_dup_dest(%c: i64, %x: i32, %y: i32) -> i32 {
  cf.switch %c : i64, [
    default: ^bb1(%x : i32),
    5: ^bb1(%y : i32),
    7: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  return %a : i32
}
func.func @loop_in_cf(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^hdr(%c0, %c0 : index, index)
^hdr(%i: index, %acc: index):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^body, ^exit
^body:
  %a2 = arith.addi %acc, %i : index
  %i2 = arith.addi %i, %c1 : index
  cf.br ^hdr(%i2, %a2 : index, index)
^exit:
  return %acc : index
}
