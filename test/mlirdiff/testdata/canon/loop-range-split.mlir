// scf-for-loop-range-folding probes: addi and muli chains on the induction variable
// folded into the bounds (and, for muli, the step), operand orders, nested loops, loops
// over integer types, and what stops it: several uses, an operand defined in the loop or
// an iteration argument, other ops.

func.func @fold_one_loop(%arg0: memref<?xi32>, %arg1: index, %arg2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %arg1 step %c1 {
    %0 = arith.addi %arg2, %i : index
    %1 = arith.muli %0, %c4 : index
    %2 = memref.load %arg0[%1] : memref<?xi32>
    %3 = arith.muli %2, %2 : i32
    memref.store %3, %arg0[%1] : memref<?xi32>
  }
  return
}

// -----

func.func @nested(%arg0: memref<?xi32>, %arg1: index, %arg2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %j = %c0 to %arg2 step %c1 {
  scf.for %i = %c0 to %arg1 step %c1 {
    %0 = arith.addi %i, %j : index
    %k = arith.muli %j, %c4 : index
    %1 = arith.muli %0, %k : index
    %2 = memref.load %arg0[%1] : memref<?xi32>
    memref.store %2, %arg0[%1] : memref<?xi32>
  }
  }
  return
}

// -----

func.func @iter(%arg0: memref<?xi32>, %arg1: index, %x: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %arg1 step %c1 iter_args(%a = %x) -> index {
    %0 = arith.addi %i, %a : index
    %1 = arith.addi %i, %c4 : index
    %2 = arith.muli %1, %c4 : index
    %3 = arith.subi %2, %c1 : index
    scf.yield %2 : index
  }
  return %r : index
}

// -----

func.func @chain(%m: memref<?xi32>, %lb: i32, %ub: i32, %s: i32, %x: i32) {
  scf.for %i = %lb to %ub step %s : i32 {
    %0 = arith.muli %x, %i overflow<nsw> : i32
    %1 = arith.addi %0, %x : i32
    %2 = arith.muli %1, %1 : i32
    %k = arith.index_cast %2 : i32 to index
    %v = memref.load %m[%k] : memref<?xi32>
    memref.store %v, %m[%k] : memref<?xi32>
  }
  return
}

// -----

func.func @self(%m: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c2 {
    %0 = arith.addi %i, %i : index
    %1 = arith.subi %0, %c2 : index
    %v = memref.load %m[%1] : memref<?xi32>
    memref.store %v, %m[%1] : memref<?xi32>
  } {tag}
  return
}

// -----

func.func @unused_iv(%m: memref<?xi32>, %n: index, %x: i32, %true: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %m[%c0] : memref<?xi32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.addi %i, %c1 : index
    scf.if %true {
      %b = arith.muli %a, %n : index
      memref.store %x, %m[%b] : memref<?xi32>
    }
  }
  return
}
