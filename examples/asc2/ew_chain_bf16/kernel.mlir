// A chain of unary math on bf16 tiles as the frontend writes it (no casts):
// y = rsqrt(sqrt(|x|) + 1) - log(exp(-(x * x)) + 1) + (-x) * 0.25, on tiles of 208 (416
// bytes: 13 blocks) dealt grid-stride over the cores; n is a kernel argument and the last
// tile is partial.
module {
  func.func @chain_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c208 = arith.constant 208 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c208 : i32
    %step = arith.muli %nbi, %c208 : i32
    scf.for %off = %first to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<208xbf16, UB>
      %ab = math.absf %a : !asctile.tile<208xbf16, UB>
      %sq = math.sqrt %ab : !asctile.tile<208xbf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<208xbf16, UB>
      %sq1 = arith.addf %sq, %one : !asctile.tile<208xbf16, UB>
      %r = math.rsqrt %sq1 : !asctile.tile<208xbf16, UB>
      %x2 = arith.mulf %a, %a : !asctile.tile<208xbf16, UB>
      %nx2 = arith.negf %x2 : !asctile.tile<208xbf16, UB>
      %e = math.exp %nx2 : !asctile.tile<208xbf16, UB>
      %e1 = arith.addf %e, %one : !asctile.tile<208xbf16, UB>
      %l = math.log %e1 : !asctile.tile<208xbf16, UB>
      %d = arith.subf %r, %l : !asctile.tile<208xbf16, UB>
      %na = arith.negf %a : !asctile.tile<208xbf16, UB>
      %q = arith.constant dense<2.500000e-01> : !asctile.tile<208xbf16, UB>
      %nq = arith.mulf %na, %q : !asctile.tile<208xbf16, UB>
      %o = arith.addf %d, %nq : !asctile.tile<208xbf16, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<208xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
