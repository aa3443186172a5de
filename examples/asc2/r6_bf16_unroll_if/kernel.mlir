// bf16 in and out, f32 compute, a grid-stride loop unrolled by 4 (tails of 1..3), and an
// scf.if inside on the tile index yielding a tile: even tiles y = silu(x) = x / (1 +
// exp(-x)), odd tiles y = x * x - 1; computed in f32 and rounded once to bf16.
module {
  func.func @bf_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %b0 = arith.constant 0.000000e+00 : bf16
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %nt = arith.ceildivsi %n, %c64 : i32
    scf.for %t = %bi to %nt step %nbi : i32 {
      %off = arith.muli %t, %c64 : i32
      %v = asctile.load %tx[%off], %b0 : !asctile.tensor<?xbf16>, !asctile.tile<64xbf16, UB>
      %f = asctile.cast %v : !asctile.tile<64xbf16, UB> to !asctile.tile<64xf32, UB>
      %par = arith.remsi %t, %c2 : i32
      %even = arith.cmpi eq, %par, %c0 : i32
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<64xf32, UB>
      %o = scf.if %even -> (!asctile.tile<64xf32, UB>) {
        %ng = arith.negf %f : !asctile.tile<64xf32, UB>
        %e = math.exp %ng : !asctile.tile<64xf32, UB>
        %d = arith.addf %e, %one : !asctile.tile<64xf32, UB>
        %q = arith.divf %f, %d : !asctile.tile<64xf32, UB>
        scf.yield %q : !asctile.tile<64xf32, UB>
      } else {
        %sq = arith.mulf %f, %f : !asctile.tile<64xf32, UB>
        %q = arith.subf %sq, %one : !asctile.tile<64xf32, UB>
        scf.yield %q : !asctile.tile<64xf32, UB>
      }
      %ob = asctile.cast %o : !asctile.tile<64xf32, UB> to !asctile.tile<64xbf16, UB>
      asctile.store %ob, %ty[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 4 : index}
    return
  }
}
