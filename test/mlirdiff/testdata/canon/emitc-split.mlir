// emitc probes for --form-expressions: C-operator ops wrapped in expressions and single-use,
// effect-free expressions folded into their users (calls, dereferences, variables and
// address-taking stop it), in blocks, loops, ifs, emitc.func bodies and scf regions.

func.func @chain(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = emitc.mul %a, %b : (i32, i32) -> i32
  %1 = emitc.add %0, %c : (i32, i32) -> i32
  %2 = emitc.sub %1, %a : (i32, i32) -> i32
  return %2 : i32
}

// -----

func.func @multi_use(%a: i32, %b: i32) -> (i32, i32) {
  %0 = emitc.mul %a, %b : (i32, i32) -> i32
  %1 = emitc.add %0, %0 : (i32, i32) -> i32
  %2 = emitc.rem %0, %b : (i32, i32) -> i32
  return %1, %2 : i32, i32
}

// -----

func.func @calls(%a: i32) -> i32 {
  %0 = emitc.call_opaque "f"(%a) : (i32) -> i32
  %1 = emitc.add %0, %a : (i32, i32) -> i32
  %2 = emitc.call_opaque "g"(%1) : (i32) -> i32
  %3 = emitc.unary_minus %2 : (i32) -> i32
  return %3 : i32
}

// -----

func.func @vars(%a: i32) -> i32 {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> i32
  %0 = emitc.add %v, %a : (i32, i32) -> i32
  %1 = emitc.mul %0, %a : (i32, i32) -> i32
  return %1 : i32
}

// -----

func.func @apply_ops(%a: i32, %p: !emitc.ptr<i32>) -> i32 {
  %0 = emitc.apply "&"(%a) : (i32) -> !emitc.ptr<i32>
  %1 = emitc.apply "*"(%0) : (!emitc.ptr<i32>) -> i32
  %2 = emitc.apply "*"(%p) : (!emitc.ptr<i32>) -> i32
  %3 = emitc.add %2, %1 : (i32, i32) -> i32
  return %3 : i32
}

// -----

func.func @cmp_cond(%a: i32, %b: i32) -> i64 {
  %0 = emitc.cmp lt, %a, %b : (i32, i32) -> i1
  %1 = emitc.logical_not %0 : i1
  %2 = emitc.conditional %1, %a, %b : i32
  %3 = emitc.cast %2 : i32 to f32
  %4 = emitc.cast %3 : f32 to i64
  return %4 : i64
}

// -----

func.func @nested(%a: i32, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  emitc.for %i = %c0 to %n step %c1 {
    %0 = emitc.mul %a, %a : (i32, i32) -> i32
    %1 = emitc.add %0, %a : (i32, i32) -> i32
    emitc.call_opaque "use"(%1) : (i32) -> ()
  }
  emitc.if %c {
    %0 = emitc.bitwise_and %a, %a : (i32, i32) -> i32
    %1 = emitc.bitwise_not %0 : (i32) -> i32
    emitc.call_opaque "use"(%1) : (i32) -> ()
  }
  return
}

// -----

func.func @across_blocks(%a: i32, %c: i1) -> i32 {
  %0 = emitc.mul %a, %a : (i32, i32) -> i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = emitc.add %0, %a : (i32, i32) -> i32
  return %1 : i32
^bb2:
  return %a : i32
}

// -----

func.func @existing_expr(%a: i32, %b: i32) -> i32 {
  %0 = emitc.expression : i32 {
    %x = emitc.mul %a, %b : (i32, i32) -> i32
    emitc.yield %x : i32
  }
  %1 = emitc.expression noinline : i32 {
    %y = emitc.add %0, %b : (i32, i32) -> i32
    emitc.yield %y : i32
  }
  %2 = emitc.sub %1, %a : (i32, i32) -> i32
  return %2 : i32
}

// -----

func.func @dead_and_consts(%a: i32) -> i32 {
  %k = arith.constant 2 : i32
  %j = arith.constant 3 : i32
  %s = arith.addi %k, %j : i32
  %0 = emitc.mul %a, %a : (i32, i32) -> i32
  %1 = emitc.add %s, %a : (i32, i32) -> i32
  return %1 : i32
}

// -----

func.func @void_call(%a: i32) {
  emitc.call_opaque "f"(%a) : (i32) -> ()
  %0 = emitc.call_opaque "g"() : () -> i32
  %1 = emitc.call_opaque "h"(%0, %0) : (i32, i32) -> i32
  return
}

// -----

emitc.func @callee(%a: i32) -> i32 {
  %0 = emitc.add %a, %a : (i32, i32) -> i32
  emitc.return %0 : i32
}
emitc.func @caller(%a: i32, %b: i32) -> i32 {
  %0 = emitc.call @callee(%a) : (i32) -> i32
  %1 = emitc.mul %0, %b : (i32, i32) -> i32
  %2 = emitc.call @callee(%1) : (i32) -> i32
  %3 = emitc.div %2, %b : (i32, i32) -> i32
  emitc.return %3 : i32
}

// -----

func.func @shared_then_single(%a: i32, %b: i32) -> (i32, i32) {
  %0 = emitc.sub %a, %b : (i32, i32) -> i32
  %1 = emitc.bitwise_left_shift %0, %b : (i32, i32) -> i32
  %2 = emitc.bitwise_right_shift %1, %b : (i32, i32) -> i32
  %3 = emitc.bitwise_or %2, %2 : (i32, i32) -> i32
  %4 = emitc.bitwise_xor %2, %a : (i32, i32) -> i32
  return %3, %4 : i32, i32
}

// -----

func.func @logical(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %0 = emitc.logical_and %a, %b : i1, i1
  %1 = emitc.logical_or %0, %a : i1, i1
  %2 = emitc.unary_plus %x : (i32) -> i32
  %3 = emitc.conditional %1, %2, %y : i32
  return %3 : i32
}

// -----

func.func @variable_operand_chain(%x: i32) -> i32 {
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> i32
  %0 = emitc.mul %x, %x : (i32, i32) -> i32
  %1 = emitc.add %0, %v : (i32, i32) -> i32
  %2 = emitc.sub %1, %x : (i32, i32) -> i32
  return %2 : i32
}

// -----

func.func @deref_chain(%p: !emitc.ptr<i32>, %x: i32) -> i32 {
  %0 = emitc.apply "*"(%p) : (!emitc.ptr<i32>) -> i32
  %1 = emitc.add %0, %x : (i32, i32) -> i32
  %2 = emitc.mul %1, %x : (i32, i32) -> i32
  return %2 : i32
}

// -----

func.func @address_of_var(%x: i32) -> !emitc.ptr<i32> {
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> i32
  %0 = emitc.apply "&"(%v) : (i32) -> !emitc.ptr<i32>
  return %0 : !emitc.ptr<i32>
}

// -----

func.func @in_scf(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = emitc.mul %x, %x : (i32, i32) -> i32
    %1 = emitc.add %0, %x : (i32, i32) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %x : i32
  }
  %2 = emitc.sub %r, %x : (i32, i32) -> i32
  return %2 : i32
}

// -----

func.func @opaque_types(%x: !emitc.opaque<"T">, %y: !emitc.opaque<"T">) -> !emitc.opaque<"T"> {
  %0 = emitc.add %x, %y : (!emitc.opaque<"T">, !emitc.opaque<"T">) -> !emitc.opaque<"T">
  %1 = emitc.call_opaque "f"(%0) {args = [0 : index, #emitc.opaque<"x">]} : (!emitc.opaque<"T">) -> !emitc.opaque<"T">
  return %1 : !emitc.opaque<"T">
}

// -----

func.func @no_c_ops(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = emitc.literal "42" : i32
  return %0 : i32
}

// -----

func.func @two_results(%a: i32) -> i32 {
  %0:2 = emitc.call_opaque "f"(%a) : (i32) -> (i32, i32)
  %1 = emitc.add %0#0, %0#1 : (i32, i32) -> i32
  return %1 : i32
}

// -----

func.func @address_taken_of_expr_user(%a: i32) -> i32 {
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> i32
  %0 = emitc.apply "&"(%v) : (i32) -> !emitc.ptr<i32>
  %1 = emitc.call_opaque "g"(%0) : (!emitc.ptr<i32>) -> i32
  return %1 : i32
}

// -----

func.func @subscript_user(%a: !emitc.array<4xi32>, %i: index, %x: i32) -> i32 {
  %0 = emitc.add %i, %i : (index, index) -> index
  %1 = emitc.subscript %a[%0] : (!emitc.array<4xi32>, index) -> i32
  return %x : i32
}

// -----

func.func @nested_existing(%a: i32, %b: i32) -> i32 {
  %0 = emitc.expression : i32 {
    %x = emitc.mul %a, %b : (i32, i32) -> i32
    %y = emitc.add %x, %b : (i32, i32) -> i32
    emitc.yield %y : i32
  }
  %1 = emitc.expression : i32 {
    %z = emitc.call_opaque "h"(%0) : (i32) -> i32
    emitc.yield %z : i32
  }
  return %1 : i32
}

// -----

func.func @assign_between(%a: i32) -> i32 {
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> i32
  %0 = emitc.add %a, %a : (i32, i32) -> i32
  emitc.assign %0 : i32 to %v : i32
  %1 = emitc.mul %v, %a : (i32, i32) -> i32
  return %1 : i32
}
