// Hand-written inliner cases, compared with mlir-opt 19 chunk by chunk under several
// option sets (inline_test.go). Each chunk is its own module.

// A private callee with one use is moved in place and erased; a public one is cloned.
func.func private @once(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 7 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %c : i32
  return %1 : i32
}
func.func @pub(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}
func.func @caller(%x: i32, %y: i32) -> i32 {
  %0 = call @once(%x, %y) : (i32, i32) -> i32
  %1 = call @pub(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A chain: c is inlined into b, then b (with c's body) into a and main.
func.func private @c(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %0 = arith.addi %x, %one : i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  %1 = call @c(%0) : (i32) -> i32
  return %1 : i32
}
func.func @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func @main(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  %1 = call @a(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// Self recursion is never inlined; a function that calls a recursive one may be.
func.func private @rec(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  %c = arith.cmpi eq, %n, %z : i32
  %r = scf.if %c -> i32 {
    scf.yield %z : i32
  } else {
    %one = arith.constant 1 : i32
    %m = arith.subi %n, %one : i32
    %s = func.call @rec(%m) : (i32) -> i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func private @wrap(%n: i32) -> i32 {
  %0 = call @rec(%n) : (i32) -> i32
  return %0 : i32
}
func.func @user(%n: i32) -> i32 {
  %0 = call @wrap(%n) : (i32) -> i32
  return %0 : i32
}

// -----

// Mutual recursion: LLVM 19 inlines across the cycle until the callee chain repeats.
func.func private @even(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  %s = arith.addi %x, %c : i32
  %0 = call @odd(%s) : (i32) -> i32
  return %0 : i32
}
func.func private @odd(%x: i32) -> i32 {
  %c = arith.constant 5 : i32
  %s = arith.muli %x, %c : i32
  %0 = call @even(%s) : (i32) -> i32
  return %0 : i32
}
func.func @start(%x: i32) -> i32 {
  %0 = call @even(%x) : (i32) -> i32
  %1 = call @odd(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A three-cycle with a member that cannot be inlined (an unregistered op).
func.func private @p(%x: i32) -> i32 {
  %0 = call @q(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @q(%x: i32) -> i32 {
  %0 = call @r(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @r(%x: i32) -> i32 {
  %0 = call @p(%x) : (i32) -> i32
  %1 = "foo.opaque"(%0) : (i32) -> i32
  return %1 : i32
}
func.func @entry(%x: i32) -> i32 {
  %0 = call @p(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// Several results, one unused; a callee without results; an argument used twice.
func.func private @pair(%a: i32, %b: f32) -> (i32, f32, i1) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.mulf %b, %b : f32
  %2 = arith.cmpi slt, %0, %a : i32
  return %0, %1, %2 : i32, f32, i1
}
func.func private @sink(%a: i32) {
  "foo.use"(%a) : (i32) -> ()
  return
}
func.func private @noop() {
  return
}
func.func @multi(%a: i32, %b: f32) -> (i32, f32) {
  %0:3 = call @pair(%a, %b) : (i32, f32) -> (i32, f32, i1)
  call @noop() : () -> ()
  call @sink(%0#0) : (i32) -> ()
  return %0#0, %0#1 : i32, f32
}

// -----

// Calls inside scf regions are inlined there.
func.func private @step(%acc: i32, %i: index) -> i32 {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.addi %acc, %0 : i32
  return %1 : i32
}
func.func private @pick(%c: i1, %a: i32) -> i32 {
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}
func.func @loops(%n: index, %c: i1, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %s = func.call @step(%acc, %i) : (i32, index) -> i32
    %t = scf.if %c -> i32 {
      %p = func.call @pick(%c, %s) : (i1, i32) -> i32
      scf.yield %p : i32
    } else {
      scf.yield %s : i32
    }
    scf.yield %t : i32
  }
  %w = scf.while (%v = %r) : (i32) -> i32 {
    %k = func.call @pick(%c, %v) : (i1, i32) -> i32
    %z = arith.cmpi sgt, %k, %init : i32
    scf.condition(%z) %k : i32
  } do {
  ^bb0(%u: i32):
    scf.yield %u : i32
  }
  return %w : i32
}

// -----

// A multi-block callee: the call's block is split. Inside a single-block region of
// another op kind it stays a call; scf.execute_region takes blocks.
func.func private @branchy(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  %x = arith.addi %a, %b : i32
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  %z = arith.muli %y, %a : i32
  return %z : i32
}
func.func @split(%c: i1, %a: i32) -> i32 {
  %0 = call @branchy(%c, %a, %a) : (i1, i32, i32) -> i32
  %1 = scf.if %c -> i32 {
    %2 = func.call @branchy(%c, %0, %a) : (i1, i32, i32) -> i32
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  %3 = scf.execute_region -> i32 {
    %4 = func.call @branchy(%c, %1, %a) : (i1, i32, i32) -> i32
    scf.yield %4 : i32
  }
  return %3 : i32
}

// -----

// Returns in several blocks become branches to the block after the call.
func.func private @early(%c: i1, %a: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a, %a : i32, i32
^bb2:
  %n = arith.subi %a, %a : i32
  return %n, %a : i32, i32
}
func.func @twoexits(%c: i1, %a: i32) -> i32 {
  %0:2 = call @early(%c, %a) : (i1, i32) -> (i32, i32)
  %1 = arith.addi %0#0, %0#1 : i32
  return %1 : i32
}

// -----

// Unused private functions go, even after nothing was inlined; public ones and
// declarations stay; a function called only by a dead one is not collected.
func.func private @dead(%a: i32) -> i32 {
  %0 = call @onlyfromdead(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @onlyfromdead(%a: i32) -> i32 {
  return %a : i32
}
func.func private @unused_decl(i32) -> i32
func.func @public_unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @decl(i32) -> i32
func.func @calls_decl(%a: i32) -> i32 {
  %0 = call @decl(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// Ops of dialects without an inliner interface block the callee; gpu, math and memref
// ones do not.
func.func private @has_emitc(%a: i32) -> i32 {
  %0 = emitc.call_opaque "f"(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @has_cast(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return %0 : i64
}
func.func private @has_unregistered(%a: i32) -> i32 {
  %0 = "foo.bar"(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @has_gpu_math(%a: f32) -> f32 {
  gpu.barrier
  %0 = math.sqrt %a : f32
  return %0 : f32
}
func.func private @has_memref(%m: memref<4xi32>, %i: index) -> i32 {
  %0 = memref.load %m[%i] : memref<4xi32>
  memref.store %0, %m[%i] : memref<4xi32>
  return %0 : i32
}
func.func @legality(%a: i32, %f: f32, %m: memref<4xi32>, %i: index) -> (i32, i64, i32, f32, i32) {
  %0 = call @has_emitc(%a) : (i32) -> i32
  %1 = call @has_cast(%a) : (i32) -> i64
  %2 = call @has_unregistered(%a) : (i32) -> i32
  %3 = call @has_gpu_math(%f) : (f32) -> f32
  %4 = call @has_memref(%m, %i) : (memref<4xi32>, index) -> i32
  return %0, %1, %2, %3, %4 : i32, i64, i32, f32, i32
}

// -----

// Where the call sits matters: regions of ops without an interface (emitc.if, an
// unregistered op) keep their calls; memref.alloca_scope takes them.
func.func private @inc(%a: i32) -> i32 {
  %one = arith.constant 1 : i32
  %0 = arith.addi %a, %one : i32
  return %0 : i32
}
func.func @places(%c: i1, %a: i32) -> i32 {
  emitc.if %c {
    %0 = func.call @inc(%a) : (i32) -> i32
    "foo.use"(%0) : (i32) -> ()
  }
  "foo.region"() ({
    %1 = func.call @inc(%a) : (i32) -> i32
    "foo.use"(%1) : (i32) -> ()
    "foo.end"() : () -> ()
  }, {
  }) : () -> ()
  %2 = memref.alloca_scope -> (i32) {
    %3 = func.call @inc(%a) : (i32) -> i32
    memref.alloca_scope.return %3 : i32
  }
  return %2 : i32
}

// -----

// emitc functions are callables: the dead private one goes, emitc.call stays.
emitc.func private @ehelper(%a: i32) -> i32 {
  emitc.return %a : i32
}
emitc.func private @edead(%a: i32) -> i32 {
  emitc.return %a : i32
}
emitc.func @ecaller(%a: i32) -> i32 {
  %0 = emitc.call @ehelper(%a) : (i32) -> i32
  emitc.return %0 : i32
}

// -----

// Nested symbol tables are handled in place; a symbol used by a non-call op at module
// level stays alive even when every call to it is inlined.
module @inner {
  func.func private @h(%a: i32) -> i32 {
    %c = arith.constant 3 : i32
    %0 = arith.muli %a, %c : i32
    return %0 : i32
  }
  func.func @k(%a: i32) -> i32 {
    %0 = call @h(%a) : (i32) -> i32
    return %0 : i32
  }
  func.func private @gone(%a: i32) -> i32 {
    return %a : i32
  }
}
"foo.keep"() {ref = @kept} : () -> ()
func.func private @kept(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @usekept(%a: i32) -> i32 {
  %0 = call @kept(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// The threshold compares callee and caller sizes as inlining grows the caller.
func.func private @big(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.subi %1, %0 : i32
  %3 = arith.xori %2, %a : i32
  %4 = arith.ori %3, %1 : i32
  %5 = arith.andi %4, %2 : i32
  return %5 : i32
}
func.func private @small(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @sizes(%a: i32) -> i32 {
  %0 = call @small(%a) : (i32) -> i32
  %1 = call @big(%0) : (i32) -> i32
  %2 = call @small(%1) : (i32) -> i32
  %3 = arith.addi %2, %1 : i32
  %4 = arith.addi %3, %0 : i32
  return %4 : i32
}
func.func @tiny(%a: i32) -> i32 {
  %0 = call @big(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// Values of the caller flow into nested regions of the callee; the callee's own loop
// survives inlining.
func.func private @sum(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %x = arith.addi %acc, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @outer(%n: index, %a: i32) -> i32 {
  %0 = call @sum(%n, %a) : (index, i32) -> i32
  %1 = call @sum(%n, %0) : (index, i32) -> i32
  return %1 : i32
}
