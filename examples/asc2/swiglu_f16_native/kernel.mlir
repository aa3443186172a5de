// SwiGLU computed in f16 as the frontend emits it without casts: sig = 1 / (1 + exp(-g))
// (a splat-constant numerator), silu = g * sig, times up. Two flat f16 inputs of n
// elements in 256-element tiles over the cores, the loop unrolled by 2 (n = 1000: 4 tiles,
// the last of 232).
module {
  func.func @swiglu_kernel(%g: memref<*xf16, 22>, %u: memref<*xf16, 22>, %y: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %c256 = arith.constant 256 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %one = arith.constant dense<1.000000e+00> : !asctile.tile<256xf16, UB>
    %tg = asctile.tensor %g(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tu = asctile.tensor %u(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c256 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c256 : i32
      %gv = asctile.load %tg[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %uv = asctile.load %tu[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %ng = arith.negf %gv : !asctile.tile<256xf16, UB>
      %e = math.exp %ng : !asctile.tile<256xf16, UB>
      %d = arith.addf %one, %e : !asctile.tile<256xf16, UB>
      %sig = arith.divf %one, %d : !asctile.tile<256xf16, UB>
      %s = arith.mulf %gv, %sig : !asctile.tile<256xf16, UB>
      %o = arith.mulf %s, %uv : !asctile.tile<256xf16, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
