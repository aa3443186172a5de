// Softmax of a whole f16 vector of runtime length n <= 2048 (one tile, -inf padded) with
// f32 compute, the max and the sum as scalars (x.max(), e.sum()) applied as tile-scalar
// subs and divs; f16 out. Block 0 does the work; a grid-stride loop of one trip leaves the
// other cores idle.
module {
  func.func @softmax_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %ninf = arith.constant 0xFC00 : f16
    scf.for %i = %bi to %c1 step %nbi : i32 {
      %h = asctile.load %tx[%c0], %ninf : !asctile.tensor<?xf16>, !asctile.tile<2048xf16, UB>
      %t = asctile.cast %h : !asctile.tile<2048xf16, UB> to !asctile.tile<2048xf32, UB>
      %m = asctile.reduce_as_1d <max> %t : !asctile.tile<2048xf32, UB>, f32
      %d = asctile.subs %t, %m : !asctile.tile<2048xf32, UB>
      %e = math.exp %d : !asctile.tile<2048xf32, UB>
      %s = asctile.reduce_as_1d <sum> %e : !asctile.tile<2048xf32, UB>, f32
      %o = asctile.divs %e, %s : !asctile.tile<2048xf32, UB>
      %oh = asctile.cast %o : !asctile.tile<2048xf32, UB> to !asctile.tile<2048xf16, UB>
      asctile.store %oh, %ty[%c0] : !asctile.tile<2048xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
