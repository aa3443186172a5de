// f16 y = x * alpha + bias over rows of 300 elements (600 bytes: no whole number of
// 32-byte blocks), two rows per tile, rows over the cores with a last tile of one row;
// alpha is an f32 kernel argument narrowed to f16, bias one 300-element row broadcast
// down the tile.
module {
  func.func @ew_kernel(%x: memref<*xf16, 22>, %bias: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32, %alpha32: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c300 = arith.constant 300 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %alpha = arith.truncf %alpha32 : f32 to f16
    %tx = asctile.tensor %x(%rows) : memref<*xf16, 22>, !asctile.tensor<?x300xf16>
    %tb = asctile.tensor %bias() : memref<*xf16, 22>, !asctile.tensor<300xf16>
    %ty = asctile.tensor %y(%rows) : memref<*xf16, 22>, !asctile.tensor<?x300xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c2 : i32
    %bv = asctile.load %tb[%c0], %pad : !asctile.tensor<300xf16>, !asctile.tile<300xf16, UB>
    %b2 = asctile.reshape %bv : !asctile.tile<300xf16, UB> to !asctile.tile<1x300xf16, UB>
    %bb = asctile.broadcast %b2 : !asctile.tile<1x300xf16, UB> to !asctile.tile<2x300xf16, UB>
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c2 : i32
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x300xf16>, !asctile.tile<2x300xf16, UB>
      %s = asctile.splat %alpha : !asctile.tile<2x300xf16, UB>
      %m = arith.mulf %v, %s : !asctile.tile<2x300xf16, UB>
      %o = arith.addf %m, %bb : !asctile.tile<2x300xf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<2x300xf16, UB>, !asctile.tensor<?x300xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
