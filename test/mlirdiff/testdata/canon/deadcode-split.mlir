// Dead-code analysis probes (sccp, int-range-optimizations and
// arith-unsigned-when-equivalent run the same one): where the two copies it replaced
// disagreed, mlir-opt 19 decides. A region terminator takes its edges only once every
// operand has a state, so one yielding a float or a memref next to an integer (which
// has no range) forwards nothing; emitc.if is a region branch; a function of nested
// visibility has only known callers; cf.switch and scf.index_switch compare the bits of
// a constant selector with their cases.

func.func @yield_memref(%m: memref<4xf32>) -> i1 {
  %r:2 = scf.execute_region -> (i1, memref<4xf32>) {
    %f = arith.constant false
    scf.yield %f, %m : i1, memref<4xf32>
  }
  return %r#0 : i1
}

// -----

func.func @yield_float(%c: i1, %y: f32) -> (i32, f32) {
  %r:2 = scf.if %c -> (i32, f32) {
    %k = arith.constant 7 : i32
    scf.yield %k, %y : i32, f32
  } else {
    %k = arith.constant 7 : i32
    scf.yield %k, %y : i32, f32
  }
  %s = arith.constant 3 : i32
  %t = arith.remsi %r#0, %s : i32
  return %t, %r#1 : i32, f32
}

// -----

func.func @yield_float_loop(%y: f32) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %c1, %b = %y) -> (index, f32) {
    scf.yield %c1, %b : index, f32
  }
  return %r#0, %r#1 : index, f32
}

// -----

func.func @emitc_if(%x: i32) -> i32 {
  %f = arith.constant false
  %k = arith.constant 5 : i32
  emitc.if %f {
    %a = arith.addi %k, %k : i32
    %b = arith.muli %a, %x : i32
    emitc.call_opaque "use"(%a, %b) : (i32, i32) -> ()
  }
  return %k : i32
}

// -----

func.func nested @callee_nested(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func @caller_nested() -> i32 {
  %c4 = arith.constant 4 : i32
  %r = func.call @callee_nested(%c4) : (i32) -> i32
  return %r : i32
}

// -----

func.func @switch_bits() -> i8 {
  %f = arith.constant -1 : i8
  cf.switch %f : i8, [
    default: ^bb1,
    255: ^bb2,
    3: ^bb3
  ]
^bb1:
  %a = arith.constant 10 : i8
  cf.br ^bb4(%a : i8)
^bb2:
  %b = arith.constant 20 : i8
  cf.br ^bb4(%b : i8)
^bb3:
  %c = arith.constant 30 : i8
  cf.br ^bb4(%c : i8)
^bb4(%r: i8):
  return %r : i8
}

// -----

func.func @switch_bits_neg() -> i8 {
  %f = arith.constant 200 : i8
  cf.switch %f : i8, [
    default: ^bb1,
    -56: ^bb2
  ]
^bb1:
  %a = arith.constant 10 : i8
  cf.br ^bb3(%a : i8)
^bb2:
  %b = arith.constant 20 : i8
  cf.br ^bb3(%b : i8)
^bb3(%r: i8):
  return %r : i8
}

// -----

func.func @index_switch_neg() -> i32 {
  %f = arith.constant -2 : index
  %r = scf.index_switch %f -> i32
  case -2 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  case 2 {
    %a = arith.constant 2 : i32
    scf.yield %a : i32
  }
  default {
    %a = arith.constant 3 : i32
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// sccp joins constants by their attribute alone: memref.rank folds to 2 in the loop,
// which meets the arith.constant 2 the loop starts from.
func.func @join_across_dialects(%m: memref<?x?xi32>) -> index {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c1 to %c2 step %c1 iter_args(%a = %c2) -> (index) {
    %k = memref.rank %m : memref<?x?xi32>
    scf.yield %k : index
  }
  return %r : index
}
