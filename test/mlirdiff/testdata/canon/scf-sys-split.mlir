// scf, func and emitc probes from LLVM 19's registered folders and canonicalizers.

func.func @if_const_true(%a : i32, %b : i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

func.func @if_const_false_no_else(%a : i32) {
  %f = arith.constant false
  scf.if %f {
    "test.op"(%a) : (i32) -> ()
  }
  return
}

// -----

func.func @if_const_false_else(%a : i32) {
  %f = arith.constant false
  scf.if %f {
    "test.then"(%a) : (i32) -> ()
  } else {
    "test.else"(%a) : (i32) -> ()
  }
  return
}

// -----

func.func @if_empty(%c : i1) {
  scf.if %c {
  } else {
  }
  return
}

// -----

func.func @if_empty_then_else_nonempty(%c : i1) {
  scf.if %c {
  } else {
    "test.else"() : () -> ()
  }
  return
}

// -----

func.func @if_same_yield(%c : i1, %a : i32, %b : i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    "test.then"() : () -> ()
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %a, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @if_to_select(%c : i1, %a : i32, %b : i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

func.func @if_to_select_partial(%c : i1, %a : i32, %b : i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.x"() : () -> i32
    scf.yield %a, %x : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @if_unused_results(%c : i1) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.x"() : () -> i32
    %y = "test.y"() : () -> i32
    scf.yield %x, %y : i32, i32
  } else {
    %x = "test.x2"() : () -> i32
    %y = "test.y2"() : () -> i32
    scf.yield %x, %y : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @if_i1_yield_cond(%c : i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.if %c -> (i1, i1) {
    scf.yield %t, %f : i1, i1
  } else {
    scf.yield %f, %t : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

// -----

func.func @if_cond_prop(%c : i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  return
}

// -----

func.func @if_not_cond(%c : i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}

// -----

func.func @if_not_cond_no_else(%c : i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "test.then"() : () -> ()
  }
  return
}

// -----

func.func @if_nested_combine(%a : i1, %b : i1) {
  scf.if %a {
    scf.if %b {
      "test.op"() : () -> ()
    }
  }
  return
}

// -----

func.func @if_nested_combine_results(%a : i1, %b : i1, %x : i32, %y : i32) -> i32 {
  %r = scf.if %a -> i32 {
    %s = scf.if %b -> i32 {
      "test.op"() : () -> ()
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @if_consecutive_same_cond(%c : i1) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %x = "test.b"() : () -> i32
    scf.yield %x : i32
  }
  %s = scf.if %c -> i32 {
    %x = "test.c"() : () -> i32
    scf.yield %x : i32
  } else {
    %x = "test.d"() : () -> i32
    scf.yield %x : i32
  }
  return %r, %s : i32, i32
}

// -----

func.func @if_remove_empty_else(%c : i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } else {
  }
  return
}

// -----

func.func @if_then_yield_constant_cond(%c : i1, %x : i32) -> i32 {
  %r = scf.if %c -> i32 {
    %z = arith.constant 5 : i32
    scf.yield %z : i32
  } else {
    %z = arith.constant 5 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

func.func @for_zero_trip(%a : i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.f"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @for_one_trip(%a : i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.f"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @for_one_trip_step(%a : i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c3 to %c5 step %c5 iter_args(%x = %a) -> (i32) {
    %y = "test.f"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @for_i32_bounds(%a : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) : i32 {
    %y = "test.f"(%x, %i) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @for_yield_iterarg(%a : i32, %b : i32, %n : index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %z = "test.f"(%y) : (i32) -> i32
    scf.yield %x, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @for_same_init_yield(%a : i32, %n : index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    "test.f"(%x) : (i32) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @for_empty_body(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}

// -----

func.func @for_const_fold_iter(%n : index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %z) -> (i32) {
    %y = arith.addi %x, %z : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @for_negative_step_zero(%a : i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c4 to %c0 step %c4 iter_args(%x = %a) -> (i32) {
    %y = "test.f"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @while_unused_result(%a : i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p : i32, %q : i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @while_cond_true_in_after(%a : i32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p : i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return
}

// -----

func.func @while_cond_used_in_after() {
  %r = scf.while : () -> i1 {
    %c = "test.cond"() : () -> i1
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%p : i1):
    "test.use"(%p) : (i1) -> ()
    scf.yield
  }
  return
}

// -----

func.func @while_duplicate_args(%a : i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%p : i32, %q : i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @while_invariant_arg(%a : i32, %b : i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p : i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r : i32
}

// -----

func.func @while_passthrough(%a : i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %z = "test.z"() : () -> i32
    scf.condition(%c) %z : i32
  } do {
  ^bb0(%p : i32):
    scf.yield %p : i32
  }
  return %r : i32
}

// -----

func.func @while_cmp_in_after(%a : i32, %b : i32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p : i32):
    %d = arith.cmpi slt, %p, %b : i32
    %e = arith.cmpi sge, %p, %b : i32
    "test.use"(%d, %e) : (i1, i1) -> ()
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return
}

// -----

func.func @while_unused_before_arg(%a : i32, %b : i32) {
  scf.while (%x = %a, %y = %b) : (i32, i32) -> () {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c)
  } do {
    %n = "test.next"() : () -> i32
    scf.yield %n, %n : i32, i32
  }
  return
}

// -----

func.func @execute_region_single(%a : i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = "test.f"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @execute_region_multi(%c : i1, %a : i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %x = "test.f"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @execute_region_in_region(%c : i1, %a : i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %a : i32
    ^bb2:
      %x = "test.f"(%a) : (i32) -> i32
      scf.yield %x : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @index_switch_const(%a : i32) -> i32 {
  %c = arith.constant 2 : index
  %r = scf.index_switch %c -> i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  case 2 {
    %x = "test.two"() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @index_switch_const_default(%a : i32) -> i32 {
  %c = arith.constant 7 : index
  %r = scf.index_switch %c -> i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @index_switch_no_cases(%i : index, %a : i32) -> i32 {
  %r = scf.index_switch %i -> i32
  default {
    %x = "test.d"() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @parallel_single_iter(%m : memref<4xf32>, %v : f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %c4) step (%c1, %c1) {
    memref.store %v, %m[%j] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

func.func @parallel_zero_iter(%m : memref<4xf32>, %v : f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c1) to (%c0) step (%c1) {
    memref.store %v, %m[%i] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

func.func @parallel_nested_merge(%m : memref<4x4xf32>, %v : f32, %n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<4x4xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @parallel_reduce_zero(%n : index, %init : f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c1) to (%c0) step (%c1) init (%init) -> f32 {
    %x = "test.x"() : () -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l : f32, %r2 : f32):
      %s = arith.addf %l, %r2 : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

func.func @call_indirect_const(%a : i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
func.func private @callee(i32) -> i32

// -----

func.func @func_constant_cse() -> ((i32) -> i32, (i32) -> i32) {
  %f = func.constant @callee : (i32) -> i32
  %g = func.constant @callee : (i32) -> i32
  return %f, %g : (i32) -> i32, (i32) -> i32
}
func.func private @callee(i32) -> i32

// -----

func.func @func_constant_dead() {
  %f = func.constant @callee : (i32) -> i32
  return
}
func.func private @callee(i32) -> i32

// -----

func.func @call_dead(%a : i32) {
  %r = func.call @callee(%a) : (i32) -> i32
  %s = func.call @pure(%a) : (i32) -> i32
  return
}
func.func private @callee(i32) -> i32
func.func private @pure(i32) -> i32 attributes {no_side_effect}

// -----

func.func @emitc_const_cse() -> (i32, i32) {
  %a = "emitc.constant"() <{value = 42 : i32}> : () -> i32
  %b = "emitc.constant"() <{value = 42 : i32}> : () -> i32
  return %a, %b : i32, i32
}

// -----

func.func @emitc_const_opaque() -> (!emitc.opaque<"int">, !emitc.opaque<"int">) {
  %a = "emitc.constant"() <{value = #emitc.opaque<"42">}> : () -> !emitc.opaque<"int">
  %b = "emitc.constant"() <{value = #emitc.opaque<"42">}> : () -> !emitc.opaque<"int">
  return %a, %b : !emitc.opaque<"int">, !emitc.opaque<"int">
}

// -----

func.func @emitc_const_dead() {
  %a = "emitc.constant"() <{value = 42 : i32}> : () -> i32
  %v = "emitc.variable"() <{value = 42 : i32}> : () -> i32
  return
}

// -----

func.func @emitc_for_zero(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  emitc.for %i = %c1 to %c0 step %c1 {
    "test.x"() : () -> ()
  }
  return
}

// -----

func.func @emitc_for_empty(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  emitc.for %i = %c0 to %n step %c1 {
  }
  return
}

// -----

func.func @emitc_for_one(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  emitc.for %i = %c0 to %c1 step %c1 {
    "test.x"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @emitc_for_same_bounds(%n : index) {
  %c1 = arith.constant 1 : index
  emitc.for %i = %n to %n step %c1 {
    "test.x"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @forall_zero_noout() {
  scf.forall (%i) in (0) {
    "test.x"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @forall_unit_noout() {
  scf.forall (%i, %j) in (1, 4) {
    "test.x"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

func.func @forall_lb_ub(%n : index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.forall (%i) = (%c2) to (%c3) step (%c2) {
    "test.x"(%i) : (index) -> ()
  }
  return
}
