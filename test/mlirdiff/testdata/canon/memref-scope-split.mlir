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
