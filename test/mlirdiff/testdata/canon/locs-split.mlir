// Locations and default properties of the ops and block arguments patterns create, seen
// in the generic form with debug info: scf.while/for/parallel rebuilt by their patterns,
// memref.load from dim of reshape, and constants placed by a single iteration.

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

func.func @dim_of_reshape(%a : memref<*xf32>, %shape : memref<?xindex>) -> (index, index) {
  %c3 = arith.constant 3 : index
  %r = memref.reshape %a(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %r, %c3 : memref<*xf32>
  %c0 = arith.constant 0 : index
  %r2 = memref.reshape %a(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %d, %c0 : index, index
}

// -----

func.func @dim_of_reshape_i32(%a : memref<*xf32>, %shape : memref<?xi32>, %i : index) -> index {
  %r = memref.reshape %a(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}

// -----

func.func @while_align_and_unused_args(%a : i32, %b : f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p : f32, %q : i32):
    %n = "test.next"(%q) : (i32) -> i32
    scf.yield %n, %p : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}

// -----

func.func @while_unused_before_args_locs(%a : i32, %b : i32) {
  scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p : i32):
    %n = "test.next"(%p) : (i32) -> i32
    %m = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %m : i32, i32
  }
  return
}
