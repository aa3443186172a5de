// The ops of MLIR's test dialect that upstream tests give a meaning: cse merges two
// test.op_with_memread with no write between them, not across a test.op_with_memwrite;
// a test.side_effect_op's effects come from its `effects` attribute; canonicalize erases
// unused reads (and an unused allocation of its own result) and folds arith over test.constant values of the result's type (kept as
// written when the value's type differs). Checked against mlir-opt 19.

// RUN: ascopt -cse %s | FileCheck %s --check-prefix=CSE
// RUN: ascopt -canonicalize %s | FileCheck %s --check-prefix=CANON

// CSE-LABEL: func.func @reads
// CSE-NEXT:    %[[R:.*]] = "test.op_with_memread"() : () -> i32
// CSE-NEXT:    %[[S:.*]] = arith.addi %[[R]], %[[R]] : i32
// CSE-NEXT:    "test.op_with_memwrite"() : () -> ()
// CSE-NEXT:    %[[R2:.*]] = "test.op_with_memread"() : () -> i32
// CSE-NEXT:    %[[T:.*]] = arith.addi %[[S]], %[[R2]] : i32
// CSE-NEXT:    return %[[T]]
// CANON-LABEL: func.func @reads
// CANON-NEXT:    "test.op_with_memread"
// CANON-NEXT:    "test.op_with_memread"
// CANON-NEXT:    arith.addi
// CANON-NEXT:    "test.op_with_memwrite"
// CANON-NEXT:    "test.op_with_memread"
// CANON-NEXT:    arith.addi
// CANON-NEXT:    return
func.func @reads() -> i32 {
  %0 = "test.op_with_memread"() : () -> i32
  %1 = "test.op_with_memread"() : () -> i32
  %2 = arith.addi %0, %1 : i32
  "test.op_with_memwrite"() : () -> ()
  %3 = "test.op_with_memread"() : () -> i32
  %4 = arith.addi %2, %3 : i32
  %5 = "test.op_with_memread"() : () -> i32
  return %4 : i32
}

// CSE-LABEL: func.func @side_effects
// CSE-NEXT:    %[[A:.*]] = "test.side_effect_op"() {effects = [{effect = "read"}]}
// CSE-NEXT:    %[[W:.*]] = "test.side_effect_op"() {effects = [{effect = "write"}]}
// CSE-NEXT:    %[[B:.*]] = "test.side_effect_op"() {effects = [{effect = "read"}]}
// CSE-NEXT:    %[[P:.*]] = "test.side_effect_op"() : () -> i32
// CSE-NEXT:    return %[[A]], %[[A]], %[[W]], %[[B]], %[[P]], %[[P]]
// CANON-LABEL: func.func @side_effects
// CANON-COUNT-4: "test.side_effect_op"() {effects
// CANON-NEXT:    "test.side_effect_op"() : () -> i32
// CANON-NEXT:    "test.side_effect_op"() : () -> i32
// CANON-NEXT:    return
func.func @side_effects() -> (i32, i32, i32, i32, i32, i32) {
  %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %2 = "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i32
  %3 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %4 = "test.side_effect_op"() : () -> i32
  %5 = "test.side_effect_op"() : () -> i32
  %6 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
  %7 = "test.side_effect_op"() {effects = [{effect = "allocate", on_result}]} : () -> i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// CANON-LABEL: func.func @constants
// CANON-DAG:     %[[C:.*]] = arith.constant 7 : i32
// CANON-DAG:     %[[M:.*]] = "test.constant"() <{value = 4 : i64}> : () -> i32
// CANON-DAG:     %[[K:.*]] = "test.constant"() <{value = 2 : i64}> : () -> i32
// CANON:         %[[X:.*]] = arith.muli %[[M]], %[[K]] : i32
// CANON:         return %[[C]], %[[X]]
func.func @constants() -> (i32, i32) {
  %0 = "test.constant"() {value = 3 : i32} : () -> i32
  %1 = "test.constant"() {value = 4 : i32} : () -> i32
  %2 = arith.addi %0, %1 : i32
  %3 = "test.constant"() {value = 4} : () -> i32
  %4 = "test.constant"() {value = 2} : () -> i32
  %5 = arith.muli %3, %4 : i32
  return %2, %5 : i32, i32
}
