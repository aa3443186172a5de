// y = sum(x) / x + x * sum(x) over one 1024-element tile per core, as PyAsc's asc2 frontend
// emits it: the tile's sum is a scalar (asctile.reduce_as_1d) used twice through splats,
// once on the left of a division (the splat stays: asctile-transform-math-ops only
// scalarizes a right-hand divisor) and once in a product (which becomes asctile.muls). On
// c310 asctile-unscalarize-reduction turns both uses into broadcasts of the 1-element sum.
module {
  func.func @sum_uses_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %c1024 = arith.constant 1024 : i32
    %off = arith.muli %bi, %c1024 : i32
    %zero = arith.constant 0.0 : f32
    %t = asctile.load %tx[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<1024xf32, UB>
    %s = asctile.reduce_as_1d <sum> %t : !asctile.tile<1024xf32, UB>, f32
    %ss = asctile.splat %s : !asctile.tile<1024xf32, UB>
    %q = arith.divf %ss, %t : !asctile.tile<1024xf32, UB>
    %p = arith.mulf %t, %ss : !asctile.tile<1024xf32, UB>
    %r = arith.addf %q, %p : !asctile.tile<1024xf32, UB>
    asctile.store %r, %ty[%off] : !asctile.tile<1024xf32, UB>, !asctile.tensor<?xf32>
    return
  }
}
