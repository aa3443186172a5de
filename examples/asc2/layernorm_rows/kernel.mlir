// Row layer normalisation without affine parameters, y = (x - mean) / sqrt(var + eps), as
// PyAsc's asc2 frontend emits it: rows of a [rows, 256] f32 matrix are spread over the
// cores; the mean and the variance are scalar reductions (asctile.reduce_as_1d <sum>)
// divided by the row length on the scalar unit, and 1/sqrt(var + eps) is a scalar
// math.rsqrt that multiplies the centred tile.
module {
  func.func @layernorm_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %zero = arith.constant 0.0 : f32
    %eps = arith.constant 1.0e-05 : f32
    %n = arith.sitofp %cols : i32 to f32
    scf.for %r = %bi to %rows step %nbi : i32 {
      %t = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<1x256xf32, UB>
      %s = asctile.reduce_as_1d <sum> %t : !asctile.tile<1x256xf32, UB>, f32
      %mean = arith.divf %s, %n : f32
      %ms = asctile.splat %mean : !asctile.tile<1x256xf32, UB>
      %d = arith.subf %t, %ms : !asctile.tile<1x256xf32, UB>
      %sq = arith.mulf %d, %d : !asctile.tile<1x256xf32, UB>
      %ss = asctile.reduce_as_1d <sum> %sq : !asctile.tile<1x256xf32, UB>, f32
      %var = arith.divf %ss, %n : f32
      %ve = arith.addf %var, %eps : f32
      %rs = math.rsqrt %ve : f32
      %rss = asctile.splat %rs : !asctile.tile<1x256xf32, UB>
      %o = arith.mulf %d, %rss : !asctile.tile<1x256xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<1x256xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
