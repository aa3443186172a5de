// scf-for-to-while probes: loops over index and integer types, with and without
// iteration arguments, nested, inside other regions, with attributes, and what the greedy
// driver the pass runs in does around them (dead pure loops erased, constants hoisted
// and merged, folds).

func.func @simple(%lb: index, %ub: index, %step: index, %m: memref<?xf32>) {
  scf.for %i = %lb to %ub step %step {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// -----

func.func @iter(%lb: i32, %ub: i32, %step: i32, %x: f32, %y: i64) -> (f32, i64) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %x, %b = %y) -> (f32, i64) : i32 {
    %n = arith.addf %a, %a : f32
    scf.yield %n, %b : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}

// -----

func.func @nested(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> index {
    %s = scf.for %j = %i to %n step %c1 iter_args(%b = %a) -> index {
      %t = arith.addi %b, %j : index
      scf.yield %t : index
    }
    scf.yield %s : index
  }
  return %r : index
}

// -----

func.func @attrs(%lb: index, %ub: index, %m: memref<?xi32>) {
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %c2 {
    %c7 = arith.constant 7 : i32
    %c3 = arith.constant 3 : i32
    %s = arith.addi %c7, %c3 : i32
    memref.store %s, %m[%i] : memref<?xi32>
  } {tag = "x", other}
  return
}

// -----

func.func @dead(%lb: index, %ub: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %ub iter_args(%a = %x) -> f32 {
    %n = arith.mulf %a, %a : f32
    scf.yield %n : f32
  }
  %u = scf.for %i = %lb to %ub step %ub iter_args(%a = %x) -> f32 {
    %n = arith.mulf %a, %a : f32
    scf.yield %n : f32
  }
  return %u : f32
}

// -----

func.func @in_if(%c: i1, %n: i16, %m: memref<4xi16>) {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 : i16 {
      %k = arith.index_cast %i : i16 to index
      memref.store %i, %m[%k] : memref<4xi16>
    }
  }
  %w = scf.while (%a = %c0) : (i16) -> i16 {
    %k = arith.cmpi slt, %a, %n : i16
    scf.condition(%k) %a : i16
  } do {
  ^bb0(%b: i16):
    %s = scf.for %i = %c0 to %b step %c1 iter_args(%t = %b) -> i16 : i16 {
      %q = arith.addi %t, %i : i16
      scf.yield %q : i16
    }
    scf.yield %s : i16
  }
  %wi = arith.index_cast %w : i16 to index
  memref.store %w, %m[%wi] : memref<4xi16>
  return
}

// -----

func.func @iv_unused(%lb: i64, %ub: i64, %x: i64, %m: memref<i64>) -> i64 {
  %r = scf.for %i = %lb to %ub step %x iter_args(%a = %x) -> i64 : i64 {
    memref.store %a, %m[] : memref<i64>
    scf.yield %a : i64
  }
  return %r : i64
}

// -----

func.func @locs(%lb: index loc("lb"), %ub: index, %x: f32 loc("x")) -> f32 {
  %y = arith.addf %x, %x : f32 loc("y")
  %r = scf.for %i = %lb to %ub step %ub iter_args(%a = %y) -> f32 {
    %n = arith.mulf %a, %a : f32
    scf.yield %n : f32
  } loc("loop")
  return %r : f32
}
