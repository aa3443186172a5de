// RUN: ascopt --allow-unregistered-dialect -verify-diagnostics %s

// The verifier checks a block's ops with isolated-from-above regions (the functions of a
// module) after its other ops, as MLIR does, and stops at the first failure: of a broken
// function and a broken non-isolated op after it, the later op's error is the one reported.
func.func @broken() {
  %0 = arith.constant 1 : i32
  %1 = "arith.addi"(%0, %0) : (i32, i32) -> i64
  return
}
"test.region"() ({
  %0 = arith.constant 1 : i32
  // expected-error@+1 {{'arith.subi' op requires the same type for all operands and results}}
  %1 = "arith.subi"(%0, %0) : (i32, i32) -> i64
  "test.term"() : () -> ()
}) : () -> ()
