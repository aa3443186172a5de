// Integer range probes (arith-unsigned-when-equivalent, int-range-optimizations): ranges
// built from masks, constants, loops and conditionals; every signed op the first pass
// converts, at and past the non-negative boundary; values pinned to one constant; trivial
// remainders; loops whose carried values widen; branches with a known condition; values
// and ops without ranges (floats, vectors, calls).

func.func @masked(%arg0 : i32) -> (i32, i32, i32, i32, i32, i32, i64, i1, i1, i1, i1) {
  %smax = arith.constant 0x7ffffffe : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.andi %arg0, %smax : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.divsi %1, %c4 : i32
  %3 = arith.ceildivsi %1, %c4 : i32
  %4 = arith.floordivsi %1, %c4 : i32
  %5 = arith.remsi %1, %c4 : i32
  %6 = arith.minsi %1, %c4 : i32
  %7 = arith.maxsi %1, %c4 : i32
  %8 = arith.extsi %1 : i32 to i64
  %9 = arith.cmpi sle, %1, %c4 : i32
  %10 = arith.cmpi slt, %1, %c4 : i32
  %11 = arith.cmpi sge, %1, %c4 : i32
  %12 = arith.cmpi sgt, %1, %c4 : i32
  return %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i32, i32, i32, i32, i32, i32, i64, i1, i1, i1, i1
}

// -----

func.func @overflowing(%arg0 : i32) -> (i32, i32, i1, i64) {
  %smax = arith.constant 0x7fffffff : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.andi %arg0, %smax : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.divsi %1, %c4 : i32
  %3 = arith.remsi %0, %c4 : i32
  %4 = arith.cmpi slt, %1, %c4 : i32
  %5 = arith.extsi %0 : i32 to i64
  return %2, %3, %4, %5 : i32, i32, i1, i64
}

// -----

func.func @loop(%m : memref<8xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.remsi %i, %c4 : index
    %w = arith.addi %v, %v : index
    %t = arith.cmpi sle, %w, %c4 : index
    %r = arith.remui %i, %c8 : index
    scf.if %t {
      memref.store %w, %m[%r] : memref<8xindex>
    }
  }
  return
}

// -----

func.func @constants(%x : i8) -> (i8, i1, i16, i8, index) {
  %c3 = arith.constant 3 : i8
  %c5 = arith.constant 5 : i8
  %0 = arith.muli %c3, %c5 : i8
  %1 = arith.andi %x, %c3 : i8
  %2 = arith.cmpi ult, %1, %c5 : i8
  %3 = arith.extui %1 : i8 to i16
  %4 = arith.shli %1, %c5 : i8
  %5 = arith.shrui %4, %c5 : i8
  %6 = arith.index_castui %5 : i8 to index
  %7 = arith.select %2, %c3, %c5 : i8
  %8 = arith.subi %7, %c3 : i8
  return %8, %2, %3, %0, %6 : i8, i1, i16, i8, index
}

// -----

func.func @carried(%n : index, %x : i32) -> (i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0_i32, %b = %c1) -> (i32, index) {
    %a1 = arith.addi %a, %c1_i32 : i32
    %b1 = arith.maxsi %b, %c1 : index
    scf.yield %a1, %b1 : i32, index
  }
  %d = arith.divsi %r#0, %c1_i32 : i32
  %e = arith.remsi %r#1, %c1 : index
  return %d, %e : i32, index
}

// -----

func.func @branches(%c : i1, %x : i16) -> i16 {
  %true = arith.constant true
  %c7 = arith.constant 7 : i16
  %c15 = arith.constant 15 : i16
  %m = arith.andi %x, %c15 : i16
  cf.cond_br %true, ^bb1(%m : i16), ^bb2(%x : i16)
^bb1(%a : i16):
  %d = arith.divsi %a, %c7 : i16
  %e = arith.remsi %a, %c15 : i16
  cf.br ^bb3(%d : i16)
^bb2(%b : i16):
  %f = arith.divsi %b, %c7 : i16
  cf.br ^bb3(%f : i16)
^bb3(%r : i16):
  %s = arith.maxsi %r, %c7 : i16
  return %s : i16
}

// -----

func.func @if_union(%c : i1, %x : i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c10 : i32
  } else {
    scf.yield %c20 : i32
  }
  %q = arith.divsi %r, %c1 : i32
  %s = arith.select %c, %c10, %c10 : i32
  %t = arith.floordivsi %r, %s : i32
  return %q, %t : i32, i32
}

// -----

func.func private @external() -> i8

func.func @no_ranges(%f : f32, %v : vector<2xi32>) -> (i8, vector<2xi1>, i32, i8) {
  %0 = call @external() : () -> i8
  %1 = arith.floordivsi %0, %0 : i8
  %cst = arith.constant dense<[0, 1]> : vector<2xi32>
  %2 = arith.cmpi slt, %cst, %v : vector<2xi32>
  %3 = arith.fptosi %f : f32 to i32
  %c1 = arith.constant 1 : i8
  %4 = arith.remsi %1, %c1 : i8
  return %1, %2, %3, %4 : i8, vector<2xi1>, i32, i8
}

// -----

func.func @while_loop(%n : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %k = arith.cmpi slt, %a, %c100 : i32
    scf.condition(%k) %a : i32
  } do {
  ^bb0(%b : i32):
    %s = arith.addi %b, %c1 : i32
    scf.yield %s : i32
  }
  %d = arith.divsi %r, %c100 : i32
  return %d : i32
}

// -----

func.func @switch(%i : index, %x : i64) -> i64 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : i64
  %c9 = arith.constant 9 : i64
  %r = scf.index_switch %c2 -> i64
  case 2 {
    %a = arith.andi %x, %c3 : i64
    scf.yield %a : i64
  }
  default {
    scf.yield %x : i64
  }
  %q = arith.remsi %r, %c9 : i64
  %w = arith.ceildivsi %r, %c9 : i64
  return %w : i64
}

// -----

func.func @cf_loop(%n : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i : i32):
  %k = arith.cmpi slt, %i, %c10 : i32
  cf.cond_br %k, ^bb2, ^bb3
^bb2:
  %j = arith.addi %i, %c1 : i32
  cf.br ^bb1(%j : i32)
^bb3:
  %d = arith.divsi %i, %c10 : i32
  return %d : i32
}

// -----

func.func @nested_for(%m : memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> i32 {
    %s = scf.for %j = %i to %c16 step %c4 iter_args(%a2 = %acc) -> i32 {
      %p = arith.muli %i, %j : index
      %q = arith.index_cast %p : index to i32
      %d = arith.divsi %q, %q : i32
      %e = arith.remsi %q, %q : i32
      %t = arith.addi %a2, %d : i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

func.func @shifts(%x : i64, %y : i8) -> (i64, i64, i8, i8, i32, i1, i1) {
  %c3 = arith.constant 3 : i64
  %c60 = arith.constant 60 : i64
  %m = arith.constant 255 : i64
  %a = arith.andi %x, %m : i64
  %0 = arith.shli %a, %c3 overflow<nuw> : i64
  %1 = arith.shrsi %0, %c3 : i64
  %c2 = arith.constant 2 : i8
  %b = arith.shrui %y, %c2 : i8
  %2 = arith.ori %b, %c2 : i8
  %3 = arith.xori %b, %c2 : i8
  %4 = arith.extui %3 : i8 to i32
  %5 = arith.cmpi ne, %2, %c2 : i8
  %6 = arith.cmpi eq, %4, %4 : i32
  %7 = arith.divui %1, %c60 : i64
  %8 = arith.ceildivui %7, %c3 : i64
  %9 = arith.trunci %8 : i64 to i8
  return %0, %8, %9, %3, %4, %5, %6 : i64, i64, i8, i8, i32, i1, i1
}

// -----

func.func @neg(%x : i32) -> (i32, i32, i32, i32, i1) {
  %c-8 = arith.constant -8 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.andi %x, %c7 : i32
  %n = arith.subi %c-8, %a : i32
  %0 = arith.floordivsi %n, %c5 : i32
  %1 = arith.ceildivsi %n, %c5 : i32
  %2 = arith.remsi %n, %c5 : i32
  %3 = arith.muli %n, %n overflow<nsw> : i32
  %4 = arith.cmpi slt, %n, %c5 : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i1
}

// -----

func.func @float_loop(%n : index, %f : f32) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %f, %b = %c0) -> (f32, index) {
    %x = arith.remsi %i, %c4 : index
    scf.yield %a, %x : f32, index
  }
  return %r#0, %r#1 : f32, index
}

// -----

func.func @dead_if(%x : i32) -> i32 {
  %false = arith.constant false
  %c3 = arith.constant 3 : i32
  %r = scf.if %false -> i32 {
    %y = arith.divsi %x, %c3 : i32
    scf.yield %y : i32
  } else {
    %m = arith.andi %x, %c3 : i32
    scf.yield %m : i32
  }
  %d = arith.divsi %r, %c3 : i32
  return %d : i32
}

// -----

func.func private @callee(%x : i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.andi %x, %c3 : i32
  return %r : i32
}
func.func @caller(%y : i32) -> (i32, i32) {
  %c4 = arith.constant 4 : i32
  %m = arith.andi %y, %c4 : i32
  %0 = call @callee(%m) : (i32) -> i32
  %1 = arith.divsi %0, %c4 : i32
  %2 = arith.divsi %m, %c4 : i32
  return %1, %2 : i32, i32
}

// -----

func.func @merge(%c : i1, %x : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%c1 : i32)
^bb2:
  cf.br ^bb3(%c2 : i32)
^bb3(%a : i32):
  %b = arith.addi %a, %c5 : i32
  %d = arith.divsi %b, %c2 : i32
  return %d : i32
}

// -----

func.func @extended(%x : i32, %y: i128) -> (i32, i1, i128, i128) {
  %c7 = arith.constant 7 : i32
  %a = arith.andi %x, %c7 : i32
  %s, %o = arith.addui_extended %a, %a : i32, i1
  %d = arith.divsi %s, %c7 : i32
  %l, %h = arith.mulsi_extended %a, %a : i32
  %e = arith.divsi %h, %c7 : i32
  %b = arith.constant 170141183460469231731687303715884105727 : i128
  %m = arith.andi %y, %b : i128
  %q = arith.divsi %m, %m : i128
  %w = arith.shrsi %m, %m : i128
  return %d, %o, %q, %w : i32, i1, i128, i128
}

// -----

func.func @i1ops(%a : i1, %b : i1, %x : i8) -> (i1, i1, i8, i8) {
  %t = arith.constant true
  %0 = arith.andi %a, %t : i1
  %1 = arith.xori %0, %t : i1
  %2 = arith.extui %1 : i1 to i8
  %3 = arith.extsi %b : i1 to i8
  %4 = arith.select %a, %2, %3 : i8
  %5 = arith.divsi %2, %2 : i8
  %6 = arith.cmpi ne, %4, %x : i8
  %7 = arith.cmpi eq, %2, %2 : i8
  return %6, %7, %4, %5 : i1, i1, i8, i8
}

// -----

func.func @idx(%x : i64, %n : index) -> (index, i64, index) {
  %c255 = arith.constant 255 : i64
  %a = arith.andi %x, %c255 : i64
  %i = arith.index_cast %a : i64 to index
  %c16 = arith.constant 16 : index
  %d = arith.divsi %i, %c16 : index
  %j = arith.index_castui %n : index to i64
  %k = arith.remsi %i, %c16 : index
  %e = arith.floordivsi %k, %c16 : index
  return %d, %j, %e : index, i64, index
}

// -----

func.func @multi_return(%c : i1, %x : i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant 9 : i32
  %a = arith.andi %x, %c3 : i32
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%c9 : i32)
^bb1(%v : i32):
  %d = arith.divsi %v, %c3 : i32
  return %d : i32
}

// -----

func.func private @never_called(%x : i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %a = arith.andi %x, %c3 : i32
  %d = arith.divsi %a, %c3 : i32
  return %d : i32
}
func.func private @taken(%x : i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %a = arith.andi %x, %c3 : i32
  %d = arith.divsi %a, %c3 : i32
  return %d : i32
}
func.func @public_callee(%x : i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %a = arith.andi %x, %c3 : i32
  return %a : i32
}
func.func @user(%x : i32) -> (i32, i32, i32) {
  %f = func.constant @taken : (i32) -> i32
  %c5 = arith.constant 5 : i32
  %0 = call @public_callee(%x) : (i32) -> i32
  %1 = arith.remsi %0, %c5 : i32
  %2 = arith.divsi %0, %c5 : i32
  %3 = call @undefined(%x) : (i32) -> i32
  %4 = arith.divsi %3, %c5 : i32
  return %1, %2, %4 : i32, i32, i32
}
func.func private @undefined(i32) -> i32

// -----

func.func @other_dialects(%x: i32) -> (f32, i32, index) {
  %c = arith.constant -2.5 : f32
  %0 = math.absf %c : f32
  %c7 = arith.constant 7 : i32
  %a = arith.andi %x, %c7 : i32
  %1 = math.absi %a : i32
  %2 = arith.divsi %1, %c7 : i32
  %m = memref.alloca() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %3 = memref.dim %m, %c0 : memref<8xf32>
  return %0, %2, %3 : f32, i32, index
}

// -----

// i0 constants have (zero-width) ranges; i0 arguments have none.
func.func @i0(%x: i0) -> (i16, i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = arith.extsi %c : i0 to i16
  %1 = arith.maxsi %c, %c : i0
  %2 = arith.minsi %x, %x : i0
  %3 = arith.divsi %c, %x : i0
  return %0, %1, %2, %3 : i16, i0, i0, i0
}

// -----

// A shift by the width or more overflows even when it shifts 0: no range without a
// no-wrap flag, the saturated bound with one.
func.func @shl_big(%x: i8) -> (index, i8, i8, i16, i8) {
  %c0 = arith.constant 0 : index
  %c255 = arith.constant 255 : index
  %0 = arith.shli %c0, %c255 : index
  %z = arith.constant 0 : i8
  %c3 = arith.constant 3 : i8
  %m = arith.andi %x, %c3 : i8
  %1 = arith.shli %z, %m : i8
  %c9 = arith.constant 9 : i8
  %2 = arith.shli %z, %c9 overflow<nuw> : i8
  %p = ub.poison : i16
  %k = arith.constant -32768 : i16
  %3 = arith.shli %p, %k overflow<nsw, nuw> : i16
  %4 = arith.shli %z, %c9 overflow<nsw> : i8
  return %0, %1, %2, %3, %4 : index, i8, i8, i16, i8
}
