// Region control flow through affine.if, which has RegionBranchOpInterface in LLVM 19
// (test/odsparity): what sccp and remove-dead-values make of it.
// affine.if has RegionBranchOpInterface: sccp's dead-code analysis enters both regions
// (it does not evaluate the set) and joins what their yields forward, so a result both
// yield as 7 is the constant 7; one yielding different values stays. (An affine.if
// without else is in odsparity-split.mlir: mlir-opt 19's remove-dead-values crashes on
// one.)
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @sccp_if(%n: index) -> (i32, i32) {
  %c = arith.constant 7 : i32
  %d = arith.constant 8 : i32
  %r = affine.if #set(%n) -> i32 {
    affine.yield %c : i32
  } else {
    affine.yield %c : i32
  }
  %q = affine.if #set(%n) -> i32 {
    affine.yield %c : i32
  } else {
    affine.yield %d : i32
  }
  %s = arith.addi %r, %c : i32
  %t = arith.addi %q, %c : i32
  return %s, %t : i32, i32
}

// -----

// remove-dead-values treats affine.if as a region-branch op: a result nothing uses goes,
// with the yield operands that fed it and the ops computing only them; a result used
// stays, and an affine.if whose regions store stays though its results are dead.
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
func.func @rdv_if(%n: index, %k: index, %x: i32, %m: memref<4xi32>) -> i32 {
  %c = arith.constant 7 : i32
  %c0 = arith.constant 0 : index
  %r:2 = affine.if #set(%n)[%k] -> (i32, i32) {
    %y = arith.addi %x, %x : i32
    affine.yield %c, %y : i32, i32
  } else {
    %z = arith.muli %x, %x : i32
    affine.yield %z, %c : i32, i32
  }
  %s = affine.if #set(%k)[%n] -> i32 {
    memref.store %x, %m[%c0] : memref<4xi32>
    affine.yield %x : i32
  } else {
    affine.yield %c : i32
  }
  %t = affine.if #set(%n)[%n] -> i32 {
    affine.yield %x : i32
  } else {
    affine.yield %c : i32
  }
  return %r#0 : i32
}
