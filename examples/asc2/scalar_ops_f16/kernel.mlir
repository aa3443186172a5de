// Runtime f16 scalars broadcast with asctile.splat against a tile:
// z = (alpha / x - alpha) + max(x, alpha) * min(x, beta). After
// asctile-transform-math-ops the right-hand splats become subs/maxs/mins (subs is
// duplicate + sub on the 910B), the left-hand splat of the division stays a tile
// (asctile.splat -> duplicate). Each core takes up to 2 tiles of 512 starting at
// block_idx * 1024.
module {
  func.func @scalar_ops_kernel(%x: memref<*xf16, 22>, %z: memref<*xf16, 22>, %n: i32, %alpha: f16, %beta: f16) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c512 : i32
    %count = arith.minsi %left, %c2 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c512 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 1.000000e+00 : f16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<512xf16, UB>
      %al = asctile.splat %alpha : !asctile.tile<512xf16, UB>
      %be = asctile.splat %beta : !asctile.tile<512xf16, UB>
      %q = arith.divf %al, %a : !asctile.tile<512xf16, UB>
      %d = arith.subf %q, %al : !asctile.tile<512xf16, UB>
      %mx = arith.maximumf %a, %al : !asctile.tile<512xf16, UB>
      %mn = arith.minimumf %a, %be : !asctile.tile<512xf16, UB>
      %p = arith.mulf %mx, %mn : !asctile.tile<512xf16, UB>
      %r = arith.addf %d, %p : !asctile.tile<512xf16, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<512xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
