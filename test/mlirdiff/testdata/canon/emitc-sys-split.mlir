// emitc ops through DCE and CSE (which ops LLVM 19 marks pure) and its two folders.

func.func @emitc_arith_cse(%a : i32, %b : i32) -> (i32, i32, i32, i32) {
  %0 = emitc.add %a, %b : (i32, i32) -> i32
  %1 = emitc.add %a, %b : (i32, i32) -> i32
  %2 = emitc.mul %a, %b : (i32, i32) -> i32
  %3 = emitc.mul %a, %b : (i32, i32) -> i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @emitc_dead(%a : i32, %b : i32, %f : f32) {
  %0 = emitc.add %a, %b : (i32, i32) -> i32
  %1 = emitc.sub %a, %b : (i32, i32) -> i32
  %2 = emitc.div %a, %b : (i32, i32) -> i32
  %3 = emitc.rem %a, %b : (i32, i32) -> i32
  %4 = emitc.cmp eq, %a, %b : (i32, i32) -> i1
  %5 = emitc.cast %a : i32 to f32
  %6 = emitc.logical_and %a, %b : i32, i32
  %7 = emitc.bitwise_and %a, %b : (i32, i32) -> i32
  %8 = emitc.unary_minus %a : (i32) -> i32
  %9 = emitc.conditional %4, %a, %b : i32
  %10 = emitc.call_opaque "f"(%a) : (i32) -> i32
  %11 = emitc.literal "X" : i32
  return
}

// -----

func.func @emitc_call_opaque_cse(%a : i32) -> (i32, i32) {
  %0 = emitc.call_opaque "f"(%a) : (i32) -> i32
  %1 = emitc.call_opaque "f"(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}

// -----

func.func @emitc_literal_cse() -> (i32, i32) {
  %0 = emitc.literal "X" : i32
  %1 = emitc.literal "X" : i32
  return %0, %1 : i32, i32
}

// -----

func.func @emitc_var_cse() -> (i32, i32) {
  %0 = "emitc.variable"() <{value = 0 : i32}> : () -> i32
  %1 = "emitc.variable"() <{value = 0 : i32}> : () -> i32
  return %0, %1 : i32, i32
}

// -----

func.func @emitc_constant_folds_into_ops(%a : i32) -> i32 {
  %c = "emitc.constant"() <{value = 0 : i32}> : () -> i32
  %0 = emitc.add %a, %c : (i32, i32) -> i32
  %d = arith.constant 0 : i32
  %1 = arith.addi %0, %d : i32
  return %1 : i32
}

// -----

func.func @emitc_const_in_if(%c : i1) -> i32 {
  %r = scf.if %c -> i32 {
    %k = "emitc.constant"() <{value = 3 : i32}> : () -> i32
    scf.yield %k : i32
  } else {
    %k = "emitc.constant"() <{value = 3 : i32}> : () -> i32
    scf.yield %k : i32
  }
  return %r : i32
}

// -----

func.func @emitc_for_const_body_dead(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  emitc.for %i = %c0 to %n step %c1 {
    %x = emitc.add %i, %i : (index, index) -> index
  }
  return
}

// -----

func.func @emitc_expression_dead(%a : i32, %b : i32) {
  %e = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return
}

// -----

func.func @emitc_expression_cse(%a : i32, %b : i32) -> (i32, i32) {
  %e = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  %f = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %e, %f : i32, i32
}

// -----

func.func @emitc_if_dead(%c : i1) {
  emitc.if %c {
    %x = emitc.literal "X" : i32
  }
  return
}

// -----

func.func @emitc_subscript_cse(%a : !emitc.array<4xi32>, %i : index) -> (i32, i32) {
  %0 = emitc.subscript %a[%i] : (!emitc.array<4xi32>, index) -> i32
  %1 = emitc.subscript %a[%i] : (!emitc.array<4xi32>, index) -> i32
  return %0, %1 : i32, i32
}
