// loop-invariant-subset-hoisting probes: loops with invariant arith ops, memref loads and
// stores of invariant locations and iteration arguments, which the pass (having no subset
// op of our dialects to move) leaves alone.

func.func @f(%n: index, %x: i32, %m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %k = arith.addi %x, %x : i32
    %l = memref.load %m[%c0] : memref<?xi32>
    memref.store %k, %m[%c0] : memref<?xi32>
    %s = arith.addi %a, %l : i32
    scf.yield %s : i32
  }
  %dead = arith.addi %x, %x : i32
  return %r : i32
}

// -----

func.func @while(%n: i32, %m: memref<4xf32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i0 = arith.constant 0 : index
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %k = arith.cmpi slt, %a, %n : i32
    scf.condition(%k) %a : i32
  } do {
  ^bb0(%b: i32):
    %v = memref.load %m[%i0] : memref<4xf32>
    memref.store %v, %m[%i0] : memref<4xf32>
    %s = arith.addi %b, %c1 : i32
    scf.yield %s : i32
  }
  return %r : i32
}
