// scf probes: pattern interactions (while, nested ifs, loops with mixed results).

func.func @while_do_while(%a : i32, %n : i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %y = "test.body"(%x) : (i32) -> i32
    %c = arith.cmpi slt, %y, %n : i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%p : i32):
    scf.yield %p : i32
  }
  return %r : i32
}

// -----

func.func @while_two_results_one_dup(%a : i32, %b : f32) -> (i32, f32, i32) {
  %r:3 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i32, f32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y, %x : i32, f32, i32
  } do {
  ^bb0(%p : i32, %q : f32, %s : i32):
    %n = "test.next"(%p, %s) : (i32, i32) -> i32
    scf.yield %n, %q : i32, f32
  }
  return %r#0, %r#1, %r#2 : i32, f32, i32
}

// -----

func.func @while_after_arg_unused(%a : i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %z = "test.z"() : () -> i32
    scf.condition(%c) %x, %z : i32, i32
  } do {
  ^bb0(%p : i32, %q : i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return
}

// -----

func.func @while_const_init(%n : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p : i32):
    %y = arith.addi %p, %c1 : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @while_false_cond(%a : i32) -> i32 {
  %f = arith.constant false
  %r = scf.while (%x = %a) : (i32) -> i32 {
    "test.before"(%x) : (i32) -> ()
    scf.condition(%f) %x : i32
  } do {
  ^bb0(%p : i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

func.func @while_pure_false_cond(%a : i32) -> i32 {
  %f = arith.constant false
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%f) %x : i32
  } do {
  ^bb0(%p : i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

func.func @while_invariant_yielded(%a : i32, %b : i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p : i32, %q : i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @while_yield_same_twice(%a : i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p : i32, %q : i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @while_no_args() {
  scf.while : () -> () {
    %c = "test.cond"() : () -> i1
    scf.condition(%c)
  } do {
    "test.body"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @if_yield_cond_partial(%c : i1, %a : i1) -> (i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r:3 = scf.if %c -> (i1, i1, i1) {
    scf.yield %t, %t, %a : i1, i1, i1
  } else {
    scf.yield %f, %t, %f : i1, i1, i1
  }
  return %r#0, %r#1, %r#2 : i1, i1, i1
}

// -----

func.func @if_yield_vector_i1(%c : i1) -> vector<2xi1> {
  %t = arith.constant dense<true> : vector<2xi1>
  %f = arith.constant dense<false> : vector<2xi1>
  %r = scf.if %c -> vector<2xi1> {
    scf.yield %t : vector<2xi1>
  } else {
    scf.yield %f : vector<2xi1>
  }
  return %r : vector<2xi1>
}

// -----

func.func @combine_ifs_opposite(%c : i1) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %x = "test.b"() : () -> i32
    scf.yield %x : i32
  }
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %s = scf.if %n -> i32 {
    %x = "test.c"() : () -> i32
    scf.yield %x : i32
  } else {
    %x = "test.d"() : () -> i32
    scf.yield %x : i32
  }
  return %r, %s : i32, i32
}

// -----

func.func @combine_ifs_uses_first(%c : i1) -> i32 {
  %r = scf.if %c -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %x = "test.b"() : () -> i32
    scf.yield %x : i32
  }
  %s = scf.if %c -> i32 {
    %x = "test.c"(%r) : (i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %r : i32
  }
  return %s : i32
}

// -----

func.func @combine_ifs_no_else(%c : i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  }
  return
}

// -----

func.func @nested_if_with_else(%a : i1, %b : i1) {
  scf.if %a {
    scf.if %b {
      "test.op"() : () -> ()
    } else {
      "test.other"() : () -> ()
    }
  }
  return
}

// -----

func.func @nested_if_outer_else(%a : i1, %b : i1) {
  scf.if %a {
    scf.if %b {
      "test.op"() : () -> ()
    }
  } else {
    "test.e"() : () -> ()
  }
  return
}

// -----

func.func @nested_if_results_mixed(%a : i1, %b : i1, %x : i32, %y : i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %s = scf.if %b -> i32 {
      "test.op"() : () -> ()
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %s, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @if_select_and_side_effect(%c : i1, %a : f32, %b : f32) -> f32 {
  %r = scf.if %c -> f32 {
    "test.se"() : () -> ()
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %r : f32
}

// -----

func.func @if_results_defined_inside(%c : i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %k = arith.constant 1 : i32
    scf.yield %k, %k : i32, i32
  } else {
    %k = arith.constant 2 : i32
    scf.yield %k, %k : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @for_mixed_results(%a : i32, %b : i32, %c : i32, %n : index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %c) -> (i32, i32, i32) {
    %w = "test.f"(%z) : (i32) -> i32
    scf.yield %x, %b, %w : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

func.func @for_unused_result_used_arg(%a : i32, %n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %w = "test.f"(%x) : (i32) -> i32
    scf.yield %w : i32
  }
  return
}

// -----

func.func @for_unused_pure(%a : i32, %n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %w = arith.addi %x, %x : i32
    scf.yield %w : i32
  }
  return
}

// -----

func.func @for_same_lb_ub(%a : i32, %n : index) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %n to %n step %c1 iter_args(%x = %a) -> (i32) {
    %w = "test.f"(%x) : (i32) -> i32
    scf.yield %w : i32
  }
  return %r : i32
}

// -----

func.func @for_large_step_one_iter(%a : i32, %n : index) -> i32 {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c100 = arith.constant 100 : index
  %r = scf.for %i = %c0 to %c7 step %c100 iter_args(%x = %a) -> (i32) {
    %w = "test.f"(%x, %i) : (i32, index) -> i32
    scf.yield %w : i32
  }
  return %r : i32
}

// -----

func.func @for_i8_overflow(%a : i32) -> i32 {
  %lb = arith.constant 100 : i8
  %ub = arith.constant -100 : i8
  %s = arith.constant 50 : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) : i8 {
    %w = "test.f"(%x, %i) : (i32, i8) -> i32
    scf.yield %w : i32
  }
  return %r : i32
}

// -----

func.func @for_i8_wrapping_diff(%a : i32) -> i32 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %s = arith.constant 50 : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) : i8 {
    %w = "test.f"(%x, %i) : (i32, i8) -> i32
    scf.yield %w : i32
  }
  return %r : i32
}

// -----

func.func @for_i16_wrapping_add(%a : i32, %lb : i16) -> i32 {
  %c = arith.constant 40000 : i16
  %ub = arith.addi %lb, %c : i16
  %s = arith.constant 60 : i16
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) : i16 {
    %w = "test.f"(%x, %i) : (i32, i16) -> i32
    scf.yield %w : i32
  }
  return %r : i32
}

// -----

func.func @for_nested_const(%m : memref<4x4xf32>, %v : f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c1 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %v, %m[%i, %j] : memref<4x4xf32>
    }
  }
  return
}

// -----

func.func @parallel_mixed_unit(%m : memref<4x4xf32>, %v : f32, %n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j, %k) = (%c3, %c0, %c0) to (%c4, %n, %c1) step (%c1, %c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<4x4xf32>
    "test.use"(%k) : (index) -> ()
    scf.reduce
  }
  return
}

// -----

func.func @parallel_all_unit_reduce(%init : f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%init) -> f32 {
    %x = "test.x"(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l : f32, %r2 : f32):
      %s = arith.addf %l, %r2 : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

func.func @parallel_nested_dep(%m : memref<4x4xf32>, %v : f32, %n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<4x4xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @execute_region_no_result_multi(%c : i1) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.a"() : () -> ()
    scf.yield
  ^bb2:
    "test.b"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @execute_region_nested(%a : i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = scf.execute_region -> i32 {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

func.func @index_switch_no_result(%i : index) {
  scf.index_switch %i
  case 0 {
    "test.a"() : () -> ()
    scf.yield
  }
  case 5 {
    "test.b"() : () -> ()
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @index_switch_negative_case() -> i32 {
  %c = arith.constant -3 : index
  %r = scf.index_switch %c -> i32
  case -3 {
    %x = "test.neg"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.d"() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @cse_in_regions(%c : i1, %a : i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %y = arith.addi %a, %a : i32
    %z = arith.muli %y, %y : i32
    scf.yield %z : i32
  } else {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  }
  %w = arith.addi %r, %x : i32
  return %w : i32
}

// -----

func.func @cse_if_ops(%c : i1, %a : i32) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  }
  %s = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  }
  return %r, %s : i32, i32
}

// -----

func.func @cse_loads_in_loop(%m : memref<4xf32>, %n : index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %x = memref.load %m[%c0] : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %y = memref.load %m[%c0] : memref<4xf32>
    %s = arith.addf %acc, %y : f32
    scf.yield %s : f32
  }
  %t = arith.addf %r, %x : f32
  return %t : f32
}

// -----

func.func @cse_loads_loop_with_store(%m : memref<4xf32>, %n : index, %v : f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  %y = memref.load %m[%c0] : memref<4xf32>
  %t = arith.addf %y, %x : f32
  return %t : f32
}

// -----

func.func @cse_alloca_scope_side_effects(%m : memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_pure_alloca_scope(%m : memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_across_assert(%m : memref<4xf32>, %c : i1) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  cf.assert %c, "msg"
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_across_call(%m : memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  func.call @ext() : () -> ()
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}
func.func private @ext()

// -----

func.func @cse_across_dealloc(%m : memref<4xf32>, %o : memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  memref.dealloc %o : memref<4xf32>
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_across_alloc(%m : memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  %o = memref.alloc() : memref<4xf32>
  "test.keep"(%o) : (memref<4xf32>) -> ()
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_across_atomic(%m : memref<4xf32>, %v : f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  %q = memref.atomic_rmw addf %v, %m[%c0] : (f32, memref<4xf32>) -> f32
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_across_prefetch(%m : memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  memref.prefetch %m[%c0], read, locality<3>, data : memref<4xf32>
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_across_copy_other(%m : memref<4xf32>, %a : memref<4xf32>, %b : memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_across_while(%m : memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  scf.while : () -> () {
    %c = "test.cond"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_across_pure_while(%m : memref<4xf32>, %c : i1) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %y = memref.load %m[%c0] : memref<4xf32>
  return %x, %y : f32, f32
}
