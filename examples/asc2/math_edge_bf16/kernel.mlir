// Math on bf16 tiles (no casts) at edge inputs (0, -0, negatives, tiny and large values): four outputs
// per element, l = log(x), s = sqrt(x), q = rsqrt(x), e = exp(x) + erf(x) + |x| (abs of
// the negatives, exp overflowing to +inf, erf saturating at ±1). 128-element tiles in a
// grid-stride loop, the last one partial.
module {
  func.func @math_edge_kernel(%x: memref<*xbf16, 22>, %l: memref<*xbf16, 22>, %s: memref<*xbf16, 22>, %q: memref<*xbf16, 22>, %e: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tl = asctile.tensor %l(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ts = asctile.tensor %s(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tq = asctile.tensor %q(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %te = asctile.tensor %e(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c128 = arith.constant 128 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c128 : i32
    %step = arith.muli %nbi, %c128 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 1.000000e+00 : bf16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<128xbf16, UB>
      %lg = math.log %a : !asctile.tile<128xbf16, UB>
      asctile.store %lg, %tl[%off] : !asctile.tile<128xbf16, UB>, !asctile.tensor<?xbf16>
      %sq = math.sqrt %a : !asctile.tile<128xbf16, UB>
      asctile.store %sq, %ts[%off] : !asctile.tile<128xbf16, UB>, !asctile.tensor<?xbf16>
      %rs = math.rsqrt %a : !asctile.tile<128xbf16, UB>
      asctile.store %rs, %tq[%off] : !asctile.tile<128xbf16, UB>, !asctile.tensor<?xbf16>
      %ex = math.exp %a : !asctile.tile<128xbf16, UB>
      %ef = math.erf %a : !asctile.tile<128xbf16, UB>
      %ab = math.absf %a : !asctile.tile<128xbf16, UB>
      %s1 = arith.addf %ex, %ef : !asctile.tile<128xbf16, UB>
      %s2 = arith.addf %s1, %ab : !asctile.tile<128xbf16, UB>
      asctile.store %s2, %te[%off] : !asctile.tile<128xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
