// Fused bias + tanh GELU computed in f16: h = x + bias (bias [96] reshaped to 1x96 and
// broadcast over 8 rows), y = 0.5 * h * (1 + tanh(0.7978846 * (h + 0.044715 * h^3))).
// 19 rows of 96 in 8-row tiles over 2 cores (the last tile of 3 rows).
module {
  func.func @bias_gelu_kernel(%x: memref<*xf16, 22>, %bias: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %half = arith.constant dense<5.000000e-01> : !asctile.tile<8x96xf16, UB>
    %one = arith.constant dense<1.000000e+00> : !asctile.tile<8x96xf16, UB>
    %k0 = arith.constant dense<7.978846e-01> : !asctile.tile<8x96xf16, UB>
    %k1 = arith.constant dense<4.471500e-02> : !asctile.tile<8x96xf16, UB>
    %tx = asctile.tensor %x(%rows) : memref<*xf16, 22>, !asctile.tensor<?x96xf16>
    %tb = asctile.tensor %bias() : memref<*xf16, 22>, !asctile.tensor<96xf16>
    %ty = asctile.tensor %y(%rows) : memref<*xf16, 22>, !asctile.tensor<?x96xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %bv = asctile.load %tb[%c0], %pad : !asctile.tensor<96xf16>, !asctile.tile<96xf16, UB>
    %b2 = asctile.reshape %bv : !asctile.tile<96xf16, UB> to !asctile.tile<1x96xf16, UB>
    %bb = asctile.broadcast %b2 : !asctile.tile<1x96xf16, UB> to !asctile.tile<8x96xf16, UB>
    %tiles = arith.ceildivsi %rows, %c8 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c8 : i32
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x96xf16>, !asctile.tile<8x96xf16, UB>
      %h = arith.addf %v, %bb : !asctile.tile<8x96xf16, UB>
      %h2 = arith.mulf %h, %h : !asctile.tile<8x96xf16, UB>
      %h3 = arith.mulf %h2, %h : !asctile.tile<8x96xf16, UB>
      %a = arith.mulf %k1, %h3 : !asctile.tile<8x96xf16, UB>
      %s = arith.addf %h, %a : !asctile.tile<8x96xf16, UB>
      %u = arith.mulf %k0, %s : !asctile.tile<8x96xf16, UB>
      %th = math.tanh %u : !asctile.tile<8x96xf16, UB>
      %p = arith.addf %one, %th : !asctile.tile<8x96xf16, UB>
      %hh = arith.mulf %half, %h : !asctile.tile<8x96xf16, UB>
      %o = arith.mulf %hh, %p : !asctile.tile<8x96xf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x96xf16, UB>, !asctile.tensor<?x96xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
