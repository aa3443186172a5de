// Inputs the fuzzers found (test/passsweep/testdata/fuzz and others): each is refused
// with a diagnostic at the op instead of a panic.
// RUN: ascopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Fewer operands than the op's single operand groups, with one type for them all: the
// variadic group's guessed size went negative and sliced out of range.
func.func @few_operands(%n: i32) {
  %t = ascendc.local_tensor_auto veccalc() : <8xf32>
  // expected-error @below {{custom op 'ascendc.add_l1' 4 operands present, but expected 1}}
  ascendc.add_l1 %t, %t, %t, %n : !A.x
  return
}

// -----

func.func @few_operands_2(%n: i32) {
  // expected-error @below {{custom op 'ascendc.add_l2' 1 operands present, but expected 3}}
  ascendc.add_l2 %n : i32, i32, i32
  return
}
