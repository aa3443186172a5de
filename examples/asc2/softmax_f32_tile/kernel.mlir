// Row softmax in f32 with the reductions kept as 1-element tiles and broadcast explicitly
// (asctile.reduce_as_1d with a tile result, asctile.broadcast of a 1-element tile), the form
// asctile-unscalarize-reduction produces on c310, written here by the frontend for both
// SoCs: rows over the cores, one 256-wide tile per row padded with -inf.
module {
  func.func @softmax_tile_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %ninf = arith.constant 0xFF800000 : f32
    scf.for %r = %bi to %rows step %nbi : i32 {
      %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<1x256xf32, UB>
      %m = asctile.reduce_as_1d <max> %t : !asctile.tile<1x256xf32, UB>, !asctile.tile<1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<1xf32, UB> to !asctile.tile<1x256xf32, UB>
      %d = arith.subf %t, %mb : !asctile.tile<1x256xf32, UB>
      %e = math.exp %d : !asctile.tile<1x256xf32, UB>
      %s = asctile.reduce_as_1d <sum> %e : !asctile.tile<1x256xf32, UB>, !asctile.tile<1xf32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<1xf32, UB> to !asctile.tile<1x256xf32, UB>
      %o = arith.divf %e, %sb : !asctile.tile<1x256xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<1x256xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
