// SwiGLU on bf16: x is [rows, 144], gate = x[:, :72], up = x[:, 72:] (two 4x72 loads of
// the same tensor at column offsets 0 and 72; rows of 144 bytes, not whole 32-byte
// blocks), both upcast to f32, silu(g) = g / (1 + exp(-g)), times up, cast to bf16 into
// y [rows, 72]. 10 rows in 4-row tiles over 3 cores.
module {
  func.func @swiglu_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %c72 = arith.constant 72 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %one = arith.constant dense<1.000000e+00> : !asctile.tile<4x72xf32, UB>
    %tx = asctile.tensor %x(%rows) : memref<*xbf16, 22>, !asctile.tensor<?x144xbf16>
    %ty = asctile.tensor %y(%rows) : memref<*xbf16, 22>, !asctile.tensor<?x72xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c4 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %g16 = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x144xbf16>, !asctile.tile<4x72xbf16, UB>
      %u16 = asctile.load %tx[%r, %c72], %pad : !asctile.tensor<?x144xbf16>, !asctile.tile<4x72xbf16, UB>
      %g = asctile.cast %g16 : !asctile.tile<4x72xbf16, UB> to !asctile.tile<4x72xf32, UB>
      %u = asctile.cast %u16 : !asctile.tile<4x72xbf16, UB> to !asctile.tile<4x72xf32, UB>
      %ng = arith.negf %g : !asctile.tile<4x72xf32, UB>
      %e = math.exp %ng : !asctile.tile<4x72xf32, UB>
      %d = arith.addf %e, %one : !asctile.tile<4x72xf32, UB>
      %s = arith.divf %g, %d : !asctile.tile<4x72xf32, UB>
      %o = arith.mulf %s, %u : !asctile.tile<4x72xf32, UB>
      %h = asctile.cast %o : !asctile.tile<4x72xf32, UB> to !asctile.tile<4x72xbf16, UB>
      asctile.store %h, %ty[%r, %c0] : !asctile.tile<4x72xbf16, UB>, !asctile.tensor<?x72xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
