// Math on bf16 tiles as the frontend writes it (no casts): y = exp(-|x|) + sqrt(|x|) ·
// log(1 + |x|) - tanh(x) · rsqrt(1 + x·x), 200-element tiles in a grid-stride loop (the
// last may be partial). Exp, Sqrt and Abs run on bf16; the library functions (Log, Tanh,
// Rsqrt) on an f32 copy (docs/pyasc.md §5).
module {
  func.func @math_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c200 = arith.constant 200 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c200 : i32
    %step = arith.muli %nbi, %c200 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<200xbf16, UB>
      %ab = math.absf %a : !asctile.tile<200xbf16, UB>
      %na = arith.negf %ab : !asctile.tile<200xbf16, UB>
      %e = math.exp %na : !asctile.tile<200xbf16, UB>
      %sq = math.sqrt %ab : !asctile.tile<200xbf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<200xbf16, UB>
      %p1 = arith.addf %one, %ab : !asctile.tile<200xbf16, UB>
      %lg = math.log %p1 : !asctile.tile<200xbf16, UB>
      %sl = arith.mulf %sq, %lg : !asctile.tile<200xbf16, UB>
      %s1 = arith.addf %e, %sl : !asctile.tile<200xbf16, UB>
      %th = math.tanh %a : !asctile.tile<200xbf16, UB>
      %x2 = arith.mulf %a, %a : !asctile.tile<200xbf16, UB>
      %q = arith.addf %one, %x2 : !asctile.tile<200xbf16, UB>
      %rs = math.rsqrt %q : !asctile.tile<200xbf16, UB>
      %tr = arith.mulf %th, %rs : !asctile.tile<200xbf16, UB>
      %r = arith.subf %s1, %tr : !asctile.tile<200xbf16, UB>
      asctile.store %r, %ty[%off] : !asctile.tile<200xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
