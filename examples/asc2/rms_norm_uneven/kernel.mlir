// RMS norm of the rows of an R×96 f32 matrix (96 floats: 384 bytes, 12 blocks), 8 rows per
// tile, tiles dealt grid-stride over the cores (R a kernel argument, the last tile partial,
// cores without a tile when R is small): y = x * rsqrt(mean(x²) + eps) * g, written out
// with the mean square reduced along the rows, broadcast back, and a gain row g broadcast
// down the rows. Checked under the allocation options too.
module {
  func.func @rms_kernel(%x: memref<*xf32, 22>, %g: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %eps: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c96 = arith.constant 96 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows, %c96) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tg = asctile.tensor %g(%c1, %c96) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %c96) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c8 : i32
    %gr = asctile.load %tg[%c0, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<1x96xf32, UB>
    %gb = asctile.broadcast %gr : !asctile.tile<1x96xf32, UB> to !asctile.tile<8x96xf32, UB>
    %inv = arith.constant dense<0.010416667> : !asctile.tile<8x1xf32, UB>
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c8 : i32
      %xt = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<8x96xf32, UB>
      %sq = arith.mulf %xt, %xt : !asctile.tile<8x96xf32, UB>
      %ss = asctile.reduce <sum> %sq {dims = [1 : i32]} : !asctile.tile<8x96xf32, UB>, !asctile.tile<8x1xf32, UB>
      %ms = arith.mulf %ss, %inv : !asctile.tile<8x1xf32, UB>
      %epst = asctile.splat %eps : !asctile.tile<8x1xf32, UB>
      %me = arith.addf %ms, %epst : !asctile.tile<8x1xf32, UB>
      %rs = math.rsqrt %me : !asctile.tile<8x1xf32, UB>
      %rb = asctile.broadcast %rs : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x96xf32, UB>
      %nx = arith.mulf %xt, %rb : !asctile.tile<8x96xf32, UB>
      %o = arith.mulf %nx, %gb : !asctile.tile<8x96xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x96xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
