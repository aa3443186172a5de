// Softmax of each 256-element tile of x from scalar reductions (reduce_as_1d max and sum
// to an bf16 scalar, splat back: subs and divs after asctile-transform-math-ops, which
// asctile-unscalarize-reduction turns into tile broadcasts on the 950), plus the tile's
// minimum of y: z = exp(x - max x) / sum(exp(x - max x)) + min y, per tile. Tiles are whole
// (n a multiple of 256); up to 4 per core starting at block_idx * 1024.
module {
  func.func @softmax_scalar_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %z: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tz = asctile.tensor %z(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c256 = arith.constant 256 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c256 : i32
    %count = arith.minsi %left, %c4 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c256 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : bf16
      %xl = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<256xbf16, UB>
      %yl = asctile.load %ty[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<256xbf16, UB>
      %m = asctile.reduce_as_1d <max> %xl : !asctile.tile<256xbf16, UB>, bf16
      %ms = asctile.splat %m : !asctile.tile<256xbf16, UB>
      %d = arith.subf %xl, %ms : !asctile.tile<256xbf16, UB>
      %e = math.exp %d : !asctile.tile<256xbf16, UB>
      %s = asctile.reduce_as_1d <sum> %e : !asctile.tile<256xbf16, UB>, bf16
      %ss = asctile.splat %s : !asctile.tile<256xbf16, UB>
      %q = arith.divf %e, %ss : !asctile.tile<256xbf16, UB>
      %mn = asctile.reduce_as_1d <min> %yl : !asctile.tile<256xbf16, UB>, bf16
      %mns = asctile.splat %mn : !asctile.tile<256xbf16, UB>
      %r = arith.addf %q, %mns : !asctile.tile<256xbf16, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<256xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
