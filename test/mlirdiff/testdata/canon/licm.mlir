// Loop-invariant code motion on ops whose purity needs speculatability (LLVM 19's
// isSpeculatable): a division by a value that may be zero stays in the loop, one by a
// safe constant leaves; scf.for is speculatable only with the constant step 1 (a pure
// step-2 loop stays, a pure step-1 loop leaves); scf.if is never speculatable; remsi,
// remui and floordivsi are pure; memref.dim leaves only with a constant index in range;
// scf.while: invariant ops leave both the condition and the body region.
// Run with -loop-invariant-code-motion.

func.func @loops(%x: f32, %n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %j = %c0 to %m step %c1 iter_args(%o = %x) -> f32 {
    %3 = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %x) -> f32 {
      %s = arith.addf %acc, %x : f32
      scf.yield %s : f32
    }
    %4 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
      %s = arith.mulf %acc, %x : f32
      scf.yield %s : f32
    }
    %5 = arith.addf %3, %4 : f32
    scf.yield %5 : f32
  }
  return %r : f32
}
// -----
func.func @div(%a: i32, %b: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i32
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%o = %a) -> i32 {
    %d = arith.divsi %a, %b : i32
    %e = arith.divsi %a, %c3 : i32
    %f = arith.addi %d, %e : i32
    %g = arith.addi %f, %o : i32
    scf.yield %g : i32
  }
  return %r : i32
}
// -----
func.func @if(%a: i32, %c: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%o = %a) -> i32 {
    %d = scf.if %c -> i32 {
      %x = arith.addi %a, %a : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %g = arith.addi %d, %o : i32
    scf.yield %g : i32
  }
  return %r : i32
}
// -----
func.func @rem_dim(%a: i32, %b: i32, %m: memref<?xf32>, %k: index, %n: index) -> (i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%o = %a, %q = %c0) -> (i32, index) {
    %d = arith.remsi %a, %b : i32
    %e = arith.floordivsi %a, %b : i32
    %f = arith.remui %a, %b : i32
    %g = memref.dim %m, %k : memref<?xf32>
    %h = memref.dim %m, %c0 : memref<?xf32>
    %s1 = arith.addi %d, %e : i32
    %s2 = arith.addi %s1, %f : i32
    %s3 = arith.addi %s2, %o : i32
    %t = arith.addi %g, %h : index
    %t2 = arith.addi %t, %q : index
    scf.yield %s3, %t2 : i32, index
  }
  return %r#0, %r#1 : i32, index
}
// -----
func.func @tensor_dim(%x: f32, %n: index, %t: tensor<?xf32>, %k: index) -> (f32, f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %j = %c0 to %n step %c1 iter_args(%o = %x, %o2 = %x, %o3 = %c0) -> (f32, f32, index) {
    %5 = tensor.dim %t, %k : tensor<?xf32>
    %6 = tensor.dim %t, %c0 : tensor<?xf32>
    %a = arith.addf %x, %o : f32
    %b = arith.addf %x, %x : f32
    %d = arith.addi %5, %6 : index
    scf.yield %a, %b, %d : f32, f32, index
  }
  return %r#0, %r#1, %r#2 : f32, f32, index
}
// -----
func.func @w(%a: i32, %b: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %x = arith.muli %a, %b : i32
    %c = arith.cmpi slt, %i, %x : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %y = arith.addi %a, %b : i32
    %k = arith.addi %j, %y : i32
    scf.yield %k : i32
  }
  return %r : i32
}
