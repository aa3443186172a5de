// Layernorm (no affine) of f16 rows of 200 (1x200 tiles: 400 bytes, not whole 32-byte
// blocks) upcast to f32: scalar mean and variance (reduce_as_1d, scalar arith with the
// f32 eps argument), splat back, cast to f16. 7 rows over 2 cores, one row per iteration.
module {
  func.func @layernorm_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32, %eps: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %n = arith.constant 2.000000e+02 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf16, 22>, !asctile.tensor<?x200xf16>
    %ty = asctile.tensor %y(%rows) : memref<*xf16, 22>, !asctile.tensor<?x200xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %r = %bi to %rows step %nbi : i32 {
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x200xf16>, !asctile.tile<1x200xf16, UB>
      %w = asctile.cast %v : !asctile.tile<1x200xf16, UB> to !asctile.tile<1x200xf32, UB>
      %s = asctile.reduce_as_1d <sum> %w : !asctile.tile<1x200xf32, UB>, f32
      %mean = arith.divf %s, %n : f32
      %ms = asctile.splat %mean : !asctile.tile<1x200xf32, UB>
      %d = arith.subf %w, %ms : !asctile.tile<1x200xf32, UB>
      %sq = arith.mulf %d, %d : !asctile.tile<1x200xf32, UB>
      %ss = asctile.reduce_as_1d <sum> %sq : !asctile.tile<1x200xf32, UB>, f32
      %var = arith.divf %ss, %n : f32
      %ve = arith.addf %var, %eps : f32
      %rs = math.rsqrt %ve : f32
      %rss = asctile.splat %rs : !asctile.tile<1x200xf32, UB>
      %o = arith.mulf %d, %rss : !asctile.tile<1x200xf32, UB>
      %h = asctile.cast %o : !asctile.tile<1x200xf32, UB> to !asctile.tile<1x200xf16, UB>
      asctile.store %h, %ty[%r, %c0] : !asctile.tile<1x200xf16, UB>, !asctile.tensor<?x200xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
