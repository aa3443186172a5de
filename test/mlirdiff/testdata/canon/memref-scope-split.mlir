// memref.alloca_scope: inlining and hoisting against the enclosing allocation scopes.

func.func @scope_last_op_in_func() {
  "test.a"() : () -> ()
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  return
}

// -----

func.func @scope_in_loop_alloca_nested_loop(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      scf.for %j = %c0 to %n step %c1 {
        %a = memref.alloca() : memref<4xf32>
        "test.use"(%a) : (memref<4xf32>) -> ()
      }
    }
  }
  return
}

// -----

func.func @scope_in_loop_dyn_alloca(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%i) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  return
}

// -----

func.func @scope_in_loop_outer_dyn_alloca(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      %b = memref.alloca(%i) : memref<?xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

// -----

func.func @scope_no_alloca_in_loop(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      "test.use"(%i) : (index) -> ()
    }
  }
  return
}

// -----

func.func @scope_in_loop_alloca_inner_func_scope(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      memref.alloca_scope {
        %a = memref.alloca() : memref<4xf32>
        "test.use"(%a) : (memref<4xf32>) -> ()
      }
      "test.after"() : () -> ()
    }
  }
  return
}

// -----

func.func @scope_alloca_uses_scope_value(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %m = arith.muli %n, %n : index
      %a = memref.alloca(%m) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  return
}

// -----

func.func @scope_results_in_loop(%n : index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.alloca_scope -> f32 {
      %a = memref.alloca() : memref<4xf32>
      %x = memref.load %a[%c0] : memref<4xf32>
      memref.alloca_scope.return %x : f32
    }
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

func.func @scope_in_while(%c : i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    scf.yield
  }
  return
}

// -----

func.func @scope_in_if(%c : i1) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  return
}

// -----

func.func @scope_in_execute_region() {
  scf.execute_region {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    scf.yield
  }
  return
}

// -----

func.func @scope_in_unregistered_region() {
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    "test.term"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @scope_multiple_allocas_mixed(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%i) {alignment = 32 : i64} : memref<?xf32>
      %c = memref.alloca()[%n] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
      "test.use"(%a, %b, %c) : (memref<4xf32>, memref<?xf32>, memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) -> ()
    }
  }
  return
}

// -----

// An op that declares no memory effects (scf.execute_region, memref.prefetch,
// assume_alignment, dma_wait, gpu.barrier, emitc.verbatim) may allocate on the stack, as
// far as MLIR 19 knows: a scope holding one stays unless it ends its allocation scope.
// Random cf program 108/280 (soak) found the execute_region case.
func.func private @g()
func.func @scope_unknown_effects(%c: i1, %a: index, %m: memref<4xf32>, %t: memref<1xi32>) -> index {
  %0 = memref.alloca_scope -> (index) {
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield
    ^bb2:
      scf.yield
    }
    memref.alloca_scope.return %a : index
  }
  memref.alloca_scope {
    memref.prefetch %m[%a], read, locality<3>, data : memref<4xf32>
  }
  memref.alloca_scope {
    memref.assume_alignment %m, 16 : memref<4xf32>
  }
  memref.alloca_scope {
    memref.dma_wait %t[%a], %a : memref<1xi32>
  }
  memref.alloca_scope {
    gpu.barrier
  }
  memref.alloca_scope {
    emitc.verbatim "x"
  }
  func.call @g() : () -> ()
  return %0 : index
}

// -----

// The same scope ending its function's body is inlined.
func.func @scope_unknown_effects_last(%c: i1, %a: index) -> index {
  %0 = memref.alloca_scope -> (index) {
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield
    ^bb2:
      scf.yield
    }
    memref.alloca_scope.return %a : index
  }
  return %0 : index
}

// -----

// Ops that declare their effects (a write, a free, a read) allocate nothing on the
// stack: each scope is inlined wherever it is.
func.func private @g()
func.func @scope_declared_effects(%c: i1, %a: index, %v: f32, %m: memref<4xf32>, %d: memref<?xf32>, %n: memref<4xf32>) {
  memref.alloca_scope {
    memref.store %v, %m[%a] : memref<4xf32>
  }
  memref.alloca_scope {
    memref.copy %m, %n : memref<4xf32> to memref<4xf32>
  }
  memref.alloca_scope {
    %r = memref.atomic_rmw addf %v, %m[%a] : (f32, memref<4xf32>) -> f32
  }
  memref.alloca_scope {
    %r = memref.generic_atomic_rmw %m[%a] : memref<4xf32> {
    ^bb0(%x: f32):
      memref.atomic_yield %x : f32
    }
  }
  memref.alloca_scope {
    cf.assert %c, "x"
  }
  memref.alloca_scope {
    %r = memref.realloc %d : memref<?xf32> to memref<8xf32>
  }
  func.call @g() : () -> ()
  return
}
