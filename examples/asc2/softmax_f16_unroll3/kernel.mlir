// Row softmax of an f16 matrix computed in f32, rows over the cores (b, b + cores, ...) in
// a loop unrolled by 3 (asc2.range(..., unroll_factor=3): main loop and epilogue with a
// dynamic trip count); each row in a 1x160 tile (cols <= 160, padded with -inf). The max
// is a scalar splat back (subs), and the normalisation multiplies by the scalar reciprocal
// of the sum, `e * (1.0 / s)` (a scalar divf, then muls): the sum's user is not a tile op.
module {
  func.func @softmax_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %one = arith.constant 1.000000e+00 : f32
    %ninf = arith.constant 0xFC00 : f16
    scf.for %r = %bi to %rows step %nbi : i32 {
      %h = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf16>, !asctile.tile<1x160xf16, UB>
      %t = asctile.cast %h : !asctile.tile<1x160xf16, UB> to !asctile.tile<1x160xf32, UB>
      %m = asctile.reduce_as_1d <max> %t : !asctile.tile<1x160xf32, UB>, f32
      %ms = asctile.splat %m : !asctile.tile<1x160xf32, UB>
      %d = arith.subf %t, %ms : !asctile.tile<1x160xf32, UB>
      %e = math.exp %d : !asctile.tile<1x160xf32, UB>
      %s = asctile.reduce_as_1d <sum> %e : !asctile.tile<1x160xf32, UB>, f32
      %inv = arith.divf %one, %s : f32
      %is = asctile.splat %inv : !asctile.tile<1x160xf32, UB>
      %o = arith.mulf %e, %is : !asctile.tile<1x160xf32, UB>
      %oh = asctile.cast %o : !asctile.tile<1x160xf32, UB> to !asctile.tile<1x160xf16, UB>
      asctile.store %oh, %ty[%r, %c0] : !asctile.tile<1x160xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 3 : index}
    return
  }
}
