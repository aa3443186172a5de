// Softmax over whole 2-D blocks (every element of an 8x24 f16 block against the block's
// max and sum, computed in f32): x.max() and e.sum() without a dim reduce the 2-D tile to a
// 1-element tile (asctile.reduce_as_1d with a tile result), broadcast back over 8x24.
// Block i covers rows [8i, 8i + 8) of an f16 [rows, 24] matrix (48-byte rows); blocks are
// dealt grid-stride over the cores; a partial last block is padded with -inf (exp gives 0).
module {
  func.func @softmax_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows) : memref<*xf16, 22>, !asctile.tensor<?x24xf16>
    %ty = asctile.tensor %y(%rows) : memref<*xf16, 22>, !asctile.tensor<?x24xf16>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    scf.for %r = %first to %rows step %step : i32 {
      %ninf = arith.constant 0xFC00 : f16
      %h = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x24xf16>, !asctile.tile<8x24xf16, UB>
      %t = asctile.cast %h : !asctile.tile<8x24xf16, UB> to !asctile.tile<8x24xf32, UB>
      %m = asctile.reduce_as_1d <max> %t : !asctile.tile<8x24xf32, UB>, !asctile.tile<1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<1xf32, UB> to !asctile.tile<8x24xf32, UB>
      %d = arith.subf %t, %mb : !asctile.tile<8x24xf32, UB>
      %e = math.exp %d : !asctile.tile<8x24xf32, UB>
      %s = asctile.reduce_as_1d <sum> %e : !asctile.tile<8x24xf32, UB>, !asctile.tile<1xf32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<1xf32, UB> to !asctile.tile<8x24xf32, UB>
      %o = arith.divf %e, %sb : !asctile.tile<8x24xf32, UB>
      %oh = asctile.cast %o : !asctile.tile<8x24xf32, UB> to !asctile.tile<8x24xf16, UB>
      asctile.store %oh, %ty[%r, %c0] : !asctile.tile<8x24xf16, UB>, !asctile.tensor<?x24xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
