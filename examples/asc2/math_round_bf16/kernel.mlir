// Rounding and trigonometry on bf16 tiles as the frontend writes them (no casts), at
// half-integers, negatives and zero: f = floor(x), c = ceil(x), t = sin(x) * cos(x) + |x|.
// 96-element tiles (192 bytes) in a grid-stride loop, the last one partial.
module {
  func.func @round_kernel(%x: memref<*xbf16, 22>, %f: memref<*xbf16, 22>, %c: memref<*xbf16, 22>, %t: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tf = asctile.tensor %f(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tc = asctile.tensor %c(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tt = asctile.tensor %t(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c96 = arith.constant 96 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c96 : i32
    %step = arith.muli %nbi, %c96 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<96xbf16, UB>
      %fl = math.floor %a : !asctile.tile<96xbf16, UB>
      asctile.store %fl, %tf[%off] : !asctile.tile<96xbf16, UB>, !asctile.tensor<?xbf16>
      %ce = math.ceil %a : !asctile.tile<96xbf16, UB>
      asctile.store %ce, %tc[%off] : !asctile.tile<96xbf16, UB>, !asctile.tensor<?xbf16>
      %si = math.sin %a : !asctile.tile<96xbf16, UB>
      %co = math.cos %a : !asctile.tile<96xbf16, UB>
      %sc = arith.mulf %si, %co : !asctile.tile<96xbf16, UB>
      %ab = math.absf %a : !asctile.tile<96xbf16, UB>
      %r = arith.addf %sc, %ab : !asctile.tile<96xbf16, UB>
      asctile.store %r, %tt[%off] : !asctile.tile<96xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
