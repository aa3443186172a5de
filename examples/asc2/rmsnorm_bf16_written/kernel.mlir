// RMSNorm written out on bf16 8x64 tiles: upcast, mean of squares as a keep-dims sum times
// a splat 1/64 (exact), + eps (splat constant), rsqrt, broadcast, * x, * gamma (bf16 [64]
// upcast, reshaped and broadcast), cast to bf16. 20 rows over 2 cores.
module {
  func.func @rmsnorm_kernel(%x: memref<*xbf16, 22>, %gamma: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %inv = arith.constant dense<1.562500e-02> : !asctile.tile<8x1xf32, UB>
    %eps = arith.constant dense<9.99999997E-7> : !asctile.tile<8x1xf32, UB>
    %tx = asctile.tensor %x(%rows) : memref<*xbf16, 22>, !asctile.tensor<?x64xbf16>
    %tg = asctile.tensor %gamma() : memref<*xbf16, 22>, !asctile.tensor<64xbf16>
    %ty = asctile.tensor %y(%rows) : memref<*xbf16, 22>, !asctile.tensor<?x64xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %gv = asctile.load %tg[%c0], %pad : !asctile.tensor<64xbf16>, !asctile.tile<64xbf16, UB>
    %gf = asctile.cast %gv : !asctile.tile<64xbf16, UB> to !asctile.tile<64xf32, UB>
    %g2 = asctile.reshape %gf : !asctile.tile<64xf32, UB> to !asctile.tile<1x64xf32, UB>
    %gb = asctile.broadcast %g2 : !asctile.tile<1x64xf32, UB> to !asctile.tile<8x64xf32, UB>
    %tiles = arith.ceildivsi %rows, %c8 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c8 : i32
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x64xbf16>, !asctile.tile<8x64xbf16, UB>
      %w = asctile.cast %v : !asctile.tile<8x64xbf16, UB> to !asctile.tile<8x64xf32, UB>
      %sq = arith.mulf %w, %w : !asctile.tile<8x64xf32, UB>
      %ss = asctile.reduce <sum> %sq {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x1xf32, UB>
      %ms = arith.mulf %ss, %inv : !asctile.tile<8x1xf32, UB>
      %me = arith.addf %ms, %eps : !asctile.tile<8x1xf32, UB>
      %rs = math.rsqrt %me : !asctile.tile<8x1xf32, UB>
      %rb = asctile.broadcast %rs : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
      %nx = arith.mulf %w, %rb : !asctile.tile<8x64xf32, UB>
      %o = arith.mulf %nx, %gb : !asctile.tile<8x64xf32, UB>
      %h = asctile.cast %o : !asctile.tile<8x64xf32, UB> to !asctile.tile<8x64xbf16, UB>
      asctile.store %h, %ty[%r, %c0] : !asctile.tile<8x64xbf16, UB>, !asctile.tensor<?x64xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
