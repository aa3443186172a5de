// Behaviour probes of the differences test/odsparity found between our op definitions
// and LLVM 19's. affine.if is RecursivelySpeculatable: loop-invariant-code-motion hoists
// one whose nested ops are all speculatable, and keeps one holding a division by a
// value that may be zero.
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @hoist_if(%n: index, %x: i32, %d: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = affine.if #set(%n) -> i32 {
      %y = arith.addi %x, %x : i32
      affine.yield %y : i32
    } else {
      affine.yield %x : i32
    }
    %s = affine.if #set(%n) -> i32 {
      %y = arith.divsi %x, %d : i32
      affine.yield %y : i32
    } else {
      affine.yield %x : i32
    }
    "test.use"(%r, %s) : (i32, i32) -> ()
  }
  return
}

// -----

// An affine.if whose then region has two blocks fails its SingleBlock trait.
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @two_blocks(%n: index) {
  affine.if #set(%n) {
    cf.br ^bb1
  ^bb1:
    affine.yield
  }
  return
}

// -----

// nontemporal is a DefaultValuedOptionalAttr: absent and false are different properties
// (the generic form shows which), so cse keeps both loads; the custom form elides false.
func.func @nontemporal(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  %a = memref.load %m[%i] : memref<4xf32>
  %b = memref.load %m[%i] {nontemporal = false} : memref<4xf32>
  %c = memref.load %m[%i] {nontemporal = false} : memref<4xf32>
  memref.store %v, %m[%i] {nontemporal = false} : memref<4xf32>
  return %a, %b, %c : f32, f32, f32
}

// -----

// memref.atomic_yield is a pure terminator, not ReturnLike: cse leaves it, and the
// constant in the atomic body stays there.
func.func @atomic(%m: memref<4xf32>, %i: index) -> f32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %one = arith.constant 1.0 : f32
    %s = arith.addf %cur, %one : f32
    memref.atomic_yield %s : f32
  }
  return %r : f32
}

// -----

// sccp through an affine.if without else: its results may come straight from the op,
// but it has none here, and its region runs (the constant feeding the store folds in).
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @sccp_no_else(%n: index, %m: memref<4xi32>) -> i32 {
  %c = arith.constant 7 : i32
  %c0 = arith.constant 0 : index
  affine.if #set(%n) {
    %x = arith.addi %c, %c : i32
    memref.store %x, %m[%c0] : memref<4xi32>
  }
  %y = arith.addi %c, %c : i32
  return %y : i32
}

// -----

// sccp through scf.parallel and scf.forall, which have RegionBranchOpInterface in LLVM 19
// and which our dead-code analysis treats as opaque: the constants in their bodies fold,
// the reduction results stay.
func.func @sccp_parallel(%n: index, %m: memref<4xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z, %c7) -> (i32, i32) {
    %a = arith.addi %c7, %c7 : i32
    scf.reduce(%a, %c7 : i32, i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: i32, %rr: i32):
      scf.reduce.return %l : i32
    }
  }
  scf.forall (%i) in (4) {
    %a = arith.addi %c7, %c7 : i32
    memref.store %a, %m[%i] : memref<4xi32>
  }
  return %r#0, %r#1 : i32, i32
}
