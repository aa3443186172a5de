// remove-dead-values probes: dead pure ops and constants, results used only by dead
// ops, unregistered ops (unknown effects) with and without regions, memory effects
// (stores, loads, allocations, copies), emitc ops (no effect model: kept), private and
// nested-visibility functions losing arguments and results with every call (chains,
// recursion, mutual recursion, calls in loops and in regions that cannot run, callers
// with and without live results, no callers), public and external callees,
// scf.for/if/while/execute_region/index_switch and memref.alloca_scope losing results,
// iteration values, region arguments and yielded values (scf.while keeps a result with
// the after-region argument the same scf.condition operand feeds), regions that cannot
// run under constant conditions (folded, loop-carried, passed to or returned from
// private functions), and the refusal of IR with non-function symbols, non-call symbol
// users or branch ops (reported, IR unchanged, success). Some chunks fail in mlir-opt's
// verifier (its cleanup leaves a use without a value): ascopt fails there too.

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.addi %a, %c : i32
  %e = arith.muli %a, %a : i32
  return %d : i32
}

// -----

func.func private @p(%a: i32, %b: i32) -> (i32, i32) {
  %d = arith.addi %a, %a : i32
  return %d, %b : i32, i32
}
func.func @caller(%x: i32, %y: i32) -> i32 {
  %r:2 = call @p(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

func.func @g() {
  cf.br ^bb1
^bb1:
  return
}

// -----

func.func private @nouse(%a: i32) -> i32 {
  return %a : i32
}

// -----

func.func @u(%a: i32) {
  %0 = "foo.bar"(%a) : (i32) -> i32
  %1 = arith.addi %a, %a : i32
  "foo.baz"() ({
    %2 = arith.addi %a, %a : i32
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for1(%lb: index, %ub: index, %st: index, %x: i32) -> i32 {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x, %c = %x) -> (i32, i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.muli %b, %a : i32
    %c2 = arith.subi %c, %c : i32
    scf.yield %a2, %b2, %c2 : i32, i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @for2(%lb: index, %ub: index, %st: index, %x: i32) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    %a2 = arith.addi %a, %a : i32
    scf.yield %a2 : i32
  }
  return
}

// -----

func.func @for3(%lb: index, %ub: index, %st: index, %x: i32, %m: memref<i32>) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    %a2 = arith.addi %a, %a : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %a2 : i32
  }
  return
}

// -----

func.func @for4(%lb: index, %ub: index, %st: index, %x: i32, %m: memref<i32>) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %b, %a2 : i32, i32
  }
  return
}

// -----

func.func @if1(%c: i1, %x: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    scf.yield %x, %b : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @if2(%c: i1, %x: i32, %m: memref<i32>) {
  %r = scf.if %c -> (i32) {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @if4(%c: i1, %x: i32) {
  scf.if %c {
    %a = arith.addi %x, %x : i32
  }
  return
}

// -----

func.func @if5(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @while1(%x: i32, %y: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %p2 = arith.addi %p, %p : i32
    scf.yield %p2, %q : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @while2(%x: i32, %y: i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %p2 = arith.addi %p, %p : i32
    scf.yield %p2, %q : i32, i32
  }
  return
}

// -----

func.func @while3(%x: i32, %y: i32, %z: i32, %m: memref<i32>) {
  %r:3 = scf.while (%a = %x, %b = %y, %d = %z) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    %d2 = arith.addi %d, %d : i32
    scf.condition(%c) %a, %b, %d2 : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %p2 = arith.addi %p, %p : i32
    memref.store %p, %m[] : memref<i32>
    scf.yield %p2, %q, %s : i32, i32, i32
  }
  return
}

// -----

func.func @while4(%x: i32, %y: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %a : i32
    %b2 = arith.muli %b, %b : i32
    scf.condition(%c) %a, %b2 : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %p, %q : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @exec1(%x: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @switch1(%i: index, %x: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  }
  default {
    scf.yield %x, %x : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func private @priv(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b : i32, i32
}
func.func @c3(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  %z = arith.muli %x, %x : i32
  %r:2 = call @priv(%y, %z) : (i32, i32) -> (i32, i32)
  %s:2 = call @priv(%z, %y) : (i32, i32) -> (i32, i32)
  return %s#1 : i32
}

// -----

func.func private @rec(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 0 : i32
  %t = arith.cmpi eq, %a, %c : i32
  %r = scf.if %t -> i32 {
    scf.yield %a : i32
  } else {
    %one = arith.constant 1 : i32
    %a1 = arith.subi %a, %one : i32
    %b1 = arith.addi %b, %b : i32
    %q = func.call @rec(%a1, %b1) : (i32, i32) -> i32
    scf.yield %q : i32
  }
  return %r : i32
}
func.func @c4(%x: i32) -> i32 {
  %r = call @rec(%x, %x) : (i32, i32) -> i32
  return %r : i32
}

// -----

func.func private @l3(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func private @l2(%a: i32, %b: i32) -> i32 {
  %r = call @l3(%b, %a) : (i32, i32) -> i32
  return %r : i32
}
func.func private @l1(%a: i32, %b: i32) -> (i32, i32) {
  %r = call @l2(%a, %b) : (i32, i32) -> i32
  return %r, %a : i32, i32
}
func.func @c5(%x: i32, %y: i32) -> i32 {
  %r:2 = call @l1(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

func.func private @se(%m: memref<i32>, %v: i32) -> i32 {
  memref.store %v, %m[] : memref<i32>
  return %v : i32
}
func.func @c6(%m: memref<i32>, %v: i32) {
  %r = call @se(%m, %v) : (memref<i32>, i32) -> i32
  return
}

// -----

func.func private @unused(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}
func.func @c7(%v: i32) {
  %r = call @unused(%v) : (i32) -> i32
  return
}

// -----

func.func nested @nest(%a: i32) -> i32 {
  return %a : i32
}
func.func @c8(%v: i32) {
  %r = call @nest(%v) : (i32) -> i32
  return
}

// -----

module @named {
  func.func @f(%a: i32) {
    %b = arith.addi %a, %a : i32
    return
  }
}

// -----

module {
  module @inner {
    func.func @f(%a: i32) {
      %b = arith.addi %a, %a : i32
      return
    }
  }
  func.func @g(%a: i32) {
    %b = arith.addi %a, %a : i32
    return
  }
}

// -----

module {
  module {
    func.func @f(%a: i32) {
      %b = arith.addi %a, %a : i32
      return
    }
  }
}

// -----

memref.global "private" @gv : memref<i32> = dense<0>
func.func @c9() {
  %a = memref.get_global @gv : memref<i32>
  return
}

// -----

func.func @c10(%a: i32) -> i32 {
  %b = "foo.op"() : () -> i32
  %c = arith.addi %a, %a : i32
  "foo.region"(%c) ({
  ^bb0(%x: i32):
    %d = arith.addi %x, %x : i32
    "foo.term"(%d) : (i32) -> ()
  }) : (i32) -> ()
  return %a : i32
}

// -----

func.func @c11(%a: i32) -> i32 {
  %c = "foo.pure"(%a) : (i32) -> i32
  %d = arith.addi %c, %c : i32
  return %a : i32
}

// -----

module @named {
  func.func @g() {
    cf.br ^bb1
  ^bb1:
    return
  }
}

// -----

memref.global "private" @gv : memref<i32> = dense<0>
func.func @c9() {
  %a = memref.get_global @gv : memref<i32>
  return
}
func.func @c9b() {
  cf.br ^bb1
^bb1:
  return
}

// -----

func.func @e1(%a: i32) -> i32 {
  %0 = emitc.add %a, %a : (i32, i32) -> i32
  %1 = emitc.mul %a, %a : (i32, i32) -> i32
  %2 = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  %3 = emitc.call_opaque "f"(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @e2(%a: index, %b: index, %c: index, %x: i32) {
  emitc.for %i = %a to %b step %c {
    %0 = emitc.add %x, %x : (i32, i32) -> i32
  }
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> i32
  return
}

// -----

func.func @par(%a: index, %b: index, %c: index, %m: memref<?xf32>, %x: f32) {
  scf.parallel (%i) = (%a) to (%b) step (%c) {
    %0 = arith.addf %x, %x : f32
  }
  scf.forall (%i) in (%b) {
    %0 = arith.addf %x, %x : f32
  }
  memref.alloca_scope {
    %0 = arith.addf %x, %x : f32
  }
  %r = memref.alloca_scope -> f32 {
    %0 = arith.addf %x, %x : f32
    memref.alloca_scope.return %0 : f32
  }
  return
}

// -----

func.func @dead1(%x: i32) -> i32 {
  %t = arith.constant true
  %r:2 = scf.if %t -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    %d = arith.subi %x, %x : i32
    scf.yield %b, %d : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func private @pv(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  return %c : i32
}
func.func private @pw(%a: i32) -> i32 {
  %r = call @pv(%a, %a) : (i32, i32) -> i32
  return %r : i32
}

// -----

func.func @mem(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloca() : memref<4xf32>
  %c = memref.dim %a, %n : memref<?xf32>
  %d = memref.load %b[%n] : memref<4xf32>
  memref.dealloc %a : memref<?xf32>
  return
}

// -----

func.func @as(%m: memref<?xf32>, %x: f32, %i: index) -> f32 {
  %r:2 = memref.alloca_scope -> (f32, f32) {
    %0 = arith.addf %x, %x : f32
    memref.store %x, %m[%i] : memref<?xf32>
    memref.alloca_scope.return %0, %x : f32, f32
  }
  return %r#1 : f32
}

// -----

func.func @w5(%x: i32, %y: i32, %m: memref<i32>) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %a : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    memref.store %q, %m[] : memref<i32>
    scf.yield %p, %p : i32, i32
  }
  return
}

// -----

func.func @w6(%x: i32, %y: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %a : i32
    %d = arith.addi %b, %b : i32
    scf.condition(%c) %a, %d : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %p, %q : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @w7(%x: i32, %y: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %a : i32
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %p2 = arith.addi %p, %q : i32
    scf.yield %p2, %q : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @w8(%x: i32, %y: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.constant true
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %p2 = arith.addi %p, %q : i32
    scf.yield %p2, %q : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @f5(%lb: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %b : i32
    %b2 = arith.muli %b, %b : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @sw2(%x: i32) -> i32 {
  %i = arith.constant 2 : index
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  }
  case 2 {
    %a = arith.muli %x, %x : i32
    scf.yield %a, %x : i32, i32
  }
  default {
    %a = arith.subi %x, %x : i32
    scf.yield %x, %a : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @if6(%x: i32) -> i32 {
  %t = arith.constant 1 : i32
  %c = arith.cmpi eq, %t, %t : i32
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    scf.yield %b, %b : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @iv(%lb: index, %ub: index, %st: index, %m: memref<?xi32>, %x: i32) {
  scf.for %i = %lb to %ub step %st {
    %j = arith.addi %i, %i : index
    memref.store %x, %m[%lb] : memref<?xi32>
  }
  return
}

// -----

func.func private @attrs(%a: i32 {test.a}, %b: i32 {test.b}, %c: i32) -> (i32 {test.r}, i32) {
  return %b, %c : i32, i32
}
func.func @attrs_user(%x: i32) -> i32 {
  %r:2 = call @attrs(%x, %x, %x) : (i32, i32, i32) -> (i32, i32)
  return %r#1 : i32
}

// -----

func.func private @attrs2(%a: i32 {test.a}, %b: i32) -> i32 {
  return %b : i32
}
func.func @attrs2_user(%x: i32) -> i32 {
  %r = call @attrs2(%x, %x) : (i32, i32) -> i32
  return %r : i32
}

// -----

func.func private @dead_caller_callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @dc(%x: i32, %c: i1) -> i32 {
  %f = arith.constant false
  %r = scf.if %f -> i32 {
    %q = func.call @dead_caller_callee(%x) : (i32) -> i32
    scf.yield %q : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func private @mutual_a(%n: i32, %d: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> i32 {
    scf.yield %n : i32
  } else {
    %c1 = arith.constant 1 : i32
    %m = arith.subi %n, %c1 : i32
    %q = func.call @mutual_b(%m, %d) : (i32, i32) -> i32
    scf.yield %q : i32
  }
  return %r : i32
}
func.func private @mutual_b(%n: i32, %d: i32) -> i32 {
  %q = func.call @mutual_a(%n, %d) : (i32, i32) -> i32
  return %q : i32
}
func.func @mutual(%x: i32, %y: i32) -> i32 {
  %r = call @mutual_a(%x, %y) : (i32, i32) -> i32
  return %r : i32
}

// -----

func.func @chain(%x: f32) -> f32 {
  %a = math.exp %x : f32
  %b = math.log %a : f32
  %c = arith.addf %b, %a : f32
  %d = math.sqrt %c : f32
  return %a : f32
}

// -----

func.func @consts() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant dense<1> : vector<4xi32>
  return
}

// -----

func.func @nested_if(%c: i1, %d: i1, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %s:2 = scf.if %d -> (i32, i32) {
      %a = arith.addi %x, %x : i32
      memref.store %a, %m[] : memref<i32>
      scf.yield %a, %x : i32, i32
    } else {
      scf.yield %x, %x : i32, i32
    }
    scf.yield %s#0, %s#1 : i32, i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @for_in_while(%x: i32, %lb: index, %ub: index, %st: index) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %s:2 = scf.for %i = %lb to %ub step %st iter_args(%u = %p, %v = %q) -> (i32, i32) {
      %u2 = arith.addi %u, %u : i32
      %v2 = arith.muli %v, %u : i32
      scf.yield %u2, %v2 : i32, i32
    }
    scf.yield %s#0, %q : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @while_results_only(%x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %x : i32
    %d = arith.addi %a, %a : i32
    scf.condition(%c) %a, %d : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    memref.store %p, %m[] : memref<i32>
    scf.yield %p : i32
  }
  return %r#0 : i32
}

// -----

func.func @while_effects(%x: i32, %y: i32, %m: memref<i32>) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    memref.store %a, %m[] : memref<i32>
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %p2 = arith.addi %p, %q : i32
    scf.yield %p2, %q : i32, i32
  }
  return
}

// -----

func.func @unreg_region(%x: i32) {
  "foo.op"() ({
    %a = arith.addi %x, %x : i32
    %b = arith.muli %a, %a : i32
    "foo.use"(%a) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

func.func @unreg_term(%x: i32) -> i32 {
  %r = "foo.region"() ({
    %a = arith.addi %x, %x : i32
    "foo.term"(%a) : (i32) -> ()
  }) : () -> i32
  return %x : i32
}

// -----

func.func @load_dead(%m: memref<4xi32>, %i: index) {
  %v = memref.load %m[%i] : memref<4xi32>
  %w = arith.addi %v, %v : i32
  return
}

// -----

func.func @alloc_dead(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloca() : memref<4xf32>
  %c = memref.cast %b : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @view_ops(%m: memref<8x8xf32>) {
  %s = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %c = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  return
}

// -----

func.func private @callee_effect(%m: memref<i32>, %x: i32, %y: i32) -> (i32, i32) {
  memref.store %x, %m[] : memref<i32>
  %z = arith.addi %y, %y : i32
  return %z, %x : i32, i32
}
func.func @caller_effect(%m: memref<i32>, %x: i32) -> i32 {
  %a = arith.muli %x, %x : i32
  %r:2 = call @callee_effect(%m, %x, %a) : (memref<i32>, i32, i32) -> (i32, i32)
  %s = arith.addi %r#0, %r#0 : i32
  return %r#1 : i32
}

// -----

func.func private @two_calls(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b : i32, i32
}
func.func @tc(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = call @two_calls(%x, %y) : (i32, i32) -> (i32, i32)
  %s:2 = call @two_calls(%y, %x) : (i32, i32) -> (i32, i32)
  return %r#0, %s#0 : i32, i32
}

// -----

func.func @math_pure(%x: f32, %y: f32) -> f32 {
  %a = math.fma %x, %y, %x : f32
  %b = math.powf %x, %y : f32
  %c = math.absf %b : f32
  return %a : f32
}

// -----

emitc.func private @ef(%a: i32, %b: i32) -> i32 {
  emitc.return %a : i32
}
emitc.func @eg(%x: i32) -> i32 {
  %r = emitc.call @ef(%x, %x) : (i32, i32) -> i32
  emitc.return %r : i32
}

// -----

func.func private @ff(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
emitc.func @eh(%x: i32) -> i32 {
  %r = emitc.call @ff(%x, %x) : (i32, i32) -> i32
  emitc.return %r : i32
}

// -----

func.func @ci(%x: i32) -> i32 {
  %f = constant @ci : (i32) -> i32
  %r = call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// -----

module {
  module {
    func.func private @inner(%a: i32, %b: i32) -> i32 {
      return %b : i32
    }
    func.func @outer(%x: i32, %y: i32) -> i32 {
      %r = call @inner(%x, %y) : (i32, i32) -> i32
      return %r : i32
    }
  }
  func.func @top(%x: i32) {
    %a = arith.addi %x, %x : i32
    return
  }
}

// -----

func.func @with_cond_br(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @with_assert(%c: i1, %x: i32) {
  cf.assert %c, "msg"
  %a = arith.addi %x, %x : i32
  return
}

// -----

func.func @unreg_sym_user(%x: i32) {
  "foo.ref"() {callee = @unreg_sym_user} : () -> ()
  %a = arith.addi %x, %x : i32
  return
}

// -----

"foo.symbol"() {sym_name = "s"} : () -> ()
func.func @after_unreg_symbol(%x: i32) {
  %a = arith.addi %x, %x : i32
  return
}

// -----

func.func @ptr_ops(%x: i32) -> i32 {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.lvalue<i32>
  %l = emitc.literal "1" : i32
  %c = emitc.cast %x : i32 to i64
  return %x : i32
}

// -----

func.func private @const_arg(%c: i1, %x: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    %d = arith.subi %x, %x : i32
    scf.yield %b, %d : i32, i32
  }
  return %r#0 : i32
}
func.func @const_arg_user(%x: i32) -> i32 {
  %t = arith.constant true
  %r = call @const_arg(%t, %x) : (i1, i32) -> i32
  return %r : i32
}

// -----

func.func @switch_effect(%i: index, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    memref.store %x, %m[] : memref<i32>
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  }
  default {
    %b = arith.muli %x, %x : i32
    scf.yield %b, %b : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @exec_effect(%x: i32, %m: memref<i32>) {
  %r:2 = scf.execute_region -> (i32, i32) {
    memref.store %x, %m[] : memref<i32>
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  }
  return
}

// -----

func.func @for_outer_yield(%lb: index, %ub: index, %st: index, %x: i32, %y: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (i32, i32) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %y, %y : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @nested_for(%lb: index, %ub: index, %st: index, %x: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %s:2 = scf.for %j = %lb to %ub step %st iter_args(%c = %a, %d = %b) -> (i32, i32) {
      %c2 = arith.addi %c, %d : i32
      %d2 = arith.muli %d, %d : i32
      scf.yield %c2, %d2 : i32, i32
    }
    scf.yield %s#0, %s#1 : i32, i32
  }
  return %r#1 : i32
}

// -----

func.func private @twice(%a: i32) -> (i32, i32) {
  return %a, %a : i32, i32
}
func.func @twice_user(%x: i32) -> i32 {
  %r:2 = call @twice(%x) : (i32) -> (i32, i32)
  %s = arith.addi %r#0, %r#0 : i32
  return %r#1 : i32
}

// -----

func.func private @in_loop(%a: i32, %b: i32) -> (i32, i32) {
  %c = arith.addi %a, %b : i32
  return %c, %b : i32, i32
}
func.func @loop_caller(%lb: index, %ub: index, %st: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    %s:2 = func.call @in_loop(%a, %x) : (i32, i32) -> (i32, i32)
    scf.yield %s#0 : i32
  }
  return %r : i32
}

// -----

func.func private @shared(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func @user1(%x: i32) -> i32 {
  %r = call @shared(%x, %x) : (i32, i32) -> i32
  return %r : i32
}
func.func @user2(%x: i32) {
  %r = call @shared(%x, %x) : (i32, i32) -> i32
  return
}

// -----

func.func private @effect_dead_args(%m: memref<i32>, %a: i32, %b: f32) {
  memref.store %a, %m[] : memref<i32>
  return
}
func.func @eda(%m: memref<i32>, %a: i32, %b: f32) {
  call @effect_dead_args(%m, %a, %b) : (memref<i32>, i32, f32) -> ()
  return
}

// -----

func.func @misc_effects(%m: memref<4xf32>, %n: memref<4xf32>, %i: index) {
  memref.copy %m, %n : memref<4xf32> to memref<4xf32>
  memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>
  %p = ub.poison : i32
  return
}

// -----

func.func @assume(%m: memref<4xf32>) {
  memref.assume_alignment %m, 16 : memref<4xf32>
  return
}

// -----

func.func private @no_results(%a: i32) {
  %b = arith.addi %a, %a : i32
  return
}
func.func @nr(%x: i32) {
  call @no_results(%x) : (i32) -> ()
  return
}

// -----

func.func @dead_chain_across_regions(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %r = scf.if %c -> i32 {
    %b = arith.muli %a, %a : i32
    scf.yield %b : i32
  } else {
    scf.yield %a : i32
  }
  %d = arith.addi %r, %r : i32
  return %x : i32
}

// -----

func.func @while_cond_effects_only_after(%x: i32, %m: memref<i32>) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %x : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    memref.store %p, %m[] : memref<i32>
    %p2 = arith.addi %p, %p : i32
    scf.yield %p2 : i32
  }
  return
}

// -----

func.func @while_zero(%m: memref<i1>) {
  scf.while : () -> () {
    %c = memref.load %m[] : memref<i1>
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @if_results_to_loop(%c: i1, %x: i32, %lb: index, %ub: index, %st: index) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %x : i32, i32
  } else {
    %y = arith.addi %x, %x : i32
    scf.yield %y, %y : i32, i32
  }
  %s = scf.for %i = %lb to %ub step %st iter_args(%a = %r#0) -> (i32) {
    %a2 = arith.addi %a, %r#1 : i32
    scf.yield %a2 : i32
  }
  return %r#0 : i32
}

// -----

func.func @loop_const(%lb: index, %ub: index, %st: index, %x: i32) -> i32 {
  %t = arith.constant true
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%c = %t, %a = %x) -> (i1, i32) {
    %s:2 = scf.if %c -> (i32, i32) {
      %b = arith.addi %a, %a : i32
      scf.yield %b, %b : i32, i32
    } else {
      %d = arith.muli %a, %a : i32
      %e = arith.subi %a, %a : i32
      scf.yield %d, %e : i32, i32
    }
    scf.yield %c, %s#0 : i1, i32
  }
  return %r#1 : i32
}

// -----

func.func private @ret_const() -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @uses_ret_const(%x: i32) -> i32 {
  %c = call @ret_const() : () -> i1
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    %a2 = arith.muli %x, %x : i32
    scf.yield %a, %a2 : i32, i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @while_false(%x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %f = arith.constant false
    scf.condition(%f) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %p2 = arith.addi %p, %q : i32
    %q2 = arith.muli %q, %q : i32
    scf.yield %p2, %q2 : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @select_const(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %s = arith.select %t, %x, %y : i32
  %c = arith.cmpi eq, %s, %x : i32
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.muli %x, %y : i32
    %d = arith.subi %x, %y : i32
    scf.yield %b, %d : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func private @pcall(%c: i1, %x: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    %d = arith.subi %x, %x : i32
    scf.yield %b, %d : i32, i32
  }
  return %r#0 : i32
}
func.func @pcall_two(%x: i32, %c: i1) -> i32 {
  %t = arith.constant true
  %r = call @pcall(%t, %x) : (i1, i32) -> i32
  %s = call @pcall(%c, %r) : (i1, i32) -> i32
  return %s : i32
}

// -----

func.func @switch_const_default(%x: i32) -> i32 {
  %i = arith.constant 7 : index
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %a = arith.addi %x, %x : i32
    %a2 = arith.subi %x, %x : i32
    scf.yield %a, %a2 : i32, i32
  }
  default {
    %b = arith.muli %x, %x : i32
    scf.yield %b, %b : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @if_else_pure_results(%c: i1, %x: i32) -> (i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x, %a : i32, i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    scf.yield %x, %b, %b : i32, i32, i32
  }
  return %r#2, %r#0 : i32, i32
}

// -----

func.func @wa(%x: i32, %y: i32, %z: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y, %c = %z) : (i32, i32, i32) -> (i32, i32) {
    %k = arith.cmpi slt, %a, %b : i32
    %s = arith.addi %b, %c : i32
    scf.condition(%k) %s, %a : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    memref.store %q, %m[] : memref<i32>
    %p2 = arith.muli %p, %p : i32
    scf.yield %q, %p2, %p : i32, i32, i32
  }
  return %r#0 : i32
}

// -----

func.func @wb(%x: i32, %y: i32, %z: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y, %c = %z) : (i32, i32, i32) -> (i32, i32) {
    %k = arith.cmpi slt, %a, %b : i32
    %s = arith.addi %b, %c : i32
    scf.condition(%k) %s, %a : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %p2 = arith.muli %p, %p : i32
    scf.yield %q, %p2, %p : i32, i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @wc(%x: i32, %y: f32, %m: memref<f32>) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
    %k = arith.cmpi sgt, %a, %x : i32
    scf.condition(%k) %b, %a : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %q2 = arith.addi %q, %q : i32
    %p2 = arith.addf %p, %p : f32
    memref.store %p2, %m[] : memref<f32>
    scf.yield %q2, %p : i32, f32
  }
  return
}

// -----

func.func @wd(%x: i32, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%i = %c0, %acc = %x, %d = %x) : (index, i32, i32) -> (index, i32, i32) {
    %k = arith.cmpi slt, %i, %n : index
    scf.condition(%k) %i, %acc, %d : index, i32, i32
  } do {
  ^bb0(%i2: index, %acc2: i32, %d2: i32):
    %i3 = arith.addi %i2, %c1 : index
    %acc3 = arith.addi %acc2, %d2 : i32
    scf.yield %i3, %acc3, %d2 : index, i32, i32
  }
  return %r#0 : index
}

// -----

func.func @we(%x: i32, %n: index, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%i = %c0, %acc = %x, %d = %x) : (index, i32, i32) -> (index, i32, i32) {
    %k = arith.cmpi slt, %i, %n : index
    scf.condition(%k) %i, %acc, %d : index, i32, i32
  } do {
  ^bb0(%i2: index, %acc2: i32, %d2: i32):
    %i3 = arith.addi %i2, %c1 : index
    %acc3 = arith.addi %acc2, %d2 : i32
    memref.store %d2, %m[] : memref<i32>
    scf.yield %i3, %acc3, %d2 : index, i32, i32
  }
  return %r#1 : i32
}

// -----

func.func @for_iv_used(%lb: index, %ub: index, %st: index, %m: memref<?xi32>, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    memref.store %a, %m[%i] : memref<?xi32>
    %a2 = arith.addi %a, %a : i32
    scf.yield %a2 : i32
  }
  return %x : i32
}

// -----

func.func @for_all_dead_effects(%lb: index, %ub: index, %st: index, %m: memref<i32>, %x: i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (i32, i32) {
    memref.store %x, %m[] : memref<i32>
    scf.yield %b, %a : i32, i32
  }
  return
}

// -----

func.func private @tensor_arg(%arg0: tensor<i32>) -> (tensor<i32>) {
  return %arg0 : tensor<i32>
}
func.func @tensor_main(%arg0 : tensor<i32>) {
  %non_live = func.call @tensor_arg(%arg0) : (tensor<i32>) -> (tensor<i32>)
  return
}

// -----

func.func @tensors(%arg0: tensor<4xi32>, %arg1: i1) -> tensor<4xi32> {
  %0 = arith.addi %arg0, %arg0 : tensor<4xi32>
  %1 = arith.select %arg1, %0, %arg0 : tensor<4xi32>
  %2 = arith.muli %1, %1 : tensor<4xi32>
  return %1 : tensor<4xi32>
}

// -----

func.func @c(%m: memref<16xi32>, %n: index) -> memref<16xi32> {
  %a = memref.cast %m : memref<16xi32> to memref<*xi32>
  %b = memref.cast %a : memref<*xi32> to memref<16xi32>
  return %b : memref<16xi32>
}

// -----

func.func @d(%n: index) -> i1 {
  %c0 = arith.constant 0 : index
  %k = arith.cmpi slt, %c0, %n : index
  return %k : i1
}

// -----

func.func @e(%m: memref<16xi32>, %n: index) -> index {
  %a = memref.cast %m : memref<16xi32> to memref<?xi32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<?xi32>
  %v = memref.load %a[%n] : memref<?xi32>
  return %d : index
}

// -----

// The analysis folds the cast chain before the pass refuses the branch.
func.func @cast_refused(%m: memref<16xi32>, %c: i1) -> memref<16xi32> {
  %a = memref.cast %m : memref<16xi32> to memref<*xi32>
  %b = memref.cast %a : memref<*xi32> to memref<16xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %b : memref<16xi32>
^bb2:
  return %m : memref<16xi32>
}

// -----

func.func private @self_only(%n: i32, %d: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r:2 = scf.if %z -> (i32, i32) {
    scf.yield %n, %d : i32, i32
  } else {
    %q:2 = func.call @self_only(%n, %d) : (i32, i32) -> (i32, i32)
    scf.yield %q#0, %q#1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @load_yield(%lb: index, %ub: index, %st: index, %m: memref<i32>, %x: i32) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    %v = memref.load %m[] : memref<i32>
    scf.yield %v : i32
  }
  return
}

// -----

func.func @expr(%x: i32, %y: i32) -> i32 {
  %e = emitc.expression : i32 {
    %a = emitc.add %x, %y : (i32, i32) -> i32
    emitc.yield %a : i32
  }
  return %x : i32
}

// -----

func.func @scope_effects(%m: memref<i32>, %x: i32) {
  memref.alloca_scope {
    %a = arith.addi %x, %x : i32
    %b = memref.alloca() : memref<i32>
    memref.store %x, %m[] : memref<i32>
  }
  return
}

// -----

func.func private @priv_if(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a, %y : i32, i32
  } else {
    scf.yield %x, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @priv_if_user(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = call @priv_if(%c, %x, %y) : (i1, i32, i32) -> (i32, i32)
  return %r#1 : i32
}

// -----

func.func private @ret_in_loop(%x: i32) -> i32 {
  return %x : i32
}
func.func @loop_calls(%lb: index, %ub: index, %st: index, %x: i32, %m: memref<i32>) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    %b = func.call @ret_in_loop(%a) : (i32) -> i32
    memref.store %b, %m[] : memref<i32>
    scf.yield %b : i32
  }
  return
}

// -----

func.func @unreg_in_loop(%lb: index, %ub: index, %st: index, %x: i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (i32, i32) {
    "foo.use"(%a) : (i32) -> ()
    %b2 = arith.addi %b, %b : i32
    scf.yield %a, %b2 : i32, i32
  }
  return
}

// -----

func.func @unreg_results(%x: i32) -> i32 {
  %a, %b = "foo.two"(%x) : (i32) -> (i32, i32)
  %c = arith.addi %a, %b : i32
  return %x : i32
}

// -----

func.func private @declared(i32) -> i32 attributes {llvm.emit_c_interface}
func.func private @uses_declared(%x: i32, %y: i32) -> i32 {
  %r = call @declared(%x) : (i32) -> i32
  return %r : i32
}
func.func @ud(%x: i32) -> i32 {
  %r = call @uses_declared(%x, %x) : (i32, i32) -> i32
  return %r : i32
}

// -----

func.func @math_more(%x: f32, %y: f64, %i: i32) -> f32 {
  %a = math.absf %x : f32
  %b = math.ceil %y : f64
  %c = math.ctlz %i : i32
  %d = math.fpowi %x, %i : f32, i32
  %e = math.tanh %a : f32
  return %e : f32
}

// -----

func.func private @clean_region_branch_op_dont_remove_first_2_results_but_remove_first_operand(%arg0 : i1, %arg1 : i32, %arg2 : i32) -> (i32) {
  %live, %non_live, %non_live_0 = scf.while (%arg3 = %arg2, %arg4 = %arg1, %arg5 = %arg1) : (i32, i32, i32) -> (i32, i32, i32) {
    %live_0 = arith.addi %arg3, %arg3 : i32
    %non_live_1 = arith.addi %arg5, %arg5 : i32
    scf.condition(%arg0) %live_0, %arg4, %non_live_1 : i32, i32, i32
  } do {
  ^bb0(%arg6: i32, %arg7: i32, %arg8: i32):
    scf.yield %arg6, %arg7, %arg8 : i32, i32, i32
  }
  return %live : i32
}

// -----

func.func @clean_region_branch_op_public(%arg0 : i1, %arg1 : i32, %arg2 : i32) -> (i32) {
  %live, %non_live, %non_live_0 = scf.while (%arg3 = %arg2, %arg4 = %arg1, %arg5 = %arg1) : (i32, i32, i32) -> (i32, i32, i32) {
    %live_0 = arith.addi %arg3, %arg3 : i32
    %non_live_1 = arith.addi %arg5, %arg5 : i32
    scf.condition(%arg0) %live_0, %arg4, %non_live_1 : i32, i32, i32
  } do {
  ^bb0(%arg6: i32, %arg7: i32, %arg8: i32):
    %non_live_2 = arith.addi %arg7, %arg8 : i32
    scf.yield %arg6, %non_live_2, %arg8 : i32, i32, i32
  }
  return %live : i32
}

// -----

func.func @clean_simple_ops(%arg0 : i32, %arg1 : memref<i32>) {
  %live = arith.addi %arg0, %arg0 : i32
  %non_live = arith.addi %live, %arg0 : i32
  %non_live_2 = arith.addi %non_live, %arg0 : i32
  memref.store %live, %arg1[] : memref<i32>
  return
}

// -----

func.func private @clean_func_op_remove_side_effecting_op() -> (i32) {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @main_se(%m : memref<i32>) {
  %v = func.call @clean_func_op_remove_side_effecting_op() : () -> (i32)
  memref.store %v, %m[] : memref<i32>
  return
}

// -----

func.func @main_idx(%arg3 : i32, %arg4 : i1) {
  %0 = scf.index_switch %arg3 : i32 -> i32
  case 1 {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  default {
    %c2 = arith.constant 2 : i32
    scf.yield %c2 : i32
  }
  return
}

// -----

// The constant analysis folds every registered op as sccp does, memory effects or not:
// an identity emitc.cast (no Pure trait) of a constant condition is the constant, so
// the else region cannot run and its values stay.
func.func @identity_emitc_cast_condition(%a: i32) -> i32 {
  %c = "emitc.constant"() {value = true} : () -> i1
  %x = emitc.cast %c : i1 to i1
  %r:2 = scf.if %x -> (i32, i32) {
    %y = arith.addi %a, %a : i32
    scf.yield %y, %a : i32, i32
  } else {
    %z = arith.muli %a, %a : i32
    scf.yield %a, %z : i32, i32
  }
  return %r#0 : i32
}
